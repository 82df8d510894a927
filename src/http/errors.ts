/**
 * Errors exactly as docs/api.md: every error is JSON
 * `{ statusCode, error, reason?, message, details? }`. The services throw DomainError (a kind, no
 * status code), the HTTP layer ApiError; one filter turns everything (those, Nest's own exceptions,
 * Fastify's request errors, database outages) into that shape.
 */
import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { redactUrl } from './request-log';
import { DomainError, type DomainErrorKind } from '../domain-error';
import { isDatabaseDown } from '../persistence/database-errors';
import { TOO_MANY_REQUESTS } from './openapi';

export type ErrorCode =
  | 'bad-request'
  | 'unauthorized'
  | 'not-your-turn'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'payload-too-large'
  | 'unsupported-media-type'
  | 'illegal-move'
  | 'too-many-requests'
  | 'service-unavailable'
  | 'internal-error';

export interface ErrorBody {
  statusCode: number;
  error: ErrorCode;
  reason?: string;
  message: string;
  details?: Record<string, string>;
  retryAfterSeconds?: number;
}

export class ApiError extends HttpException {
  constructor(readonly body: ErrorBody) {
    super(body, body.statusCode);
  }

  static badRequest(message: string, details?: Record<string, string>): ApiError {
    return new ApiError({ statusCode: 400, error: 'bad-request', message, ...(details ? { details } : {}) });
  }
  static unauthorized(message = 'a seat token is required: Authorization: Bearer <token>'): ApiError {
    return new ApiError({ statusCode: 401, error: 'unauthorized', message });
  }
  static notYourTurn(message: string): ApiError {
    return new ApiError({ statusCode: 403, error: 'not-your-turn', message });
  }
  /** A valid API key of an account that may not do this (answer another's challenge, cancel another's seek). */
  static forbidden(message: string): ApiError {
    return new ApiError({ statusCode: 403, error: 'forbidden', message });
  }
  static notFound(message: string): ApiError {
    return new ApiError({ statusCode: 404, error: 'not-found', message });
  }
  static conflict(message: string, reason?: string): ApiError {
    return new ApiError({ statusCode: 409, error: 'conflict', message, ...(reason ? { reason } : {}) });
  }
  static illegalMove(reason: string, message: string): ApiError {
    return new ApiError({ statusCode: 422, error: 'illegal-move', reason, message });
  }
  static unavailable(message = 'the database is unavailable; try again shortly'): ApiError {
    return new ApiError({ statusCode: 503, error: 'service-unavailable', message });
  }
}

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
  429: TOO_MANY_REQUESTS,
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
      // the throttler has set Retry-After to when this client's window reopens: say the same in the body
      const given = Number(res.getHeader('Retry-After'));
      if (Number.isInteger(given) && given > 0) body = { ...body, retryAfterSeconds: given };
      res.header('Retry-After', String(body.retryAfterSeconds ?? 60));
    }
    void res.status(body.statusCode).send(body);
  }
}
