import { ConfigError, loadConfig } from './config';
import { explainStartError } from './startup';

describe('configuration', () => {
  it('reads the operations settings, with their defaults', () => {
    const d = loadConfig({});
    expect([d.metricsToken, d.shutdownGraceSeconds, d.trustProxy]).toEqual([null, 10, false]);
    const c = loadConfig({ METRICS_TOKEN: ' tok ', SHUTDOWN_GRACE_SECONDS: '30', TRUST_PROXY: '1' });
    expect([c.metricsToken, c.shutdownGraceSeconds, c.trustProxy]).toEqual(['tok', 30, 1]);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toBe('10.0.0.0/8, 127.0.0.1');
  });

  it('reads the bot queue: off by default, NATS URLs (a cluster comma-separated), the budgets', () => {
    const d = loadConfig({});
    expect([d.botWorkersUrl, d.botWorkerWaitMs, d.botWorkerBackgroundWaitMs]).toEqual([null, 1_000, 30_000]);
    const c = loadConfig({
      BOT_WORKERS_URL: 'nats://a:4222, nats://user:pw@b:4222',
      BOT_WORKER_WAIT_MS: '250',
      BOT_WORKER_BACKGROUND_WAIT_MS: '5000',
    });
    expect([c.botWorkersUrl, c.botWorkerWaitMs, c.botWorkerBackgroundWaitMs]).toEqual([
      'nats://a:4222, nats://user:pw@b:4222',
      250,
      5_000,
    ]);
    expect(() => loadConfig({ BOT_WORKERS_URL: 'http://a:4222' })).toThrow(
      /BOT_WORKERS_URL must be a nats:\/\/ URL, or several separated by commas \(got "http:\/\/a:4222"\)/,
    );
    expect(() => loadConfig({ BOT_WORKER_WAIT_MS: '0' })).toThrow(
      /BOT_WORKER_WAIT_MS must be an integer from 10/,
    );
  });

  it('reads the events transport: none by default, NATS URLs, anything else refused', () => {
    expect(loadConfig({}).eventsUrl).toBeNull();
    expect(loadConfig({ EVENTS_URL: ' nats://a:4222,nats://b:4222 ' }).eventsUrl).toBe(
      'nats://a:4222,nats://b:4222',
    );
    expect(() => loadConfig({ EVENTS_URL: 'postgresql://db/cardroom' })).toThrow(
      /EVENTS_URL must be a nats:\/\/ URL, or several separated by commas \(got "postgresql:\/\/db\/cardroom"\)/,
    );
  });

  it('says every problem on one line', () => {
    const bad = () => loadConfig({ SHUTDOWN_GRACE_SECONDS: '0', TRUST_PROXY: 'everyone', PORT: 'x' });
    expect(bad).toThrow(ConfigError);
    expect(bad).toThrow(
      /^invalid configuration: PORT must be an integer from 0 to 65535 \(got "x"\); SHUTDOWN_GRACE_SECONDS must be an integer from 1 to 3600 \(got "0"\); TRUST_PROXY must be/,
    );
    try {
      bad();
    } catch (e) {
      expect((e as Error).message).not.toContain('\n');
    }
  });
});

describe('a start that fails', () => {
  const pg = loadConfig({ DATABASE_URL: 'postgresql://ana:secret@db.example:6543/cardroom' });
  const pgError = (code: string, message = 'x') => Object.assign(new Error(message), { code });

  it('names the missing database and how to create it, never the password', () => {
    const line = explainStartError(pgError('3D000', 'database "cardroom" does not exist'), pg);
    expect(line).toBe(
      'the database "cardroom" does not exist on PostgreSQL at db.example:6543; create it with: createdb -h db.example -p 6543 -U ana cardroom',
    );
  });

  it('looks through wrappers for the driver code (AggregateError of a refused connection, a cause)', () => {
    const refused = new AggregateError([pgError('ECONNREFUSED')], 'connect failed');
    expect(explainStartError(refused, pg)).toBe(
      'cannot reach PostgreSQL at db.example:6543 (ECONNREFUSED): is it running? DATABASE_URL names the host and port',
    );
    const wrapped = new Error('init', {
      cause: pgError('28P01', 'password authentication failed for user "ana"'),
    });
    expect(explainStartError(wrapped, pg)).toMatch(
      /^PostgreSQL at db\.example:6543 refused the login of "ana": check the user and password/,
    );
    expect(explainStartError(wrapped, pg)).not.toContain('secret');
  });

  it('a port in use, and anything else as its first line', () => {
    expect(explainStartError(pgError('EADDRINUSE'), loadConfig({ PORT: '3000' }))).toBe(
      'port 3000 is already in use: stop what serves on it, or set PORT to another port',
    );
    expect(
      explainStartError(
        new Error('migration 1_x was modified after it was applied (checksum differs)\n  at …'),
        pg,
      ),
    ).toBe('migration 1_x was modified after it was applied (checksum differs)');
  });
});
