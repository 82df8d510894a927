/**
 * A bot for any Cardroom game, over HTTP only: join an open match (or create one against built-in
 * bots), follow the match's Server-Sent Events and post one of `legalMoves` whenever it is our turn.
 *   npm run bot -- --game euchre --url http://localhost:3000 [--match id] [--opponents basic,random]
 *                  [--strategy random|first] [--name me] [--options '{"targetPoints":5}'] [--seed 64-hex] [--wait 120]
 * --seed makes a new match's deal reproducible (the server's seed; any 64 hex digits). The bot says what it
 * waits for and gives up when nothing happens for --wait seconds; on a 429 it says so and waits as long as
 * the server asks, however often. --url defaults to the environment's CARDROOM_URL, else localhost:3000.
 *
 * With an account's API key it lives on the account event stream instead and plays any number of
 * matches at once, one request per move (README "Run a bot account"). The key comes from the
 * environment variable CARDROOM_KEY or a file (--key-file), so that npm's banner does not print it:
 *   CARDROOM_KEY=<apiKey> npm run bot -- --game euchre --seek [--rated false] [--concurrent 3] [--matches 10]
 *   CARDROOM_KEY=<apiKey> npm run bot -- --game east-west --challenge random-bot [--matches 10]
 *   CARDROOM_KEY=<apiKey> npm run bot -- --accept-challenges [--game euchre] [--wait 0]
 *   CARDROOM_KEY=<apiKey> npm run bot -- --game east-west --series basic-bot --deals 100 [--concurrency 8]
 *                                        [--duplicate false] [--stop-when decided|<halfWidth>]
 * (--series: a series of duplicate deals against the named opponents, a progress bar with the band the
 * server gives for the difference (anytime-valid), then the standings with their 95 % intervals and the
 * verdict; --stop-when makes it sequential: it stops once decided, or once the band is that narrow, and
 * --deals is then the most it plays; docs/series.md.)
 * --matches counts only the matches this run started (its seeks, challenges, series, accepted challenges).
 * A bot that stops (Ctrl-C, --wait, an error) cancels what it opened that still waits and resigns the
 * matches it started; with --on-stop finish, Ctrl-C plays them to their end instead (a second Ctrl-C exits).
 * (--key <apiKey> works too, but shows the key in npm's banner and the shell's history.)
 */
import { EventSource } from 'eventsource';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

type Move = { type: string; [field: string]: unknown };
export type View = {
  id: string;
  version: number;
  status: string;
  you: number | null;
  scores: number[];
  toAct: number[];
  seats: { seat: number; connected: boolean }[];
  state: any;
  legalMoves?: Move[];
  result: { winners: number[]; scores?: number[]; reason: string } | null;
};
export type Outcome = 'won' | 'lost' | 'tie';
export interface BotSummary {
  matchId: string;
  seat: number;
  won: boolean;
  outcome: Outcome;
  moves: number;
  view: View;
}

/** A seat's outcome from the result's winners: several winners beyond the seat's side (Euchre: a partnership) are a tie. */
export function outcomeOf(
  result: { winners: number[] } | null | undefined,
  seat: number,
  game: string,
): Outcome {
  const winners = result?.winners ?? [];
  if (!winners.includes(seat)) return 'lost';
  const side = game === 'euchre' ? [seat, (seat + 2) % 4] : [seat];
  return winners.every((w) => side.includes(w)) ? 'won' : 'tie';
}

/**
 * Waits out a 429 as long as the server asks (`Retry-After`, else the body's `retryAfterSeconds`), saying
 * so once per wait: a bot never gives up while the server asks it to wait. `until` is when the last
 * announced wait ends (shared by the calls of one bot, so that concurrent calls announce one wait).
 */
export async function waitOut429(
  res: Response,
  body: any,
  print: (line: string) => void,
  until: { at: number },
): Promise<void> {
  const secs = Number(res.headers.get('retry-after')) || Number(body?.retryAfterSeconds) || 5;
  const end = Date.now() + secs * 1000;
  if (end > until.at + 1000) {
    const budget = typeof body?.budget === 'string' ? ` (the ${body.budget} budget)` : '';
    print(`  rate limited${budget}: waiting ${secs} s, as the server asks`);
  }
  until.at = Math.max(until.at, end);
  await new Promise((r) => setTimeout(r, secs * 1000));
}

/** A concrete move from a legal-move item: {min,max} → an integer in range; {choose,from} → cards drawn without replacement. */
export function materialize(item: Move, first = false): Move {
  const taken = new Set<string>();
  return Object.fromEntries(
    Object.entries(item).map(([k, v]: [string, any]) => {
      if (v && typeof v === 'object' && 'min' in v && 'max' in v)
        return [k, first ? v.min : v.min + Math.floor(Math.random() * (v.max - v.min + 1))];
      if (v && typeof v === 'object' && 'choose' in v && 'from' in v) {
        const pool = (v.from as string[])
          .filter((c) => !taken.has(c))
          .map((c) => ({ c, r: first ? 0 : Math.random() }));
        return [
          k,
          pool
            .sort((x, y) => x.r - y.r)
            .slice(0, v.choose)
            .map(({ c }) => (taken.add(c), c)),
        ];
      }
      return [k, v];
    }),
  ) as Move;
}

export async function runBot(
  argv: string[],
  print: (line: string) => void = console.log,
): Promise<BotSummary> {
  const { values: a } = parseArgs({
    args: argv,
    options: {
      game: { type: 'string' },
      url: { type: 'string', default: process.env.CARDROOM_URL || 'http://localhost:3000' },
      match: { type: 'string' },
      opponents: { type: 'string' },
      strategy: { type: 'string', default: 'random' },
      name: { type: 'string', default: 'example-bot' },
      options: { type: 'string', default: '{}' },
      seed: { type: 'string' },
      wait: { type: 'string', default: '120' },
    },
  });
  if (!a.game) throw new Error('--game is required (see GET /games)');
  const root = a.url!.replace(/\/$/, ''),
    base = `${root}/${a.game}/matches`,
    waitMs = Number(a.wait) * 1000;
  const limited = { at: 0 }; // until when the server asked us to wait (a 429)
  const call = async (url: string, init: RequestInit = {}): Promise<{ status: number; body: any }> => {
    for (;;) {
      const res = await fetch(url, init).catch((e: Error) =>
        Promise.reject(new Error(`cannot reach ${url}: ${(e.cause as Error)?.message ?? e.message}`)),
      );
      const body = (res.status === 204 ? null : await res.json().catch(() => null)) as any;
      if (res.status !== 429) return { status: res.status, body };
      await waitOut429(res, body, print, limited);
    }
  };
  const api = (method: string, path: string, body?: object, token?: string) =>
    call(base + path, {
      method,
      body: body && JSON.stringify(body),
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    });
  const created = (r: { status: number; body: any }) =>
    r.status === 201 ? r.body : Promise.reject(new Error(`${r.status}: ${r.body?.message}`));
  let id = a.match ?? (a.opponents ? undefined : (await api('GET', '?status=open')).body.items?.[0]?.id);
  let token: string, seat: number;
  if (id) ({ token, seat } = await created(await api('POST', `/${id}/players`, { name: a.name })));
  else {
    // a new match: us against built-in bots
    const listed = await call(`${root}/games`);
    if (listed.status !== 200)
      throw new Error(
        `GET ${root}/games answered ${listed.status}: ${listed.body?.message ?? 'not the game list'}`,
      );
    const games = listed.body as { game: string; minPlayers: number }[],
      info = games.find((g) => g.game === a.game);
    if (!info)
      throw new Error(`unknown game ${a.game}; this server plays ${games.map((g) => g.game).join(', ')}`);
    const bots = (a.opponents ?? 'basic').split(',');
    while (bots.length < info.minPlayers - 1) bots.push(bots[bots.length - 1]);
    ({
      id,
      seats: [{ token, seat }],
    } = await created(
      await api('POST', '', {
        players: [{ name: a.name }, ...bots.map((bot) => ({ bot }))],
        options: JSON.parse(a.options!),
        ...(a.seed ? { seed: a.seed } : {}),
      }),
    ));
  }
  print(`${a.game} match ${id}: playing seat ${seat}`);
  let moves = 0,
    handled = 0,
    hand: unknown,
    scores = '';
  const play = async (view: View) => {
    for (let attempt = 0; attempt < 200; attempt++) {
      // a template may materialize into a move the rules forbid (422): draw again
      const first = a.strategy === 'first' && attempt === 0,
        items = view.legalMoves!;
      const move = materialize(items[first ? 0 : Math.floor(Math.random() * items.length)], first);
      const res = await api('POST', `/${id}/moves`, { ...move, expectedVersion: view.version }, token);
      if (res.status === 201) return void moves++;
      if (res.status === 409) return; // the match moved on; its next event brings the new view
      if (res.status !== 422) throw new Error(`move refused: ${res.status} ${res.body.message}`);
    }
    throw new Error('no acceptable move after 200 tries');
  };
  return new Promise<BotSummary>((resolve, reject) => {
    const events = new EventSource(`${base}/${id}/events?token=${encodeURIComponent(token)}`);
    let queue = Promise.resolve(),
      waitingFor = '';
    let watchdog = setTimeout(() => undefined, 0);
    const giveUp = (): void => {
      // waiting because the server asked (a 429) is not "nothing happened"
      if (limited.at > Date.now() - 1000) return void (watchdog = setTimeout(giveUp, waitMs));
      events.close();
      reject(new Error(`gave up: ${waitingFor || 'nothing happened'} for ${a.wait} s (match ${id})`));
    };
    const onView = async (view: View) => {
      if (view.version <= handled) return;
      clearTimeout(watchdog);
      watchdog = setTimeout(giveUp, waitMs);
      const open = view.seats.filter((s) => !s.connected).length;
      waitingFor = open
        ? `waiting for ${open} more player${open > 1 ? 's' : ''}`
        : `waiting for seat ${view.toAct.join(', ')} to move`;
      if (open) print(`  ${waitingFor} (match ${id})`);
      const now =
        view.state?.handNumber ?? view.state?.hand ?? view.state?.round ?? view.state?.dealsCompleted;
      // a hand is reported once it was played (never "hand 0": the count before the first deal)
      const counted = typeof hand === 'number' && hand >= 1;
      if (
        handled > 0 &&
        (now !== hand ||
          (now === undefined && JSON.stringify(view.scores) !== scores) ||
          view.status === 'finished')
      ) {
        if (counted || JSON.stringify(view.scores) !== scores) {
          print(
            `  ${counted ? `after hand ${hand}: scores` : 'scores'} ${view.scores.join(' / ')} (you are seat ${seat})`,
          );
        }
      }
      [hand, scores, handled] = [now, JSON.stringify(view.scores), view.version];
      if (view.status === 'finished') {
        const outcome = outcomeOf(view.result, seat, a.game!);
        const said = outcome === 'tie' ? 'it is a tie' : `you ${outcome}`;
        print(
          `finished (${view.result!.reason}): ${said}; scores ${view.scores.join(' / ')}; winners ${view.result!.winners.join(', ')}; ${moves} moves posted`,
        );
        return (
          clearTimeout(watchdog),
          events.close(),
          resolve({ matchId: id!, seat, won: outcome === 'won', outcome, moves, view })
        );
      }
      if (view.legalMoves?.length) await play(view);
    };
    events.addEventListener('state', (e) => {
      queue = queue
        .then(() => onView(JSON.parse(e.data)))
        .catch((err) => (clearTimeout(watchdog), events.close(), reject(err)));
    });
    events.addEventListener(
      'error',
      () =>
        events.readyState === EventSource.CLOSED &&
        (clearTimeout(watchdog), reject(new Error(`the event stream of ${base}/${id} closed`))),
    );
  });
}

export interface AccountBotSummary {
  name: string;
  /** The matches counted by --matches (those this run started; every match when it starts none). */
  finished: { matchId: string; game: string; outcome: Outcome; rating: number | null }[];
  /** Matches of the account it played that this run did not start (not counted). */
  others: { matchId: string; game: string; outcome: Outcome; rating: number | null }[];
  moves: number;
  /** Requests made to play the moves (moves posted, redrawn or refused, and views read when an event came without one). */
  requests: number;
  /** With --series: the series as GET /series/{id} answers it once finished. */
  series?: SeriesResult;
}

type Interval = [number | null, number | null];
export interface SeriesResult {
  id: string;
  status: string;
  progress: { finished: number; active: number; total: number };
  standings: {
    account: string;
    matches: number;
    wins: number;
    meanScore: number;
    meanScoreCI95: Interval;
    winRate: number;
    winRateCI95: Interval;
    bbPer100?: number;
    bbPer100CI95?: Interval;
    mbbPerHand?: number;
    mbbPerHandCI95?: Interval;
    mbbPerHandAllInAdjusted?: number;
    mbbPerHandAllInAdjustedCI95?: Interval;
  }[];
  difference: {
    accounts: [string, string];
    meanScore: number;
    meanScoreCI95: Interval;
    deals?: number;
    /** After each complete deal: the difference with its anytime-valid band (the server's). */
    running?: { deal: number; n: number; mean: number; lo: number | null; hi: number | null }[];
  } | null;
  interval?: { method: string; anytimeValid: boolean; minDeals: number | null };
  stoppedEarly?: boolean;
  verdict?: string | null;
}

/** `--stop-when`: "decided", or a half-width (a positive number); undefined without it. */
export function stopWhenArg(x: string | undefined): 'decided' | { halfWidth: number } | undefined {
  if (x === undefined) return undefined;
  if (x === 'decided') return 'decided';
  const halfWidth = Number(x);
  if (x.trim() !== '' && Number.isFinite(halfWidth) && halfWidth > 0) return { halfWidth };
  throw new Error('--stop-when is "decided" or a half-width (a positive number)');
}

/**
 * The band the server gives after the last complete deal (`difference.running`: the anytime-valid
 * confidence sequence, safe to read after every deal), in words for the progress line.
 */
export function bandLine(s: SeriesResult): string | null {
  const d = s.difference;
  const p = d?.running?.at(-1);
  if (!d || !p) return null;
  const band =
    p.lo === null || p.hi === null
      ? `no conclusion before ${s.interval?.minDeals ?? 10} deals`
      : `${ci([p.lo, p.hi])} anytime-valid 95 %`;
  return `${d.accounts[0]} − ${d.accounts[1]} after ${p.n} deal${p.n === 1 ? '' : 's'}: ${fmt(p.mean)} ${band}`;
}

const fmt = (x: number | null | undefined, d = 3) => (x === null || x === undefined ? '?' : x.toFixed(d));
const ci = (i: Interval | undefined, d = 3) => (i ? `[${fmt(i[0], d)}, ${fmt(i[1], d)}]` : '');

/** A text progress bar: `[#########...........] 45/100`. */
export function progressBar(done: number, total: number, width = 30): string {
  const full = total > 0 ? Math.round((width * done) / total) : width;
  return `[${'#'.repeat(full)}${'.'.repeat(width - full)}] ${done}/${total}`;
}

/** The standings of a finished series, one line per player, then the difference of two players. */
export function seriesReport(s: SeriesResult): string[] {
  const lines = s.standings.map(
    (p) =>
      `  ${p.account}: ${p.matches} matches, ${p.wins} won; mean score ${fmt(p.meanScore)} ${ci(p.meanScoreCI95)}; ` +
      `win rate ${fmt(p.winRate)} ${ci(p.winRateCI95)}` +
      (p.bbPer100 !== undefined ? `; bb/100 ${fmt(p.bbPer100, 1)} ${ci(p.bbPer100CI95, 1)}` : '') +
      (p.mbbPerHand !== undefined ? `; mbb/hand ${fmt(p.mbbPerHand, 1)} ${ci(p.mbbPerHandCI95, 1)}` : '') +
      (p.mbbPerHandAllInAdjusted !== undefined
        ? `, all-in adjusted ${fmt(p.mbbPerHandAllInAdjusted, 1)} ${ci(p.mbbPerHandAllInAdjustedCI95, 1)}`
        : ''),
  );
  const d = s.difference;
  if (d && s.verdict !== undefined && s.interval) {
    // the server's verdict, from the interval it reports (anytime-valid with --stop-when)
    const kind = s.interval.anytimeValid ? 'anytime-valid' : 'fixed-n';
    lines.push(
      `  ${d.accounts[0]} − ${d.accounts[1]}: ${fmt(d.meanScore)} per match ${ci(d.meanScoreCI95)} (${kind} 95 %): ${s.verdict ?? '–'}` +
        (s.stoppedEarly ? ` (stopped early, after ${d.deals} deals)` : ''),
    );
  } else if (d) {
    const [lo, hi] = d.meanScoreCI95;
    const verdict =
      lo !== null && lo > 0
        ? `${d.accounts[0]} is stronger (95 %)`
        : hi !== null && hi < 0
          ? `${d.accounts[1]} is stronger (95 %)`
          : 'no difference shown at 95 %';
    lines.push(
      `  ${d.accounts[0]} − ${d.accounts[1]}: ${fmt(d.meanScore)} per match ${ci(d.meanScoreCI95)}: ${verdict}`,
    );
  }
  return lines;
}

/** The API key of key mode: `--key-file`, else the environment's CARDROOM_KEY, else `--key` (echoed by npm's banner). */
export function apiKeyOf(
  a: { key?: string; 'key-file'?: string },
  env: NodeJS.ProcessEnv,
): string | undefined {
  if (a['key-file']) return readFileSync(a['key-file'], 'utf8').trim();
  return env.CARDROOM_KEY?.trim() || a.key;
}

/**
 * The account bot: one NDJSON stream (GET /me/events) tells it everything. Each `yourTurn` carries the
 * seat's view (with `legalMoves`), so a turn is one request: the move, with `expectedVersion` and
 * `Prefer: return=minimal` (a server whose events carry no view costs a view read more). It accepts
 * challenges, seeks or challenges again after each finish (never more than `--concurrent` of its own at
 * once), says what it waits for, gives up after `--wait` seconds without an event, and prints a line
 * per finished match with its rating after it. It plays every match of the account the stream brings,
 * but `--matches` counts only the matches this run started (its seeks, challenges, series, or the
 * challenges it accepted; every match when it starts none). Resolves once `--matches` of them finished.
 *
 * A bot that stops leaves nothing behind: it cancels the seeks and challenges it opened that still wait
 * (and its series), and resigns the matches it started that are still being played, saying which. With
 * `--on-stop finish`, an interrupt (`stop`, or Ctrl-C) plays them to their end instead.
 */
export async function runAccountBot(
  argv: string[],
  print: (line: string) => void = console.log,
  env: NodeJS.ProcessEnv = process.env,
  stop?: AbortSignal,
): Promise<AccountBotSummary> {
  const { values: a } = parseArgs({
    args: argv,
    options: {
      key: { type: 'string' },
      'key-file': { type: 'string' },
      url: { type: 'string', default: env.CARDROOM_URL || 'http://localhost:3000' },
      game: { type: 'string' },
      seek: { type: 'boolean', default: false },
      challenge: { type: 'string' },
      'accept-challenges': { type: 'boolean', default: false },
      rated: { type: 'string', default: 'true' },
      players: { type: 'string' },
      concurrent: { type: 'string', default: '1' },
      matches: { type: 'string' },
      options: { type: 'string', default: '{}' },
      wait: { type: 'string' },
      series: { type: 'string' },
      deals: { type: 'string', default: '100' },
      concurrency: { type: 'string', default: '4' },
      duplicate: { type: 'string', default: 'true' },
      'stop-when': { type: 'string' },
      'on-stop': { type: 'string', default: 'resign' },
    },
  });
  const key = apiKeyOf(a, env);
  if (!key) throw new Error('no API key: set CARDROOM_KEY (POST /accounts gives one) or pass --key-file');
  if ((a.seek || a.challenge || a.series) && !a.game)
    throw new Error('--seek, --challenge and --series need --game');
  const stopWhen = stopWhenArg(a['stop-when']);
  if (stopWhen && !a.series) throw new Error('--stop-when goes with --series');
  if (a['on-stop'] !== 'resign' && a['on-stop'] !== 'finish')
    throw new Error('--on-stop is resign (the default) or finish');
  const opening = a.seek || !!a.challenge;
  // matches this run starts: --matches counts those only (every match when it starts none)
  const starts = opening || a['accept-challenges'] || !!a.series;
  let seriesId: string | null = null;
  let seriesTotal = 0;
  let seriesOver = false;
  let lastBar = '';
  // waiting to be challenged is a bot's normal life: no limit unless asked
  const waitMs = Number(a.wait ?? (a['accept-challenges'] && !opening && !a.series ? 0 : 120)) * 1000;
  const root = a.url!.replace(/\/$/, ''),
    auth = { Authorization: `Bearer ${key}` };
  const limited = { at: 0 }; // until when the server asked us to wait (a 429)
  const api = async (method: string, path: string, body?: object, headers: Record<string, string> = {}) => {
    for (;;) {
      const res = await fetch(root + path, {
        method,
        body: body && JSON.stringify(body),
        headers: { 'Content-Type': 'application/json', ...auth, ...headers },
      }).catch((e: Error) =>
        Promise.reject(new Error(`cannot reach ${root + path}: ${(e.cause as Error)?.message ?? e.message}`)),
      );
      const answer = (res.status === 204 ? null : await res.json().catch(() => null)) as any;
      if (res.status !== 429) return { status: res.status, body: answer };
      await waitOut429(res, answer, print, limited);
    }
  };
  const me = await api('GET', '/me');
  if (me.status !== 200) throw new Error(`${me.status}: ${me.body?.message}`);
  const name: string = me.body.name,
    limit = a.matches ? Number(a.matches) : Infinity,
    concurrent = Number(a.concurrent);
  const summary: AccountBotSummary = { name, finished: [], others: [], moves: 0, requests: 0 };

  // what this run started: its open challenges and waiting seeks, then their matches (with their game)
  const challenges = new Set<string>();
  const seeks = new Set<string>();
  const mine = new Map<string, string>(); // match → game, until it finishes
  let ownFinished = 0;
  let stopping = false;
  const claim = (matchId: string, game: string) => {
    if (!summary.finished.some((f) => f.matchId === matchId)) mine.set(matchId, game);
  };
  /** Which of the waiting challenges and seeks became matches (or closed without one). */
  const resolvePending = async () => {
    for (const id of [...challenges]) {
      const c = (await api('GET', `/challenges/${id}`)).body;
      if (c?.matchId) claim(c.matchId, c.game);
      if (c?.status !== 'open') challenges.delete(id);
    }
    for (const id of [...seeks]) {
      const k = (await api('GET', `/seeks/${id}`)).body;
      if (k?.matchId) claim(k.matchId, k.game);
      if (k?.status !== 'waiting') seeks.delete(id);
    }
  };
  const inFlight = () => challenges.size + seeks.size + mine.size;
  const open = async () => {
    const r = a.challenge
      ? await api('POST', '/challenges', {
          game: a.game,
          to: a.challenge.split(','),
          rated: a.rated !== 'false',
          options: JSON.parse(a.options!),
        })
      : await api('POST', `/${a.game}/seeks`, {
          rated: a.rated !== 'false',
          options: JSON.parse(a.options!),
          ...(a.players ? { players: Number(a.players) } : {}),
        });
    if (r.status !== 201)
      throw new Error(
        `${a.challenge ? 'the challenge' : 'the seek'} was refused: ${r.status} ${r.body?.message}`,
      );
    if (r.body.matchId) claim(r.body.matchId, a.game!);
    else (a.challenge ? challenges : seeks).add(r.body.id);
  };
  /** Opens seeks or challenges while fewer than --concurrent of its own wait or play and --matches allows. */
  const topUp = async () => {
    while (opening && !stopping && inFlight() < concurrent && ownFinished + inFlight() < limit) await open();
  };
  const done = new Map<string, number>(); // match → the last version answered
  const queues = new Map<string, Promise<void>>(); // one turn at a time per match
  const turn = async (game: string, matchId: string, version: number, given: View | undefined) => {
    if ((done.get(matchId) ?? -1) >= version) return;
    done.set(matchId, version);
    let view = given;
    if (!view) {
      // an older server: the event says only whose turn it is
      summary.requests++;
      view = (await api('GET', `/${game}/matches/${matchId}`)).body as View;
    }
    for (let attempt = 0; attempt < 200 && view.legalMoves?.length; attempt++) {
      summary.requests++;
      const move = {
        ...materialize(view.legalMoves[Math.floor(Math.random() * view.legalMoves.length)]),
        expectedVersion: view.version,
      };
      const res = await api('POST', `/${game}/matches/${matchId}/moves`, move, { Prefer: 'return=minimal' });
      if (res.status === 201) return void summary.moves++;
      if (res.status !== 422) return; // 409: the match moved on; the stream says what next
    }
  };
  const active = new Set<string>();
  const waitingFor = () =>
    stopping
      ? `finishing ${mine.size} match${mine.size === 1 ? '' : 'es'} before stopping`
      : active.size
        ? `waiting for opponents to move in ${active.size} match${active.size > 1 ? 'es' : ''}`
        : a.series
          ? `waiting for the series against ${a.series} to start`
          : a.challenge
            ? `waiting for ${a.challenge} to accept the ${a.game} challenge`
            : a.seek
              ? `waiting for the ${a.game} seek to be paired`
              : 'waiting for a challenge';
  print(
    `${name}: listening on the account stream${a.seek ? `, seeking ${a.game} ×${concurrent}` : ''}${a.challenge ? `, challenging ${a.challenge} ×${concurrent}` : ''}${a['accept-challenges'] ? ', accepting challenges' : ''}`,
  );
  const stream = await fetch(`${root}/me/events`, { headers: { ...auth, Accept: 'application/x-ndjson' } });
  if (!stream.ok || !stream.body) throw new Error(`the account stream answered ${stream.status}`);
  const reader = stream.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = '',
    said = '',
    watchdog: NodeJS.Timeout | undefined,
    giveUpReason: string | undefined;
  const hangUp = () => (clearTimeout(watchdog), reader.cancel().catch(() => undefined));
  /**
   * Leaves nothing behind: cancels what still waits (seeks, challenges, the series), then resigns the
   * matches this run started that are still played, or (`finish`, after an interrupt) plays them out.
   */
  const cleanUp = async (why: string, finish: boolean): Promise<void> => {
    stopping = true;
    const canceled: string[] = [];
    for (const id of [...seeks]) {
      const r = await api('DELETE', `/seeks/${id}`);
      if (r.status === 200 && r.body?.status === 'canceled') canceled.push(`seek ${id}`);
    }
    for (const id of [...challenges]) {
      const r = await api('DELETE', `/challenges/${id}`);
      if (r.status === 200 && r.body?.status === 'canceled') canceled.push(`challenge ${id}`);
    }
    // a seek or challenge paired meanwhile: its match is ours to resign or finish
    await resolvePending();
    seeks.clear();
    challenges.clear();
    if (seriesId && !seriesOver) {
      const r = await api('DELETE', `/series/${seriesId}`);
      if (r.status === 200) canceled.push(`series ${seriesId}`);
      const s = (await api('GET', `/series/${seriesId}`)).body;
      for (const m of s?.matches ?? []) if (m.status !== 'finished') claim(m.matchId, s.game);
    }
    if (canceled.length) print(`  ${why}: canceled ${canceled.join(', ')}`);
    if (finish || mine.size === 0) return;
    const resigned: string[] = [];
    for (const [matchId, game] of [...mine]) {
      const r = await api('POST', `/${game}/matches/${matchId}/resign`);
      if (r.status === 200) resigned.push(`${game} match ${matchId}`);
      mine.delete(matchId);
    }
    if (resigned.length) print(`  ${why}: resigned ${resigned.join(', ')}`);
  };
  let interrupted = false;
  const onStop = () => {
    interrupted = true;
    if (a['on-stop'] === 'finish') {
      print(`  interrupted: finishing the matches this run started (--on-stop finish), opening no more`);
      void cleanUp('interrupted', true).then(() => {
        if (mine.size === 0) hangUp();
      });
    } else hangUp();
  };
  if (stop?.aborted) onStop();
  else stop?.addEventListener('abort', onStop, { once: true });
  const idle = () => {
    // (re)armed at every event: --wait seconds of silence end the bot
    clearTimeout(watchdog);
    if (waitMs > 0) {
      const fire = () => {
        // waiting because the server asked (a 429) is not silence
        if (limited.at > Date.now() - 1000) return void (watchdog = setTimeout(fire, waitMs));
        giveUpReason = `gave up: ${waitingFor()} for ${waitMs / 1000} s`;
        reader.cancel().catch(() => undefined);
      };
      watchdog = setTimeout(fire, waitMs);
    }
    // a running series shows its progress bar instead
    if (waitingFor() !== said && !(seriesId && active.size)) print(`  ${(said = waitingFor())}`);
  };
  try {
    await topUp();
    if (a.series) {
      const r = await api('POST', `/${a.game}/series`, {
        opponents: a.series.split(','),
        deals: Number(a.deals),
        concurrency: Number(a.concurrency),
        duplicate: a.duplicate !== 'false',
        rated: a.rated === 'true' && argv.includes('--rated'),
        options: JSON.parse(a.options!),
        ...(stopWhen ? { stopWhen } : {}),
      });
      if (r.status !== 201)
        throw new Error(
          `the series was refused: ${r.status} ${r.body?.message} ${JSON.stringify(r.body?.details ?? {})}`,
        );
      seriesId = r.body.id as string;
      seriesTotal = r.body.progress.total;
      print(
        `series ${seriesId}: ${a.deals} deals of ${a.game} against ${a.series}, ${seriesTotal} matches, ${a.concurrency} at once` +
          (stopWhen
            ? `, stopping when ${a['stop-when'] === 'decided' ? 'decided' : `±${a['stop-when']}`}`
            : ''),
      );
    }
    idle();
    for (;;) {
      const { value, done: ended } = await reader.read();
      if (ended) {
        if (interrupted) break;
        throw new Error(giveUpReason ?? 'the account stream closed');
      }
      buffered += value;
      let nl: number;
      while ((nl = buffered.indexOf('\n')) >= 0) {
        const line = buffered.slice(0, nl).trim();
        buffered = buffered.slice(nl + 1);
        if (!line) continue; // keep-alive
        const e = JSON.parse(line);
        if (
          e.type === 'challenge' &&
          a['accept-challenges'] &&
          !stopping &&
          e.challenge.status === 'open' &&
          e.challenge.to.includes(name) &&
          !e.challenge.accepted.includes(name)
        ) {
          if (!a.game || e.challenge.game === a.game) {
            const r = await api('POST', `/challenges/${e.challenge.id}/accept`);
            if (r.body?.matchId) claim(r.body.matchId, e.challenge.game);
            else if (r.status === 200) challenges.add(e.challenge.id);
          } else void api('POST', `/challenges/${e.challenge.id}/decline`);
        } else if (e.type === 'seriesFinish' && e.seriesId === seriesId) {
          seriesOver = true;
          const s = (await api('GET', `/series/${seriesId}`)).body as SeriesResult;
          summary.series = s;
          print(`series ${seriesId} ${s.status}: ${s.progress.finished} matches`);
          for (const line of seriesReport(s)) print(line);
          hangUp();
          return summary;
        } else if (e.type === 'matchStart') {
          active.add(e.matchId);
          if (!mine.has(e.matchId) && (challenges.size || seeks.size)) await resolvePending();
          const counted = !starts || mine.has(e.matchId) || !!seriesId;
          if (!seriesId)
            print(
              `${e.game} match ${e.matchId}: playing seat ${e.seat}${counted ? '' : ' (not started by this run: not counted)'}`,
            );
        } else if (e.type === 'yourTurn') {
          active.add(e.matchId);
          const q = (queues.get(e.matchId) ?? Promise.resolve())
            .then(() => turn(e.game, e.matchId, e.version, e.view))
            .catch((err) => print(`  ${e.matchId}: ${err.message}`));
          queues.set(e.matchId, q);
        } else if (e.type === 'matchFinish') {
          active.delete(e.matchId);
          queues.delete(e.matchId);
          done.delete(e.matchId);
          const outcome = outcomeOf(e.result, e.seat, e.game);
          if (seriesId) {
            // a series: a progress bar instead of a line per match (and no rating read per match)
            summary.finished.push({ matchId: e.matchId, game: e.game, outcome, rating: null });
            const bar = progressBar(summary.finished.length, seriesTotal);
            // a line when the bar grows (and the last one), not one per match
            if (bar.slice(0, 32) !== lastBar.slice(0, 32) || summary.finished.length === seriesTotal) {
              // with the band the server gives (anytime-valid: safe to read at every line)
              const band = bandLine((await api('GET', `/series/${seriesId}`)).body as SeriesResult);
              print(`  ${bar}${band ? ` · ${band}` : ''}`);
            }
            lastBar = bar;
            mine.delete(e.matchId);
            if (interrupted && mine.size === 0) return (hangUp(), summary);
            idle();
            continue;
          }
          if (!mine.has(e.matchId) && (challenges.size || seeks.size)) await resolvePending();
          const counted = !starts || mine.has(e.matchId);
          const rating = (await api('GET', '/me')).body?.ratings?.[e.game]?.rating ?? null;
          const finished = { matchId: e.matchId, game: e.game, outcome, rating };
          (counted ? summary.finished : summary.others).push(finished);
          if (mine.delete(e.matchId)) ownFinished++;
          print(
            `${e.game} match ${e.matchId} finished (${e.result?.reason}): ${outcome}; scores ${e.result?.scores?.join(' / ')}; rating ${rating === null ? 'none (unrated)' : rating.toFixed(2)}${counted ? '' : ' (not started by this run: not counted)'}`,
          );
          if (summary.finished.length >= limit || (interrupted && mine.size === 0)) {
            hangUp();
            await cleanUp('done', false);
            return summary;
          }
          await topUp();
        }
        idle();
      }
    }
    // interrupted: what this run started is canceled and resigned (or was played out)
    await cleanUp('interrupted', false);
    return summary;
  } catch (e) {
    hangUp();
    // a bot that gives up or fails leaves nothing of its own behind either
    await cleanUp('stopping', false).catch(() => undefined);
    throw e;
  }
}

/** Key mode: a key on the command line or in a file, or CARDROOM_KEY with something an account does (seek, challenge, accept). */
export function isKeyMode(argv: string[], env: NodeJS.ProcessEnv): boolean {
  if (argv.includes('--key') || argv.includes('--key-file')) return true;
  return (
    !!env.CARDROOM_KEY &&
    ['--seek', '--challenge', '--accept-challenges', '--series'].some((o) => argv.includes(o))
  );
}

if (require.main === module) {
  const argv = process.argv.slice(2);
  // Ctrl-C (or SIGTERM) stops a key-mode bot cleanly: what it started is canceled and resigned (or,
  // with --on-stop finish, played out); a second one exits at once
  const interrupt = new AbortController();
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => (interrupt.signal.aborted ? process.exit(130) : interrupt.abort()));
  const run = isKeyMode(argv, process.env)
    ? runAccountBot(argv, console.log, process.env, interrupt.signal)
    : runBot(argv);
  run.then(
    () => process.exit(0),
    (e: Error) => (console.error(e.message), process.exit(1)),
  );
}
