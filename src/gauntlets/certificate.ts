/**
 * A gauntlet's certificate (pure; docs/evaluation.md "The certificate and how to verify it"): the game,
 * the server's version, the scale, the gauntlet's seed and every deal's seed, match id, seat and scores,
 * the estimator, the figures and the result, and a SHA-256 digest over all of it (the certificate without
 * its `digest`, serialised by the JSON Canonicalization Scheme, RFC 8785, so that any language can
 * recompute it). `checkCertificate` recomputes what can be recomputed from the certificate alone and the
 * published scales; scripts/verify.ts adds what needs the server's records (each match) and the engine
 * (each control, played again).
 */
import { createHash } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { canonicalize } from 'json-canonicalize';
import { decideNow } from '../engine/driver';
import type { GameDefinition } from '../engine/types';
import { botAccountName } from '../engine/bot-levels';
import { controlMatch, gauntletDealSeed, seatShare } from './deals';
import {
  type DealResult,
  gauntletResult,
  type GauntletResult,
  levelEstimate,
  type LevelEstimate,
  type LevelPlan,
  levelStops,
  planOf,
  type StopWhen,
  rotationsOf,
} from './estimate';
import { type DealFacts, type GauntletFacts, resultVerdict, settledOf } from './gauntlet-view';
import { type GauntletScale, SCALE_MODEL, scaleVersion } from './scale';
import { driveWith } from './simulate';
import { MIN_OBSERVATIONS, SEQUENCE_METHOD, SEQUENCE_REFERENCE } from '../evaluation/confidence-sequence';

export const CERTIFICATE_FORMAT = 'cardroom-gauntlet-certificate/1';

export const ESTIMATOR = {
  name: 'control-adjusted ladder score',
  observation:
    'per level, per complete rotation (n deals, the account once in each of the n seats): ½ + mean over the rotation of (account’s score − control’s score); a deal’s score is the share of the other seats finished ahead of (ties ½, partners not compared); the control is the same deal with the level in every seat, played by the server after the account’s match of it',
  levelScore:
    'the mean of the observations; its 95 % interval over rotations: anytime-valid with a stopping rule, normal (fixed n) without',
  anytimeValid: `${SEQUENCE_METHOD}: ${SEQUENCE_REFERENCE}; tightest at the level's most rotations (at most 100); nothing concluded before ${MIN_OBSERVATIONS} rotations`,
  ladderScore: 'T = the mean of the levels’ scores; its interval T ± 1.96·√(Σ (half-width/1.96)²)/L',
  rating: SCALE_MODEL,
} as const;

export interface CertificateDeal extends DealResult {
  seed: string;
  matchId: string;
}

export interface CertificateSeries {
  level: string;
  opponent: string;
  stoppedEarly: boolean;
  deals: CertificateDeal[];
  estimate: LevelEstimate;
}

export interface GauntletCertificate {
  format: typeof CERTIFICATE_FORMAT;
  gauntletId: string;
  game: string;
  account: string;
  server: { name: string; version: string };
  createdAt: string;
  finishedAt: string | null;
  options: Record<string, unknown>;
  preset: string | null;
  seats: number;
  levels: string[];
  dealsPerLevel: number;
  stopWhen: StopWhen;
  /** Matches in flight at most: whole rotations of them may finish after a level's rule held. */
  concurrency: number;
  /** The gauntlet's seed: deal d against level l is sha256(seed:l:d). */
  seed: string;
  scale: GauntletScale | null;
  estimator: typeof ESTIMATOR;
  series: CertificateSeries[];
  result: GauntletResult & { verdict: string };
  digest: { algorithm: 'SHA-256'; canonicalization: 'RFC 8785 (JCS)'; value: string };
}

/** JSON's view of a value: non-finite numbers as null (what JSON.stringify writes), undefined dropped. */
export function jsonSafe(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value)) as unknown;
}

/** SHA-256 of the canonical JSON of the certificate without its digest. */
export function certificateDigest(cert: Omit<GauntletCertificate, 'digest'> | GauntletCertificate): string {
  const { digest: _digest, ...body } = cert as GauntletCertificate;
  return createHash('sha256')
    .update(canonicalize(jsonSafe(body)), 'utf8')
    .digest('hex');
}

export interface CertificateInput {
  facts: GauntletFacts;
  seed: string;
  deals: readonly DealFacts[];
  seats: number;
  scale: GauntletScale | null;
  server: { name: string; version: string };
  bigBlind?: number;
}

export function buildCertificate(input: CertificateInput): GauntletCertificate {
  const { facts: g, seats } = input;
  const series = g.levels.map((level, i): CertificateSeries => {
    const own = settledOf(input.deals.filter((d) => d.levelIndex === i));
    const byDeal = new Map(input.deals.filter((d) => d.levelIndex === i).map((d) => [d.deal, d.matchId]));
    return {
      level,
      opponent: botAccountName(level),
      stoppedEarly: g.levelsDone[i]?.stoppedEarly ?? false,
      deals: own.map((d) => ({
        deal: d.deal,
        seat: d.seat,
        seed: gauntletDealSeed(input.seed, level, d.deal),
        matchId: byDeal.get(d.deal)!,
        score: d.score,
        control: d.control,
        ...(input.bigBlind
          ? { chips: d.chips, controlChips: d.controlChips, hands: d.hands, controlHands: d.controlHands }
          : {}),
      })),
      estimate: levelEstimate(level, own, seats, planOf(g.stopWhen, g.dealsPerLevel, seats, input.bigBlind)),
    };
  });
  const result = gauntletResult(
    series.map((s) => s.estimate),
    input.scale,
  );
  const body: Omit<GauntletCertificate, 'digest'> = {
    format: CERTIFICATE_FORMAT,
    gauntletId: g.id,
    game: g.game,
    account: g.account,
    server: input.server,
    createdAt: g.createdAt.toISOString(),
    finishedAt: g.finishedAt ? g.finishedAt.toISOString() : null,
    options: g.options,
    preset: g.preset,
    seats,
    levels: g.levels,
    dealsPerLevel: g.dealsPerLevel,
    stopWhen: g.stopWhen,
    concurrency: g.concurrency,
    seed: input.seed,
    scale: input.scale,
    estimator: ESTIMATOR,
    series,
    result: { ...result, verdict: resultVerdict(g.account, result, input.scale?.version ?? null) },
  };
  const safe = jsonSafe(body) as Omit<GauntletCertificate, 'digest'>;
  return {
    ...safe,
    digest: { algorithm: 'SHA-256', canonicalization: 'RFC 8785 (JCS)', value: certificateDigest(safe) },
  };
}

export interface CertificateCheck {
  name: string;
  ok: boolean;
  detail: string;
}

/** Two JSON values equal, numbers within a relative 1e-9 (the figures are recomputed). */
function close(a: unknown, b: unknown): boolean {
  if (typeof a === 'number' && typeof b === 'number')
    return Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => close(x, b[i]));
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((k) =>
      close((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]),
    );
  }
  return isDeepStrictEqual(a, b);
}

/**
 * What the certificate proves by itself: its digest; its scale is the one published for its version;
 * every deal's seed comes from the gauntlet's seed and its seat from its number; each level's deals are
 * 0, 1, … in whole rotations up to the most allowed (none left out), and stopped early only where the rule
 * allowed it; every figure and the result recompute from the deals.
 */
export function checkCertificate(
  cert: GauntletCertificate,
  published?: readonly GauntletScale[],
): CertificateCheck[] {
  const checks: CertificateCheck[] = [];
  const check = (name: string, ok: boolean, detail: string) => checks.push({ name, ok, detail });
  const digest = certificateDigest(cert);
  check(
    'digest',
    digest === cert.digest?.value,
    digest === cert.digest?.value
      ? `sha256 ${digest}`
      : `the certificate's contents hash to ${digest}, not to its digest ${cert.digest?.value}: it was changed after it was issued`,
  );
  if (cert.scale) {
    const own = scaleVersion(cert.game, cert.scale.version, published);
    check(
      'scale',
      own !== null && isDeepStrictEqual(jsonSafe(own), jsonSafe(cert.scale)),
      own
        ? `${cert.game} scale v${cert.scale.version} as published (anchors ${JSON.stringify(own.anchors)})`
        : `no published scale v${cert.scale.version} of ${cert.game}`,
    );
  }
  const seeds = cert.series.flatMap((s) =>
    s.deals
      .filter((d) => d.seed !== gauntletDealSeed(cert.seed, s.level, d.deal))
      .map((d) => `${s.level} deal ${d.deal}`),
  );
  check(
    'deal seeds',
    seeds.length === 0,
    seeds.length
      ? `not from the gauntlet's seed: ${seeds.slice(0, 5).join(', ')}`
      : "every deal's seed is sha256(gauntlet seed:level:deal)",
  );
  for (const s of cert.series) {
    const numbers = s.deals.map((d) => d.deal);
    const whole =
      numbers.every((n, i) => n === i) &&
      numbers.length % cert.seats === 0 &&
      numbers.length <= cert.dealsPerLevel;
    const seated = s.deals.every((d) => d.seat === d.deal % cert.seats);
    const early = numbers.length < cert.dealsPerLevel;
    // with a stopping rule a level may stop once the rule held on some prefix of its rotations (its
    // anytime-valid interval stays valid whenever it stops); without one it plays every deal
    const rotations = rotationsOf(s.deals, cert.seats);
    const stopAt = rotations.findIndex((_, r) =>
      levelStops(
        levelEstimate(s.level, rotations.slice(0, r + 1).flat(), cert.seats, certPlan(cert)),
        cert.stopWhen,
      ),
    );
    const fair = early === s.stoppedEarly && (!early || stopAt >= 0);
    check(
      `${s.level}: deals`,
      whole && seated && fair,
      !whole
        ? `deals ${numbers.length ? `${numbers[0]}…${numbers[numbers.length - 1]}` : 'none'} are not 0, 1, … in whole rotations of ${cert.seats} up to ${cert.dealsPerLevel}`
        : !seated
          ? 'a seat is not deal mod seats'
          : !fair
            ? `stopped after ${numbers.length} deals where the rule ${JSON.stringify(cert.stopWhen)} does not allow it`
            : `${numbers.length} deals${early ? `, stopped by the rule after ${stopAt + 1} rotations` : ''}`,
    );
    const again = jsonSafe(levelEstimate(s.level, s.deals, cert.seats, certPlan(cert)));
    check(
      `${s.level}: figures`,
      close(again, s.estimate),
      close(again, s.estimate)
        ? 'recomputed from the deals'
        : `recomputed ${JSON.stringify(again).slice(0, 300)}`,
    );
  }
  const result = jsonSafe(
    gauntletResult(
      cert.series.map((s) => levelEstimate(s.level, s.deals, cert.seats, certPlan(cert))),
      cert.scale,
    ),
  ) as Record<string, unknown>;
  const { verdict: _v, ...stated } = cert.result;
  check(
    'result',
    close(result, stated),
    close(result, stated) ? cert.result.verdict : `recomputed ${JSON.stringify(result)}`,
  );
  return checks;
}

function certPlan(cert: GauntletCertificate): LevelPlan {
  const o = cert.options;
  const bigBlind = o.resetStacks === true && typeof o.bigBlind === 'number' ? o.bigBlind : undefined;
  return planOf(cert.stopWhen, cert.dealsPerLevel, cert.seats, bigBlind);
}

/** Plays every deal's control again (the engine, each decision from the deal's seed) against the certificate. */
export function checkControls(cert: GauntletCertificate, game: GameDefinition): CertificateCheck {
  const wrong: string[] = [];
  let n = 0;
  for (const s of cert.series)
    for (const d of s.deals) {
      const r = driveWith(controlMatch(game, cert.options, d.seed, s.level, cert.seats), (c) =>
        decideNow(game, c),
      );
      const control = r ? seatShare(game, r, d.seat) : 0.5;
      n++;
      if (control !== d.control)
        wrong.push(`${s.level} deal ${d.deal}: ${d.control} stated, ${control} played`);
    }
  return {
    name: 'controls',
    ok: wrong.length === 0,
    detail: wrong.length
      ? wrong.slice(0, 5).join('; ')
      : `all ${n} controls played again give the stated scores`,
  };
}
