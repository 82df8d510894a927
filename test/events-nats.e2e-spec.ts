/**
 * The events' transport over NATS (src/events/nats-transport.ts) against a NATS server of the test's own
 * (test/util/nats-server.ts, never the machine's shared one):
 * - two transports (two instances) each see every message of the other and their own, in order, once;
 * - NATS SIGKILLed and started again, with its files or without them (its streams begin anew): both
 *   turn unhealthy and refuse to publish while it is down, come back healthy, call their reconnect
 *   callbacks, and lose nothing published after the restart, even by the one that came back first
 *   while the other was still away.
 */
import { connect as tcpConnect, createServer, type Server as TcpServer, type Socket } from 'node:net';
import { NatsTransport } from '../src/events/nats-transport';
import { NatsServer } from './util/nats-server';
import { until } from './util/until';

/**
 * A TCP relay to NATS that can turn clients away: the instance behind it stays disconnected for as
 * long as the test says, so the test decides who reconnects first instead of a race deciding it.
 */
class Gate {
  open = true;
  private readonly sockets = new Set<Socket>();
  private constructor(private readonly server: TcpServer) {}

  static async start(target: () => number): Promise<Gate> {
    const server = createServer();
    const gate = new Gate(server);
    server.on('connection', (client) => {
      if (!gate.open) return client.destroy();
      const upstream = tcpConnect(target(), '127.0.0.1');
      for (const s of [client, upstream]) {
        gate.sockets.add(s);
        s.on('error', () => undefined);
        s.on('close', () => {
          gate.sockets.delete(s);
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return gate;
  }

  get url(): string {
    return `nats://127.0.0.1:${(this.server.address() as { port: number }).port}`;
  }

  async close(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    await new Promise((resolve) => this.server.close(resolve));
  }
}

/** What one subscriber of a transport heard on one channel. */
function hear(t: NatsTransport, channel: string): string[] {
  const heard: string[] = [];
  t.subscribe(channel, (p) => heard.push(p));
  return heard;
}

describe('events over NATS', () => {
  let nats: NatsServer;
  const transports: NatsTransport[] = [];
  const gates: Gate[] = [];
  const open = async (name: string, url = nats.url): Promise<NatsTransport> => {
    const t = new NatsTransport({ url, name, retryMs: 50 });
    transports.push(t);
    await t.ready;
    return t;
  };

  beforeAll(async () => {
    nats = await NatsServer.start();
  }, 60_000);

  afterAll(async () => {
    await Promise.all(transports.map((t) => t.close()));
    await Promise.all(gates.map((g) => g.close()));
    await nats?.stop();
  });

  it("two instances see each other's messages and their own, in order, once, per channel", async () => {
    const [a, b] = [await open('a'), await open('b')];
    expect([a.healthy, b.healthy]).toEqual([true, true]);
    const onA = hear(a, 'match');
    const onB = hear(b, 'match');
    const accountsOnB = hear(b, 'account');
    const sent: string[] = [];
    for (let i = 0; i < 50; i++) {
      const p = JSON.stringify({ id: `m${i % 5}`, version: i });
      sent.push(p);
      await (i % 2 ? a : b).publish('match', p);
    }
    // concurrent publishes from one instance keep their order too
    const burst = Array.from({ length: 50 }, (_, i) => `burst ${i}`);
    await Promise.all(burst.map((p) => a.publish('match', p)));
    await a.publish('account', 'acc-1');
    const all = [...sent, ...burst];
    await until('both to hear every message', () => onA.length >= all.length && onB.length >= all.length);
    await until('the account message', () => accountsOnB.length === 1);
    expect(onA).toEqual(all);
    expect(onB).toEqual(all);
    expect(accountsOnB).toEqual(['acc-1']);

    // an unsubscribed handler hears nothing more; the others go on
    const stopped: string[] = [];
    const unsubscribe = b.subscribe('match', (p) => stopped.push(p));
    await a.publish('match', 'before');
    await until('the message before unsubscribing', () => stopped.length === 1);
    unsubscribe();
    await a.publish('match', 'after');
    await until('the other subscriber to hear the next one', () => onB.at(-1) === 'after');
    expect(stopped).toEqual(['before']);

    // a channel that is not a subject token is refused at once
    await expect(a.publish('bad channel', 'x')).rejects.toThrow(/not a channel name/);
    expect(() => a.subscribe('a.>', () => undefined)).toThrow(/not a channel name/);
  }, 60_000);

  it.each([
    ['with its files', false],
    ['without its files (the stream begins anew)', true],
  ])(
    'NATS killed and restarted %s: unhealthy meanwhile, back healthy, reconnect callbacks, nothing after it lost',
    async (_how, forget) => {
      // B reaches NATS through a gate, so that it comes back only after A has published
      const gate = await Gate.start(() => nats.port);
      gates.push(gate);
      const [a, b] = [await open(`a-${forget}`), await open(`b-${forget}`, gate.url)];
      const onB = hear(b, 'tournament');
      const onA = hear(a, 'tournament');
      const reconnects = { a: 0, b: 0 };
      a.onReconnect(() => reconnects.a++);
      b.onReconnect(() => reconnects.b++);
      await a.publish('tournament', 'before the kill');
      await until('the first message', () => onB.length === 1 && onA.length === 1);

      gate.open = false;
      await nats.kill('SIGKILL');
      await until('both transports to notice NATS is gone', () => !a.healthy && !b.healthy, 30_000);
      await expect(a.publish('tournament', 'while down')).rejects.toThrow(/not connected to NATS/);
      await expect(b.publish('tournament', 'while down')).rejects.toThrow(/not connected to NATS/);
      expect(reconnects).toEqual({ a: 0, b: 0 });

      if (forget) nats.forget();
      await nats.run();
      // A is back and publishes while B is still away
      await until('A to be healthy again', () => a.healthy, 30_000);
      const after = Array.from({ length: 30 }, (_, i) => `after ${i}`);
      for (const p of after) await a.publish('tournament', p);
      await until('A to hear its own messages', () => onA.length >= 1 + after.length);
      expect(b.healthy).toBe(false);
      expect(onB).toEqual(['before the kill']);
      gate.open = true;
      await until('B to be healthy again', () => b.healthy, 30_000);
      await until('both reconnect callbacks', () => reconnects.a === 1 && reconnects.b === 1);
      await until('B to hear everything published after the restart', () => onB.length >= 1 + after.length);
      await until('A to hear it too', () => onA.length >= 1 + after.length);
      expect(onB).toEqual(['before the kill', ...after]);
      expect(onA).toEqual(['before the kill', ...after]);

      // and B publishes again normally
      await b.publish('tournament', 'from b');
      await until('A to hear B', () => onA.at(-1) === 'from b');
      expect(reconnects).toEqual({ a: 1, b: 1 });
    },
    120_000,
  );
});
