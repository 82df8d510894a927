/**
 * The rollout bots of East-West (bots-rollout.ts): the partial-hand strength table, the placement
 * policy, and the `advanced` and `expert` levels in a constructed position, deterministic for a seed.
 */
import { type Card, cards, deck32 } from '../cards';
import { optionDefaults } from '../options';
import { rankers } from '../poker';
import { rngFromSeed } from '../random';
import { eastWest, type EastWestOptions, type EastWestState, layoutOf, policyColumn, strengthTable } from '.';
import { setup } from './rules';

const defaults = optionDefaults(eastWest.optionsSchema) as EastWestOptions;
const pos = (text: string) => cards(text).map((c) => c - 20);

describe('east-west strength table', () => {
  const t = strengthTable(defaults);
  const read = (text: string) => {
    const p = pos(text).sort((a, b) => a - b);
    let idx = 0;
    const binom = (n: number, k: number) => {
      let v = 1;
      for (let i = 0; i < k; i++) v = (v * (n - i)) / (i + 1);
      return Math.round(v);
    };
    p.forEach((x, i) => (idx += binom(x, i + 1)));
    return t.byCount[p.length][idx];
  };

  it('gives a full hand its share of the 5-card hands it beats (ties half)', () => {
    const { rank5 } = rankers({ deck: 32, ...defaults });
    const hand = cards('Ah Ad Kc Ks 7d');
    const value = rank5(hand[0], hand[1], hand[2], hand[3], hand[4]);
    let below = 0;
    let equal = 0;
    let total = 0;
    const d = deck32();
    for (let a = 0; a < 32; a++)
      for (let b = a + 1; b < 32; b++)
        for (let c = b + 1; c < 32; c++)
          for (let e = c + 1; e < 32; e++)
            for (let f = e + 1; f < 32; f++) {
              const v = rank5(d[a], d[b], d[c], d[e], d[f]);
              total++;
              if (v < value) below++;
              else if (v === value) equal++;
            }
    expect(read('Ah Ad Kc Ks 7d')).toBeCloseTo((below + equal / 2) / total, 5);
  });

  it('averages partial hands over their completions: pairs above junk, one card near one half', () => {
    expect(read('Ah Ad')).toBeGreaterThan(read('Ah 7d'));
    expect(read('Ah Ad As')).toBeGreaterThan(read('Ah Ad'));
    const singles = deck32().map((c) => t.byCount[1][c - 20]);
    expect(singles.reduce((a, b) => a + b, 0) / 32).toBeCloseTo(0.5, 5);
  });
});

describe('east-west placement policy', () => {
  it('puts a card where it makes a pair with its own side, not where the column is decided', () => {
    const t = strengthTable(defaults);
    const layout = layoutOf(t, [
      pos('Ah 7c'),
      pos('9d 8s'),
      pos('Ts'),
      pos('Ah Kc'),
      pos('9d Jd'),
      pos('Ts Qh Qs Qc'),
    ]);
    // seat 0 holds Ad: column 0 pairs its Ah
    expect(policyColumn(t, layout, 0, pos('Ad')[0])).toBe(0);
  });
});

/**
 * Seat 0 started; 21 cards are placed and seat 1 holds Kh, with room in columns 0 and 1. Column 0 (Ah
 * centre): seat 1 has Qh Jh Th, so Kh makes a royal flush against seat 0's full house; column 1 is lost to
 * four sevens whatever seat 1 adds; column 2 is won by four eights. Kh to column 0 wins the round (2
 * columns), to column 1 it wins nothing.
 */
function royalChoice(): EastWestState {
  const s = setup(2, defaults, rngFromSeed('01'.repeat(32), 'setup'));
  const used = cards('Ah 7c 8d Ac Ad 9s 9c 7d 7h 7s Tc Qs Qc Jd Qh Jh Th 9h Td Jc 8s 8c 8h Kd Kh');
  const stock: Card[] = deck32().filter((c) => !used.includes(c));
  return {
    ...s,
    phase: 'place',
    current: 1,
    centre: cards('Ah 7c 8d'),
    columns: [
      [cards('Ac Ad 9s 9c'), cards('Qh Jh Th')],
      [cards('7d 7h 7s Tc'), cards('9h Td Jc')],
      [cards('Qs Qc Jd'), cards('8s 8c 8h Kd')],
    ],
    stock,
    pending: cards('Kh')[0],
    placed: 21,
  };
}

describe.each(['advanced', 'expert'])('east-west %s bot', (level) => {
  const bot = eastWest.bots[level];
  const ctx = (state: EastWestState, seed: string) => ({
    seat: 1,
    view: eastWest.view(state, 1),
    legalMoves: eastWest.legalMoves(state, 1),
    options: defaults,
    rng: rngFromSeed(seed.repeat(32), 'bot'),
  });

  it('completes the royal flush that wins the round', () => {
    const s = royalChoice();
    expect(eastWest.legalMoves(s, 1).map((m) => m.column)).toEqual([0, 1]);
    expect(bot(ctx(s, 'ab'))).toEqual({ type: 'place', column: 0 });
  });

  it('plays the same move for the same seed, a legal one for any seed', () => {
    const s = setup(2, defaults, rngFromSeed('02'.repeat(32), 'setup'));
    let state = s;
    while (state.phase === 'draw') state = eastWest.advance(state, rngFromSeed('03'.repeat(32), 'x'))!;
    const moves = ['ab', 'ab', 'cd'].map((seed) =>
      bot({
        ...ctx(state, seed),
        seat: state.current,
        view: eastWest.view(state, state.current),
        legalMoves: eastWest.legalMoves(state, state.current),
      }),
    );
    expect(moves[0]).toEqual(moves[1]);
    for (const m of moves) expect(eastWest.apply(state, state.current, m).ok).toBe(true);
  });
});
