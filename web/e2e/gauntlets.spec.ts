/**
 * The gauntlet page (/play/gauntlets/{id}): a short In-Between gauntlet made and played over the API
 * (the account posts its first legal move every turn), watched on the page while it runs (its progress)
 * and once it is over (each level's figures, the rating among the anchors, the certificate's digest);
 * the account page then shows the best rating (or, past the scale's end, that there is none).
 */
import { expect, SHOTS, test } from './fixtures';

test('a gauntlet shows its progress, its result and its certificate', async ({ page, request }) => {
  const name = `gauntlet${Date.now().toString(36)}`;
  const key = (await (await request.post('/accounts', { data: { name, kind: 'bot' } })).json()).apiKey;
  const auth = { Authorization: `Bearer ${key}` };
  const created = await request.post('/in-between/gauntlets', {
    headers: auth,
    data: { dealsPerLevel: 4, stopWhen: null },
  });
  expect(created.status()).toBe(201);
  const id = (await created.json()).id as string;

  // while nothing is played, the page shows the gauntlet running against its first level
  await page.goto(`/play/gauntlets/${id}`);
  await expect(page.getByTestId('gauntlet-progress')).toContainText(
    'running against random: 0 deals settled',
  );
  await expect(page.getByTestId('gauntlet-levels').locator('tbody tr')).toHaveCount(4);

  await expect
    .poll(
      async () => {
        const g = await (await request.get(`/gauntlets/${id}`)).json();
        for (const d of g.series.flatMap((s: { deals: { status: string }[] }) => s.deals)) {
          if (d.status !== 'active') continue;
          const m = (d as unknown as { matchId: string }).matchId;
          const view = await (await request.get(`/in-between/matches/${m}`, { headers: auth })).json();
          const legal: Record<string, unknown>[] = view.legalMoves ?? [];
          const first =
            legal.find((l) => !Object.values(l).some((v) => v && typeof v === 'object')) ?? legal[0];
          if (!first) continue;
          const move = Object.fromEntries(
            Object.entries(first).map(([k, v]) => [
              k,
              v && typeof v === 'object' && 'min' in v ? (v as { min: number }).min : v,
            ]),
          );
          await request.post(`/in-between/matches/${m}/moves`, {
            headers: auth,
            data: { ...move, expectedVersion: view.version },
          });
        }
        return g.status;
      },
      { timeout: 90_000, intervals: [100] },
    )
    .toBe('finished');

  // the running page reads the gauntlet again by itself and comes to its end
  await expect(page.getByTestId('gauntlet-progress')).toContainText('finished: 16 deals settled', {
    timeout: 30_000,
  });
  // the account's control-adjusted ladder score may fall past the scale's end (src/gauntlets/estimate.ts):
  // then the page says why there is no rating and draws no scale
  const result = (await (await request.get(`/gauntlets/${id}`)).json()).result;
  if (result.rating !== null) {
    await expect(page.getByTestId('gauntlet-result')).toContainText(`${name} is rated`);
    await expect(page.getByTestId('gauntlet-scale')).toContainText('expert');
  } else {
    await expect(page.getByTestId('gauntlet-result')).toContainText(result.unrated);
    await expect(page.getByTestId('gauntlet-scale')).toHaveCount(0);
  }
  const rows = page.getByTestId('gauntlet-levels').locator('tbody tr');
  await expect(rows.first()).toContainText('random-bot');
  await expect(rows.nth(3)).toContainText('expert-bot');
  const cert = await (await request.get(`/gauntlets/${id}/certificate`)).json();
  await expect(page.getByTestId('gauntlet-digest')).toHaveText(cert.digest.value);
  await page.screenshot({ path: `${SHOTS}/gauntlet.png`, fullPage: true });

  await page.goto(`/play/accounts/${name}`);
  await expect(page.getByTestId('account-gauntlets')).toContainText(
    result.rating !== null ? 'in-between:' : 'No finished, rated gauntlet yet.',
  );
  await page.getByTestId('account-gauntlets').getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/play/gauntlets/${id}$`));
});
