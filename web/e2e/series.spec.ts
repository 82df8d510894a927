/**
 * The series page (/play/series/{id}): a short sequential duplicate series (`stopWhen: "decided"`)
 * made and played over the API (the account folds or checks every turn) while its page, opened at the
 * start, follows it to the end: the progress, the standings with their intervals, the chart of the
 * running difference with its anytime-valid band (so labelled), and links to each match's replay.
 */
import { expect, SHOTS, test } from './fixtures';

test('a series page follows the series live until it is finished: standings, chart and matches', async ({
  page,
  request,
}) => {
  const name = `series${Date.now().toString(36)}`;
  const key = (await (await request.post('/accounts', { data: { name, kind: 'bot' } })).json()).apiKey;
  const auth = { Authorization: `Bearer ${key}` };
  const created = await request.post('/texas-holdem/series', {
    headers: auth,
    data: {
      opponents: ['basic-bot'],
      deals: 3,
      options: { maxHands: 1 },
      concurrency: 6,
      stopWhen: 'decided',
    },
  });
  expect(created.status()).toBe(201);
  const id = (await created.json()).id as string;

  // the page is open from the start and never reloaded; it follows the series' stream, never reading
  // the series itself
  let reads = 0;
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === `/series/${id}`) reads++;
  });
  await page.goto(`/play/series/${id}`);
  await expect(page.getByTestId('series-progress')).toContainText(
    /^(pending|running): \d of 6 matches finished/,
  );
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
  await expect(page.getByTestId('series-progress')).toContainText('finished: 6 of 6 matches finished');
  expect(reads).toBe(0);
  const rows = page.getByTestId('series-standings').locator('tbody tr');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText(name);
  await expect(rows.nth(1)).toContainText('basic-bot');
  await expect(page.getByTestId('series-difference')).toContainText(`${name} − basic-bot:`);
  await expect(page.getByTestId('series-chart')).toBeVisible();
  // a sequential series: the band is the confidence sequence it stops by, and says so
  await expect(page.getByTestId('series-band')).toContainText('anytime-valid 95 % band');
  await expect(page.getByTestId('series-band')).toContainText('the series stops by');
  await expect(page.getByTestId('series-chart')).toContainText('with its anytime-valid 95 % band');
  await expect(page.getByRole('link', { name: 'replay' })).toHaveCount(6);
  await page.screenshot({ path: `${SHOTS}/series.png`, fullPage: true });
  await page.getByRole('link', { name: 'replay' }).first().click();
  await expect(page).toHaveURL(/\/play\/texas-holdem\/[0-9a-f-]+\/replay$/);
});
