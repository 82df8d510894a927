/**
 * Every event of every stream has a schema (shared/API.md part 4, "Live events: every version,
 * described"; issue 41 item 8), and real events fit them:
 * - two bot accounts play from their account streams (test/util/stream-player.ts) through a challenge,
 *   a declined and a canceled challenge, a series invitation, a series, a round robin and a gauntlet:
 *   every event type of the account stream arrives, and each validates (ajv) against `AccountEvent` of
 *   /openapi.json and against its own `Account…Event` schema, with no field the schema does not declare;
 *   the tournament's public stream gives `round`, `matchFinish`, `standings` and `finish`, each valid for
 *   `TournamentEvent`; a match's stream gives `state` events valid for the game's `<Game>MatchView`;
 * - the same events validate against the payloads of /asyncapi.json, an AsyncAPI 3 document that the
 *   AsyncAPI parser accepts without an error, with one channel per stream (a series' too);
 * - the stream routes reference their events' schemas; `/me/events` names every event type in its
 *   summary; the bearer scheme names API keys as well as seat tokens.
 */
import { Parser } from '@asyncapi/parser';
import type { OpenAPIObject } from '@nestjs/swagger';
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { AddressInfo } from 'node:net';
import { GAMES } from '../src/games/registry';
import { buildAsyncApi } from '../src/http/asyncapi';
import { ACCOUNT_EVENTS, TOURNAMENT_EVENTS } from '../src/http/event-schemas';
import { Http } from './util/account-http';
import { createTestApp, type TestApp } from './util/app';
import { StreamPlayer } from './util/stream-player';
import { until } from './util/until';
import { readSse } from './util/sse-stream';

type Json = Record<string, any>;
const SMALL = { targetPoints: 1 };

/**
 * The document's schemas for ajv: OpenAPI 3.0's `nullable` as a null alternative, the discriminators
 * without their mapping (which ajv does not read: each member's `type` is a one-value enum), and every object
 * schema of the API's own answers (`…Dto`, `…Event`, the games' views) closed to undeclared fields.
 */
function strictComponents(components: Json): Json {
  const convert = (x: unknown, close: boolean): unknown => {
    if (Array.isArray(x)) return x.map((v) => convert(v, close));
    if (!x || typeof x !== 'object') return x;
    const o = Object.fromEntries(
      Object.entries(x as Json).map(([k, v]) => [
        k,
        k === 'example' || k === 'enum'
          ? v
          : k === 'properties'
            ? Object.fromEntries(Object.entries(v as Json).map(([p, s]) => [p, convert(s, close)]))
            : convert(v, close),
      ]),
    ) as Json;
    if (close && o.properties && o.additionalProperties === undefined) o.additionalProperties = false;
    // ajv reads the discriminator's property, not its mapping (each member's `type` is a one-value enum)
    if (o.discriminator) o.discriminator = { propertyName: o.discriminator.propertyName };
    if (o.nullable !== true) return o;
    const { nullable: _n, ...rest } = o;
    if (Array.isArray(rest.enum) && !rest.enum.includes(null)) rest.enum = [...rest.enum, null];
    return { anyOf: [{ type: 'null' }, rest] };
  };
  const schemas = Object.fromEntries(
    Object.entries(components.schemas as Json).map(([name, s]) => [
      name,
      convert(s, /(Dto|Event|MatchView)$/.test(name)),
    ]),
  );
  return { ...components, schemas };
}

describe('the schemas of the stream events', () => {
  let t: TestApp;
  let url: string;
  let doc: Json;
  let asyncDoc: Json;
  const ajv = new Ajv({ strict: false, allErrors: true, discriminator: true });
  addFormats(ajv);
  const players: StreamPlayer[] = [];
  const aborts: AbortController[] = [];
  beforeAll(async () => {
    t = await createTestApp(GAMES);
    await t.app.listen(0, '127.0.0.1');
    url = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
    doc = (await t.http.get('/openapi.json').expect(200)).body;
    asyncDoc = (await t.http.get('/asyncapi.json').expect(200)).body;
    ajv.addSchema({ $id: 'openapi.json', components: strictComponents(doc.components) });
    ajv.addSchema({ $id: 'asyncapi.json', components: asyncDoc.components });
  }, 120_000);
  afterAll(async () => {
    for (const p of players) p.close();
    for (const a of aborts) a.abort();
    await t.close();
  });

  const validators = new Map<string, ValidateFunction>();
  /** `#/components/schemas/<name>` of one of the two documents. */
  const schema = (name: string, of: 'openapi.json' | 'asyncapi.json' = 'openapi.json') => {
    const key = `${of}#/components/schemas/${name}`;
    if (!validators.has(key)) validators.set(key, ajv.compile({ $ref: key }));
    return validators.get(key)!;
  };
  const problems = (name: string, value: unknown, of?: 'openapi.json' | 'asyncapi.json') => {
    const v = schema(name, of);
    return v(value) ? [] : [`${name}: ${JSON.stringify(v.errors?.slice(0, 3))}`];
  };

  it('gives the stream routes their events and names every event and both credentials', () => {
    const me = doc.paths['/me/events'].get;
    for (const type of ['text/event-stream', 'application/x-ndjson'])
      expect(me.responses['200'].content[type].schema).toEqual({ $ref: '#/components/schemas/AccountEvent' });
    for (const type of Object.keys(ACCOUNT_EVENTS)) expect(me.summary).toContain(type);
    const union = doc.components.schemas.AccountEvent;
    expect(Object.keys(union.discriminator.mapping).sort()).toEqual(Object.keys(ACCOUNT_EVENTS).sort());
    expect(doc.paths['/tournaments/{id}/events'].get.responses['200'].content).toEqual({
      'text/event-stream': { schema: { $ref: '#/components/schemas/TournamentEvent' } },
    });
    expect(
      doc.paths['/euchre/matches/{id}/events'].get.responses['200'].content['text/event-stream'].schema,
    ).toEqual({ $ref: '#/components/schemas/EuchreMatchView' });
    const turnView = doc.components.schemas.AccountYourTurnEvent.properties.view;
    expect(turnView.anyOf).toHaveLength(GAMES.length);
    const bearer = doc.components.securitySchemes.bearer.description;
    expect(bearer).toMatch(/API key/);
    expect(bearer).toMatch(/seat token/);
  });

  it('real events of every type validate against their schemas in both documents', async () => {
    const http = new Http(url);
    const a = await http.account('bot');
    const b = await http.account('bot');
    const pa = await StreamPlayer.start(url, a.key, a.name);
    const pb = await StreamPlayer.start(url, b.key, b.name);
    players.push(pa, pb);

    // a challenge played to the end against a built-in level
    const played = await http.call(
      'POST',
      '/challenges',
      { game: 'east-west', to: ['random-bot'], options: SMALL },
      a.key,
    );
    expect(played.status).toBe(201);
    const finish = await pa.next((e) => e.type === 'matchFinish', 60_000);
    // one declined, one canceled
    const declined = await http.call('POST', '/challenges', { game: 'east-west', to: [b.name] }, a.key);
    expect(
      (await http.call('POST', `/challenges/${declined.body.id}/decline`, undefined, b.key)).status,
    ).toBe(200);
    const canceled = await http.call('POST', '/challenges', { game: 'east-west', to: [b.name] }, a.key);
    expect((await http.call('DELETE', `/challenges/${canceled.body.id}`, undefined, a.key)).status).toBe(200);
    // an invitation (declined), and a series against a level played to the end
    const invite = await http.call('POST', '/east-west/series', { opponents: [b.name], deals: 1 }, a.key);
    expect(invite.status).toBe(201);
    await pb.next((e) => e.type === 'seriesInvite');
    expect((await http.call('POST', `/series/${invite.body.id}/decline`, undefined, b.key)).status).toBe(200);
    const series = await http.call(
      'POST',
      '/east-west/series',
      { opponents: ['random-bot'], deals: 1, options: SMALL },
      a.key,
    );
    expect(series.status).toBe(201);
    await pa.next((e) => e.type === 'seriesFinish', 120_000);

    // a round robin of the two, its public stream followed from before the start
    const tour = await http.call(
      'POST',
      '/tournaments',
      { game: 'east-west', format: 'round-robin', minPlayers: 2, options: SMALL },
      a.key,
    );
    expect(tour.status).toBe(201);
    const tid = tour.body.id as string;
    for (const p of [a, b])
      expect((await http.call('POST', `/tournaments/${tid}/players`, {}, p.key)).status).toBe(201);
    const tourEvents: { event: string; data: any }[] = [];
    const abort = new AbortController();
    aborts.push(abort);
    const res = await fetch(`${url}/tournaments/${tid}/events`, { signal: abort.signal });
    const reading = readSse(res.body!, tourEvents);
    await until('the first standings', async () => tourEvents.length > 0);
    expect((await http.call('POST', `/tournaments/${tid}/start`, undefined, a.key)).status).toBe(200);
    await reading; // `finish` ends the stream
    await pa.next((e) => e.type === 'tournamentFinish', 60_000);

    // a gauntlet against one level
    const gauntlet = await http.call(
      'POST',
      '/in-between/gauntlets',
      { levels: ['random'], dealsPerLevel: 2, stopWhen: null, options: { rounds: 1, startingChips: 10 } },
      a.key,
    );
    expect(gauntlet.status).toBe(201);
    await pa.next((e) => e.type === 'gauntletFinish', 120_000);

    // a series' stream: the finished series once, then the stream ends
    const seriesEvents: { event: string; data: any }[] = [];
    await readSse((await fetch(`${url}/series/${series.body.id}/events`)).body!, seriesEvents);
    expect(seriesEvents.map((e) => [e.event, e.data.status])).toEqual([['series', 'finished']]);

    // a match's stream: the finished match's final state, for the seat and for a spectator
    const matchStates: { event: string; data: any }[] = [];
    for (const headers of [{ Authorization: `Bearer ${a.key}` }, {}] as Record<string, string>[]) {
      const r = await fetch(`${url}/east-west/matches/${finish.matchId}/events`, { headers });
      await readSse(r.body!, matchStates);
    }

    const accountEvents = [...pa.events, ...pb.events];
    expect(new Set(accountEvents.map((e) => e.type))).toEqual(new Set(Object.keys(ACCOUNT_EVENTS)));
    expect(new Set(tourEvents.map((e) => e.event))).toEqual(new Set(Object.keys(TOURNAMENT_EVENTS)));
    expect(matchStates.map((e) => e.event)).toEqual(['state', 'state']);
    const found: string[] = [];
    for (const e of accountEvents) {
      const name = ACCOUNT_EVENTS[e.type as keyof typeof ACCOUNT_EVENTS].name;
      found.push(...problems('AccountEvent', e), ...problems(name, e), ...problems(name, e, 'asyncapi.json'));
    }
    for (const { event, data } of tourEvents) {
      expect(data.type).toBe(event);
      const name = TOURNAMENT_EVENTS[event as keyof typeof TOURNAMENT_EVENTS].name;
      found.push(...problems('TournamentEvent', data), ...problems(name, data, 'asyncapi.json'));
    }
    for (const { data } of seriesEvents)
      found.push(...problems('SeriesDto', data), ...problems('SeriesDto', data, 'asyncapi.json'));
    for (const { data } of matchStates)
      found.push(
        ...problems('EastWestMatchView', data),
        ...problems('EastWestMatchView', data, 'asyncapi.json'),
      );
    expect(found).toEqual([]);

    // and the check sees a field renamed, a field added, a wrong type
    const start = accountEvents.find((e) => e.type === 'matchStart');
    const { seat, ...renamed } = start;
    expect(problems('AccountEvent', { ...renamed, seats: seat })).not.toEqual([]);
    expect(problems('AccountMatchStartEvent', { ...start, extra: 1 })).not.toEqual([]);
    expect(problems('AccountMatchStartEvent', { ...start, seat: 'north' }, 'asyncapi.json')).not.toEqual([]);
    const turn = accountEvents.find((e) => e.type === 'yourTurn');
    expect(
      problems('AccountYourTurnEvent', { ...turn, view: { ...turn.view, state: undefined } }),
    ).not.toEqual([]);
  }, 300_000);

  it('/asyncapi.json is an AsyncAPI 3 document the parser accepts, one channel per stream', async () => {
    const { document, diagnostics } = await new Parser().parse(JSON.stringify(asyncDoc));
    expect(diagnostics.filter((d) => d.severity === 0)).toEqual([]);
    expect(document).toBeDefined();
    expect(document!.version()).toMatch(/^3\./);
    const channels = Object.fromEntries(
      document!
        .channels()
        .all()
        .map((c) => [c.id(), c.address()]),
    );
    expect(channels).toMatchObject({
      accountEvents: '/me/events',
      tournamentEvents: '/tournaments/{tournamentId}/events',
      seriesEvents: '/series/{seriesId}/events',
      euchreMatchEvents: '/euchre/matches/{matchId}/events',
    });
    expect(Object.keys(channels)).toHaveLength(3 + GAMES.length);
    // the parser does find what is wrong: a message whose payload names no schema
    const broken = JSON.parse(JSON.stringify(asyncDoc));
    broken.components.messages.accountMatchStart.payload = { $ref: '#/components/schemas/NoSuchEvent' };
    const refused = await new Parser().parse(JSON.stringify(broken));
    expect(refused.diagnostics.filter((d) => d.severity === 0)).not.toEqual([]);
    const account = document!.channels().get('accountEvents')!;
    expect(
      account
        .messages()
        .all()
        .map((m) => m.name())
        .sort(),
    ).toEqual(Object.keys(ACCOUNT_EVENTS).sort());
  });

  it("describes the series' stream with the series as GET /series/{id} answers it", async () => {
    expect(doc.paths['/series/{id}/events'].get.responses['200'].content['text/event-stream'].schema).toEqual(
      {
        $ref: '#/components/schemas/SeriesDto',
      },
    );
    const built = buildAsyncApi(
      doc as OpenAPIObject,
      GAMES.map((g) => g.definition),
    );
    expect(built).toEqual(asyncDoc);
    expect(built.channels.seriesEvents.address).toBe('/series/{seriesId}/events');
    expect(built.components.messages.seriesSeries.payload).toEqual({
      $ref: '#/components/schemas/SeriesDto',
    });
  });
});
