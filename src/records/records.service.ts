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
import { buildView, type MatchRecord, type MatchView } from '../matches/match-record';
import { MatchesService } from '../matches/matches.service';
import { MatchStore } from '../persistence/match-store';
import { holdemHands, type HoldemHand } from './holdem-hands';
import { handToPhh, writePhh } from './phh';
import { buildRecord, type MatchRecord as RecordDocument } from './record';
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
    private readonly store: MatchStore,
  ) {}

  private async loadWithLog(gameId: string, id: string): Promise<Loaded> {
    const game = this.matches.game(gameId);
    const m = await this.matches.load(gameId, id);
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
   * still running, versions up to the current one (a later one is 409: it does not exist yet).
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
      throw DomainError.conflict(
        `the match is at version ${m.version}; version ${version} does not exist yet`,
        'future-version',
      );
    const game = this.matches.game(gameId);
    if (version === m.version) return buildView(game, m, viewer);
    const { rows, src } = await this.loadWithLog(gameId, id);
    if (rows.some((r) => r.version === null)) {
      throw DomainError.conflict(
        'this match was stored before move versions were kept: only its current version can be shown',
        'no-version-history',
      );
    }
    const k = movesAtVersion(
      rows.map((r) => r.version!),
      version,
    );
    const state = this.states.stateAfterMoves(id, game, src, k);
    const status = game.result(state) !== null ? 'finished' : m.status === 'open' ? 'open' : 'active';
    // a past version: what the lifecycle decided later (a resignation, an ending) is not shown there
    const view = buildView(
      game,
      { ...m, state, version, status, deadline: null, resigned: [], result: null },
      viewer,
    );
    // the seed is public once the match is finished, whatever version is shown
    return { ...view, fairness: { seedHash: m.seedHash, seed: m.status === 'finished' ? m.seed : null } };
  }

  /** The record of a finished match (409 before). */
  async record(gameId: string, id: string): Promise<RecordDocument> {
    const { game, m, rows } = await this.loadWithLog(gameId, id);
    if (m.status !== 'finished')
      throw DomainError.conflict('the record is served once the match is finished', 'not-finished');
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
    const finished = m.status === 'finished';
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

  phh(gameId: string, id: string, h: HandEntry): string {
    return writePhh(handToPhh(h), `Cardroom ${gameId} match ${id}, hand ${h.hand} (version ${h.version})`);
  }
}
