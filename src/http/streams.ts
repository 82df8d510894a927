/**
 * The live streams as the documents describe them: one table (`streamsOf`) read by the OpenAPI
 * document, whose stream routes get their events' schemas here (`describeStreams`), and by the AsyncAPI
 * document (src/http/asyncapi.ts). The events' shapes are the classes of src/http/event-schemas.ts and
 * the games' `<Game>MatchView`; nothing about an event is declared here a second time.
 */
import type { OpenAPIObject } from '@nestjs/swagger';
import type { GameDefinition } from '../engine/types';
import { EVENT_UNIONS } from './event-schemas';
import { matchViewSchemaName, pascal, schemaRef, SSE_EXAMPLE } from './openapi';

type Json = Record<string, any>;

export interface StreamDoc {
  /** The AsyncAPI channel's id: `accountEvents`, `tournamentEvents`, `euchreMatchEvents`, … */
  id: string;
  /** The route of the OpenAPI document. */
  path: string;
  title: string;
  description: string;
  /** `ndjson` too where `Accept: application/x-ndjson` gives one JSON object per line. */
  formats: ('sse' | 'ndjson')[];
  /** SSE event name → the component schema of its `data` (and of an NDJSON line). */
  events: Record<string, string>;
  /** The component that is any one of the events (a one-of by `type`), when the stream has several. */
  union?: string;
  /** Who may follow it: the bearer scheme (an API key, or a seat token for a match). */
  bearer: boolean;
  /** The path's parameters, each with its description. */
  parameters: Record<string, string>;
  /** An example of the wire format. */
  example?: string;
}

const eventNames = (union: Record<string, { name: string }>) =>
  Object.fromEntries(Object.entries(union).map(([type, cls]) => [type, cls.name]));

/** Every stream the app serves: those whose route is in the document (a game's, once per game). */
export function streamsOf(doc: OpenAPIObject, games: GameDefinition[]): StreamDoc[] {
  const all: StreamDoc[] = [
    {
      id: 'accountEvents',
      path: '/me/events',
      title: 'The account stream',
      description:
        "An account's events, with its API key: first the current picture (one `challenge` per open challenge to or from the account, one `seriesInvite` per series awaiting its answer, one `yourTurn` per match waiting for it), then every event as it happens. SSE (`event: <type>`, `data: <the event>`; a `: ping` comment every 10 s), or NDJSON with `Accept: application/x-ndjson` (one event per line, an empty line every 10 s).",
      formats: ['sse', 'ndjson'],
      events: eventNames(EVENT_UNIONS.AccountEvent),
      union: 'AccountEvent',
      bearer: true,
      parameters: {},
      example:
        'event: matchStart\ndata: {"type":"matchStart","game":"euchre","matchId":"0b7e6a58-2f1c-4a8e-9d3b-5c1e2f3a4b5c","seat":0}\n\n: ping\n\n',
    },
    {
      id: 'tournamentEvents',
      path: '/tournaments/{id}/events',
      title: "A tournament's stream",
      description:
        'Public: first `standings` (and `finish`, which ends the stream, when it is over), then `round` (the pairings of a new round), `matchFinish` (a match with its places), `standings` after each change, and `finish`. SSE (`event: <type>`, `data: <the event>`; a `: ping` comment every 15 s).',
      formats: ['sse'],
      events: eventNames(EVENT_UNIONS.TournamentEvent),
      union: 'TournamentEvent',
      bearer: false,
      parameters: { id: 'The tournament.' },
    },
    {
      id: 'seriesEvents',
      path: '/series/{id}/events',
      title: "A series' stream",
      description:
        'Public: `event: series` with the series as `GET /series/{id}` answers it, at once and after every change; the stream ends when the series is over.',
      formats: ['sse'],
      events: { series: 'SeriesDto' },
      bearer: false,
      parameters: { id: 'The series.' },
    },
    ...games.map((g): StreamDoc => ({
      id: `${pascal(g.id).replace(/^./, (c) => c.toLowerCase())}MatchEvents`,
      path: `/${g.id}/matches/{id}/events`,
      title: `${g.name}: a match's stream`,
      description: `\`event: state\`, \`id: <version>\`, \`data: <the match as the caller's seat, or a spectator, sees it>\`: at once, then at every new version, every version in order (\`Last-Event-ID: <version>\` resumes after it); a \`: ping\` comment every 15 s; a finished match sends its final view and ends the stream. The long poll \`GET /${g.id}/matches/{id}?waitForVersion=N\` answers the same view at version N+1 (the next one, so a poller walking N → N+1 sees every version).`,
      formats: ['sse'],
      events: { state: matchViewSchemaName(g) },
      bearer: true,
      parameters: { id: 'The match.' },
      example: SSE_EXAMPLE,
    })),
  ];
  return all.filter((s) => doc.paths[s.path]?.get);
}

/**
 * Gives each stream route's 200 answer its events' schema (the union of its events, or the one event's),
 * for `text/event-stream` (each event's `data`) and `application/x-ndjson` (each line); adds the unions
 * (`AccountEvent`, `TournamentEvent`: one of the events, told apart by `type`) to the components, and
 * types a `yourTurn`'s `view` as the view of one of the served games.
 */
export function describeStreams(doc: OpenAPIObject, games: GameDefinition[]): void {
  const schemas = doc.components!.schemas as Record<string, Json>;
  for (const [name, members] of Object.entries(EVENT_UNIONS)) {
    const mapping = Object.fromEntries(
      Object.entries(members).map(([type, cls]) => [type, schemaRef(cls.name).$ref]),
    );
    schemas[name] = {
      description: `Any one event of the stream, told apart by \`type\` (the SSE event's name).`,
      oneOf: Object.values(mapping).map(($ref) => ({ $ref })),
      discriminator: { propertyName: 'type', mapping },
    };
  }
  const turn = schemas.AccountYourTurnEvent;
  turn.properties.view = {
    description: turn.properties.view.description,
    anyOf: games.map((g) => schemaRef(matchViewSchemaName(g))),
  };
  for (const s of streamsOf(doc, games)) {
    const op = doc.paths[s.path].get as Json;
    const schema = schemaRef(s.union ?? Object.values(s.events)[0]);
    const media: Json = {
      'text/event-stream': { schema, ...(s.example ? { example: s.example } : {}) },
    };
    if (s.formats.includes('ndjson')) media['application/x-ndjson'] = { schema };
    const names = Object.keys(s.events)
      .map((e) => `\`${e}\``)
      .join(', ');
    op.responses['200'] = {
      description: `${s.title}: ${names}. The schema is that of each event's \`data\`${s.formats.includes('ndjson') ? ' (and of each NDJSON line)' : ''}; /asyncapi.json describes the stream as AsyncAPI.`,
      content: media,
    };
  }
}
