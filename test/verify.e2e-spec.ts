/**
 * `npm run verify`: against a listening app, a bots-only match of every registered game verifies
 * (seed commitment, re-deal, replay of the public log, final state, scores, result); a server that
 * swapped the seed, re-committed to another seed, or rewrote the log is caught; the command line
 * prints the verdict and exits 0 or 1.
 */
import { execFile } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { formatReport, verifyMatch } from '../scripts/verify';
import { seedHash } from '../src/engine/random';
import { GAMES } from '../src/games/registry';
import { finished as finishedView } from './util/matches';
import { createTestApp, type TestApp } from './util/app';
import { hiddenRulesOf } from './util/hidden-info';

/** The command as `npm run verify` runs it (tsx), asynchronously: the app answers from this process. */
function run(args: string[]): Promise<{ status: number | null; stdout: string }> {
  const root = join(__dirname, '..');
  return new Promise((resolve) => {
    execFile(
      join(root, 'node_modules', '.bin', 'tsx'),
      args,
      { cwd: root, timeout: 30_000 },
      (err, stdout) => {
        resolve({ status: err ? ((err as { code?: number }).code ?? null) : 0, stdout });
      },
    );
  });
}

describe('npm run verify', () => {
  let t: TestApp;
  let url: string;
  const finished = new Map<string, string>();

  beforeAll(async () => {
    t = await createTestApp(GAMES);
    await t.app.listen(0, '127.0.0.1');
    url = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
    for (const { definition: g } of GAMES) {
      const players = Array.from({ length: g.minPlayers }, (_, i) => ({ bot: i % 2 ? 'random' : 'basic' }));
      const res = await t.http
        .post(`/${g.id}/matches`)
        .send({ players, options: hiddenRulesOf(g.id).short })
        .expect(201);
      finished.set(g.id, res.body.id);
    }
    // matches of bots only are played in the background
    for (const [game, id] of finished) expect((await finishedView(t.http, game, id)).status).toBe('finished');
  }, 180_000);
  afterAll(() => t.close());

  it('verifies a bots-only match of every registered game', async () => {
    for (const [game, id] of finished) {
      const r = await verifyMatch({ url, matchId: id, game });
      expect(formatReport(r)).toContain('VERIFIED');
      expect(r.checks.filter((c) => !c.ok)).toEqual([]);
      expect(r.checks.map((c) => c.name)).toEqual(
        expect.arrayContaining(['sha256(seed) = seedHash', 'replay', 'final state', 'scores', 'result']),
      );
      // without --game it finds the game itself
      expect((await verifyMatch({ url, matchId: id })).game).toBe(game);
    }
  });

  it('catches a swapped seed, a re-committed seed, a rewritten log, an unfinished match and an unknown id', async () => {
    const [game, id] = [...finished][0];
    const row = await t.db.match.findUniqueOrThrow({ where: { id } });
    const other = 'ab'.repeat(32);
    try {
      // the seed revealed is not the one committed to
      await t.db.match.update({ where: { id }, data: { seed: other } });
      let r = await verifyMatch({ url, matchId: id, game });
      expect(r.ok).toBe(false);
      expect(r.checks.find((c) => c.name === 'sha256(seed) = seedHash')!.ok).toBe(false);
      expect(formatReport(r)).toContain('NOT VERIFIED');
      // a server that re-committed to another seed: the hash matches, the deal does not
      await t.db.match.update({ where: { id }, data: { seed: other, seedHash: seedHash(other) } });
      r = await verifyMatch({ url, matchId: id, game });
      expect(r.checks.find((c) => c.name === 'sha256(seed) = seedHash')!.ok).toBe(true);
      expect(r.ok).toBe(false);
      expect(r.checks.filter((c) => !c.ok).map((c) => c.name)).toEqual(
        expect.arrayContaining([expect.stringMatching(/replay|final state|scores|result/)]),
      );
    } finally {
      await t.db.match.update({ where: { id }, data: { seed: row.seed, seedHash: row.seedHash } });
    }
    expect((await verifyMatch({ url, matchId: id, game })).ok).toBe(true);

    // a rewritten log: the last move dropped
    const last = await t.db.move.findFirstOrThrow({ where: { matchId: id }, orderBy: { seq: 'desc' } });
    await t.db.move.delete({ where: { matchId_seq: { matchId: id, seq: last.seq } } });
    try {
      expect((await verifyMatch({ url, matchId: id, game })).ok).toBe(false);
    } finally {
      await t.db.move.create({
        data: { matchId: id, seq: last.seq, seat: last.seat, move: last.move as object, at: last.at },
      });
    }

    const g = GAMES[0].definition;
    const open = (
      await t.http
        .post(`/${g.id}/matches`)
        .send({ players: [{ name: 'ana' }], pad: 'open' })
        .expect(201)
    ).body;
    const r = await verifyMatch({ url, matchId: open.id, game: g.id });
    expect(r.ok).toBe(false);
    expect(r.checks.find((c) => c.name === 'finished')!.ok).toBe(false);
    expect((await verifyMatch({ url, matchId: '00000000-0000-0000-0000-000000000000' })).ok).toBe(false);
    expect((await verifyMatch({ url, matchId: id, game: 'no-such-game' })).ok).toBe(false);
  });

  it('the command prints its verdict and exits 0 when verified, 1 when not', async () => {
    const [game, id] = [...finished][finished.size - 1];
    const ok = await run(['scripts/verify.ts', id, '--game', game, '--url', url]);
    expect(ok.stdout).toContain('VERIFIED');
    expect(ok.status).toBe(0);
    const row = await t.db.match.findUniqueOrThrow({ where: { id } });
    await t.db.match.update({ where: { id }, data: { seed: 'cd'.repeat(32) } });
    try {
      const bad = await run(['scripts/verify.ts', id, '--url', url]);
      expect(bad.stdout).toContain('NOT VERIFIED');
      expect(bad.status).toBe(1);
    } finally {
      await t.db.match.update({ where: { id }, data: { seed: row.seed } });
    }
  });
});
