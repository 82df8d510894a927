/**
 * Hold'em hands in the ACPC dealer's terms (acpc.ts, acpc-game.ts): hands played through Cardroom's
 * rules give the lines the protocol describes (shared/acpc.md's examples, line by line as the dealer
 * sends them: the hand dealt, each action, the end with the showdown cards), and the log of whole
 * matches of the two ACPC presets replays through an ACPC-rules reader of the tests' own
 * (test/util/acpc-rules.ts: every action valid by the protocol, values as its rules give them).
 */
import { replay } from '../engine/driver';
import { rngFromSeed } from '../engine/random';
import { texasHoldem, type HoldemState } from '../engine/texas-holdem';
import { dealHand } from '../engine/texas-holdem/rules';
import { options, stackedDeck } from '../engine/texas-holdem/test-helpers';
import { mustApply } from '../engine/testing';
import { LIMIT_2P, NOLIMIT_2P, replayStateLine } from '../../test/util/acpc-rules';
import {
  acpcHandOf,
  acpcHandsOfMatch,
  acpcLog,
  acpcValue,
  cardroomHandOfHistory,
  matchStateLine,
  stateLine,
  type CardroomHand,
} from './acpc';
import {
  acpcGameOfOptions,
  type AcpcGame,
  cardroomOptionsOf,
  parseAcpcGame,
  positionOfSeat,
  seatOfPosition,
} from './acpc-game';
import { holdemHands } from './holdem-hands';
import { botMatch } from './testing';

const NOLIMIT = texasHoldem.presets!.find((p) => p.name === 'acpc-nolimit-2p')!.options;
const LIMIT = texasHoldem.presets!.find((p) => p.name === 'acpc-limit-2p')!.options;
const rng = rngFromSeed('ac'.repeat(16), 'acpc');
const NAMES = ['ana', 'bob'];

/** A hand dealt from a stacked deck with `button` on the button, its moves `[seat, move]` played. */
function playHand(
  opts: Record<string, unknown>,
  button: number,
  holes: Record<number, string>,
  board: string,
  moves: [number, Record<string, unknown>][],
): HoldemState {
  let s = texasHoldem.setup(2, options({ ...opts, maxHands: 5 }), rng);
  s = { ...s, button };
  s = dealHand(s, stackedDeck(s, holes, board));
  for (const [seat, move] of moves) {
    for (let next = texasHoldem.advance(s, rng); next && s.toAct === null; next = texasHoldem.advance(s, rng))
      s = next;
    s = mustApply(texasHoldem, s, seat, move as never);
  }
  for (
    let next = texasHoldem.advance(s, rng);
    next && s.phase !== 'hand-end';
    next = texasHoldem.advance(s, rng)
  )
    s = next;
  expect(s.phase).toBe('hand-end');
  return s;
}

/** The settled hand as the ACPC forms read it (the views: lastHand, every seat's own cards). */
function cardroomHand(s: HoldemState): CardroomHand {
  const last = texasHoldem.view(s, null).lastHand!;
  return {
    handNumber: last.handNumber,
    button: last.button,
    log: last.log,
    board: last.board,
    holeCards: [0, 1].map((seat) => texasHoldem.view(s, seat).players[seat].holeCards),
    results: last.results,
    names: NAMES,
  };
}

const gameOf = (o: Record<string, unknown>) => acpcGameOfOptions(o, 2) as AcpcGame;

describe('the lines of one hand, as the dealer sends them', () => {
  it("shared/acpc.md's no-limit hand 30, position 0 (the big blind): every line to the showdown", () => {
    const g = gameOf(NOLIMIT);
    // seat 0 is the button (position 1), seat 1 the big blind (position 0)
    const s = playHand(NOLIMIT, 0, { 1: '9s 8h', 0: '9c 6h' }, '8c 8d 5c 6s 2d', [
      [0, { type: 'call' }],
      [1, { type: 'check' }],
      [1, { type: 'bet', amount: 150 }],
      [0, { type: 'call' }],
      [1, { type: 'bet', amount: 250 }],
      [0, { type: 'call' }],
      [1, { type: 'bet', amount: 750 }],
      [0, { type: 'call' }],
    ]);
    const hand = acpcHandOf(g, cardroomHand(s), 30);
    expect(hand.seats).toEqual([1, 0]);
    const lines = Array.from({ length: hand.actions.length + 1 }, (_, k) => matchStateLine(g, hand, 0, k));
    expect(lines).toEqual([
      'MATCHSTATE:0:30::9s8h|',
      'MATCHSTATE:0:30:c:9s8h|',
      'MATCHSTATE:0:30:cc/:9s8h|/8c8d5c',
      'MATCHSTATE:0:30:cc/r250:9s8h|/8c8d5c',
      'MATCHSTATE:0:30:cc/r250c/:9s8h|/8c8d5c/6s',
      'MATCHSTATE:0:30:cc/r250c/r500:9s8h|/8c8d5c/6s',
      'MATCHSTATE:0:30:cc/r250c/r500c/:9s8h|/8c8d5c/6s/2d',
      'MATCHSTATE:0:30:cc/r250c/r500c/r1250:9s8h|/8c8d5c/6s/2d',
      // shared/acpc.md: the end of a showdown, both hands shown
      'MATCHSTATE:0:30:cc/r250c/r500c/r1250c:9s8h|9c6h/8c8d5c/6s/2d',
    ]);
    // the other position sees its own cards only until the showdown
    expect(matchStateLine(g, hand, 1, 3)).toBe('MATCHSTATE:1:30:cc/r250:|9c6h/8c8d5c');
    expect(stateLine(g, hand)).toBe(
      'STATE:30:cc/r250c/r500c/r1250c:9s8h|9c6h/8c8d5c/6s/2d:1250|-1250:bob|ana',
    );
    expect(replayStateLine(NOLIMIT_2P, stateLine(g, hand)).parsed.values).toEqual([1250, -1250]);
  });

  it("shared/acpc.md's answer on the flop: position 0 raised preflop to 300 and bets to 600", () => {
    const g = gameOf(NOLIMIT);
    const s = playHand(NOLIMIT, 0, { 1: '9s 8h', 0: '9c 6h' }, '8c 8d 5c 6s 2d', [
      [0, { type: 'call' }],
      [1, { type: 'raise', to: 300 }],
      [0, { type: 'call' }],
      [1, { type: 'bet', amount: 300 }],
      [0, { type: 'fold' }],
    ]);
    const hand = acpcHandOf(g, cardroomHand(s), 31);
    expect(matchStateLine(g, hand, 0, 3)).toBe('MATCHSTATE:0:31:cr300c/:9s8h|/8c8d5c');
    expect(hand.actions[3]).toEqual({ position: 0, round: 1, code: 'r', total: 600 });
    // a fold ends it: nothing more is shown
    expect(matchStateLine(g, hand, 0, 5)).toBe('MATCHSTATE:0:31:cr300c/r600f:9s8h|/8c8d5c');
    expect(stateLine(g, hand)).toBe('STATE:31:cr300c/r600f:9s8h|9c6h/8c8d5c:300|-300:bob|ana');
  });

  it('an all-in called preflop: the board runs out, the line is written on the last round', () => {
    const g = gameOf(NOLIMIT);
    const s = playHand(NOLIMIT, 1, { 0: 'Ah As', 1: 'Kd Kc' }, 'Qd 7c 2h 9s 3d', [
      [1, { type: 'all-in' }],
      [0, { type: 'call' }],
    ]);
    const hand = acpcHandOf(g, cardroomHand(s));
    // seat 1 is the button: position 1; seat 0 the big blind, position 0
    expect(hand.seats).toEqual([0, 1]);
    expect(matchStateLine(g, hand, 1, 1)).toBe('MATCHSTATE:1:0:r20000:|KdKc');
    expect(matchStateLine(g, hand, 1, 2)).toBe('MATCHSTATE:1:0:r20000c///:AhAs|KdKc/Qd7c2h/9s/3d');
    const line = stateLine(g, hand);
    expect(line).toBe('STATE:0:r20000c///:AhAs|KdKc/Qd7c2h/9s/3d:20000|-20000:ana|bob');
    replayStateLine(NOLIMIT_2P, line);
  });

  it('limit: bare raises to the cap of the round (4 bets), a fold on the turn', () => {
    const g = gameOf(LIMIT);
    const s = playHand(LIMIT, 0, { 0: 'Td As', 1: '8h Tc' }, '2c 8c 3h 9c Kh', [
      [0, { type: 'raise', to: 20 }],
      [1, { type: 'raise', to: 30 }],
      [0, { type: 'raise', to: 40 }],
      [1, { type: 'call' }],
      [1, { type: 'check' }],
      [0, { type: 'bet', amount: 10 }],
      [1, { type: 'call' }],
      [1, { type: 'bet', amount: 20 }],
      [0, { type: 'fold' }],
    ]);
    const hand = acpcHandOf(g, cardroomHand(s), 0);
    expect(matchStateLine(g, hand, 1, 3)).toBe('MATCHSTATE:1:0:rrr:|TdAs');
    expect(matchStateLine(g, hand, 1, 4)).toBe('MATCHSTATE:1:0:rrrc/:|TdAs/2c8c3h');
    expect(stateLine(g, hand)).toBe('STATE:0:rrrc/crc/rf:8hTc|TdAs/2c8c3h/9c:50|-50:bob|ana');
    const { hand: replayed } = replayStateLine(LIMIT_2P, stateLine(g, hand));
    expect(replayed.spent).toEqual([70, 50]);
  });

  it('values print as the dealer prints them', () => {
    expect([acpcValue(100), acpcValue(-1250), acpcValue(0), acpcValue(-0), acpcValue(12.5)]).toEqual([
      '100',
      '-1250',
      '0',
      '0',
      '12.5',
    ]);
  });
});

describe('whole matches of the ACPC presets: the log replays through the ACPC rules', () => {
  it.each([
    ['no-limit', NOLIMIT, NOLIMIT_2P, ['basic', 'random'], 'd1'],
    ['no-limit, advanced', NOLIMIT, NOLIMIT_2P, ['advanced', 'basic'], 'd2'],
    ['limit', LIMIT, LIMIT_2P, ['random', 'basic'], 'd3'],
  ] as const)(
    '%s: every line valid, values as the rules give them, totals the match scores',
    (_n, o, rules, bots, b) => {
      const opts = options({ ...o, maxHands: 60 });
      const src = botMatch(texasHoldem, 2, opts, b.repeat(32), [...bots]);
      const g = gameOf(opts);
      const hands = acpcHandsOfMatch(texasHoldem, src, g, NAMES);
      expect(hands).toHaveLength(60);
      const log = acpcLog(g, hands, { matchId: 'm', seed: src.seed, names: NAMES });
      const lines = log.trimEnd().split('\n');
      expect(lines[0]).toMatch(/^# name\/game\/hands\/seed m holdem\.(no)?limit\.2p 60 /);
      const states = lines.filter((l) => l.startsWith('STATE:'));
      expect(states).toHaveLength(60);
      const totals = [0, 0];
      states.forEach((line, h) => {
        const { parsed } = replayStateLine(rules, line);
        expect(parsed.hand).toBe(h);
        // positions rotate every hand: seat h mod 2 is the button, position 1
        expect(parsed.names).toEqual(h % 2 === 0 ? ['bob', 'ana'] : ['ana', 'bob']);
        parsed.values!.forEach((v, p) => (totals[hands[h].seats[p]] += v));
      });
      // the same hands rebuilt from the hand histories (the bridge's way for a hand it did not see end)
      const histories = holdemHands(texasHoldem, src, { viewers: [0, 1] });
      expect(histories.map((h) => stateLine(g, acpcHandOf(g, cardroomHandOfHistory(h, NAMES))))).toEqual(
        states,
      );
      const final = texasHoldem.result(replay(texasHoldem, 2, opts, src.seed, src.moves))!;
      expect(totals).toEqual(final.scores);
      expect(lines.at(-1)).toBe(`SCORE:${totals.map(acpcValue).join('|')}:ana|bob`);
    },
  );
});

describe('.game files', () => {
  const nolimit = `# the competition's game
GAMEDEF
nolimit
numPlayers = 2
numRounds = 4
stack = 20000 20000
blind = 100 50
firstPlayer = 2 1 1 1
numSuits = 4
numRanks = 13
numHoleCards = 2
numBoardCards = 0 3 1 1
END GAMEDEF
`;
  const limit = nolimit
    .replace('nolimit', 'limit')
    .replace('stack = 20000 20000\n', '')
    .replace('blind = 100 50', 'blind = 10 5\nraiseSize = 10 10 20 20\nmaxRaises = 3 4 4 4');

  it('maps the two standard games onto the presets', () => {
    const n = cardroomOptionsOf(parseAcpcGame(nolimit));
    expect(n).toEqual({ ok: true, options: { ...NOLIMIT, maxHands: undefined } });
    const l = cardroomOptionsOf(parseAcpcGame(limit));
    expect(l.ok && l.options).toMatchObject({ bettingStructure: 'fixed-limit', smallBlind: 5, bigBlind: 10 });
    // positions: heads-up the big blind is position 0, the button position 1
    const g = parseAcpcGame(nolimit);
    expect([seatOfPosition(g, 0, 0), seatOfPosition(g, 0, 1), positionOfSeat(g, 1, 1)]).toEqual([1, 0, 1]);
  });

  it('reads swapped blinds as written, and the three-player games', () => {
    const swapped = parseAcpcGame(
      nolimit.replace('blind = 100 50', 'blind = 50 100').replace('2 1 1 1', '1 2 2 2'),
    );
    expect(cardroomOptionsOf(swapped).ok).toBe(true);
    // position 0 posts the small blind: it is the button
    expect(seatOfPosition(swapped, 1, 0)).toBe(1);
    const three = parseAcpcGame(
      nolimit
        .replace('numPlayers = 2', 'numPlayers = 3')
        .replace('20000 20000', '20000 20000 20000')
        .replace('blind = 100 50', 'blind = 50 100 0')
        .replace('2 1 1 1', '3 1 1 1'),
    );
    expect(cardroomOptionsOf(three).ok).toBe(true);
    expect([0, 1, 2].map((p) => seatOfPosition(three, 0, p))).toEqual([1, 2, 0]);
  });

  it.each([
    ['numRounds = 4', 'numRounds = 3', /4 betting rounds/],
    ['numRanks = 13', 'numRanks = 3', /52-card deck/],
    ['numHoleCards = 2', 'numHoleCards = 1', /2 hole cards/],
    ['stack = 20000 20000', 'stack = 20000 400', /same stack/],
    ['stack = 20000 20000\n', '', /needs a stack/],
    ['firstPlayer = 2 1 1 1', 'firstPlayer = 1 1 1 1', /first players are 2 1 1 1/],
    ['blind = 100 50', 'blind = 100 0', /a small and a big blind/],
    ['nolimit', 'nolimit\nmaxRaises = 3 4 4 4', /no cap on raises/],
  ])('refuses a game it cannot play, with the reason: %s → %s', (from, to, reason) => {
    const r = cardroomOptionsOf(parseAcpcGame(nolimit.replace(from, to)));
    expect(r.ok).toBe(false);
    expect(!r.ok && r.reason).toMatch(reason);
  });

  it('refuses limit games of other sizes or caps, and files that are not game definitions', () => {
    expect(cardroomOptionsOf(parseAcpcGame(limit.replace('3 4 4 4', '4 4 4 4')))).toMatchObject({
      ok: false,
    });
    expect(cardroomOptionsOf(parseAcpcGame(limit.replace('10 10 20 20', '10 10 10 10')))).toMatchObject({
      ok: false,
    });
    expect(() => parseAcpcGame('hello')).toThrow(/no GAMEDEF/);
    expect(() => parseAcpcGame('GAMEDEF\nnumPlayers = two\nEND GAMEDEF')).toThrow(/expected numbers/);
    expect(() => parseAcpcGame(nolimit.replace('END GAMEDEF', ''))).toThrow(/no END GAMEDEF/);
  });
});
