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
 *
 * A bot account's API key goes where a seat token does:
 *   const bot = createCardroomClient('http://localhost:3000', apiKey);
 *   await bot.POST('/{game}/seeks', { params: { path: { game: 'euchre' } }, body: { players: 4, rated: true } });
 *   const { data: me } = await bot.GET('/me');   // me.ratings.euchre.rating
 */
import createClient, { type Client } from 'openapi-fetch';
import type { components, operations, paths } from './schema';

export type { components, operations, paths };
export type MatchView = components['schemas']['MatchViewDto'];
export type CreatedMatch = components['schemas']['CreatedMatchDto'];
export type ApiErrorBody = components['schemas']['ErrorDto'];
export type GameInfo = components['schemas']['GameInfoDto'];
export type Profile = components['schemas']['ProfileDto'];
export type Challenge = components['schemas']['ChallengeDto'];
export type Seek = components['schemas']['SeekDto'];
export type HistoryPage = components['schemas']['HistoryPageDto'];
/** An event of the account stream (`GET /me/events`), told apart by `type`. */
export type AccountEvent = components['schemas']['AccountEvent'];
/** An event of a tournament's stream (`GET /tournaments/{id}/events`), told apart by `type`. */
export type TournamentEvent = components['schemas']['TournamentEvent'];
export type CardroomClient = Client<paths>;

/** A client for `baseUrl`; with a seat token or an API key, every request carries it as `Authorization: Bearer`. */
export function createCardroomClient(
  baseUrl: string,
  token?: string,
  init: { fetch?: typeof fetch } = {},
): CardroomClient {
  return createClient<paths>({
    baseUrl: baseUrl.replace(/\/$/, ''),
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    ...(init.fetch ? { fetch: init.fetch } : {}),
  });
}

/**
 * The JSON objects of an NDJSON stream, one per line (the account stream `GET /me/events` with
 * `Accept: application/x-ndjson`); its keep-alive blank lines are skipped. Leaving the loop early
 * cancels the stream.
 *   for await (const event of ndjsonObjects<AccountEvent>(res.body!)) { if (event.type === 'yourTurn') ... }
 */
export async function* ndjsonObjects<T = unknown>(
  body: ReadableStream<Uint8Array<ArrayBuffer>>,
): AsyncGenerator<T> {
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffered += value;
      let nl: number;
      while ((nl = buffered.indexOf('\n')) >= 0) {
        const line = buffered.slice(0, nl).trim();
        buffered = buffered.slice(nl + 1);
        if (line) yield JSON.parse(line) as T;
      }
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}
