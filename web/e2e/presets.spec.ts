/**
 * Presets on the page (docs/api.md "Presets"): the lobby's create form offers the game's presets;
 * choosing one fills the options in; the match made from it is played as research plays Hold'em
 * (stacks reset every hand, scored by chips won), which the table says.
 */
import { expect, playToEnd, test } from './fixtures';

test("Texas Hold'em: the ACPC preset fills the options; the table shows stacks reset and chips won", async ({
  page,
}) => {
  await page.goto('/play/');
  await page.getByLabel('Your name').fill('tester');
  await page
    .getByRole('navigation', { name: 'Games' })
    .getByRole('link', { name: /^Texas Hold.em/ })
    .click();
  const form = page.getByRole('form', { name: "New Texas Hold'em match" });
  const preset = form.getByLabel('Preset', { exact: true });
  await expect(preset.locator('option')).toHaveText([
    'none (the defaults)',
    'acpc-nolimit-2p',
    'acpc-limit-2p',
  ]);
  await preset.selectOption('acpc-limit-2p');
  await expect(form.getByLabel('Betting structure', { exact: true })).toHaveValue('fixed-limit');
  await preset.selectOption('acpc-nolimit-2p');
  await expect(form).toContainText("The ACPC's heads-up no-limit game");
  await expect(form.getByLabel('Betting structure', { exact: true })).toHaveValue('no-limit');
  await expect(form.getByLabel('Starting stack', { exact: true })).toHaveValue('20000');
  await expect(form.getByLabel('Small blind', { exact: true })).toHaveValue('50');
  await expect(form.getByLabel('Big blind', { exact: true })).toHaveValue('100');
  await expect(form.getByLabel('Reset stacks', { exact: true })).toBeChecked();
  await form.getByLabel('Max hands', { exact: true }).fill('2');
  await form.getByRole('button', { name: 'Create match' }).click();
  await expect(page.getByTestId('table')).toBeVisible();
  const id = new URL(page.url()).pathname.split('/')[3];

  await expect(page.getByTestId('reset-stacks')).toContainText('stacks reset every hand, 2 hands');
  await expect(page.getByTestId('won-0')).toHaveText('0');
  await playToEnd(page, async (p) => {
    for (const name of [/^Check$/, /^Call \d+$/]) {
      const b = p.getByRole('button', { name });
      if ((await b.count()) > 0) return b.click();
    }
    await p.locator('[data-legal]:enabled').first().click();
  });
  const view = await (await page.request.get(`/texas-holdem/matches/${id}`)).json();
  expect(view.options).toMatchObject({ startingStack: 20000, bigBlind: 100, resetStacks: true, maxHands: 2 });
  expect(view.result.scores[0] + view.result.scores[1]).toBe(0);
  const won = (n: number) => (n > 0 ? `+${n}` : String(n));
  await expect(page.getByTestId('won-0')).toHaveText(won(view.result.scores[0]));
  await expect(page.getByTestId('won-1')).toHaveText(won(view.result.scores[1]));
});
