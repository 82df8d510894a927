/**
 * Plays the matches of bots only in the background (docs/api.md "Matches of bots only"): their create
 * (or a tournament's opening) answers with the match `active`, started without a move (lifecycle.ts
 * `start` with `hold`), and this player then plays it to its end, after the write has committed, its
 * decisions made by the bot pool at background priority, in one write (`play`), as the gauntlets drive
 * their controls. Each account has BOTS_ONLY_MATCHES_PER_ACCOUNT matches played at once; its further
 * matches wait their turn, first come first played. A sweep resumes, at start and every minute, the
 * active matches of bots only that nobody plays here (left by a restart or a crash; on several
 * instances two may play one match: the version guard keeps one write).
 */
import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import type { AppConfig } from '../config';
import { GameRegistry } from '../game-registry/game-registry';
import { MatchStore } from '../persistence/match-store';
import { MatchSweeps } from '../persistence/match-sweeps';
import { Sweeper } from '../sweeper';
import { APP_CONFIG } from '../tokens';
import { BotSteps } from './bot-steps';
import { MatchWriter } from './match-writer';

/** How often each instance looks for matches of bots only that nobody plays. */
export const BOTS_ONLY_SWEEP_MS = 60_000;
/** Matches of bots only resumed per sweep. */
const SWEEP_LIMIT = 200;
/** The owner of the matches whose creator has no account (anonymous creates, sweeps). */
const NOBODY = '';

interface Lane {
  running: number;
  waiting: string[];
}

@Injectable()
export class BotsOnlyPlayer implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('BotsOnly');
  private readonly lanes = new Map<string, Lane>();
  /** The matches queued or being played here. */
  private readonly mine = new Set<string>();
  private readonly pending = new Set<Promise<void>>();
  private readonly sweeper = new Sweeper('bots-only resume', BOTS_ONLY_SWEEP_MS, () => this.resume());

  constructor(
    private readonly store: MatchStore,
    private readonly sweeps: MatchSweeps,
    private readonly writer: MatchWriter,
    private readonly bots: BotSteps,
    private readonly games: GameRegistry,
    @Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'botsOnlyMatchesPerAccount'>,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.sweeper.start({ now: true });
  }

  async onModuleDestroy(): Promise<void> {
    this.sweeper.stop();
    this.lanes.clear();
    await this.settled();
  }

  /** Resolves once every match handed over so far has been played (tests, the fuzzer, the destroy). */
  async settled(): Promise<void> {
    while (this.pending.size) await Promise.allSettled([...this.pending]);
  }

  /** Matches being played now for `owner` (tests). */
  playing(owner: string | null): number {
    return this.lanes.get(owner ?? NOBODY)?.running ?? 0;
  }

  /** Plays the committed match `matchId` of bots only to its end, within `owner`'s budget. */
  play(matchId: string, owner: string | null): void {
    if (this.sweeper.closed || this.mine.has(matchId)) return;
    this.mine.add(matchId);
    const key = owner ?? NOBODY;
    const lane = this.lanes.get(key) ?? { running: 0, waiting: [] };
    this.lanes.set(key, lane);
    lane.waiting.push(matchId);
    this.drain(key, lane);
  }

  /** Resumes the active matches of bots only that nobody plays here. */
  async resume(): Promise<void> {
    const games = this.games.ids();
    for (const m of await this.sweeps.botsOnlyActive(games, SWEEP_LIMIT)) this.play(m.id, null);
  }

  private drain(key: string, lane: Lane): void {
    while (lane.running < this.config.botsOnlyMatchesPerAccount && lane.waiting.length) {
      const id = lane.waiting.shift()!;
      lane.running++;
      const done = this.playOut(id)
        .catch((e: Error) => {
          if (!this.sweeper.closed) this.logger.warn(`match ${id} of bots only: ${e.message}`);
        })
        .finally(() => {
          this.mine.delete(id);
          this.pending.delete(done);
          lane.running--;
          if (!this.sweeper.closed) this.drain(key, lane);
          if (!lane.running && !lane.waiting.length && this.lanes.get(key) === lane) this.lanes.delete(key);
        });
      this.pending.add(done);
    }
  }

  /** Plays the match from its stored record until it is over (a lost race is redone from a fresh read). */
  private async playOut(id: string): Promise<void> {
    while (!this.sweeper.closed) {
      const m = await this.store.fetch(id);
      const game = m && this.games.definition(m.game);
      if (!m || !game || m.status !== 'active') return;
      const t = await this.bots.next(game, m, { kind: 'play' }, new Date());
      if (!t || this.sweeper.closed) return;
      if ((await this.writer.write(m, t)) && t.record.status !== 'active') return;
    }
  }
}
