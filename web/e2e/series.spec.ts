/**
 * The series page (/play/series/{id}): a short duplicate series made and played over the API (the
 * account folds or checks every turn), then its page shows the progress, the standings with their
 * intervals, the chart of the running difference, and links to each match's replay.
 */
import { expect, SHOTS, test } from './fixtures';

test('a finished series shows its standings, chart and matches', async ({ page, request }) => {
  const name = `series${Date.now().toString(36)}`;
  const key = (await (await request.post('/accounts', { data: { name, kind: 'bot' } })).json()).apiKey;
  const auth = { Authorization: `Bearer ${key}` };
  const created = await request.post('/texas-holdem/series', {
    headers: auth,
    data: { opponents: ['basic-bot'], deals: 3, options: { maxHands: 1 }, concurrency: 6 },
  });
  expect(created.status()).toBe(201);
  const id = (await created.json()).id as string;
  // play: fold when facing a bet, check otherwise, until the series is over
  await expect
    .poll(
      async () => {
        const s = await (await request.get(`/series/${id}`)).json();
        for (const m of s.matches.filter((x: { status: string }) => x.status === 'active')) {
          const view = await (
            await request.get(`/texas-holdem/matches/${m.matchId}`, { headers: auth })
          ).json();
          const legal: { type: string }[] = view.legalMoves ?? [];
          const move = legal.find((l) => l.type === 'check') ?? legal.find((l) => l.type === 'fold');
          if (move)
            await request.post(`/texas-holdem/matches/${m.matchId}/moves`, {
              headers: auth,
              data: { type: move.type, expectedVersion: view.version },
            });
        }
        return s.status;
      },
      { timeout: 60_000, intervals: [100] },
    )
    .toBe('finished');

  await page.goto(`/play/series/${id}`);
  await expect(page.getByTestId('series-progress')).toContainText('finished: 6 of 6 matches finished');
  const rows = page.getByTestId('series-standings').locator('tbody tr');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText(name);
  await expect(rows.nth(1)).toContainText('basic-bot');
  await expect(page.getByTestId('series-difference')).toContainText(`${name} − basic-bot:`);
  await expect(page.getByTestId('series-chart')).toBeVisible();
  await expect(page.getByRole('link', { name: 'replay' })).toHaveCount(6);
  await page.screenshot({ path: `${SHOTS}/series.png`, fullPage: true });
  await page.getByRole('link', { name: 'replay' }).first().click();
  await expect(page).toHaveURL(/\/play\/texas-holdem\/[0-9a-f-]+\/replay$/);
});
