/**
 * Shared by the browser tests: every test fails on a console error or an uncaught page error, and on a
 * request of the page to a route that is not in the service's OpenAPI document (the page's own files
 * under /play and the addresses the test navigates to are not API calls).
 */
import { type APIRequestContext, expect, type Page, test as base } from '@playwright/test';
import { mkdirSync } from 'node:fs';

export { expect };
export const SHOTS = 'test-results/screenshots';
mkdirSync(SHOTS, { recursive: true });

/** A match's view as the API answers it: the fields the tests read. */
export type View = {
  id: string;
  status: string;
  version: number;
  toAct: number[];
  legalMoves?: { type: string; [k: string]: unknown }[];
  state: Record<string, any>;
  result: { scores: number[]; standings: { seat: number; place: number }[] } | null;
};

type ApiRoute = { method: string; path: string; re: RegExp };
let routesOnce: Promise<ApiRoute[]> | null = null;

export function openApiRoutes(request: APIRequestContext): Promise<ApiRoute[]> {
  routesOnce ??= (async () => {
    const doc = (await (await request.get('/openapi.json')).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    return Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.keys(item)
        .filter((m) => ['get', 'post', 'put', 'patch', 'delete'].includes(m))
        .map((m) => ({
          method: m.toUpperCase(),
          path,
          re: new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}$`),
        })),
    );
  })();
  return routesOnce;
}

export interface Seen {
  method: string;
  path: string;
  /** The OpenAPI path it matched, or null. */
  route: string | null;
}

/**
 * Records a page's console errors (but those `expected` says are no errors) and its requests to the
 * service (not its own files, not navigations).
 */
export function record(page: Page, baseURL: string) {
  const origin = new URL(baseURL).origin;
  const errors: string[] = [];
  const raw: { method: string; path: string }[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(`page error: ${e.message}`));
  page.on('request', (r) => {
    const u = new URL(r.url());
    if (
      u.origin !== origin ||
      r.isNavigationRequest() ||
      u.pathname === '/play' ||
      u.pathname.startsWith('/play/')
    )
      return;
    raw.push({ method: r.method(), path: u.pathname });
  });
  return { errors, raw };
}

/** The recorded requests, each with the OpenAPI path it matches (null: none). */
export async function classify(
  request: APIRequestContext,
  raw: { method: string; path: string }[],
): Promise<Seen[]> {
  const routes = await openApiRoutes(request);
  return raw.map((r) => ({
    ...r,
    route: routes.find((x) => x.method === r.method && x.re.test(r.path))?.path ?? null,
  }));
}

/**
 * Waits until a match is finished and answers its final view: a match of built-in bots only is played in
 * the background after its create answers (docs/api.md, "Creating a match").
 */
export async function matchFinished(request: APIRequestContext, game: string, id: string): Promise<View> {
  let view: View | null = null;
  await expect
    .poll(
      async () => {
        view = (await (await request.get(`/${game}/matches/${id}`)).json()) as View;
        return view.status;
      },
      { timeout: 60_000 },
    )
    .toBe('finished');
  return view!;
}

export const test = base.extend<{ guard: { requests: () => Promise<Seen[]>; allowConsole: RegExp[] } }>({
  guard: [
    async ({ page, request, baseURL }, use) => {
      const { errors, raw } = record(page, baseURL!);
      const guard = { requests: () => classify(request, raw), allowConsole: [] as RegExp[] };
      await use(guard);
      expect(
        errors.filter((e) => !guard.allowConsole.some((re) => re.test(e))),
        'console errors',
      ).toEqual([]);
      expect(
        (await guard.requests()).filter((r) => r.route === null),
        'requests outside the OpenAPI document',
      ).toEqual([]);
    },
    { auto: true },
  ],
});

/** Creates a match from the lobby, seat 0 for this browser, the others built-in bots unless given. */
export async function createFromLobby(
  page: Page,
  gameName: string,
  options: Record<string, string | boolean> = {},
  seats: Record<string, string> = {},
): Promise<string> {
  await page.goto('/play/');
  await page.getByLabel('Your name').fill('tester');
  await page
    .getByRole('navigation', { name: 'Games' })
    .getByRole('link', { name: new RegExp(`^${gameName.replace(/'/g, '.')}`) })
    .click();
  await expect(page.getByRole('heading', { name: `New ${gameName} match` })).toBeVisible();
  for (const [label, value] of Object.entries(options)) {
    const input = page.getByLabel(label, { exact: true });
    if (typeof value === 'boolean') await input.setChecked(value);
    else if (await input.evaluate((el) => el.tagName === 'SELECT')) await input.selectOption(value);
    else await input.fill(value);
  }
  for (const [label, value] of Object.entries(seats))
    await page.getByLabel(label, { exact: true }).selectOption(value);
  await page.getByRole('button', { name: 'Create match' }).click();
  await expect(page.getByTestId('table')).toBeVisible();
  const id = new URL(page.url()).pathname.split('/')[3];
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  return id;
}

/** The table once it waits for this seat (its turn) or the match has finished. */
export const tableReady = (page: Page) =>
  page.locator('[data-testid=table][data-status=finished], [data-testid=table][data-your-turn=true]');

/**
 * Plays by clicking until the match is over: waits until it is this seat's turn (the view has
 * legalMoves) or the match has finished, lets `choose` click one move, then waits for the
 * table to move on. Returns the number of moves clicked.
 */
export async function playToEnd(
  page: Page,
  choose: (page: Page, turn: number) => Promise<void>,
  opts: { maxMoves?: number; screenshotAt?: number; screenshot?: string } = {},
): Promise<number> {
  const table = page.getByTestId('table');
  const ready = tableReady(page).first();
  let turns = 0;
  for (; turns < (opts.maxMoves ?? 400); turns++) {
    await ready.waitFor({ state: 'visible', timeout: 30_000 });
    if ((await table.getAttribute('data-status')) === 'finished') return turns;
    if (opts.screenshot && turns === (opts.screenshotAt ?? 2))
      await page.screenshot({ path: `${SHOTS}/${opts.screenshot}`, fullPage: true });
    const before = await table.getAttribute('data-version');
    await choose(page, turns);
    await expect(table).not.toHaveAttribute('data-version', before!, { timeout: 15_000 });
  }
  throw new Error(`the match did not end within ${turns} moves`);
}

/** Clicks one of the enabled controls built from legalMoves, at random. */
export async function clickAnyLegal(page: Page): Promise<void> {
  const legal = page.locator('[data-legal]:enabled');
  const n = await legal.count();
  await legal.nth(Math.floor(Math.random() * n)).click();
}
