import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';

/**
 * A request header. Unlike Nest's @Headers(), it adds no required header parameter to the OpenAPI
 * document (the bearer token is a security scheme; optional headers are declared with @ApiHeader), so
 * that generated clients do not demand them.
 */
export const Header = createParamDecorator((name: string, ctx: ExecutionContext): string | undefined => {
  const v = ctx.switchToHttp().getRequest<FastifyRequest>().headers[name];
  return Array.isArray(v) ? v[0] : v;
});
