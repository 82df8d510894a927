/**
 * Hidden information, in volume: hundreds of random matches of every registered game, in every seat
 * count and option variant that changes what is visible, driven exactly as the service drives them
 * (driver.ts: setup, automatic steps, one move at a time). At every version every seat's view, the
 * spectator view and the move log as each viewer would be served it are checked (test/util/hidden-info.ts),
 * and illegal moves are probed for error messages that name hidden cards.
 */
import { GAMES } from '../games/registry';
import { ALL_CARDS } from '../../test/util/cards';
import {
  addStats,
  emptyStats,
  HiddenInfoTracker,
  hiddenRulesOf,
  type Snapshot,
  snapshotOf,
} from '../../test/util/hidden-info';
import { initialState, randomLegalMove, settle } from './driver';
import { resolveOptions } from './options';
import { rngFromSeed, type Rng } from './random';
import type { GameDefinition, LoggedMove, Move } from './types';

/** Matches per variant when set (HIDDEN_INFO_MATCHES=1000 for a deeper run). */
const MATCHES = Number(process.env.HIDDEN_INFO_MATCHES ?? 0) || 0;
/** Matches per game by default, spread over its variants. */
const PER_GAME = 200;
const MAX_MOVES = 4_000;

function snapshot(game: GameDefinition, state: unknown, players: number): Snapshot {
  const views = Array.from({ length: players }, (_, s) => game.view(state, s));
  const toAct = new Set(game.toAct(state));
  const legalMoves = views.map((_, s) => (toAct.has(s) ? game.legalMoves(state, s) : []));
  return snapshotOf(game.id, { views, legalMoves, spectator: game.view(state, null) });
}

/** A legal move with one field spoiled: a card someone else holds or from the deck, a wild number. */
function spoil(move: Move, snap: Snapshot, seat: number, rng: Rng): Move | null {
  const keys = Object.keys(move).filter((k) => k !== 'type');
  if (keys.length === 0) return null;
  const others = snap.seats.flatMap((cards, s) =>
    s === seat ? [] : [...cards].filter((c) => !snap.spectator.has(c)),
  );
  const card = () => (others.length && rng.int(2) === 0 ? rng.pick(others) : rng.pick(ALL_CARDS));
  const k = rng.pick(keys);
  const v = move[k];
  const out: Move = { ...move };
  if (typeof v === 'string') out[k] = card();
  else if (Array.isArray(v) && v.length) out[k] = v.map((c, i) => (i === rng.int(v.length) ? card() : c));
  else if (typeof v === 'number') out[k] = rng.pick([-1, v + 1_000_000, 0.5, v * 1000 + 7]);
  else return null;
  return out;
}

function playChecked(
  game: GameDefinition,
  players: number,
  options: unknown,
  seed: string,
  label: string,
  seatBots?: string[],
) {
  const t = new HiddenInfoTracker(game.id, players, options as Record<string, unknown>, label);
  const rng = rngFromSeed(seed, 'hidden-info');
  // mostly random play (it explores odd paths); now and then a built-in level above random (realistic
  // folds and showdowns, and a check that every level plays from its seat's served view alone)
  const levels = Object.keys(game.bots).filter((b) => b !== 'random');
  const bots =
    seatBots ??
    Array.from({ length: players }, () =>
      rng.int(8) === 0 ? rng.pick(levels) : rng.pick(['random', 'legal']),
    );
  let state = initialState(game, players, options, seed);
  let snap = snapshot(game, state, players);
  t.observe(0, snap);
  const log: LoggedMove[] = [];
  for (let n = 1; game.result(state) === null; n++) {
    if (n > MAX_MOVES) throw new Error(`${label}: no result after ${MAX_MOVES} moves`);
    const toAct = game.toAct(state);
    if (toAct.length === 0) throw new Error(`${label}: nobody to act in an unfinished match`);
    const seat = rng.pick(toAct);
    let move: Move | null = null;
    if (bots[seat] !== 'legal' && game.bots[bots[seat]]) {
      move = game.bots[bots[seat]]({
        seat,
        view: snap.served.views[seat],
        legalMoves: game.legalMoves(state, seat),
        options,
        rng,
      });
    }
    let applied = move ? game.apply(state, seat, move) : null;
    if (!applied || !applied.ok) {
      move = randomLegalMove(game, state, seat, rng);
      if (!move) throw new Error(`${label}: seat ${seat} has no legal move`);
      applied = game.apply(state, seat, move);
      if (!applied.ok) throw new Error(`${label}: a random legal move was rejected: ${applied.reason}`);
    }
    // probe: a spoiled move's error message names no card the seat cannot see
    if (n % 3 === 0) {
      const bad = spoil(move!, snap, seat, rng);
      const r = bad ? game.apply(state, seat, bad) : null;
      if (r && !r.ok) t.checkError(seat, snap, bad, `${r.reason} ${r.message}`);
    }
    // what the move made visible before its automatic steps ran (a trick's last card, a reveal)
    t.rememberPublic(n, game.view(applied.state, null));
    state = settle(game, applied.state, seed, n);
    log.push({ seq: n, seat, move: move! });
    snap = snapshot(game, state, players);
    t.observe(n, snap);
    if (game.result(state) === null) {
      for (let v = -1; v < players; v++) {
        const viewer = v < 0 ? null : v;
        t.checkLog(
          viewer,
          game.redactMove ? log.map((e) => ({ ...e, move: game.redactMove!(state, e, viewer) })) : log,
        );
      }
    }
  }
  return { stats: t.stats, moves: log.length };
}

describe('hidden information: random matches of every registered game, checked at every version', () => {
  const totals = emptyStats();
  let matches = 0;
  afterAll(() => {
    // one line for RELIABILITY.md's figures
    process.stdout.write(
      `hidden-info (engine): ${matches} matches, ${totals.versions} versions, ${totals.views} views, ${totals.logEntries} log entries, ${totals.errorProbes} error probes, ${totals.ownHandCards} own hidden cards checked\n`,
    );
  });

  for (const { definition: game } of GAMES) {
    const rules = hiddenRulesOf(game.id);
    const variants = [{ players: game.minPlayers, options: {} }, ...rules.variants];
    it(`${game.id}: ${variants.length} variants`, () => {
      const perVariant = MATCHES || Math.ceil(PER_GAME / variants.length);
      const gameStats = emptyStats();
      for (const [vi, v] of variants.entries()) {
        const opts = resolveOptions(game.optionsSchema, { ...rules.short, ...v.options });
        if (!opts.ok)
          throw new Error(
            `${game.id}: options ${JSON.stringify(v.options)}: ${JSON.stringify(opts.details)}`,
          );
        for (let i = 0; i < perVariant; i++) {
          const seed = (vi * 1000 + i + 1).toString(16).padStart(64, '0');
          const label = `variant ${vi} ${JSON.stringify(v)} seed ${seed}`;
          const r = playChecked(game, v.players, opts.options, seed, label);
          addStats(gameStats, r.stats);
          matches++;
        }
      }
      addStats(totals, gameStats);
      expect(gameStats.versions).toBeGreaterThan(variants.length * perVariant);
      expect(gameStats.errorProbes).toBeGreaterThan(0);
      // the rules' own-hand check is not vacuous for a game with hidden hands
      if (rules.maxPrivate(variants[0].players, {}) > 0) expect(gameStats.ownHandCards).toBeGreaterThan(0);
    }, 180_000);
  }
});

describe('hidden information: every built-in bot level in every seat', () => {
  // each level plays from the view its seat is served (BotContext), beside random seats, through the same checks
  for (const { definition: game } of GAMES) {
    const rules = hiddenRulesOf(game.id);
    it.each(Object.keys(game.bots))(
      `${game.id}: bot %s`,
      (bot) => {
        const opts = resolveOptions(game.optionsSchema, rules.short);
        if (!opts.ok) throw new Error(`${game.id}: short options: ${JSON.stringify(opts.details)}`);
        const players = game.minPlayers;
        const seats = Array.from({ length: players }, (_, s) => (s % 2 === 0 ? bot : 'random'));
        const r = playChecked(game, players, opts.options, 'b0'.repeat(32), `bot ${bot}`, seats);
        expect(r.stats.versions).toBeGreaterThan(1);
      },
      120_000,
    );
  }
});

describe('the checker itself', () => {
  const snap = (
    game: string,
    seats: string[][],
    spectator: string[] = [],
    views: object[] = seats.map(() => ({})),
    spect: object = {},
  ) =>
    snapshotOf(game, {
      views: views.map((v, s) => ({ ...v, yourCards: seats[s] })),
      legalMoves: [],
      spectator: { ...spect, yourCards: spectator },
    });

  it('flags a card seen by two seats, too many private cards, a hand shown to the spectator, a leaking log or message', () => {
    expect(() =>
      new HiddenInfoTracker('texas-holdem', 2, {}).observe(
        0,
        snap('texas-holdem', [
          ['As', 'Kd'],
          ['As', '2c'],
        ]),
      ),
    ).toThrow(/visible to seats 0 and 1/);
    expect(() =>
      new HiddenInfoTracker('texas-holdem', 2, {}).observe(0, snap('texas-holdem', [['As', 'Kd', 'Qc'], []])),
    ).toThrow(/3 private cards/);
    expect(() =>
      new HiddenInfoTracker('texas-holdem', 2, {}).observe(0, snap('texas-holdem', [['As'], []], ['As'])),
    ).toThrow(/seat 1 does not/);
    const holder = { you: 0, yourCards: ['As', 'Kd'], players: [{ seat: 0, shown: false }] };
    expect(() =>
      new HiddenInfoTracker('texas-holdem', 2, {}).observe(
        0,
        snap(
          'texas-holdem',
          [
            ['As', 'Kd'],
            ['As', 'Kd'],
          ],
          ['As', 'Kd'],
          [holder, {}],
        ),
      ),
    ).toThrow(/hidden card As is in the spectator view/);
    expect(() =>
      new HiddenInfoTracker('euchre', 4, {}).observe(
        0,
        snap('euchre', [[], [], [], []], [], [{ lastHand: { c: '9h' } }, {}, {}, {}]),
      ),
    ).toThrow(/differ from the spectator/);
    expect(() =>
      new HiddenInfoTracker('euchre', 4, {}).observe(0, snap('euchre', [['9h'], [], [], []], ['9h'])),
    ).toThrow(/spectator view holds a hand/);
    // a folded or mucked hand shown to everyone looks public to the generic checks: the game's own rules catch it
    const folded = {
      you: 1,
      players: [{ seat: 0, status: 'folded', shown: false, holeCards: ['As', 'Kd'] }],
    };
    expect(() =>
      new HiddenInfoTracker('texas-holdem', 2, {}).observe(
        0,
        snap('texas-holdem', [[], []], [], [{}, folded]),
      ),
    ).toThrow(/visible but not shown/);
    const mucked = {
      lastHand: { uncontested: false, shown: [{ seat: 0, cards: ['As', 'Kd'] }], mucked: [0] },
    };
    expect(() =>
      new HiddenInfoTracker('texas-holdem', 2, { allowMuck: true }).observe(
        0,
        snap('texas-holdem', [[], []], [], [mucked, mucked], mucked),
      ),
    ).toThrow(/mucked hand was shown/);
    const t = new HiddenInfoTracker('euchre', 4, {});
    t.observe(0, snap('euchre', [['9h'], [], [], []]));
    t.observe(1, snap('euchre', [[], [], [], []]));
    expect(() => t.checkLog(0, [{ seq: 1, seat: 0, move: { type: 'discard', card: '9h' } }])).not.toThrow();
    expect(() => t.checkLog(1, [{ seq: 1, seat: 0, move: { type: 'discard', card: '9h' } }])).toThrow(
      /shows 9h to seat 1/,
    );
    const s1 = snap('euchre', [[], ['Ac'], [], []]);
    expect(() => t.checkError(1, s1, { card: 'Kc' }, 'not in your hand: 9h')).toThrow(/names 9h/);
    expect(() =>
      t.checkError(1, s1, { card: 'Kc' }, 'Kc is not yours (Ac is); cards like "As"'),
    ).not.toThrow();
  });
});
