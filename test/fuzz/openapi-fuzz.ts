/**
 * The fuzzer (issue 30): every operation of the service's own `/openapi.json`, so a route is fuzzed the
 * day it is added. For each operation fast-check draws requests from the operation's schemas — path,
 * query and header parameters, the JSON body — with the real ids and credentials of the running service
 * (match ids, seat tokens, API keys, challenge and seek ids, account names, cursors and legal moves
 * learnt from earlier answers), and then breaks them systematically: null, wrong types, empty and huge
 * strings, extreme numbers, unicode, prototype keys, missing and extra properties, deep nesting,
 * duplicate keys, malformed JSON, bad ids and headers.
 *
 * Every answer must be below 500, a status the operation documents (or one every route may give:
 * 400, 413, 415, 429; 401 where the operation takes a bearer credential; 404 where it takes a path
 * parameter), JSON (an error in the shape of
 * docs/api.md; event streams and PHH text excepted), and a refused request (4xx) must change nothing:
 * a digest of the database is taken before and after. fast-check seeds the run and shrinks a failing
 * request to a small one.
 *
 * Used by test/fuzz.e2e-spec.ts (a bounded budget in CI) and scripts/fuzz.ts (`npm run fuzz --
 * --requests 50000`).
 */
import fc from 'fast-check';
import { request as httpRequest } from 'node:http';

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
type Schema = Record<string, any>;

export interface FuzzTarget {
  /** The service's base URL, e.g. http://127.0.0.1:3000. */
  base: string;
  /** A digest of everything a request could change (compared around every refused request). */
  digest(): Promise<string>;
}

export interface FuzzOptions {
  /** Requests in all (spread over the operations; each gets at least `minPerOperation`). */
  requests: number;
  seed: number;
  minPerOperation?: number;
  /** Only the operations whose `METHOD /path` contains this text (for a focused run). */
  only?: string;
  /** Progress lines (one per operation). */
  log?: (line: string) => void;
}

export interface FuzzReport {
  seed: number;
  requests: number;
  operations: number;
  statuses: Record<string, number>;
  perOperation: Record<string, { requests: number; statuses: Record<string, number> }>;
}

interface Operation {
  method: string;
  path: string;
  key: string;
  params: { name: string; in: 'path' | 'query' | 'header'; required: boolean; schema: Schema }[];
  body: Schema | null;
  examples: Json[];
  documented: Set<number>;
}

/** One request as drawn (what fast-check shows, shrunk, when it fails). */
interface Drawn {
  path: Record<string, string>;
  query: [string, string][];
  headers: Record<string, string>;
  /** The JSON text of the body (may be malformed on purpose), or undefined for none. */
  body?: string;
  /** A path parameter was drawn as a bad id (a 404 from the router is fine then). */
  badId: boolean;
}

interface Answer {
  status: number;
  type: string;
  text: string;
}

const ERROR_CODES = new Set([
  'bad-request',
  'unauthorized',
  'not-your-turn',
  'forbidden',
  'not-found',
  'conflict',
  'payload-too-large',
  'unsupported-media-type',
  'illegal-move',
  'too-many-requests',
  'service-unavailable',
]);
/** What every route may answer besides its documented statuses (docs/api.md "Errors"). */
const ANY_ROUTE = [400, 413, 415, 429];
const UUID_ZERO = '00000000-0000-0000-0000-000000000000';

// ------------------------------------------------------------------ the service's real ids and credentials

/** What the fuzzer knows of the running service: fixtures, and what 2xx answers taught it. */
export class Known {
  /** Ids by collection: `matches:<game>`, `challenges`, `seeks`. */
  readonly ids = new Map<string, string[]>();
  readonly tokens: string[] = [];
  readonly keys: string[] = [];
  readonly names: string[] = [];
  readonly cursors: string[] = [];
  readonly games: string[] = [];
  /** Legal moves seen in views, by match id. */
  readonly legal = new Map<string, Json[]>();
  /** The seat tokens of each match. */
  readonly seatTokens = new Map<string, string[]>();

  addToken(matchId: unknown, token: unknown): void {
    if (typeof matchId !== 'string' || typeof token !== 'string') return;
    this.add(this.tokens, token);
    if (!this.seatTokens.has(matchId)) this.seatTokens.set(matchId, []);
    this.add(this.seatTokens.get(matchId)!, token);
  }

  add(list: string[], value: unknown, cap = 40): void {
    if (typeof value !== 'string' || !value || list.includes(value)) return;
    list.push(value);
    if (list.length > cap) list.splice(Math.floor(list.length / 2), 1);
  }

  addId(collection: string, id: unknown): void {
    if (!this.ids.has(collection)) this.ids.set(collection, []);
    this.add(this.ids.get(collection)!, id);
  }

  /** Learns from a 2xx answer: new ids, tokens, rotated keys, cursors and legal moves. */
  learn(op: Operation, drawn: Drawn, body: any): void {
    if (!body || typeof body !== 'object') return;
    const collection = collectionOf(op.path, drawn.path);
    const auth = /^Bearer (\S+)$/.exec(drawn.headers.authorization ?? '')?.[1];
    if (op.method === 'post' && op.path === '/me/api-key' && typeof body.apiKey === 'string' && auth) {
      const i = this.keys.indexOf(auth);
      if (i >= 0) this.keys[i] = body.apiKey;
      return;
    }
    if (typeof body.apiKey === 'string') this.add(this.keys, body.apiKey);
    if (op.method === 'post' && typeof body.id === 'string' && collection) this.addId(collection, body.id);
    if (typeof body.matchId === 'string' && typeof body.game === 'string')
      this.addId(`matches:${body.game}`, body.matchId);
    for (const s of Array.isArray(body.seats) ? body.seats : []) this.addToken(body.id, s?.token);
    this.addToken(body.match?.id, body.token);
    this.add(this.cursors, body.nextCursor, 10);
    if (typeof body.name === 'string' && op.path === '/accounts') this.add(this.names, body.name);
    const view = body.match ?? body;
    if (typeof view.id === 'string' && Array.isArray(view.legalMoves) && view.legalMoves.length)
      this.legal.set(view.id, view.legalMoves);
  }
}

/** The collection an operation's `{id}` belongs to: `matches:<game>`, `challenges` or `seeks`. */
function collectionOf(path: string, values: Record<string, string>): string | null {
  const parts = path.split('/').filter(Boolean);
  const game = parts[0] === '{game}' ? values.game : parts[0];
  if (parts[1] === 'matches') return `matches:${game}`;
  if (parts[0] === 'challenges') return 'challenges';
  if (parts[0] === 'seeks' || parts[1] === 'seeks') return 'seeks';
  return null;
}

// ------------------------------------------------------------------ the OpenAPI document

export function operationsOf(doc: any): Operation[] {
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries<any>(doc.paths)) {
    for (const [method, op] of Object.entries<any>(item)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const content = op.requestBody?.content?.['application/json'];
      ops.push({
        method,
        path,
        key: `${method.toUpperCase()} ${path}`,
        params: (op.parameters ?? []).map((p: any) => ({
          name: p.name,
          in: p.in,
          required: !!p.required,
          schema: p.schema ?? {},
        })),
        body: content?.schema ?? null,
        examples: Object.values<any>(content?.examples ?? {})
          .map((e) => e.value)
          .filter((v) => v !== undefined),
        documented: new Set([
          ...Object.keys(op.responses ?? {})
            .map(Number)
            .filter(Number.isInteger),
          // a route with a bearer scheme may refuse the credential; one with an id may not find it
          ...((op.security ?? doc.security ?? []).length ? [401] : []),
          ...((op.parameters ?? []).some((p: any) => p.in === 'path') ? [404] : []),
        ]),
      });
    }
  }
  return ops;
}

function resolve(doc: any, s: Schema): Schema {
  let out = s;
  for (let i = 0; out?.$ref && i < 10; i++)
    out = out.$ref
      .replace(/^#\//, '')
      .split('/')
      .reduce((o: any, k: string) => o?.[k], doc);
  return out ?? {};
}

// ------------------------------------------------------------------ values that respect a schema

/** Values that fit a JSON Schema (OpenAPI 3.0 flavour); `depth` bounds the recursion. */
function valid(doc: any, schema: Schema, known: Known, field = '', depth = 0): fc.Arbitrary<Json> {
  const s = resolve(doc, schema);
  if (depth > 6) return fc.constant(null);
  const alts = s.oneOf ?? s.anyOf;
  if (alts)
    return fc.oneof(...alts.map((a: Schema) => valid(doc, a, known, field, depth + 1))) as fc.Arbitrary<Json>;
  if (s.allOf) {
    const merged: Schema = { type: 'object', properties: {}, required: [] };
    for (const part of s.allOf.map((p: Schema) => resolve(doc, p))) {
      Object.assign(merged.properties, part.properties ?? {});
      merged.required.push(...(part.required ?? []));
      if (part.additionalProperties === false) merged.additionalProperties = false;
    }
    return valid(doc, { ...s, ...merged, allOf: undefined }, known, field, depth + 1);
  }
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...(s.enum as Json[]));
  const type = Array.isArray(s.type) ? s.type[0] : (s.type ?? (s.properties ? 'object' : undefined));
  const withNull = (a: fc.Arbitrary<Json>) => (s.nullable ? fc.oneof(a, fc.constant(null)) : a);
  switch (type) {
    case 'object': {
      const props = Object.entries<Schema>(s.properties ?? {})
        // a valid turn clock would change matches in the background, between the digests
        .filter(([k]) => k !== 'turnSeconds');
      if (!props.length) return withNull(fc.constant({}));
      const model: Record<string, fc.Arbitrary<Json>> = {};
      for (const [k, p] of props) model[k] = valid(doc, p, known, k, depth + 1);
      const required: string[] = (s.required ?? []).filter((k: string) => k in model);
      const optional = Object.keys(model).filter((k) => !required.includes(k));
      const some = fc.record(model, { requiredKeys: required }) as fc.Arbitrary<Json>;
      // also the required keys and one optional key: what requests mostly look like (a seat spec is one
      // of name, bot, account or me, which the schema cannot say)
      const one = optional.length
        ? fc
            .constantFrom(...optional)
            .chain(
              (k) =>
                fc.record(
                  Object.fromEntries([...required, k].map((x) => [x, model[x]])),
                ) as fc.Arbitrary<Json>,
            )
        : some;
      return withNull(fc.oneof(some, one));
    }
    case 'array': {
      const max = Math.min(s.maxItems ?? 4, 4);
      const item =
        field === 'to'
          ? fc.constantFrom(...known.names, 'basic-bot', 'random-bot')
          : valid(doc, s.items ?? {}, known, field, depth + 1);
      return withNull(fc.array(item, { minLength: Math.min(s.minItems ?? 0, max), maxLength: max }));
    }
    case 'integer':
    case 'number': {
      const min = s.minimum ?? -1000;
      const max = s.maximum ?? Math.max(min, 0) + 1000;
      return withNull(fc.integer({ min: Math.ceil(min), max: Math.floor(Math.min(max, min + 1e6)) }));
    }
    case 'boolean':
      return withNull(fc.boolean());
    case 'string': {
      if (field === 'name' && known.names.length)
        return fc.oneof(fc.constantFrom(...known.names), fc.stringMatching(/^[a-z][a-z0-9]{1,8}$/));
      if (field === 'account' && known.names.length) return fc.constantFrom(...known.names);
      if (field === 'game') return fc.constantFrom(...known.games);
      if (field === 'seed') return fc.stringMatching(/^[0-9a-f]{32}$/);
      if (s.format === 'uuid') return fc.uuid();
      if (s.pattern)
        return withNull(
          fc.stringMatching(new RegExp(s.pattern)).filter((x) => x.length <= (s.maxLength ?? 200)),
        );
      return withNull(fc.string({ minLength: s.minLength ?? 0, maxLength: Math.min(s.maxLength ?? 12, 40) }));
    }
    default:
      return fc.oneof(fc.constant({}), fc.integer(), fc.string({ maxLength: 8 }));
  }
}

// ------------------------------------------------------------------ breaking values

const pollutionKey = fc.constantFrom(
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'valueOf',
);
const extremeNumber = fc.constantFrom(
  1e308,
  -1e308,
  2 ** 53 + 2,
  -(2 ** 53) - 2,
  1e-320,
  -0,
  0.5,
  -1,
  4294967296,
  -2147483649,
  1.5,
);
const weirdString = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    'ü',
    '😀😀',
    '<script>alert(1)</script>',
    '\u202e\u0000',
    'ﷺ',
    '../etc/passwd',
    'null',
    'true',
    '0',
    '-1',
    '1e999',
    UUID_ZERO,
  ),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.integer({ min: 200, max: 70_000 }).map((n) => 'x'.repeat(n)),
);
const anyLeaf: fc.Arbitrary<Json> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  extremeNumber,
  fc.integer(),
  weirdString,
  fc.constant<Json>([]),
  fc.constant<Json>({}),
);
const nested: fc.Arbitrary<Json> = fc
  .integer({ min: 17, max: 3000 })
  .chain((n) =>
    fc.constantFrom<Json>(
      JSON.parse(`${'['.repeat(n)}1${']'.repeat(n)}`),
      JSON.parse(`${'{"a":'.repeat(n)}1${'}'.repeat(n)}`),
    ),
  );

type Path = (string | number)[];

/** Every path into a value (objects and arrays), the value itself first. */
function pathsOf(v: Json, at: Path = [], out: Path[] = []): Path[] {
  out.push(at);
  if (v && typeof v === 'object' && at.length < 6) {
    for (const [k, c] of Object.entries(v))
      pathsOf(c as Json, [...at, Array.isArray(v) ? Number(k) : k], out);
  }
  return out;
}

function setAt(
  v: Json,
  path: Path,
  f: (old: Json | undefined, parent: any, key: string | number) => Json | undefined,
): Json {
  if (!path.length) return f(v, undefined, '') ?? null;
  const copy: any = Array.isArray(v) ? [...v] : { ...(v as object) };
  const [k, ...rest] = path;
  if (rest.length) copy[k] = setAt(copy[k], rest, f);
  else {
    const nv = f(copy[k], copy, k);
    if (nv === undefined) {
      if (Array.isArray(copy)) copy.splice(Number(k), 1);
      else delete copy[k];
    } else if (k === '__proto__')
      Object.defineProperty(copy, k, { value: nv, enumerable: true, writable: true, configurable: true });
    else copy[k] = nv;
  }
  return copy;
}

type Mutation =
  | { kind: 'replace'; at: number; value: Json }
  | { kind: 'remove'; at: number }
  | { kind: 'extra'; at: number; key: string; value: Json }
  | { kind: 'duplicate'; value: Json }
  | { kind: 'raw'; text: string };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  // null in place of any value (issue 30: optional fields that let null through)
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('replace' as const), at: fc.nat(), value: fc.constant(null) }),
  },
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('replace' as const),
      at: fc.nat(),
      value: fc.oneof(anyLeaf, anyLeaf, nested),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('remove' as const), at: fc.nat() }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('extra' as const),
      at: fc.nat(),
      key: fc.oneof(pollutionKey, fc.string({ maxLength: 8 })),
      value: anyLeaf,
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('duplicate' as const), value: anyLeaf }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('raw' as const),
      text: fc.oneof(
        fc.constantFrom(
          '{"type":',
          '{"a":1e400}',
          '[1e999]',
          '\u0000',
          'null',
          '"x"',
          '1',
          '[]',
          '',
          '{,}',
          '{"__proto__":{"polluted":1}}',
          '{"constructor":{"prototype":{"polluted":1}}}',
        ),
        fc.string({ unit: 'binary', maxLength: 60 }),
      ),
    }),
  },
);

/** The body's JSON text after the mutations (duplicate keys and malformed JSON are text edits). */
function applyMutations(value: Json, ms: Mutation[]): string {
  let v = value;
  let text: string | null = null;
  let dup: { key: string; value: Json } | null = null;
  for (const m of ms) {
    if (m.kind === 'raw') text = m.text;
    else if (m.kind === 'duplicate') {
      const keys = v && typeof v === 'object' && !Array.isArray(v) ? Object.keys(v) : [];
      if (keys.length) dup = { key: keys[0], value: m.value };
    } else {
      const paths = pathsOf(v);
      const p = paths[m.at % paths.length];
      if (m.kind === 'replace') v = setAt(v, p, () => m.value);
      else if (m.kind === 'remove') v = p.length ? setAt(v, p, () => undefined) : v;
      else {
        const target = p.reduce<any>((o, k) => o?.[k], v);
        if (target && typeof target === 'object' && !Array.isArray(target))
          v = setAt(v, [...p, m.key], () => m.value);
      }
    }
  }
  if (text !== null) return text;
  let out = JSON.stringify(v) ?? 'null';
  if (dup && out.startsWith('{'))
    out = `{${JSON.stringify(dup.key)}:${JSON.stringify(dup.value)},${out.slice(1)}`;
  return out;
}

// ------------------------------------------------------------------ requests

const badId = fc.oneof(
  fc.constantFrom(
    UUID_ZERO,
    '%00',
    '..%2F..',
    'null',
    'x'.repeat(500),
    '%E2%80%AE',
    '-1',
    '1e999',
    '__proto__',
    'constructor',
    '%20',
    '0',
    '99999999999999999999',
  ),
  fc.string({ maxLength: 40 }).map(encodeURIComponent),
  fc.uuid().map((u) => u.toUpperCase()),
);

function pathValue(op: Operation, name: string, known: Known): fc.Arbitrary<{ value: string; bad: boolean }> {
  const real = (values: string[]) =>
    values.length
      ? fc.constantFrom(...values).map((value) => ({ value: encodeURIComponent(value), bad: false }))
      : null;
  const games = real(known.games)!;
  let good: fc.Arbitrary<{ value: string; bad: boolean }> | null;
  if (name === 'game') good = games;
  else if (name === 'name') good = real(known.names);
  else if (name === 'n') good = fc.integer({ min: 1, max: 4 }).map((n) => ({ value: String(n), bad: false }));
  else {
    // the operation's own collection (for /{game}/..., the ids of the game drawn is not known here:
    // every game's match ids, so most are the wrong game's, a 404)
    const own = op.path.startsWith('/{game}/') ? null : collectionOf(op.path, {});
    const all = [...known.ids.entries()].filter(([c]) => (own ? c === own : c.startsWith('matches:')));
    good = real(all.flatMap(([, ids]) => ids));
  }
  const other = [...known.ids.values()].flat();
  const bad = fc
    .oneof(badId, other.length ? fc.constantFrom(...other) : badId)
    .map((value) => ({ value, bad: true }));
  return good ? fc.oneof({ weight: 4, arbitrary: good }, { weight: 1, arbitrary: bad }) : bad;
}

function queryValue(doc: any, name: string, schema: Schema, known: Known): fc.Arbitrary<string> {
  const s = resolve(doc, schema);
  const broken = fc.oneof(
    fc.constantFrom('', '-1', '1e999', '1.5', 'abc', 'null', 'x'.repeat(300), '0x10', ' 2', '[]'),
    fc.string({ maxLength: 12 }),
  );
  // a valid long poll waits: only values that answer at once
  if (name === 'waitForVersion') return fc.constantFrom('-1', 'x', '1e999', '');
  let good: fc.Arbitrary<string>;
  if (name === 'token')
    good =
      known.tokens.length || known.keys.length
        ? fc.constantFrom(...known.tokens, ...known.keys)
        : fc.string();
  else if (name === 'cursor' && known.cursors.length)
    good = fc.oneof(fc.constantFrom(...known.cursors), fc.base64String({ maxLength: 40 }));
  else good = valid(doc, s, known, name).map((v) => (typeof v === 'string' ? v : JSON.stringify(v)));
  return fc.oneof({ weight: 7, arbitrary: good }, { weight: 1, arbitrary: broken });
}

/**
 * `own`: a credential of the resource the path names (its seat tokens, or an API key), chosen once
 * the path is.
 */
type Auth = string | undefined | { own: number };

function authorization(known: Known): fc.Arbitrary<Auth> {
  const real = [...known.tokens, ...known.keys];
  return fc.oneof(
    { weight: 8, arbitrary: fc.nat().map((own) => ({ own })) },
    {
      weight: 2,
      arbitrary: real.length ? fc.constantFrom(...real).map((t) => `Bearer ${t}`) : fc.constant(undefined),
    },
    { weight: 2, arbitrary: fc.constant(undefined) },
    {
      weight: 2,
      arbitrary: fc.oneof(
        fc.constantFrom(
          'Bearer',
          'Basic YWxhZGRpbjpvcGVu',
          'bearer  x',
          'Bearer a b',
          `Bearer ${'x'.repeat(5000)}`,
          'Token abc',
          `Bearer crk_${'A'.repeat(43)}`,
        ),
        fc.string({ maxLength: 60 }).map((s) => `Bearer ${s}`),
        fc.string({ maxLength: 30 }),
      ),
    },
  );
}

const contentType = fc.oneof(
  { weight: 12, arbitrary: fc.constant('application/json') },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'application/json; charset=utf-8',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/json; charset=utf-16',
      'application/merge-patch+json',
      'application/xml',
      'garbage',
      '',
    ),
  },
);
const accept = fc.constantFrom(
  undefined,
  undefined,
  'application/json',
  'application/x-phh',
  'text/event-stream',
  'application/x-ndjson',
  'text/html',
  '*/*',
  'garbage;q=x',
);

function materialize(m: any): fc.Arbitrary<Json> {
  const fields: Record<string, fc.Arbitrary<Json>> = {};
  for (const [k, v] of Object.entries<any>(m)) {
    if (v && typeof v === 'object' && 'min' in v && 'max' in v)
      fields[k] = fc.integer({ min: v.min, max: v.max });
    else if (v && typeof v === 'object' && 'choose' in v && Array.isArray(v.from))
      fields[k] = fc.shuffledSubarray(v.from, { minLength: v.choose, maxLength: v.choose });
    else fields[k] = fc.constant(v);
  }
  return fc.record(fields);
}

function requestOf(doc: any, op: Operation, known: Known): fc.Arbitrary<Drawn> {
  const pathParams = op.params.filter((p) => p.in === 'path');
  const queryParams = op.params.filter((p) => p.in === 'query');
  const path = fc.tuple(...pathParams.map((p) => pathValue(op, p.name, known)));
  const query = fc.tuple(
    // (a valid long poll would wait: waitForVersion only comes broken, and rarely)
    fc.tuple(
      ...queryParams.map((p) =>
        fc.option(queryValue(doc, p.name, p.schema, known), { freq: p.name === 'waitForVersion' ? 10 : 2 }),
      ),
    ),
    // unknown, duplicated and prototype-polluting parameters, now and then (an unknown one is a 400)
    fc.oneof(
      { weight: 6, arbitrary: fc.constant([] as [string, string][]) },
      {
        weight: 1,
        arbitrary: fc.array(
          fc.tuple(
            fc.oneof(
              pollutionKey,
              fc.constantFrom('constructor[prototype]', 'a[b]', 'limit'),
              fc.string({ maxLength: 6 }),
            ),
            fc.string({ maxLength: 8 }),
          ),
          { minLength: 1, maxLength: 2 },
        ),
      },
    ),
  );
  const headers = fc.record(
    {
      authorization: authorization(known),
      accept,
      'idempotency-key': fc.oneof(
        fc.uuid(),
        fc.string({ maxLength: 140 }),
        fc.constantFrom('', 'k'.repeat(300)),
      ),
      prefer: fc.constantFrom('return=minimal', 'return=representation', 'garbage'),
      'last-event-id': fc.oneof(
        fc.constantFrom('-1', '0', '3', '999999999999999999999', '1e3', ' 2'),
        fc.string({ maxLength: 20 }),
      ),
      'x-request-id': fc.string({ maxLength: 80 }),
    },
    { requiredKeys: [] },
  );
  let body: fc.Arbitrary<string | undefined> = fc.constant(undefined);
  if (op.body) {
    const sources: fc.Arbitrary<Json>[] = [valid(doc, op.body, known)];
    if (op.examples.length) sources.push(fc.constantFrom(...op.examples));
    if (/\/(moves|check)$/.test(op.path)) {
      // legal moves learnt from views: requests that reach the rules and are accepted
      const moves = [...known.legal.values()].flat();
      if (moves.length)
        sources.push(
          fc.constantFrom(...moves).chain(materialize),
          fc.constantFrom(...moves).chain(materialize),
        );
    }
    body = fc
      .tuple(
        fc.oneof(...sources),
        fc.oneof(
          { weight: 1, arbitrary: fc.constant([] as Mutation[]) },
          { weight: 1, arbitrary: fc.array(mutation, { minLength: 1, maxLength: 3 }) },
        ),
      )
      .map(([v, ms]) => applyMutations(v, ms));
  } else
    body = fc
      .option(fc.oneof(fc.constant('{}'), fc.json({ maxDepth: 2 })), { freq: 4 })
      .map((b) => b ?? undefined);
  return fc.tuple(path, query, headers, body, contentType).map(([pv, [qv, extra], h, b, ct]) => {
    const drawn: Drawn = { path: {}, query: [], headers: {}, badId: false };
    pathParams.forEach((p, i) => {
      drawn.path[p.name] = pv[i].value;
      drawn.badId ||= pv[i].bad;
    });
    queryParams.forEach((p, i) => {
      if (qv[i] !== null) drawn.query.push([p.name, qv[i]!]);
    });
    drawn.query.push(...extra);
    for (const [k, v] of Object.entries(h)) {
      if (v === undefined) continue;
      if (typeof v === 'object') {
        let id = '';
        try {
          id = decodeURIComponent(drawn.path.id ?? '');
        } catch {
          /* a bad id: no seat tokens */
        }
        const seats = known.seatTokens.get(id) ?? [];
        const own = seats.length && v.own % 5 !== 0 ? seats : known.keys;
        if (own.length) drawn.headers[k] = `Bearer ${own[v.own % own.length]}`;
      } else drawn.headers[k] = v;
    }
    if (b !== undefined) {
      drawn.body = b;
      drawn.headers['content-type'] = ct;
    }
    return drawn;
  });
}

function urlOf(op: Operation, d: Drawn): string {
  const path = op.path.replace(/\{(\w+)\}/g, (_, k) => d.path[k] ?? '');
  const qs = d.query.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
  return qs ? `${path}?${qs}` : path;
}

/** One raw HTTP request; an event stream is cut after its first bytes. Null: the client refused to send. */
export function send(
  base: string,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string,
): Promise<Answer | null> {
  return new Promise((resolve, reject) => {
    let req: ReturnType<typeof httpRequest>;
    try {
      const h: Record<string, string | number> = { ...headers };
      if (body !== undefined) h['content-length'] = Buffer.byteLength(body);
      req = httpRequest(`${base}${path}`, { method, headers: h }, (res) => {
        const chunks: Buffer[] = [];
        const type = String(res.headers['content-type'] ?? '');
        let done = false;
        const finish = () => {
          if (done) return;
          done = true;
          resolve({ status: res.statusCode ?? 0, type, text: Buffer.concat(chunks).toString('utf8') });
        };
        res.on('data', (c: Buffer) => {
          chunks.push(c);
          if (/^(text\/event-stream|application\/x-ndjson)/.test(type)) {
            finish();
            req.destroy();
          }
        });
        res.on('end', finish);
        res.on('error', () => undefined);
      });
    } catch (e) {
      // a header or path the HTTP client itself refuses to send (control characters) never reaches the server
      if ((e as NodeJS.ErrnoException).code?.startsWith('ERR_INVALID') || e instanceof TypeError)
        return resolve(null);
      return reject(e);
    }
    req.on('error', (e) => ((e as NodeJS.ErrnoException).code === 'ECONNRESET' ? undefined : reject(e)));
    if (body !== undefined) req.write(body);
    req.end();
  });
}

/** Checks an answer against docs/api.md; returns the parsed JSON body of a 2xx (or null). */
export function checkAnswer(a: Answer, what: string, documented?: Set<number>, badId = false): unknown {
  const fail = (why: string) => {
    throw new Error(`${what} → ${a.status} ${why}: ${a.text.slice(0, 300)}`);
  };
  if (a.status >= 500) fail('(a server error)');
  if (
    documented &&
    !documented.has(a.status) &&
    !ANY_ROUTE.includes(a.status) &&
    !(badId && a.status === 404)
  )
    fail('(not a documented status)');
  if (a.status >= 400) {
    let body: any;
    try {
      body = JSON.parse(a.text);
    } catch {
      fail('without a JSON body');
    }
    if (!a.type.startsWith('application/json')) fail(`as ${a.type}`);
    if (body.statusCode !== a.status || !ERROR_CODES.has(body.error) || typeof body.message !== 'string')
      fail('not the error shape of docs/api.md');
    if (
      body.details !== undefined &&
      (typeof body.details !== 'object' || Object.values(body.details).some((v) => typeof v !== 'string'))
    )
      fail('details is not a map of strings');
    return null;
  }
  if (/^(text\/event-stream|application\/x-ndjson|application\/x-phh)/.test(a.type) || a.status === 204)
    return null;
  if (!a.type.startsWith('application/json')) fail(`as ${a.type}`);
  try {
    return JSON.parse(a.text);
  } catch {
    return fail('with a body that is not JSON');
  }
}

// ------------------------------------------------------------------ fixtures

async function call(base: string, method: string, path: string, body?: unknown, key?: string): Promise<any> {
  const a = await send(
    base,
    method,
    path,
    {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(key ? { authorization: `Bearer ${key}` } : {}),
    },
    body === undefined ? undefined : JSON.stringify(body),
  );
  if (!a || a.status >= 300)
    throw new Error(`fixture ${method} ${path} → ${a?.status}: ${a?.text.slice(0, 200)}`);
  return JSON.parse(a.text);
}

/**
 * Real things for the requests to hit: two accounts, and per game active, open, keyed and finished
 * matches; a Hold'em match with hands; a challenge and a seek.
 */
export async function setUpFixtures(base: string, known: Known): Promise<void> {
  const games: { id: string; minPlayers: number }[] = (
    (await call(base, 'GET', '/games')) as { game: string; minPlayers: number }[]
  ).map((g) => ({ id: g.game, minPlayers: g.minPlayers }));
  known.games.push(...games.map((g) => g.id));
  const tag = `${process.pid.toString(36)}${Date.now().toString(36).slice(-5)}`;
  for (const who of ['a', 'b']) {
    const acc = await call(base, 'POST', '/accounts', { name: `fz${who}${tag}`, kind: 'bot' });
    known.keys.push(acc.apiKey);
    known.names.push(acc.name);
  }
  known.names.push('basic-bot', 'random-bot');
  for (const g of games) {
    const humans = Array.from({ length: g.minPlayers }, (_, i) => ({ name: `p${i}` }));
    for (const m of [
      await call(base, 'POST', `/${g.id}/matches`, { players: humans }),
      await call(base, 'POST', `/${g.id}/matches`, { players: humans }),
      await call(base, 'POST', `/${g.id}/matches`, { players: [{ name: 'x' }] }),
      await call(
        base,
        'POST',
        `/${g.id}/matches`,
        { players: [{ me: true }, ...Array.from({ length: g.minPlayers - 1 }, () => ({ bot: 'random' }))] },
        known.keys[0],
      ),
    ]) {
      known.addId(`matches:${g.id}`, m.id);
      for (const s of m.seats) known.addToken(m.id, s.token);
      if (m.legalMoves?.length) known.legal.set(m.id, m.legalMoves);
    }
    const done = await call(base, 'POST', `/${g.id}/matches`, {
      players: [{ name: 'q' }, ...Array.from({ length: g.minPlayers - 1 }, () => ({ bot: 'basic' }))],
    });
    if (done.status !== 'finished')
      await call(base, 'POST', `/${g.id}/matches/${done.id}/resign`, undefined, done.seats[0].token);
    known.addId(`matches:${g.id}`, done.id);
  }
  if (games.some((g) => g.id === 'texas-holdem')) {
    // a finished Hold'em match with hands to list
    const m = await call(base, 'POST', '/texas-holdem/matches', {
      players: [{ bot: 'basic' }, { bot: 'random' }],
      options: { maxHands: 3, startingStack: 60 },
    });
    known.addId('matches:texas-holdem', m.id);
  }
  const ch = await call(
    base,
    'POST',
    '/challenges',
    { game: games[0].id, to: [known.names[1]] },
    known.keys[0],
  );
  known.addId('challenges', ch.id);
  const sk = await call(base, 'POST', `/${games[0].id}/seeks`, {}, known.keys[1]);
  known.addId('seeks', sk.id);
  const lobby = await call(base, 'GET', `/${games[0].id}/matches?limit=1`);
  known.add(known.cursors, lobby.nextCursor);
}

// ------------------------------------------------------------------ the run

/** Every operation of `/openapi.json`, `requests` requests in all; throws on the first failure (shrunk). */
export async function runFuzz(target: FuzzTarget, opts: FuzzOptions): Promise<FuzzReport> {
  const doc = JSON.parse((await send(target.base, 'GET', '/openapi.json', {}))!.text);
  const ops = operationsOf(doc).filter((op) => !opts.only || op.key.includes(opts.only));
  const known = new Known();
  await setUpFixtures(target.base, known);
  const report: FuzzReport = {
    seed: opts.seed,
    requests: 0,
    operations: ops.length,
    statuses: {},
    perOperation: {},
  };
  const perOp = Math.max(opts.minPerOperation ?? 20, Math.ceil(opts.requests / ops.length));
  for (const [i, op] of ops.entries()) {
    const mine = (report.perOperation[op.key] = { requests: 0, statuses: {} as Record<string, number> });
    // the arbitrary is built per operation, from what the earlier operations' answers taught
    await fc.assert(
      fc.asyncProperty(requestOf(doc, op, known), async (d) => {
        const before = await target.digest();
        const a = await send(target.base, op.method.toUpperCase(), urlOf(op, d), d.headers, d.body);
        if (!a) return;
        report.requests++;
        mine.requests++;
        report.statuses[a.status] = (report.statuses[a.status] ?? 0) + 1;
        mine.statuses[a.status] = (mine.statuses[a.status] ?? 0) + 1;
        const body = checkAnswer(
          a,
          `${op.key} ${urlOf(op, d).slice(0, 120)} ${(d.body ?? '').slice(0, 200)}`,
          op.documented,
          d.badId,
        );
        if (a.status < 300) known.learn(op, d, body);
        if (a.status >= 400) {
          const after = await target.digest();
          if (after !== before)
            throw new Error(
              `${op.key} → ${a.status} changed the database:\n  before ${before}\n  after  ${after}`,
            );
        }
      }),
      { seed: opts.seed + i, numRuns: perOp },
    );
    opts.log?.(`${op.key}: ${mine.requests} requests, ${JSON.stringify(mine.statuses)}`);
  }
  return report;
}
