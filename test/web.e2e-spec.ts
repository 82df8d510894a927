/**
 * Serving the web page (src/web/web.module.ts) on a bare Fastify with the app's security headers, from a throw-away build
 * folder: /play and any path the page routes itself answer index.html, built files are served with a
 * long cache, a missing one is a 404, browsers asking for / are sent to /play, and the page's security
 * policy does not force https (a page served over plain http from a LAN address must still load).
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GAMES } from '../src/games/registry';
import { securityHeaders } from '../src/http/security-headers';
import { servePage, webDir } from '../src/web/web.module';
import { createTestApp } from './util/app';

describe('web page serving', () => {
  let dir: string;
  const INDEX = '<!doctype html><div id="app"></div>';

  async function server(root: string): Promise<FastifyInstance> {
    // the app's router options (src/app.ts): /play and /play/ are one route
    const f = Fastify({ routerOptions: { ignoreTrailingSlash: true } });
    securityHeaders(f);
    servePage(f, root);
    await f.ready();
    return f;
  }

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'cardroom-web-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), INDEX);
    writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('serves index.html at /play and for the paths the page routes itself', async () => {
    const f = await server(dir);
    for (const url of [
      '/play',
      '/play/',
      '/play/euchre/0197c486-115c-455e-9a67-418ceaa57ef0',
      '/play/euchre/0197c486-115c-455e-9a67-418ceaa57ef0/replay',
    ]) {
      const res = await f.inject({ url });
      expect([url, res.statusCode]).toEqual([url, 200]);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(INDEX);
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
      expect(res.headers['content-security-policy']).not.toContain('unsafe-eval');
    }
    await f.close();
  });

  it('serves built files with a long cache and answers 404 for a missing one', async () => {
    const f = await server(dir);
    const js = await f.inject({ url: '/play/assets/index-abc123.js' });
    expect(js.statusCode).toBe(200);
    expect(js.headers['content-type']).toMatch(/javascript/);
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(js.body).toBe('console.log(1)');
    const gone = await f.inject({ url: '/play/assets/index-old999.js' });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ statusCode: 404, error: 'not-found' });
    // nothing outside the build folder
    expect((await f.inject({ url: '/play/assets/../../package.json' })).body).not.toContain('"name"');
    await f.close();
  });

  it('sends browsers asking for / to /play and leaves / a 404 for API clients', async () => {
    const f = await server(dir);
    const browser = await f.inject({
      url: '/',
      headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
    });
    expect(browser.statusCode).toBe(302);
    expect(browser.headers.location).toBe('/play/');
    expect((await f.inject({ url: '/', headers: { accept: 'application/json' } })).statusCode).toBe(404);
    expect((await f.inject({ url: '/' })).statusCode).toBe(404);
    await f.close();
  });

  it('says how to build the page when it is not built', async () => {
    const f = await server(join(dir, 'nowhere'));
    const res = await f.inject({ url: '/play/euchre/x' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      statusCode: 404,
      error: 'not-found',
      message: 'the web page is not built here: run `npm run build`',
    });
    await f.close();
  });

  it('looks for the build in dist/web of the project folder, from the sources as from dist/', () => {
    expect(webDir()).toBe(join(__dirname, '..', 'dist', 'web'));
  });

  it('in the app: a browser at / goes to /play, and the API keeps its own error answers', async () => {
    const t = await createTestApp(GAMES);
    try {
      const home = await t.http.get('/').set('Accept', 'text/html').expect(302);
      expect(home.headers.location).toBe('/play/');
      // Fastify's own request errors still reach the API's error filter (routes are built after Nest's handlers)
      const wrongType = await t.http
        .post('/east-west/matches')
        .set('Content-Type', 'text/plain')
        .send('garbage')
        .expect(415);
      expect(wrongType.body).toEqual({
        statusCode: 415,
        error: 'unsupported-media-type',
        message: 'send the body as application/json',
      });
      const unknown = await t.http.get('/no-such-route').expect(404);
      expect(unknown.body).toMatchObject({ statusCode: 404, error: 'not-found' });
    } finally {
      await t.close();
    }
  });
});
