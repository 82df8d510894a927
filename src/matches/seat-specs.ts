/**
 * Seat specs of a new match (docs/api.md "Creating a match"): a name (a seat token is issued), a bot,
 * an account the seat is reserved for, or `{ "me": true }` (the caller's account, by its API key).
 * `seatsOf` checks them against the game and turns them into the new match's seat records.
 */
import { Injectable } from '@nestjs/common';
import { type Account, AccountsService } from '../accounts/accounts.service';
import type { GameDefinition } from '../engine/types';
import { seatsOf } from '../engine/names';
import { DomainError } from '../domain-error';
import { openSeats } from './lifecycle';
import type { MatchRecord, SeatRecord } from './match-record';
import { MatchCaps } from './match-caps';
import { issueToken } from './seat-auth';

export interface SeatSpec {
  name?: string;
  bot?: string;
  /** Reserve the seat for this account: only its API key can take it. */
  account?: string;
  /** Seat the caller's account (a create made with an API key). */
  me?: boolean;
}

/** What fills the seats a create leaves out up to the game's minimum: `open` seats (or nothing: 400). */
export type SeatPadding = 'open';

export interface NewSeats {
  seats: SeatRecord[];
  /** The token of every seat created with a name, by seat (shown once, in the create answer). */
  tokens: Map<number, string>;
}

@Injectable()
export class SeatSpecs {
  constructor(
    private readonly accounts: AccountsService,
    private readonly caps: MatchCaps,
  ) {}

  /**
   * The seats of a new match of `game` (400 for invalid specs, 401 for `me` without a key). `invalid`:
   * what the caller found wrong with the rest of the request, answered in the same 400.
   */
  async seatsOf(
    game: GameDefinition,
    players: SeatSpec[] | undefined,
    apiKey: string | undefined,
    invalid: Record<string, string> = {},
    pad?: SeatPadding,
  ): Promise<NewSeats> {
    const specs = [...(players ?? [])];
    const details: Record<string, string> = {};
    // a list too short to make a match is refused, as seeks and challenges refuse it, unless the
    // caller asks for the missing seats to be left open (docs/api.md "Creating a match")
    if (specs.length < game.minPlayers && pad !== 'open') {
      details.players =
        `${seatsOf(game)}, got ${specs.length}: list every seat ({} leaves one open), ` +
        'or send "pad": "open" to leave the missing seats open';
    }
    if (specs.length > game.maxPlayers)
      details.players = `${seatsOf(game)}: at most ${game.maxPlayers} seats, got ${specs.length}`;
    specs.forEach((s, i) => {
      if ([s.name, s.bot, s.account, s.me || undefined].filter((x) => x !== undefined).length > 1) {
        details[`players.${i}`] = 'a seat has one of name, bot, account or me';
      }
      if (s.bot !== undefined && !Object.hasOwn(game.bots, s.bot)) {
        details[`players.${i}.bot`] = `unknown bot; ${game.name} bots: ${Object.keys(game.bots).join(', ')}`;
      }
    });
    Object.assign(details, invalid);
    if (details.players) throw DomainError.badRequest(seatsOf(game), details);
    if (Object.keys(details).length) throw DomainError.badRequest('invalid players', details);
    while (specs.length < game.minPlayers) specs.push({});

    const named = await this.accountsOf(specs, apiKey);
    const tokens = new Map<number, string>();
    const seats: SeatRecord[] = specs.map((s, seat) => {
      const account = named.get(seat) ?? null;
      if (account)
        return { seat, name: s.me ? account.name : null, bot: null, tokenHash: null, accountId: account.id };
      const issued = s.name !== undefined ? issueToken() : null;
      if (issued) tokens.set(seat, issued.token);
      return {
        seat,
        name: s.name ?? null,
        bot: s.bot ?? null,
        tokenHash: issued?.tokenHash ?? null,
        accountId: null,
      };
    });
    return { seats, tokens };
  }

  /** The accounts of `{ account }` and `{ me }` seat specs, by seat (400 for unknown names, 401 without a key). */
  private async accountsOf(specs: SeatSpec[], apiKey: string | undefined): Promise<Map<number, Account>> {
    const out = new Map<number, Account>();
    const details: Record<string, string> = {};
    for (const [i, s] of specs.entries()) {
      if (s.me) {
        const me = await this.accounts.authenticate(apiKey);
        await this.caps.requireRoom(me); // the caller's own matches are capped (match-caps.ts)
        if ([...out.values()].some((a) => a.id === me.id))
          details[`players.${i}`] = 'an account takes one seat';
        out.set(i, me);
      } else if (s.account !== undefined) {
        const a = await this.accounts.byName(s.account);
        if (!a) details[`players.${i}.account`] = `no account ${s.account}`;
        else if (a.builtinBot)
          details[`players.${i}.account`] = `${a.name} is a built-in bot: use { "bot": "${a.builtinBot}" }`;
        else if ([...out.values()].some((x) => x.id === a.id))
          details[`players.${i}`] = 'an account takes one seat';
        else out.set(i, a);
      }
    }
    if (Object.keys(details).length) throw DomainError.badRequest('invalid players', details);
    return out;
  }
}

/**
 * The seat a join asks for (`wanted`), else the seat reserved for the joining account, else the first
 * open seat not reserved for an account; undefined when none is open (the lifecycle answers that).
 * 409 when the account already holds a seat, or when the seat is reserved for another account.
 */
export function seatToTake(
  m: Pick<MatchRecord, 'seats' | 'status'>,
  accountId: string | null,
  wanted: number | undefined,
): number | undefined {
  const open = openSeats(m.seats);
  if (accountId && m.seats.some((s) => s.accountId === accountId && s.name !== null)) {
    throw DomainError.conflict('your account already holds a seat of this match', 'seat-taken');
  }
  const reserved = accountId
    ? m.seats.find((s) => s.accountId === accountId && open.includes(s.seat))?.seat
    : undefined;
  const free = open.filter((s) => m.seats[s].accountId === null);
  const seat =
    wanted ?? reserved ?? (m.status === 'open' ? (free[0] ?? (open.length ? -1 : undefined)) : undefined);
  const reservedForOther =
    seat !== undefined && !!m.seats[seat]?.accountId && m.seats[seat].accountId !== accountId;
  if (seat === -1 || (reservedForOther && open.includes(seat!))) {
    throw DomainError.conflict('the open seats are reserved for other accounts', 'seat-reserved');
  }
  return seat;
}

/** Every seat of a create is the caller's or a built-in bot's: nobody else can sit at a chosen deal. */
export function ownSeats(game: GameDefinition, players: SeatSpec[]): boolean {
  return players.length >= game.minPlayers && players.every((p) => p.bot ?? p.name ?? p.me);
}
