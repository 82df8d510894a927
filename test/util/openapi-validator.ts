/**
 * Schemas of an OpenAPI 3.0 document as ajv validators: inline schemas and `$ref`s resolve against the
 * document's components, and OpenAPI 3.0's `nullable: true` ("null is allowed too", whatever else the
 * schema says) becomes `anyOf [null, schema]`. The formats the document declares (uuid, date-time) are
 * checked too. Used by test/openapi.e2e-spec.ts (examples, real answers) and the fuzzer (every 2xx body
 * against its documented schema).
 */
import Ajv, { type ErrorObject } from 'ajv';
import addFormats from 'ajv-formats';

type Json = Record<string, any>;

export interface SchemaCheck {
  (value: unknown): boolean;
  /** The last failed check's errors (ajv's). */
  readonly errors: ErrorObject[] | null | undefined;
}

export class OpenApiValidator {
  private readonly ajv = new Ajv({ strict: false, allErrors: true, discriminator: true });
  private readonly cache = new Map<string, SchemaCheck>();

  constructor(doc: Json) {
    addFormats(this.ajv);
    this.ajv.addSchema({ $id: 'openapi.json', components: nullables(doc.components) });
  }

  /** A schema of the document (inline or a `$ref`), compiled once. */
  compile(schema: Json): SchemaCheck {
    const text = JSON.stringify(schema);
    let check = this.cache.get(text);
    if (!check) {
      const v = this.ajv.compile(
        nullables(JSON.parse(text.replaceAll('"#/components/', '"openapi.json#/components/'))) as Json,
      );
      // (a getter: Object.assign would copy the errors of no check at all)
      check = Object.defineProperty((x: unknown): boolean => v(x) as boolean, 'errors', {
        get: () => v.errors,
      }) as SchemaCheck;
      this.cache.set(text, check);
    }
    return check;
  }

  /** The component `#/components/schemas/<name>`. */
  component(name: string): SchemaCheck {
    return this.compile({ $ref: `#/components/schemas/${name}` });
  }

  /** Null when `value` fits `schema`, else the first errors in words (path, message, the value there). */
  problems(schema: Json, value: unknown): string | null {
    const check = this.compile(schema);
    if (check(value)) return null;
    const errors = (check.errors ?? [])
      .slice(0, 4)
      .map((e) => `${e.instancePath || '/'} ${e.message} (${JSON.stringify(e.params)})`);
    return errors.join('; ') || 'does not fit the schema';
  }
}

/** `nullable: true` → `anyOf [null, schema]`, everywhere but in examples and enums' values. */
function nullables(x: unknown): unknown {
  if (Array.isArray(x)) return x.map(nullables);
  if (!x || typeof x !== 'object') return x;
  const o = Object.fromEntries(
    Object.entries(x as Json).map(([k, v]) => [k, k === 'example' || k === 'enum' ? v : nullables(v)]),
  ) as Json;
  if (o.nullable !== true) return o;
  const { nullable: _n, ...rest } = o;
  if (Array.isArray(rest.enum) && !rest.enum.includes(null)) rest.enum = [...rest.enum, null];
  return { anyOf: [{ type: 'null' }, rest] };
}
