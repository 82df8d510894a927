/**
 * Records and replays (docs/api.md part 2, docs/records.md): any past version of a match, the whole record
 * of a finished match, and Texas Hold'em hand histories. Nothing is stored per version: each answer is
 * rebuilt from the seed and the move log by src/records (pure), with the version each move's write
 * produced (the `move.version` column). Finished matches never change, so their hand histories are
 * cached; rebuilt states are cached per match (ReplayCache). The caller is a seat's token or its
 * account's API key, as on every match route (MatchCaller).
 */
import { Injectable } from '@nestjs/common';
import type { GameDefinition, Move } from '../engine/types';
import { DomainError } from '../domain-error';
import { matchResult } from '../matches/lifecycle';
import { MatchCaller } from '../matches/match-caller';
import { buildView, type MatchRecord, type MatchView, revealed } from '../matches/match-record';
import { MatchesService } from '../matches/matches.service';
import { MatchLists } from '../persistence/match-lists';
import { acpcHandsOfMatch, acpcLog, acpcName } from './acpc';
import { acpcGameOfOptions } from './acpc-game';
import { holdemHands, type HoldemHand } from './holdem-hands';
import { handToPhh, writePhh } from './phh';
import { buildRecord, type RecordDocument } from './record';
import { movesAtVersion, ReplayCache } from './versions';
import type { MatchSource } from './walk';

/** A hand of the list: the hand history and the match version at which the hand was settled. */
export type HandEntry = HoldemHand & { version: number };

interface Loaded {
  game: GameDefinition;
  m: MatchRecord;
  src: MatchSource;
  rows: { seq: number; seat: number; move: Move; at: Date; version: number | null }[];
}

@Injectable()
export class RecordsService {
  private readonly states = new ReplayCache(100, 16);
  /** Hand histories of finished matches by match and viewer key (they never change). */
  private readonly finishedHands = new Map<string, HandEntry[]>();

  constructor(
    private readonly matches: MatchesService,
    private readonly caller: MatchCaller,
    private readonly store: MatchLists,
  ) {}

  private async loadWithLog(gameId: string, id: string, loaded?: MatchRecord): Promise<Loaded> {
    const game = this.matches.game(gameId);
    const m = loaded ?? (await this.matches.load(gameId, id));
    const rows = (await this.store.fetchLog(id)).map((r) => ({ ...r, move: r.move as Move }));
    return {
      game,
      m,
      rows,
      src: {
        players: m.seats.length,
        options: m.options,
        seed: m.seed,
        moves: rows.map((r) => ({ seat: r.seat, move: r.move })),
      },
    };
  }

  /**
   * The match at version `version` as the caller sees it: any version of a finished match; of a match
   * still running, versions up to the current one (a later one is 409: it does not exist yet; after a
   * finished match's last version, 409 `after-end`).
   */
  async viewAt(
    gameId: string,
    id: string,
    token: string | null | undefined,
    version: number,
  ): Promise<MatchView> {
    const m = await this.matches.load(gameId, id);
    const viewer = await this.caller.seatOf(m.seats, token);
    if (version > m.version)
      throw m.status === 'finished'
        ? DomainError.conflict(
            `the match ended at version ${m.version}: its versions are 0 to ${m.version}`,
            'after-end',
          )
        : DomainError.conflict(
            `the match is at version ${m.version}; version ${version} does not exist yet`,
            'future-version',
          );
    const game = this.matches.game(gameId);
    if (version === m.version) return buildView(game, m, viewer);
    const loaded = await this.loadWithLog(gameId, id, m);
    if (loaded.rows.some((r) => r.version === null)) {
      throw DomainError.conflict(
        'this match was stored before move versions were kept: only its current version can be shown',
        'no-version-history',
      );
    }
    return this.pastView(loaded, viewer, version);
  }

  /**
   * The version after `after` as the caller sees it (the long poll: a poller walking N → N+1 sees every
   * version): the current view when it is that version, or when `after` is at or past the current one,
   * or when the match was stored before move versions were kept; otherwise rebuilt from the move log.
   */
  async viewAfter(
    gameId: string,
    id: string,
    token: string | null | undefined,
    after: number,
  ): Promise<MatchView> {
    const m = await this.matches.load(gameId, id);
    const viewer = await this.caller.seatOf(m.seats, token);
    const current = buildView(this.matches.game(gameId), m, viewer);
    if (m.version <= after + 1) return current;
    const loaded = await this.loadWithLog(gameId, id, m);
    if (loaded.rows.some((r) => r.version === null)) return current;
    return this.pastView(loaded, viewer, Math.max(0, after + 1));
  }

  /**
   * Every version after `after` up to the current one, in order, as the caller sees them (the match
   * stream: every version, exactly once). One read of the match, and of the move log only when more
   * than one version is new (a burst, or a resume). A match stored before move versions were kept
   * gives its current version only.
   */
  async viewsSince(
    gameId: string,
    id: string,
    token: string | null | undefined,
    after: number,
  ): Promise<MatchView[]> {
    const m = await this.matches.load(gameId, id);
    const viewer = await this.caller.seatOf(m.seats, token);
    const current = buildView(this.matches.game(gameId), m, viewer);
    if (m.version <= after + 1) return m.version > after ? [current] : [];
    const loaded = await this.loadWithLog(gameId, id, m);
    if (loaded.rows.some((r) => r.version === null)) return [current];
    const views: MatchView[] = [];
    for (let v = Math.max(0, after + 1); v < m.version; v++) views.push(this.pastView(loaded, viewer, v));
    views.push(current);
    return views;
  }

  /**
   * Every version of `m` (as loaded) after `after`, as `seat` sees it, in order (the account stream's
   * resume); a match stored before move versions were kept gives its current version only.
   */
  async seatViewsSince(m: MatchRecord, seat: number, after: number): Promise<MatchView[]> {
    const current = buildView(this.matches.game(m.game), m, seat);
    if (m.version <= after + 1) return m.version > after ? [current] : [];
    const loaded = await this.loadWithLog(m.game, m.id, m);
    if (loaded.rows.some((r) => r.version === null)) return [current];
    const views: MatchView[] = [];
    for (let v = Math.max(0, after + 1); v < m.version; v++) views.push(this.pastView(loaded, seat, v));
    views.push(current);
    return views;
  }

  /** A past version (below the current one) rebuilt from the log; every move of `loaded` has its version. */
  private pastView({ game, m, rows, src }: Loaded, viewer: number | null, version: number): MatchView {
    const k = movesAtVersion(
      rows.map((r) => r.version!),
      version,
    );
    const state = this.states.stateAfterMoves(m.id, game, src, k);
    const status = game.result(state) !== null ? 'finished' : m.status === 'open' ? 'open' : 'active';
    // a past version: what the lifecycle decided later (a resignation, an ending) is not shown there
    const view = buildView(
      game,
      { ...m, state, version, status, deadline: null, resigned: [], result: null },
      viewer,
    );
    // the seed is public once the match is finished (and its deal played out), whatever version is shown
    return { ...view, fairness: { seedHash: m.seedHash, seed: revealed(m) ? m.seed : null } };
  }

  /** The record of a finished match (409 before). */
  async record(gameId: string, id: string): Promise<RecordDocument> {
    const { game, m, rows } = await this.loadWithLog(gameId, id);
    if (m.status !== 'finished')
      throw DomainError.conflict('the record is served once the match is finished', 'not-finished');
    if (!revealed(m))
      throw DomainError.conflict(
        'this match deals cards another match of its duplicate deal still has to play: its record is served once every match of the deal has finished',
        'deal-in-play',
      );
    // the rules' result, or the lifecycle's (resigned, abandoned)
    const result = matchResult(game, m);
    if (!result) throw DomainError.conflict('the match has no result', 'no-result');
    return buildRecord(game, {
      id: m.id,
      createdAt: m.createdAt.toISOString(),
      finishedAt: (rows.at(-1)?.at ?? m.createdAt).toISOString(),
      version: m.version,
      options: m.options,
      seed: m.seed,
      seats: m.seats.map((s) => ({ seat: s.seat, name: s.name, account: null, bot: s.bot })),
      moves: rows.map((r) => ({
        seq: r.seq,
        seat: r.seat,
        move: r.move,
        at: r.at.toISOString(),
        version: r.version ?? m.version,
      })),
      resigned: m.resigned,
      result,
    });
  }

  /**
   * The finished hands of a Texas Hold'em match as the caller may see them: every card once the match
   * is finished; while it runs, the caller's own hole cards and the hands shown.
   */
  async hands(gameId: string, id: string, token: string | null | undefined): Promise<HandEntry[]> {
    const m = await this.matches.load(gameId, id);
    const viewer = await this.caller.seatOf(m.seats, token);
    const finished = revealed(m);
    const key = `${id}:${finished ? 'all' : viewer}`;
    const cached = finished ? this.finishedHands.get(key) : undefined;
    if (cached) return cached;
    const { game, rows, src } = await this.loadWithLog(gameId, id);
    const viewers = finished ? m.seats.map((s) => s.seat) : [viewer];
    const versionAfter = (k: number) =>
      k > 0 ? (rows[k - 1].version ?? m.version) : (rows[0]?.version ?? m.version);
    const hands = holdemHands(game, src, {
      viewers,
      names: m.seats.map((s) => s.name ?? (s.bot ? `bot:${s.bot}` : null)),
      options: m.options,
    }).map((h) => ({
      ...h,
      version: versionAfter(h.settledAfterMove),
    }));
    if (finished) {
      this.finishedHands.set(key, hands);
      if (this.finishedHands.size > 50) this.finishedHands.delete(this.finishedHands.keys().next().value!);
    }
    return hands;
  }

  /** Hand `n` (from 1), as JSON or as PHH text. 404 for a hand not finished yet or never played. */
  async hand(gameId: string, id: string, token: string | null | undefined, n: number): Promise<HandEntry> {
    const h = (await this.hands(gameId, id, token)).find((x) => x.hand === n);
    if (!h) throw DomainError.notFound(`hand ${n} of match ${id} is not a finished hand`);
    return h;
  }

  /**
   * A finished Texas Hold'em match as the ACPC dealer's log (docs/acpc.md): one `STATE` line per hand,
   * every card shown, values in chips. 409 before the end (as the record: nothing hidden leaks while
   * the match runs) and for a match the ACPC has no form for (no-betting, antes).
   */
  async acpc(gameId: string, id: string): Promise<string> {
    const { game, m, src } = await this.loadWithLog(gameId, id);
    if (m.status !== 'finished')
      throw DomainError.conflict('the ACPC log is served once the match is finished', 'not-finished');
    const g = acpcGameOfOptions(m.options, m.seats.length);
    if (typeof g === 'string') throw DomainError.conflict(`no ACPC log for this match: ${g}`, 'no-acpc-form');
    const names = m.seats.map((s) => acpcName(s.name ?? (s.bot ? `${s.bot}-bot` : null), s.seat));
    return acpcLog(g, acpcHandsOfMatch(game, src, g, names), { matchId: m.id, seed: m.seed, names });
  }

  phh(gameId: string, id: string, h: HandEntry): string {
    return writePhh(handToPhh(h), `Cardroom ${gameId} match ${id}, hand ${h.hand} (version ${h.version})`);
  }
}
