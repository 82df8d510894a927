import fc from 'fast-check';
import { type Card, cards, cardsToStrings, cardToString, deck52, parseCard } from '../cards';
import { rngFromSeed } from '../random';
import { playout, materialize, isTemplate } from '../playout';
import { resolveOptions } from '../options';
import { evaluate, compareFrontToMiddle } from '../poker';
import * as reference from '../poker/reference';
import { mustApply } from '../testing';
import type { Move } from '../types';
import {
  chinesePoker,
  checkArrangement,
  checkSeatArrangement,
  type ChinesePokerOptions,
  type ChinesePokerState,
  type ChinesePokerView,
} from './index';
import { qualifies } from './arrangement';
import { scoreHand, rowPoints } from './scoring';
import { type Rows, type SpecialHand, SPECIAL_HANDS } from './types';
import {
  anyLegalArrangement,
  bestArrangement,
  findSpecialHands,
  opponentModel,
  randomArrangement,
  solve,
  value3,
  value5,
} from './solver';
import { EXAMPLE_1, WORKED_EXAMPLES, exampleMove, type WorkedExample } from './examples';
import { qualifyingSpecials, strongArrangement, strongModel } from './bots-model';

const OPTS: ChinesePokerOptions = { hands: 4, specialHands: true };
const SEED = 'c0'.repeat(32);

/** A state in the arrange phase where each seat holds the cards of its example rows. */
function stateFor(
  ex: WorkedExample,
  options: ChinesePokerOptions = { hands: 1, specialHands: true },
): ChinesePokerState {
  const s = chinesePoker.setup(ex.players, options, rngFromSeed(SEED, 'setup'));
  const hands: Card[][] = [];
  for (const sub of ex.subs) hands[sub.seat] = cards(`${sub.front} ${sub.middle} ${sub.back}`);
  const used = new Set(hands.flat());
  return { ...s, phase: 'arrange', hands, setAside: deck52().filter((c) => !used.has(c)) };
}

const timeoutMoveOf = (s: ChinesePokerState, seat: number) =>
  chinesePoker.timeoutMove!(s, seat, rngFromSeed(SEED, 'timeout'));

function rowsOf(s: { front: string; middle: string; back: string }): Rows {
  return { front: cards(s.front), middle: cards(s.middle), back: cards(s.back) };
}

describe("the solver's row values agree with the reference evaluator", () => {
  it('on random 5-card and 3-card hands, and on the front-to-middle check', () => {
    const rng = rngFromSeed(SEED, 'fast-eval');
    for (let i = 0; i < 5000; i++) {
      const d = rng.shuffle(deck52());
      const five = d.slice(0, 5);
      expect(value5(five[0], five[1], five[2], five[3], five[4])).toBe(reference.evaluate(five).value);
      const three = d.slice(5, 8);
      expect(value3(three[0], three[1], three[2])).toBe(reference.evaluate(three).value);
      const cmp = compareFrontToMiddle(evaluate(three), evaluate(five));
      expect(
        value3(three[0], three[1], three[2]) <= value5(five[0], five[1], five[2], five[3], five[4]),
      ).toBe(cmp <= 0);
    }
  });
  it('on every category, including wheels and trips/pairs in front', () => {
    for (const h of [
      'As 2d 3c 4h 5s',
      'Ah 2h 3h 4h 5h',
      'Ts Js Qs Ks As',
      '9h 9d 9c 9s 2d',
      'Kd Kc Kh 6s 6d',
      'Ah Jh 9h 6h 3h',
      'Kd Kc 7h 7s 2d',
      'Qc Qd 9s 8h 2c',
      '7c 7d 7h Ks 2s',
      'Ac Kd 9h 6s 3h',
    ]) {
      const c = cards(h);
      expect(value5(c[0], c[1], c[2], c[3], c[4])).toBe(reference.evaluate(c).value);
    }
    for (const h of ['8h 8d 8c', 'As Ad Jc', 'Ah Kd Qd', '2c 2d Ac', 'Ac Ad 2c']) {
      const c = cards(h);
      expect(value3(c[0], c[1], c[2])).toBe(reference.evaluate(c).value);
    }
  });
});

describe('worked examples (docs/rules/chinese-poker.md §10)', () => {
  it.each(WORKED_EXAMPLES.map((e) => [e.name, e] as const))('%s: scoreHand', (_name, ex) => {
    const subs = ex.subs.map((s, i) => ({
      seat: s.seat,
      order: i + 1,
      kind: s.type,
      declared: s.hand ?? null,
      rows: rowsOf(s),
    }));
    subs.sort((a, b) => a.seat - b.seat);
    const r = scoreHand(subs);
    expect(r.points).toEqual(ex.points);
    expect(r.points.reduce((a, b) => a + b, 0)).toBe(0);
  });

  it.each(WORKED_EXAMPLES.map((e) => [e.name, e] as const))('%s: through the engine', (_name, ex) => {
    let s = stateFor(ex);
    for (const sub of ex.subs) {
      expect(chinesePoker.toAct(s)).toContain(sub.seat);
      s = mustApply(chinesePoker, s, sub.seat, exampleMove(sub) as Move);
      expect(chinesePoker.toAct(s)).not.toContain(sub.seat);
    }
    const revealed = chinesePoker.advance(s, rngFromSeed(SEED, 'a'));
    expect(revealed).not.toBeNull();
    expect(revealed!.phase).toBe('match-over');
    expect(chinesePoker.scores(revealed!)).toEqual(ex.points);
    const v = chinesePoker.view(revealed!, null);
    expect(v.lastReveal!.points).toEqual(ex.points);
    // the submission order is public at the reveal
    expect(ex.subs.map((sub) => v.lastReveal!.submissions[sub.seat].order)).toEqual(
      ex.subs.map((_, i) => i + 1),
    );
    const r = chinesePoker.result(revealed!)!;
    const top = Math.max(...ex.points);
    expect(r.winners).toEqual(ex.points.flatMap((p, i) => (p === top ? [i] : [])));
  });

  it('Example 1: per-row winners', () => {
    const ex = EXAMPLE_1;
    const r = scoreHand(
      ex.subs.map((s, i) => ({ seat: s.seat, order: i + 1, kind: s.type, declared: null, rows: rowsOf(s) })),
    );
    expect(r.pairs[0].rows.map((x) => [x.row, x.winner, x.points])).toEqual([
      ['front', 0, 1],
      ['middle', 1, 1],
      ['back', 0, 1],
    ]);
  });

  it('Example 3: Johann wins 3 + 1 + 5 from each opponent', () => {
    const ex = WORKED_EXAMPLES[2];
    const r = scoreHand(
      ex.subs.map((s, i) => ({ seat: s.seat, order: i + 1, kind: s.type, declared: null, rows: rowsOf(s) })),
    );
    for (const p of r.pairs.filter((x) => x.seats[0] === 0)) {
      expect(p.rows.map((x) => [x.winner, x.points])).toEqual([
        [0, 3],
        [0, 1],
        [0, 5],
      ]);
      expect(p.net).toBe(9);
    }
  });

  it('Example 4: the dragon is effective, the six-pairs void; the variant makes six-pairs effective', () => {
    const [ex, variant] = [WORKED_EXAMPLES[3], WORKED_EXAMPLES[4]];
    const mk = (e: WorkedExample) =>
      scoreHand(
        e.subs
          .map((s, i) => ({
            seat: s.seat,
            order: i + 1,
            kind: s.type,
            declared: s.hand ?? null,
            rows: rowsOf(s),
          }))
          .sort((a, b) => a.seat - b.seat),
      );
    const r = mk(ex);
    expect(r.effective).toEqual({ seat: 1, hand: 'dragon' });
    expect(r.voided).toEqual([0]);
    const p02 = r.pairs.find((p) => p.seats[0] === 0 && p.seats[1] === 2)!;
    expect(p02.rows.map((x) => [x.winner, x.points])).toEqual([
      [2, 1],
      [2, 2],
      [2, 5],
    ]);
    const v = mk(variant);
    expect(v.effective).toEqual({ seat: 0, hand: 'six-pairs' });
    expect(v.voided).toEqual([]);
  });

  it('Example 5: rejected submissions', () => {
    let s = stateFor(EXAMPLE_1);
    const bad1 = {
      type: 'arrange',
      front: ['6s', '6c', '4h'],
      middle: ['3h', '3d', '3s', '2h', '2d'],
      back: ['Td', 'Ts', '9c', 'Qs', '8c'],
    };
    const r1 = chinesePoker.apply(s, 0, bad1);
    expect(r1).toMatchObject({ ok: false, reason: 'rows-out-of-order' });
    expect(!r1.ok && r1.message).toMatch(/Full house, Threes over Twos.*Pair of Tens/);
    expect(chinesePoker.apply(s, 0, { ...bad1, front: ['6s', '6c'] })).toMatchObject({
      ok: false,
      reason: 'wrong-row-size',
    });
    const ex1 = exampleMove(EXAMPLE_1.subs[0]);
    expect(chinesePoker.apply(s, 0, { ...ex1, type: 'declare', hand: 'six-pairs' } as Move)).toMatchObject({
      ok: false,
      reason: 'special-hand-not-qualified',
    });
    s = mustApply(chinesePoker, s, 0, ex1 as Move);
    expect(chinesePoker.apply(s, 0, ex1 as Move)).toMatchObject({ ok: false, reason: 'already-submitted' });
    expect(chinesePoker.apply(s, 0, { ...ex1, type: 'declare', hand: 'dragon' } as Move)).toMatchObject({
      ok: false,
      reason: 'already-submitted',
    });
  });
});

/** A 2-player state in the arrange phase where seat 0 holds exactly the cards of `rows` (seat 1 the next 13 others). */
function stateHolding(
  rows: { front: string; middle: string; back: string },
  options: ChinesePokerOptions = { hands: 1, specialHands: true },
): ChinesePokerState {
  const mine = cards(`${rows.front} ${rows.middle} ${rows.back}`);
  const others = deck52().filter((c) => !mine.includes(c));
  const s = chinesePoker.setup(2, options, rngFromSeed(SEED, 'setup'));
  return { ...s, phase: 'arrange', hands: [mine, others.slice(0, 13)], setAside: others.slice(13) };
}

/** The reason a move of seat 0 is rejected, or 'ok'. */
function outcome(rows: { front: string; middle: string; back: string }, hand?: SpecialHand): string {
  const move = hand
    ? exampleMove({ seat: 0, type: 'declare', hand, ...rows })
    : exampleMove({ seat: 0, type: 'arrange', ...rows });
  const r = chinesePoker.apply(stateHolding(rows), 0, move as Move);
  return r.ok ? 'ok' : r.reason;
}

describe("Example 6: three straights, the front's three consecutive ranks", () => {
  const qka = { front: 'Qh Kd Ac', middle: '2c 3d 4s 5h 6c', back: '7d 8h 9s Tc Jd' };
  const a23 = { front: 'As 2d 3h', middle: '4c 5d 6h 7s 8c', back: '9d Th Js Qc Kd' };
  const ka2 = { front: 'Kh As 2c', middle: '5d 6h 7s 8c 9d', back: '9h Th Js Qc Kd' };
  it('Q-K-A in front: three-straights is accepted', () => {
    expect(outcome(qka, 'three-straights')).toBe('ok');
    expect(qualifies('three-straights', rowsOf(qka))).toBe(true);
  });
  it('A-2-3 in front: three-straights is accepted', () => {
    expect(outcome(a23, 'three-straights')).toBe('ok');
    expect(qualifies('three-straights', rowsOf(a23))).toBe(true);
  });
  it('K-A-2 in front: a legal arrangement, but three-straights is special-hand-not-qualified', () => {
    expect(outcome(ka2)).toBe('ok');
    expect(outcome(ka2, 'three-straights')).toBe('special-hand-not-qualified');
    expect(qualifies('three-straights', rowsOf(ka2))).toBe(false);
  });
  it('the legal moves offer three-straights for the Q-K-A and A-2-3 hands only', () => {
    for (const [rows, offered] of [
      [qka, true],
      [a23, true],
      [ka2, false],
    ] as const) {
      const legal = chinesePoker.legalMoves(stateHolding(rows), 0);
      expect(legal.some((m) => m.type === 'declare' && m.hand === 'three-straights')).toBe(offered);
    }
  });
});

describe('Example 7: a wheel in the middle row', () => {
  const rows = { front: 'Qh Kd Ac', middle: 'Ah 2c 3d 4s 5h', back: '2h 3c 4d 5s 6h' };
  it('A-2-3-4-5 is a straight: three-straights is accepted and scores its bonus', () => {
    expect(outcome(rows, 'three-straights')).toBe('ok');
    let s = stateHolding(rows);
    s = mustApply(
      chinesePoker,
      s,
      0,
      exampleMove({ seat: 0, type: 'declare', hand: 'three-straights', ...rows }) as Move,
    );
    s = mustApply(chinesePoker, s, 1, timeoutMoveOf(s, 1));
    const revealed = chinesePoker.advance(s, rngFromSeed(SEED, 'reveal'))!;
    expect(revealed.scores).toEqual([3, -3]);
    expect(chinesePoker.view(revealed, null).lastReveal!.submissions[0].middle.description).toBe(
      'Straight, Five high',
    );
  });
  it('the wheel is the lowest straight: in the back under a 6-high straight it is rows-out-of-order', () => {
    expect(outcome({ ...rows, middle: rows.back, back: rows.middle })).toBe('rows-out-of-order');
    expect(outcome({ ...rows, middle: rows.back, back: rows.middle }, 'three-straights')).toBe(
      'rows-out-of-order',
    );
  });
});

describe('Example 8: the front against the middle, only as far as the front reaches', () => {
  it('front A-A-K over middle A-A-Q-7-4 is rows-out-of-order', () => {
    const rows = { front: 'Ah Ad Kc', middle: 'As Ac Qd 7h 4s', back: '9s 9h 9d 5c 2c' };
    expect(outcome(rows)).toBe('rows-out-of-order');
    expect(
      chinesePoker.apply(stateHolding(rows), 0, exampleMove({ seat: 0, type: 'arrange', ...rows }) as Move),
    ).toMatchObject({
      message: 'the front row (Pair of Aces) is stronger than the middle row (Pair of Aces)',
    });
  });
  it('front A-A-K under middle A-A-K-7-4 is legal: equal as far as the front reaches', () => {
    const rows = { front: 'Ah Ad Kc', middle: 'As Ac Kd 7h 4s', back: '9s 9h 9d 5c 2c' };
    expect(outcome(rows)).toBe('ok');
    expect(
      checkArrangement(
        cards(`${rows.front} ${rows.middle} ${rows.back}`),
        exampleMove({ seat: 0, type: 'arrange', ...rows }),
      ).valid,
    ).toBe(true);
  });
});

describe('move checks', () => {
  const s = stateFor(EXAMPLE_1, { hands: 1, specialHands: true });
  const good = exampleMove(EXAMPLE_1.subs[0]) as Move;
  const rej = (st: ChinesePokerState, m: unknown, seat = 0) => {
    const r = chinesePoker.apply(st, seat, m as Move);
    return r.ok ? 'ok' : r.reason;
  };
  it('checks in the rules-file order, each with its reason code', () => {
    expect(rej(s, null)).toBe('invalid-move');
    expect(rej(s, { type: 'fold' })).toBe('invalid-move');
    expect(rej(s, { type: 'arrange', front: 'As' })).toBe('invalid-move');
    // a card that is not a card string fails the move's shape (the move schema), before any rule
    expect(rej(s, { ...good, back: ['Xx', '3d', '3s', '2h', '2d'] })).toBe('invalid-move');
    // the arrangement helper reads any body: there the rules' own invalid-card answers
    expect(checkArrangement(s.hands[0], { ...good, back: ['Xx', '3d', '3s', '2h', '2d'] }).reason).toBe(
      'invalid-card',
    );
    expect(rej(s, { ...good, back: ['3h', '3h', '3s', '2h', '2d'] })).toBe('duplicate-card');
    expect(rej(s, { ...good, back: ['3h', '3d', '3s', '2h', 'As'] })).toBe('card-not-in-hand');
    expect(rej(s, { ...good, middle: ['Td', 'Ts', '9c', 'Qs'] })).toBe('wrong-row-size');
    // size before card validity (the helper; through apply the shape check answers first)
    expect(checkArrangement(s.hands[0], { ...good, middle: ['Xx', 'Ts', '9c', 'Qs'] }).reason).toBe(
      'wrong-row-size',
    );
    expect(rej(s, { ...good, middle: ['Xx', 'Ts', '9c', 'Qs'] })).toBe('invalid-move');
    expect(rej(s, { ...good, type: 'declare', hand: 'royal' })).toBe('unknown-special-hand');
    expect(rej(s, { ...good, type: 'declare', hand: 'dragon' })).toBe('special-hand-not-qualified');
    expect(
      rej(stateFor(EXAMPLE_1, { hands: 1, specialHands: false }), {
        ...good,
        type: 'declare',
        hand: 'dragon',
      }),
    ).toBe('special-hands-disabled');
    // a declaration is also an arrangement: out of order is rejected as such
    const ex4 = WORKED_EXAMPLES[3];
    const s4 = stateFor(ex4);
    const six = exampleMove(ex4.subs[0]) as Move;
    expect(rej(s4, { ...six, middle: six.back, back: six.middle })).toBe('rows-out-of-order');
    expect(rej(s4, six)).toBe('ok');
    expect(rej(s, good)).toBe('ok');
    // a rejected move changes nothing
    const before = JSON.stringify(s);
    rej(s, { ...good, back: ['3h', '3d', '3s', '2h', 'As'] });
    chinesePoker.apply(s, 0, good);
    expect(JSON.stringify(s)).toBe(before);
  });
  it('match-over and wrong-phase', () => {
    let st = s;
    for (const sub of EXAMPLE_1.subs) st = mustApply(chinesePoker, st, sub.seat, exampleMove(sub) as Move);
    const done = chinesePoker.advance(st, rngFromSeed(SEED, 'x'))!;
    expect(rej(done, good)).toBe('match-over');
    // a malformed body is invalid-move before any state check (docs/rules/chinese-poker.md §5 step 1)
    expect(rej(done, { type: 'arrange', front: ['As'] })).toBe('invalid-move');
    expect(rej(done, { type: 'arrange', front: 'As Kd Qh', middle: [], back: [] })).toBe('invalid-move');
    expect(rej(st, { type: 'declare', hand: 'dragon' })).toBe('invalid-move');
    expect(rej(chinesePoker.setup(2, OPTS, rngFromSeed(SEED, 's')), good)).toBe('wrong-phase');
    // with more hands to play, the revealed state waits for the next deal
    const two = stateFor(EXAMPLE_1, { hands: 2, specialHands: true });
    let t = two;
    for (const sub of EXAMPLE_1.subs) t = mustApply(chinesePoker, t, sub.seat, exampleMove(sub) as Move);
    const rev = chinesePoker.advance(t, rngFromSeed(SEED, 'x'))!;
    expect(rev.phase).toBe('reveal');
    expect(rej(rev, good)).toBe('wrong-phase');
    const next = chinesePoker.advance(rev, rngFromSeed(SEED, 'y'))!;
    expect(next.phase).toBe('arrange');
    expect(next.hand).toBe(2);
    expect(next.dealer).toBe(1);
    expect(chinesePoker.toAct(next)).toEqual([0, 1]);
  });
  it('equal rows are allowed (docs/rules/chinese-poker.md §5, docs/rules/chinese-poker.md §9)', () => {
    // middle and back two straights with the same top card; front equal to middle as far as it reaches
    const hand = cards('Ah Kd Qd 9c 8d 7h 6s 5c 9h 8c 7s 6d 5h');
    const ok = checkArrangement(hand, {
      front: ['Ah', 'Kd', 'Qd'],
      middle: ['9c', '8d', '7h', '6s', '5c'],
      back: ['9h', '8c', '7s', '6d', '5h'],
    });
    expect(ok).toMatchObject({ valid: true, reason: null });
    expect(ok.rows!.middle.description).toBe('Straight, Nine high');
  });
  it('options', () => {
    expect(resolveOptions(chinesePoker.optionsSchema, {})).toEqual({
      ok: true,
      options: { hands: 4, specialHands: true },
    });
    expect(resolveOptions(chinesePoker.optionsSchema, { hands: 0 }).ok).toBe(false);
  });
});

describe('checkArrangement (the arrangement helper)', () => {
  const hand = cards('6s 6c 4h Td Ts 9c Qs 8c 3h 3d 3s 2h 2d');
  it('describes every row of a valid arrangement', () => {
    const r = checkArrangement(hand, exampleMove(EXAMPLE_1.subs[0]));
    expect(r).toEqual({
      valid: true,
      reason: null,
      message: 'a legal arrangement',
      rows: {
        front: { category: 'one-pair', description: 'Pair of Sixes' },
        middle: { category: 'one-pair', description: 'Pair of Tens' },
        back: { category: 'full-house', description: 'Full house, Threes over Twos' },
      },
      qualifiesFor: [],
    });
  });
  it('gives the reason code, and the rows when readable', () => {
    const r = checkArrangement(hand, {
      front: ['6s', '6c', '4h'],
      middle: ['3h', '3d', '3s', '2h', '2d'],
      back: ['Td', 'Ts', '9c', 'Qs', '8c'],
    });
    expect(r.valid).toBe(false);
    expect(r.reason).toBe('rows-out-of-order');
    expect(r.rows!.back.description).toBe('Pair of Tens');
    const r2 = checkArrangement(hand, { front: ['6s', '6c'], middle: [], back: [] });
    expect(r2).toMatchObject({ valid: false, reason: 'wrong-row-size', rows: null });
    expect(checkArrangement(hand, 'nope')).toMatchObject({ valid: false, reason: 'invalid-move' });
  });
  it("for a seat of a match: the seat's own cards, nothing changed; wrong-phase when not dealt", () => {
    const s = stateFor(EXAMPLE_1);
    const before = JSON.stringify(s);
    expect(checkSeatArrangement(s, 0, exampleMove(EXAMPLE_1.subs[0])).valid).toBe(true);
    expect(checkSeatArrangement(s, 1, exampleMove(EXAMPLE_1.subs[0]))).toMatchObject({
      valid: false,
      reason: 'card-not-in-hand',
    });
    expect(checkSeatArrangement(s, 1, exampleMove(EXAMPLE_1.subs[1])).rows!.back.description).toBe(
      'Flush, King high',
    );
    expect(JSON.stringify(s)).toBe(before);
    expect(
      checkSeatArrangement(
        chinesePoker.setup(2, OPTS, rngFromSeed(SEED, 's')),
        0,
        exampleMove(EXAMPLE_1.subs[0]),
      ).reason,
    ).toBe('wrong-phase');
  });
  it('agrees with apply on random arrangements', () => {
    const rng = rngFromSeed(SEED, 'check');
    const s = stateFor(EXAMPLE_1);
    for (let i = 0; i < 300; i++) {
      const d = rng.shuffle([...s.hands[0]]);
      const m = {
        type: 'arrange',
        front: cardsToStrings(d.slice(0, 3)),
        middle: cardsToStrings(d.slice(3, 8)),
        back: cardsToStrings(d.slice(8)),
      };
      const a = chinesePoker.apply(s, 0, m);
      const c = checkArrangement(s.hands[0], m);
      expect(c.valid).toBe(a.ok);
      if (!a.ok) expect(c.reason).toBe(a.reason);
    }
  });
});

// ---------------------------------------------------------------------------------------------------
// Special hands

/** Independent oracle for the qualification of a special hand on given rows (docs/rules/chinese-poker.md §5). */
function oracle(hand: SpecialHand, rows: Rows): boolean {
  const all = [...rows.front, ...rows.middle, ...rows.back];
  const byRank = new Map<number, number>();
  for (const c of all) byRank.set(c >> 2, (byRank.get(c >> 2) ?? 0) + 1);
  if (hand === 'dragon') return byRank.size === 13;
  if (hand === 'six-pairs') return [...byRank.values()].reduce((s, n) => s + (n >> 1), 0) === 6;
  if (hand === 'three-flushes')
    return [rows.front, rows.middle, rows.back].every((r) => new Set(r.map((c) => c & 3)).size === 1);
  const cat = (r: Card[]) => evaluate(r).category;
  const fr = rows.front.map((c) => (c >> 2) + 2).sort((a, b) => a - b);
  const front = new Set(fr).size === 3 && (fr[2] - fr[0] === 2 || fr.join() === '2,3,14');
  return (
    front &&
    ['straight', 'straight-flush'].includes(cat(rows.middle)) &&
    ['straight', 'straight-flush'].includes(cat(rows.back))
  );
}

/** Random 13-card hands biased toward the special hands (and near misses). */
function specialishHand(rng: ReturnType<typeof rngFromSeed>): Card[] {
  const kind = rng.int(5);
  const used = new Set<Card>();
  const out: Card[] = [];
  const take = (c: Card) => {
    if (!used.has(c)) {
      used.add(c);
      out.push(c);
    }
  };
  if (kind === 0) for (let r = 0; r < 13; r++) take(r * 4 + rng.int(4)); // dragon
  if (kind === 1) {
    // six pairs (sometimes trips/quads) + filler
    const ranks = rng.shuffle([...Array(13).keys()]).slice(0, 6);
    for (const r of ranks) {
      const suits = rng.shuffle([0, 1, 2, 3]);
      take(r * 4 + suits[0]);
      take(r * 4 + suits[1]);
    }
  }
  if (kind === 2) {
    // three flushes: suits chosen for 3, 5, 5 cards
    const suits = [rng.int(4), rng.int(4), rng.int(4)];
    [3, 5, 5].forEach((n, i) => {
      const ranks = rng.shuffle([...Array(13).keys()]);
      let k = 0;
      for (const r of ranks) {
        if (k === n) break;
        const c = r * 4 + suits[i];
        if (!used.has(c)) {
          take(c);
          k++;
        }
      }
    });
  }
  if (kind === 3) {
    // three straights: runs of 3, 5, 5 with random suits
    [3, 5, 5].forEach((n) => {
      for (let tries = 0; tries < 50; tries++) {
        const lo = rng.int(n === 3 ? 12 : 10) - 1; // -1: ace low
        const cs = Array.from({ length: n }, (_, i) => {
          const r = lo + i < 0 ? 12 : lo + i;
          return r * 4 + rng.int(4);
        });
        if (cs.every((c) => !used.has(c)) && new Set(cs).size === n) {
          cs.forEach(take);
          break;
        }
      }
    });
  }
  const deck = rng.shuffle(deck52());
  for (const c of deck) if (out.length < 13) take(c);
  return out.slice(0, 13);
}

describe('special hands', () => {
  it('qualification matches an independent oracle on every hand and random arrangements', () => {
    const rng = rngFromSeed(SEED, 'specials');
    let qualified = 0;
    for (let i = 0; i < 400; i++) {
      const hand = specialishHand(rng);
      const found = findSpecialHands(hand);
      for (const h of SPECIAL_HANDS) {
        const f = found.find((x) => x.hand === h);
        if (f) {
          qualified++;
          expect(oracle(h, f.rows)).toBe(true);
          expect(qualifies(h, f.rows)).toBe(true);
          expect(
            checkArrangement(hand, {
              front: cardsToStrings(f.rows.front),
              middle: cardsToStrings(f.rows.middle),
              back: cardsToStrings(f.rows.back),
            }).valid,
          ).toBe(true);
        }
        if (h === 'dragon' || h === 'six-pairs')
          expect(Boolean(f)).toBe(oracle(h, anyLegalArrangement(hand)));
      }
      const d = rng.shuffle([...hand]);
      const rows = { front: d.slice(0, 3), middle: d.slice(3, 8), back: d.slice(8) };
      for (const h of SPECIAL_HANDS) expect(qualifies(h, rows)).toBe(oracle(h, rows));
    }
    expect(qualified).toBeGreaterThan(100);
  });

  it('a declaration is accepted only if the cards qualify (property)', () => {
    const rng = rngFromSeed(SEED, 'declare');
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.constantFrom(...SPECIAL_HANDS),
        fc.boolean(),
        (n, h, useFound) => {
          const r2 = rngFromSeed(SEED, `declare:${n}`);
          const hand = specialishHand(r2);
          const base = chinesePoker.setup(2, OPTS, rng);
          const other = deck52()
            .filter((c) => !hand.includes(c))
            .slice(0, 13);
          const s: ChinesePokerState = {
            ...base,
            phase: 'arrange',
            hands: [hand, other],
            setAside: deck52().filter((c) => !hand.includes(c) && !other.includes(c)),
          };
          const found = findSpecialHands(hand).find((x) => x.hand === h);
          const rows = useFound && found ? found.rows : randomArrangement(hand, r2);
          const move = {
            type: 'declare',
            hand: h,
            front: cardsToStrings(rows.front),
            middle: cardsToStrings(rows.middle),
            back: cardsToStrings(rows.back),
          };
          const r = chinesePoker.apply(s, 0, move);
          expect(r.ok).toBe(oracle(h, rows));
          if (!r.ok) expect(r.reason).toBe('special-hand-not-qualified');
          // the legal-move list offers exactly the qualifying special hands, each postable as-is
          const declares = chinesePoker.legalMoves(s, 0).filter((m) => m.type === 'declare');
          expect(declares.map((m) => m.hand).sort()).toEqual(
            findSpecialHands(hand)
              .map((x) => x.hand)
              .sort(),
          );
          for (const m of declares) expect(chinesePoker.apply(s, 0, m as Move).ok).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('the row values of the table (docs/rules/chinese-poker.md §7)', () => {
    expect(rowPoints('front', 'three-of-a-kind')).toBe(3);
    expect(rowPoints('middle', 'full-house')).toBe(2);
    expect(rowPoints('middle', 'four-of-a-kind')).toBe(8);
    expect(rowPoints('middle', 'straight-flush')).toBe(10);
    expect(rowPoints('back', 'four-of-a-kind')).toBe(4);
    expect(rowPoints('back', 'straight-flush')).toBe(5);
    expect(rowPoints('back', 'full-house')).toBe(1);
    expect(rowPoints('front', 'one-pair')).toBe(1);
  });

  it('several dragons: the earliest is effective; a voided declarer keeps their rows', () => {
    const d1 = rowsOf({ front: '2c 3d 4h', middle: '5s 6c 7d 8h 9s', back: 'Tc Jd Qh Ks Ac' });
    const d2 = rowsOf({ front: '2d 3h 4s', middle: '5c 6d 7h 8s 9c', back: 'Td Jh Qs Kc Ad' });
    const x = rowsOf({ front: '2h 2s 3c', middle: '4c 4d 5d 5h 6h', back: '7c 7s 8c 8d Ah' });
    const r = scoreHand([
      { seat: 0, order: 2, kind: 'declare', declared: 'dragon', rows: d1 },
      { seat: 1, order: 1, kind: 'declare', declared: 'dragon', rows: d2 },
      { seat: 2, order: 3, kind: 'declare', declared: 'six-pairs', rows: x },
    ]);
    expect(r.effective).toEqual({ seat: 1, hand: 'dragon' });
    expect(r.voided).toEqual([0, 2]);
    // seat 0 vs seat 2 on rows: front 4-high < pair of 2 (−1), middle straight > two pair (+1), back straight > two pair (+1)
    expect(r.points).toEqual([-13 + 1, 26, -13 - 1]);
  });
});

// ---------------------------------------------------------------------------------------------------
// Hidden information, views, the move log

/** Every card string anywhere in a JSON value. */
function cardStrings(v: unknown): Set<string> {
  const out = new Set<string>();
  const walk = (x: unknown) => {
    if (typeof x === 'string' && /^[2-9TJQKA][cdhs]$/.test(x)) out.add(x);
    else if (Array.isArray(x)) x.forEach(walk);
    else if (x && typeof x === 'object') Object.values(x).forEach(walk);
  };
  walk(v);
  return out;
}

describe('random playouts', () => {
  it.each([2, 3, 4])('%i players: invariants, zero-sum hands, hidden arrangements', (players) => {
    for (let g = 0; g < 12; g++) {
      const seed = (players * 1000 + g).toString(16).padStart(2, '0').repeat(32).slice(0, 64);
      const log: { seq: number; seat: number; move: Move }[] = [];
      let prevHistory = 0;
      playout<ChinesePokerState, ChinesePokerOptions>({
        game: chinesePoker,
        players,
        options: { hands: 3, specialHands: g % 2 === 0 },
        seed,
        chooseMove: (state, seat, legal, rng) => {
          // mostly the random bot; sometimes a listed declaration or a raw template draw (may be illegal)
          const k = rng.int(10);
          if (k === 0) return materialize(legal[0], rng);
          if (k === 1 && legal.length > 1) return legal[1 + rng.int(legal.length - 1)] as Move;
          return chinesePoker.bots.random({
            seat,
            view: chinesePoker.view(state, seat),
            legalMoves: legal,
            options: state.options,
            rng,
          });
        },
        check: ({ kind, state, seat, move }) => {
          if (kind === 'move') log.push({ seq: state.moveCount, seat: seat!, move: move! });
          // cards: never duplicated or lost
          if (state.phase !== 'deal') {
            const all = [...state.hands.flat(), ...state.setAside];
            expect(all.length).toBe(52);
            expect(new Set(all).size).toBe(52);
            state.hands.forEach((h) => expect(h).toHaveLength(13));
          }
          // points conserved
          expect(state.scores.reduce((a, b) => a + b, 0)).toBe(0);
          for (const h of state.history) expect(h.score.points.reduce((a, b) => a + b, 0)).toBe(0);
          if (state.history.length > prevHistory) {
            prevHistory = state.history.length;
            const h = state.history[state.history.length - 1];
            // reveal happens only when everyone submitted; orders are 1..n
            expect(h.submissions.map((s) => s.order).sort()).toEqual(
              Array.from({ length: players }, (_, i) => i + 1),
            );
            expect(state.revealedSeq).toBe(state.moveCount);
          }
          // views: nobody sees another seat's cards or unrevealed rows, nor the set-aside cards
          if (state.phase === 'arrange') {
            for (let viewer = -1; viewer < players; viewer++) {
              const v = chinesePoker.view(state, viewer < 0 ? null : viewer);
              const seen = cardStrings({ ...v, reveals: [], lastReveal: null });
              const allowed = new Set(viewer < 0 ? [] : cardsToStrings(state.hands[viewer]));
              for (const c of seen) expect(allowed.has(c)).toBe(true);
              expect(JSON.stringify(v)).not.toContain('setAside');
              expect(v.submitted).toEqual(state.submissions.map((s) => s !== null));
              // the move log, as each viewer sees it
              for (const e of log) {
                const shown = chinesePoker.redactMove!(state, e, viewer < 0 ? null : viewer);
                if (e.seq > state.revealedSeq && e.seat !== viewer)
                  expect(shown).toEqual({ type: 'submitted' });
                else expect(shown).toEqual(e.move);
              }
              if (viewer >= 0) {
                const legal = chinesePoker.legalMoves(state, viewer);
                expect(legal.length > 0).toBe(state.submissions[viewer] === null);
                for (const c of cardStrings(legal)) expect(allowed.has(c)).toBe(true);
              }
            }
          }
        },
      });
      expect(log.length).toBe(3 * players);
    }
  });

  it('the basic bot plays whole matches with legal moves and beats random', () => {
    let basic = 0;
    for (let g = 0; g < 6; g++) {
      const seed = (g + 77).toString(16).padStart(2, '0').repeat(32);
      const r = playout<ChinesePokerState, ChinesePokerOptions>({
        game: chinesePoker,
        players: 2,
        options: { hands: 2, specialHands: true },
        seed,
        chooseMove: (state, seat, legal, rng) => {
          const view = chinesePoker.view(state, seat) as ChinesePokerView;
          return chinesePoker.bots[seat === 0 ? 'basic' : 'random']({
            seat,
            view,
            legalMoves: legal,
            options: state.options,
            rng,
          });
        },
      });
      expect(r.rejected).toBe(0);
      basic += r.result!.scores[0];
    }
    expect(basic).toBeGreaterThan(0);
  });
});

describe('solver', () => {
  it('examines exactly the legal arrangements (checked against apply on all 72,072 splits)', () => {
    const hand = cards('As Kd Qh Jh Th 9c 9d 8s 7c 7d 5h 3s 2c');
    // brute force with the rules' own checks, through the solver's row values only for speed of ordering
    let legal = 0;
    let equalPairs = 0;
    const idx = [...Array(13).keys()];
    for (let a = 0; a < 13; a++)
      for (let b = a + 1; b < 13; b++)
        for (let c = b + 1; c < 13; c++) {
          const rest = idx.filter((i) => i !== a && i !== b && i !== c);
          const fv = value3(hand[a], hand[b], hand[c]);
          for (let m = 0; m < 1 << 10; m++) {
            let bits = 0;
            for (let x = m; x; x &= x - 1) bits++;
            if (bits !== 5) continue;
            const mid = rest.filter((_, i) => m & (1 << i)).map((i) => hand[i]);
            const back = rest.filter((_, i) => !(m & (1 << i))).map((i) => hand[i]);
            const vm = value5(mid[0], mid[1], mid[2], mid[3], mid[4]);
            const vb = value5(back[0], back[1], back[2], back[3], back[4]);
            if (vm <= vb && fv <= vm) {
              legal++;
              if (vm === vb) equalPairs++;
            }
          }
        }
    const model = opponentModel(hand, rngFromSeed(SEED, 'm'), 500);
    const best = bestArrangement(hand, model)!;
    expect(best.examined).toBe(legal - equalPairs / 2);
    // spot-check the brute-force legality with apply on a sample of splits
    const s = stateFor({
      name: 'x',
      players: 2,
      subs: [
        { seat: 0, type: 'arrange', front: 'As Kd Qh', middle: 'Jh Th 9c 9d 8s', back: '7c 7d 5h 3s 2c' },
        EXAMPLE_1.subs[1],
      ],
      points: [],
    });
    const rng = rngFromSeed(SEED, 'spot');
    for (let i = 0; i < 300; i++) {
      const d = rng.shuffle([...hand]);
      const m = {
        type: 'arrange',
        front: cardsToStrings(d.slice(0, 3)),
        middle: cardsToStrings(d.slice(3, 8)),
        back: cardsToStrings(d.slice(8)),
      };
      const legalFast =
        value3(d[0], d[1], d[2]) <= value5(d[3], d[4], d[5], d[6], d[7]) &&
        value5(d[3], d[4], d[5], d[6], d[7]) <= value5(d[8], d[9], d[10], d[11], d[12]);
      expect(chinesePoker.apply(s, 0, m).ok).toBe(legalFast);
    }
  });

  it('picks the arrangement with the best expected score under its model (vs random arrangements)', () => {
    const rng = rngFromSeed(SEED, 'opt');
    for (let i = 0; i < 5; i++) {
      const hand = rng.shuffle(deck52()).slice(0, 13);
      const model = opponentModel(hand, rng, 1000);
      const best = bestArrangement(hand, model)!;
      // the expected value of a candidate, recomputed naively over the samples
      const naive = (rows: Rows) => {
        const my = [
          value3(rows.front[0], rows.front[1], rows.front[2]),
          value5(...(rows.middle as [number, number, number, number, number])),
          value5(...(rows.back as [number, number, number, number, number])),
        ];
        let total = 0;
        (['front', 'middle', 'back'] as const).forEach((row, k) => {
          const samples = model[row].sorted;
          for (const v of samples) {
            const cat = (x: number) =>
              [
                'high-card',
                'one-pair',
                'two-pair',
                'three-of-a-kind',
                'straight',
                'flush',
                'full-house',
                'four-of-a-kind',
                'straight-flush',
              ][Math.floor(x / 15 ** 5)] as never;
            if (my[k] > v) total += rowPoints(row, cat(my[k]));
            else if (my[k] < v) total -= rowPoints(row, cat(v));
          }
        });
        return total / model.samples;
      };
      expect(naive(best.rows)).toBeCloseTo(best.expected, 9);
      for (let j = 0; j < 200; j++)
        expect(naive(randomArrangement(hand, rng))).toBeLessThanOrEqual(best.expected + 1e-9);
    }
  });

  it('answers in well under a second and declares a dragon', () => {
    const rng = rngFromSeed(SEED, 'time');
    const hand = rng.shuffle(deck52()).slice(0, 13);
    const t = Date.now();
    solve(hand, rng, 3, true);
    expect(Date.now() - t).toBeLessThan(1000);
    const dragon = cards('2c 3d 4h 5s 6c 7d 8h 9s Tc Jd Qh Ks Ac');
    expect(solve(dragon, rng, 3, true)).toMatchObject({ kind: 'declare', hand: 'dragon' });
    expect(solve(dragon, rng, 3, false).kind).toBe('arrange');
  });

  it('the random bot always gives a legal arrangement', () => {
    const rng = rngFromSeed(SEED, 'rb');
    for (let i = 0; i < 300; i++) {
      const hand = specialishHand(rng);
      const r = randomArrangement(hand, rng);
      expect([...r.front, ...r.middle, ...r.back].sort((a, b) => a - b)).toEqual(
        [...hand].sort((a, b) => a - b),
      );
      expect(
        checkArrangement(hand, {
          front: cardsToStrings(r.front),
          middle: cardsToStrings(r.middle),
          back: cardsToStrings(r.back),
        }).valid,
      ).toBe(true);
    }
  });
});

describe('misc', () => {
  it("deals one at a time from the dealer's left and keeps 2–3 player leftovers set aside", () => {
    const s = chinesePoker.advance(
      chinesePoker.setup(3, OPTS, rngFromSeed(SEED, 's')),
      rngFromSeed(SEED, 'deal'),
    )!;
    const deck = rngFromSeed(SEED, 'deal').shuffle(deck52());
    expect(s.hands[1][0]).toBe(deck[0]);
    expect(s.hands[2][0]).toBe(deck[1]);
    expect(s.hands[0][0]).toBe(deck[2]);
    expect(s.setAside).toEqual(deck.slice(39));
    expect(chinesePoker.view(s, 0).yourCards).toHaveLength(13);
    expect(chinesePoker.view(s, null).yourCards).toBeNull();
    expect(isTemplate(chinesePoker.legalMoves(s, 0)[0])).toBe(true);
    expect(chinesePoker.legalMoves(s, 5)).toEqual([]);
    expect(parseCard(cardToString(s.hands[0][0]))).toBe(s.hands[0][0]);
  });
  it('timeoutMove is a legal arrangement', () => {
    const s = chinesePoker.advance(
      chinesePoker.setup(4, OPTS, rngFromSeed(SEED, 's')),
      rngFromSeed(SEED, 'deal'),
    )!;
    const m = chinesePoker.timeoutMove!(s, 2, rngFromSeed(SEED, 't'));
    expect(chinesePoker.apply(s, 2, m).ok).toBe(true);
  });
});

describe('advanced and expert bots (bots-model.ts)', () => {
  /** A dealt 2-player state in which seat 0 holds `hand`. */
  function dealtWith(
    hand: Card[],
    options: ChinesePokerOptions = { hands: 1, specialHands: true },
  ): ChinesePokerState {
    let s = chinesePoker.setup(2, options, rngFromSeed(SEED, 'setup'));
    s = chinesePoker.advance(s, rngFromSeed(SEED, 'deal'))!;
    const rest = deck52().filter((c) => !hand.includes(c));
    return { ...s, hands: [hand, rest.slice(0, 13)], setAside: rest.slice(13) };
  }
  const ctxOf = (s: ChinesePokerState, label: string) => ({
    seat: 0,
    view: chinesePoker.view(s, 0),
    legalMoves: chinesePoker.legalMoves(s, 0),
    options: s.options,
    rng: rngFromSeed(SEED, label),
  });

  it("the sampled opponents' search is the solver's search (same rows, same expected score)", () => {
    const rng = rngFromSeed(SEED, 'strong');
    const model = opponentModel(deck52().slice(0, 13), rng, 500);
    for (let i = 0; i < 16; i++) {
      const hand = i % 2 ? rng.shuffle(deck52()).slice(0, 13) : specialishHand(rng);
      const fast = strongArrangement(hand, model, false);
      const best = bestArrangement(hand, model)!;
      const r = best.rows;
      expect(fast.expected).toBeCloseTo(best.expected, 12);
      expect([fast.front, fast.middle, fast.back]).toEqual([
        value3(r.front[0], r.front[1], r.front[2]),
        value5(r.middle[0], r.middle[1], r.middle[2], r.middle[3], r.middle[4]),
        value5(r.back[0], r.back[1], r.back[2], r.back[3], r.back[4]),
      ]);
    }
  });

  it('special hands from the counts agree with the search for a qualifying arrangement', () => {
    const rng = rngFromSeed(SEED, 'counts');
    let found = 0;
    for (let i = 0; i < 120; i++) {
      const hand = specialishHand(rng);
      const expected = findSpecialHands(hand)
        .map((x) => x.hand)
        .sort();
      expect(qualifyingSpecials(hand).sort()).toEqual(expected);
      found += expected.length;
    }
    expect(found).toBeGreaterThan(20);
  });

  it('strong opponents are harder to beat than random ones', () => {
    const rng = rngFromSeed(SEED, 'harder');
    for (let i = 0; i < 2; i++) {
      const hand = rng.shuffle(deck52()).slice(0, 13);
      const random = opponentModel(hand, rng, 2000);
      const strong = strongModel(hand, random, rng, 40, true);
      expect(bestArrangement(hand, strong.model)!.expected).toBeLessThan(
        bestArrangement(hand, random)!.expected,
      );
    }
  });

  it('declare a dragon (and arrange it when special hands are off), the same move for the same seed', () => {
    const dragon = cards('2c 3d 4h 5s 6c 7d 8h 9s Tc Jd Qh Ks Ac');
    for (const name of ['advanced', 'expert']) {
      const s = dealtWith(dragon);
      const move = chinesePoker.bots[name](ctxOf(s, name));
      expect(move).toMatchObject({ type: 'declare', hand: 'dragon' });
      expect(chinesePoker.apply(s, 0, move).ok).toBe(true);
      const off = dealtWith(dragon, { hands: 1, specialHands: false });
      expect(chinesePoker.bots[name](ctxOf(off, name)).type).toBe('arrange');
    }
  });

  it('play legal arrangements, the same for the same seed', () => {
    const rng = rngFromSeed(SEED, 'play');
    for (let i = 0; i < 1; i++) {
      const s = dealtWith(rng.shuffle(deck52()).slice(0, 13));
      for (const name of ['advanced', 'expert']) {
        const a = chinesePoker.bots[name](ctxOf(s, `x${i}`));
        expect(chinesePoker.bots[name](ctxOf(s, `x${i}`))).toEqual(a);
        expect(chinesePoker.apply(s, 0, a).ok).toBe(true);
      }
    }
  });
});
