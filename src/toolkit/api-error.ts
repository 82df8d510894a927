/**
 * The API's error as the controllers throw it: `{ statusCode, error, reason?, message, details? }`
 * (docs/api.md). src/http/errors.ts turns it, and everything else thrown, into the answer.
 */
import { HttpException } from '@nestjs/common';

/** Every `error` code of an answer, in the order the OpenAPI document lists them. */
export const ERROR_CODES = [
  'bad-request',
  'unauthorized',
  'not-your-turn',
  'forbidden',
  'not-found',
  'conflict',
  'payload-too-large',
  'unsupported-media-type',
  'illegal-move',
  'too-many-requests',
  'service-unavailable',
  'internal-error',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export interface ErrorBody {
  statusCode: number;
  error: ErrorCode;
  reason?: string;
  message: string;
  details?: Record<string, string>;
  retryAfterSeconds?: number;
  /** A 429's spent budget (`play`, `create`, `other`) and its requests a minute. */
  budget?: string;
  limitPerMinute?: number;
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
