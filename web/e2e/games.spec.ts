/**
 * For each of the five games: open /play, create a match against the built-in bots from the lobby,
 * play it to the end by clicking controls built from legalMoves, and see the result with every seat's place.
 */
import type { Page } from '@playwright/test';
import { cardsToStrings, parseCard } from '../../src/engine/cards';
import { checkArrangement } from '../../src/engine/chinese-poker/arrangement';
import { anyLegalArrangement } from '../../src/engine/chinese-poker/solver';
import { clickAnyLegal, createFromLobby, expect, playToEnd, SHOTS, tableReady, test } from './fixtures';

async function seeResult(page: Page, shot: string) {
  const result = page.getByTestId('result');
  await expect(result).toBeVisible();
  await expect(result.getByRole('heading')).toHaveText(/^Match over: (you won!|.+ won|nobody won)$/);
  await expect(result).toContainText('Final standings');
  // the places: the service's result.standings, best first
  const [, game, id] = /\/play\/([a-z-]+)\/([0-9a-f-]{36})/.exec(page.url())!;
  const { standings } = (await (await page.request.get(`/${game}/matches/${id}`)).json()).result as {
    standings: { seat: number; place: number }[];
  };
  const rows = page.getByTestId('standings').locator('tbody tr');
  await expect(rows).toHaveCount(standings.length);
  const sorted = [...standings].sort((a, b) => a.place - b.place || a.seat - b.seat);
  expect(
    await rows.evaluateAll((els) =>
      els.map((e) => [Number(e.getAttribute('data-seat')), Number(e.getAttribute('data-place'))]),
    ),
  ).toEqual(sorted.map((x) => [x.seat, x.place]));
  await expect(rows.first().locator('.place')).toHaveText('1st');
  await expect(page.getByTestId('seed-check')).toHaveText(/✓ sha256\(seed\) equals the published seed hash/);
  await expect(page.getByTestId('replay-link')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/${shot}`, fullPage: true });
}

test('East-West: place every drawn card by clicking (and with the keyboard) until the match ends', async ({
  page,
}) => {
  await createFromLobby(page, 'East-West', { 'Target points': '1' });
  await expect(page.getByRole('group', { name: 'Column 1' })).toBeVisible();
  const turns = await playToEnd(
    page,
    async (p, turn) => {
      await expect(p.getByTestId('pending')).toBeVisible();
      const buttons = p.locator('[data-legal]:enabled');
      const pick = buttons.nth(Math.floor(Math.random() * (await buttons.count())));
      await expect(pick).toHaveText(/^Place in column [123]$/);
      if (turn % 2 === 0) {
        // keyboard: focus the button and press Enter
        await pick.focus();
        await p.keyboard.press('Enter');
      } else await pick.click();
    },
    { screenshot: 'east-west.png', screenshotAt: 7 },
  );
  expect(turns).toBeGreaterThanOrEqual(12);
  await seeResult(page, 'east-west-result.png');
});

test('In-Between: bet with the slider bounded by the legal range until the match ends', async ({ page }) => {
  await createFromLobby(page, 'In-Between', { Rounds: '3', 'Starting chips': '6' });
  await playToEnd(
    page,
    async (p, turn) => {
      await expect(p.getByTestId('posts').locator('svg[data-card]:not([data-card=back])')).toHaveCount(2);
      const slider = p.getByRole('slider', { name: 'bet amount slider' });
      const box = p.getByRole('spinbutton', { name: /Bet amount/ });
      const min = Number(await slider.getAttribute('min'));
      const max = Number(await slider.getAttribute('max'));
      expect(min).toBeGreaterThanOrEqual(1);
      expect(max).toBeGreaterThanOrEqual(min);
      if (turn % 2 === 0) {
        // keyboard on the slider: End goes to the largest legal bet
        await slider.focus();
        await p.keyboard.press('End');
        await expect(box).toHaveValue(String(max));
      } else {
        // a number above the range is brought back into it
        await box.fill(String(max + 50));
        await box.blur();
        await expect(box).toHaveValue(String(max));
        await box.fill(String(min));
        await box.blur();
      }
      const bet = p.locator('[data-testid=range-bet] button[data-legal]');
      await expect(bet).toHaveText(/^Bet \d+$/);
      await bet.click();
    },
    { screenshot: 'in-between.png', screenshotAt: 0 },
  );
  await seeResult(page, 'in-between-result.png');
});

test('Chinese poker: arrange the rows by clicking, with the check verdict shown live, until the match ends', async ({
  page,
}) => {
  await createFromLobby(page, 'Chinese Poker', { Hands: '2', 'Special hands': false });
  let shot = false;
  await playToEnd(page, async (p) => {
    const hand = p.getByTestId('cp-hand');
    await expect(hand.getByRole('button')).toHaveCount(13);
    const cards = await hand
      .locator('button[data-card]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-card')!));
    const rows = anyLegalArrangement(cards.map(parseCard));
    const good = {
      front: cardsToStrings(rows.front),
      middle: cardsToStrings(rows.middle),
      back: cardsToStrings(rows.back),
    };
    const place = async (row: 'front' | 'middle' | 'back', chosen: string[]) => {
      for (const c of chosen) await hand.locator(`button[data-card="${c}"]`).click();
      await p.getByRole('button', { name: `Put selected in ${row}` }).click();
    };
    const verdict = p.getByTestId('verdict');
    const submit = p.getByRole('button', { name: 'Submit arrangement' });
    // first the middle and back rows swapped: the engine says whether that is legal, the page must agree
    const swapped = { front: good.front, middle: good.back, back: good.middle };
    await place('front', swapped.front);
    await expect(verdict).toHaveText('Place 10 more cards.');
    await place('middle', swapped.middle);
    await place('back', swapped.back);
    const swappedOk = checkArrangement(cards.map(parseCard), swapped).valid;
    if (swappedOk) await expect(verdict).toHaveText('✓ A legal arrangement');
    else {
      await expect(verdict).toHaveText(/^✗ the middle row .* is stronger than the back row/);
      await expect(submit).toBeDisabled();
    }
    await p.getByRole('button', { name: 'Clear rows' }).click();
    await expect(hand.getByRole('button')).toHaveCount(13);
    await place('back', good.back);
    await place('middle', good.middle);
    // a card taken back from a row returns to the hand, then goes in again
    await p
      .getByTestId('row-middle')
      .getByRole('button', { name: new RegExp(`^Take back from middle: `) })
      .first()
      .click();
    await expect(hand.getByRole('button')).toHaveCount(4);
    await place('middle', [good.middle[0]]);
    await place('front', good.front);
    await expect(verdict).toHaveText('✓ A legal arrangement');
    // each row as the service's check describes it
    const described = checkArrangement(cards.map(parseCard), good).rows!;
    for (const row of ['front', 'middle', 'back'] as const)
      await expect(p.getByTestId(`row-${row}`)).toContainText(described[row].description);
    if (!shot) {
      await p.screenshot({ path: `${SHOTS}/chinese-poker.png`, fullPage: true });
      shot = true;
    }
    await submit.click();
  });
  await expect(page.getByTestId('reveal')).toBeVisible();
  await seeResult(page, 'chinese-poker-result.png');
});

test('Euchre: bid, discard and play tricks by clicking until the match ends', async ({ page }) => {
  const id = await createFromLobby(page, 'Euchre', { 'Target points': '2' });
  const table = page.getByTestId('table');
  await tableReady(page).first().waitFor();
  if ((await table.getAttribute('data-status')) === 'finished') {
    // We are asked nothing when our partner (seat 2) goes alone before our turn (euchre.md §4), and one
    // such hand can reach the 2 points: then the match ends before our first turn.
    const { moves } = (await (await page.request.get(`/euchre/matches/${id}/record`)).json()) as {
      moves: { seat: number; move: { type: string; alone?: boolean } }[];
    };
    expect(moves.some((m) => m.seat === 0)).toBe(false);
    expect(moves.some((m) => m.seat === 2 && (m.move.type === 'go-alone' || m.move.alone === true))).toBe(
      true,
    );
  } else {
    await expect(page.getByTestId('hand').locator('svg[data-card]').first()).toBeVisible();
    expect(await page.getByTestId('hand').locator('svg[data-card]').count()).toBeGreaterThanOrEqual(5);
  }
  await playToEnd(page, async (p) => clickAnyLegal(p), { screenshot: 'euchre.png', screenshotAt: 3 });
  await expect(page.getByTestId('team-score-0')).toBeVisible();
  await seeResult(page, 'euchre-result.png');
});

test("Texas Hold'em: check, call and raise with the slider until the match ends", async ({ page }) => {
  await createFromLobby(page, "Texas Hold'em", { 'Starting stack': '200', 'Max hands': '3' });
  let raised = false;
  await playToEnd(
    page,
    async (p) => {
      await expect(p.getByTestId('board')).toBeVisible();
      const raise = p.getByTestId('range-raise');
      if (!raised && (await raise.count()) > 0) {
        // the slider and the number box are bounded by the legal range of {"type":"raise","to":{min,max}}
        const slider = raise.getByRole('slider');
        const min = Number(await slider.getAttribute('min'));
        const max = Number(await slider.getAttribute('max'));
        const box = raise.getByRole('spinbutton');
        await box.fill(String(max + 1000));
        await box.blur();
        await expect(box).toHaveValue(String(max));
        const to = Math.min(max, min + 10);
        await box.fill(String(to));
        await box.blur();
        await expect(raise.getByRole('button')).toHaveText(`Raise to ${to}`);
        await raise.getByRole('button').click();
        raised = true;
        return;
      }
      for (const name of [/^Check$/, /^Call \d+$/]) {
        const b = p.getByRole('button', { name });
        if ((await b.count()) > 0) return b.click();
      }
      await clickAnyLegal(p);
    },
    { screenshot: 'texas-holdem.png', screenshotAt: 1 },
  );
  await expect(page.getByTestId('pots')).toBeVisible();
  await seeResult(page, 'texas-holdem-result.png');
});
