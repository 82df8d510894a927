/**
 * Ratings as the API shows them (docs/api.md part 2, "Precision"; issue 41 item 7): the profile, the
 * leaderboard and the rating history give `rating`, `mu` and `sigma` rounded to two decimals, through
 * src/shown-rating.ts, while the database keeps every digit the rating code computed; the leaderboard's
 * order and its cursor follow the stored ratings, and the OpenAPI document says so of each field.
 */
import { GAMES } from '../src/games/registry';
import { RATING_DECIMALS, ROUNDED, shownRating } from '../src/shown-rating';
import { bearer, createTestApp, type TestApp } from './util/app';

type Shown = { rating: number; mu: number; sigma: number };

/** Whether a double has more digits than the API shows. */
const finer = (x: number) => shownRating(x) !== x;
/** Every number of an answer (not inside strings) with more digits than the API shows. */
const longDecimals = (body: unknown): number[] =>
  typeof body === 'number'
    ? finer(body)
      ? [body]
      : []
    : body && typeof body === 'object'
      ? Object.values(body).flatMap(longDecimals)
      : [];

describe('ratings shown rounded, stored with every digit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(GAMES);
  });
  afterAll(() => t.close());

  const account = async (name: string) =>
    (await t.http.post('/accounts').send({ name, kind: 'human' }).expect(201)).body.apiKey as string;

  /** A rated challenge of random-bot that the account resigns: one rated, finished match. */
  async function ratedLoss(key: string): Promise<string> {
    const c = (
      await t.http
        .post('/challenges')
        .set(bearer(key))
        .send({ game: 'east-west', to: ['random-bot'], rated: true })
        .expect(201)
    ).body;
    await t.http.post(`/east-west/matches/${c.matchId}/resign`).set(bearer(key)).expect(200);
    return c.matchId as string;
  }

  const rounded = (row: Shown): Shown => ({
    rating: shownRating(row.rating),
    mu: shownRating(row.mu),
    sigma: shownRating(row.sigma),
  });

  it('the leaderboard rounds the seeded and the played ratings, and pages in the stored order', async () => {
    const key = await account('shown_lee');
    await ratedLoss(key);
    const rows = await t.db.rating.findMany({ where: { game: 'east-west' }, include: { account: true } });
    // the stored ratings have digits the API does not show (the test would prove nothing otherwise)
    expect(rows.some((r) => finer(r.mu) || finer(r.sigma) || finer(r.rating))).toBe(true);
    const board = (await t.http.get('/east-west/leaderboard?limit=100').expect(200)).body;
    expect(board.items.length).toBe(rows.length);
    for (const item of board.items) {
      const row = rows.find((r) => r.account.name === item.name)!;
      expect(item).toMatchObject({ ...rounded(row), matches: row.matches, seeded: row.seeded });
    }
    expect(longDecimals(board)).toEqual([]);
    // best first by the stored rating; one item a page through the cursor gives the same order
    const stored = [...rows].sort((a, b) => b.rating - a.rating || a.accountId.localeCompare(b.accountId));
    expect(board.items.map((i: { name: string }) => i.name)).toEqual(stored.map((r) => r.account.name));
    const paged: string[] = [];
    for (let cursor: string | null = null, i = 0; i === 0 || cursor; i++) {
      const page: { items: { name: string }[]; nextCursor: string | null } = (
        await t.http.get(`/east-west/leaderboard?limit=1${cursor ? `&cursor=${cursor}` : ''}`).expect(200)
      ).body;
      paged.push(...page.items.map((x) => x.name));
      cursor = page.nextCursor;
    }
    expect(paged).toEqual(stored.map((r) => r.account.name));
  });

  it('the profile and the rating history round every change; the rows keep every digit', async () => {
    const key = await account('shown_ana');
    const matches = [await ratedLoss(key), await ratedLoss(key)];
    const name = 'shown_ana';
    const row = (await t.db.rating.findFirst({ where: { game: 'east-west', account: { name } } }))!;
    expect(finer(row.mu) || finer(row.sigma)).toBe(true);
    const profile = (await t.http.get(`/accounts/${name}`).expect(200)).body;
    expect(profile.ratings['east-west']).toEqual({ ...rounded(row), matches: 2 });
    expect(longDecimals(profile)).toEqual([]);

    const changes = await t.db.ratingChange.findMany({
      where: { account: { name }, game: 'east-west' },
      orderBy: { id: 'asc' },
    });
    expect(changes.map((c) => c.matchId)).toEqual(matches);
    const history = (await t.http.get(`/accounts/${name}/ratings/history`).expect(200)).body;
    expect(history.items).toEqual(
      changes.map((c) => ({
        game: 'east-west',
        matchId: c.matchId,
        at: c.at.toISOString(),
        ...rounded(c),
        matches: c.matches,
      })),
    );
    expect(longDecimals(history)).toEqual([]);
    // the last change is the profile's rating, as shown and as stored
    expect(changes[1]).toMatchObject({ rating: row.rating, mu: row.mu, sigma: row.sigma });
  });

  it('the OpenAPI document says each rating field is rounded', async () => {
    expect(ROUNDED).toContain(`${RATING_DECIMALS} decimals`);
    const schemas = (await t.http.get('/openapi.json').expect(200)).body.components.schemas;
    for (const [dto, fields] of [
      ['RatingDto', ['rating', 'mu', 'sigma']],
      ['LeaderboardItemDto', ['rating', 'mu', 'sigma']],
      ['RatingChangeDto', ['rating', 'mu', 'sigma']],
      ['GauntletSummaryDto', ['rating', 'ratingCI95']],
      ['GauntletResultDto', ['rating', 'ratingCI95']],
    ] as const)
      for (const f of fields)
        expect([dto, f, schemas[dto].properties[f].description]).toEqual([
          dto,
          f,
          expect.stringContaining(ROUNDED),
        ]);
  });
});
