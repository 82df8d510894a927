/**
 * The Poker Hand History format (PHH): one TOML file per hand, read and written by PokerKit.
 *
 * Sources (read for this file):
 * - the PHH specification, github.com/uoftcprg/phh-std: spec.rst (fields, "Position": players are
 *   ordered by position, clockwise; in button games the first player is the small blind and the last
 *   one has the button), required.rst (variant codes NT / FT, `antes`, `blinds_or_straddles` "reversed
 *   for heads-up situations", `min_bet` for no-limit and pot-limit, `small_bet` / `big_bet` for
 *   fixed-limit, the action grammar `d dh pN cards`, `d db cards`, `pN f`, `pN cc`, `pN cbr amount`
 *   (bet or raise TO the amount), `pN sm [cards]` (show, or muck without cards), unknown cards `??`),
 *   optional.rst (`hand`, `seats` counted from 1, `seat_count`, `players`, `finishing_stacks`,
 *   `winnings`, `ante_trimming_status`);
 * - PokerKit's notation module (github.com/uoftcprg/pokerkit, pokerkit/notation.py): the variant
 *   table, the required fields per variant, the action parser, and user-defined fields, which start
 *   with an underscore (the loader keeps them without a warning).
 *
 * Cardroom's mapping (docs/records.md):
 * - variant: no-limit → `NT`, fixed-limit → `FT`, pot-limit → `PT` (PHH names no pot-limit Texas
 *   hold'em code; `PT` follows its pattern, as `PO` is pot-limit Omaha), the no-betting variant →
 *   `NBT` (a Cardroom extension: antes, hole cards and the flop dealt, one opening bet called or
 *   folded without raises, then the turn and river together), with `_cardroom_variant`.
 * - players: p1 is the first seat left of the button among the seats dealt in, the button is last;
 *   heads-up that makes p1 the big blind and p2 the button (small blind), which is what PHH's
 *   reversed heads-up blinds say of `blinds_or_straddles = [sb, bb]`.
 * - `seats`: the Cardroom seat numbers + 1 (PHH counts seats from 1); `seat_count`: the match's seats.
 * - antes: Cardroom's antes are uniform and a short player antes what they have and can win only what
 *   they put in: `ante_trimming_status = true`.
 */
import Ajv from 'ajv';
import { parse as parseToml, stringify as stringifyToml } from 'smol-toml';
import type { HandAction, HoldemHand } from './holdem-hands';

export const PHH_MEDIA_TYPE = 'application/x-phh';

/** The fields Cardroom writes and reads (PHH's names; `_cardroom_*` are user-defined fields). */
export interface PhhFile {
  variant: string;
  ante_trimming_status?: boolean;
  antes: number[];
  blinds_or_straddles: number[];
  min_bet?: number;
  small_bet?: number;
  big_bet?: number;
  starting_stacks: number[];
  actions: string[];
  hand?: number;
  seats?: number[];
  seat_count?: number;
  players?: string[];
  finishing_stacks?: number[];
  winnings?: number[];
  _cardroom_variant?: string;
  _cardroom_opening_bet?: number;
  [userDefined: `_${string}`]: unknown;
}

export const VARIANT_CODES = {
  'no-limit': 'NT',
  'fixed-limit': 'FT',
  'pot-limit': 'PT',
  'no-betting': 'NBT',
} as const;

const num = { type: 'number', minimum: 0 } as const;
const nums = { type: 'array', items: num } as const;

/** JSON Schema of a PHH file's fields as Cardroom reads them (after TOML parsing). */
export const phhSchema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  title: 'PHH hand (the fields Cardroom reads)',
  type: 'object',
  required: ['variant', 'antes', 'starting_stacks', 'actions'],
  properties: {
    variant: { type: 'string' },
    ante_trimming_status: { type: 'boolean' },
    antes: nums,
    blinds_or_straddles: nums,
    min_bet: num,
    small_bet: num,
    big_bet: num,
    starting_stacks: { type: 'array', items: num, minItems: 2 },
    actions: { type: 'array', items: { type: 'string' } },
    hand: { type: ['integer', 'string'] },
    seats: { type: 'array', items: { type: 'integer' } },
    seat_count: { type: 'integer' },
    players: { type: 'array', items: { type: 'string' } },
    finishing_stacks: nums,
    winnings: nums,
  },
} as const;

const validate = new Ajv({ allErrors: true, strict: false }).compile(phhSchema);

export class PhhError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PhhError';
  }
}

/** The PHH text of one action (`d dh p1 AsKd`, `p2 cbr 60`, `p1 sm`). */
export function actionText(a: HandAction): string {
  const cards = (a.cards ?? []).join('');
  switch (a.code) {
    case 'dh':
      return `d dh ${a.dealtTo} ${cards}`;
    case 'db':
      return `d db ${cards}`;
    case 'cbr':
      return `${a.actor} cbr ${a.amount}`;
    case 'sm':
      return a.cards ? `${a.actor} sm ${cards}` : `${a.actor} sm`;
    default:
      return `${a.actor} ${a.code}`;
  }
}

/** The PHH fields of a Cardroom hand history. */
export function handToPhh(h: HoldemHand): PhhFile {
  const n = h.players.length;
  const structure = h.variant === 'no-betting' ? 'no-betting' : h.bettingStructure;
  const file: PhhFile = {
    variant: VARIANT_CODES[structure],
    ante_trimming_status: true,
    antes: h.players.map(() => h.ante),
    blinds_or_straddles:
      h.variant === 'no-betting'
        ? h.players.map(() => 0)
        : h.players.map((_, k) => (k === 0 ? h.smallBlind : k === 1 ? h.bigBlind : 0)),
    ...(structure === 'fixed-limit'
      ? { small_bet: h.bigBlind, big_bet: 2 * h.bigBlind }
      : { min_bet: h.variant === 'no-betting' ? 1 : h.bigBlind }),
    starting_stacks: h.players.map((p) => p.startingStack),
    actions: h.actions.map(actionText),
    hand: h.hand,
    seats: h.players.map((p) => p.seat + 1),
    seat_count: h.seatCount,
    ...(h.players.some((p) => p.name !== null) ? { players: h.players.map((p) => p.name ?? '') } : {}),
    finishing_stacks: h.players.map((p) => p.finishingStack),
    winnings: h.players.map((p) => p.winnings),
    _cardroom_variant: h.variant,
    ...(h.variant === 'no-betting' ? { _cardroom_opening_bet: h.openingBet ?? 0 } : {}),
  };
  if (n < 2) throw new PhhError('a hand has at least two players');
  return file;
}

const FIELD_ORDER = [
  'variant',
  'ante_trimming_status',
  'antes',
  'blinds_or_straddles',
  'min_bet',
  'small_bet',
  'big_bet',
  'starting_stacks',
  'actions',
  'hand',
  'seats',
  'seat_count',
  'players',
  'finishing_stacks',
  'winnings',
];

/** PHH text: one field a line, the actions one a line (TOML comments name the streets' moves' seq where given). */
export function writePhh(file: PhhFile, header?: string): string {
  const lines: string[] = [];
  if (header) for (const l of header.split('\n')) lines.push(`# ${l}`);
  const keys = [
    ...FIELD_ORDER.filter((k) => k in file),
    ...Object.keys(file)
      .filter((k) => !FIELD_ORDER.includes(k))
      .sort(),
  ];
  for (const key of keys) {
    const value = (file as unknown as Record<string, unknown>)[key];
    if (value === undefined) continue;
    if (key === 'actions') {
      lines.push('actions = [');
      for (const a of file.actions) lines.push(`  ${JSON.stringify(a)},`);
      lines.push(']');
    } else lines.push(stringifyToml({ [key]: value }).trim());
  }
  return `${lines.join('\n')}\n`;
}

/** Parses PHH text; throws PhhError with the line or field at fault. */
export function parsePhh(text: string): PhhFile {
  let raw: unknown;
  try {
    raw = parseToml(text);
  } catch (e) {
    throw new PhhError(`not valid TOML: ${(e as Error).message.split('\n')[0]}`);
  }
  if (!validate(raw)) {
    const details = (validate.errors ?? [])
      .map((e) => `${e.instancePath || '(file)'} ${e.message}`)
      .join('; ');
    throw new PhhError(`not a PHH hand: ${details}`);
  }
  const f = raw as PhhFile;
  const n = f.starting_stacks.length;
  for (const key of [
    'antes',
    'blinds_or_straddles',
    'seats',
    'players',
    'finishing_stacks',
    'winnings',
  ] as const) {
    const v = f[key];
    if (Array.isArray(v) && v.length !== n)
      throw new PhhError(`${key} has ${v.length} entries for ${n} players (starting_stacks)`);
  }
  return f;
}

export type ParsedAction =
  | { kind: 'deal-hole'; player: number; cards: (string | null)[]; text: string; index: number }
  | { kind: 'deal-board'; cards: string[]; text: string; index: number }
  | { kind: 'fold' | 'check-call'; player: number; text: string; index: number }
  | { kind: 'bet-raise'; player: number; amount: number; text: string; index: number }
  | { kind: 'show-muck'; player: number; cards: (string | null)[] | null; text: string; index: number }
  | { kind: 'none'; text: string; index: number };

const CARD = /^[2-9TJQKA][cdhs]$/;

/** Splits a PHH card string ("AsKd", "????", "??Ad") into cards, null for an unknown one. */
export function splitCards(text: string): (string | null)[] {
  if (text.length % 2 !== 0) throw new PhhError(`"${text}" is not a list of two-character cards`);
  const out: (string | null)[] = [];
  for (let i = 0; i < text.length; i += 2) {
    const c = text.slice(i, i + 2);
    if (c === '??') out.push(null);
    else if (CARD.test(c)) out.push(c);
    else throw new PhhError(`"${c}" is not a card (rank 2-9TJQKA, suit cdhs, or ?? for unknown)`);
  }
  return out;
}

/** One action string, per the grammar of required.rst (a `# commentary` is ignored). */
export function parseAction(text: string, index: number, players: number): ParsedAction {
  const words = text.split('#')[0].trim().split(/\s+/).filter(Boolean);
  const player = (w: string): number => {
    const m = /^p([1-9][0-9]*)$/.exec(w);
    if (!m || Number(m[1]) > players)
      throw new PhhError(`action ${index + 1} "${text}": "${w}" is not a player (p1..p${players})`);
    return Number(m[1]);
  };
  if (words.length === 0) return { kind: 'none', text, index };
  if (words[0] === 'd') {
    if (words[1] === 'db' && words.length === 3)
      return { kind: 'deal-board', cards: splitCards(words[2]).map((c) => c ?? '??'), text, index };
    if (words[1] === 'dh' && words.length === 4)
      return { kind: 'deal-hole', player: player(words[2]), cards: splitCards(words[3]), text, index };
    throw new PhhError(
      `action ${index + 1} "${text}": the dealer deals hole cards (d dh pN cards) or board cards (d db cards)`,
    );
  }
  const p = player(words[0]);
  const [, code, arg] = words;
  if (code === 'f' && words.length === 2) return { kind: 'fold', player: p, text, index };
  if (code === 'cc' && words.length === 2) return { kind: 'check-call', player: p, text, index };
  if (code === 'cbr' && words.length === 3) {
    const amount = Number(arg);
    if (!Number.isFinite(amount) || amount <= 0)
      throw new PhhError(`action ${index + 1} "${text}": the amount is not a positive number`);
    return { kind: 'bet-raise', player: p, amount, text, index };
  }
  if (code === 'sm' && words.length <= 3)
    return {
      kind: 'show-muck',
      player: p,
      cards: arg === undefined ? null : arg === '-' ? [] : splitCards(arg),
      text,
      index,
    };
  throw new PhhError(
    `action ${index + 1} "${text}": not an action Cardroom plays (f, cc, cbr amount, sm [cards]; pb and sd belong to other variants)`,
  );
}

/**
 * Several hands in one text (PokerKit's `.phhs` collection): each hand's PHH text under a TOML table
 * named by its hand number, `[1]`, `[2]`, …; comments before a table stay with it.
 */
export function joinPhhs(hands: { hand: number; text: string }[], header?: string): string {
  const lines: string[] = [];
  if (header) for (const l of header.split('\n')) lines.push(`# ${l}`);
  for (const { hand, text } of hands) {
    if (lines.length) lines.push('');
    lines.push(`[${hand}]`, text.trimEnd());
  }
  return lines.length ? `${lines.join('\n')}\n` : '';
}

/** The hands of a `.phhs` collection, in order, each checked as parsePhh checks one hand. */
export function parsePhhs(text: string): { hand: string; file: PhhFile }[] {
  let raw: Record<string, unknown>;
  try {
    raw = parseToml(text) as Record<string, unknown>;
  } catch (e) {
    throw new PhhError(`not valid TOML: ${(e as Error).message.split('\n')[0]}`);
  }
  return Object.entries(raw).map(([hand, table]) => {
    if (typeof table !== 'object' || table === null || Array.isArray(table))
      throw new PhhError(`${hand} is not a table of a hand`);
    return { hand, file: parsePhh(stringifyToml(table as Record<string, unknown>)) };
  });
}
