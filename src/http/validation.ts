/**
 * Validation: class-validator errors flattened to `details` per field (API.md 400), and the move body
 * checked against the DTO of its `type`.
 */
import { ValidationError, ValidationPipe } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import type { Move } from '../engine/types';
import type { GameBinding } from '../games/game-binding';
import { ApiError } from './errors';

export function flattenErrors(errors: ValidationError[], prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of errors) {
    const path = prefix ? `${prefix}.${e.property}` : e.property;
    if (e.constraints) {
      out[path] = Object.entries(e.constraints)
        .map(([k, msg]) => (k === 'whitelistValidation' ? 'unknown field' : msg))
        .join('; ');
    }
    if (e.children?.length) Object.assign(out, flattenErrors(e.children, path));
  }
  return out;
}

export function validationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: (errors) => ApiError.badRequest('the request is malformed', flattenErrors(errors)),
  });
}

export interface ParsedMove {
  move: Move;
  expectedVersion?: number;
}

/** Checks a move body against the game's DTO for its `type`; returns the plain move. */
export function parseMoveBody(binding: GameBinding, body: unknown): ParsedMove {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw ApiError.badRequest('the body must be a JSON object: a move such as { "type": "..." }', { body: 'must be a JSON object' });
  }
  const { expectedVersion, ...move } = body as Record<string, unknown>;
  const details: Record<string, string> = {};
  if (expectedVersion !== undefined && !(Number.isSafeInteger(expectedVersion) && (expectedVersion as number) >= 0)) {
    details.expectedVersion = 'must be a non-negative integer';
  }
  const types = binding.moveDtos.map((d) => d.moveType);
  const dto = binding.moveDtos.find((d) => d.moveType === move.type);
  if (!dto) {
    details.type = `must be one of: ${types.join(', ')}`;
    throw ApiError.badRequest('unknown move type', details);
  }
  const errors = validateSync(plainToInstance(dto, move) as object, { whitelist: true, forbidNonWhitelisted: true });
  Object.assign(details, flattenErrors(errors));
  if (Object.keys(details).length) throw ApiError.badRequest(`malformed ${String(move.type)} move`, details);
  return { move: move as Move, expectedVersion: expectedVersion as number | undefined };
}

/** The token of `Authorization: Bearer <token>`, or of `?token=`. */
export function bearerToken(authorization: string | undefined, queryToken?: string): string | undefined {
  if (authorization) {
    const m = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
    if (!m) throw ApiError.unauthorized('use Authorization: Bearer <token>');
    return m[1];
  }
  return queryToken || undefined;
}
