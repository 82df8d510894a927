/**
 * The account panel follows the account's event stream (useLive, the key in a header): a challenge
 * sent by another account over the API appears, its cancel shows, and a match accepted over the API
 * appears in "Your matches", all in a page that is never reloaded.
 */
import { expect, test } from './fixtures';

test('the account panel shows a challenge, its cancel and a new match as they happen, without a reload', async ({
  page,
  request,
}) => {
  const stamp = Date.now().toString(36);
  const keyOf = async (name: string) => {
    const res = await request.post('/accounts', { data: { name, kind: 'human' } });
    expect(res.status()).toBe(201);
    return ((await res.json()) as { apiKey: string }).apiKey;
  };
  const ana = `ana${stamp}`;
  const bo = `bo${stamp}`;
  const anaKey = await keyOf(ana);
  const boAuth = { Authorization: `Bearer ${await keyOf(bo)}` };
  const challenge = async () => {
    const res = await request.post('/challenges', {
      headers: boAuth,
      data: { game: 'east-west', to: [ana], options: { targetPoints: 1 }, rated: false },
    });
    expect(res.status()).toBe(201);
    return ((await res.json()) as { id: string }).id;
  };

  await page.goto('/play/?game=east-west');
  const account = page.getByRole('region', { name: 'Account' });
  const stream = page.waitForResponse((r) => new URL(r.url()).pathname === '/me/events');
  await account.getByLabel('API key').fill(anaKey);
  await account.getByRole('button', { name: 'Sign in' }).click();
  await expect(account.getByTestId('account-name')).toHaveText(ana);
  // the stream is open, Server-Sent Events with the key in a header (never in the address)
  const opened = await stream;
  expect(opened.status()).toBe(200);
  expect(opened.headers()['content-type']).toMatch(/^text\/event-stream/);
  expect(opened.request().headers()['authorization']).toBe(`Bearer ${anaKey}`);
  expect(opened.url()).not.toContain(anaKey);
  await expect(account.getByText('No challenges.')).toBeVisible();
  await expect(page.getByTestId('my-matches')).toContainText('None yet.');
  // a mark on the window: gone if the page were loaded again
  await page.evaluate(() => ((window as unknown as { unreloaded: boolean }).unreloaded = true));

  // bo challenges ana: it appears with its answers; bo cancels it: it shows canceled
  const first = await challenge();
  const item = account.getByTestId('challenge');
  await expect(item).toHaveAttribute('data-status', 'open');
  await expect(item).toContainText(`east-west: ${bo} → ${ana}`);
  await expect(item.getByRole('button', { name: 'Accept' })).toBeVisible();
  expect((await request.delete(`/challenges/${first}`, { headers: boAuth })).status()).toBe(200);
  await expect(item).toHaveAttribute('data-status', 'canceled');
  await expect(item.getByRole('button', { name: 'Accept' })).toHaveCount(0);

  // bo challenges again and ana accepts over the API: the match starts and the panel lists it
  const second = await challenge();
  await expect(account.getByTestId('challenge').filter({ hasText: 'open' })).toHaveCount(1);
  const accepted = await request.post(`/challenges/${second}/accept`, {
    headers: { Authorization: `Bearer ${anaKey}` },
  });
  expect(accepted.status()).toBe(200);
  const matchId = ((await accepted.json()) as { matchId: string }).matchId;
  expect(matchId).toMatch(/^[0-9a-f-]{36}$/);
  const mine = page.getByTestId('my-matches');
  await expect(mine.getByRole('link', { name: `east-west #${matchId.slice(0, 8)}` })).toBeVisible();
  await expect(mine).toContainText(`${bo} vs ${ana} · active`);
  expect(await page.evaluate(() => (window as unknown as { unreloaded?: boolean }).unreloaded)).toBe(true);
});
