/**
 * Tournaments in the page: sign in, create an East-West round robin (to 1 point) from the tournaments
 * tab with three built-in levels and yourself, start it, play your three matches by clicking on the
 * table page, and watch — in a second tab that is never reloaded — the standings follow the results
 * through the tournament's event stream until the winner is shown, each event applied without a read.
 */
import type { Locator, Page } from '@playwright/test';
import { clickAnyLegal, expect, playToEnd, SHOTS, test } from './fixtures';

const LEVELS = ['random-bot', 'basic-bot', 'advanced-bot'];

/** Each standings row's `played`, by account. */
async function played(standings: Locator): Promise<Record<string, number>> {
  const rows = standings.locator('tbody tr');
  const out: Record<string, number> = {};
  for (const row of await rows.all())
    out[(await row.getAttribute('data-account'))!] = Number(await row.getAttribute('data-played'));
  return out;
}

async function signIn(page: Page, key: string, name: string) {
  await page.getByLabel('API key').fill(key);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('account-name')).toHaveText(name);
}

test('a round robin against three built-in levels: create, start, play by clicking, see the winner', async ({
  page,
  context,
  request,
  guard,
}) => {
  test.setTimeout(300_000);
  const name = `tina${Date.now().toString(36)}`;
  const account = await request.post('/accounts', { data: { name, kind: 'human' } });
  expect(account.status()).toBe(201);
  const { apiKey: key } = (await account.json()) as { apiKey: string };

  // the tab in the lobby's navigation leads to the tournaments
  await page.goto('/play/');
  await page
    .getByRole('navigation', { name: 'Games' })
    .getByRole('link', { name: /^Tournaments/ })
    .click();
  await expect(page).toHaveURL(/\/play\/tournaments$/);
  await expect(page.getByRole('heading', { name: 'Cardroom tournaments' })).toBeVisible();
  await signIn(page, key, name);

  // the form: East-West, round robin, the three levels and yourself, games to 1 point
  const form = page.getByRole('form', { name: 'New tournament' });
  await form.getByLabel('Game', { exact: true }).selectOption('east-west');
  await form.getByLabel('Format', { exact: true }).selectOption('round-robin');
  await form.getByLabel('Games per pairing', { exact: true }).fill('1');
  await form.getByLabel('Minimum players', { exact: true }).fill('4');
  await form.getByLabel('Maximum players', { exact: true }).fill('4');
  await expect(form.getByLabel('Rated', { exact: true })).not.toBeChecked();
  const bots = form.getByLabel('Bots allowed', { exact: true });
  await expect(bots).toBeChecked();
  await expect(form.getByText('shown to everyone before they join')).toBeVisible();
  await expect(form.getByLabel(/^Join it myself/)).toBeChecked();
  const levels = form.getByRole('group', { name: 'Built-in levels to enter' });
  for (const level of LEVELS) await levels.getByLabel(level, { exact: true }).check();
  // the keyboard reaches the options too
  await form.locator('summary').focus();
  await page.keyboard.press('Enter');
  await form.getByLabel('Target points', { exact: true }).fill('1');
  // (screenshots of the clicking tab are of the viewport: after a full-page one, Debian's Chromium 156
  // sends a click on an element it had to scroll to past that element)
  await page.screenshot({ path: `${SHOTS}/tournament-create.png` });
  await form.getByRole('button', { name: 'Create tournament' }).click();

  // the tournament's page: four players, open, bots allowed shown; the creator starts it
  await expect(page).toHaveURL(/\/play\/tournaments\/[0-9a-f-]{36}$/);
  const url = page.url();
  const tournament = page.getByTestId('tournament');
  await expect(tournament).toHaveAttribute('data-status', 'open');
  await expect(page.getByTestId('entrants').getByRole('listitem')).toHaveCount(4);
  for (const level of LEVELS) await expect(page.getByTestId('entrants')).toContainText(level);
  await expect(page.getByTestId('entrants')).toContainText(`${name} (you)`);
  await expect(tournament.getByTestId('bots-allowed')).toHaveText('bots allowed');

  // a second tab watches the same page, live, and is never reloaded
  const watcher = await context.newPage();
  // it applies the stream's events: it reads the tournament when its stream opens and once more when the
  // first round starts it (its status and rounds planned are not in the event), never at every event
  const path = new URL(url).pathname.replace('/play', '');
  let reads = 0;
  watcher.on('request', (r) => {
    if (r.method() === 'GET' && new URL(r.url()).pathname === path) reads++;
  });
  await watcher.goto(url);
  const watched = watcher.getByTestId('standings');
  await expect(watcher.getByTestId('tournament')).toHaveAttribute('data-status', 'open');

  await page.getByRole('button', { name: 'Start the tournament' }).click();
  await expect(tournament).toHaveAttribute('data-status', 'running');
  await expect(watcher.getByTestId('tournament')).toHaveAttribute('data-status', 'running');
  await expect(watcher.getByTestId('connection')).toHaveText('● live');
  await page.screenshot({ path: `${SHOTS}/tournament-running.png` });

  // a round robin of four: three rounds, one match of yours in each
  for (let round = 1; round <= 3; round++) {
    const mine = page.locator(
      `[data-testid=round][data-round="${round}"] [data-testid=table-row][data-mine=true]`,
    );
    const play = mine.getByRole('link', { name: /^Play/ });
    await expect(play).toHaveCount(1, { timeout: 60_000 });
    await play.click();
    await expect(page.getByTestId('table')).toBeVisible();
    await expect(page.getByText(/^You play seat [01]\./)).toBeVisible();
    await playToEnd(page, clickAnyLegal);
    await expect(page.getByTestId('result')).toBeVisible();
    if (round === 1) await page.screenshot({ path: `${SHOTS}/tournament-table.png` });

    // the watching tab has counted the match without a reload
    await expect.poll(async () => (await played(watched))[name], { timeout: 30_000 }).toBe(round);
    if (round === 1) await watcher.screenshot({ path: `${SHOTS}/tournament-standings.png`, fullPage: true });

    await page.goBack();
    await expect(tournament).toBeVisible();
    await expect(mine.first()).toHaveAttribute('data-finished', 'true');
  }

  // the end: everyone played three matches, the winner is shown in both tabs
  await expect(watcher.getByTestId('tournament')).toHaveAttribute('data-status', 'finished', {
    timeout: 60_000,
  });
  await expect(watcher.getByTestId('winner')).toBeVisible();
  const final = await played(watched);
  expect(Object.keys(final).sort()).toEqual([name, ...LEVELS].sort());
  expect(Object.values(final)).toEqual([3, 3, 3, 3]);
  const top = (await watched.locator('tbody tr[data-account]').first().getAttribute('data-account'))!;
  await expect(watcher.getByTestId('winner')).toContainText(top);
  // points: one per match, six matches in all
  const points = await watched
    .getByTestId('points')
    .evaluateAll((cells) => cells.map((c) => Number(c.getAttribute('data-points'))));
  expect(points.reduce((a, b) => a + b, 0)).toBe(6);
  await expect(watcher.getByTestId('round')).toHaveCount(3);
  await expect(watcher.getByTestId('connection')).toHaveText('stream closed');
  expect(reads).toBe(2);
  await watcher.screenshot({ path: `${SHOTS}/tournament-finished.png`, fullPage: true });

  await expect(tournament).toHaveAttribute('data-status', 'finished');
  await expect(page.getByTestId('winner')).toBeVisible();

  // listed as finished in the tab
  await page.goto('/play/tournaments');
  await expect(
    page.getByTestId('tournaments-finished').locator(`[data-id="${url.split('/').pop()}"]`),
  ).toContainText('East-West, round robin');
  await watcher.close();

  // the page used the tournament routes it should (every request is an OpenAPI route: the guard)
  const used = new Set((await guard.requests()).map((r) => `${r.method} ${r.route}`));
  for (const route of [
    'GET /tournaments',
    'POST /tournaments',
    'POST /tournaments/{id}/players',
    'POST /tournaments/{id}/start',
    'GET /tournaments/{id}',
    'GET /tournaments/{id}/events',
  ])
    expect(used).toContain(route);
});

test('join and withdraw from the list and the page, open then running; no bots shown', async ({
  page,
  request,
  guard,
}) => {
  const make = async (prefix: string) => {
    const name = `${prefix}${Date.now().toString(36)}`;
    const r = await request.post('/accounts', { data: { name, kind: 'human' } });
    expect(r.status()).toBe(201);
    return { name, key: ((await r.json()) as { apiKey: string }).apiKey };
  };
  const host = await make('host');
  const guest = await make('gus');
  const created = await request.post('/tournaments', {
    headers: { Authorization: `Bearer ${host.key}` },
    data: { game: 'east-west', format: 'swiss', rounds: 2, botsAllowed: false, minPlayers: 2 },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };

  await page.goto('/play/tournaments');
  await signIn(page, guest.key, guest.name);
  const item = page.getByTestId('tournaments-open').locator(`[data-id="${id}"]`);
  await expect(item.getByTestId('bots-allowed')).toHaveText('no bots');
  await expect(item).toContainText('0 players');
  // the game filter: not among Euchre's, back with East-West's
  const filter = page.getByLabel('Show the tournaments of');
  await filter.selectOption('euchre');
  await expect(item).toHaveCount(0);
  await filter.selectOption('east-west');
  await expect(item).toHaveCount(1);
  await item.getByRole('button', { name: 'Join' }).click();
  await expect(item).toContainText('1 player');
  await expect(item.getByRole('button', { name: 'Withdraw' })).toBeVisible();

  // on the tournament's page: the guest is in, cannot start it (not the creator), withdraws
  await item.getByRole('link', { name: /East-West, Swiss/ }).click();
  await expect(page.getByTestId('tournament')).toHaveAttribute('data-status', 'open');
  await expect(page.getByTestId('entrants')).toContainText(`${guest.name} (you)`);
  await expect(page.getByTestId('bots-allowed')).toHaveText('no bots');
  await expect(page.getByRole('button', { name: 'Start the tournament' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Withdraw' }).click();
  await expect(page.getByRole('button', { name: 'Join' })).toBeVisible();
  await expect(page.getByTestId('entrants')).not.toContainText(guest.name);
  await page.screenshot({ path: `${SHOTS}/tournament-open.png` });

  // in again; the host joins and starts it; once running, a withdrawal is asked twice and loses the rest
  await page.getByRole('button', { name: 'Join' }).click();
  await expect(page.getByTestId('entrants')).toContainText(`${guest.name} (you)`);
  const host$ = { headers: { Authorization: `Bearer ${host.key}` } };
  expect((await request.post(`/tournaments/${id}/players`, { ...host$, data: {} })).status()).toBe(201);
  expect((await request.post(`/tournaments/${id}/start`, host$)).status()).toBe(200);
  await expect(page.getByTestId('tournament')).toHaveAttribute('data-status', 'running');
  await expect(page.getByTestId('round')).toHaveCount(1);
  await page.getByRole('button', { name: 'Withdraw' }).click();
  const confirm = page.getByRole('group', { name: 'Confirm withdrawal' });
  await expect(confirm).toContainText('Your remaining matches will be lost.');
  await confirm.getByRole('button', { name: 'Withdraw now' }).click();
  await expect(page.getByTestId('entrants')).toContainText(`${guest.name} (you) (withdrew)`);
  await expect(page.getByRole('button', { name: /^Withdraw/ })).toHaveCount(0);
  // the host plays on alone: the tournament still finishes, the host first
  await expect(page.getByTestId('tournament')).toHaveAttribute('data-status', 'finished', {
    timeout: 60_000,
  });
  await expect(page.getByTestId('winner')).toContainText(host.name);

  // both pages fit a phone's 390 px
  await page.setViewportSize({ width: 390, height: 800 });
  const width = () => page.evaluate(() => document.documentElement.scrollWidth);
  expect(await width()).toBeLessThanOrEqual(390);
  await page.goto('/play/tournaments');
  await expect(page.getByRole('form', { name: 'New tournament' })).toBeVisible();
  expect(await width()).toBeLessThanOrEqual(390);

  // Euchre seats four: Swiss only, at least four players
  const form = page.getByRole('form', { name: 'New tournament' });
  await form.getByLabel('Game', { exact: true }).selectOption('euchre');
  await expect(form.getByLabel('Format', { exact: true })).toHaveValue('swiss');
  await expect(form.locator('option[value=round-robin]')).toBeDisabled();
  await expect(form.getByLabel('Minimum players', { exact: true })).toHaveValue('4');

  // an address of no tournament
  guard.allowConsole.push(/status of 404/);
  await page.goto('/play/tournaments/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('There is no such tournament.')).toBeVisible();
});
