/**
 * The public events of a tournament (GET /tournaments/{id}/events): `round` (the pairings of a new
 * round), `matchFinish` (a match of it finished, with its places), `standings` (after every change) and
 * `finish` (finished or canceled, with the final standings). A topic of the instance's EventHub
 * (src/events) keyed by tournament id, payload `<tournament id>|<event JSON>`, so a stream on any
 * instance hears what happened on every instance. An event too long for NOTIFY, and a transport
 * reconnect (events may have been lost), tell the streams to resync: they read the tournament and send
 * its `standings` again.
 */
import { Injectable } from '@nestjs/common';
import { EventHub } from '../events/event-hub';
import { PG_MAX_PAYLOAD } from '../events/pg.transport';
import { jsonCodec, type Topic } from '../events/topic';
import { TOURNAMENT_CHANNEL } from './tournaments.store';

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
export class TournamentEvents {
  readonly topic: Topic<TournamentSignal>;

  constructor(readonly hub: EventHub) {
    const json = jsonCodec<TournamentSignal>();
    this.topic = hub.topic<TournamentSignal>(
      TOURNAMENT_CHANNEL,
      {
        // an event too long for NOTIFY tells the streams to re-read
        encode: (key, e) => {
          const p = json.encode(key, e);
          return Buffer.byteLength(p) <= PG_MAX_PAYLOAD ? p : `${key}|{"type":"resync"}`;
        },
        decode: json.decode,
      },
      { type: 'resync' },
    );
  }

  /** Sends the events to the tournaments' streams on every instance (after the write that caused them). */
  async publish(events: TournamentEvent[]): Promise<void> {
    await this.topic.publish(events.map((e) => ({ key: e.tournamentId, event: e })));
  }
}
