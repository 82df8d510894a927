/**
 * The web page at /play (web/, built by `npm run build` into dist/web): its files are served by
 * @fastify/static, any other path under /play gets index.html (the page routes on the client), and a
 * browser asking for `/` is redirected to /play. The page itself only calls the public API.
 */
import { Module, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export const WEB_PREFIX = '/play';

/** The project folder: the nearest one above this file that holds package.json (from src/ or dist/src/). */
function projectRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) return from;
  }
}

/** Where `npm run build` puts the page (vite.config.ts's outDir). */
export function webDir(): string {
  return join(projectRoot(__dirname), 'dist', 'web');
}

/** Hashed file names under assets/ never change; index.html must be revalidated to pick up a new build. */
function cacheHeaders(res: { setHeader(name: string, value: string): unknown }, path: string): void {
  res.setHeader(
    'Cache-Control',
    /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache',
  );
}

/**
 * The page's content security policy: helmet's, without `upgrade-insecure-requests`, which makes a
 * browser fetch every script and call of a page loaded over plain http from a LAN address through
 * https (the page would not load). The rest stays: scripts and connections from this origin only, and
 * no 'unsafe-eval' (the replay runs the rules engine in the page with its generated move validators,
 * src/engine/move-validators.generated.ts: no code is built at run time).
 */
function pagePolicy(reply: FastifyReply): void {
  const csp = reply.getHeader('content-security-policy');
  if (typeof csp === 'string')
    void reply.header('content-security-policy', csp.replace(/;?\s*upgrade-insecure-requests/g, ''));
}

/**
 * Adds the routes. Not awaited: Fastify builds every route when the app becomes ready, after Nest has
 * set its error and not-found handlers, so the API's routes keep the API's error answers.
 */
export function servePage(fastify: FastifyInstance, root: string): void {
  fastify.get('/', (req, reply) => {
    const accept = req.headers.accept ?? '';
    if (accept.includes('text/html')) return reply.redirect(`${WEB_PREFIX}/`, 302);
    return reply.callNotFound();
  });
  void fastify.register(async (scope) => {
    scope.addHook('onRequest', (_req, reply, done) => {
      pagePolicy(reply);
      done();
    });
    const index = join(root, 'index.html');
    if (!existsSync(index)) {
      const missing = {
        statusCode: 404,
        error: 'not-found',
        message: 'the web page is not built here: run `npm run build`',
      };
      scope.get(WEB_PREFIX, (_req, reply) => reply.status(404).send(missing));
      scope.get(`${WEB_PREFIX}/*`, (_req, reply) => reply.status(404).send(missing));
      return;
    }
    await scope.register(fastifyStatic, {
      root,
      prefix: `${WEB_PREFIX}/`,
      // one route per built file (the build is done before the server starts); anything else falls back below
      wildcard: false,
      decorateReply: false,
      cacheControl: false,
      setHeaders: cacheHeaders,
    });
    const html = readFileSync(index);
    // a file of another build is gone: a plain 404, not the page in place of a script
    scope.get(`${WEB_PREFIX}/assets/*`, (_req, reply) =>
      reply.status(404).send({ statusCode: 404, error: 'not-found', message: 'no such file' }),
    );
    // a path the page routes itself (a table, a replay): the page's index.html
    scope.get(`${WEB_PREFIX}/*`, (_req, reply) =>
      reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(html),
    );
  });
}

@Module({})
export class WebModule implements OnModuleInit {
  constructor(private readonly adapterHost: HttpAdapterHost) {}

  onModuleInit(): void {
    servePage(this.adapterHost.httpAdapter.getInstance<FastifyInstance>(), webDir());
  }
}
