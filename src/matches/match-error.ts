/**
 * What can go wrong with a match request, in the domain's words. The match service and its parts throw
 * MatchError; only the HTTP layer (src/http/errors.ts) turns a kind into a status code.
 */
export type MatchErrorKind = 'bad-request' | 'unauthorized' | 'not-your-turn' | 'not-found' | 'conflict' | 'illegal-move' | 'unavailable';

export interface MatchErrorInit {
  kind: MatchErrorKind;
  message: string;
  /** A stable code for the client (a rules reason such as `not-a-post`, or `stale-version`, `seat-taken`, …). */
  reason?: string;
  /** Per-field problems of a bad request. */
  details?: Record<string, string>;
}

export class MatchError extends Error {
  readonly kind: MatchErrorKind;
  readonly reason?: string;
  readonly details?: Record<string, string>;

  constructor(init: MatchErrorInit) {
    super(init.message);
    this.name = 'MatchError';
    this.kind = init.kind;
    if (init.reason !== undefined) this.reason = init.reason;
    if (init.details !== undefined) this.details = init.details;
  }

  static badRequest(message: string, details?: Record<string, string>): MatchError {
    return new MatchError({ kind: 'bad-request', message, ...(details ? { details } : {}) });
  }
  static unauthorized(message = 'a seat token is required: Authorization: Bearer <token>'): MatchError {
    return new MatchError({ kind: 'unauthorized', message });
  }
  static notYourTurn(message: string, reason?: string): MatchError {
    return new MatchError({ kind: 'not-your-turn', message, ...(reason ? { reason } : {}) });
  }
  static notFound(message: string): MatchError {
    return new MatchError({ kind: 'not-found', message });
  }
  static conflict(message: string, reason?: string): MatchError {
    return new MatchError({ kind: 'conflict', message, ...(reason ? { reason } : {}) });
  }
  static illegalMove(reason: string, message: string): MatchError {
    return new MatchError({ kind: 'illegal-move', reason, message });
  }
  static unavailable(message = 'the database is unavailable; try again shortly'): MatchError {
    return new MatchError({ kind: 'unavailable', message });
  }
}
