/**
 * The tournament calls of the page (shared/API.md part 3 "Tournaments") through the typed client:
 * list, read, create, join (yourself, or a built-in level as the creator), withdraw, start, cancel, and
 * the addresses of the public event stream and the results export. The signed-in account's API key
 * goes as `Authorization: Bearer`, like everywhere else in the page.
 */
import type { components } from '../../client';
import { client, unwrap } from './api';

type Schemas = components['schemas'];
export type Tournament = Schemas['TournamentDto'];
/** A tournament as the list gives it (no rounds or standings). */
export type TournamentSummary = Schemas['TournamentSummaryDto'] & Partial<Pick<Tournament, 'standings'>>;
export type TournamentStatus = Tournament['status'];
export type TournamentFormat = Tournament['format'];
export type Entrant = Schemas['TournamentPlayerDto'];
export type NewTournament = Schemas['CreateTournamentDto'];

export const TOURNAMENT_STATUSES = ['open', 'running', 'finished'] as const;

export const entrantName = (e: Entrant) => e.account;
export const withdrew = (e: Entrant) => e.withdrawn;
/** The players ranked first once it is over (several when they share first place). */
export const winners = (t: TournamentSummary) =>
  t.status === 'finished' ? (t.standings ?? []).filter((s) => s.rank === 1).map((s) => s.account) : [];
export const sameName = (a: string | null | undefined, b: string | null | undefined) =>
  !!a && !!b && a.toLowerCase() === b.toLowerCase();

const at = (id: string) => ({ params: { path: { id } } });

export const tournamentsApi = {
  list: (status: TournamentStatus, game?: string | null, cursor?: string | null, limit = 20) =>
    unwrap(
      client().GET('/tournaments', {
        params: { query: { status, limit, ...(game ? { game } : {}), ...(cursor ? { cursor } : {}) } },
      }),
    ),
  get: (id: string) => unwrap(client().GET('/tournaments/{id}', at(id))),
  /** An account's tournaments, newest first. */
  ofAccount: (name: string, limit = 10) =>
    unwrap(client().GET('/accounts/{name}/tournaments', { params: { path: { name }, query: { limit } } })),
  create: (key: string, body: NewTournament) => unwrap(client(key).POST('/tournaments', { body })),
  /** Joins the key's account; with `account`, the creator enters that built-in level. */
  join: (key: string, id: string, account?: string) =>
    unwrap(client(key).POST('/tournaments/{id}/players', { ...at(id), body: account ? { account } : {} })),
  withdraw: (key: string, id: string) => unwrap(client(key).DELETE('/tournaments/{id}/players/me', at(id))),
  start: (key: string, id: string) => unwrap(client(key).POST('/tournaments/{id}/start', at(id))),
  cancel: (key: string, id: string) => unwrap(client(key).DELETE('/tournaments/{id}', at(id))),
  eventsUrl: (id: string) => `${location.origin}/tournaments/${encodeURIComponent(id)}/events`,
  resultsUrl: (id: string, format: 'csv' | 'json') =>
    `${location.origin}/tournaments/${encodeURIComponent(id)}/results?format=${format}`,
};

// ------------------------------------------------------------------ the public event stream

type Standings = Tournament['standings'];
type TableOfRound = { table: number; players: string[]; matchIds: string[] };

/** What GET /tournaments/{id}/events sends (src/tournaments/tournament-events.ts), each with its `type`. */
export type TournamentEvent =
  | { type: 'round'; round: number; tables: TableOfRound[]; byes: string[] }
  | {
      type: 'matchFinish';
      round: number;
      table: number;
      matchId: string;
      players: string[];
      places: number[];
    }
  | { type: 'standings'; round: number; standings: Standings }
  | { type: 'finish'; status: 'finished' | 'canceled'; standings: Standings };

export const TOURNAMENT_EVENTS = ['round', 'matchFinish', 'standings', 'finish'] as const;

/**
 * The tournament after one event of its stream, or null when the event does not carry what changed (the
 * page reads the tournament again): the first round (it starts the tournament: status, rounds planned),
 * a round with a forfeit, a finish at a table that plays more than one match or seats more than two
 * (its points depend on its other games, or on partnerships the page does not know). Applying an event
 * twice gives what applying it once gave, so events that crossed a read may be applied after it.
 */
export function applyTournamentEvent(t: Tournament, e: TournamentEvent): Tournament | null {
  switch (e.type) {
    case 'standings':
      return { ...t, standings: e.standings, currentRound: Math.max(t.currentRound, e.round) };
    case 'finish':
      return { ...t, status: e.status, standings: e.standings };
    case 'round': {
      if (t.status !== 'running' || e.tables.some((x) => x.matchIds.length === 0)) return null;
      const tables = e.tables.map((x) => ({
        ...x,
        finished: false,
        forfeit: false,
        points: x.players.map(() => 0),
      }));
      const rounds = [
        ...t.rounds.filter((r) => r.round !== e.round),
        { round: e.round, tables, byes: e.byes },
      ];
      return {
        ...t,
        currentRound: Math.max(t.currentRound, e.round),
        rounds: rounds.sort((a, b) => a.round - b.round),
      };
    }
    case 'matchFinish': {
      const table = t.rounds.find((r) => r.round === e.round)?.tables.find((x) => x.table === e.table);
      if (!table || t.duplicateDeals || table.matchIds.length !== 1 || e.players.length !== 2) return null;
      // two seats: a win takes one point, a tie half (by name: the table lists its first match's seats)
      const [a, b] = e.places;
      const took = new Map(e.players.map((p, i) => [p, [a, b][i] < [b, a][i] ? 1 : a === b ? 0.5 : 0]));
      const points = table.players.map((p) => took.get(p) ?? 0);
      return {
        ...t,
        rounds: t.rounds.map((r) =>
          r.round !== e.round
            ? r
            : {
                ...r,
                tables: r.tables.map((x) => (x === table ? { ...x, finished: true, points } : x)),
              },
        ),
      };
    }
  }
}
