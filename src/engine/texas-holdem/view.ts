/** The redacted view of a Texas Hold'em state for one seat or a spectator (docs/rules/texas-holdem.md §6). */
import { cardsToStrings } from '../cards';
import { buildPots } from './pots';
import { scores } from './rules';
import type { HoldemState, HoldemView, PlayerView } from './types';

/** May `viewer` see seat i's hole cards right now? Shown hands, and the owner's own once visible. */
function canSee(s: HoldemState, i: number, viewer: number | null): boolean {
  if (s.holeCards[i].length === 0) return false;
  if (s.shown[i]) return true;
  return viewer === i && s.holeVisible;
}

function potNames(count: number): string[] {
  return Array.from({ length: count }, (_, k) =>
    k === 0 ? 'main pot' : count === 2 ? 'side pot' : `side pot ${k}`,
  );
}

export function view(s: HoldemState, seat: number | null): HoldemView {
  const viewer = seat !== null && Number.isInteger(seat) && seat >= 0 && seat < s.seatCount ? seat : null;
  const players: PlayerView[] = [];
  for (let i = 0; i < s.seatCount; i++) {
    const status: PlayerView['status'] = !s.inHand[i]
      ? 'out'
      : s.folded[i]
        ? 'folded'
        : s.allIn[i]
          ? 'all-in'
          : 'active';
    players.push({
      seat: i,
      stack: s.stacks[i],
      bet: s.roundBets[i],
      committed: s.committed[i],
      status,
      isButton: i === s.button,
      blind: i === s.smallBlindSeat ? 'small' : i === s.bigBlindSeat ? 'big' : null,
      holeCards: canSee(s, i, viewer) ? cardsToStrings(s.holeCards[i]) : null,
      shown: s.shown[i],
      lastAction: s.lastAction[i],
    });
  }
  // Pots of the chips collected before this round (this round's bets are shown per player).
  const settled = s.phase === 'hand-end' || s.phase === 'match-over';
  const collected = s.committed.map((c, i) => c - s.roundBets[i]);
  const live = s.inHand.map((v, i) => v && !s.folded[i]);
  const built = settled ? [] : buildLivePots(collected, live);
  const names = potNames(built.length);
  const lh = s.lastHand;
  return {
    phase: s.phase,
    you: viewer,
    toAct: s.winners === null && s.toAct !== null ? [s.toAct] : [],
    yourCards: viewer === null ? null : canSee(s, viewer, viewer) ? cardsToStrings(s.holeCards[viewer]) : [],
    board: cardsToStrings(s.board),
    scores: scores(s),
    variant: s.options.variant,
    bettingStructure: s.options.bettingStructure,
    smallBlind: s.options.smallBlind,
    bigBlind: s.options.bigBlind,
    ante: s.options.ante,
    handNumber: s.handNumber,
    button: s.button,
    smallBlindSeat: s.smallBlindSeat,
    bigBlindSeat: s.bigBlindSeat,
    players,
    pots: built.map((p, k) => ({ name: names[k], amount: p.amount, eligible: p.eligible })),
    totalPot: settled ? 0 : s.committed.reduce((a, b) => a + b, 0),
    currentBet: s.amountToMatch,
    minRaiseIncrement: s.minRaiseIncrement,
    toCall:
      viewer !== null && s.toAct === viewer
        ? Math.max(0, Math.min(s.amountToMatch - s.roundBets[viewer], s.stacks[viewer]))
        : null,
    log: s.log.map((e) => ({ ...e })),
    lastHand: lh
      ? {
          ...lh,
          board: cardsToStrings(lh.board),
          shown: lh.shown.map((h) => ({
            seat: h.seat,
            cards: cardsToStrings(h.cards),
            description: h.description,
          })),
          pots: lh.pots.map((p) => ({
            ...p,
            eligible: p.eligible.slice(),
            winners: p.winners.slice(),
            shares: p.shares.slice(),
          })),
          mucked: lh.mucked.slice(),
          stacksAfter: lh.stacksAfter.slice(),
          eliminated: lh.eliminated.slice(),
          // (a summary stored before results and log were kept has neither)
          results: lh.results?.slice() ?? new Array<number>(s.seatCount).fill(0),
          log: lh.log?.map((e) => ({ ...e })) ?? [],
        }
      : null,
    winners: s.winners ? s.winners.slice() : null,
  };
}

/** Pots by the levels of docs/rules/texas-holdem.md §7, without returning anything as uncalled (the hand is still running). */
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
