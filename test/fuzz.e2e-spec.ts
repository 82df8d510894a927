/**
 * Hostile input: property-based fuzzing (fast-check) of every route of every registered game, and of
 * /games and /health, with random JSON bodies (deep, huge numbers, negative and fractional amounts,
 * unicode, prototype-pollution keys), raw bodies of any content type, garbage Authorization and
 * Idempotency-Key, Last-Event-ID and X-Request-Id headers, random ids and query strings. Properties: never a 5xx; every error is the
 * JSON shape of docs/api.md; a rejected request changes nothing (version and move log of the target match);
 * nothing is polluted. FUZZ_RUNS sets the runs per property (default 300, doubled for the per-game properties).
 */
import fc from 'fast-check';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GAMES } from '../src/games/registry';
import { createTestApp, type TestApp } from './util/app';
import { ALL_CARDS } from './util/cards';

const RUNS = Number(process.env.FUZZ_RUNS ?? 300);
const ERROR_CODES = [
  'bad-request', 'unauthorized', 'not-your-turn', 'not-found', 'conflict', 'payload-too-large', 'unsupported-media-type', 'illegal-move', 'too-many-requests', 'service-unavailable',
];

interface Answer {
  status: number;
  type: string;
  text: string;
}

let base = '';
let cases = 0;

/** One raw HTTP request; an event stream is cut after its first bytes. */
function send(method: string, path: string, headers: Record<string, string>, body?: Buffer | string): Promise<Answer | null> {
  return new Promise((resolve, reject) => {
    let req: ReturnType<typeof httpRequest>;
    try {
      const h: Record<string, string | number> = { ...headers };
      if (body !== undefined) h['content-length'] = Buffer.byteLength(body);
      req = httpRequest(`${base}${path}`, { method, headers: h }, (res) => {
        const chunks: Buffer[] = [];
        const type = String(res.headers['content-type'] ?? '');
        const done = () => resolve({ status: res.statusCode ?? 0, type, text: Buffer.concat(chunks).toString('utf8') });
        res.on('data', (c: Buffer) => {
          chunks.push(c);
          if (type.startsWith('text/event-stream')) {
            req.destroy();
            done();
          }
        });
        res.on('end', done);
        res.on('error', () => undefined);
      });
    } catch (e) {
      // a header or path the HTTP client itself refuses to send (control characters) never reaches the server
      if ((e as NodeJS.ErrnoException).code?.startsWith('ERR_INVALID') || e instanceof TypeError) return resolve(null);
      return reject(e);
    }
    req.on('error', (e) => ((e as NodeJS.ErrnoException).code === 'ECONNRESET' ? undefined : reject(e)));
    if (body !== undefined) req.write(body);
    req.end();
  });
}

function checkAnswer(a: Answer | null, what: string): void {
  if (!a) return;
  cases++;
  if (a.status >= 500 && a.status !== 503) throw new Error(`${what} → ${a.status}: ${a.text.slice(0, 300)}`);
  if (a.status === 503) throw new Error(`${what} → 503 with the database up: ${a.text.slice(0, 300)}`);
  if (a.status >= 400) {
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(a.text);
    } catch {
      throw new Error(`${what} → ${a.status} without a JSON body: ${a.text.slice(0, 200)}`);
    }
    if (!a.type.startsWith('application/json')) throw new Error(`${what} → ${a.status} as ${a.type}`);
    if (body.statusCode !== a.status || !ERROR_CODES.includes(body.error as string) || typeof body.message !== 'string') {
      throw new Error(`${what} → ${a.status}, not the error shape of docs/api.md: ${a.text.slice(0, 300)}`);
    }
    if (body.details !== undefined && (typeof body.details !== 'object' || Object.values(body.details as object).some((v) => typeof v !== 'string'))) {
      throw new Error(`${what} → details is not a map of strings: ${a.text.slice(0, 300)}`);
    }
  }
}

// ------------------------------------------------------------------ generators

const pollutionKeys = fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf');
const hugeNumber = fc.constantFrom(1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, -0, 2 ** 53, 1e-320, 4294967296, -2147483649);
const number = fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }), hugeNumber, fc.constantFrom(-1, 0.5, -0.5, 1.5, 0));
const unicode = fc.oneof(fc.string({ unit: 'binary', maxLength: 40 }), fc.constantFrom('ana', '', ' ', 'ü', '😀😀', '<script>alert(1)</script>', 'a'.repeat(33), '\u202e\u0000', 'ﷺ', '../etc/passwd'));
const card = fc.oneof(fc.constantFrom(...ALL_CARDS), fc.constantFrom('1s', 'AS', 'as', '10h', 'Xx', ''));
const leaf = fc.oneof(number, unicode, fc.boolean(), fc.constant(null), card, fc.array(card, { maxLength: 14 }));
const value = fc.letrec((tie) => ({
  v: fc.oneof({ depthSize: 'small', withCrossShrink: true }, leaf, fc.array(tie('v'), { maxLength: 4 }), fc.dictionary(fc.oneof(fc.string({ maxLength: 8 }), pollutionKeys), tie('v'), { maxKeys: 4 })),
})).v;

function moveBody(types: string[]) {
  const fields = fc.dictionary(
    fc.oneof(fc.constantFrom('amount', 'to', 'card', 'column', 'front', 'middle', 'back', 'hand', 'suit', 'alone', 'expectedVersion', 'cards', 'seat'), pollutionKeys, fc.string({ maxLength: 6 })),
    fc.oneof(leaf, value),
    { maxKeys: 5 },
  );
  return fc.tuple(fc.oneof(fc.constantFrom(...types), unicode, number, fc.constant(undefined)), fields).map(([type, f]) => (type === undefined ? f : { ...f, type }));
}

const createBody = fc.record(
  {
    players: fc.oneof(
      fc.array(fc.oneof(fc.record({ name: unicode }), fc.record({ bot: fc.oneof(fc.constantFrom('random', 'basic', 'genius', '__proto__'), unicode) }), fc.constant({}), value), { maxLength: 10 }),
      value,
    ),
    options: fc.oneof(fc.dictionary(fc.oneof(fc.string({ maxLength: 12 }), pollutionKeys, fc.constantFrom('turnSeconds', 'targetPoints', 'hands', 'rounds', 'maxHands', 'ante')), fc.oneof(number, leaf)), value),
    seed: fc.oneof(fc.string({ unit: fc.constantFrom(...'0123456789abcdefA'), minLength: 30, maxLength: 130 }), unicode),
  },
  { requiredKeys: [] },
);

const authHeader = fc.oneof(
  fc.constant(undefined),
  fc.string({ maxLength: 60 }).map((s) => `Bearer ${s}`),
  fc.constantFrom('Bearer', 'Basic YWxhZGRpbjpvcGVu', 'bearer  x', 'Bearer a b', 'Bearer ' + 'x'.repeat(5000), 'Token abc'),
  fc.string({ maxLength: 30 }),
);
const idemHeader = fc.oneof(fc.constant(undefined), fc.string({ maxLength: 140 }), fc.constantFrom('', ' ', 'k'.repeat(200), 'ok-key'));
const contentType = fc.constantFrom(
  'application/json', 'application/json; charset=utf-8', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x',
  'application/json; charset=utf-16', 'application/merge-patch+json', 'application/xml', 'garbage', '',
);
const queryString = fc
  .array(
    fc.tuple(
      fc.oneof(fc.constantFrom('status', 'limit', 'cursor', 'token', 'timeoutSeconds', 'waitForVersion', '__proto__', 'constructor[prototype]', 'a[b]'), fc.string({ maxLength: 6 })),
      fc.oneof(fc.string({ maxLength: 20 }), fc.constantFrom('open', 'active', 'finished', '0', '-1', '1e999', '101', '1.5', '', 'eyJ4Ijox', 'x'.repeat(300))),
    ),
    { maxLength: 4 },
  )
  // a long poll that may legitimately wait is not fuzzed here (only values that answer at once)
  // (any value that reads as a number: "5 ", "+5", "57E7" wait as "5" would)
  .map((pairs) => pairs.map(([k, v]) => (k === 'waitForVersion' && v.trim() !== '' && Number.isFinite(Number(v)) ? [k, '-1'] : [k, v])))
  .map((pairs) => (pairs.length ? `?${pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&')}` : ''));

function headersOf(auth: string | undefined, idem: string | undefined, type: string | undefined): Record<string, string> {
  const h: Record<string, string> = {};
  if (auth !== undefined) h.authorization = auth;
  if (idem !== undefined) h['idempotency-key'] = idem;
  if (type) h['content-type'] = type;
  return h;
}

describe('fuzzing every route: no 5xx, the error shape of docs/api.md, no change on rejection', () => {
  let t: TestApp;
  const targets = new Map<string, { id: string; tokens: string[]; open: string; moveTypes: string[] }>();

  beforeAll(async () => {
    t = await createTestApp(GAMES);
    await t.app.listen(0, '127.0.0.1');
    base = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
    for (const { definition: g } of GAMES) {
      const players = Array.from({ length: g.minPlayers }, (_, i) => ({ name: `p${i}` }));
      const m = (await t.http.post(`/${g.id}/matches`).send({ players }).expect(201)).body;
      const open = (await t.http.post(`/${g.id}/matches`).send({ players: [{ name: 'x' }] }).expect(201)).body;
      targets.set(g.id, { id: m.id, tokens: m.seats.map((s: { token: string }) => s.token), open: open.id, moveTypes: Object.keys(g.moves) });
    }
  });
  afterAll(async () => {
    process.stdout.write(`fuzz: ${cases} requests checked\n`);
    await t.close();
  });

  async function stamp(id: string) {
    const m = await t.db.match.findUniqueOrThrow({ where: { id }, select: { version: true, moveCount: true, state: true } });
    return { version: m.version, moveCount: m.moveCount, moves: await t.db.move.count({ where: { matchId: id } }), state: JSON.stringify(m.state) };
  }

  for (const { definition: g } of GAMES) {
    const idOf = (which: string) => {
      const tg = targets.get(g.id)!;
      const named: Record<string, string> = { target: tg.id, open: tg.open, zero: '00000000-0000-0000-0000-000000000000', upper: tg.id.toUpperCase() };
      return Object.hasOwn(named, which) ? named[which] : which;
    };
    const anyId = fc.oneof(fc.constantFrom('target', 'target', 'open', 'zero', 'upper'), fc.string({ maxLength: 40 }).map(encodeURIComponent), fc.constantFrom('%00', '..%2F..', 'null', 'x'.repeat(500), '%E2%80%AE'));

    it(`${g.id}: moves (bodies, tokens, keys, content types) — rejected moves change nothing`, async () => {
      const tg = targets.get(g.id)!;
      const token = fc.oneof(authHeader, fc.constantFrom(...tg.tokens).map((tk) => `Bearer ${tk}`), fc.constantFrom(...tg.tokens).map((tk) => `Bearer ${tk}`));
      await fc.assert(
        fc.asyncProperty(
          anyId, token, idemHeader, fc.oneof(contentType, contentType, fc.constant('application/json')), fc.oneof(moveBody(tg.moveTypes), value),
          async (idKey, auth, idem, type, body) => {
            const id = idOf(idKey);
            const before = id === tg.id ? await stamp(tg.id) : null;
            const a = await send('POST', `/${g.id}/matches/${id}/moves`, headersOf(auth, idem, type), JSON.stringify(body) ?? 'null');
            checkAnswer(a, `POST moves ${JSON.stringify(body).slice(0, 200)} as ${type}`);
            if (before && a && a.status >= 400) expect(await stamp(tg.id)).toEqual(before);
          },
        ),
        { numRuns: RUNS * 2 },
      );
      expect(Object.prototype.hasOwnProperty.call({}, 'polluted')).toBe(false);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });

    it(`${g.id}: create, join, view, log, events, lobby with random bodies, ids, queries and headers`, async () => {
      const tg = targets.get(g.id)!;
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom('create', 'join', 'view', 'log', 'events', 'lobby'), anyId, queryString, authHeader, contentType, fc.oneof(createBody, value, fc.record({ name: unicode, seat: number })),
          fc.option(fc.oneof(fc.string({ maxLength: 30 }), fc.constantFrom('-1', '999999999999999999999', '1e3', '0', ' 2'))), fc.option(fc.string({ maxLength: 80 })),
          async (route, idKey, qs, auth, type, body, lastEventId, requestId) => {
            const id = idOf(idKey);
            const before = await stamp(tg.id);
            const h = headersOf(auth, undefined, type);
            if (lastEventId !== null) h['last-event-id'] = lastEventId;
            if (requestId !== null) h['x-request-id'] = requestId;
            const raw = JSON.stringify(body) ?? 'null';
            const a =
              route === 'create' ? await send('POST', `/${g.id}/matches${qs}`, h, raw)
              : route === 'join' ? await send('POST', `/${g.id}/matches/${id}/players${qs}`, h, raw)
              : route === 'view' ? await send('GET', `/${g.id}/matches/${id}${qs}`, h)
              : route === 'log' ? await send('GET', `/${g.id}/matches/${id}/moves${qs}`, h)
              : route === 'events' ? await send('GET', `/${g.id}/matches/${id}/events${qs}`, h)
              : await send('GET', `/${g.id}/matches${qs}`, h);
            checkAnswer(a, `${route} ${id.slice(0, 40)}${qs.slice(0, 80)} ${raw.slice(0, 200)}`);
            // nothing but a move changes the target match (it is full: joins are 409)
            expect(await stamp(tg.id)).toEqual(before);
          },
        ),
        { numRuns: RUNS * 2 },
      );
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });
  }

  it('raw bodies: malformed JSON, any content type, deep nesting, oversized, huge numbers, other methods; /games and /health', async () => {
    const [g] = GAMES.map((b) => b.definition);
    const tg = targets.get(g.id)!;
    const before = await stamp(tg.id);
    const auth = { authorization: `Bearer ${tg.tokens[0]}` };
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.string({ unit: 'binary', maxLength: 200 }), fc.json(), fc.constantFrom('{"type":', '{"a":1e400}', '[1e999]', '{"amount":-1e-400}', '\u0000', '{"__proto__":{"polluted":1}}', '{"constructor":{"prototype":{"polluted":1}}}', 'null', '"x"', '1', '[]', '')),
        contentType, fc.constantFrom('moves', 'create', 'join'),
        async (raw, type, route) => {
          const path = route === 'moves' ? `/${g.id}/matches/${tg.id}/moves` : route === 'create' ? `/${g.id}/matches` : `/${g.id}/matches/${tg.id}/players`;
          checkAnswer(await send('POST', path, { ...auth, ...(type ? { 'content-type': type } : {}) }, raw), `raw ${route} ${JSON.stringify(raw).slice(0, 100)} as ${type}`);
        },
      ),
      { numRuns: RUNS * 2 },
    );
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();

    const json = { 'content-type': 'application/json', ...auth };
    const deep = (n: number) => `{"type":"x","amount":${'['.repeat(n)}1${']'.repeat(n)}}`;
    const deepObj = (n: number) => `{"players":${'{"a":'.repeat(n)}1${'}'.repeat(n)}}`;
    const raws: [string, string, number[]][] = [
      [`/${g.id}/matches/${tg.id}/moves`, deep(20_000), [400, 413]],
      [`/${g.id}/matches`, deepObj(10_000), [400, 413]],
      [`/${g.id}/matches`, `{"players":${'['.repeat(5000)}${']'.repeat(5000)}}`, [400]],
      [`/${g.id}/matches/${tg.id}/moves`, JSON.stringify({ type: 'x', pad: 'y'.repeat(70_000) }), [413]],
      [`/${g.id}/matches`, JSON.stringify({ players: Array.from({ length: 5000 }, () => ({})) }), [400]],
      [`/${g.id}/matches`, JSON.stringify({ players: [{ name: 'ü'.repeat(33) }] }), [400]],
      [`/${g.id}/matches`, JSON.stringify({ players: [{ name: 'a\u0000b' }] }), [400]],
      [`/${g.id}/matches`, JSON.stringify({ options: { turnSeconds: 1e308 } }), [400]],
      [`/${g.id}/matches`, JSON.stringify({ options: { turnSeconds: 5.5 } }), [400]],
      [`/${g.id}/matches/${tg.id}/moves`, JSON.stringify({ type: 'x', expectedVersion: 1e308 }), [400]],
      [`/${g.id}/matches/${tg.id}/moves`, JSON.stringify({ type: 'x', expectedVersion: -1 }), [400]],
      [`/${g.id}/matches/${tg.id}/players`, JSON.stringify({ name: 'zoë', seat: 1.5 }), [400, 409]],
    ];
    for (const [path, body, expected] of raws) {
      const a = await send('POST', path, json, body);
      checkAnswer(a, `${path} ${body.slice(0, 60)}`);
      expect(expected).toContain(a!.status);
    }
    // a body sent chunked without a length, and a length that lies
    checkAnswer(await send('POST', `/${g.id}/matches`, { 'content-type': 'application/json', 'transfer-encoding': 'chunked' }), 'chunked empty');
    for (const method of ['PUT', 'DELETE', 'PATCH']) {
      const a = await send(method, `/${g.id}/matches/${tg.id}`, json, '{}');
      checkAnswer(a, method);
      expect(a!.status).toBe(404);
    }
    for (const path of ['/games', '/health', '/games?x=1', '/health?__proto__=1', '/nope', `/${g.id}`, '/%', '/games/..%2F']) {
      checkAnswer(await send('GET', path, auth), `GET ${path}`);
    }
    expect(await stamp(tg.id)).toEqual(before);
  });
});
