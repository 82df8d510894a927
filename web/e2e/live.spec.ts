/** Watching: a spectator's page follows a match that two other clients play over the API, move by move. */
import { expect, test } from './fixtures';

test('a spectator sees every move of a match played over the API arrive, after the stream reconnects', async ({
  page,
  request,
  guard,
}) => {
  const created = await (
    await request.post('/east-west/matches', {
      data: { players: [{ name: 'ana' }, { name: 'bo' }], options: { targetPoints: 1 } },
    })
  ).json();
  const id: string = created.id;
  const tokens: string[] = created.seats.map((s: { token: string }) => s.token);

  // the first two attempts to open the event stream fail: the page must reconnect by itself
  let refused = 0;
  await page.route(/\/east-west\/matches\/[^/]+\/events/, (route) =>
    refused++ < 2 ? route.abort('connectionreset') : route.continue(),
  );
  // Chromium reports each refused connection on the console; nothing else may appear there
  guard.allowConsole.push(/^Failed to load resource: net::ERR_CONNECTION_RESET$/);

  await page.goto(`/play/east-west/${id}`);
  const table = page.getByTestId('table');
  await expect(page.getByText('Watching as a spectator.')).toBeVisible();
  await expect(page.getByTestId('connection')).toHaveText('● live', { timeout: 30_000 });
  expect(refused).toBeGreaterThanOrEqual(3);

  const log = page.getByTestId('move-log');
  let moves = 0;
  for (;;) {
    const view = await (await request.get(`/east-west/matches/${id}`)).json();
    if (view.status === 'finished') break;
    const seat: number = view.toAct[0];
    const mine = await (
      await request.get(`/east-west/matches/${id}`, { headers: { authorization: `Bearer ${tokens[seat]}` } })
    ).json();
    const move = mine.legalMoves[moves % mine.legalMoves.length];
    const res = await request.post(`/east-west/matches/${id}/moves`, {
      headers: { authorization: `Bearer ${tokens[seat]}` },
      data: move,
    });
    expect(res.status()).toBe(201);
    const after = await res.json();
    moves++;
    // the page shows the new version and this very move in its log
    await expect(table).toHaveAttribute('data-version', String(after.version));
    await expect(log.locator(`li[data-seq="${moves}"]`)).toHaveText(
      `${seat === 0 ? 'ana' : 'bo'}: Place in column ${move.column + 1}`,
    );
  }
  expect(moves).toBe(24);
  await expect(table).toHaveAttribute('data-status', 'finished');
  await expect(page.getByTestId('result')).toContainText('Match over');
  await expect(page.getByTestId('connection')).toHaveText('stream closed');
  await expect(log.locator('li')).toHaveCount(24);
});
