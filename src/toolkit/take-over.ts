/**
 * An event stream writes to the raw response: the controller takes it over from the framework, with the
 * headers set so far (CORS, security). Take over after every check that answers an error (401, 404,
 * 429): an error can no longer be answered as JSON once the response is taken over.
 */
import type { ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';

export function takeOver(res: FastifyReply): ServerResponse {
  res.hijack();
  for (const [k, v] of Object.entries(res.getHeaders()))
    if (v !== undefined) res.raw.setHeader(k, v as string | string[]);
  return res.raw;
}
