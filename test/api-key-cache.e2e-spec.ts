/**
 * API keys without a database read on the common path (docs/api.md part 3): an instance reads an
 * account's key once, then serves it from memory; a key replaced through one instance is 401 on
 * another at once (long before a cached entry could expire: API_KEY_CACHE_TTL_SECONDS=3600 here), and
 * an instance whose LISTEN connection is down trusts no cached key (fails closed). The two-instance
 * tests need PostgreSQL (DATABASE_URL); the first runs on PGlite too.
 */
import { ApiKeyLookup } from '../src/accounts/api-key-lookup';
import { GAMES } from '../src/games/registry';
import { EVENT_TRANSPORT } from '../src/events/event-hub';
import type { PgTransport } from '../src/events/pg.transport';
import { Http } from './util/account-http';
import { createTestApp, type TestApp } from './util/app';

const pgIt = process.env.DATABASE_URL ? it : it.skip;
const ENV = { API_KEY_CACHE_TTL_SECONDS: '3600' };

async function instance(): Promise<{ t: TestApp; http: Http }> {
  const t = await createTestApp(GAMES, ENV);
  await t.app.listen(0, '127.0.0.1');
  return { t, http: new Http((await t.app.getUrl()).replace('[::1]', '127.0.0.1')) };
}

/** Waits for a condition (polling; a LISTEN connection's state has no event to await). */
async function until(what: string, cond: () => boolean, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('the API key cache', () => {
  it('reads a key from the database once; later requests with it read no account row', async () => {
    const one = await instance();
    try {
      const { name, key } = await one.http.account();
      const reads = jest.spyOn(one.t.db.account, 'findUnique');
      expect((await one.http.call('GET', '/me', undefined, key)).body.name).toBe(name);
      const first = reads.mock.calls.length;
      expect(first).toBeGreaterThanOrEqual(1);
      for (let i = 0; i < 5; i++)
        expect((await one.http.call('GET', '/me', undefined, key)).status).toBe(200);
      const created = (
        await one.http.call('POST', '/east-west/matches', { players: [{ me: true }, { bot: 'random' }] }, key)
      ).body;
      expect((await one.http.call('GET', `/east-west/matches/${created.id}`, undefined, key)).body.you).toBe(
        0,
      );
      expect(
        reads.mock.calls.filter(
          ([args]) => (args as { where: object }).where && 'keyHash' in (args as { where: object }).where,
        ),
      ).toHaveLength(first);
      expect(one.t.app.get(ApiKeyLookup).size).toBeGreaterThanOrEqual(1);
      // a replaced key is 401 on the instance that replaced it, the new one works
      const next = (await one.http.call('POST', '/me/api-key', undefined, key)).body.apiKey;
      expect((await one.http.call('GET', '/me', undefined, key)).status).toBe(401);
      expect((await one.http.call('GET', `/east-west/matches/${created.id}`, undefined, key)).status).toBe(
        401,
      );
      expect((await one.http.call('GET', '/me', undefined, next)).status).toBe(200);
      reads.mockRestore();
    } finally {
      await one.t.close();
    }
  });

  describe('two instances on one PostgreSQL database', () => {
    let one: { t: TestApp; http: Http };
    let two: { t: TestApp; http: Http };
    beforeAll(async () => {
      if (!process.env.DATABASE_URL) return;
      [one, two] = [await instance(), await instance()];
    });
    afterAll(async () => {
      await one?.t.close();
      await two?.t.close();
    });

    pgIt('a key replaced through A is 401 on B at once, though B had it cached', async () => {
      const { key } = await one.http.account();
      for (let i = 0; i < 3; i++)
        expect((await two.http.call('GET', '/me', undefined, key)).status).toBe(200);
      expect(two.t.app.get(ApiKeyLookup).size).toBeGreaterThanOrEqual(1);
      const next = (await one.http.call('POST', '/me/api-key', undefined, key)).body.apiKey;
      const old = await two.http.call('GET', '/me', undefined, key);
      expect(old.status).toBe(401);
      expect(old.body.message).toContain('not valid');
      expect((await two.http.call('GET', '/me', undefined, next)).status).toBe(200);
      expect((await one.http.call('GET', '/me', undefined, key)).status).toBe(401);
    });

    pgIt(
      "while B's LISTEN connection is down B trusts no cached key; back up, it starts afresh",
      async () => {
        const { key } = await one.http.account();
        expect((await two.http.call('GET', '/me', undefined, key)).status).toBe(200); // cached on B
        const listener = two.t.app.get<PgTransport>(EVENT_TRANSPORT);
        const pid = listener.backendPid();
        expect(pid).not.toBeNull();
        await one.t.db.$executeRawUnsafe(`SELECT pg_terminate_backend(${pid})`);
        await until("B's LISTEN connection to drop", () => !listener.healthy);
        // replaced while B cannot hear it (B reconnects a second later): B must not answer from its cache
        const next = (await one.http.call('POST', '/me/api-key', undefined, key)).body.apiKey;
        expect((await two.http.call('GET', '/me', undefined, key)).status).toBe(401);
        await until("B's LISTEN connection to come back", () => listener.healthy);
        expect((await two.http.call('GET', '/me', undefined, key)).status).toBe(401);
        expect((await two.http.call('GET', '/me', undefined, next)).status).toBe(200);
        expect((await two.http.call('GET', '/me', undefined, next)).status).toBe(200);
      },
    );
  });
});
