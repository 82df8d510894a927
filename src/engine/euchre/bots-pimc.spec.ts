/**
 * The search bots of Euchre (bots-pimc.ts): the double-dummy solver against a plain minimax, and the
 * `advanced` and `expert` levels in constructed positions (the obvious winning card, the obvious bid),
 * deterministic for a seed.
 */
import { cards, deck24 } from '../cards';
import { optionDefaults } from '../options';
import { rngFromSeed } from '../random';
import { mustApply } from '../testing';
import type { Move } from '../types';
import {
  type EuchreOptions,
  type EuchreState,
  euchre,
  initialState,
  playableCards,
  scoreHand,
  startHand,
  trickWinnerIndex,
} from '.';
import { type OpenHand, matchUtility, pimcBot, solveHand } from './bots-pimc';

const defaults = optionDefaults(euchre.optionsSchema) as EuchreOptions;
const team = (seat: number) => seat % 2;

/** Plain minimax over every legal card, no pruning: the value of `toPlay` playing each of its cards. */
function minimax(p: OpenHand, forTeam: number): number[] {
  const active = 4 - p.sittingOut.length;
  const next = (s: number) => {
    let n = (s + 1) % 4;
    while (p.sittingOut.includes(n)) n = (n + 1) % 4;
    return n;
  };
  const go = (
    hands: number[][],
    trick: { seat: number; card: number }[],
    toPlay: number,
    won: number[],
    played: number,
  ): number => {
    if (trick.length === active) {
      const winner =
        trick[
          trickWinnerIndex(
            trick.map((x) => x.card),
            p.trump,
          )
        ].seat;
      const w = [...won];
      w[team(winner)]++;
      if (played + 1 === 5) {
        const makerAlone = p.alone.some((a) => team(a) === p.makers);
        const s = scoreHand(
          p.makers,
          w[p.makers],
          makerAlone,
          p.alone.some((a) => team(a) !== p.makers),
        );
        return s.team === forTeam ? s.points : -s.points;
      }
      return go(hands, [], winner, w, played + 1);
    }
    const values = playableCards(hands[toPlay], p.trump, trick.length ? trick[0].card : null).map((c) =>
      go(
        hands.map((h, s) => (s === toPlay ? h.filter((x) => x !== c) : h)),
        [...trick, { seat: toPlay, card: c }],
        next(toPlay),
        won,
        played,
      ),
    );
    return team(toPlay) === forTeam ? Math.max(...values) : Math.min(...values);
  };
  return p.hands[p.toPlay].map((c) =>
    go(
      p.hands.map((h, s) => (s === p.toPlay ? h.filter((x) => x !== c) : h)),
      [{ seat: p.toPlay, card: c }],
      next(p.toPlay),
      p.tricksWon,
      p.tricksPlayed,
    ),
  );
}

describe('euchre double-dummy solver', () => {
  it('gives the exact minimax value of every card, with and without lone players', () => {
    const rng = rngFromSeed('cd'.repeat(32), 'solver');
    for (let i = 0; i < 120; i++) {
      const deck = rng.shuffle(deck24());
      const n = 2 + (i % 2);
      const alone = i % 5 === 0 ? [1] : i % 7 === 0 ? [0, 3] : [];
      const out = alone.map((a) => (a + 2) % 4);
      const hands = [0, 1, 2, 3].map((s) => (out.includes(s) ? [] : deck.slice(s * n, s * n + n)));
      const seats = [0, 1, 2, 3].filter((s) => !out.includes(s));
      const makersWon = (i >> 1) % (6 - n);
      const p: OpenHand = {
        trump: i % 4,
        hands,
        sittingOut: out,
        makers: i % 2,
        alone,
        tricksPlayed: 5 - n,
        tricksWon: i % 2 === 0 ? [makersWon, 5 - n - makersWon] : [5 - n - makersWon, makersWon],
        trick: [],
        toPlay: seats[i % seats.length],
      };
      const forTeam = (i >> 2) % 2;
      expect(solveHand(p, forTeam, hands[p.toPlay])).toEqual(minimax(p, forTeam));
    }
  });
});

/**
 * Trick 4 of a hand, hearts trump, team 0 the makers with 2 tricks to 1: seat 1 led As, seat 2 played
 * 9s, seat 3 Ks, and seat 0 (last) holds Qh and 9c. Seat 1 keeps the right bower Jh. Trumping now makes
 * the hand (3 tricks); throwing 9c loses this trick and the last one to Jh (euchred).
 */
function lastTricks(): EuchreState {
  const s = startHand(
    initialState(defaults, 0),
    [cards('Qh 9c Td Ah Ac'), cards('Jh As Ad 9h Kc'), cards('Tc 9s Kd Kh Jc'), cards('Qs Ks Qd Th Qc')],
    cards('9d Jd Js Ts'),
  );
  const trick = (leader: number, played: string) => {
    const cs = cards(played);
    const seats = cs.map((_, i) => (leader + i) % 4);
    const winner = seats[trickWinnerIndex(cs, 2)];
    return { leader, cards: cs.map((card, i) => ({ seat: seats[i], card })), winner };
  };
  const done = [trick(1, 'Ad Kd Qd Td'), trick(1, '9h Kh Th Ah'), trick(0, 'Ac Kc Jc Qc')];
  const current = trick(1, 'As 9s Ks');
  const playedCards = [...done, current].flatMap((t) => t.cards);
  return {
    ...s,
    phase: 'play',
    hands: s.hands.map((h, seat) =>
      h.filter((c) => !playedCards.some((p) => p.seat === seat && p.card === c)),
    ),
    upCardTurnedDown: true,
    trump: 2,
    makers: 0,
    caller: 0,
    bids: [0, 1, 2, 3].map((seat) => ({ seat, phase: 'bid-round-1' as const, call: 'pass' as const })),
    tricks: done,
    trick: { leader: 1, cards: current.cards, winner: null },
    tricksWon: [2, 1],
    turn: 0,
  };
}

const ctxOf = (state: EuchreState, seat: number, seed = 'ef') => ({
  seat,
  view: euchre.view(state, seat),
  legalMoves: euchre.legalMoves(state, seat),
  options: defaults,
  rng: rngFromSeed(seed.repeat(32), 'bot'),
});

describe.each(['advanced', 'expert'])('euchre %s bot', (level) => {
  const bot = euchre.bots[level];

  it('orders up (alone) with the top five trumps and passes with nothing', () => {
    const hands = [
      cards('9c Tc 9s Ts Qd'),
      cards('Jh Jd Ah Kh Qh'),
      cards('Ac Kd Qs Jc 9d'),
      cards('As Ks Js Td Qc'),
    ];
    // dealer 0: seat 1 speaks first with the up card 9h
    const strong = startHand(initialState(defaults, 0), hands, cards('9h Th Kc Ad'));
    expect(bot(ctxOf(strong, 1))).toEqual({ type: 'order-up', alone: true });
    // dealer 3: seat 0 speaks first, with no trump and no ace
    const weak = startHand(initialState(defaults, 3), hands, cards('9h Th Kc Ad'));
    expect(weak.turn).toBe(0);
    expect(bot(ctxOf(weak, 0))).toEqual({ type: 'pass' });
  });

  it('plays the same move for the same seed', () => {
    const s = startHand(
      initialState(defaults, 3),
      [cards('9c Tc Qd Ks Ah'), cards('Jh 9s Ts Kc Ad'), cards('Ac Kd Qs Jc 9d'), cards('Qh Th Js Td Qc')],
      cards('Kh As Jd 9h'),
    );
    const moves = ['ab', 'ab', 'cd'].map((seed) => bot(ctxOf(s, 0, seed)) as Move);
    expect(moves[0]).toEqual(moves[1]);
    for (const m of moves) expect(euchre.apply(s, 0, m).ok).toBe(true);
  });
});

describe('euchre search levels', () => {
  it('a searched card play (PIMC) trumps in to make the hand rather than throwing off', () => {
    const player = pimcBot({ bidDeals: 0, handDeals: 0, playDeals: 16 });
    const s = lastTricks();
    expect(
      euchre
        .legalMoves(s, 0)
        .map((m) => m.card)
        .sort(),
    ).toEqual(['9c', 'Qh']);
    expect(player(ctxOf(s, 0))).toEqual({ type: 'play', card: 'Qh' });
  });

  it('values a hand by the match it leaves when asked to: at 4-4 to 5 a point is the match', () => {
    const even = matchUtility([4, 4], 0, 5);
    expect([even(1), even(2), even(4)]).toEqual([1, 1, 1]);
    expect([even(-1), even(-2), even(-4)]).toEqual([-1, -1, -1]);
    // early in a long match it is nearly the points
    const start = matchUtility([0, 0], 1, 10);
    for (const p of [-4, -2, -1, 1, 2, 4]) expect(Math.abs(start(p) - p)).toBeLessThan(0.1);
    // a team one point from the match gains little more from a march than from a point
    const near = matchUtility([4, 0], 0, 5);
    expect(near(2)).toBe(near(1));
    expect(near(-4)).toBeLessThan(near(-2));
  });

  it('expert, its passes valued by playing the bidding out: orders a strong hand, passes a weak one', () => {
    const hands = [
      cards('9c Tc 9s Ts Qd'),
      cards('Jh Jd Ah Kc Qs'),
      cards('Ac Kd Qs Jc 9d'),
      cards('As Ks Js Td Qc'),
    ];
    const s = startHand(initialState(defaults, 0), hands, cards('9h Th Kh Ad'));
    expect(euchre.bots.expert(ctxOf(s, 1))).toMatchObject({ type: 'order-up' });
    const weak = startHand(initialState(defaults, 3), hands, cards('9h Th Kh Ad'));
    expect(euchre.bots.expert(ctxOf(weak, 0))).toEqual({ type: 'pass' });
  });

  it('discards as dealer an off-suit loser, never a trump', () => {
    const dealt = startHand(
      initialState(defaults, 0),
      [cards('Jh Jd 9c Ts Ah'), cards('Qc Tc 9s Qd Kd'), cards('Ac Kc Qs Jc 9d'), cards('As Ks Js Td Th')],
      cards('Kh Qh Ad 9h'),
    );
    const s = mustApply(euchre, dealt, 1, { type: 'order-up', alone: false });
    expect(s.phase).toBe('dealer-discard');
    const move = euchre.bots.expert(ctxOf(s, 0));
    expect(move.type).toBe('discard');
    expect(['9c', 'Ts']).toContain(move.card);
  });
});
