/** Replay: a finished match re-dealt from its revealed seed in the page and stepped through move by move. */
import { expect, matchFinished, SHOTS, test } from './fixtures';

const MATCHES = [
  { game: 'east-west', players: 2, options: { targetPoints: 2 } },
  { game: 'in-between', players: 3, options: { rounds: 2 } },
  { game: 'chinese-poker', players: 3, options: { hands: 2 } },
  { game: 'euchre', players: 4, options: { targetPoints: 3 } },
  { game: 'texas-holdem', players: 3, options: { maxHands: 4, startingStack: 300 } },
];

test('every game: a finished match replays step by step from the move log, and its seed checks out', async ({
  page,
  request,
}) => {
  for (const m of MATCHES) {
    const players = Array.from({ length: m.players }, (_, i) => ({ bot: i % 2 ? 'random' : 'basic' }));
    const created = await (
      await request.post(`/${m.game}/matches`, { data: { players, options: m.options } })
    ).json();
    const final = await matchFinished(request, m.game, created.id);
    const log = await (await request.get(`/${m.game}/matches/${created.id}/moves`)).json();
    expect(log.length).toBeGreaterThan(0);

    await page.goto(`/play/${m.game}/${created.id}/replay`);
    await expect(page.getByTestId('replay-check')).toHaveText(
      `✓ Re-dealt from the seed, the ${log.length} moves of the log reproduce the final state and result the service shows.`,
      { timeout: 20_000 },
    );
    await expect(page.getByTestId('seed-check')).toHaveText('✓ sha256(seed) equals the published seed hash');

    const step = page.getByTestId('replay-step');
    await expect(step).toHaveText(`The deal (move 0 of ${log.length})`);
    await page.getByRole('button', { name: 'Next move' }).click();
    // seats of the same level are told apart by their seat number
    await expect(step).toContainText(
      new RegExp(
        `Move 1 of ${log.length}: ${log[0].seat % 2 ? 'random' : 'basic'} bot( \\(seat ${log[0].seat}\\))? — `,
      ),
    );
    // the keyboard steps too
    await page.keyboard.press('ArrowRight');
    await expect(step).toContainText(`Move 2 of ${log.length}: `);
    await page.keyboard.press('ArrowLeft');
    await expect(step).toContainText('Move 1 of');
    await expect(page.getByTestId('result')).toHaveCount(0);
    await page.getByRole('button', { name: 'Last step' }).click();
    await expect(step).toContainText(`Move ${log.length} of ${log.length}: `);
    const result = page.getByTestId('result');
    await expect(result).toBeVisible();
    for (const score of final.result!.scores) await expect(result).toContainText(String(score));

    if (m.game === 'texas-holdem') {
      // the seed re-deals every hole card: all face up by default (the match is over), seat 1's cards
      // hidden from a spectator and shown to seat 1
      await page.getByRole('button', { name: 'First step' }).click();
      const seat1 = page.getByTestId('player-1').locator('svg[data-card]');
      await expect(seat1).toHaveCount(2);
      await expect(seat1.first()).not.toHaveAttribute('data-card', 'back');
      await page.getByLabel('Seen by').selectOption('spectator');
      await expect(seat1.first()).toHaveAttribute('data-card', 'back');
      await page.getByLabel('Seen by').selectOption('1');
      await expect(seat1.first()).not.toHaveAttribute('data-card', 'back');
      await page.getByRole('button', { name: 'Next move' }).click();
      await page.screenshot({ path: `${SHOTS}/replay-texas-holdem.png`, fullPage: true });
    }
  }
});
