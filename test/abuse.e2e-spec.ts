/**
 * Abuse: the rate limit (429 with Retry-After and retryAfterSeconds, not bypassed by a forged
 * X-Forwarded-For), security headers (helmet), configurable CORS, seat tokens stored only as hashes,
 * player names length-limited and restricted to printable letters.
 */
import { createHash } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { Writable } from 'node:stream';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { pino } from 'pino';
import { createLogger, NestLogger } from '../src/http/logging';
import { logRequests, requestLogFields } from '../src/http/request-log';
import { GAMES } from '../src/games/registry';
import { bearer, createTestApp, type TestApp } from './util/app';

const game = GAMES[0].definition;
const players = (names: string[]) => [
  ...names.map((name) => ({ name })),
  ...Array.from({ length: Math.max(0, game.minPlayers - names.length) }, () => ({ bot: 'random' })),
];

describe('rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(GAMES, { RATE_LIMIT_PER_MINUTE: '5', RATE_LIMIT_CREATE_PER_MINUTE: '5' });
  });
  afterAll(() => t.close());

  it('answers 429 with Retry-After and retryAfterSeconds once a client passes its limit; /health stays up', async () => {
    // the limit counts per client and route
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await t.http.get(`/${game.id}/matches`)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    const res = await t.http.get(`/${game.id}/matches`).expect(429);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).toMatchObject({
      statusCode: 429,
      error: 'too-many-requests',
      message: expect.stringMatching(
        /^too many requests from this client: the other budget .* refills in \d+ s; wait retryAfterSeconds/,
      ),
      budget: 'other',
      limitPerMinute: 5,
    });
    expect(res.body.message).not.toMatch(/Exception/);
    const retry = Number(res.headers['retry-after']);
    expect(Number.isInteger(retry) && retry > 0 && retry <= 60).toBe(true);
    expect(res.body.retryAfterSeconds).toBe(retry);
    // it is the time left until the client may come back, not a fixed minute (time must pass to see it)
    await new Promise((r) => setTimeout(r, 1100));
    const later = await t.http.get(`/${game.id}/matches`).expect(429);
    expect(Number(later.headers['retry-after'])).toBeLessThan(retry);
    expect(later.body.retryAfterSeconds).toBe(Number(later.headers['retry-after']));
    // a forged forwarding header is not a new client
    await t.http.get(`/${game.id}/matches`).set('X-Forwarded-For', '203.0.113.7').expect(429);
    // another client (another address) has its own allowance
    await t.app.listen(0, '0.0.0.0');
    const port = (t.app.getHttpServer().address() as AddressInfo).port;
    const fromOther = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(
        { host: '127.0.0.1', port, path: `/${game.id}/matches`, localAddress: '127.0.0.2' },
        (r) => {
          r.resume();
          resolve(r.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(fromOther).toBe(200);
    // a throttled create creates nothing (a name of its own: on PostgreSQL other tests share the database)
    const name = `rl${process.pid}${Date.now() % 100000}`;
    for (let i = 0; i < 5; i++)
      await t.http
        .post(`/${game.id}/matches`)
        .send({ players: players([name]) })
        .expect(201);
    await t.http
      .post(`/${game.id}/matches`)
      .send({ players: players([name]) })
      .expect(429);
    expect(await t.db.seat.count({ where: { name } })).toBe(5);
    // the load balancer's health check is not throttled
    for (let i = 0; i < 7; i++) await t.http.get('/health').expect(200);
    // (CORS by default, CORS_ORIGINS unset = *: any origin is reflected)
    expect(
      (await t.http.get('/health').set('Origin', 'https://any.example')).headers[
        'access-control-allow-origin'
      ],
    ).toBe('https://any.example');
  });
});

describe('headers, CORS, tokens and names', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(GAMES, { CORS_ORIGINS: 'https://cards.example, https://other.example' });
  });
  afterAll(() => t.close());

  it('sends the security headers of helmet and no X-Powered-By', async () => {
    for (const path of ['/games', `/${game.id}/matches/00000000-0000-0000-0000-000000000000`]) {
      const res = await t.http.get(path);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });

  it("answers with a request id: the caller's X-Request-Id when it is a sane one, else a new one", async () => {
    const own = await t.http.get('/games').set('X-Request-Id', 'bot-7.42');
    expect(own.headers['x-request-id']).toBe('bot-7.42');
    const made = await t.http
      .post(`/${game.id}/matches`)
      .send({ players: 'x' })
      .set('X-Request-Id', 'no spaces <allowed>');
    expect(made.status).toBe(400);
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const a = (await t.http.get('/games')).headers['x-request-id'];
    const b = (await t.http.get('/games')).headers['x-request-id'];
    expect(a).toMatch(/^[0-9a-f-]{36}$/);
    expect(a).not.toBe(b);
  });

  it('logs no token: no headers, and the URL with token= hidden', () => {
    const line = requestLogFields({
      id: 'r1',
      method: 'GET',
      url: '/euchre/matches/x/events?a=1&token=s3cret&Token=abc#f',
      ip: '127.0.0.1',
      headers: { authorization: 'Bearer s3cret', 'user-agent': 'bot/1' },
    });
    expect(line).toEqual({
      id: 'r1',
      method: 'GET',
      url: '/euchre/matches/x/events?a=1&token=[Redacted]&Token=[Redacted]#f',
      remoteAddress: '127.0.0.1',
      userAgent: 'bot/1',
    });
    expect(JSON.stringify(line)).not.toMatch(/s3cret|abc/);
  });

  it('hides a token however its name is percent-encoded (?%74oken=, ?T%4Fken=, ?%74%6F%6B%65%6E=)', async () => {
    for (const name of ['%74oken', 'T%4Fken', '%74%6F%6B%65%6E', '%74oken%20', 'tok%65n']) {
      const url = `/euchre/matches/x/events?a=1&${name}=s3cret&b=%74`;
      expect(requestLogFields({ url }).url).toBe(`/euchre/matches/x/events?a=1&${name}=[Redacted]&b=%74`);
    }
    // a name that does not decode, and a value that merely contains "token", are left alone
    expect(requestLogFields({ url: '/x?%zz=1&q=token' }).url).toBe('/x?%zz=1&q=token');
    // the server reads ?%74oken= as a token, and its request line hides it
    const lines: Record<string, any>[] = [];
    const logger = pino({ level: 'debug' }, { write: (s: string) => lines.push(JSON.parse(s)) });
    const f = Fastify();
    logRequests(f, logger);
    f.get('/m', async (req) => ({ token: (req.query as { token?: string }).token }));
    const res = await f.inject({ url: '/m?%74oken=s3cret' });
    await f.close();
    expect(res.json()).toEqual({ token: 's3cret' });
    expect(lines[0].req.url).toBe('/m?%74oken=[Redacted]');
    expect(JSON.stringify(lines)).not.toContain('s3cret');
  });

  it('at debug level, writes one line per request: id, URL without token, match id, status; none for /health; 5xx as errors', async () => {
    const lines: Record<string, any>[] = [];
    const logger = pino({ level: 'debug' }, { write: (s: string) => lines.push(JSON.parse(s)) });
    const f = Fastify();
    logRequests(f, logger);
    const id = '0b7c2a9e-0000-4000-8000-000000000001';
    f.get('/euchre/matches/:id', async () => ({ ok: true }));
    f.get('/health', async () => ({ status: 'ok' }));
    f.get('/boom', async (_req, reply) => reply.status(500).send({}));
    await f.inject({
      url: `/euchre/matches/${id}?token=s3cret`,
      headers: { authorization: 'Bearer s3cret' },
    });
    await f.inject({ url: '/health' });
    await f.inject({ url: '/boom' });
    await f.close();
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({
      level: 20,
      matchId: id,
      req: { method: 'GET', url: `/euchre/matches/${id}?token=[Redacted]` },
      res: { statusCode: 200 },
      msg: 'request completed',
    });
    expect(lines[0].reqId).toBe(lines[0].req.id);
    expect(JSON.stringify(lines)).not.toContain('s3cret');
    expect(lines[1]).toMatchObject({
      level: 50,
      req: { url: '/boom' },
      res: { statusCode: 500 },
      msg: 'request errored',
    });
  });

  it('at the default info level, logs no line per request, only 5xx; and no start-up chatter', async () => {
    const lines: Record<string, any>[] = [];
    const logger = pino({ level: 'info' }, { write: (s: string) => lines.push(JSON.parse(s)) });
    const f = Fastify();
    logRequests(f, logger);
    f.get('/ok', async () => ({ ok: true }));
    f.get('/boom', async (_req, reply) => reply.status(500).send({}));
    await f.inject({ url: '/ok' });
    await f.inject({ url: '/boom' });
    await f.close();
    expect(lines.map((l) => l.msg)).toEqual(['request errored']);
    const nest = new NestLogger(logger);
    lines.length = 0;
    nest.log('Mapped {/euchre/matches, POST} route', 'RouterExplorer');
    nest.log('AppModule dependencies initialized', 'InstanceLoader');
    nest.log('the sweep started', 'TurnClock');
    nest.error({ err: new Error('x') }, 'unhandled error', 'Http');
    expect(lines.map((l) => [l.level, l.context, l.msg])).toEqual([
      [30, 'TurnClock', 'the sweep started'],
      [50, 'Http', 'unhandled error'],
    ]);
  });

  it('writes short single lines to a terminal, JSON otherwise', async () => {
    const out = (tty: boolean) => {
      const chunks: string[] = [];
      const sink = new Writable({ write: (c, _e, done) => (chunks.push(String(c)), done()) });
      const log = createLogger({ logLevel: 'info' }, tty, sink);
      log.info({ context: 'TurnClock', matchId: 'm1' }, 'sweep started');
      log.debug('hidden at info');
      return chunks.join('');
    };
    const json = out(false);
    expect(JSON.parse(json)).toMatchObject({ level: 30, context: 'TurnClock', msg: 'sweep started' });
    const pretty = out(true);
    expect(pretty.trim().split('\n')).toHaveLength(1);
    expect(pretty).toMatch(/^\[?\d\d:\d\d:\d\d\]? INFO.*\[TurnClock\] sweep started/);
    expect(pretty).not.toContain('"level"');
  });

  it('allows only the configured CORS origins', async () => {
    const ok = await t.http
      .options(`/${game.id}/matches`)
      .set('Origin', 'https://cards.example')
      .set('Access-Control-Request-Method', 'POST');
    expect(ok.status).toBeLessThan(300);
    expect(ok.headers['access-control-allow-origin']).toBe('https://cards.example');
    expect(ok.headers['access-control-allow-headers']).toMatch(/Authorization/i);
    const other = await t.http.get('/games').set('Origin', 'https://other.example');
    expect(other.headers['access-control-allow-origin']).toBe('https://other.example');
    expect(other.headers['access-control-expose-headers']).toMatch(/Retry-After/);
    const evil = await t.http.get('/games').set('Origin', 'https://evil.example');
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('stores seat tokens only as sha256 hashes: no table holds a plain token', async () => {
    const m = (
      await t.http
        .post(`/${game.id}/matches`)
        .send({ players: players(['ana', 'bo']).slice(0, Math.max(game.minPlayers, 2)) })
        .expect(201)
    ).body;
    const tokens: string[] = m.seats
      .filter((s: { token?: string }) => s.token)
      .map((s: { token: string }) => s.token);
    const joined = (
      await t.http
        .post(`/${game.id}/matches`)
        .send({ players: [{ name: 'cy' }], pad: 'open' })
        .expect(201)
    ).body;
    const j = (await t.http.post(`/${game.id}/matches/${joined.id}/players`).send({ name: 'di' }).expect(201))
      .body;
    tokens.push(j.token, joined.seats[0].token);
    expect(tokens.every((tk) => typeof tk === 'string' && Buffer.from(tk, 'base64url').length >= 16)).toBe(
      true,
    );
    await t.http.get(`/${game.id}/matches/${m.id}`).set(bearer(tokens[0])).expect(200);
    const ids = { in: [m.id, joined.id] };
    const dump = JSON.stringify(
      await Promise.all([
        t.db.match.findMany({ where: { id: ids } }),
        t.db.seat.findMany({ where: { matchId: ids } }),
        t.db.move.findMany({ where: { matchId: ids } }),
        t.db.idempotencyKey.findMany({ where: { matchId: ids } }),
        t.db.score.findMany({ where: { matchId: ids } }),
      ]),
    );
    for (const tk of tokens) {
      expect(dump).not.toContain(tk);
      expect(dump).toContain(createHash('sha256').update(tk).digest('hex'));
    }
    // a wrong token of the right length is refused like any other
    const forged = tokens[0].slice(0, -2) + (tokens[0].endsWith('AA') ? 'BB' : 'AA');
    await t.http.get(`/${game.id}/matches/${m.id}`).set(bearer(forged)).expect(401);
  });

  it("limits names to 32 printable letters, digits, spaces and _ . ' -, in any script", async () => {
    const create = (name: string) =>
      t.http.post(`/${game.id}/matches`).send({ players: [{ name }], pad: 'open' });
    for (const name of ['Zoë', '李雷', 'Ана-Мария', "o'neil_2.0", 'x'.repeat(32)]) {
      const res = await create(name).expect(201);
      expect(res.body.seats[0].name).toBe(name);
    }
    for (const name of [
      '',
      'x'.repeat(33),
      '<b>ana</b>',
      'ana\u0000',
      'ana\n',
      '\u202eana',
      'a\u200db',
      '😀',
      'a;DROP TABLE seat',
      '${x}',
      'é'.repeat(33),
    ]) {
      const res = await create(name);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        error: 'bad-request',
        details: { 'players.0.name': expect.any(String) },
      });
    }
    const open = (await create('ana').expect(201)).body;
    await t.http.post(`/${game.id}/matches/${open.id}/players`).send({ name: '<img src=x>' }).expect(400);
    await t.http
      .post(`/${game.id}/matches/${open.id}/players`)
      .send({ name: 'y'.repeat(33) })
      .expect(400);
  });
});
