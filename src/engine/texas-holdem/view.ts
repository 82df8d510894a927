/** The redacted view of a Texas Hold'em state for one seat or a spectator (texas-holdem.md §6). */
import { cardsToStrings } from '../cards';
import { buildPots } from './pots';
import type { HoldemState, HoldemView, PlayerView } from './types';

/** May `viewer` see seat i's hole cards right now? */
export function canSee(s: HoldemState, i: number, viewer: number | null): boolean {
  if (s.hole[i].length === 0) return false;
  if (s.shown[i]) return true;
  return viewer === i && s.holeVisible;
}

function potNames(count: number): string[] {
  return Array.from({ length: count }, (_, k) => (k === 0 ? 'main pot' : count === 2 ? 'side pot' : `side pot ${k}`));
}

export function viewOf(s: HoldemState, seat: number | null): HoldemView {
  const viewer = seat !== null && Number.isInteger(seat) && seat >= 0 && seat < s.n ? seat : null;
  const players: PlayerView[] = [];
  for (let i = 0; i < s.n; i++) {
    const status: PlayerView['status'] = !s.inHand[i] ? 'out' : s.folded[i] ? 'folded' : s.allIn[i] ? 'all-in' : 'active';
    players.push({
      seat: i,
      stack: s.stacks[i],
      bet: s.bets[i],
      committed: s.contrib[i],
      status,
      isButton: i === s.button,
      blind: i === s.sbSeat ? 'small' : i === s.bbSeat ? 'big' : null,
      holeCards: canSee(s, i, viewer) ? cardsToStrings(s.hole[i]) : null,
      shown: s.shown[i],
      lastAction: s.lastAction[i],
    });
  }
  // Pots of the chips collected before this round (this round's bets are shown per player).
  const settled = s.phase === 'hand-end' || s.phase === 'match-over';
  const collected = s.contrib.map((c, i) => c - s.bets[i]);
  const live = s.inHand.map((v, i) => v && !s.folded[i]);
  const built = settled ? [] : buildLivePots(collected, live);
  const names = potNames(built.length);
  const lh = s.lastHand;
  return {
    variant: s.options.variant,
    bettingStructure: s.options.bettingStructure,
    smallBlind: s.options.smallBlind,
    bigBlind: s.options.bigBlind,
    ante: s.options.ante,
    handNumber: s.handNumber,
    phase: s.phase,
    button: s.button,
    smallBlindSeat: s.sbSeat,
    bigBlindSeat: s.bbSeat,
    you: viewer,
    yourCards: viewer !== null && canSee(s, viewer, viewer) ? cardsToStrings(s.hole[viewer]) : null,
    players,
    board: cardsToStrings(s.board),
    pots: built.map((p, k) => ({ name: names[k], amount: p.amount, eligible: p.eligible })),
    totalPot: settled ? 0 : s.contrib.reduce((a, b) => a + b, 0),
    currentBet: s.H,
    minRaiseIncrement: s.L,
    toAct: s.toAct,
    toCall: viewer !== null && s.toAct === viewer ? Math.max(0, Math.min(s.H - s.bets[viewer], s.stacks[viewer])) : null,
    log: s.log.map((e) => ({ ...e })),
    lastHand: lh
      ? {
          ...lh,
          board: cardsToStrings(lh.board),
          shown: lh.shown.map((h) => ({ seat: h.seat, cards: cardsToStrings(h.cards), description: h.description })),
          pots: lh.pots.map((p) => ({ ...p, eligible: p.eligible.slice(), winners: p.winners.slice(), shares: p.shares.slice() })),
          mucked: lh.mucked.slice(),
          stacksAfter: lh.stacksAfter.slice(),
          eliminated: lh.eliminated.slice(),
        }
      : null,
    winners: s.winners ? s.winners.slice() : null,
  };
}

/** Pots by the §7 levels without returning anything as uncalled (the hand is still running). */
function buildLivePots(collected: number[], live: boolean[]) {
  const total = collected.reduce((a, b) => a + b, 0);
  if (total === 0) return [];
  // buildPots would return the top contributor's excess; add it back into the top pot for display.
  const b = buildPots(collected, live);
  if (b.uncalled && b.pots.length > 0) {
    const top = b.pots[b.pots.length - 1];
    if (top.eligible.includes(b.uncalled.seat)) top.amount += b.uncalled.amount;
    else b.pots.push({ amount: b.uncalled.amount, eligible: [b.uncalled.seat] });
  } else if (b.uncalled) b.pots.push({ amount: b.uncalled.amount, eligible: [b.uncalled.seat] });
  return b.pots;
}
