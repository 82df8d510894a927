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
  | {
      type: 'boolean';
      default: boolean;
      /** Relates two options: when this one is true, the named integer option must be at least `atLeast`. */
      needs?: { option: string; atLeast: number };
      description: string;
    }
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
      const relation = spec.needs
        ? ` When true, needs \`${spec.needs.option}\` ≥ ${spec.needs.atLeast}.`
        : '';
      properties[key] = {
        type: 'boolean',
        default: spec.default,
        example: spec.default,
        description: spec.description + relation,
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
    if (spec.type === 'boolean' && spec.needs && out[key] === true && !details[spec.needs.option]) {
      const { option, atLeast } = spec.needs;
      const v = out[option];
      if (typeof v !== 'number' || v < atLeast)
        details[key] = `needs ${option} of at least ${atLeast}, got ${String(v)}`;
      continue;
    }
    if (spec.type !== 'integer' || !spec.atLeast || details[key] || details[spec.atLeast]) continue;
    const v = out[key];
    const floor = out[spec.atLeast];
    if (typeof v === 'number' && typeof floor === 'number' && v < floor) {
      details[key] = `must be at least ${spec.atLeast} (${floor}), got ${v}`;
    }
  }
  return Object.keys(details).length ? { ok: false, details } : { ok: true, options: out as O };
}

/**
 * A named set of option values, declared with the game's options (docs/api.md "Presets"): a request
 * that names it gets its options, then the request's own `options` over them.
 */
export interface OptionPreset {
  name: string;
  description: string;
  options: OptionValues;
}

export type PresetCheck = { ok: true; input: Record<string, unknown> } | { ok: false; message: string };

/**
 * The options a request asks for: the named preset's options, then `options` over them (or `options`
 * alone without a preset). An unknown preset is refused with the presets the game has.
 */
export function withPreset(
  presets: readonly OptionPreset[] | undefined,
  preset: string | undefined,
  options: unknown,
): PresetCheck {
  const own = options !== null && typeof options === 'object' && !Array.isArray(options) ? options : {};
  if (preset === undefined) return { ok: true, input: { ...own } };
  const found = presets?.find((p) => p.name === preset);
  if (!found) {
    const names = presets?.map((p) => p.name).join(', ');
    return {
      ok: false,
      message: `unknown preset "${preset}"; ${names ? `this game's presets are: ${names}` : 'this game has no presets'}`,
    };
  }
  return { ok: true, input: { ...found.options, ...own } };
}
