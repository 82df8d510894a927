/**
 * The `advanced` and `expert` bots (bots-advanced.ts, bots-expert.ts) and the range reading they share
 * (bots-ranges.ts): constructed hands where the right move is plain, determinism, the last hand of a
 * capped match, and short matches in every betting structure and variant.
 */
import { parseCard } from '../cards';
import { playout } from '../playout';
import { rngFromSeed } from '../random';
import { mustApply } from '../testing';
import type { Move } from '../types';
import { comboEquities, comboIndex, equityVsRanges, readRanges } from './bots-ranges';
import { texasHoldem } from './index';
import { advanceToMove, newHand, options } from './test-helpers';
import type { HoldemOptions, HoldemState } from './types';

const LEVELS = ['advanced', 'expert'] as const;
const cards = (s: string) => s.split(' ').map(parseCard);

function decide(level: string, s: HoldemState, seat: number, seed = 'ab'): Move {
  return texasHoldem.bots[level]({
    seat,
    view: texasHoldem.view(s, seat),
    legalMoves: texasHoldem.legalMoves(s, seat),
    options: s.options,
    rng: rngFromSeed(seed.repeat(16), 'bot'),
  });
}

/** Heads-up (seat 0 is the button and small blind): both players check down to the river. */
function river(holes: Record<number, string>, board: string, o: Partial<HoldemOptions> = {}): HoldemState {
  let s = advanceToMove(newHand(o, 2, holes, board));
  s = mustApply(texasHoldem, s, 0, { type: 'call' });
  s = mustApply(texasHoldem, s, 1, { type: 'check' });
  for (let street = 0; street < 2; street++) {
    s = advanceToMove(s);
    s = mustApply(texasHoldem, s, 1, { type: 'check' });
    s = mustApply(texasHoldem, s, 0, { type: 'check' });
  }
  return advanceToMove(s);
}

const aggressive = (m: Move) => ['bet', 'raise', 'all-in'].includes(m.type);

describe('range reading', () => {
  it('reads a big raise as a strong range and a check as a capped one', () => {
    let s = advanceToMove(newHand({}, 2, { 0: '2c 3d', 1: '4h 5s' }, 'Kc 8d 2h 9s Jd'));
    s = mustApply(texasHoldem, s, 0, { type: 'raise', to: 40 });
    const me = cards('4h 5s');
    const r = readRanges(texasHoldem.view(s, 1), 1, me, []).ranges.get(0)!;
    const aces = r[comboIndex(parseCard('Ac'), parseCard('Ad'))];
    const junk = r[comboIndex(parseCard('7c'), parseCard('2d'))];
    expect(aces).toBeGreaterThan(5 * junk);
    expect(junk).toBeGreaterThan(0); // bluffs keep some weight
    expect(r[comboIndex(parseCard('4h'), parseCard('Ac'))]).toBe(0); // my own cards

    let c = advanceToMove(newHand({}, 2, {}, 'Ac Ad 7h 3s 2d'));
    c = mustApply(texasHoldem, c, 0, { type: 'call' });
    c = mustApply(texasHoldem, c, 1, { type: 'check' });
    c = advanceToMove(c);
    c = mustApply(texasHoldem, c, 1, { type: 'check' });
    const v = texasHoldem.view(c, 0);
    const w = readRanges(v, 0, cards(v.yourCards!.join(' ')), cards(v.board.join(' '))).ranges.get(1)!;
    // on A A 7, a check makes trips (an ace) less likely than a hand with nothing more than the board's pair
    expect(w[comboIndex(parseCard('As'), parseCard('Kc'))]).toBeLessThan(
      0.7 * w[comboIndex(parseCard('Kd'), parseCard('5h'))],
    );
  });

  it('computes equity against ranges: Monte Carlo and per combo agree with exact values', () => {
    const rng = rngFromSeed('cd'.repeat(16), 'eq');
    const kings = new Float64Array(1326);
    kings[comboIndex(parseCard('Kc'), parseCard('Kd'))] = 1;
    // aces against kings preflop: about 81 % to 82 %
    expect(equityVsRanges(cards('As Ah'), [], [kings], 4000, rng)).toBeGreaterThan(0.78);
    expect(equityVsRanges(cards('As Ah'), [], [kings], 4000, rng)).toBeLessThan(0.86);
    // the river exactly: the royal flush beats every combo, a pair of twos on this board loses to most
    const royal = comboEquities(cards('As Ks'), cards('Qs Js Ts 4h 3d'), 0, rng);
    expect([...royal].filter((x) => !Number.isNaN(x)).every((x) => x === 1)).toBe(true);
    const twos = comboEquities(cards('2c 2d'), cards('Qs Js Ts 4h 3d'), 0, rng);
    expect(twos[comboIndex(parseCard('Ah'), parseCard('Kh'))]).toBe(0);
    expect(twos[comboIndex(parseCard('5h'), parseCard('6h'))]).toBe(1);
  });
});

describe.each(LEVELS)('the %s bot', (level) => {
  it('bets the nuts on the river and folds nothing to a pot-sized bet', () => {
    const s = river({ 0: '7d 2c', 1: 'As Ks' }, 'Qs Js Ts 4h 3d');
    expect(aggressive(decide(level, s, 1))).toBe(true);
    const bet = mustApply(texasHoldem, s, 1, { type: 'bet', amount: 20 });
    expect(decide(level, bet, 0)).toEqual({ type: 'fold' });
  });

  it('raises with the nuts when bet into, and does not fold aces preflop', () => {
    const s = river({ 0: 'As Ks', 1: '7d 2c' }, 'Qs Js Ts 4h 3d');
    const bet = mustApply(texasHoldem, s, 1, { type: 'bet', amount: 20 });
    expect(aggressive(decide(level, bet, 0))).toBe(true);
    let p = advanceToMove(newHand({}, 2, { 0: '9c 8c', 1: 'Ah Ad' }, '2c 3d 4h 9s Jd'));
    p = mustApply(texasHoldem, p, 0, { type: 'raise', to: 60 });
    expect(['call', 'raise', 'all-in']).toContain(decide(level, p, 1).type);
  });

  it('makes the same move from the same seed', () => {
    const s = advanceToMove(newHand({}, 2, { 0: 'Tc 9d' }, '2c 3d 4h 9s Jd'));
    for (const seed of ['01', '02', '03'])
      expect(decide(level, s, 0, seed)).toEqual(decide(level, s, 0, seed));
  });

  it('plays the last hand of a capped match for the match: keeps a safe lead, risks all when behind', () => {
    // maxHands 1: the first hand is the last; seat 0 leads 1100 to 900: calling the trailer's all in
    // with aces risks the match (about 15 %), folding wins it
    let lead = advanceToMove(newHand({ maxHands: 1 }, 2, { 0: 'Ah Ad' }, '2c 3d 4h 9s Jd', [1100, 900]));
    lead = mustApply(texasHoldem, lead, 0, { type: 'call' });
    lead = mustApply(texasHoldem, lead, 1, { type: 'all-in' });
    expect(decide(level, lead, 0)).toEqual({ type: 'fold' });
    const behind = advanceToMove(newHand({ maxHands: 1 }, 2, { 0: '7h 2d' }, '2c 3d 4h 9s Jd', [500, 1500]));
    expect(['raise', 'all-in']).toContain(decide(level, behind, 0).type);
  });

  it.each([
    ['no-limit, 3 players', 3, {}],
    ['pot-limit, heads-up', 2, { bettingStructure: 'pot-limit' }],
    ['fixed-limit, 4 players with antes', 4, { bettingStructure: 'fixed-limit', ante: 2 }],
    ['no-betting, 3 players', 3, { variant: 'no-betting' }],
    ['no-betting with antes, heads-up', 2, { variant: 'no-betting', ante: 5, openingBet: 10 }],
  ] as const)('plays only legal moves: %s', (_name, players, o) => {
    const opts = options({ maxHands: 4, startingStack: 300, ...o });
    let moves = 0;
    const report = playout<HoldemState, HoldemOptions>({
      game: texasHoldem,
      players,
      options: opts,
      seed: Buffer.from(`${level}:${_name}`).toString('hex').padEnd(64, '0').slice(0, 64),
      chooseMove: (state, seat, legalMoves, rng) => {
        moves++;
        // the level under test in every other seat, basic in the rest
        const bot = seat % 2 === 0 ? level : 'basic';
        return texasHoldem.bots[bot]({
          seat,
          view: texasHoldem.view(state, seat),
          legalMoves,
          options: opts,
          rng,
        });
      },
    });
    expect(report.rejected).toBe(0);
    expect(texasHoldem.result(report.state)).not.toBeNull();
    expect(moves).toBeGreaterThan(players);
  });
});
