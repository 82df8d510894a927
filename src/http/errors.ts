/**
 * Errors exactly as API.md: every error is JSON
 * `{ statusCode, error, reason?, message, details? }`. Services throw ApiError; one filter turns
 * everything (Nest's own exceptions, Fastify's request errors, database outages) into that shape.
 */
import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';

export type ErrorCode =
  | 'bad-request'
  | 'unauthorized'
  | 'not-your-turn'
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

/** Fastify's request errors (reaching the filter as HttpException) in the API's words. */
const OWN_WORDS: Record<number, string> = {
  413: 'the body is too large',
  415: 'send the body as application/json',
};

/**
 * True for errors that mean the database cannot serve us right now (rather than a bug): connection
 * failures, a server shutting down, and SQLSTATE class 53 (insufficient resources, e.g. 53300 too many
 * connections).
 */
export function isDatabaseDown(e: unknown): boolean {
  const err = e as { code?: string; name?: string; message?: string; cause?: unknown } | null;
  if (!err || typeof err !== 'object') return false;
  const code = String(err.code ?? '');
  if (['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006', 'P1001', 'P1002', 'P1017', 'P2024', 'P2037'].includes(code)) return true;
  if (/^53\d{3}$/.test(code)) return true;
  const msg = String(err.message ?? '');
  if (/ECONNREFUSED|ECONNRESET|Connection terminated|connection.*(closed|refused|timeout)|terminating connection|the database system is (starting|shutting) up|Can't reach database|timeout exceeded when trying to connect|too many clients|remaining connection slots/i.test(msg)) return true;
  return err.cause ? isDatabaseDown(err.cause) : false;
}

export function toErrorBody(exception: unknown): ErrorBody | null {
  if (exception instanceof ApiError) return exception.body;
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const res = exception.getResponse();
    const message =
      typeof res === 'string' ? res : Array.isArray((res as { message?: unknown }).message)
        ? ((res as { message: string[] }).message).join('; ')
        : String((res as { message?: unknown }).message ?? exception.message);
    const body: ErrorBody = { statusCode: status, error: BY_STATUS[status] ?? (status < 500 ? 'bad-request' : 'internal-error'), message: OWN_WORDS[status] ?? message };
    if (status === 429) body.retryAfterSeconds = 60;
    return body;
  }
  if (isDatabaseDown(exception)) return ApiError.unavailable().body;
  return null;
}

@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('Http');

  catch(exception: unknown, host: ArgumentsHost): void {
    const ctx = host.switchToHttp();
    const res = ctx.getResponse<FastifyReply>();
    const req = ctx.getRequest<FastifyRequest>();
    let body = toErrorBody(exception);
    if (!body) {
      this.logger.error({ err: exception, reqId: req?.id, url: req?.url }, 'unhandled error');
      body = { statusCode: HttpStatus.INTERNAL_SERVER_ERROR, error: 'internal-error', message: 'internal error; it has been logged with the request id' };
    } else if (body.statusCode === 503) {
      this.logger.warn({ reqId: req?.id, url: req?.url }, 'database unavailable');
    }
    if (res.sent || res.raw.headersSent) {
      res.raw.end();
      return;
    }
    if (body.statusCode === 503) res.header('Retry-After', '2');
    if (body.statusCode === 429) {
      // the throttler has set Retry-After to when this client's window reopens: say the same in the body
      const given = Number(res.getHeader('Retry-After'));
      if (Number.isInteger(given) && given > 0) body = { ...body, retryAfterSeconds: given };
      res.header('Retry-After', String(body.retryAfterSeconds ?? 60));
    }
    void res.status(body.statusCode).send(body);
  }
}
