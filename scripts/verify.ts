/**
 * Fair-deal verification of a finished match, from the outside: fetches the match and its whole move
 * log over HTTP, checks that sha256(revealed seed) is the seedHash published at creation, re-deals from
 * the seed and replays the public log with this repository's rules engine (driver.ts, exactly as the
 * service drives a match), and confirms the served final state, scores and result.
 *
 *   npm run verify -- <matchId> [--game <game>] [--url http://localhost:3000]
 *   npm run verify -- --record <record.json>
 *   npm run verify -- --gauntlet <gauntletId> [--certificate <certificate.json>] [--url …]
 *
 * With --record it works offline on a match record (GET /{game}/matches/{id}/record, docs/records.md):
 * the record fits its JSON Schema, sha256(seed) is the seedHash, the deals re-shuffle from the seed,
 * every move applies and the replay ends with the recorded result (src/records/record.ts).
 *
 * With --gauntlet it checks a gauntlet's certificate (GET /gauntlets/{id}/certificate, or the file given
 * with --certificate) against the records (docs/evaluation.md "The certificate and how to verify it"):
 * its SHA-256 digest; its scale is the one this repository publishes for that version; every deal's seed
 * comes from the gauntlet's seed and its seat from its number, no deal left out; every match verifies as
 * above, was dealt from the stated seed, seated the account where stated and gave it the stated score;
 * every control, played again here, gives the stated score; every figure and the rating recompute.
 *
 * Without --game every registered game is tried. Exit code 0 when every check passes, 1 otherwise
 * (2 for usage errors).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { isDeepStrictEqual, parseArgs } from 'node:util';
import { replay } from '../src/engine/driver';
import type { GameDefinition, Move } from '../src/engine/types';
import { GAMES } from '../src/games/registry';
import { verifyRecord } from '../src/records/record';
import {
  type CertificateCheck,
  checkCertificate,
  checkControls,
  type GauntletCertificate,
} from '../src/gauntlets/certificate';
import { seatShare } from '../src/gauntlets/deals';

export interface VerifyCheck {
  name: string;
  ok: boolean;
  detail: string;
}

export interface VerifyReport {
  ok: boolean;
  matchId: string;
  game: string | null;
  checks: VerifyCheck[];
}

export interface VerifyInput {
  matchId: string;
  url: string;
  game?: string;
  fetch?: typeof fetch;
}

interface ServedView {
  id: string;
  game: string;
  status: string;
  version: number;
  options: Record<string, unknown>;
  seats: unknown[];
  state: unknown;
  scores: number[];
  result: unknown;
  fairness: { seedHash: string; seed: string | null };
}

interface ServedLogEntry {
  seq: number;
  seat: number;
  move: Move;
}

/** The first differing path of two JSON values, for a readable failure. */
function firstDifference(a: unknown, b: unknown, path = '$'): string | null {
  if (isDeepStrictEqual(a, b)) return null;
  if (a && b && typeof a === 'object' && typeof b === 'object' && Array.isArray(a) === Array.isArray(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const k of keys) {
      const d = firstDifference(
        (a as Record<string, unknown>)[k],
        (b as Record<string, unknown>)[k],
        `${path}.${k}`,
      );
      if (d) return d;
    }
  }
  return `${path}: replayed ${JSON.stringify(a)?.slice(0, 120)} vs served ${JSON.stringify(b)?.slice(0, 120)}`;
}

export async function verifyMatch(input: VerifyInput): Promise<VerifyReport> {
  const f = input.fetch ?? fetch;
  const base = input.url.replace(/\/+$/, '');
  const checks: VerifyCheck[] = [];
  const report = (game: string | null): VerifyReport => ({
    ok: checks.length > 0 && checks.every((c) => c.ok),
    matchId: input.matchId,
    game,
    checks,
  });
  const check = (name: string, ok: boolean, detail: string) => {
    checks.push({ name, ok, detail });
    return ok;
  };
  const getJson = async (path: string): Promise<{ status: number; body: unknown }> => {
    const res = await f(`${base}${path}`, { headers: { accept: 'application/json' } });
    const text = await res.text();
    let body: unknown = null;
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
    return { status: res.status, body };
  };

  const candidates: GameDefinition[] = input.game
    ? GAMES.filter((g) => g.definition.id === input.game).map((g) => g.definition)
    : GAMES.map((g) => g.definition);
  if (candidates.length === 0) {
    check(
      'game',
      false,
      `unknown game "${input.game}"; this verifier knows: ${GAMES.map((g) => g.definition.id).join(', ')}`,
    );
    return report(null);
  }
  let game: GameDefinition | null = null;
  let view: ServedView | null = null;
  for (const g of candidates) {
    const r = await getJson(`/${g.id}/matches/${encodeURIComponent(input.matchId)}`);
    if (r.status === 200) {
      game = g;
      view = r.body as ServedView;
      break;
    }
    if (r.status !== 404) {
      check(
        'fetch match',
        false,
        `GET /${g.id}/matches/${input.matchId} answered ${r.status}: ${JSON.stringify(r.body).slice(0, 200)}`,
      );
      return report(g.id);
    }
  }
  if (!game || !view) {
    check(
      'fetch match',
      false,
      `no match ${input.matchId} at ${base} (${candidates.map((g) => g.id).join(', ')})`,
    );
    return report(input.game ?? null);
  }
  check(
    'fetch match',
    true,
    `${game.id} match ${view.id}, version ${view.version}, ${view.seats.length} seats`,
  );
  if (!check('finished', view.status === 'finished', `status "${view.status}"`)) return report(game.id);
  const seed = view.fairness?.seed;
  if (
    !check(
      'seed revealed',
      typeof seed === 'string' && seed.length > 0,
      seed ? `${seed.slice(0, 16)}…` : 'no seed in fairness.seed',
    )
  )
    return report(game.id);
  const hash = createHash('sha256').update(seed!, 'utf8').digest('hex');
  check(
    'sha256(seed) = seedHash',
    hash === view.fairness.seedHash,
    `${hash} vs published ${view.fairness.seedHash}`,
  );

  const logRes = await getJson(`/${game.id}/matches/${encodeURIComponent(input.matchId)}/moves`);
  if (
    !check(
      'fetch move log',
      logRes.status === 200 && Array.isArray(logRes.body),
      `GET …/moves answered ${logRes.status}`,
    )
  )
    return report(game.id);
  const log = logRes.body as ServedLogEntry[];
  const gapless = log.every((e, i) => e.seq === i + 1);
  check('log is gapless', gapless, `${log.length} moves, seq 1..${log.length}`);

  let replayed: unknown;
  try {
    replayed = replay(
      game,
      view.seats.length,
      view.options,
      seed!,
      log.map((e) => ({ seat: e.seat, move: e.move })),
    );
    check('replay', true, `re-dealt from the seed and applied all ${log.length} moves`);
  } catch (e) {
    check('replay', false, (e as Error).message);
    return report(game.id);
  }
  const stateDiff = firstDifference(game.view(replayed, null), view.state);
  check('final state', stateDiff === null, stateDiff ?? 'the replayed spectator view equals the served one');
  const scoresDiff = firstDifference(game.scores(replayed), view.scores);
  check('scores', scoresDiff === null, scoresDiff ?? JSON.stringify(view.scores));
  const resultDiff = firstDifference(game.result(replayed), view.result);
  check('result', resultDiff === null, resultDiff ?? JSON.stringify(view.result));
  return report(game.id);
}

export function formatReport(r: VerifyReport): string {
  const lines = r.checks.map((c) => `  ${c.ok ? 'ok  ' : 'FAIL'} ${c.name}: ${c.detail}`);
  const verdict = r.ok
    ? `VERIFIED: the deal of ${r.game} match ${r.matchId} came from the committed seed and the public log reproduces its result.`
    : `NOT VERIFIED: ${r.game ?? 'match'} ${r.matchId} failed ${
        r.checks
          .filter((c) => !c.ok)
          .map((c) => c.name)
          .join(', ') || 'to load'
      }.`;
  return `${lines.join('\n')}\n${verdict}\n`;
}

/** Verifies a match record file offline (no server): file in, verdict out. */
export function verifyRecordFile(path: string): VerifyReport {
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(path, 'utf8'));
  } catch (e) {
    return {
      ok: false,
      matchId: path,
      game: null,
      checks: [{ name: 'read record', ok: false, detail: (e as Error).message }],
    };
  }
  const r = verifyRecord(
    value,
    GAMES.map((g) => g.definition),
  );
  return { ok: r.ok, matchId: r.id ?? path, game: r.game, checks: r.checks };
}

export interface GauntletReport {
  ok: boolean;
  gauntletId: string;
  checks: CertificateCheck[];
}

export interface GauntletInput {
  gauntletId: string;
  url: string;
  /** A certificate to check instead of the one the server serves now. */
  certificate?: GauntletCertificate;
  fetch?: typeof fetch;
}

/** Checks a gauntlet's certificate against the server's records and this repository's engine and scales. */
export async function verifyGauntlet(input: GauntletInput): Promise<GauntletReport> {
  const f = input.fetch ?? fetch;
  const base = input.url.replace(/\/+$/, '');
  const checks: CertificateCheck[] = [];
  const done = (): GauntletReport => ({
    ok: checks.length > 0 && checks.every((c) => c.ok),
    gauntletId: input.gauntletId,
    checks,
  });
  let cert = input.certificate;
  if (!cert) {
    const res = await f(`${base}/gauntlets/${encodeURIComponent(input.gauntletId)}/certificate`);
    const text = await res.text();
    if (res.status !== 200) {
      checks.push({
        name: 'fetch certificate',
        ok: false,
        detail: `answered ${res.status}: ${text.slice(0, 200)}`,
      });
      return done();
    }
    cert = JSON.parse(text) as GauntletCertificate;
  }
  const game = GAMES.map((g) => g.definition).find((g) => g.id === cert.game);
  if (cert.gauntletId !== input.gauntletId || !game) {
    checks.push({
      name: 'certificate',
      ok: false,
      detail: !game
        ? `unknown game ${cert.game}`
        : `it certifies gauntlet ${cert.gauntletId}, not ${input.gauntletId}`,
    });
    return done();
  }
  checks.push(...checkCertificate(cert));
  const wrong: string[] = [];
  let n = 0;
  for (const s of cert.series)
    for (const d of s.deals) {
      n++;
      const where = `${s.level} deal ${d.deal} (match ${d.matchId})`;
      const r = await verifyMatch({ url: base, matchId: d.matchId, game: game.id, fetch: f });
      if (!r.ok) {
        wrong.push(
          `${where}: ${r.checks
            .filter((c) => !c.ok)
            .map((c) => `${c.name}: ${c.detail}`)
            .join('; ')}`,
        );
        continue;
      }
      const res = await f(`${base}/${game.id}/matches/${encodeURIComponent(d.matchId)}`);
      const view = (await res.json()) as Omit<ServedView, 'seats' | 'result'> & {
        seats: { seat: number; name: string | null }[];
        result: { standings: { seat: number; place: number }[] };
      };
      const names = view.seats.map((x) => x.name);
      const score = seatShare(game, view.result, d.seat);
      if (view.fairness.seed !== d.seed)
        wrong.push(`${where}: dealt from ${view.fairness.seed}, not the stated seed`);
      else if (names[d.seat] !== cert.account || names.some((x, i) => i !== d.seat && x !== s.opponent))
        wrong.push(
          `${where}: seats ${JSON.stringify(names)}, not ${cert.account} in seat ${d.seat} against ${s.opponent}`,
        );
      else if (score !== d.score)
        wrong.push(`${where}: score ${d.score} in the certificate, ${score} by the record`);
    }
  checks.push({
    name: 'matches',
    ok: wrong.length === 0,
    detail: wrong.length
      ? wrong.slice(0, 5).join(' | ')
      : `all ${n} matches verify (seed, re-deal, replay, result), dealt from the stated seeds, seated and scored as stated`,
  });
  checks.push(checkControls(cert, game));
  return done();
}

export function formatGauntletReport(r: GauntletReport): string {
  const lines = r.checks.map((c) => `  ${c.ok ? 'ok  ' : 'FAIL'} ${c.name}: ${c.detail}`);
  const failed = r.checks.filter((c) => !c.ok).map((c) => c.name);
  const verdict = r.ok
    ? `VERIFIED: gauntlet ${r.gauntletId}'s certificate matches the records; its result recomputes.`
    : `NOT VERIFIED: gauntlet ${r.gauntletId} failed ${failed.join(', ') || 'to load'}.`;
  return `${lines.join('\n')}\n${verdict}\n`;
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      game: { type: 'string' },
      url: { type: 'string', default: process.env.CARDROOM_URL ?? 'http://localhost:3000' },
      record: { type: 'string' },
      gauntlet: { type: 'string' },
      certificate: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.gauntlet !== undefined && !values.help && positionals.length === 0) {
    try {
      const certificate =
        values.certificate === undefined
          ? undefined
          : (JSON.parse(readFileSync(values.certificate, 'utf8')) as GauntletCertificate);
      const r = await verifyGauntlet({ gauntletId: values.gauntlet, url: values.url!, certificate });
      process.stdout.write(formatGauntletReport(r));
      process.exit(r.ok ? 0 : 1);
    } catch (e) {
      process.stderr.write(`NOT VERIFIED: ${(e as Error).message}\n`);
      process.exit(1);
    }
  }
  if (values.record !== undefined && !values.help && positionals.length === 0) {
    const r = verifyRecordFile(values.record);
    process.stdout.write(formatReport(r));
    process.exit(r.ok ? 0 : 1);
  }
  if (values.help || positionals.length !== 1) {
    process.stderr.write(
      'usage: npm run verify -- <matchId> [--game <game>] [--url http://localhost:3000]\n       npm run verify -- --record <record.json>\n       npm run verify -- --gauntlet <gauntletId> [--certificate <file.json>] [--url …]\n',
    );
    process.exit(2);
  }
  try {
    const r = await verifyMatch({ matchId: positionals[0], game: values.game, url: values.url! });
    process.stdout.write(formatReport(r));
    process.exit(r.ok ? 0 : 1);
  } catch (e) {
    const cause = (e as { cause?: { code?: string; message?: string } }).cause;
    process.stderr.write(
      `NOT VERIFIED: cannot reach ${values.url}: ${cause?.code ?? cause?.message ?? (e as Error).message}\n`,
    );
    process.exit(1);
  }
}

if (require.main === module) void main();
