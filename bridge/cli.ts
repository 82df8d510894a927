/**
 * cardroom-acpc: an ACPC bot plays on a Cardroom server, unchanged (docs/acpc.md).
 *
 *   CARDROOM_KEY=<apiKey> npm run acpc -- --url http://localhost:3000 --opponent basic-bot --hands 1000
 *   npm run acpc -- --key-file key.txt --game holdem.limit.2p.reverse_blinds.game --series basic-bot --deals 50
 *   npm run acpc -- --key-file key.txt --tournament <id>      |      --seek [--matches 3]
 *
 * It listens on a TCP port (`--host`, `--port`; 0: any free port, printed) for one bot speaking the
 * ACPC dealer protocol (version 2.0.0), plays the bot with the account of the API key (`--key-file`,
 * CARDROOM_KEY or `--key`) through the account stream, writes the ACPC log of every match it played
 * (`--log-dir`, `<match id>.acpc.log`), shows a progress bar, and ends with the bot's result in
 * milli-big-blinds per hand with its 95 % interval. The game is the `.game` file's (`--game`; one
 * Cardroom cannot play is refused with the reason) or a preset's (`--preset`, default
 * acpc-nolimit-2p).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createCardroomClient, ndjsonObjects } from '../client';
import { apiKeyOf, progressBar } from '../examples/bot';
import { meanInterval } from '../src/engine/statistics';
import { acpcHandOf, acpcLog, acpcName, type CardroomHand, type HandHistoryLike } from '../src/records/acpc';
import {
  type AcpcGame,
  acpcGameOfOptions,
  cardroomOptionsOf,
  type MappedOptions,
  parseAcpcGame,
} from '../src/records/acpc-game';
import { AcpcDealer } from './dealer';
import { type HoldemMatchView, MatchFollower } from './follower';

const GAME = 'texas-holdem';

export interface BridgeIo {
  print: (line: string) => void;
  warn: (line: string) => void;
  /** The progress bar, redrawn in place (a terminal) or printed now and then. */
  progress?: (bar: string) => void;
  /** Called with the port once the bridge listens (before the bot connects). */
  onListening?: (port: number) => void;
}

export interface PlayedMatch {
  matchId: string;
  seat: number;
  /** The bot's chips won or lost in each hand, in order. */
  values: number[];
  log: string;
  logFile: string;
  follower: MatchFollower;
}

export interface BridgeSummary {
  account: string;
  matches: PlayedMatch[];
  hands: number;
  mbbPerHand: number;
  ci95: [number, number];
  warnings: string[];
  dealer: AcpcDealer;
}

const defaultIo: BridgeIo = {
  print: (l) => console.log(l),
  warn: (l) => console.error(l),
  // on a terminal the bar is redrawn in place; elsewhere a line is printed as it grows
  ...(process.stderr.isTTY ? { progress: (bar: string) => void process.stderr.write(`\r${bar}`) } : {}),
};

/** The game the bot plays: its `.game` file mapped onto Hold'em options, or a preset of the server's. */
async function gameOf(
  a: { game?: string; preset?: string },
  presets: () => Promise<{ name: string; options: Record<string, unknown> }[]>,
): Promise<{ game: AcpcGame; options: MappedOptions }> {
  if (a.game) {
    const game = parseAcpcGame(readFileSync(a.game, 'utf8'));
    const mapped = cardroomOptionsOf(game);
    if (!mapped.ok) throw new Error(`Cardroom cannot play ${a.game}: ${mapped.reason}`);
    return { game, options: mapped.options };
  }
  const name = a.preset ?? 'acpc-nolimit-2p';
  const preset = (await presets()).find((p) => p.name === name);
  if (!preset) throw new Error(`the server has no preset ${name}`);
  const { maxHands: _, ...rest } = preset.options;
  const game = acpcGameOfOptions(rest, 2);
  if (typeof game === 'string') throw new Error(`preset ${name}: ${game}`);
  const mapped = cardroomOptionsOf(game);
  if (!mapped.ok) throw new Error(`preset ${name}: ${mapped.reason}`);
  return { game, options: mapped.options };
}

export async function runBridge(
  argv: string[],
  io: BridgeIo = defaultIo,
  env: NodeJS.ProcessEnv = process.env,
): Promise<BridgeSummary> {
  const { values: a } = parseArgs({
    args: argv,
    options: {
      url: { type: 'string', default: 'http://localhost:3000' },
      key: { type: 'string' },
      'key-file': { type: 'string' },
      game: { type: 'string' },
      preset: { type: 'string' },
      host: { type: 'string', default: '127.0.0.1' },
      port: { type: 'string', default: '0' },
      opponent: { type: 'string' },
      hands: { type: 'string' },
      series: { type: 'string' },
      deals: { type: 'string', default: '10' },
      tournament: { type: 'string' },
      seek: { type: 'boolean', default: false },
      matches: { type: 'string', default: '1' },
      'turn-seconds': { type: 'string', default: '60' },
      'log-dir': { type: 'string', default: '.' },
    },
  });
  const modes = [a.opponent, a.series, a.tournament, a.seek || undefined].filter((x) => x !== undefined);
  if (modes.length !== 1)
    throw new Error(
      'say what to play: one of --opponent <account>, --series <account>, --tournament <id>, --seek',
    );
  const key = apiKeyOf(a, env);
  if (!key) throw new Error('no API key: set CARDROOM_KEY (POST /accounts gives one) or pass --key-file');
  const root = a.url!.replace(/\/$/, '');
  const api = createCardroomClient(root, key);
  const { data: me } = await api.GET('/me');
  if (!me) throw new Error(`${root}/me refused the key`);
  const { game, options } = await gameOf(
    a,
    async () => (await api.GET('/games')).data!.find((g) => g.game === GAME)!.presets,
  );
  const hands = Number(a.hands ?? (a.series ? 100 : 1000));
  const matchOptions = { ...options, maxHands: hands, turnSeconds: Number(a['turn-seconds']) };
  const warnings: string[] = [];
  const warn = (m: string) => {
    warnings.push(m);
    io.warn(`WARNING: ${m}`);
  };

  const dealer = new AcpcDealer({ warn });
  const port = await dealer.listen(a.host!, Number(a.port));
  io.print(
    `cardroom-acpc: waiting for the bot on ${a.host}:${port} (e.g. example_player <game file> ${a.host} ${port})`,
  );
  io.onListening?.(port);
  await dealer.handshake();
  io.print(`cardroom-acpc: the bot is connected; ${me.name} plays it on ${root}`);

  const abort = new AbortController();
  const stream = await fetch(`${root}/me/events`, {
    headers: { Authorization: `Bearer ${key}`, Accept: 'application/x-ndjson' },
    signal: abort.signal,
  });
  if (!stream.ok || !stream.body) throw new Error(`the account stream answered ${stream.status}`);

  // what the session plays: matches known to be ours (the rest of the account's life is not ours)
  const ours = new Set<string>();
  let expected = 1;
  let seriesId: string | null = null;
  let challengeId: string | null = null;
  let seekId: string | null = null;
  const body = { options: matchOptions, rated: false };
  if (a.opponent) {
    const { data, error } = await api.POST('/challenges', {
      body: { game: GAME, to: [a.opponent], ...body },
    });
    if (!data)
      throw new Error(`the challenge was refused: ${error?.message} ${JSON.stringify(error?.details ?? {})}`);
    challengeId = data.id;
    if (data.matchId) ours.add(data.matchId);
  } else if (a.series) {
    const deals = Number(a.deals);
    const { data, error } = await api.POST('/{game}/series', {
      params: { path: { game: GAME } },
      body: { opponents: [a.series], deals, duplicate: true, concurrency: 1, ...body },
    });
    if (!data)
      throw new Error(`the series was refused: ${error?.message} ${JSON.stringify(error?.details ?? {})}`);
    seriesId = data.id;
    expected = data.progress.total;
  } else if (a.tournament) {
    const { data: t } = await api.GET('/tournaments/{id}', { params: { path: { id: a.tournament } } });
    if (!t) throw new Error(`no tournament ${a.tournament}`);
    const differs = Object.entries(options).filter(([k, v]) => t.options[k] !== v);
    if (t.game !== GAME || differs.length)
      throw new Error(
        `tournament ${a.tournament} is not played as the bot's game: ${t.game !== GAME ? t.game : differs.map(([k, v]) => `${k} ${String(t.options[k])}, not ${String(v)}`).join('; ')}`,
      );
    const { error } = await api.POST('/tournaments/{id}/players', {
      params: { path: { id: a.tournament } },
      body: {},
    });
    if (error) throw new Error(`could not join tournament ${a.tournament}: ${error.message}`);
    expected = Infinity;
  } else {
    expected = Number(a.matches);
    const { data, error } = await api.POST('/{game}/seeks', {
      params: { path: { game: GAME } },
      body: { ...body, players: 2 },
    });
    if (!data) throw new Error(`the seek was refused: ${error?.message}`);
    seekId = data.id;
  }

  // matches of the account that are not the session's (asked once each)
  const foreign = new Set<string>();
  const belongs = async (matchId: string): Promise<boolean> => {
    if (ours.has(matchId)) return true;
    if (foreign.has(matchId)) return false;
    let found = false;
    if (challengeId)
      found =
        (await api.GET('/challenges/{id}', { params: { path: { id: challengeId } } })).data?.matchId ===
        matchId;
    else if (seriesId)
      found = !!(await api.GET('/series/{id}', { params: { path: { id: seriesId } } })).data?.matches.some(
        (m) => m.matchId === matchId,
      );
    else if (seekId)
      found = (await api.GET('/seeks/{id}', { params: { path: { id: seekId } } })).data?.matchId === matchId;
    (found ? ours : foreign).add(matchId);
    return found;
  };

  const played: PlayedMatch[] = [];
  const followers = new Map<string, MatchFollower>();
  const waiting: { matchId: string; seat: number; views: HoldemMatchView[]; finished: boolean }[] = [];
  // the match the bot plays now (one at a time: the others wait)
  const now: { active: MatchFollower | null } = { active: null };
  let handsPlayed = 0;
  const total = Number.isFinite(expected) ? expected * hands : null;
  let lastBar = '';
  const showProgress = () => {
    const bar = total ? progressBar(handsPlayed, total) : `${handsPlayed} hands`;
    const values = played
      .flatMap((m) => m.values)
      .concat(now.active ? [...now.active.hands.values()].map((h) => h.results![now.active!.seat]) : []);
    const mbb = values.length ? (meanInterval(values).mean / options.bigBlind) * 1000 : 0;
    const line = `${bar} hands  ${mbb >= 0 ? '+' : ''}${mbb.toFixed(1)} mbb/hand`;
    if (io.progress) io.progress(line);
    else if (bar.slice(0, 20) !== lastBar.slice(0, 20)) io.print(`  ${line}`);
    lastBar = bar;
  };

  const start = (matchId: string, seat: number): MatchFollower => {
    const f = new MatchFollower(
      api,
      dealer,
      game,
      matchId,
      seat,
      played.reduce((s, m) => s + m.values.length, 0),
      {
        warn,
        onHand: () => {
          handsPlayed++;
          showProgress();
        },
      },
    );
    followers.set(matchId, f);
    return f;
  };

  const finish = async (f: MatchFollower): Promise<void> => {
    const { data: final } = await api.GET('/texas-holdem/matches/{id}', {
      params: { path: { id: f.matchId } },
    });
    f.push(final as unknown as HoldemMatchView);
    await f.settled();
    // every card is public once the match is over: the log shows them all, as the dealer's does
    const { data: histories } = await api.GET('/texas-holdem/matches/{id}/hands', {
      params: { path: { id: f.matchId } },
    });
    const byHand = new Map((histories as unknown as HandHistoryLike[]).map((h) => [h.hand, h]));
    const view = final as unknown as HoldemMatchView;
    const names = view.seats.map((s) => acpcName(s.name ?? (s.bot ? `${s.bot}-bot` : null), s.seat));
    const hands: CardroomHand[] = [...f.hands.values()].map((h) => {
      const cards = byHand.get(h.handNumber)?.players ?? [];
      return {
        ...h,
        names,
        holeCards: h.holeCards.map((c, s) => cards.find((p) => p.seat === s)?.holeCards ?? c),
      };
    });
    const log = acpcLog(
      game,
      hands.map((h) => acpcHandOf(game, h)),
      { matchId: f.matchId, seed: view.fairness?.seed ?? '', names },
    );
    mkdirSync(a['log-dir']!, { recursive: true });
    const logFile = join(a['log-dir']!, `${f.matchId}.acpc.log`);
    writeFileSync(logFile, log);
    played.push({
      matchId: f.matchId,
      seat: f.seat,
      values: hands.map((h) => h.results![f.seat]),
      log,
      logFile,
      follower: f,
    });
    io.print(`\ncardroom-acpc: match ${f.matchId} finished (${hands.length} hands); log ${logFile}`);
  };

  const activateNext = () => {
    if (now.active || !waiting.length) return;
    const next = waiting.shift()!;
    now.active = start(next.matchId, next.seat);
    for (const v of next.views) now.active.push(v);
    if (next.finished) void finishActive();
  };
  let failure: Error | null = null;
  const finishActive = async () => {
    const f = now.active!;
    try {
      await finish(f);
    } catch (e) {
      failure = e as Error;
    }
    now.active = null;
    activateNext();
  };

  /**
   * Whether a match of the account is the session's, queued to be played if it is new to the bridge.
   * A match may first show itself by any of its events: the stream's first picture has a `yourTurn` for
   * every match waiting for the account and no `matchStart` (docs/api.md), so a match created while the
   * picture was read is heard of by its `yourTurn` alone.
   */
  const discover = async (matchId: string, seat: number): Promise<boolean> => {
    if (followers.has(matchId) || waiting.some((w) => w.matchId === matchId)) return true;
    if (!(await belongs(matchId))) return false;
    waiting.push({ matchId, seat, views: [], finished: false });
    activateNext();
    return true;
  };

  const done = () => played.length >= expected;
  try {
    for await (const e of ndjsonObjects<any>(stream.body as ReadableStream<Uint8Array<ArrayBuffer>>)) {
      if (failure) throw failure;
      if (e.game !== undefined && e.game !== GAME) continue;
      if (e.type === 'tournamentRound' && e.tournamentId === a.tournament)
        for (const id of e.matchIds) ours.add(id);
      else if (e.type === 'tournamentFinish' && e.tournamentId === a.tournament) expected = played.length;
      else if (e.type === 'seriesFinish' && e.seriesId === seriesId) expected = played.length;
      else if (e.type === 'matchStart') await discover(e.matchId, e.seat);
      else if (e.type === 'yourTurn' && e.view) {
        if (!(await discover(e.matchId, e.seat))) continue;
        const f = followers.get(e.matchId);
        if (f && f === now.active) f.push(e.view);
        else waiting.find((w) => w.matchId === e.matchId)?.views.push(e.view);
      } else if (e.type === 'matchFinish' && (await discover(e.matchId, e.seat))) {
        const w = waiting.find((x) => x.matchId === e.matchId);
        if (w) w.finished = true;
        else if (now.active && now.active.matchId === e.matchId) await finishActive();
      }
      if (failure) throw failure;
      // the active match's failure (a refused move, a hand history it could not read) ends the run
      if (now.active)
        await Promise.race([now.active.settled().catch((err: Error) => (failure = err)), Promise.resolve()]);
      if (done() && !now.active && !waiting.length) break;
    }
    if (failure) throw failure;
  } finally {
    abort.abort();
    await dealer.close();
  }
  const values = played.flatMap((m) => m.values);
  let units = values;
  if (seriesId) {
    // duplicate deals: each hand of a deal, averaged over the rotations that played it
    const { data: s } = await api.GET('/series/{id}', { params: { path: { id: seriesId } } });
    const dealOf = new Map((s?.matches ?? []).map((m) => [m.matchId, m.deal]));
    const byUnit = new Map<string, number[]>();
    for (const m of played)
      m.values.forEach((v, h) => {
        const k = `${dealOf.get(m.matchId)}:${h}`;
        byUnit.set(k, [...(byUnit.get(k) ?? []), v]);
      });
    units = [...byUnit.values()].map((vs) => vs.reduce((x, y) => x + y, 0) / vs.length);
  }
  const mi = meanInterval(units.map((v) => (v / options.bigBlind) * 1000));
  const summary: BridgeSummary = {
    account: me.name,
    matches: played,
    hands: values.length,
    mbbPerHand: mi.mean,
    ci95: mi.ci95,
    warnings,
    dealer,
  };
  const fmt = (x: number) => (Number.isFinite(x) ? x.toFixed(1) : '?');
  io.print(
    `cardroom-acpc: ${me.name} played ${values.length} hands in ${played.length} match${played.length === 1 ? '' : 'es'}: ` +
      `${mi.mean >= 0 ? '+' : ''}${fmt(mi.mean)} mbb/hand, 95 % interval [${fmt(mi.ci95[0])}, ${fmt(mi.ci95[1])}]` +
      `${seriesId ? ' (duplicate: each hand averaged over its rotations)' : ''}; ${warnings.length} warning${warnings.length === 1 ? '' : 's'}`,
  );
  return summary;
}

if (require.main === module) {
  runBridge(process.argv.slice(2)).then(
    () => process.exit(0),
    (e: Error) => (console.error(`cardroom-acpc: ${e.message}`), process.exit(1)),
  );
}
