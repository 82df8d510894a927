/**
 * The tournament bench at smoke size (bench/tournament-swiss.ts's `playSwiss`): a Swiss of six bot
 * accounts playing from their streams, two rounds, on the in-process instances (two on PostgreSQL).
 */
import { playSwiss } from '../bench/tournament-swiss';
import { GAMES } from '../src/games/registry';
import { createTestApp, type TestApp } from './util/app';

describe('the tournament bench, small', () => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const t of apps) await t.close();
  });

  it('runs a Swiss of six bot accounts to its end', async () => {
    const urls: string[] = [];
    for (let i = 0; i < (process.env.DATABASE_URL ? 2 : 1); i++) {
      const t = await createTestApp(GAMES);
      apps.push(t);
      await t.app.listen(0, '127.0.0.1');
      urls.push((await t.app.getUrl()).replace('[::1]', '127.0.0.1'));
    }
    const r = await playSwiss(urls, 6, 2, 'east-west', { targetPoints: 1 });
    try {
      expect(r.rounds).toBe(2);
      expect(r.matches).toBe(6);
      expect(r.moves).toBeGreaterThan(0);
      expect(r.errors).toBe(0);
      expect(r.turnoverMs).toHaveLength(1);
      expect(r.standings.reduce((s: number, x: any) => s + x.points, 0)).toBe(6);
    } finally {
      for (const p of r.players) p.close();
    }
  }, 120_000);
});
