/**
 * Accounts, challenges, seeks and ratings on a real database, below the HTTP layer (the HTTP flows are
 * in test/accounts.e2e-spec.ts). The match opener here only writes the match and seat rows; pairing,
 * locking and rating are the real services. With DATABASE_URL, the race tests run two clients (two
 * instances' pools) on one PostgreSQL database.
 */
import { randomUUID } from 'node:crypto';
import { AccountEvents, type AccountSignal } from '../src/accounts/account-events';
import { EventHub } from '../src/events/event-hub';
import { chooseTransport } from '../src/events/events.module';
import { AccountsService } from '../src/accounts/accounts.service';
import { AccountsStore } from '../src/accounts/accounts.store';
import { ApiKeyLookup } from '../src/accounts/api-key-lookup';
import { hashApiKey } from '../src/accounts/api-keys';
import { resolveMatchOptions } from '../src/matches/match-options';
import { loadConfig } from '../src/config';
import { ENGINE_GAMES } from '../src/engine/games';
import type { Prisma } from '../src/generated/prisma/client';
import { ChallengesService } from '../src/pairing/challenges.service';
import type { MatchOpener, OpenSpec } from '../src/matches/match-opener';
import { PairingStore } from '../src/pairing/pairing.store';
import { SeeksService } from '../src/pairing/seeks.service';
import { RatingsService } from '../src/ratings/ratings.service';
import { RatingsStore } from '../src/ratings/ratings.store';
import { clientOf, txOf } from '../src/persistence/tx-client';
import { openTestDb, type TestDb } from './util/accounts-db';

const pgIt = process.env.DATABASE_URL ? it : it.skip;

function fakeOpener(opened: OpenSpec[]): MatchOpener {
  return {
    definition: (id) => ENGINE_GAMES.find((g) => g.id === id),
    resolveOptions: (g, body) => resolveMatchOptions(g, body),
    resignAccount: () => Promise.resolve(false),
    requireMatchRoom: () => Promise.resolve(),
    async open(tx, spec) {
      const id = randomUUID();
      await clientOf(tx).match.create({
        data: {
          id,
          game: spec.game,
          status: 'active',
          options: spec.options as Prisma.InputJsonValue,
          seed: '00',
          seedHash: '00',
          state: {},
          rated: spec.rated,
          seats: {
            create: spec.seats.map((s, seat) => ({ seat, name: s.name, bot: s.bot, accountId: s.accountId })),
          },
        },
      });
      opened.push(spec);
      return { matchId: id, announce: async () => undefined };
    },
  };
}

describe('accounts, pairing and ratings on the database', () => {
  let db: TestDb;
  let accounts: AccountsService;
  let events: AccountEvents;
  let hub: EventHub;
  const opened: OpenSpec[] = [];
  const tag = randomUUID().slice(0, 6);
  const uniq = (n: string) => `${n}-${tag}`;

  beforeAll(async () => {
    db = await openTestDb(2);
    const store = new AccountsStore(db.clients[0]);
    const config = loadConfig({});
    hub = new EventHub(chooseTransport({ databaseUrl: db.clients[0].url, eventsUrl: null }), config);
    const keys = new ApiKeyLookup(hub, config);
    accounts = new AccountsService(store, keys);
    events = new AccountEvents(hub);
    await hub.onApplicationBootstrap();
  });
  afterAll(async () => {
    hub.onModuleDestroy();
    await hub.onApplicationShutdown();
    await db.close();
  });

  it('creates accounts with a key stored only as its hash; names unique ignoring case', async () => {
    const a = await accounts.create(uniq('Ana'), 'human');
    expect(a.apiKey).toMatch(/^crk_[A-Za-z0-9_-]{43}$/);
    const row = await db.clients[0].account.findUniqueOrThrow({
      where: { nameKey: uniq('ana').toLowerCase() },
    });
    expect(row.keyHash).toBe(hashApiKey(a.apiKey));
    expect(JSON.stringify(row)).not.toContain(a.apiKey.slice(4));
    await expect(accounts.create(uniq('ANA'), 'bot')).rejects.toMatchObject({ kind: 'conflict' });
    for (const bad of ['a', 'x'.repeat(31), 'has space', 'é-accent', 'semi;colon']) {
      await expect(accounts.create(bad, 'human')).rejects.toMatchObject({ kind: 'bad-request' });
    }
    expect((await accounts.byKey(a.apiKey))?.id).toBe(row.id);
    const next = await accounts.rotateKey(row);
    expect(next).not.toBe(a.apiKey);
    expect(await accounts.byKey(a.apiKey)).toBeNull();
    expect((await accounts.byKey(next))?.id).toBe(row.id);
    // a second rotation with the replaced key is refused
    await expect(accounts.rotateKey(row)).rejects.toMatchObject({ kind: 'unauthorized' });
  });

  it('has the built-in bot accounts', async () => {
    for (const [name, bot] of [
      ['random-bot', 'random'],
      ['basic-bot', 'basic'],
    ]) {
      const a = await accounts.byName(name.toUpperCase());
      expect(a).toMatchObject({ name, kind: 'bot', builtinBot: bot, keyHash: null });
    }
  });

  it('rates a Euchre match as two partnerships and a 5-seat In-Between match from its standings; leaderboard in order', async () => {
    const ratings = new RatingsService(new RatingsStore(db.clients[0]));
    const made = await Promise.all([1, 2, 3, 4, 5].map((i) => accounts.create(uniq(`r${i}`), 'bot')));
    const ids = await Promise.all(made.map(async (m) => (await accounts.byName(m.name))!.id));
    await db.clients[0].$transaction((tx) =>
      ratings.applyResult(
        txOf(tx),
        'euchre',
        [0, 1, 2, 3].map((seat) => ({ seat, accountId: ids[seat], standing: seat % 2 === 0 ? 1 : 3 })),
      ),
    );
    const eu = await db.clients[0].rating.findMany({ where: { game: 'euchre', accountId: { in: ids } } });
    expect(eu).toHaveLength(4);
    const of = (rows: typeof eu, i: number) => rows.find((r) => r.accountId === ids[i])!;
    expect(of(eu, 0).mu).toBeCloseTo(of(eu, 2).mu, 12);
    expect(of(eu, 1).mu).toBeCloseTo(of(eu, 3).mu, 12);
    expect(of(eu, 0).mu).toBeGreaterThan(25);
    expect(of(eu, 1).mu).toBeLessThan(25);
    for (const r of eu) expect(r.rating).toBeCloseTo(r.mu - 3 * r.sigma, 9);

    const standings = [2, 5, 1, 4, 3];
    await db.clients[0].$transaction((tx) =>
      ratings.applyResult(
        txOf(tx),
        'in-between',
        ids.map((accountId, seat) => ({ seat, accountId, standing: standings[seat] })),
      ),
    );
    const ib = await db.clients[0].rating.findMany({ where: { game: 'in-between', accountId: { in: ids } } });
    expect(ib).toHaveLength(5);
    const bestFirst = [2, 0, 4, 3, 1].map((i) => of(ib, i).mu);
    expect([...bestFirst].sort((x, y) => y - x)).toEqual(bestFirst);
    for (const r of ib) expect(r.matches).toBe(1);

    const board = await ratings.leaderboard('in-between', 2, null);
    const all = [...board.items];
    let after = board.next;
    while (after) {
      const next = await ratings.leaderboard('in-between', 2, after);
      all.push(...next.items);
      after = next.next;
    }
    const mine = all.filter((i) => made.some((m) => m.name === i.name));
    expect(mine.map((i) => i.name)).toEqual([2, 0, 4, 3, 1].map((i) => made[i].name));
    expect(all.map((i) => i.rank)).toEqual(all.map((_, i) => i + 1));
    for (let i = 1; i < all.length; i++) expect(all[i - 1].rating).toBeGreaterThanOrEqual(all[i].rating);
  });

  it('challenges: the invitee hears it, accepts, the match is created; decline; cancel; expiry; built-in bots accept at once', async () => {
    const challenges = new ChallengesService(new PairingStore(db.clients[0]), events, fakeOpener(opened));
    const [a, b] = await Promise.all([
      accounts.create(uniq('cha'), 'bot'),
      accounts.create(uniq('chb'), 'human'),
    ]);
    const A = (await accounts.byName(a.name))!;
    const B = (await accounts.byName(b.name))!;
    const heard: AccountSignal[] = [];
    const off = events.subscribe(B.id, (e) => heard.push(e));
    const waitFor = async (pred: () => boolean) => {
      for (let i = 0; i < 200 && !pred(); i++) await new Promise((r) => setTimeout(r, 10));
      expect(pred()).toBe(true);
    };

    const c1 = await challenges.create(A, { game: 'east-west', to: [b.name.toUpperCase()], rated: true });
    expect(c1).toMatchObject({
      status: 'open',
      from: a.name,
      to: [b.name],
      accepted: [],
      rated: true,
      matchId: null,
    });
    await waitFor(() => heard.some((e) => e.type === 'challenge' && e.challenge.id === c1.id));
    expect((await challenges.openFor(B.id)).map((c) => c.id)).toContain(c1.id);
    await expect(challenges.accept(A, c1.id)).rejects.toMatchObject({ kind: 'forbidden' });
    const acc = await challenges.accept(B, c1.id);
    expect(acc).toMatchObject({ status: 'accepted', accepted: [b.name] });
    const match = await db.clients[0].match.findUniqueOrThrow({
      where: { id: acc.matchId! },
      include: { seats: { orderBy: { seat: 'asc' } } },
    });
    expect(match.seats.map((s) => s.accountId)).toEqual([A.id, B.id]);
    expect(match.rated).toBe(true);
    await expect(challenges.decline(B, c1.id)).rejects.toMatchObject({ kind: 'conflict' });

    const c2 = await challenges.create(A, { game: 'east-west', to: [b.name] });
    expect((await challenges.decline(B, c2.id)).status).toBe('declined');
    await waitFor(() => heard.some((e) => e.type === 'challengeDeclined' && e.challengeId === c2.id));

    const c3 = await challenges.create(A, { game: 'east-west', to: [b.name] });
    await expect(challenges.cancel(B, c3.id)).rejects.toMatchObject({ kind: 'forbidden' });
    expect((await challenges.cancel(A, c3.id)).status).toBe('canceled');
    await waitFor(() => heard.some((e) => e.type === 'challengeCanceled' && e.challengeId === c3.id));
    await expect(challenges.accept(B, c3.id)).rejects.toMatchObject({ kind: 'conflict' });

    const c4 = await challenges.create(A, { game: 'east-west', to: [b.name], expiresInSeconds: 1 });
    await new Promise((r) => setTimeout(r, 1100));
    expect((await challenges.get(c4.id)).status).toBe('expired');
    await expect(challenges.accept(B, c4.id)).rejects.toMatchObject({ kind: 'conflict' });
    expect(await challenges.expire()).toBeGreaterThanOrEqual(1);
    await waitFor(() => heard.some((e) => e.type === 'challengeCanceled' && e.challengeId === c4.id));
    expect((await challenges.openFor(B.id)).map((c) => c.id)).not.toContain(c4.id);

    const c5 = await challenges
      .create(A, { game: 'euchre', to: [b.name, 'basic-bot', b.name.toUpperCase()] })
      .catch((e) => e);
    expect(c5).toMatchObject({
      kind: 'bad-request',
      details: { 'to.2': expect.stringMatching(/named twice/) },
    }); // an account, twice
    // a built-in account fills several seats, and accepts at once
    const c5b = await challenges.create(A, {
      game: 'euchre',
      to: ['basic-bot', 'Random-Bot', 'basic-bot'],
      rated: true,
    });
    expect(c5b).toMatchObject({ status: 'accepted', to: ['basic-bot', 'random-bot', 'basic-bot'] });
    const m5 = await db.clients[0].match.findUniqueOrThrow({
      where: { id: c5b.matchId! },
      include: { seats: { orderBy: { seat: 'asc' } } },
    });
    expect(m5.seats.map((x) => x.bot)).toEqual([null, 'basic', 'random', 'basic']);
    const c6 = await challenges.create(A, { game: 'east-west', to: ['basic-bot'], rated: true });
    expect(c6).toMatchObject({ status: 'accepted', accepted: ['basic-bot'] });
    const m6 = await db.clients[0].match.findUniqueOrThrow({
      where: { id: c6.matchId! },
      include: { seats: { orderBy: { seat: 'asc' } } },
    });
    expect(m6.seats[1]).toMatchObject({ name: 'basic-bot', bot: 'basic' });
    off();
  });

  it('two concurrent accepts of one challenge create one match', async () => {
    const [a, b] = await Promise.all([
      accounts.create(uniq('rca'), 'bot'),
      accounts.create(uniq('rcb'), 'bot'),
    ]);
    const A = (await accounts.byName(a.name))!;
    const B = (await accounts.byName(b.name))!;
    const instances = db.clients.map(
      (c) => new ChallengesService(new PairingStore(c), events, fakeOpener(opened)),
    );
    for (let round = 0; round < 5; round++) {
      const c = await instances[0].create(A, { game: 'east-west', to: [b.name] });
      const answers = await Promise.all([0, 1, 0, 1].map((i) => instances[i].accept(B, c.id)));
      const ids = new Set(answers.map((x) => x.matchId));
      expect(ids.size).toBe(1);
      expect(await db.clients[0].match.count({ where: { id: { in: [...ids] as string[] } } })).toBe(1);
      expect(await db.clients[0].seat.count({ where: { accountId: B.id } })).toBe(round + 1);
    }
  });

  const raceSeeks = async (n: number, prefix: string, targetPoints: number) => {
    const made = await Promise.all(
      Array.from({ length: n }, (_, i) => accounts.create(uniq(`${prefix}${i}`), 'bot')),
    );
    const accs = await Promise.all(made.map(async (m) => (await accounts.byName(m.name))!));
    const instances = db.clients.map(
      (c) => new SeeksService(new PairingStore(c), fakeOpener(opened), { seekFillAfterSeconds: 30 }),
    );
    const options = { targetPoints }; // a pool of its own
    const seeks = await Promise.all(
      accs.map((acc, i) =>
        instances[i % instances.length].create(acc, 'east-west', { players: 2, options, rated: true }),
      ),
    );
    // a pass crowded out by the other instance is retried; the sweep catches anything left
    for (const s of instances) await s.sweep();
    const rows = await db.clients[0].seek.findMany({ where: { id: { in: seeks.map((s) => s.id) } } });
    expect(rows.every((r) => r.status === 'matched')).toBe(true);
    const byMatch = new Map<string, string[]>();
    for (const r of rows) byMatch.set(r.matchId!, [...(byMatch.get(r.matchId!) ?? []), r.accountId]);
    expect(byMatch.size).toBe(n / 2);
    for (const [, who] of byMatch) expect(new Set(who).size).toBe(2);
    const seats = await db.clients[0].seat.findMany({ where: { accountId: { in: accs.map((a) => a.id) } } });
    expect(seats).toHaveLength(n); // nobody seated twice
    expect(new Set(seats.map((s) => s.accountId)).size).toBe(n);
    const matches = await db.clients[0].match.findMany({ where: { id: { in: [...byMatch.keys()] } } });
    expect(
      matches.every(
        (m) =>
          m.rated &&
          m.game === 'east-west' &&
          (m.options as { targetPoints: number }).targetPoints === options.targetPoints,
      ),
    ).toBe(true);
  };

  it('seeks pair oldest first with compatible seeks only; an account is not paired with itself; cancel', async () => {
    const seeks = new SeeksService(new PairingStore(db.clients[0]), fakeOpener(opened), {
      seekFillAfterSeconds: 30,
    });
    const [a, b, c] = await Promise.all(['ska', 'skb', 'skc'].map((n) => accounts.create(uniq(n), 'bot')));
    const [A, B, C] = await Promise.all([a, b, c].map(async (m) => (await accounts.byName(m.name))!));
    const s1 = await seeks.create(A, 'in-between', { players: 2, options: { rounds: 1 }, rated: true });
    const s1b = await seeks.create(A, 'in-between', { players: 2, options: { rounds: 1 }, rated: true });
    expect([s1.status, s1b.status]).toEqual(['waiting', 'waiting']);
    const unrated = await seeks.create(B, 'in-between', { players: 2, options: { rounds: 1 }, rated: false });
    const otherOpts = await seeks.create(B, 'in-between', {
      players: 2,
      options: { rounds: 2 },
      rated: true,
    });
    const three = await seeks.create(B, 'in-between', { players: 3, options: { rounds: 1 }, rated: true });
    expect([unrated.status, otherOpts.status, three.status]).toEqual(['waiting', 'waiting', 'waiting']);
    const s2 = await seeks.create(C, 'in-between', { players: 2, options: { rounds: 1 }, rated: true });
    expect(s2.status).toBe('matched');
    expect(await seeks.get(A, s1.id)).toMatchObject({ status: 'matched', matchId: s2.matchId });
    expect((await seeks.get(A, s1b.id)).status).toBe('waiting');
    await expect(seeks.get(B, s1.id)).rejects.toMatchObject({ kind: 'not-found' });
    expect((await seeks.cancel(A, s1b.id)).status).toBe('canceled');
    await expect(seeks.cancel(A, s1.id)).rejects.toMatchObject({ kind: 'conflict' });
    await expect(seeks.create(A, 'in-between', { players: 9 })).rejects.toMatchObject({
      kind: 'bad-request',
    });
    await expect(seeks.create(A, 'in-between', { options: { nope: 1 } })).rejects.toMatchObject({
      kind: 'bad-request',
      details: { 'options.nope': expect.any(String) },
    });
    for (const s of [unrated, otherOpts, three]) await seeks.cancel(B, s.id);
  });

  it('12 concurrent seeks on one database pair into 6 matches, nobody twice', () => raceSeeks(12, 'q', 101));

  it('a due seek is filled with its built-in account once, whichever instances sweep at once', async () => {
    const made = await Promise.all(
      Array.from({ length: 4 }, (_, i) => accounts.create(uniq(`f${i}`), 'bot')),
    );
    const accs = await Promise.all(made.map(async (m) => (await accounts.byName(m.name))!));
    const instances = [...db.clients, ...db.clients].map(
      (c) => new SeeksService(new PairingStore(c), fakeOpener(opened), { seekFillAfterSeconds: 30 }),
    );
    const pool = { players: 4, options: { targetPoints: 97 }, rated: true }; // a pool of its own
    // three seekers of one Euchre pool (four seats): two due now, one waiting for accounts only; a fourth alone
    // in another pool, waiting for accounts only
    const seeks = [
      await instances[0].create(accs[0], 'euchre', { ...pool, fillAfterSeconds: 0, fillWith: 'random-bot' }),
      await instances[0].create(accs[1], 'euchre', { ...pool, fillWith: null }),
      await instances[0].create(accs[2], 'euchre', { ...pool, fillAfterSeconds: 0 }),
      await instances[0].create(accs[3], 'euchre', {
        ...pool,
        options: { targetPoints: 98 },
        fillAfterSeconds: null,
      }),
    ];
    expect(seeks.map((x) => x.status)).toEqual(['waiting', 'waiting', 'waiting', 'waiting']);
    expect(seeks.map((x) => x.fillWith)).toEqual(['random-bot', null, 'basic-bot', null]);
    expect(seeks[1].fillAt).toBeNull();
    const before = opened.length;
    await Promise.all(instances.map((s) => s.fillDue()));
    const rows = await db.clients[0].seek.findMany({
      where: { id: { in: seeks.map((x) => x.id) } },
      orderBy: { createdAt: 'asc' },
    });
    // the oldest due seek takes the other waiting seeks of its pool, its bot the seat left; once
    expect(rows.map((r) => r.status)).toEqual(['matched', 'matched', 'matched', 'waiting']);
    expect(new Set(rows.slice(0, 3).map((r) => r.matchId)).size).toBe(1);
    expect(opened.length - before).toBe(1);
    const seats = await db.clients[0].seat.findMany({
      where: { matchId: rows[0].matchId! },
      orderBy: { seat: 'asc' },
    });
    expect(seats.filter((x) => x.bot !== null).map((x) => [x.bot, x.name])).toEqual([
      ['random', 'random-bot'],
    ]);
    expect(rows.slice(0, 3).map((r) => seats[r.seat!].accountId)).toEqual(accs.slice(0, 3).map((a) => a.id));
    expect((await db.clients[0].match.findUniqueOrThrow({ where: { id: rows[0].matchId! } })).rated).toBe(
      true,
    );
  });

  it('a seek names a built-in bot of its game to fill with, or null', async () => {
    const seeks = new SeeksService(new PairingStore(db.clients[0]), fakeOpener(opened), {
      seekFillAfterSeconds: 30,
    });
    const me = (await accounts.byName((await accounts.create(uniq('fw'), 'bot')).name))!;
    const other = await accounts.create(uniq('fx'), 'bot');
    for (const fillWith of [other.name, 'nobody-bot', 'genius-bot']) {
      await expect(seeks.create(me, 'east-west', { fillWith })).rejects.toMatchObject({
        kind: 'bad-request',
        details: { fillWith: expect.stringContaining('basic-bot') },
      });
    }
    const s = await seeks.create(me, 'east-west', { options: { targetPoints: 104 } });
    expect(s).toMatchObject({ fillWith: 'basic-bot' });
    expect(Date.parse(s.fillAt!) - Date.parse(s.createdAt)).toBe(30_000);
  });
  pgIt('20 concurrent seeks on two instances pair into exactly 10 matches, nobody twice', () =>
    raceSeeks(20, 'p', 102),
  );
});
