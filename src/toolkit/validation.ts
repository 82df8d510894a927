/**
 * Validation: class-validator errors flattened to `details` per field (docs/api.md 400), and the move body
 * checked against the game's JSON Schema of its `type` (declared once, in the engine).
 */
import { type ArgumentMetadata, ValidationError, ValidationPipe } from '@nestjs/common';
import type { GameDefinition, Move } from '../engine/types';
import { ApiError } from './api-error';

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

/** Deepest nesting any request needs (a create body is 3 levels deep); deeper input is 400. */
const MAX_DEPTH = 16;
/** Keys that no request has and that class-transformer would follow into prototypes (and crash on). */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * Rejects JSON that no route accepts before it reaches class-transformer, which recurses without a
 * bound (deep nesting overflowed the stack) and reads `value.constructor` (a "constructor" key threw):
 * both were 500s found by test/fuzz.e2e-spec.ts.
 */
export function assertPlainJson(value: unknown, where = 'body'): void {
  const stack: [unknown, string, number][] = [[value, where, 0]];
  while (stack.length) {
    const [v, path, depth] = stack.pop()!;
    if (v === null || typeof v !== 'object') continue;
    if (depth >= MAX_DEPTH)
      throw ApiError.badRequest('the request is nested too deeply', {
        [path]: `at most ${MAX_DEPTH} levels of nesting`,
      });
    for (const key of Object.keys(v)) {
      if (FORBIDDEN_KEYS.has(key))
        throw ApiError.badRequest(`"${key}" is not a valid field name`, {
          [`${path}.${key}`]: 'unknown field',
        });
      stack.push([(v as Record<string, unknown>)[key], `${path}.${key}`, depth + 1]);
    }
  }
}

class SafeValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type === 'body' || metadata.type === 'query') assertPlainJson(value, metadata.type);
    return super.transform(value, metadata);
  }
}

export function validationPipe(): ValidationPipe {
  return new SafeValidationPipe({
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

/** Checks a move body's shape against the game's schema for its `type`; returns the plain move. */
export function parseMoveBody(game: GameDefinition, body: unknown): ParsedMove {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw ApiError.badRequest('the body must be a JSON object: a move such as { "type": "..." }', {
      body: 'must be a JSON object',
    });
  }
  assertPlainJson(body);
  const { expectedVersion, ...move } = body as Record<string, unknown>;
  const details: Record<string, string> = {};
  if (
    expectedVersion !== undefined &&
    !(Number.isSafeInteger(expectedVersion) && (expectedVersion as number) >= 0)
  ) {
    details.expectedVersion = 'must be a non-negative integer';
  }
  const shape = game.checkShape(move);
  if (!shape.ok) throw ApiError.badRequest(shape.message, { ...details, ...shape.details });
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

/** The bearer token of a request's `Authorization` header (the first one, if it came twice). */
export function requestBearer(req: { headers: { authorization?: string | string[] } }): string | undefined {
  const v = req.headers.authorization;
  return bearerToken(Array.isArray(v) ? v[0] : v);
}
