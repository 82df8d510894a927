/**
 * What can go wrong with a request, in the domain's words. The services (matches, accounts, pairing)
 * throw DomainError; only the HTTP layer (src/http/errors.ts) turns a kind into a status code.
 */
export type DomainErrorKind =
  | 'bad-request'
  | 'unauthorized'
  | 'not-your-turn'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'illegal-move'
  | 'unavailable'
  | 'too-many';

export interface DomainErrorInit {
  kind: DomainErrorKind;
  message: string;
  /** A stable code for the client (a rules reason such as `not-a-post`, or `stale-version`, `seat-taken`, …). */
  reason?: string;
  /** Per-field problems of a bad request. */
  details?: Record<string, string>;
}

export class DomainError extends Error {
  readonly kind: DomainErrorKind;
  readonly reason?: string;
  readonly details?: Record<string, string>;

  constructor(init: DomainErrorInit) {
    super(init.message);
    this.name = 'DomainError';
    this.kind = init.kind;
    if (init.reason !== undefined) this.reason = init.reason;
    if (init.details !== undefined) this.details = init.details;
  }

  static badRequest(message: string, details?: Record<string, string>): DomainError {
    return new DomainError({ kind: 'bad-request', message, ...(details ? { details } : {}) });
  }
  static unauthorized(message = 'a seat token is required: Authorization: Bearer <token>'): DomainError {
    return new DomainError({ kind: 'unauthorized', message });
  }
  static notYourTurn(message: string, reason?: string): DomainError {
    return new DomainError({ kind: 'not-your-turn', message, ...(reason ? { reason } : {}) });
  }
  /** A valid credential that may not do this (answer another's challenge, cancel another's seek). */
  static forbidden(message: string): DomainError {
    return new DomainError({ kind: 'forbidden', message });
  }
  static notFound(message: string): DomainError {
    return new DomainError({ kind: 'not-found', message });
  }
  static conflict(message: string, reason?: string): DomainError {
    return new DomainError({ kind: 'conflict', message, ...(reason ? { reason } : {}) });
  }
  /**
   * A per-account cap reached (409, reason `<cap>-cap`): `cap` names it (`active-matches`, `running-series`,
   * `series-invites`, `running-tournaments`), `has` says what the account has, `setting` the setting.
   */
  static overCap(cap: string, limit: number, has: string, setting: string): DomainError {
    return DomainError.conflict(
      `the ${cap.replace(/-/g, ' ')} cap is reached: this account has ${has}, and may have at most ${limit} ` +
        `(${setting}); wait until some finish`,
      `${cap}-cap`,
    );
  }
  static illegalMove(reason: string, message: string): DomainError {
    return new DomainError({ kind: 'illegal-move', reason, message });
  }
  /** Too many of something the caller holds open (its event streams): 429. */
  static tooManyStreams(message: string): DomainError {
    return new DomainError({ kind: 'too-many', reason: 'too-many-streams', message });
  }
  static unavailable(message = 'the database is unavailable; try again shortly'): DomainError {
    return new DomainError({ kind: 'unavailable', message });
  }
}
