/**
 * Game options: each game declares a schema (type, default, range, description) once, in its
 * `types.ts`. Everything else is derived from it: the validation of create requests
 * (`resolveOptions`), `GET /games`, the OpenAPI schema of the options (`optionsJsonSchema`) and the
 * TypeScript type the rules use (`OptionsOf<typeof schema>`).
 */
export type OptionSpec =
  | {
      type: 'integer';
      default: number | null;
      min: number;
      max: number;
      nullable?: boolean;
      /** Relates two options: this one must be at least the value of the named option (both resolved). */
      atLeast?: string;
      description: string;
    }
  | { type: 'boolean'; default: boolean; description: string }
  | { type: 'enum'; default: string; values: readonly string[]; description: string };

export type OptionsSchema = Record<string, OptionSpec>;

/** The resolved options of a schema declared `as const satisfies OptionsSchema`, as a TypeScript type. */
export type OptionsOf<S extends OptionsSchema> = {
  -readonly [K in keyof S]: S[K] extends { type: 'integer' }
    ? S[K] extends { nullable: true }
      ? number | null
      : number
    : S[K] extends { type: 'boolean' }
      ? boolean
      : S[K] extends { type: 'enum'; values: readonly (infer V)[] }
        ? V
        : never;
};

/** The OpenAPI (JSON Schema) description of a game's options, derived from its options schema. */
export function optionsJsonSchema(schema: OptionsSchema): Record<string, unknown> {
  const properties: Record<string, unknown> = {};
  for (const [key, spec] of Object.entries(schema)) {
    if (spec.type === 'integer') {
      const relation = spec.atLeast ? ` At least \`${spec.atLeast}\`.` : '';
      properties[key] = {
        type: 'integer',
        minimum: spec.min,
        maximum: spec.max,
        default: spec.default,
        ...(spec.default !== null ? { example: spec.default } : {}),
        ...(spec.nullable ? { nullable: true } : {}),
        description: spec.description + relation,
      };
    } else if (spec.type === 'boolean') {
      properties[key] = {
        type: 'boolean',
        default: spec.default,
        example: spec.default,
        description: spec.description,
      };
    } else {
      properties[key] = {
        type: 'string',
        enum: [...spec.values],
        default: spec.default,
        example: spec.default,
        description: spec.description,
      };
    }
  }
  return { type: 'object', properties, additionalProperties: false };
}

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
  if (typeof input !== 'object' || Array.isArray(input))
    return { ok: false, details: { options: 'options must be an object' } };
  for (const [key, value] of Object.entries(input as Record<string, unknown>)) {
    const spec = Object.prototype.hasOwnProperty.call(schema, key) ? schema[key] : undefined;
    if (!spec) {
      details[key] = `unknown option; this game's options are: ${Object.keys(schema).join(', ') || 'none'}`;
      continue;
    }
    if (spec.type === 'integer') {
      if (value === null && spec.nullable) out[key] = null;
      else if (typeof value !== 'number' || !Number.isInteger(value))
        details[key] = `must be an integer from ${spec.min} to ${spec.max}`;
      else if (value < spec.min || value > spec.max)
        details[key] = `must be from ${spec.min} to ${spec.max}, got ${value}`;
      else out[key] = value;
    } else if (spec.type === 'boolean') {
      if (typeof value !== 'boolean') details[key] = 'must be true or false';
      else out[key] = value;
    } else if (typeof value !== 'string' || !spec.values.includes(value)) {
      details[key] = `must be one of: ${spec.values.join(', ')}`;
    } else out[key] = value;
  }
  for (const [key, spec] of Object.entries(schema)) {
    if (spec.type !== 'integer' || !spec.atLeast || details[key] || details[spec.atLeast]) continue;
    const v = out[key];
    const floor = out[spec.atLeast];
    if (typeof v === 'number' && typeof floor === 'number' && v < floor) {
      details[key] = `must be at least ${spec.atLeast} (${floor}), got ${v}`;
    }
  }
  return Object.keys(details).length ? { ok: false, details } : { ok: true, options: out as O };
}
