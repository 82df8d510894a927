/**
 * The `expert` level: `advanced` with twice its budget for the chips, and a model of the match for its
 * end.
 *
 * - Until the last hands of a `maxHands` match heads-up (and in every match without a cap, with more
 *   players, or with `resetStacks`, scored by chips won): the play of bots-advanced.ts with 1,000 Monte
 *   Carlo deals a decision.
 * - Over the last 8 hands heads-up, each candidate move (fold, check, call, bets and raises
 *   of a third of the pot to 1.5 pots within the legal range, all in when the stack is at most two
 *   pots) is valued by the chance of finishing the match with the most chips: a normal law of the
 *   swing over the hands left, a step on the last hand. The outcomes of a bet or raise come from the
 *   share of each opponent's range that folds to it (a combo continues when its strength beats the
 *   price it is offered plus a margin that grows with the share of its stack it costs) and my equity
 *   against the combos that continue; my equity against each combo is exact on the river, enumerated
 *   on the turn and over sampled runouts before. The move is drawn among those within a hair of the best.
 *
 * Measured (docs/bots.md): a first `expert` that played every hand by that model of the
 * answers, in chips, lost chips to `advanced`; its gain was in the end of the match.
 */
import type { Rng } from '../random';
import type { Bot, BotContext, Move } from '../types';
import { makeAdvancedBot, openingBet, spotOf } from './bots-advanced';
import { COMBOS, comboEquities, find, sizeRange, strengths } from './bots-ranges';
import type { HoldemOptions, HoldemView } from './types';

type Ctx = BotContext<HoldemView, HoldemOptions>;
/** Bet and raise sizes tried, as fractions of the pot after a call. */
const SIZES = [0.33, 0.5, 0.75, 1, 1.5];
/** All in is tried (beyond the sizes) only when the stack is at most this many pots. */
const SHOVE_POTS = 2;
/** Heads-up, over this many last hands of a capped match, moves are valued by the chance of winning it. */
const ENDGAME_HANDS = 8;
/** The spread of one hand's result, in big blinds, for that chance (a normal law over the hands left). */
const SWING_BB = 12;

/** The standard normal distribution function (Abramowitz–Stegun 26.2.17, error < 1e-7). */
function phi(z: number): number {
  const t = 1 / (1 + 0.2316419 * Math.abs(z));
  const d = 0.3989423 * Math.exp((-z * z) / 2);
  const p = d * t * (0.3193815 + t * (-0.3565638 + t * (1.781478 + t * (-1.821256 + t * 1.330274))));
  return z > 0 ? 1 - p : p;
}

export interface ExpertBudget {
  /** Sampled runouts for the per-combo equities before the turn (the turn and river are enumerated). */
  runouts: number;
  /** Monte Carlo deals a decision of the `advanced` play (every hand before the endgame). */
  samples: number;
}

interface Candidate {
  move: Move;
  /** Expected chips won from now on, or (last hand) the chance of winning the match. */
  value: number;
}

/** Opponent model: the chance that a combo of strength `s` continues at `odds` for `risk` of its stack. */
function continues(s: number, odds: number, risk: number): number {
  return 1 / (1 + Math.exp(-(s - (odds + 0.03 + 0.25 * risk)) / 0.06));
}

/** Weighted mean of `x` over `w` (entries where x is NaN skipped). */
function mean(w: Float64Array, x: Float64Array): number {
  let a = 0;
  let t = 0;
  for (let i = 0; i < COMBOS; i++)
    if (w[i] > 0 && x[i] === x[i]) {
      a += w[i] * x[i];
      t += w[i];
    }
  return t > 0 ? a / t : 0.5;
}

function pickNear(cands: Candidate[], margin: number, rng: Rng): Move {
  const best = Math.max(...cands.map((c) => c.value));
  const near = cands.filter((c) => c.value >= best - margin);
  return near[rng.int(near.length)].move;
}

export function makeExpertBot(budget: ExpertBudget): Bot<HoldemView, HoldemOptions> {
  const chipPlay = makeAdvancedBot(budget.samples);
  return (ctx: Ctx) => {
    const { view, seat, legalMoves: legal, rng, options } = ctx;
    if (view.phase === 'opening-bet') return openingBet(ctx);
    // Until the end of a capped match heads-up: chips, as `advanced` plays them (a bigger budget).
    const live = view.players.filter((p) => p.status !== 'out').length;
    // with resetStacks the unit is chips won (docs/rules/texas-holdem.md §8): every hand is played for chips
    const handsLeft =
      options.maxHands > 0 && !options.resetStacks ? options.maxHands - view.handNumber : Infinity;
    if (live !== 2 || handsLeft > ENDGAME_HANDS) return chipPlay(ctx);
    // Then moves are valued by the chance of finishing with the most chips, estimated with a normal law
    // of the swing over the hands left (a step on the last hand).
    const spot = spotOf(ctx);
    if (!spot) return { ...(find(legal, 'check') ?? find(legal, 'call') ?? legal[0]) };
    const { hole, board, reading, pot, toCall, stack } = spot;
    const me = view.players[seat];
    const opps = reading.opponents.map((o) => ({ p: view.players[o], w: reading.ranges.get(o)! }));
    const perCombo = comboEquities(hole, board, budget.runouts, rng);
    const eqEach = opps.map((o) => mean(o.w, perCombo));
    const eqAll = eqEach[0] ?? 1; // heads-up: one opponent (or none left to beat)
    const str = strengths(board);

    const total = view.players.reduce((a, p) => a + p.stack + p.committed, 0);
    const sigma = SWING_BB * view.bigBlind * Math.sqrt(handsLeft);
    /** The value of finishing the hand with `chips` (my stack after it). */
    const u = (chips: number) => {
      if (handsLeft === 0) return chips * 2 > total ? 1 : chips * 2 === total ? 0.5 : 0;
      return phi((chips - total / 2) / sigma);
    };

    const cands: Candidate[] = [];
    const fold = find(legal, 'fold');
    if (fold && toCall > 0) cands.push({ move: { type: 'fold' }, value: u(stack) });
    const check = find(legal, 'check');
    if (check)
      cands.push({ move: { type: 'check' }, value: eqAll * u(stack + pot) + (1 - eqAll) * u(stack) });
    const call = find(legal, 'call');
    if (call) {
      const c = Number(call.amount ?? toCall);
      cands.push({ move: { ...call }, value: eqAll * u(stack + pot) + (1 - eqAll) * u(stack - c) });
    }
    // bets and raises: a set of totals (bet amount or raise to) within the legal range, and all in
    const sizedMove = find(legal, 'bet') ?? find(legal, 'raise');
    const totals = new Set<number>();
    if (sizedMove) {
      const [lo, hi] = sizeRange(sizedMove);
      const base = sizedMove.type === 'bet' ? 0 : view.currentBet;
      for (const f of SIZES) totals.add(Math.max(lo, Math.min(hi, Math.round(base + f * (pot + toCall)))));
      totals.add(lo);
    }
    const maxTo = me.bet + stack;
    const allIn = find(legal, 'all-in');
    const choices: { move: Move; to: number }[] = [...totals].map((to) => ({
      move: sizedMove!.type === 'bet' ? { type: 'bet', amount: to } : { type: 'raise', to },
      to: sizedMove!.type === 'bet' ? me.bet + to : to,
    }));
    if (allIn && !choices.some((o) => o.to === maxTo) && stack <= SHOVE_POTS * (pot + toCall))
      choices.push({ move: { type: 'all-in' }, to: maxTo });
    for (const { move, to } of choices) {
      const x = to - me.bet; // chips I add now
      let allFold = 1;
      let winShown = 1; // chance I win against every opponent, those who fold counting as beaten
      let called = 0; // chips the callers are expected to add
      let cover = 0; // the most any opponent can match
      for (const [k, o] of opps.entries()) {
        const need = Math.max(0, Math.min(to - o.p.bet, o.p.stack));
        cover = Math.max(cover, o.p.bet + o.p.stack);
        if (o.p.status !== 'active' || need === 0) {
          allFold *= o.p.status === 'active' ? 1 : 0;
          winShown *= eqEach[k];
          continue;
        }
        const odds = need / (pot + x + need);
        const risk = Math.min(1, need / Math.max(1, o.p.stack));
        let wf = 0;
        let wc = 0;
        let ec = 0;
        for (let i = 0; i < COMBOS; i++) {
          const wi = o.w[i];
          if (wi <= 0 || perCombo[i] !== perCombo[i]) continue;
          const pc = continues(str[i], odds, risk);
          wf += wi * (1 - pc);
          wc += wi * pc;
          ec += wi * pc * perCombo[i];
        }
        const f = wf / Math.max(1e-12, wf + wc);
        const eqc = wc > 0 ? ec / wc : eqEach[k];
        allFold *= f;
        winShown *= f + (1 - f) * eqc;
        called += (1 - f) * need;
      }
      const xEff = Math.min(x, Math.max(0, cover - me.bet)); // chips nobody can match come back
      // outcomes: everyone folds; called and I win the pot and the calls; called and I lose my chips
      const need = called / Math.max(1e-9, 1 - allFold);
      const value =
        allFold * u(stack + pot) +
        (winShown - allFold) * u(stack + pot + need) +
        (1 - winShown) * u(stack - xEff);
      cands.push({ move, value });
    }
    if (cands.length === 0) return { ...legal[0] };
    return pickNear(cands, 0.002, rng);
  };
}
