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
