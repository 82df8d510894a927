/**
 * Game options: each game declares a schema (type, default, range, description); the same schema
 * validates create requests, feeds `GET /games` and documents the options in OpenAPI.
 */
export type OptionSpec =
  | { type: 'integer'; default: number | null; min: number; max: number; nullable?: boolean; description: string }
  | { type: 'boolean'; default: boolean; description: string }
  | { type: 'enum'; default: string; values: readonly string[]; description: string };

export type OptionsSchema = Record<string, OptionSpec>;

export type OptionValues = Record<string, number | boolean | string | null>;

export type OptionsCheck<O> = { ok: true; options: O } | { ok: false; details: Record<string, string> };

export function optionDefaults(schema: OptionsSchema): OptionValues {
  const out: OptionValues = {};
  for (const [key, spec] of Object.entries(schema)) out[key] = spec.default;
  return out;
}

/** Fills defaults and checks every given value; unknown keys and out-of-range values are errors. */
export function resolveOptions<O = OptionValues>(schema: OptionsSchema, input: unknown): OptionsCheck<O> {
  const details: Record<string, string> = {};
  const out = optionDefaults(schema);
  if (input === undefined || input === null) return { ok: true, options: out as O };
  if (typeof input !== 'object' || Array.isArray(input)) return { ok: false, details: { options: 'options must be an object' } };
  for (const [key, value] of Object.entries(input as Record<string, unknown>)) {
    const spec = Object.prototype.hasOwnProperty.call(schema, key) ? schema[key] : undefined;
    if (!spec) {
      details[key] = `unknown option; this game's options are: ${Object.keys(schema).join(', ') || 'none'}`;
      continue;
    }
    if (spec.type === 'integer') {
      if (value === null && spec.nullable) out[key] = null;
      else if (typeof value !== 'number' || !Number.isInteger(value)) details[key] = `must be an integer from ${spec.min} to ${spec.max}`;
      else if (value < spec.min || value > spec.max) details[key] = `must be from ${spec.min} to ${spec.max}, got ${value}`;
      else out[key] = value;
    } else if (spec.type === 'boolean') {
      if (typeof value !== 'boolean') details[key] = 'must be true or false';
      else out[key] = value;
    } else if (typeof value !== 'string' || !spec.values.includes(value)) {
      details[key] = `must be one of: ${spec.values.join(', ')}`;
    } else out[key] = value;
  }
  return Object.keys(details).length ? { ok: false, details } : { ok: true, options: out as O };
}
