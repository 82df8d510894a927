/**
 * `/asyncapi.json`: the live streams as an AsyncAPI 3 document, built from the OpenAPI document once it
 * is complete: one channel per stream of `streamsOf` (src/http/streams.ts), one message per event, and
 * the events' schemas taken from the OpenAPI components (with every schema they reach), turned from
 * OpenAPI 3.0's dialect into the JSON Schema that AsyncAPI reads (`nullable` → a null alternative,
 * `example` → `examples`, the discriminator → its property name). Validated by the AsyncAPI parser in
 * test/asyncapi.e2e-spec.ts.
 */
import type { OpenAPIObject } from '@nestjs/swagger';
import type { GameDefinition } from '../engine/types';
import { streamsOf, type StreamDoc } from './streams';

type Json = Record<string, any>;

export const ASYNCAPI_VERSION = '3.0.0';

/** An OpenAPI 3.0 schema as JSON Schema (draft 7, AsyncAPI's default schema format). */
export function toJsonSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(toJsonSchema);
  if (!schema || typeof schema !== 'object') return schema;
  const out: Json = {};
  for (const [k, v] of Object.entries(schema as Json)) {
    if (k === 'nullable' || k === 'example') continue;
    if (k === 'discriminator') out[k] = (v as Json).propertyName;
    else if (k === 'properties')
      out[k] = Object.fromEntries(Object.entries(v as Json).map(([p, s]) => [p, toJsonSchema(s)]));
    else if (k === 'enum' || k === 'required' || k === 'default' || k === 'examples') out[k] = v;
    else out[k] = toJsonSchema(v);
  }
  const s = schema as Json;
  if (s.example !== undefined && out.examples === undefined) out.examples = [s.example];
  if (s.nullable !== true) return out;
  if (Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...out.enum, null];
  return { anyOf: [{ type: 'null' }, out] };
}

/** The component schemas that `roots` reach through `$ref`, themselves included. */
function reached(schemas: Record<string, unknown>, roots: string[]): string[] {
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name) || !(name in schemas)) return;
    seen.add(name);
    for (const m of JSON.stringify(schemas[name]).matchAll(/"#\/components\/schemas\/([^"]+)"/g)) visit(m[1]);
  };
  roots.forEach(visit);
  return [...seen].sort();
}

/** `{id}` of a route becomes a parameter named after the stream (`{matchId}`, `{tournamentId}`, …). */
function channelOf(s: StreamDoc): { address: string; parameters: Json; messages: Json } {
  const owner = s.id.replace(/Events$/, '').replace(/^.*Match$/, 'match');
  const rename = (p: string) => (p === 'id' ? `${owner}Id` : p);
  const address = s.path.replace(/\{(\w+)\}/g, (_, p: string) => `{${rename(p)}}`);
  const parameters = Object.fromEntries(
    Object.entries(s.parameters).map(([p, description]) => [rename(p), { description }]),
  );
  const messages = Object.fromEntries(
    Object.keys(s.events).map((event) => [event, { $ref: `#/components/messages/${messageId(s, event)}` }]),
  );
  return { address, parameters, messages };
}

const messageId = (s: StreamDoc, event: string) =>
  `${s.id.replace(/Events$/, '')}${event.replace(/^./, (c) => c.toUpperCase())}`;

export function buildAsyncApi(openapi: OpenAPIObject, games: GameDefinition[]): Json {
  const streams = streamsOf(openapi, games);
  const components = (openapi.components?.schemas ?? {}) as Record<string, unknown>;
  const roots = streams.flatMap((s) => Object.values(s.events));
  const channels: Json = {};
  const operations: Json = {};
  const messages: Json = {};
  for (const s of streams) {
    const { address, parameters, messages: refs } = channelOf(s);
    channels[s.id] = {
      address,
      title: s.title,
      description: s.description,
      ...(Object.keys(parameters).length ? { parameters } : {}),
      messages: refs,
    };
    operations[`follow${s.id.replace(/^./, (c) => c.toUpperCase())}`] = {
      action: 'receive',
      channel: { $ref: `#/channels/${s.id}` },
      title: `Follow ${s.title.replace(/^./, (c) => c.toLowerCase())}`,
      summary: `GET ${s.path}: ${s.formats.map((f) => (f === 'sse' ? 'Server-Sent Events' : 'NDJSON')).join(' or ')}`,
      ...(s.bearer ? { security: [{ $ref: '#/components/securitySchemes/bearer' }] } : {}),
      messages: Object.keys(s.events).map((event) => ({ $ref: `#/channels/${s.id}/messages/${event}` })),
    };
    for (const [event, schema] of Object.entries(s.events))
      messages[messageId(s, event)] = {
        name: event,
        title: `${event} (${s.title.toLowerCase()})`,
        summary: `SSE \`event: ${event}\`${s.formats.includes('ndjson') ? `, or an NDJSON line with \`type\` \`${event}\`` : ''}; the payload is the event's data.`,
        contentType: 'application/json',
        payload: { $ref: `#/components/schemas/${schema}` },
      };
  }
  return {
    asyncapi: ASYNCAPI_VERSION,
    info: {
      title: 'Cardroom live events',
      version: openapi.info.version,
      description:
        "Cardroom's event streams over HTTP: Server-Sent Events (`text/event-stream`) and, for the account stream, NDJSON (`application/x-ndjson`). A client receives them with `GET` on the channel's address; the HTTP routes, their errors and everything else are in /openapi.json, whose components these schemas are.",
    },
    defaultContentType: 'application/json',
    channels,
    operations,
    components: {
      schemas: Object.fromEntries(reached(components, roots).map((n) => [n, toJsonSchema(components[n])])),
      messages,
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description:
            'An API key (`Authorization: Bearer <key>`) or, for a match stream, a seat token (also as `?token=`).',
        },
      },
    },
  };
}
