/**
 * Which matches a series opens next (pure). The rotations of a duplicate deal are played one after
 * another, never at once: every rotation seats the same accounts, and an account playing two of them at
 * once would see two seats' cards of one deal (docs/series.md "Duplicate deals and hidden cards").
 * `concurrency` is spent across deals instead: the started deals' next rotations first (lowest deal
 * first, so that deals complete in order and a sequential series' prefix of complete deals grows), then
 * new deals in order, unless the series has stopped starting them (its stopping rule was met, or it
 * reached its `deals`).
 */
import { matchPlan, rotationsPerDeal } from './deals';

/** A started deal not yet complete: rotations opened, and how many of them are not finished. */
export interface DealInPlay {
  deal: number;
  opened: number;
  active: number;
}

export interface ScheduleInput {
  /** The most deals the series plays. */
  deals: number;
  seats: number;
  duplicate: boolean;
  concurrency: number;
  /** Deals 0 … dealsStarted − 1 have at least one match (deals start in order). */
  dealsStarted: number;
  /** The started deals that are not complete. */
  inPlay: readonly DealInPlay[];
  /** False once the series stops starting deals (its stopping rule was met). */
  startNewDeals: boolean;
}

/** A match to open: its index in the series (deal × rotations + rotation), deal and seat rotation. */
export interface PlannedMatch {
  index: number;
  deal: number;
  rotation: number;
}

const planned = (deal: number, r: number, p: ScheduleInput): PlannedMatch => {
  const index = deal * rotationsPerDeal(p.seats, p.duplicate) + r;
  return { index, deal, rotation: matchPlan(index, p.seats, p.duplicate).rotation };
};

/** The matches to open now, at most `concurrency` in flight, at most one per deal. */
export function nextMatches(p: ScheduleInput): PlannedMatch[] {
  const rotations = rotationsPerDeal(p.seats, p.duplicate);
  let slots = p.concurrency - p.inPlay.reduce((n, d) => n + d.active, 0);
  const out: PlannedMatch[] = [];
  for (const d of [...p.inPlay].sort((x, y) => x.deal - y.deal)) {
    if (slots <= 0) return out;
    if (d.active === 0 && d.opened < rotations) {
      out.push(planned(d.deal, d.opened, p));
      slots--;
    }
  }
  for (let deal = p.dealsStarted; p.startNewDeals && deal < p.deals && slots > 0; deal++, slots--)
    out.push(planned(deal, 0, p));
  return out;
}

/** Every started deal is complete and no deal is left to start: the series is over. */
export function scheduleDone(p: ScheduleInput): boolean {
  return p.inPlay.length === 0 && (!p.startNewDeals || p.dealsStarted >= p.deals);
}

/** Deals 0 … k − 1 are complete: k, the length of the prefix of complete deals. */
export function completeDeals(p: Pick<ScheduleInput, 'dealsStarted' | 'inPlay'>): number {
  return p.inPlay.reduce((k, d) => Math.min(k, d.deal), p.dealsStarted);
}
