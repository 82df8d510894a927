/**
 * Accounts in the page: create an account (its key shown once), sign out, sign in with the key,
 * challenge basic-bot to a rated East-West match, play it to the end by clicking, and see the account
 * on East-West's leaderboard.
 */
import { clickAnyLegal, expect, playToEnd, SHOTS, test } from './fixtures';

test('create an account, sign in with its key, play a rated challenge to basic-bot, see the leaderboard', async ({
  page,
}) => {
  const name = `ana${Date.now().toString(36)}`;
  await page.goto('/play/?game=east-west');
  const account = page.getByRole('region', { name: 'Account' });

  // create: the key is shown once
  await account.getByLabel('New account name').fill(name);
  await account.getByRole('button', { name: 'Create account' }).click();
  const shown = account.getByTestId('new-key');
  await expect(shown).toHaveText(/^crk_[A-Za-z0-9_-]{43}$/);
  const key = (await shown.textContent())!;
  await account.getByRole('button', { name: 'I have saved it: continue' }).click();
  await expect(account.getByTestId('account-name')).toHaveText(name);
  await expect(page.getByTestId('new-key')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('cardroom.apiKey'))).toBe(key);

  // sign out, then in again with the key
  await account.getByRole('button', { name: 'Sign out' }).click();
  expect(await page.evaluate(() => localStorage.getItem('cardroom.apiKey'))).toBeNull();
  await account.getByLabel('API key').fill(key);
  await account.getByRole('button', { name: 'Sign in' }).click();
  await expect(account.getByTestId('account-name')).toHaveText(name);
  // a reload keeps the account signed in
  await page.reload();
  await expect(account.getByTestId('account-name')).toHaveText(name);

  // a rated challenge to basic-bot, East-West to 1 point
  const form = page.getByRole('form', { name: 'Challenge to East-West' });
  await form.getByLabel('Accounts to challenge').fill('basic-bot');
  await expect(form.getByLabel('Rated challenge')).toBeChecked();
  await form.locator('summary').click();
  await form.getByLabel('Target points', { exact: true }).fill('1');
  await form.getByRole('button', { name: 'Send challenge' }).click();
  // basic-bot accepts at once: the page goes straight to the challenge's table
  await expect(page).toHaveURL(/\/play\/east-west\/[0-9a-f-]{36}$/);

  // the table is this account's seat 0, moves sent with the key
  const table = page.getByTestId('table');
  await expect(table).toBeVisible();
  await expect(page.getByText('You play seat 0.')).toBeVisible();
  const moves: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && /\/matches\/[^/]+\/moves$/.test(new URL(r.url()).pathname))
      moves.push(r.headers()['authorization'] ?? '');
  });
  await playToEnd(page, clickAnyLegal, { screenshot: 'account-east-west.png', screenshotAt: 1 });
  await expect(page.getByTestId('result')).toBeVisible();
  expect(moves.length).toBeGreaterThan(0);
  expect(new Set(moves)).toEqual(new Set([`Bearer ${key}`]));

  // back in the lobby: the match in the account's list, the account on the leaderboard
  await page.goto('/play/?game=east-west');
  await expect(page.getByTestId('my-matches')).toContainText('finished');
  await expect(page.getByTestId('my-matches')).toContainText('rated');
  const board = page.getByTestId('leaderboard');
  await expect(async () => {
    await board.getByRole('button', { name: 'Refresh leaderboard' }).click();
    await expect(board.getByRole('row').filter({ hasText: name })).toHaveCount(1, { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await expect(board.getByRole('row').filter({ hasText: 'basic-bot' })).toHaveCount(1);
  await page.screenshot({ path: `${SHOTS}/account-lobby.png`, fullPage: true });

  // signed in, a match created from the lobby seats the account itself
  await page.getByRole('button', { name: 'Create match' }).click();
  await expect(page.getByText('You play seat 0.')).toBeVisible();
  await page.goto('/play/?game=east-west');
  await expect(
    page.getByTestId('my-matches').getByRole('listitem').filter({ hasText: 'active' }),
  ).toHaveCount(1);
});
