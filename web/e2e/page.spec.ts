/**
 * Issue 32, the page a person enjoys: seats named distinctly (a 4-seat table of one bot level), partners
 * marked in Euchre, finished tables in a finished state (Chinese poker without "arranging", In-Between's
 * leftover pot explained), hand histories (a Hold'em hand with its streets and a side pot), replays with
 * every card face up, and an account's page with its rating chart after rated matches. Screenshots go
 * to test-results/screenshots/ (CI artifacts); the README's is taken here too.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, matchFinished, SHOTS, tableReady, test, type View } from './fixtures';

async function create(request: APIRequestContext, game: string, players: object[], options: object = {}) {
  const r = await request.post(`/${game}/matches`, { data: { players, options } });
  expect(r.status()).toBe(201);
  return (await r.json()) as View & { seats: { seat: number; token?: string }[] };
}

/** This browser holds these seats (as if it had created the match). */
async function holdSeats(page: Page, seats: Record<string, { seat: number; token: string }>) {
  await page.addInitScript((s) => localStorage.setItem('cardroom.seats', JSON.stringify(s)), seats);
}

/** The seat names the page shows, in seat order. */
const seatNames = (page: Page) => page.locator('ol.seats .seat-name').allTextContents();

test('four seats of one bot level are named distinctly; Euchre marks partners and the seat to act', async ({
  page,
  request,
}) => {
  // a finished In-Between match of four basic bots: every name distinct, standings, no live words
  const ib = await create(
    request,
    'in-between',
    Array.from({ length: 4 }, () => ({ bot: 'basic' })),
    { rounds: 1 },
  );
  await matchFinished(request, 'in-between', ib.id);
  await page.goto(`/play/in-between/${ib.id}`);
  await expect(page.getByTestId('result')).toBeVisible();
  const names = await seatNames(page);
  expect(names).toEqual([0, 1, 2, 3].map((s) => `basic bot (seat ${s})`));
  const standings = page.getByTestId('standings').locator('tbody tr th');
  await expect(standings).toHaveCount(4);
  expect(new Set(await standings.allTextContents()).size).toBe(4);
  await expect(page.getByTestId('turn')).toHaveCount(0);
  await expect(page.locator('.seats .badge.act')).toHaveCount(0);
  await expect(page.getByTestId('pot')).not.toContainText(/^Pot/);
  await expect(page.getByTestId('pot')).toContainText('left in the pot');
  // every turn, replayed from the record once the match is over
  const turns = page.getByTestId('turns').locator('li');
  await expect(turns.last()).toContainText('Turn 1: ');
  await page.screenshot({ path: `${SHOTS}/page-in-between-finished.png`, fullPage: true });

  // Euchre: nina and three basic bots; her partner is seat 2, the seat to act is marked
  const eu = await create(request, 'euchre', [
    { name: 'nina' },
    { bot: 'basic' },
    { bot: 'basic' },
    { bot: 'basic' },
  ]);
  await holdSeats(page, { [eu.id]: { seat: 0, token: eu.seats[0].token! } });
  await page.goto(`/play/euchre/${eu.id}`);
  await expect(page.getByTestId('table')).toHaveAttribute('data-status', 'active');
  expect(await seatNames(page)).toEqual([
    'nina (you)',
    'basic bot (seat 1)',
    'basic bot (seat 2)',
    'basic bot (seat 3)',
  ]);
  await expect(page.getByTestId('team-of-2')).toHaveText('team 1 · your partner');
  await expect(page.getByTestId('team-of-1')).toHaveText('team 2');
  await expect(page.getByTestId('eu-seat-2')).toContainText('your partner');
  await expect(page.getByTestId('eu-seat-1')).toContainText('opponent');
  await expect(page.locator('.teams tr.you th')).toContainText('you and your partner');
  const view = (await (await request.get(`/euchre/matches/${eu.id}`)).json()) as View;
  const acting = page.locator('ol.seats li[aria-current=true]');
  await expect(acting).toHaveCount(1);
  await expect(acting).toHaveAttribute('data-testid', `seat-${view.toAct[0]}`);
  await expect(acting.locator('.badge.act')).toHaveText('to act');
  await page.screenshot({ path: `${SHOTS}/page-euchre-partners.png`, fullPage: true });
});

test('an open seat: nobody is "to bet" until it is taken', async ({ page, request }) => {
  const m = await create(request, 'in-between', [{ name: 'ana' }, { bot: 'basic' }, {}]);
  expect(m.status).toBe('open');
  await page.goto(`/play/in-between/${m.id}`);
  await expect(page.getByTestId('table')).toHaveAttribute('data-status', 'open');
  await expect(page.getByText(/to bet/)).toHaveCount(0);
  await expect(page.locator('.seats .badge.act')).toHaveCount(0);
  await expect(page.getByTestId('seat-2')).toContainText('waiting for a player');
});

test("a Hold'em hand history with its streets, the board as it came, a side pot and the showdown", async ({
  page,
  request,
}) => {
  const m = await create(request, 'texas-holdem', [{ name: 'ana' }, { name: 'bo' }, { name: 'cy' }]);
  const tokens = m.seats.map((s) => s.token!);
  // hand 1: everyone folds to the big blind (the stacks now differ); hand 2: everyone all-in, so the
  // shortest stack makes a main pot and the two others a side pot
  for (let i = 0; i < 60; i++) {
    const v = (await (await request.get(`/texas-holdem/matches/${m.id}`)).json()) as View;
    if (v.status !== 'active' || v.state.handNumber > 2) break;
    const seat = v.toAct[0];
    const mine = (await (
      await request.get(`/texas-holdem/matches/${m.id}`, {
        headers: { Authorization: `Bearer ${tokens[seat]}` },
      })
    ).json()) as View;
    const legal = mine.legalMoves ?? [];
    const pick = (...types: string[]) => types.map((t) => legal.find((l) => l.type === t)).find(Boolean);
    const move = mine.state.handNumber === 1 ? pick('fold', 'check') : pick('all-in', 'call', 'check');
    const r = await request.post(`/texas-holdem/matches/${m.id}/moves`, {
      headers: { Authorization: `Bearer ${tokens[seat]}` },
      data: move,
    });
    expect(r.status()).toBe(201);
  }
  const hands = (await (await request.get(`/texas-holdem/matches/${m.id}/hands`)).json()) as {
    hand: number;
    pots: { name: string }[];
  }[];
  expect(hands.find((h) => h.hand === 2)!.pots.map((p) => p.name)).toContain('side pot');

  await holdSeats(page, { [m.id]: { seat: 0, token: tokens[0] } });
  await page.goto(`/play/texas-holdem/${m.id}`);
  const hand2 = page.getByTestId('hand-2');
  await expect(hand2).toBeVisible();
  await hand2.locator('summary').click();
  const streets = hand2.locator('.streets > li');
  await expect(streets.locator('strong')).toHaveText(['Preflop', 'Flop', 'Turn', 'River', 'Showdown']);
  // the board as it came: three cards on the flop, one on the turn, one on the river
  await expect(hand2.locator('[data-street=flop] svg[data-card]')).toHaveCount(3);
  await expect(hand2.locator('[data-street=turn] svg[data-card]')).toHaveCount(1);
  await expect(hand2.locator('[data-street=river] svg[data-card]')).toHaveCount(1);
  await expect(hand2.locator('[data-street=preflop]')).toContainText('all-in');
  await expect(hand2.locator('[data-street=showdown]')).toContainText('shows');
  await expect(hand2.getByTestId('hand-pots').locator('[data-pot="main pot"]')).toContainText(
    /Main pot \d+ .*wins/,
  );
  await expect(hand2.getByTestId('hand-pots').locator('[data-pot="side pot"]')).toContainText(
    /Side pot \d+ .*wins/,
  );
  // hand 1: the folds, and the big blind's win
  await expect(page.getByTestId('hand-1').locator('summary')).toContainText('wins');
  await hand2.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/page-holdem-history.png`, fullPage: true });
});

test('replay: every card face up once the match is over, a step slider and keyboard steps', async ({
  page,
  request,
}) => {
  const m = await create(
    request,
    'euchre',
    Array.from({ length: 4 }, () => ({ bot: 'basic' })),
    { targetPoints: 2 },
  );
  await matchFinished(request, 'euchre', m.id);
  await page.goto(`/play/euchre/${m.id}/replay`);
  await expect(page.getByTestId('replay-check')).toContainText('✓', { timeout: 20_000 });
  await expect(page.getByLabel('Seen by')).toHaveValue('all');
  // the deal: every seat's five cards, face up
  for (const s of [0, 1, 2, 3]) {
    const cards = page.getByTestId(`all-hands-${s}`).locator('svg[data-card]');
    await expect(cards).toHaveCount(5);
    for (const c of await cards.all()) await expect(c).not.toHaveAttribute('data-card', 'back');
  }
  const slider = page.getByTestId('replay-slider');
  const last = Number(await slider.getAttribute('max'));
  expect(last).toBeGreaterThan(10);
  await slider.fill('5');
  await expect(page.getByTestId('replay')).toHaveAttribute('data-step', '5');
  await page.locator('body').click({ position: { x: 2, y: 2 } });
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('replay')).toHaveAttribute('data-step', '6');
  await page.keyboard.press('End');
  await expect(page.getByTestId('replay')).toHaveAttribute('data-step', String(last));
  await page.keyboard.press('Home');
  await expect(page.getByTestId('replay')).toHaveAttribute('data-step', '0');
  // a seat's own view hides the others' hands again
  await page.getByLabel('Seen by').selectOption('1');
  await expect(page.getByTestId('all-hands')).toHaveCount(0);
  // the hand history: every hand with its bidding and tricks (replayed from the record); a deal that
  // everyone passed has bidding and no tricks, so the tricks are looked for in every hand
  const hands = page.getByTestId(/^hand-\d+$/);
  await expect(hands.first()).toBeVisible();
  await hands.evaluateAll((els) => els.forEach((e) => ((e as HTMLDetailsElement).open = true)));
  await expect(page.getByTestId('hand-1')).toContainText('Bidding');
  await expect(hands.locator('.tricks li').first()).toContainText('→');
  await page.getByLabel('Seen by').selectOption('all');
  await page.screenshot({ path: `${SHOTS}/page-replay-face-up.png`, fullPage: true });
});

test('a finished Chinese poker table: final standings, every hand in the history, no "arranging"', async ({
  page,
  request,
}) => {
  const m = await create(request, 'chinese-poker', [{ bot: 'basic' }, { bot: 'random' }, { bot: 'basic' }], {
    hands: 2,
  });
  await matchFinished(request, 'chinese-poker', m.id);
  await page.goto(`/play/chinese-poker/${m.id}`);
  await expect(page.getByTestId('result')).toBeVisible();
  await expect(page.locator('.board .facts')).toHaveText('Match over after 2 hands of 2');
  await expect(page.getByText(/arranging/)).toHaveCount(0);
  await expect(page.getByTestId('standings').locator('tbody tr')).toHaveCount(3);
  for (const h of [1, 2]) {
    const hand = page.getByTestId(`hand-${h}`);
    await hand.locator('summary').click();
    await expect(hand.locator('tbody tr')).toHaveCount(3);
    // three rows of everyone
    await expect(hand.locator('tbody tr').first().locator('td')).toHaveCount(4);
  }
  await page.screenshot({ path: `${SHOTS}/page-chinese-poker-finished.png`, fullPage: true });
});

test("signed in: the account's name, a challenge opens its table, and the rating chart after rated matches", async ({
  page,
  request,
}) => {
  const name = `chart${Date.now().toString(36)}`;
  const acc = await request.post('/accounts', { data: { name, kind: 'human' } });
  expect(acc.status()).toBe(201);
  const key = (await acc.json()).apiKey as string;
  await page.addInitScript((k) => localStorage.setItem('cardroom.apiKey', k), key);
  await page.goto('/play/');
  await expect(page.getByLabel('Your name')).toHaveValue(name);
  // a challenge sent from the page to a built-in account (it accepts at once) opens its table
  await page.getByLabel('Accounts to challenge').fill('random-bot');
  await page.getByRole('button', { name: 'Send challenge' }).click();
  await expect(page).toHaveURL(/\/play\/east-west\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('table')).toBeVisible();
  const first = new URL(page.url()).pathname.split('/')[3];
  await expect(page.locator('ol.seats li.you .seat-name')).toHaveText(`${name} (you)`);
  // two rated matches, resigned
  const auth = { Authorization: `Bearer ${key}` };
  expect((await request.post(`/east-west/matches/${first}/resign`, { headers: auth })).status()).toBe(200);
  const c = await (
    await request.post('/challenges', {
      headers: auth,
      data: { game: 'east-west', to: ['random-bot'], rated: true },
    })
  ).json();
  expect((await request.post(`/east-west/matches/${c.matchId}/resign`, { headers: auth })).status()).toBe(
    200,
  );

  await page.goto(`/play/accounts/${name}`);
  const chart = page.getByTestId('rating-chart-east-west');
  await expect(chart).toHaveAttribute('data-points', '2');
  await expect(chart.getByRole('img')).toHaveAccessibleName(
    /East-West: rating after each of 2 rated matches/,
  );
  await expect(chart.locator('.chart-series')).toHaveCount(2);
  await expect(chart.locator('.chart-band')).toHaveCount(1);
  // the numbers behind it, as text
  await chart.locator('.chart-data summary').click();
  await expect(chart.locator('.chart-data table').first().locator('tbody tr')).toHaveCount(2);
  await expect(page.getByTestId('account-match')).toHaveCount(2);
  await expect(page.getByTestId('account-match').first()).toContainText('rated');
  await page.screenshot({ path: `${SHOTS}/page-account-chart.png`, fullPage: true });
});

test("the README's picture: a Hold'em table mid-hand, seats around the felt", async ({ page, request }) => {
  const m = await create(
    request,
    'texas-holdem',
    [
      { name: 'nina' },
      { bot: 'basic' },
      { bot: 'advanced' },
      { bot: 'basic' },
      { bot: 'random' },
      { bot: 'expert' },
    ],
    {},
  );
  await holdSeats(page, { [m.id]: { seat: 0, token: m.seats[0].token! } });
  await page.setViewportSize({ width: 1100, height: 900 });
  await page.goto(`/play/texas-holdem/${m.id}`);
  await expect(page.getByTestId('table')).toHaveAttribute('data-your-turn', 'true');
  // the player's own cards are the biggest on the table
  const mine = page.getByTestId('player-0').locator('svg[data-card]');
  await expect(mine).toHaveCount(2);
  expect((await mine.first().boundingBox())!.width).toBeGreaterThanOrEqual(70);
  // call or check until the flop is out, for a picture with a board
  const table = page.getByTestId('table');
  const board = page.getByTestId('board').locator('svg[data-card]');
  for (let i = 0; i < 8 && (await board.count()) < 3; i++) {
    if ((await table.getAttribute('data-status')) !== 'active') break;
    const version = await table.getAttribute('data-version');
    const move = page.getByRole('button', { name: /^(Check|Call \d+)$/ });
    if ((await table.getAttribute('data-your-turn')) !== 'true' || (await move.count()) === 0) break;
    await move.first().click();
    await expect(table).not.toHaveAttribute('data-version', version!);
    await expect(tableReady(page)).toHaveCount(1);
  }
  await page
    .locator('.board')
    .screenshot({ path: `${SHOTS}/readme-holdem-table.png`, animations: 'disabled' });
  // and on a phone the seats stack readably
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('player-0')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/page-holdem-phone.png`, fullPage: true });
});
