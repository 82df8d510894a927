/**
 * Plays a PHH hand through Cardroom's Texas Hold'em rules: the hand's cards are dealt by a generator
 * whose shuffle yields the deck that deals them, and each player action is posted as the Cardroom move
 * it stands for. The answer is the finishing stacks, or where and why the engine disagrees with the
 * file (an action out of turn, a move the rules reject, a board dealt before the betting round ended,
 * different finishing stacks).
 *
 * The game is driven through its public functions (setup, apply, advance, view, legalMoves). Two
 * things are Cardroom's dealing convention, checked against the views as the hand goes: the deck is
 * dealt top first, hole cards one at a time clockwise from the button's left in two passes, then (in
 * the betting variant) burn, flop, burn, turn, burn, river; and a match's players all start with the
 * same stack, so unequal PHH starting stacks are set on the dealt-in state (`withStacks`).
 */
import { cards as parseCards, cardsToStrings, deck52 } from '../engine/cards';
import { resolveOptions } from '../engine/options';
import type { Rng } from '../engine/random';
import type { GameDefinition, Move } from '../engine/types';
import { type ParsedAction, type PhhFile, PhhError, parseAction } from './phh';

interface ViewLike {
  phase: string;
  handNumber: number;
  currentBet: number;
  board: string[];
  players: { seat: number; stack: number; bet: number; holeCards: string[] | null; shown: boolean }[];
  log: { seat: number; type: string; amount: number }[];
  lastHand: {
    handNumber: number;
    stacksAfter: number[];
    shown: { seat: number; cards: string[] }[];
    mucked: number[];
  } | null;
}

export interface PhhReplay {
  /** True when the whole file played and nothing disagreed. */
  ok: boolean;
  /** Cardroom's finishing stacks in PHH player order (null if the replay stopped early). */
  finishingStacks: number[] | null;
  /** The file's `finishing_stacks`, if it has them. */
  expected: number[] | null;
  /** Disagreements; the first one stops the replay unless it is about the end result. */
  problems: string[];
  /** What was adapted or is worth knowing (unknown cards filled in, shows and mucks that differ). */
  notes: string[];
  /** Cardroom's options and the seat of each PHH player. */
  options: Record<string, unknown> | null;
  seats: number[];
}

const STRUCTURES: Record<string, { variant: string; bettingStructure: string }> = {
  NT: { variant: 'betting', bettingStructure: 'no-limit' },
  PT: { variant: 'betting', bettingStructure: 'pot-limit' },
  FT: { variant: 'betting', bettingStructure: 'fixed-limit' },
  NBT: { variant: 'no-betting', bettingStructure: 'no-limit' },
};

/** A generator whose only use is the deal: its shuffle returns `deck` (a permutation of what it shuffles). */
function dealingRng(deck: readonly number[]): Rng {
  const refuse = (): never => {
    throw new PhhError('the rules drew a random number other than the deal while replaying a PHH hand');
  };
  return {
    uint32: refuse,
    int: refuse,
    float: refuse,
    pick: refuse,
    shuffle<T>(items: T[]): T[] {
      if (
        items.length !== deck.length ||
        [...(items as unknown as number[])].sort((a, b) => a - b).join() !==
          [...deck].sort((a, b) => a - b).join()
      ) {
        throw new PhhError('the rules shuffled something other than a 52-card deck');
      }
      items.splice(0, items.length, ...(deck as unknown as T[]));
      return items;
    },
  };
}

/** The options, seats and deck a PHH file stands for; throws PhhError for what Cardroom does not play. */
function translate(f: PhhFile, actions: ParsedAction[]) {
  const kind = STRUCTURES[f.variant];
  if (!kind)
    throw new PhhError(
      `variant "${f.variant}" is not played by Cardroom (NT, PT, FT, and NBT for its no-betting variant)`,
    );
  const n = f.starting_stacks.length;
  if (n < 2 || n > 10) throw new PhhError(`${n} players: Cardroom's Hold'em seats 2 to 10`);
  const ints = (xs: number[], what: string) => {
    if (xs.some((x) => !Number.isInteger(x)))
      throw new PhhError(`${what} must be whole chips (Cardroom has no fractional chips)`);
  };
  ints(f.starting_stacks, 'starting_stacks');
  if (f.starting_stacks.some((x) => x < 1)) throw new PhhError('starting_stacks must be positive');
  ints(f.antes, 'antes');
  if (new Set(f.antes).size !== 1)
    throw new PhhError(`antes ${JSON.stringify(f.antes)}: Cardroom's antes are the same for every player`);
  const blinds = f.blinds_or_straddles ?? new Array<number>(n).fill(0);
  ints(blinds, 'blinds_or_straddles');
  const sb = blinds[0] ?? 0;
  const bb = blinds[1] ?? 0;
  if (blinds.slice(2).some((b) => b !== 0))
    throw new PhhError('straddles (a third forced bet) are not played by Cardroom');
  const options: Record<string, unknown> = {
    variant: kind.variant,
    bettingStructure: kind.bettingStructure,
    startingStack: Math.max(...f.starting_stacks),
    ante: f.antes[0],
    maxHands: 1,
    // A file that mucks a hand at showdown was played with mucking allowed.
    allowMuck: actions.some((a) => a.kind === 'show-muck' && a.cards === null),
  };
  if (kind.variant === 'betting') {
    if (sb < 1 || bb < sb)
      throw new PhhError(
        `blinds ${sb}/${bb}: Cardroom needs a small blind >= 1 and a big blind >= the small blind`,
      );
    Object.assign(options, { smallBlind: sb, bigBlind: bb });
    if (kind.bettingStructure === 'fixed-limit') {
      if (f.small_bet !== bb || f.big_bet !== 2 * bb)
        throw new PhhError(
          `small_bet ${f.small_bet} / big_bet ${f.big_bet}: Cardroom's fixed-limit bets are the big blind and twice it (${bb} / ${2 * bb})`,
        );
    } else if (f.min_bet !== undefined && f.min_bet !== bb) {
      throw new PhhError(`min_bet ${f.min_bet}: Cardroom's minimum bet is the big blind (${bb})`);
    }
  } else {
    if (sb !== 0 || bb !== 0) throw new PhhError('the no-betting variant has no blinds');
    const opening = f._cardroom_opening_bet ?? 0;
    if (!Number.isInteger(opening) || opening < 0)
      throw new PhhError('_cardroom_opening_bet must be a whole number >= 0');
    options.openingBet = opening;
  }
  // p1 is left of the button, pN has it (phh.ts): with the button at seat 0 on hand 1, pK sits at seat K mod N.
  const seats = Array.from({ length: n }, (_, k) => (k + 1) % n);
  return { options, seats, betting: kind.variant === 'betting' };
}

/** The deck that deals the file's cards; unknown cards become the lowest unused ones (noted). */
function buildDeck(
  n: number,
  actions: ParsedAction[],
  betting: boolean,
  notes: string[],
): { deck: number[]; hole: (string | null)[][]; board: string[] } {
  const hole: (string | null)[][] = Array.from({ length: n }, () => [null, null]);
  const board: string[] = [];
  for (const a of actions) {
    if (a.kind === 'deal-hole') {
      if (a.cards.length !== 2)
        throw new PhhError(`action ${a.index + 1} "${a.text}": a Hold'em player gets two hole cards`);
      a.cards.forEach((c, i) => (hole[a.player - 1][i] = c ?? hole[a.player - 1][i]));
    } else if (a.kind === 'show-muck' && a.cards && a.cards.length === 2) {
      a.cards.forEach((c, i) => (hole[a.player - 1][i] = c ?? hole[a.player - 1][i]));
    } else if (a.kind === 'deal-board') {
      if (a.cards.includes('??'))
        throw new PhhError(`action ${a.index + 1} "${a.text}": board cards must be known`);
      board.push(...a.cards);
    }
  }
  if (board.length > 5) throw new PhhError(`${board.length} board cards: Hold'em deals 5`);
  const named = [...hole.flat().filter((c): c is string => c !== null), ...board];
  const dup = named.find((c, i) => named.indexOf(c) !== i);
  if (dup) throw new PhhError(`card ${dup} is dealt twice`);
  const used = new Set(parseCards(named.join(' ')));
  const spare = deck52().filter((c) => !used.has(c));
  const take = () => spare.shift()!;
  const unknown = hole.reduce((k, h) => k + h.filter((c) => c === null).length, 0);
  if (unknown)
    notes.push(
      `${unknown} hole card(s) unknown in the file (never shown): dealt as cards nobody else holds; they decide nothing the file shows`,
    );
  const holeCards = hole.map((h) => h.map((c) => (c === null ? take() : parseCards(c)[0])));
  const boardCards = board.map((c) => parseCards(c)[0]);
  while (boardCards.length < 5) boardCards.push(take());
  const deck: number[] = [];
  for (let pass = 0; pass < 2; pass++) for (let k = 0; k < n; k++) deck.push(holeCards[k][pass]);
  if (betting)
    deck.push(
      take(),
      boardCards[0],
      boardCards[1],
      boardCards[2],
      take(),
      boardCards[3],
      take(),
      boardCards[4],
    );
  else deck.push(...boardCards);
  deck.push(...spare);
  return { deck, hole: holeCards.map((h) => cardsToStrings(h)), board };
}

/** The dealt-in state with the file's starting stacks (a match starts every seat with the same stack). */
function withStacks<S>(state: S, stacks: number[]): S {
  return { ...state, stacks: stacks.slice() };
}

/** Plays a parsed PHH file through `game` (Cardroom's Texas Hold'em). */
export function replayPhh<S>(game: GameDefinition<S>, f: PhhFile): PhhReplay {
  const notes: string[] = [];
  const problems: string[] = [];
  const expected = f.finishing_stacks ?? null;
  const fail = (
    message: string,
    options: Record<string, unknown> | null = null,
    seats: number[] = [],
  ): PhhReplay => ({
    ok: false,
    finishingStacks: null,
    expected,
    problems: [...problems, message],
    notes,
    options,
    seats,
  });
  const n = f.starting_stacks.length;
  let actions: ParsedAction[];
  let plan: ReturnType<typeof translate>;
  let deal: ReturnType<typeof buildDeck>;
  try {
    actions = f.actions.map((t, i) => parseAction(t, i, n));
    plan = translate(f, actions);
    deal = buildDeck(n, actions, plan.betting, notes);
  } catch (e) {
    if (e instanceof PhhError) return fail(e.message);
    throw e;
  }
  const { seats } = plan;
  const resolved = resolveOptions(game.optionsSchema, plan.options);
  if (!resolved.ok)
    return fail(
      `Cardroom does not accept these options: ${Object.entries(resolved.details)
        .map(([k, v]) => `${k} ${v}`)
        .join('; ')}`,
      plan.options,
      seats,
    );
  const options = resolved.options as Record<string, unknown>;
  const rng = dealingRng(deal.deck);
  const stacksBySeat = new Array<number>(n);
  seats.forEach((seat, k) => (stacksBySeat[seat] = f.starting_stacks[k]));

  let state = withStacks(game.setup(n, options, rng), stacksBySeat);
  const view = (seat: number | null = null) => game.view(state, seat) as ViewLike;
  const run = () => {
    for (let k = 0; k < 1000; k++) {
      const next = game.advance(state, rng);
      if (next === null) return;
      state = next;
    }
    throw new PhhError('the automatic steps did not settle');
  };
  const tag = (k: number) => `p${k} (seat ${seats[k - 1]})`;
  const playerOfSeat = (seat: number) => seats.indexOf(seat) + 1;
  try {
    run();
    if (view().handNumber !== 1) return fail('the rules did not deal the hand', options, seats);
    // The deal went as planned: each player's own view shows the planned cards (betting variant: from the deal).
    if (plan.betting) {
      for (let k = 1; k <= n; k++) {
        const got = view(seats[k - 1]).players[seats[k - 1]].holeCards;
        if (got && got.join() !== deal.hole[k - 1].join())
          return fail(
            `the rules dealt ${tag(k)} ${got.join('')}, not ${deal.hole[k - 1].join('')}: Cardroom's dealing order changed`,
            options,
            seats,
          );
      }
    }
    let boardDealt = 0;
    const shows = new Map<number, boolean>();
    for (const a of actions) {
      const where = `action ${a.index + 1} "${a.text}"`;
      if (a.kind === 'none' || a.kind === 'deal-hole') continue;
      if (a.kind === 'deal-board') {
        boardDealt += a.cards.length;
        const board = view().board;
        if (board.length < boardDealt) {
          const toAct = game.toAct(state);
          return fail(
            `${where}: Cardroom has not dealt these cards yet (${toAct.length ? `${tag(playerOfSeat(toAct[0]))} is still to act` : `phase ${view().phase}`})`,
            options,
            seats,
          );
        }
        if (board.slice(boardDealt - a.cards.length, boardDealt).join() !== a.cards.join()) {
          return fail(`${where}: Cardroom's board is ${board.join(' ')}`, options, seats);
        }
        continue;
      }
      if (a.kind === 'show-muck') {
        shows.set(a.player, a.cards !== null);
        continue;
      }
      const seat = seats[a.player - 1];
      const toAct = game.toAct(state);
      if (!toAct.includes(seat)) {
        // No-betting with a fixed opening bet: the server posted it; the file writes it as the opener's cbr.
        const last = view().log.at(-1);
        if (
          a.kind === 'bet-raise' &&
          last &&
          last.seat === seat &&
          last.type === 'bet' &&
          last.amount === a.amount &&
          options.openingBet
        ) {
          notes.push(`${where}: the opening bet was posted automatically`);
          continue;
        }
        const who = toAct.length
          ? `${tag(playerOfSeat(toAct[0]))} is to act`
          : `nobody is to act (phase ${view().phase})`;
        return fail(`${where}: out of turn for Cardroom: ${who}`, options, seats);
      }
      const v = view(seat);
      const me = v.players[seat];
      let move: Move;
      if (a.kind === 'fold') move = { type: 'fold' };
      else if (a.kind === 'check-call')
        move = game.legalMoves(state, seat).some((m) => m.type === 'check')
          ? { type: 'check' }
          : { type: 'call' };
      else if (a.kind !== 'bet-raise') throw new PhhError(`${where}: not a player action`);
      else if (!Number.isInteger(a.amount))
        return fail(`${where}: Cardroom has no fractional chips`, options, seats);
      else if (v.currentBet === 0) move = { type: 'bet', amount: a.amount - me.bet };
      else move = { type: 'raise', to: a.amount };
      const r = game.apply(state, seat, move);
      if (!r.ok)
        return fail(
          `${where}: Cardroom rejects ${JSON.stringify(move)} of ${tag(a.player)}: ${r.reason} (${r.message})`,
          options,
          seats,
        );
      state = r.state;
      run();
    }
    const end = view();
    const last = end.lastHand && end.lastHand.handNumber === 1 ? end.lastHand : null;
    let finishing: number[];
    if (last) {
      finishing = seats.map((seat) => last.stacksAfter[seat]);
      const shownSeats = new Set(last.shown.map((s) => s.seat));
      for (const [k, show] of shows) {
        const seat = seats[k - 1];
        if (show && !shownSeats.has(seat) && !end.players[seat]?.shown)
          notes.push(
            `p${k} shows in the file; Cardroom keeps the hand hidden (${last.mucked.includes(seat) ? 'mucked' : 'not at showdown'})`,
          );
        if (!show && shownSeats.has(seat))
          notes.push(`p${k} mucks in the file; Cardroom's rules show the hand (texas-holdem.md §6)`);
      }
    } else {
      notes.push(
        `the file stops before the end of the hand (phase ${end.phase}); finishing stacks are the stacks behind`,
      );
      finishing = seats.map((seat) => end.players[seat].stack);
    }
    if (expected) {
      const diff = finishing
        .map((v, k) => (v === expected[k] ? null : `p${k + 1} ${v} (file ${expected[k]})`))
        .filter(Boolean);
      if (diff.length) problems.push(`finishing stacks differ: ${diff.join(', ')}`);
    }
    return {
      ok: problems.length === 0,
      finishingStacks: finishing,
      expected,
      problems,
      notes,
      options,
      seats,
    };
  } catch (e) {
    if (e instanceof PhhError) return fail(e.message, options, seats);
    throw e;
  }
}
