/**
 * One log line per answered request (debug level, so not by default: `LOG_LEVEL=debug` shows them; 5xx
 * at error level always), written from a Fastify
 * hook with the app's pino logger: request id, method, URL, caller, match id, status and time. Doing
 * it in the hook rather than in pino-http's middleware spares every request a child logger and the
 * Express-style middleware layer (measured in bench/http-moves).
 */
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';

const MATCH_IN_URL = /\/matches\/([0-9a-f-]{36})/i;

/** A query parameter's name as the server reads it (`%74oken` is `token`); the raw name when it does not decode. */
function decodedName(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
}

/** Query parameters whose values never reach a log, by their decoded, lower-cased name. */
const SECRET_PARAMS = new Set(['token']);

/**
 * A URL fit for a log: the value of any parameter whose decoded name is `token` hidden (event streams
 * may carry a token in the query, and the server reads `?%74oken=` as `token` too), and anything shaped
 * like an API key (`crk_…`) hidden wherever it is (a key pasted into a path).
 */
export function redactUrl(url: string | undefined): string | undefined {
  if (url === undefined) return undefined;
  const q = url.indexOf('?');
  let out = url;
  if (q >= 0) {
    const hash = url.indexOf('#', q);
    const end = hash >= 0 ? hash : url.length;
    const query = url
      .slice(q + 1, end)
      .split('&')
      .map((part) => {
        const eq = part.indexOf('=');
        const name = eq >= 0 ? part.slice(0, eq) : part;
        return SECRET_PARAMS.has(decodedName(name).trim().toLowerCase()) ? `${name}=[Redacted]` : part;
      })
      .join('&');
    out = `${url.slice(0, q + 1)}${query}${url.slice(end)}`;
  }
  return out.replace(/crk_[A-Za-z0-9_%-]+/g, 'crk_[Redacted]');
}

/** What a request log line says of the request: no headers (the bearer token lives there) and the redacted URL. */
export function requestLogFields(req: {
  id?: unknown;
  method?: string;
  url?: string;
  ip?: string;
  headers?: Record<string, unknown>;
}) {
  return {
    id: req.id,
    method: req.method,
    url: redactUrl(req.url),
    remoteAddress: req.ip,
    userAgent: req.headers?.['user-agent'],
  };
}

export function logRequests(fastify: FastifyInstance, logger: Logger): void {
  fastify.addHook('onResponse', (req, reply, done) => {
    const status = reply.statusCode;
    const level = status >= 500 ? 'error' : 'debug';
    if (logger.isLevelEnabled(level) && req.url !== '/health') {
      const matchId = MATCH_IN_URL.exec(req.url)?.[1];
      logger[level](
        {
          reqId: req.id,
          req: requestLogFields(req),
          ...(matchId ? { matchId } : {}),
          res: { statusCode: status },
          responseTime: Math.round(reply.elapsedTime),
        },
        status >= 500 ? 'request errored' : 'request completed',
      );
    }
    done();
  });
}
