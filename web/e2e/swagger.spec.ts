/**
 * Swagger UI as a new user meets it (issue 16): open /docs and, for every game, run the create example as
 * given, authorize with the returned token, read the match, and post a legal move — all through the UI,
 * each answering 2xx. The legal move is the game's random bot's choice from the view read in the UI (a
 * bot plays only what `legalMoves` allows).
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { ENGINE_GAMES } from '../../src/engine/games';
import { rngFromSeed } from '../../src/engine/random';

const pascal = (id: string) =>
  id.replace(/(^|-)(\w)/g, (_: string, __: string, c: string) => c.toUpperCase());

/** Expands an operation and presses "Try it out". */
async function open(page: Page, tag: string, operationId: string): Promise<Locator> {
  const op = page.locator(`#operations-${tag}-${operationId}`);
  await op.scrollIntoViewIfNeeded();
  if (!(await op.locator('.try-out__btn').isVisible())) await op.locator('.opblock-summary').first().click();
  const tryOut = op.locator('.try-out__btn');
  if ((await tryOut.innerText()).trim() === 'Try it out') await tryOut.click();
  return op;
}

/** Executes the operation and returns its status and JSON answer as Swagger UI shows them. */
async function execute(op: Locator): Promise<{ status: number; body: any }> {
  await op.locator('button.execute').click();
  const live = op.locator('.live-responses-table');
  const status = live.locator('.response .response-col_status').first();
  await expect(status).toHaveText(/\d{3}/, { timeout: 30_000 });
  const text = await live
    .locator('.response-col_description .highlight-code pre, .response-col_description pre.microlight')
    .first()
    .innerText();
  return { status: Number((await status.innerText()).trim()), body: JSON.parse(text) };
}

async function authorize(page: Page, token: string) {
  await page.locator('.scheme-container button.authorize').click();
  const modal = page.locator('.modal-ux');
  await expect(modal.getByRole('heading', { name: 'Available authorizations' })).toBeVisible();
  // the previous game's token: log out first
  const logout = modal.getByRole('button', { name: 'Remove authorization' });
  if (await logout.isVisible()) await logout.click();
  await modal.locator('.auth-container input').first().fill(token);
  await modal.locator('.auth-btn-wrapper button.authorize').click();
  await modal.locator('button.btn-done').click();
}

test('from /docs, every game: the create example, Authorize with its token, read the match, post a legal move', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await page.goto('/docs');
  await expect(page.locator('.swagger-ui .info .title')).toContainText('Cardroom');
  for (const game of ENGINE_GAMES) {
    const Name = pascal(game.id);
    // 1. the create example, as given (the first example: you against built-in bots)
    const create = await open(page, game.id, `create${Name}Match`);
    await expect(create.locator('textarea.body-param__text')).toHaveValue(/"name": "ana"/);
    const created = await execute(create);
    expect([game.id, created.status]).toEqual([game.id, 201]);
    expect(created.body.you).toBe(0);
    const token: string = created.body.seats[0].token;
    const id: string = created.body.id;

    // 2. Authorize with the returned token
    await authorize(page, token);

    // 3. read the match as your seat
    const get = await open(page, game.id, `get${Name}Match`);
    await get.locator('tr[data-param-name="id"] input').fill(id);
    const read = await execute(get);
    expect([game.id, read.status]).toEqual([game.id, 200]);
    expect(read.body.you).toBe(0);
    expect(read.body.state.you).toBe(0);
    expect(read.body.legalMoves.length).toBeGreaterThan(0);

    // 4. post a legal move: the random bot's choice from this view
    const move = game.bots.random({
      seat: 0,
      view: read.body.state,
      legalMoves: read.body.legalMoves,
      options: read.body.options,
      rng: rngFromSeed('5eed'.repeat(8), game.id),
    });
    const post = await open(page, game.id, `move${Name}`);
    await post.locator('tr[data-param-name="id"] input').fill(id);
    await post.locator('textarea.body-param__text').fill(JSON.stringify(move));
    const moved = await execute(post);
    expect([game.id, JSON.stringify(move), moved.status, moved.body.message]).toEqual([
      game.id,
      JSON.stringify(move),
      201,
      undefined,
    ]);
    expect(moved.body.version).toBeGreaterThan(read.body.version);

    // fold the game's operations away before the next game
    for (const op of [create, get, post]) await op.locator('.opblock-summary').first().click();
  }
});
