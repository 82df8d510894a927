/**
 * Typed Cardroom client: openapi-fetch over the types generated from the API's OpenAPI document
 * (client/schema.d.ts, `npm run client:generate`). Paths, parameters, bodies and answers are checked
 * by TypeScript:
 *
 *   const cardroom = createCardroomClient('http://localhost:3000');
 *   const { data: match } = await cardroom.POST('/euchre/matches', { body: { players: [{ name: 'ana' }, { bot: 'basic' }, { bot: 'basic' }, { bot: 'basic' }] } });
 *   const ana = createCardroomClient('http://localhost:3000', match!.seats[0].token!);
 *   const { data: view, error } = await ana.GET('/euchre/matches/{id}', { params: { path: { id: match!.id } } });
 *   // error is the API's { statusCode, error, reason?, message } when the status is not 2xx
 */
import createClient, { type Client } from 'openapi-fetch';
import type { components, operations, paths } from './schema';

export type { components, operations, paths };
export type MatchView = components['schemas']['MatchViewDto'];
export type CreatedMatch = components['schemas']['CreatedMatchDto'];
export type ApiErrorBody = components['schemas']['ErrorDto'];
export type GameInfo = components['schemas']['GameInfoDto'];
export type CardroomClient = Client<paths>;

/** A client for `baseUrl`; with a seat token, every request carries it as `Authorization: Bearer`. */
export function createCardroomClient(baseUrl: string, token?: string, init: { fetch?: typeof fetch } = {}): CardroomClient {
  return createClient<paths>({
    baseUrl: baseUrl.replace(/\/$/, ''),
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    ...(init.fetch ? { fetch: init.fetch } : {}),
  });
}
