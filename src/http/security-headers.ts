/**
 * helmet's security headers on every answer (the content security policy: scripts, styles and
 * connections from this origin only), and the request id (X-Request-Id).
 *
 * helmet's options here are fixed, so its headers are the same on every answer: they are computed once,
 * by running helmet's middleware against a recording response at start-up, and each request only copies
 * them. (Running helmet's chain of fifteen middlewares per request was ~5 µs of the server's CPU per
 * move, and @fastify/helmet, which also rebuilt the middleware per request, ~15; BENCHMARKS.md.)
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/** The headers helmet sets with these options, by lower-case name. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = (() => {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | string[]) =>
      void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  let finished = false;
  helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
      },
    },
  })({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
    finished = true;
  });
  // every middleware of helmet sets its header synchronously; one that did not would be missed here
  if (!finished || !headers['content-security-policy'])
    throw new Error('helmet did not set its headers synchronously');
  return Object.freeze(headers);
})();

export function securityHeaders(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (req, reply, done) => {
    void reply.headers(SECURITY_HEADERS).header('X-Request-Id', req.id);
    done();
  });
}
