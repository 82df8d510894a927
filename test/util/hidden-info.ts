/**
 * Hidden-information checks shared by the engine-level sweep (src/engine/hidden-info.spec.ts) and the
 * HTTP-level matches (test/hidden-info.e2e-spec.ts). The checks are generic: a card is any JSON string
 * value that is exactly a card ("As", "Td"); what a seat sees is every card in its view and its legal
 * moves; what is public is every card in the spectator view. From that, at every version:
 *
 *  1. a card seen by two different seats is public (in the spectator view): no private card is
 *     visible to two seats at once;
 *  2. the spectator sees nothing a seat cannot see (spectator cards are in every seat's view);
 *  3. a seat holds at most the number of private cards its game's rules allow (HIDDEN_RULES);
 *  4. the cards the rules call the seat's own hidden hand (HIDDEN_RULES.ownHand) are private to it,
 *     and the spectator view holds no hand; a game's own rules (HIDDEN_RULES.check) cover what a card
 *     wrongly shown to everyone would hide from the generic checks (Hold'em's mucked hands);
 *     finished-hand fields (HIDDEN_RULES.history) are the same for every viewer;
 *  5. every card in the move log as served to a viewer was visible to that viewer: for the mover, at
 *     the version before the move; for anyone else, at the move or later (while the match runs;
 *     a finished match shows its whole log with the seed);
 *  6. an error message shown to a seat names no card that seat cannot see, other than the cards of
 *     the move it posted.
 *
 * The per-game table below is taken from the "Hidden information" section of each rules file.
 */

export const CARD_RE = /^[2-9TJQKA][cdhs]$/;
const CARD_SET = new Set(Array.from({ length: 52 }, (_, i) => '23456789TJQKA'[i >> 2] + 'cdhs'[i & 3]));
/** Cards inside free text; `like "As"` is the example the messages use to show the card notation. */
const TEXT_CARD_RE = /(?<!like ")\b[2-9TJQKA][cdhs]\b/g;

/** Every JSON string value that is exactly a card. */
export function cardsIn(value: unknown, out: Set<string> = new Set()): Set<string> {
  if (typeof value === 'string') {
    if (value.length === 2 && CARD_SET.has(value)) out.add(value);
  } else if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) cardsIn(value[i], out);
  } else if (value !== null && typeof value === 'object') {
    for (const k in value) cardsIn((value as Record<string, unknown>)[k], out);
  }
  return out;
}

/** Card tokens in a human sentence (error messages). */
export function cardsInText(text: string): string[] {
  return text.match(TEXT_CARD_RE) ?? [];
}

type Opts = Record<string, unknown>;
type View = Record<string, any>;

export interface GameHiddenRules {
  /** Most private cards one seat may see at once. */
  maxPrivate: (players: number, options: Opts) => number;
  /** The cards the rules say only this seat may see now (its hidden hand), read from its own view. */
  ownHand: (view: View) => string[];
  /** Seat counts and option sets that change what is visible (besides the defaults). */
  variants: { players: number; options: Opts }[];
  /** Options that keep matches short so that hundreds fit in the test time (visibility unchanged). */
  short: Opts;
  /**
   * Top-level view fields that hold finished hands (a previous hand's reveal or tricks). Cards are
   * dealt again in later hands, so these are checked apart: they must be the same for every viewer.
   */
  history: string[];
  /**
   * Rules that the generic checks cannot see (a card shown to everyone looks public to them): returns
   * what is wrong with one viewer's view, or null.
   */
  check?: (view: View, options: Opts) => string | null;
}

const strings = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((c): c is string => typeof c === 'string' && CARD_SET.has(c)) : [];

export const HIDDEN_RULES: Record<string, GameHiddenRules> = {
  // docs/rules/in-between.md §6: no private hands; the stock is hidden from everyone.
  'in-between': {
    maxPrivate: () => 0,
    ownHand: () => [],
    variants: [
      { players: 2, options: {} },
      { players: 5, options: { maxBetRule: 'half-pot', pairPayout: 3 } },
      { players: 8, options: {} },
    ],
    short: { rounds: 1, startingChips: 6 },
    history: [],
  },
  // docs/rules/east-west.md §6: the pending card is its drawer's only, until placed; stock never seen.
  'east-west': {
    maxPrivate: () => 1,
    ownHand: (v) => strings(v.yourCards),
    variants: [
      { players: 2, options: {} },
      { players: 2, options: { flushRank: 'above-full-house', aceLowStraight: false } },
    ],
    short: { targetPoints: 2 },
    history: ['history'],
  },
  // docs/rules/chinese-poker.md §6: own 13 cards and own submission, until reveal; set-aside cards never.
  'chinese-poker': {
    maxPrivate: () => 13,
    ownHand: (v) => (v.phase === 'arrange' ? strings(v.yourCards) : []),
    variants: [
      { players: 2, options: {} },
      { players: 3, options: { specialHands: false } },
      { players: 4, options: {} },
    ],
    short: { hands: 2 },
    history: ['lastReveal', 'reveals'],
  },
  // docs/rules/euchre.md §6: own hand of 5 (the dealer's 6th card is the public up card; after the discard the
  // hidden discard replaces it), the discard for the dealer only, a sitting-out hand for its player
  // only; the kitty and thrown-in hands never.
  euchre: {
    maxPrivate: () => 5,
    ownHand: (v) => [
      ...strings(v.yourCards).filter((c) => c !== v.upCard),
      ...(typeof v.discard === 'string' && v.discard !== v.upCard ? [v.discard] : []),
    ],
    variants: [
      { players: 4, options: {} },
      { players: 4, options: { stickTheDealer: true, allowDefenderAlone: false } },
    ],
    short: { targetPoints: 3 },
    history: ['lastHand'],
  },
  // docs/rules/texas-holdem.md §6: own 2 hole cards (no-betting: after the opening bet); others' hole cards
  // only when shown; folded, uncontested and mucked hands, burn cards and the deck never.
  'texas-holdem': {
    maxPrivate: () => 2,
    ownHand: (v) => {
      const me = Array.isArray(v.players) ? v.players.find((p: View) => p.seat === v.you) : undefined;
      return me && me.shown === false ? strings(v.yourCards) : [];
    },
    variants: [
      { players: 2, options: {} },
      { players: 4, options: { allowMuck: true } },
      { players: 6, options: { bettingStructure: 'fixed-limit', ante: 5 } },
      { players: 3, options: { variant: 'no-betting' } },
      { players: 5, options: { variant: 'no-betting', openingBet: 20, allowMuck: true } },
    ],
    short: { maxHands: 4, startingStack: 200 },
    history: ['lastHand'],
    check: (v, o) => {
      for (const p of Array.isArray(v.players) ? v.players : []) {
        if (p.seat !== v.you && p.holeCards && !p.shown)
          return `seat ${p.seat}'s hole cards are visible but not shown`;
        if (p.seat !== v.you && p.holeCards && p.status === 'folded')
          return `folded seat ${p.seat}'s hole cards are visible`;
      }
      const lh = v.lastHand;
      if (lh && Array.isArray(lh.shown)) {
        if (lh.uncontested && lh.shown.length) return 'the hand of an uncontested winner was shown';
        if (lh.shown.some((h: View) => (lh.mucked ?? []).includes(h.seat))) return 'a mucked hand was shown';
        if (!o.allowMuck && (lh.mucked ?? []).length) return 'a hand was mucked although allowMuck is false';
      }
      return null;
    },
  },
};

export function hiddenRulesOf(game: string): GameHiddenRules {
  const r = HIDDEN_RULES[game];
  if (!r)
    throw new Error(
      `no hidden-information rules for "${game}": add its rules-file bounds to test/util/hidden-info.ts`,
    );
  return r;
}

/** What every viewer is served at one version: each seat's view and legal moves, and the spectator view. */
export interface Served {
  views: View[];
  legalMoves: unknown[];
  spectator: View;
}

/** The cards of one version: current (without the history fields) and all of them. */
export interface Snapshot {
  served: Served;
  /** Cards each seat sees in the current hand (view without history, plus its legal moves). */
  seats: Set<string>[];
  /** Cards the spectator sees in the current hand. */
  spectator: Set<string>;
  /** Every card each viewer sees, history included (seats, then the spectator last). */
  all: Set<string>[];
}

function withoutKeys(view: View, keys: string[]): View {
  if (!keys.length || view === null || typeof view !== 'object') return view;
  const out: View = { ...view };
  for (const k of keys) delete out[k];
  return out;
}

export function snapshotOf(game: string, served: Served): Snapshot {
  const { history } = hiddenRulesOf(game);
  const seats = served.views.map((v, s) =>
    cardsIn(served.legalMoves[s] ?? [], cardsIn(withoutKeys(v, history))),
  );
  const spectator = cardsIn(withoutKeys(served.spectator, history));
  // the history fields are checked to be the same for every viewer, so the spectator's stand for all
  const past = cardsIn(history.map((k) => served.spectator?.[k]));
  const all = [...seats, spectator].map((cards) => (past.size ? new Set([...cards, ...past]) : cards));
  return { served, seats, spectator, all };
}

export interface LogEntryLike {
  seq: number;
  seat: number;
  move: unknown;
}

export interface HiddenStats {
  versions: number;
  views: number;
  logEntries: number;
  errorProbes: number;
  ownHandCards: number;
  privateCardsSeen: number;
}

/**
 * Follows one match: feed it a snapshot at every version (`observe`) and the log as each viewer is
 * served it (`checkLog`); it throws on the first violation with a description.
 */
export class HiddenInfoTracker {
  /** lastSeen[viewer][card] = the latest time the viewer could see the card (viewer players = spectator). */
  private readonly lastSeen: Map<string, number>[];
  /** checked[viewer].get(seq) = the served move object last checked (engine level: redactMove's answer). */
  private readonly checked: Map<number, unknown>[] = [];
  readonly stats: HiddenStats = {
    versions: 0,
    views: 0,
    logEntries: 0,
    errorProbes: 0,
    ownHandCards: 0,
    privateCardsSeen: 0,
  };

  constructor(
    readonly game: string,
    readonly players: number,
    readonly options: Opts,
    readonly label = '',
  ) {
    this.lastSeen = Array.from({ length: players + 1 }, () => new Map());
  }

  private fail(msg: string): never {
    throw new Error(`${this.game}${this.label ? ` ${this.label}` : ''}: ${msg}`);
  }

  /** Records what each viewer could see at `time` without checking (e.g. the state right after a move, before its automatic steps). */
  remember(time: number, snap: Snapshot): void {
    snap.all.forEach((cards, viewer) => cards.forEach((c) => this.lastSeen[viewer].set(c, time)));
  }

  /** Records that every viewer could see the cards of a spectator view at `time`. */
  rememberPublic(time: number, spectatorView: unknown): void {
    const cards = cardsIn(spectatorView);
    for (const seen of this.lastSeen) cards.forEach((c) => seen.set(c, time));
  }

  /** Checks 1–4 on the views of one version, and remembers what each viewer saw for the log check. */
  observe(time: number, snap: Snapshot): void {
    const rules = hiddenRulesOf(this.game);
    const { seats, spectator } = snap;
    const { views } = snap.served;
    this.stats.versions++;
    if (rules.history.length) {
      const spect = JSON.stringify(rules.history.map((k) => snap.served.spectator?.[k]));
      views.forEach((v, s) => {
        const mine = JSON.stringify(rules.history.map((k) => v?.[k]));
        if (mine !== spect)
          this.fail(
            `at ${time} seat ${s}'s finished-hand fields (${rules.history.join(', ')}) differ from the spectator's: ${mine.slice(0, 300)} vs ${spect.slice(0, 300)}`,
          );
      });
    }
    this.stats.views += seats.length + 1;
    if (rules.check) {
      [...views, snap.served.spectator].forEach((v, i) => {
        const problem = rules.check!(v ?? {}, this.options);
        if (problem)
          this.fail(
            `at ${time} in the view of ${i < views.length ? `seat ${i}` : 'the spectator'}: ${problem}`,
          );
      });
    }
    const spectatorHand = rules.ownHand(snap.served.spectator ?? {});
    if (spectatorHand.length)
      this.fail(`at ${time} the spectator view holds a hand: ${spectatorHand.join(' ')}`);
    const owner = new Map<string, number>();
    seats.forEach((cards, s) => {
      for (const c of spectator) {
        if (!cards.has(c)) this.fail(`at ${time} the spectator sees ${c} but seat ${s} does not`);
      }
      let priv = 0;
      for (const c of cards) {
        if (spectator.has(c)) continue;
        priv++;
        const other = owner.get(c);
        if (other !== undefined)
          this.fail(`at ${time} the non-public card ${c} is visible to seats ${other} and ${s}`);
        owner.set(c, s);
      }
      this.stats.privateCardsSeen += priv;
      const max = rules.maxPrivate(this.players, this.options);
      if (priv > max)
        this.fail(
          `at ${time} seat ${s} sees ${priv} private cards (rules allow ${max}): ${[...cards].filter((c) => !spectator.has(c)).join(' ')}`,
        );
      for (const c of rules.ownHand(views[s])) {
        this.stats.ownHandCards++;
        if (spectator.has(c)) this.fail(`at ${time} seat ${s}'s hidden card ${c} is in the spectator view`);
        if (owner.get(c) !== s) this.fail(`at ${time} seat ${s}'s hidden card ${c} is not private to it`);
      }
    });
    this.remember(time, snap);
  }

  /**
   * Check 5 on the log as `viewer` (null = spectator) is served it at `time` (entry seq n was
   * applied at time n when every version is one move; `timeOf` maps a seq to its time otherwise).
   */
  checkLog(viewer: number | null, log: LogEntryLike[], timeOf: (seq: number) => number = (seq) => seq): void {
    const key = viewer ?? this.players;
    const seen = this.lastSeen[key];
    const cache = (this.checked[key] ??= new Map());
    for (const e of log) {
      this.stats.logEntries++;
      // the same entry object as at an earlier check passed then, a stricter check (the window only grows)
      if (cache.get(e.seq) === e.move) continue;
      cache.set(e.seq, e.move);
      const t = timeOf(e.seq);
      for (const c of cardsIn(e.move)) {
        const last = seen.get(c);
        const need = viewer === e.seat ? t - 1 : t;
        if (last === undefined || last < need) {
          this.fail(
            `the log entry ${e.seq} (seat ${e.seat}) shows ${c} to ${viewer === null ? 'the spectator' : `seat ${viewer}`}, who could not see it (${JSON.stringify(e.move)})`,
          );
        }
      }
    }
  }

  /** Check 6: an error message shown to `seat` names only cards it can see or that it posted. */
  checkError(seat: number, snap: Snapshot, posted: unknown, text: string): void {
    this.stats.errorProbes++;
    const allowed = new Set([...snap.all[seat], ...cardsIn(posted)]);
    for (const c of cardsInText(text)) {
      if (!allowed.has(c))
        this.fail(`an error message to seat ${seat} names ${c}, which it cannot see: ${text}`);
    }
  }
}

export function addStats(into: HiddenStats, s: HiddenStats): void {
  for (const k of Object.keys(into) as (keyof HiddenStats)[]) into[k] += s[k];
}

export function emptyStats(): HiddenStats {
  return { versions: 0, views: 0, logEntries: 0, errorProbes: 0, ownHandCards: 0, privateCardsSeen: 0 };
}
