/** On a phone-sized screen (390 px wide) the lobby and every game's table fit without sideways scrolling. */
import type { Page } from '@playwright/test';
import { createFromLobby, expect, SHOTS, test } from './fixtures';

test.use({ viewport: { width: 390, height: 844 } });

const fits = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('the lobby and the five tables fit 390 px', async ({ page }) => {
  await page.goto('/play/');
  await expect(page.getByRole('button', { name: 'Create match' })).toBeVisible();
  expect(await fits(page)).toBe(true);
  for (const [name, file] of [
    ['East-West', 'east-west'],
    ['In-Between', 'in-between'],
    ['Chinese Poker', 'chinese-poker'],
    ['Euchre', 'euchre'],
    ["Texas Hold'em", 'texas-holdem'],
  ]) {
    await createFromLobby(page, name);
    await expect(page.getByTestId('table')).toHaveAttribute('data-your-turn', 'true');
    expect(await fits(page), `${name} fits`).toBe(true);
    await page.screenshot({ path: `${SHOTS}/${file}-phone.png`, fullPage: true });
  }
});
