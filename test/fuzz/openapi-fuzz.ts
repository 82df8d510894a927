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
import { OpenApiValidator } from '../util/openapi-validator';
import { until } from '../util/until';

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
type Schema = Record<string, any>;

export interface FuzzTarget {
  /** The service's base URL, e.g. http://127.0.0.1:3000. */
  base: string;
  /** A digest of everything a request could change (compared around every refused request). */
  digest(): Promise<string>;
  /**
   * Resolves once the work a request set going after its answer has ended (what a finished match sets
   * going: a series' next match, a tournament's next round, a gauntlet's control): taken before every
   * digest, so that it is not taken for a change made by a later request.
   */
  settle?(): Promise<void>;
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
  /** The documented JSON schema of each 2xx answer, by status. */
  answers: Map<number, Schema>;
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
  /** The presets of GET /games, every game's. */
  readonly presets: string[] = [];
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
    // the matches a series, tournament or gauntlet names (`matchId`, `matchIds` at any depth)
    if (typeof body.game === 'string')
      for (const id of matchIdsIn(body)) this.addId(`matches:${body.game}`, id);
    for (const s of Array.isArray(body.seats) ? body.seats : []) this.addToken(body.id, s?.token);
    this.addToken(body.match?.id, body.token);
    this.add(this.cursors, body.nextCursor, 10);
    if (typeof body.name === 'string' && op.path === '/accounts') this.add(this.names, body.name);
    const view = body.match ?? body;
    if (typeof view.id === 'string' && Array.isArray(view.legalMoves) && view.legalMoves.length)
      this.legal.set(view.id, view.legalMoves);
  }
}

const COLLECTIONS = new Set(['challenges', 'seeks', 'series', 'tournaments', 'gauntlets']);

/**
 * The collection an operation's `{id}` belongs to: `matches:<game>`, `challenges`, `seeks`, `series`,
 * `tournaments` or `gauntlets` (`/{game}/series` creates what `/series/{id}` reads).
 */
function collectionOf(path: string, values: Record<string, string>): string | null {
  const parts = path.split('/').filter(Boolean);
  const game = parts[0] === '{game}' ? values.game : parts[0];
  if (parts[1] === 'matches') return `matches:${game}`;
  if (COLLECTIONS.has(parts[0])) return parts[0];
  if (parts[0] === '{game}' && COLLECTIONS.has(parts[1])) return parts[1];
  return null;
}

/** Every `matchId` and `matchIds[]` in an answer (a few levels deep). */
function matchIdsIn(v: unknown, depth = 0, out: string[] = []): string[] {
  if (!v || typeof v !== 'object' || depth > 5) return out;
  for (const [k, c] of Object.entries(v)) {
    if (k === 'matchId' && typeof c === 'string') out.push(c);
    else if (k === 'matchIds' && Array.isArray(c)) out.push(...c.filter((x) => typeof x === 'string'));
    else matchIdsIn(c, depth + 1, out);
  }
  return out;
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
        answers: new Map(
          Object.entries<any>(op.responses ?? {})
            .filter(([status, r]) => /^2\d\d$/.test(status) && r.content?.['application/json']?.schema)
            .map(([status, r]) => [Number(status), r.content['application/json'].schema]),
        ),
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
  // values that would set a timer going (a turn clock, a seek's fill, a tournament's start): never one
  // that fires during a run, since it would change the database between the digests (see `quiet`)
  if (field === 'turnSeconds') return fc.constantFrom<Json>(QUIET_CLOCK, null);
  if (field === 'fillAfterSeconds') return fc.constantFrom<Json>(QUIET_FILL, null);
  if (field === 'startsAt') return fc.constantFrom<Json>(null, '2099-01-01T00:00:00.000Z');
  if (field === 'preset' && known.presets.length)
    return fc.oneof(fc.constantFrom(...known.presets), fc.string({ maxLength: 8 }));
  // Hold'em's research options (resetStacks, docs/rules/texas-holdem.md §2): coherent ones, or the
  // schema's own draw (which almost never makes a valid resetStacks match)
  if (s.properties?.resetStacks) return fc.oneof(holdemResearchOptions, validObject(doc, s, known, depth));
  if (field === 'options' && s.type === 'object' && !s.properties)
    return fc.oneof(fc.constant({}), holdemResearchOptions);
  if (s.enum) return fc.constantFrom(...(s.enum as Json[]));
  const type = Array.isArray(s.type) ? s.type[0] : (s.type ?? (s.properties ? 'object' : undefined));
  const withNull = (a: fc.Arbitrary<Json>) => (s.nullable ? fc.oneof(a, fc.constant(null)) : a);
  switch (type) {
    case 'object':
      return withNull(validObject(doc, s, known, depth));
    case 'array': {
      const max = Math.min(s.maxItems ?? 4, 4);
      const item =
        field === 'to' || field === 'opponents'
          ? fc.constantFrom(...known.names, 'basic-bot', 'random-bot')
          : valid(doc, s.items ?? {}, known, field, depth + 1);
      return withNull(fc.array(item, { minLength: Math.min(s.minItems ?? 0, max), maxLength: max }));
    }
    case 'integer':
    case 'number': {
      // Hold'em's resetStacks plays exactly maxHands hands (nobody is eliminated): a bots-only match of a
      // million hands would play for hours inside its create request
      if (field === 'maxHands') return withNull(fc.integer({ min: s.minimum ?? 0, max: 40 }));
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

function validObject(doc: any, s: Schema, known: Known, depth: number): fc.Arbitrary<Json> {
  const props = Object.entries<Schema>(s.properties ?? {});
  if (!props.length) return fc.constant({});
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
            fc.record(Object.fromEntries([...required, k].map((x) => [x, model[x]]))) as fc.Arbitrary<Json>,
        )
    : some;
  return fc.oneof(some, one);
}

/**
 * Hold'em as research plays it (API.md part 4): `resetStacks` with `maxHands` (at most 40: a bots-only
 * match plays every hand inside its create request), blinds that fit the stack, any betting structure.
 */
const holdemResearchOptions: fc.Arbitrary<Json> = fc
  .record({
    smallBlind: fc.integer({ min: 1, max: 50 }),
    times: fc.integer({ min: 2, max: 400 }),
    maxHands: fc.integer({ min: 1, max: 40 }),
    bettingStructure: fc.constantFrom('no-limit', 'pot-limit', 'fixed-limit'),
    allowMuck: fc.boolean(),
  })
  .map(({ smallBlind, times, maxHands, bettingStructure, allowMuck }) => ({
    resetStacks: true,
    maxHands,
    smallBlind,
    bigBlind: 2 * smallBlind,
    startingStack: 2 * smallBlind * times,
    bettingStructure,
    allowMuck,
  }));

// ------------------------------------------------------------------ quiet: no timer set going

/**
 * A turn clock, a seek's fill and a tournament's start are timers: one that fired during a run would
 * change the database between the digests around a request that changed nothing. So a body the fuzzer
 * sends never sets one going that could fire within a run: its `options` always name `turnSeconds`
 * (a day, or null where the route allows no clock), a seek's fill waits an hour or never, a tournament
 * starts when its creator says; and no mutation removes them or puts a near value in their place.
 */
const QUIET_CLOCK = 86_400;
const QUIET_FILL = 3_600;

/** A drawn body with its timers quiet (the body's schema has `options`, `fillAfterSeconds`, `startsAt`). */
function quiet(doc: any, bodySchema: Schema, v: Json): Json {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return v;
  const props = propertiesOf(doc, bodySchema);
  const out: Record<string, Json> = { ...v };
  if (props.has('options')) {
    const o =
      out.options && typeof out.options === 'object' && !Array.isArray(out.options) ? out.options : {};
    out.options = { ...o, turnSeconds: o.turnSeconds === null ? null : QUIET_CLOCK };
  }
  if (props.has('fillAfterSeconds') && out.fillAfterSeconds !== null) out.fillAfterSeconds = QUIET_FILL;
  if (props.has('startsAt')) out.startsAt = null;
  return out;
}

/** The property names of an object schema (through `$ref` and `allOf`). */
function propertiesOf(doc: any, schema: Schema): Set<string> {
  const s = resolve(doc, schema);
  const names = new Set(Object.keys(s.properties ?? {}));
  for (const part of s.allOf ?? []) for (const k of propertiesOf(doc, part)) names.add(k);
  return names;
}

/** Whether giving `key` this value (undefined: removing it) could set a timer going (see `quiet`). */
function arms(key: string | number, value: Json | undefined): boolean {
  const near = (limit: number) =>
    value === undefined ||
    ((typeof value === 'number' || typeof value === 'string') &&
      String(value).trim() !== '' &&
      Number(value) >= 0 &&
      Number(value) < limit);
  if (key === 'options')
    return value === null || value === undefined || (typeof value === 'object' && !Array.isArray(value));
  if (key === 'turnSeconds') return near(QUIET_CLOCK);
  if (key === 'fillAfterSeconds') return near(QUIET_FILL);
  if (key === 'startsAt') return typeof value === 'string' && Number.isFinite(Date.parse(value));
  return false;
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
      const key = p[p.length - 1];
      // (a mutation that could set a timer going is left out: see `quiet`)
      if (m.kind === 'replace') v = p.length && arms(key, m.value) ? v : setAt(v, p, () => m.value);
      else if (m.kind === 'remove') v = p.length && !arms(key, undefined) ? setAt(v, p, () => undefined) : v;
      else {
        const target = p.reduce<any>((o, k) => o?.[k], v);
        if (target && typeof target === 'object' && !Array.isArray(target) && !arms(m.key, m.value))
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
    const schema = op.body;
    const sources: fc.Arbitrary<Json>[] = [valid(doc, schema, known).map((v) => quiet(doc, schema, v))];
    if (op.examples.length) sources.push(fc.constantFrom(...op.examples).map((v) => quiet(doc, schema, v)));
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
  if (
    /^(text\/event-stream|application\/x-ndjson|application\/x-phh|text\/plain|text\/csv)/.test(a.type) ||
    a.status === 204
  )
    return null;
  if (!a.type.startsWith('application/json')) fail(`as ${a.type}`);
  try {
    return JSON.parse(a.text);
  } catch {
    return fail('with a body that is not JSON');
  }
}

// ------------------------------------------------------------------ fixtures

/** What a fixture request answers, checked against the document like every 2xx of the run. */
type Check = (method: string, path: string, status: number, body: unknown) => void;

function caller(base: string, check: Check) {
  return async (method: string, path: string, body?: unknown, key?: string): Promise<any> => {
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
    if (!a.type.startsWith('application/json')) return a.text;
    const parsed = JSON.parse(a.text);
    check(method, path, a.status, parsed);
    return parsed;
  };
}

/** Options that set no timer going during a run (see `quiet`). */
const QUIET = { turnSeconds: QUIET_CLOCK };

/**
 * Real things for the requests to hit: two accounts, and per game active, open, keyed and finished
 * matches; Hold'em matches with hands (one under `resetStacks`, one from a preset: their ACPC logs); a
 * challenge and a seek; series (running, finished and rated, pending an invitee's answer), tournaments
 * (open with both accounts in it, finished and rated), gauntlets (running, finished: a
 * certificate and a leaderboard entry), and so rating history.
 */
export async function setUpFixtures(
  base: string,
  known: Known,
  check: Check = () => undefined,
): Promise<void> {
  const call = caller(base, check);
  const games: { id: string; minPlayers: number; presets: string[] }[] = (
    (await call('GET', '/games')) as { game: string; minPlayers: number; presets?: { name: string }[] }[]
  ).map((g) => ({ id: g.game, minPlayers: g.minPlayers, presets: (g.presets ?? []).map((p) => p.name) }));
  known.games.push(...games.map((g) => g.id));
  for (const g of games) for (const p of g.presets) known.add(known.presets, p);
  const tag = `${process.pid.toString(36)}${Date.now().toString(36).slice(-5)}`;
  for (const who of ['a', 'b']) {
    const acc = await call('POST', '/accounts', { name: `fz${who}${tag}`, kind: 'bot' });
    known.keys.push(acc.apiKey);
    known.names.push(acc.name);
  }
  known.names.push('basic-bot', 'random-bot');
  for (const g of games) {
    const humans = Array.from({ length: g.minPlayers }, (_, i) => ({ name: `p${i}` }));
    for (const m of [
      await call('POST', `/${g.id}/matches`, { players: humans }),
      await call('POST', `/${g.id}/matches`, { players: humans }),
      await call('POST', `/${g.id}/matches`, { players: [{ name: 'x' }], pad: 'open' }),
      await call(
        'POST',
        `/${g.id}/matches`,
        {
          players: [{ me: true }, ...Array.from({ length: g.minPlayers - 1 }, () => ({ bot: 'random' }))],
          options: QUIET,
        },
        known.keys[0],
      ),
    ]) {
      known.addId(`matches:${g.id}`, m.id);
      for (const s of m.seats) known.addToken(m.id, s.token);
      if (m.legalMoves?.length) known.legal.set(m.id, m.legalMoves);
    }
    const done = await call('POST', `/${g.id}/matches`, {
      players: [{ name: 'q' }, ...Array.from({ length: g.minPlayers - 1 }, () => ({ bot: 'basic' }))],
    });
    if (done.status !== 'finished')
      await call('POST', `/${g.id}/matches/${done.id}/resign`, undefined, done.seats[0].token);
    known.addId(`matches:${g.id}`, done.id);
  }
  if (games.some((g) => g.id === 'texas-holdem')) {
    // a finished Hold'em match with hands to list
    const m = await call('POST', '/texas-holdem/matches', {
      players: [{ bot: 'basic' }, { bot: 'random' }],
      options: { maxHands: 3, startingStack: 60 },
    });
    known.addId('matches:texas-holdem', m.id);
    // and one played as research plays it: stacks reset every hand (docs/rules/texas-holdem.md §2)
    const reset = await call('POST', '/texas-holdem/matches', {
      players: [{ bot: 'basic' }, { bot: 'random' }],
      options: { maxHands: 4, resetStacks: true, startingStack: 2000, smallBlind: 10, bigBlind: 20 },
    });
    known.addId('matches:texas-holdem', reset.id);
    // and one from each preset (the ACPC competition's games: their logs)
    for (const preset of games.find((g) => g.id === 'texas-holdem')!.presets) {
      const p = await call('POST', '/texas-holdem/matches', {
        players: [{ bot: 'basic' }, { bot: 'random' }],
        preset,
        options: { maxHands: 3 },
      });
      known.addId('matches:texas-holdem', p.id);
    }
  }
  const ch = await call(
    'POST',
    '/challenges',
    { game: games[0].id, to: [known.names[1]], options: QUIET },
    known.keys[0],
  );
  known.addId('challenges', ch.id);
  const sk = await call(
    'POST',
    `/${games[0].id}/seeks`,
    { options: QUIET, fillAfterSeconds: QUIET_FILL },
    known.keys[1],
  );
  known.addId('seeks', sk.id);
  const lobby = await call('GET', `/${games[0].id}/matches?limit=1`);
  known.add(known.cursors, lobby.nextCursor);
  await setUpCompetition(call, base, known, games.find((g) => g.minPlayers === 2)?.id ?? games[0].id);
}

/** Series, tournaments and gauntlets on a two-seat game, as `setUpFixtures` lists them. */
async function setUpCompetition(
  call: ReturnType<typeof caller>,
  base: string,
  known: Known,
  game: string,
): Promise<void> {
  const [a, b] = known.keys;
  const nameB = known.names[1];
  const learn = (collection: string, body: any) => {
    known.addId(collection, body.id);
    for (const id of matchIdsIn(body)) known.addId(`matches:${game}`, id);
  };
  /** Resigns the caller's active matches of a series or gauntlet until it is over (by `status`). */
  const resignAll = async (path: string) =>
    until(`${path} to finish`, async () => {
      const it = await call('GET', path);
      for (const id of matchIdsIn(it)) {
        const m = await call('GET', `/${game}/matches/${id}`, undefined, a);
        if (m.status === 'active' && m.you !== null)
          await send(base, 'POST', `/${game}/matches/${id}/resign`, { authorization: `Bearer ${a}` });
      }
      return it.status === 'finished';
    });
  // series: one running (the caller's seat waits), one pending an invitee's answer, one played to its
  // end and rated (its matches resigned): the rating history has rows
  learn(
    'series',
    await call('POST', `/${game}/series`, { opponents: ['random-bot'], deals: 3, options: QUIET }, a),
  );
  learn('series', await call('POST', `/${game}/series`, { opponents: [nameB], deals: 2, options: QUIET }, a));
  const rated = await call(
    'POST',
    `/${game}/series`,
    { opponents: ['random-bot'], deals: 1, duplicate: false, rated: true, concurrency: 1, options: QUIET },
    a,
  );
  await resignAll(`/series/${rated.id}`);
  learn('series', await call('GET', `/series/${rated.id}`));
  // tournaments: one open with both accounts in it (its creator may start it), one played to its end
  // (its match resigned: results, standings, rated)
  const tournament = async (creator: string, rated: boolean) => {
    const t = await call(
      'POST',
      '/tournaments',
      { game, format: 'round-robin', rated, options: QUIET },
      creator,
    );
    await call('POST', `/tournaments/${t.id}/players`, {}, a);
    return call('POST', `/tournaments/${t.id}/players`, {}, b);
  };
  learn('tournaments', await tournament(a, false));
  const played = await tournament(b, true);
  await call('POST', `/tournaments/${played.id}/start`, undefined, b);
  await resignAll(`/tournaments/${played.id}`);
  learn('tournaments', await call('GET', `/tournaments/${played.id}`));
  // gauntlets: one running, one played to its end (a certificate, a leaderboard entry)
  learn(
    'gauntlets',
    await call('POST', `/${game}/gauntlets`, { levels: ['random'], dealsPerLevel: 4, options: QUIET }, b),
  );
  const g = await call(
    'POST',
    `/${game}/gauntlets`,
    { levels: ['random'], dealsPerLevel: 2, concurrency: 1, options: QUIET },
    a,
  );
  await resignAll(`/gauntlets/${g.id}`);
  learn('gauntlets', await call('GET', `/gauntlets/${g.id}`));
}

// ------------------------------------------------------------------ the run

/** The paths an OpenAPI path template names (`/series/{id}` → /series/<anything but a slash>). */
function templateOf(path: string): RegExp {
  const parts = path.split(/\{\w+\}/).map((p) => p.replace(/[.*+?^$()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('[^/]+')}$`);
}

/**
 * Checks a 2xx JSON answer against the schema the document gives its operation for that status (the
 * operation by method and path, concrete or a template): null when it fits, else what does not. A JSON
 * answer of an operation that documents no schema for it does not fit either.
 */
export function answerChecker(
  doc: any,
): (method: string, path: string, status: number, body: unknown) => string | null {
  const ops = operationsOf(doc).map((op) => ({ op, re: templateOf(op.path) }));
  const schemas = new OpenApiValidator(doc);
  return (method, path, status, body) => {
    const bare = path.split('?')[0];
    const found = ops.find(
      ({ op, re }) => op.method === method.toLowerCase() && (op.path === bare || re.test(bare)),
    );
    if (!found) return `no operation ${method} ${bare} in the document`;
    const schema = found.op.answers.get(status);
    if (!schema) return `a JSON answer where ${found.op.key} documents none for ${status}`;
    const problems = schemas.problems(schema, body);
    return (
      problems &&
      `the answer does not fit its documented schema: ${problems}\n  ${JSON.stringify(body).slice(0, 600)}`
    );
  };
}

/** Every operation of `/openapi.json`, `requests` requests in all; throws on the first failure (shrunk). */
export async function runFuzz(target: FuzzTarget, opts: FuzzOptions): Promise<FuzzReport> {
  const doc = JSON.parse((await send(target.base, 'GET', '/openapi.json', {}))!.text);
  const all = operationsOf(doc);
  const ops = all.filter((op) => !opts.only || op.key.includes(opts.only));
  const answers = answerChecker(doc);
  const conforms = (op: Operation, status: number, body: unknown, what: string) => {
    const problems = answers(op.method, op.path, status, body);
    if (problems) throw new Error(`${what} → ${status}: ${problems}`);
  };
  const known = new Known();
  const t0 = Date.now();
  await setUpFixtures(target.base, known, (method, path, status, body) => {
    const problems = answers(method, path, status, body);
    if (problems) throw new Error(`fixture ${method} ${path} → ${status}: ${problems}`);
  });
  opts.log?.(`fixtures: ${Date.now() - t0} ms`);
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
        await target.settle?.();
        const before = await target.digest();
        const a = await send(target.base, op.method.toUpperCase(), urlOf(op, d), d.headers, d.body);
        if (!a) return;
        report.requests++;
        mine.requests++;
        report.statuses[a.status] = (report.statuses[a.status] ?? 0) + 1;
        mine.statuses[a.status] = (mine.statuses[a.status] ?? 0) + 1;
        const what = `${op.key} ${urlOf(op, d).slice(0, 120)} ${(d.body ?? '').slice(0, 200)}`;
        const body = checkAnswer(a, what, op.documented, d.badId);
        if (a.status < 300 && a.status !== 204 && body !== null) conforms(op, a.status, body, what);
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
