/**
 * The page uses the public API only: GET / brings a browser to /play, two people meet through the
 * lobby's open seats, and every request either page made is a route of /openapi.json (the guard of
 * every test checks that too; this test also checks that the flow used the routes it should).
 */
import { classify, expect, record, test } from './fixtures';

test('lobby, open seat, join from another browser, a move: every request is an OpenAPI route', async ({
  page,
  browser,
  request,
  baseURL,
  guard,
}) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/play\/$/);
  await page.getByLabel('Your name').fill('ana');
  await page
    .getByRole('navigation', { name: 'Games' })
    .getByRole('link', { name: /^East-West/ })
    .click();
  await page.getByLabel('Seat 1', { exact: true }).selectOption('open');
  await page.getByRole('button', { name: 'Create match' }).click();
  await expect(page.getByTestId('table')).toHaveAttribute('data-status', 'open');
  await expect(page.getByText('Waiting for 1 more player')).toBeVisible();
  const id = new URL(page.url()).pathname.split('/')[3];

  // another person, in another browser: the lobby lists the open seat
  const other = await browser.newContext();
  const bo = await other.newPage();
  const seen = record(bo, baseURL!);
  await bo.goto('/play/?game=east-west');
  const open = bo.getByTestId('list-open');
  await open.getByRole('link', { name: 'Join' }).first().waitFor();
  await open
    .locator('li', { hasText: id.slice(0, 8) })
    .getByRole('link', { name: 'Join' })
    .click();
  await bo.getByLabel('Your name').fill('bo');
  await bo.getByRole('button', { name: 'Take a seat' }).click();
  await expect(bo.getByText('You play seat 1.')).toBeVisible();
  await expect(bo.getByTestId('table')).toHaveAttribute('data-status', 'active');

  // ana's page learns it from the event stream; ana moves, bo sees it
  await expect(page.getByTestId('table')).toHaveAttribute('data-status', 'active');
  await expect(page.getByTestId('turn-note')).toHaveText('Your turn.');
  await page.getByRole('button', { name: 'Place in column 2' }).click();
  await expect(bo.getByTestId('turn-note')).toHaveText('Your turn.');
  await expect(bo.getByTestId('move-log').locator('li[data-seq="1"]')).toHaveText('ana: Place in column 2');

  const anaRoutes = new Set((await guard.requests()).map((r) => `${r.method} ${r.route}`));
  const boRequests = await classify(request, seen.raw);
  const boRoutes = new Set(boRequests.map((r) => `${r.method} ${r.route}`));
  for (const r of [
    'GET /games',
    'POST /east-west/matches',
    'GET /east-west/matches/{id}/events',
    'GET /east-west/matches/{id}/moves',
    'POST /east-west/matches/{id}/moves',
  ])
    expect(anaRoutes).toContain(r);
  for (const r of [
    'GET /games',
    'GET /east-west/matches',
    'POST /east-west/matches/{id}/players',
    'GET /east-west/matches/{id}/events',
  ])
    expect(boRoutes).toContain(r);
  expect(boRequests.filter((r) => r.route === null)).toEqual([]);
  expect(seen.errors).toEqual([]);
  await other.close();
});
