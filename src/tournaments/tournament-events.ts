/**
 * The public events of a tournament (GET /tournaments/{id}/events): `round` (the pairings of a new
 * round), `matchFinish` (a match of it finished, with its places), `standings` (after every change) and
 * `finish` (finished or canceled, with the final standings). In one process they go through an
 * EventEmitter keyed by tournament id; on PostgreSQL every event goes through NOTIFY on
 * `cardroom_tournament` (payload `<tournament id>|<event JSON>`), and each instance's LISTEN
 * connection (PgListener, shared with match and account events) hands it to its local streams, so a
 * stream on any instance hears what happened on every instance. An event too long for NOTIFY, and a
 * LISTEN reconnect (events may have been lost), tell the streams to resync: they read the tournament
 * and send its `standings` again.
 */
import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { EventEmitter } from 'node:events';
import { PgListener } from '../persistence/pg-listener';
import { TOURNAMENT_CHANNEL, TournamentsStore } from './tournaments.store';

const MAX_PAYLOAD = 7900;
const SHUTDOWN = Symbol('shutdown');

export interface TableOfRound {
  table: number;
  players: string[];
  matchIds: string[];
}

export interface StandingRow {
  rank: number;
  account: string;
  points: number;
  tieBreak: number;
  played: number;
}

export type TournamentEvent =
  | { type: 'round'; tournamentId: string; round: number; tables: TableOfRound[]; byes: string[] }
  | {
      type: 'matchFinish';
      tournamentId: string;
      round: number;
      table: number;
      matchId: string;
      players: string[];
      places: number[];
    }
  | { type: 'standings'; tournamentId: string; round: number; standings: StandingRow[] }
  | {
      type: 'finish';
      tournamentId: string;
      status: 'finished' | 'canceled';
      standings: StandingRow[];
    };

export type TournamentSignal = TournamentEvent | { type: 'resync' };

@Injectable()
export class TournamentEvents implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('TournamentEvents');
  private readonly emitter = new EventEmitter();
  private closed = false;

  constructor(
    private readonly listener: PgListener,
    private readonly store: TournamentsStore,
  ) {
    this.emitter.setMaxListeners(0);
  }

  async onModuleInit(): Promise<void> {
    if (!this.listener.enabled) return;
    await this.listener.listen(
      TOURNAMENT_CHANNEL,
      (payload) => {
        const bar = payload.indexOf('|');
        if (bar <= 0) return;
        try {
          this.emitter.emit(payload.slice(0, bar), JSON.parse(payload.slice(bar + 1)) as TournamentSignal);
        } catch {
          // not one of ours
        }
      },
      () => {
        for (const id of this.emitter.eventNames())
          if (typeof id === 'string') this.emitter.emit(id, { type: 'resync' });
      },
    );
  }

  /** Sends the events to the tournaments' streams on every instance (after the write that caused them). */
  async publish(events: TournamentEvent[]): Promise<void> {
    if (!events.length || this.closed) return;
    if (!this.listener.enabled) {
      for (const e of events) this.emitter.emit(e.tournamentId, e);
      return;
    }
    const payloads = events.map((e) => {
      const p = `${e.tournamentId}|${JSON.stringify(e)}`;
      return Buffer.byteLength(p) <= MAX_PAYLOAD ? p : `${e.tournamentId}|{"type":"resync"}`;
    });
    try {
      await this.store.notify(payloads);
    } catch (e) {
      this.logger.warn(`NOTIFY failed, resyncing local streams: ${(e as Error).message}`);
      for (const id of new Set(events.map((x) => x.tournamentId))) this.emitter.emit(id, { type: 'resync' });
    }
  }

  subscribe(tournamentId: string, fn: (s: TournamentSignal) => void): () => void {
    this.emitter.on(tournamentId, fn);
    return () => this.emitter.off(tournamentId, fn);
  }

  onShutdown(fn: () => void): () => void {
    this.emitter.once(SHUTDOWN, fn);
    return () => this.emitter.off(SHUTDOWN, fn);
  }

  onModuleDestroy(): void {
    this.emitter.emit(SHUTDOWN);
    this.closed = true;
  }
}
