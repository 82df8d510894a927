/**
 * Issue 41, item 7: the page's rough edges, each at 1280×900 with a screenshot under
 * test-results/screenshots/. Hold'em's Fold/Call/Raise stay in view while it is your turn, below your
 * own seat; the series, gauntlet and tournament pages have the site header and its way back; the tournament page reads Winner,
 * Standings, Players without the sign-in form in between; the lobby's leaderboard is styled and marks
 * the seeded ratings; ratings are rounded wherever the page shows them; Euchre's "Bids" line says what
 * the hand history says ("not alone"). A finished tournament's page says its stream closed, never
 * "reconnecting", even when its stream ends before the read of the tournament is back.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { createFromLobby, expect, SHOTS, test, type View } from './fixtures';

test.use({ viewport: { width: 1280, height: 900 } });

type Created = View & { seats: { seat: number; token?: string }[] };

async function newAccount(request: APIRequestContext, prefix: string, kind = 'human') {
  const name = `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const r = await request.post('/accounts', { data: { name, kind } });
  expect(r.status()).toBe(201);
  const key = ((await r.json()) as { apiKey: string }).apiKey;
  return { name, key, auth: { Authorization: `Bearer ${key}` } };
}

/** A finished round robin of three built-in levels (East-West to 1 point), created by a fresh account. */
async function finishedTournament(request: APIRequestContext): Promise<string> {
  const { auth } = await newAccount(request, 'tdir');
  const t = await request.post('/tournaments', {
    headers: auth,
    data: {
      game: 'east-west',
      format: 'round-robin',
      minPlayers: 3,
      maxPlayers: 3,
      options: { targetPoints: 1 },
    },
  });
  expect(t.status()).toBe(201);
  const id = ((await t.json()) as { id: string }).id;
  for (const level of ['random-bot', 'basic-bot', 'advanced-bot'])
    expect(
      (
        await request.post(`/tournaments/${id}/players`, { headers: auth, data: { account: level } })
      ).status(),
    ).toBe(201);
  expect((await request.post(`/tournaments/${id}/start`, { headers: auth })).status()).toBeLessThan(300);
  await expect
    .poll(
      async () => ((await (await request.get(`/tournaments/${id}`)).json()) as { status: string }).status,
      {
        timeout: 90_000,
      },
    )
    .toBe('finished');
  return id;
}

/** The site header: the name leads to the lobby, and the lobby's sections are one click away. */
async function expectSiteHeader(page: Page) {
  const banner = page.getByRole('banner').filter({ has: page.getByRole('link', { name: 'Cardroom' }) });
  await expect(banner).toBeVisible();
  await expect(banner).toBeInViewport();
  const nav = banner.getByRole('navigation', { name: 'Site' });
  await expect(nav.getByRole('link', { name: 'Lobby' })).toHaveAttribute('href', '/play/');
  await expect(nav.getByRole('link', { name: 'Tournaments' })).toHaveAttribute('href', '/play/tournaments');
  return banner;
}

/** How a table of figures looks: collapsed borders, a ruled head, padded cells, numbers right-aligned. */
function figureStyle(t: Element) {
  const cell = t.querySelector('tbody td.num')!;
  const cs = getComputedStyle(cell);
  return {
    collapse: getComputedStyle(t).borderCollapse,
    align: cs.textAlign,
    digits: cs.fontVariantNumeric,
    padded: parseFloat(cs.paddingLeft) >= 4,
    rule: getComputedStyle(t.querySelector('thead th')!).borderBottomStyle,
  };
}
const FIGURES = { collapse: 'collapse', align: 'right', digits: 'tabular-nums', padded: true, rule: 'solid' };

/** Text on the page that shows a number with three decimals or more. */
async function longDecimals(page: Page): Promise<string[]> {
  const text = await page.locator('main').innerText();
  return text.match(/\d+\.\d{3,}/g) ?? [];
}

test("Hold'em at 1280×900: Fold, Call and Raise are in view while it is your turn", async ({ page }) => {
  await createFromLobby(page, "Texas Hold'em");
  const table = page.getByTestId('table');
  await expect(table).toHaveAttribute('data-your-turn', 'true', { timeout: 30_000 });
  const moves = page.getByTestId('legal-moves');
  // the page opens at its top: the controls are in view without scrolling
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(moves).toBeInViewport({ ratio: 1 });
  for (const name of [/^Fold$/, /^(Call|Check)/, /^(Raise|Bet)/])
    await expect(moves.getByRole('button', { name }).first()).toBeInViewport({ ratio: 1 });
  // the whole table fits above the controls: your seat (cards, stack, "to act") is in view, not under them
  const you = page.locator('.th-player.you');
  await expect(you).toContainText('to act');
  await expect(you).toBeInViewport({ ratio: 1 });
  const [seatBox, barBox] = [(await you.boundingBox())!, (await moves.boundingBox())!];
  expect(seatBox.y + seatBox.height).toBeLessThanOrEqual(barBox.y);
  await page.screenshot({ path: `${SHOTS}/layout-holdem-1280x900.png` });
  // scrolled down to the end of the page (the history, the moves, the fair deal), they stay in view
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await expect(moves).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: `${SHOTS}/layout-holdem-scrolled.png` });
  const before = (await table.getAttribute('data-version'))!;
  await moves.getByRole('button', { name: /^Fold$/ }).click();
  await expect(table).not.toHaveAttribute('data-version', before);
});

test('the series, gauntlet and tournament pages have the site header and a way back to the lobby', async ({
  page,
  request,
}) => {
  const { auth } = await newAccount(request, 'ser', 'bot');
  const s = await request.post('/texas-holdem/series', {
    headers: auth,
    data: { opponents: ['basic-bot'], deals: 1, options: { maxHands: 1 } },
  });
  expect(s.status()).toBe(201);
  const seriesId = ((await s.json()) as { id: string }).id;
  await page.goto(`/play/series/${seriesId}`);
  await expect(page.getByTestId('series-progress')).toBeVisible();
  await expectSiteHeader(page);
  await page.screenshot({ path: `${SHOTS}/layout-series-header.png` });

  const g = await request.post('/in-between/gauntlets', { headers: auth, data: { dealsPerLevel: 2 } });
  expect(g.status()).toBe(201);
  const gauntletId = ((await g.json()) as { id: string }).id;
  await page.goto(`/play/gauntlets/${gauntletId}`);
  await expect(page.getByTestId('gauntlet-progress')).toContainText('running');
  const gauntletBanner = await expectSiteHeader(page);
  // its table of levels is a table of figures like the series' and the leaderboard's: padded, ruled
  const levels = page.getByTestId('gauntlet-levels');
  await expect(levels.locator('tbody tr')).toHaveCount(4);
  expect(await levels.evaluate(figureStyle)).toEqual(FIGURES);
  await page.screenshot({ path: `${SHOTS}/layout-gauntlet-header.png` });
  await gauntletBanner.getByRole('link', { name: 'Lobby' }).click();
  await expect(page).toHaveURL(/\/play\/$/);
  await expect(page.getByRole('heading', { name: /^New .* match$/ })).toBeVisible();
  expect((await request.delete(`/gauntlets/${gauntletId}`, { headers: auth })).status()).toBe(200);

  const id = await finishedTournament(request);
  await page.goto(`/play/tournaments/${id}`);
  await expect(page.getByTestId('tournament')).toHaveAttribute('data-status', 'finished');
  const banner = await expectSiteHeader(page);
  await page.screenshot({ path: `${SHOTS}/layout-tournament-header.png` });
  await banner.getByRole('link', { name: 'Cardroom' }).click();
  await expect(page).toHaveURL(/\/play\/$/);
  await expect(page.getByRole('heading', { name: /^New .* match$/ })).toBeVisible();
  await page.goBack();
  await expect(page.getByTestId('tournament')).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Tournaments' }).click();
  await expect(page).toHaveURL(/\/play\/tournaments$/);
});

test('a finished tournament ends its stream: "stream closed", never "reconnecting", however slow its read', async ({
  page,
  request,
}) => {
  const id = await finishedTournament(request);
  // every text the connection indicator shows, from its first render
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { connectionTexts: string[] }).connectionTexts = seen;
    new MutationObserver(() => {
      const text = document.querySelector('[data-testid=connection]')?.textContent ?? null;
      if (text !== null && seen[seen.length - 1] !== text) seen.push(text);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  // a slow network for the tournament's read (not its stream): the stream's `finish` and its end come first
  await page.route(
    (url) => url.pathname === `/tournaments/${id}`,
    async (route) => {
      await new Promise((r) => setTimeout(r, 1000));
      await route.continue();
    },
  );
  await page.goto(`/play/tournaments/${id}`);
  await expect(page.getByTestId('connection')).toHaveText('stream closed');
  const texts = await page.evaluate(
    () => (window as unknown as { connectionTexts: string[] }).connectionTexts,
  );
  expect(texts).toEqual(['stream closed']);
});

test('a finished tournament reads Winner, Standings, Players; signing in comes after', async ({
  page,
  request,
}) => {
  const id = await finishedTournament(request);
  await page.goto(`/play/tournaments/${id}`);
  const winner = page.getByTestId('winner');
  await expect(winner).toBeVisible();
  const players = page.getByRole('region', { name: /^Players/ });
  const standings = page.getByRole('region', { name: 'Standings' });
  const signIn = page.getByLabel('API key');
  await expect(signIn).toHaveCount(1);
  // document order: winner → standings → players, and the sign-in form after all three
  const order = await page.evaluate(() => {
    const at = (el: Element | null) => (el ? [...document.querySelectorAll('*')].indexOf(el) : -1);
    return {
      winner: at(document.querySelector('[data-testid=winner]')),
      standings: at(document.querySelector('[data-testid=standings]')),
      players: at(document.querySelector('[data-testid=entrants]')),
      signIn: at(document.querySelector('input[type=password], #api-key, [name=apiKey]')),
    };
  });
  expect(order.winner).toBeGreaterThan(-1);
  expect(order.standings).toBeGreaterThan(order.winner);
  expect(order.players).toBeGreaterThan(order.standings);
  expect(order.signIn).toBeGreaterThan(order.players);
  // the winner and the standings are in view at once, the sign-in form is not in the way
  await expect(winner).toBeInViewport();
  await expect(standings).toBeInViewport();
  await expect(players).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/layout-tournament-order.png` });
  expect(await longDecimals(page)).toEqual([]);
});

test("the lobby's leaderboard is a styled table that marks seeded ratings, rounded", async ({
  page,
  request,
}) => {
  const api = (await (await request.get('/east-west/leaderboard?limit=100')).json()) as {
    items: { name: string; seeded: boolean; rating: number }[];
  };
  expect(api.items.some((i) => i.seeded)).toBe(true);
  await page.goto('/play/?game=east-west');
  const board = page.getByTestId('leaderboard');
  const rows = board.locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  await board.scrollIntoViewIfNeeded();
  for (const row of await rows.all()) {
    const name = (await row.getAttribute('data-account'))!;
    const item = api.items.find((i) => i.name === name)!;
    expect(item, name).toBeTruthy();
    // seeded ratings are marked, with what it means; the others are not
    await expect(row.getByTestId('seeded')).toHaveCount(item.seeded ? 1 : 0);
    if (item.seeded)
      await expect(row.getByTestId('seeded')).toHaveAttribute('title', /measured.*no rated match/i);
    // one decimal, where the API keeps every digit
    await expect(row.getByTestId('rating')).toHaveText(item.rating.toFixed(1));
  }
  // styled like the page's other tables: padded cells, numbers right-aligned in even columns
  expect(await board.locator('table').evaluate(figureStyle)).toEqual(FIGURES);
  await board.screenshot({ path: `${SHOTS}/layout-leaderboard.png` });
  expect(await longDecimals(page)).toEqual([]);

  // an account page with ratings shows them rounded too
  await page.goto('/play/accounts/basic-bot');
  await expect(page.getByRole('heading', { name: 'Ratings' })).toBeVisible();
  expect(await longDecimals(page)).toEqual([]);
  const profile = (await (await request.get('/accounts/basic-bot')).json()) as {
    ratings: Record<string, { rating: number }>;
  };
  const ratings = page.getByTestId('account-ratings');
  await expect(ratings.locator('tbody tr')).toHaveCount(Object.keys(profile.ratings).length);
  await expect(ratings.locator('tbody tr').first().locator('td').first()).toHaveText(
    Object.values(profile.ratings)[0].rating.toFixed(1),
  );
  expect(await ratings.evaluate(figureStyle)).toEqual(FIGURES);
  await page.screenshot({ path: `${SHOTS}/layout-account-ratings.png` });
});

test('Euchre\'s Bids line says "not alone" for a pass in the alone phase, as the history does', async ({
  page,
  request,
}) => {
  // nina (seat 0, over the API) orders up or names trump when she can, then does not go alone
  const created = await request.post('/euchre/matches', {
    data: { players: [{ name: 'nina' }, { bot: 'basic' }, { bot: 'basic' }, { bot: 'basic' }] },
  });
  expect(created.status()).toBe(201);
  const m = (await created.json()) as Created;
  const token = m.seats[0].token!;
  const auth = { Authorization: `Bearer ${token}` };
  let view: View = m;
  const passedAlone = (v: View) =>
    (v.state.bids as { phase: string; call: string }[])
      .slice(-4)
      .some((b) => b.phase === 'alone' && b.call === 'pass');
  for (let i = 0; i < 60 && !passedAlone(view); i++) {
    view = (await (await request.get(`/euchre/matches/${m.id}`, { headers: auth })).json()) as View;
    if (passedAlone(view) || view.status !== 'active') break;
    const legal = view.legalMoves ?? [];
    const move =
      view.state.phase === 'alone'
        ? legal.find((l) => l.type === 'pass')
        : (legal.find((l) => l.type === 'order-up' && !l.alone) ??
          legal.find((l) => l.type === 'name-trump' && !l.alone) ??
          legal.find((l) => l.type === 'pass') ??
          legal[0]);
    if (!move) continue;
    const answer = await request.post(`/euchre/matches/${m.id}/moves`, {
      headers: auth,
      data: { ...move, expectedVersion: view.version },
    });
    expect(answer.status()).toBeLessThan(300);
    view = (await answer.json()) as View;
  }
  expect(passedAlone(view)).toBe(true);
  await page.goto(`/play/euchre/${m.id}`);
  const bids = page.getByTestId('bids');
  await expect(bids).toContainText('not alone');
  const history = page.getByTestId(`hand-${view.state.hand}`);
  await history.locator('summary').click();
  await expect(history).toContainText('not alone');
  // every alone-phase pass of the line reads "not alone", and no bid of that phase reads "pass"
  const shown = (await bids.innerText()).replace(/^Bids:\s*/, '').split(' · ');
  const last = (view.state.bids as { phase: string; call: string }[]).slice(-4);
  expect(shown).toHaveLength(last.length);
  last.forEach((b, k) => {
    if (b.phase === 'alone') expect(shown[k]).toMatch(b.call === 'pass' ? /not alone$/ : /alone$/);
  });
  await page.screenshot({ path: `${SHOTS}/layout-euchre-bids.png` });
});
