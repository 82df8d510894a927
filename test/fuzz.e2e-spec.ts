/**
 * The fuzzer in CI (test/fuzz/openapi-fuzz.ts): every operation of the service's own /openapi.json,
 * schema-respecting and systematically broken requests with real ids and credentials (matches, series,
 * tournaments, gauntlets, presets); never a 5xx, only documented statuses, JSON errors in the shape of
 * docs/api.md, every 2xx JSON body as its documented schema says, and no change from a refused request. On PGlite, or on PostgreSQL when DATABASE_URL is set (CI runs both).
 * FUZZ_REQUESTS (default 1500: under two minutes on a loaded CI machine) bounds the run, FUZZ_SEED
 * chooses the seed, FUZZ_VERBOSE=1 prints each operation's statuses; `npm run fuzz -- --requests 50000`
 * runs longer.
 */
import type { AddressInfo } from 'node:net';
import { GAMES } from '../src/games/registry';
import { settled } from './fuzz/settled';
import { bearer, createTestApp, type TestApp } from './util/app';
import { DIGEST_TABLES, databaseDigest } from './fuzz/digest';
import { answerChecker, checkAnswer, runFuzz, send } from './fuzz/openapi-fuzz';

const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 1500);
const SEED = Number(process.env.FUZZ_SEED ?? 20261125);

describe('fuzzing every operation of /openapi.json', () => {
  let t: TestApp;
  let base = '';
  beforeAll(async () => {
    // (a seek the fuzzer leaves waiting is filled in an hour, after the run: no match made in the background)
    t = await createTestApp(GAMES, { SEEK_FILL_AFTER_SECONDS: '3600' });
    await t.app.listen(0, '127.0.0.1');
    base = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
  }, 180_000);
  afterAll(() => t.close());

  it(`${REQUESTS} requests: no 5xx, documented statuses, error shape, no change by a refusal`, async () => {
    const log = process.env.FUZZ_VERBOSE ? (line: string) => process.stdout.write(`${line}\n`) : undefined;
    const report = await runFuzz(
      { base, digest: () => databaseDigest(t.db), settle: () => settled(t.app) },
      { requests: REQUESTS, seed: SEED, log },
    );
    const db = process.env.DATABASE_URL ? 'postgresql' : 'pglite';
    process.stdout.write(
      `fuzz (${db}, seed ${report.seed}): ${report.requests} requests, ${report.operations} operations; ` +
        `statuses ${JSON.stringify(report.statuses)}\n`,
    );
    expect(report.requests).toBeGreaterThanOrEqual(REQUESTS * 0.9);
    expect(Object.keys(report.statuses).filter((s) => Number(s) >= 500)).toEqual([]);
    // the requests reach the handlers: successes and refusals on every kind of operation
    expect(report.statuses['200'] + report.statuses['201']).toBeGreaterThan(REQUESTS / 10);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  }, 600_000);

  it('digests every table a request can change (all but the idempotency cache and the migrations)', async () => {
    const tables = await t.db.$queryRawUnsafe<{ name: string }[]>(
      `SELECT table_name AS name FROM information_schema.tables
        WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`,
    );
    const left = new Set(['idempotency_key', '_prisma_migrations']);
    expect([...DIGEST_TABLES].sort()).toEqual(
      tables
        .map((r) => r.name)
        .filter((n) => !left.has(n))
        .sort(),
    );
  });

  it('checks a 2xx answer against its documented schema: a real one fits, a broken one does not', async () => {
    const check = answerChecker((await t.http.get('/openapi.json').expect(200)).body);
    const { apiKey } = (await t.http.post('/accounts').send({ name: 'fz-schema', kind: 'bot' }).expect(201))
      .body;
    const created = (
      await t.http
        .post('/east-west/series')
        .set(bearer(apiKey))
        .send({ opponents: ['random-bot'], deals: 1, options: { turnSeconds: 86_400 } })
        .expect(201)
    ).body;
    const path = `/series/${created.id}`;
    const series = (await t.http.get(path).expect(200)).body;
    expect(check('POST', '/east-west/series', 201, created)).toBeNull();
    expect(check('GET', path, 200, series)).toBeNull();
    expect(check('GET', path, 200, { ...series, status: 7 })).toMatch(/\/status must be string/);
    const { standings: _, ...without } = series;
    expect(check('GET', path, 200, without)).toMatch(/must have required property 'standings'/);
    expect(check('GET', path, 200, { ...series, finishedAt: null })).toBeNull(); // nullable
    expect(check('GET', path, 200, { ...series, deals: null })).toMatch(/\/deals must be/);
    expect(check('GET', path, 201, series)).toMatch(/documents none for 201/);
  });

  it('fixed hostile requests: deep nesting, oversized, chunked, other methods, garbage paths', async () => {
    const g = GAMES[0].definition.id;
    const m = (
      await t.http
        .post(`/${g}/matches`)
        .send({ players: [{ name: 'a' }, { name: 'b' }] })
        .expect(201)
    ).body;
    const json = { 'content-type': 'application/json', authorization: `Bearer ${m.seats[0].token}` };
    // a body sent chunked without a length: an empty create is a valid one (201)
    checkAnswer(
      (await send(base, 'POST', `/${g}/matches`, {
        'content-type': 'application/json',
        'transfer-encoding': 'chunked',
      }))!,
      'chunked empty',
    );
    const before = await databaseDigest(t.db);
    const deep = (n: number) => `{"type":"x","amount":${'['.repeat(n)}1${']'.repeat(n)}}`;
    const deepObj = (n: number) => `{"players":${'{"a":'.repeat(n)}1${'}'.repeat(n)}}`;
    const cases: [string, string, number[]][] = [
      [`/${g}/matches/${m.id}/moves`, deep(20_000), [400, 413]],
      [`/${g}/matches`, deepObj(10_000), [400, 413]],
      [`/${g}/matches`, `{"players":${'['.repeat(5000)}${']'.repeat(5000)}}`, [400]],
      [`/${g}/matches/${m.id}/moves`, JSON.stringify({ type: 'x', pad: 'y'.repeat(70_000) }), [413]],
      [`/${g}/matches`, JSON.stringify({ players: Array.from({ length: 5000 }, () => ({})) }), [400]],
      [`/${g}/matches`, JSON.stringify({ players: [{ name: 'ü'.repeat(33) }] }), [400]],
      [`/${g}/matches`, JSON.stringify({ options: { turnSeconds: 1e308 } }), [400]],
      [`/${g}/matches`, '{"players":[{"account":null}]}', [400]],
      [`/${g}/matches`, '{"players":[{"name":"a","name":null}]}', [400]],
      [`/${g}/matches/${m.id}/moves`, JSON.stringify({ type: 'x', expectedVersion: 1e308 }), [400]],
      [`/${g}/matches/${m.id}/players`, JSON.stringify({ name: 'zoë', seat: 1.5 }), [400, 409]],
    ];
    for (const [path, body, expected] of cases) {
      const a = (await send(base, 'POST', path, json, body))!;
      checkAnswer(a, `${path} ${body.slice(0, 60)}`);
      expect({
        path,
        body: body.slice(0, 60),
        status: expected.includes(a.status) ? 'as expected' : a.status,
      }).toEqual({ path, body: body.slice(0, 60), status: 'as expected' });
    }
    for (const method of ['PUT', 'DELETE', 'PATCH']) {
      const a = (await send(base, method, `/${g}/matches/${m.id}`, json, '{}'))!;
      checkAnswer(a, method);
      expect(a.status).toBe(404);
    }
    for (const path of ['/nope', `/${g}`, '/%', '/games/..%2F', '/health?__proto__=1'])
      checkAnswer((await send(base, 'GET', path, {}))!, `GET ${path}`);
    expect(await databaseDigest(t.db)).toBe(before);
  });
});
