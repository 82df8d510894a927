/**
 * Errors exactly as docs/api.md: every error is JSON
 * `{ statusCode, error, reason?, message, details? }`. The services throw DomainError (a kind, no
 * status code), the HTTP layer and the controllers ApiError (src/toolkit/api-error.ts); one filter turns
 * everything (those, Nest's own exceptions, Fastify's request errors, database outages) into that shape.
 */
import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { redactUrl } from './request-log';
import { DomainError, type DomainErrorKind } from '../domain-error';
import { isDatabaseDown } from '../persistence/database-errors';
import { ApiError, type ErrorBody, type ErrorCode } from '../toolkit/api-error';

const BY_STATUS: Record<number, ErrorCode> = {
  400: 'bad-request',
  401: 'unauthorized',
  403: 'not-your-turn',
  404: 'not-found',
  405: 'not-found',
  409: 'conflict',
  413: 'payload-too-large',
  415: 'unsupported-media-type',
  422: 'illegal-move',
  429: 'too-many-requests',
  503: 'service-unavailable',
};

/** Fastify's request errors and the throttler's (reaching the filter as HttpException) in the API's words. */
const OWN_WORDS: Record<number, string> = {
  413: 'the body is too large',
  415: 'send the body as application/json',
  429: 'too many requests from this client: wait retryAfterSeconds (the Retry-After header) and try again',
};

/** Nest's answer for a path no route serves ("Cannot GET /poker/matches"), said with the games served. */
function noRoute(message: string, games: string[]): string | null {
  const m = /^Cannot (\w+) (\S+)$/.exec(message);
  if (!m) return null;
  const path = m[2].split('?')[0];
  const first = path.split('/')[1] ?? '';
  const hint = games.length
    ? `; the games are ${games.join(', ')} (paths /{game}/matches/...), the API is described at /docs`
    : '';
  return first && !games.includes(first) && /^[\w-]+$/.test(first) && path.includes('/matches')
    ? `no game "${first}"${hint}`
    : `no route ${m[1]} ${path}${hint}`;
}

/** The status code and error code of each kind of domain error (the only place they meet). */
const DOMAIN_ERROR: Record<DomainErrorKind, [number, ErrorCode]> = {
  'bad-request': [400, 'bad-request'],
  unauthorized: [401, 'unauthorized'],
  'not-your-turn': [403, 'not-your-turn'],
  forbidden: [403, 'forbidden'],
  'not-found': [404, 'not-found'],
  conflict: [409, 'conflict'],
  'illegal-move': [422, 'illegal-move'],
  unavailable: [503, 'service-unavailable'],
  'too-many': [429, 'too-many-requests'],
};

function domainErrorBody(e: DomainError): ErrorBody {
  const [statusCode, error] = DOMAIN_ERROR[e.kind];
  return {
    statusCode,
    error,
    ...(e.reason !== undefined ? { reason: e.reason } : {}),
    message: e.message,
    ...(e.details ? { details: e.details } : {}),
  };
}

export function toErrorBody(exception: unknown, games: string[] = []): ErrorBody | null {
  if (exception instanceof ApiError) return exception.body;
  if (exception instanceof DomainError) return domainErrorBody(exception);
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const res = exception.getResponse();
    const message =
      typeof res === 'string'
        ? res
        : Array.isArray((res as { message?: unknown }).message)
          ? (res as { message: string[] }).message.join('; ')
          : String((res as { message?: unknown }).message ?? exception.message);
    const own = status === 404 ? noRoute(message, games) : OWN_WORDS[status];
    const body: ErrorBody = {
      statusCode: status,
      error: BY_STATUS[status] ?? (status < 500 ? 'bad-request' : 'internal-error'),
      message: own ?? message,
    };
    if (status === 429) body.retryAfterSeconds = 60;
    return body;
  }
  if (isDatabaseDown(exception)) return ApiError.unavailable().body;
  return null;
}

@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('Http');

  /**
   * `games`: the ids of the games served, named in the answer to a path that serves none;
   * `bodyLimitBytes`: the largest body (BODY_LIMIT_BYTES), named in a 413.
   */
  constructor(
    private readonly games: () => string[] = () => [],
    private readonly bodyLimitBytes?: number,
  ) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const ctx = host.switchToHttp();
    const res = ctx.getResponse<FastifyReply>();
    const req = ctx.getRequest<FastifyRequest>();
    let body = toErrorBody(exception, this.games());
    if (!body) {
      this.logger.error({ err: exception, reqId: req?.id, url: redactUrl(req?.url) }, 'unhandled error');
      body = {
        statusCode: HttpStatus.INTERNAL_SERVER_ERROR,
        error: 'internal-error',
        message: 'internal error; it has been logged with the request id',
      };
    } else if (body.statusCode === 503) {
      this.logger.warn({ reqId: req?.id, url: redactUrl(req?.url) }, 'database unavailable');
    }
    if (res.sent || res.raw.headersSent) {
      res.raw.end();
      return;
    }
    if (body.statusCode === 503) res.header('Retry-After', '2');
    if (body.statusCode === 413 && this.bodyLimitBytes) {
      body = {
        ...body,
        message: `the body is too large: the limit is ${this.bodyLimitBytes} bytes (BODY_LIMIT_BYTES)`,
      };
    }
    if (body.statusCode === 429) {
      // the rate-limit guard says when the spent budget refills; the header says the same
      res.header('Retry-After', String(body.retryAfterSeconds ?? 60));
    }
    void res.status(body.statusCode).send(body);
  }
}
