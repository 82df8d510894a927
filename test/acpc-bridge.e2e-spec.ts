/**
 * The ACPC bridge over TCP and HTTP (docs/acpc.md; shared/API.md part 4): an ACPC player of the
 * tests' own (test/util/acpc-player.ts, written from the protocol) plays a no-limit and a limit match
 * of 200 hands against basic-bot through `runBridge`, on PGlite, or on PostgreSQL with DATABASE_URL.
 * Shown:
 * - every line the player received parses and agrees with the rules as it comes (the player's own
 *   checks), and with the match: the hand, its position (heads-up the big blind is position 0, so it
 *   changes every hand), the betting so far with whole-hand totals, its own cards, the board, and the
 *   other's cards only in the last line of a showdown — against the match's ACPC log, whose every
 *   line replays through the ACPC rules and whose actions are the record's moves;
 * - each of its answers is in the record as the action it means; bad answers are read as the dealer
 *   reads them: a malformed action, a fold with nothing to call and (limit) a raise past the cap are
 *   calls, a raise below the minimum is raised to it and one above the stack cut to it, an answer to
 *   another state is ignored, silence is left to the turn clock (check, else fold) and the late
 *   answer ignored, each with a warning;
 * - the bridge's log equals `GET /texas-holdem/matches/{id}/acpc`, line for line;
 * - a match the bridge first hears of by its `yourTurn` in the stream's first picture is played.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BridgeSummary, runBridge } from '../bridge/cli';
import { GAMES } from '../src/games/registry';
import { Http } from './util/account-http';
import { AcpcPlayer, type Choice, type Spot } from './util/acpc-player';
import {
  type Game,
  HandState,
  LIMIT_2P,
  NOLIMIT_2P,
  parseStateLine,
  replayStateLine,
} from './util/acpc-rules';
import { createTestApp, type TestApp } from './util/app';

const HANDS = 200;

/** A small deterministic generator for the player's choices. */
function lcg(seed: number) {
  let x = seed >>> 0;
  return () => (x = (Math.imul(x, 1664525) + 1013904223) >>> 0) / 2 ** 32;
}

/** One bad answer of each kind at the first spot that allows it, the rest ordinary play. */
function strategy(game: Game, seed: number) {
  const rnd = lcg(seed);
  const due = new Set([
    'malformed',
    'free-fold',
    'unrequested',
    ...(game.betting === 'nolimit' ? ['low', 'high'] : ['cap', 'silent']),
  ]);
  const once = (kind: string, ok: boolean) => ok && due.has(kind) && due.delete(kind);
  return (s: Spot): Choice => {
    if (s.asked < 4) return { action: 'c' };
    const range = s.state.raiseRange();
    const canFold = s.state.isValid({ code: 'f' });
    if (once('malformed', true)) return { action: 'x7' };
    if (once('free-fold', !canFold)) return { action: 'f' };
    if (once('unrequested', true))
      return {
        unrequested:
          s.line.replace(/^MATCHSTATE:(\d+):(\d+):/, (_, p, h) => `MATCHSTATE:${p}:${Number(h) + 1}:`) + ':c',
      };
    if (once('low', !!range && range.min > 1)) return { action: 'r1' };
    if (once('high', !!range)) return { action: 'r999999' };
    if (once('cap', !range && s.state.rounds[s.state.round].length > 0)) return { action: 'r' };
    if (once('silent', s.asked > 20)) return { silent: true, lateAfter: true };
    const x = rnd();
    if (game.betting === 'limit')
      return x < 0.6 ? { action: 'r' } : x < 0.95 || !canFold ? { action: 'c' } : { action: 'f' };
    if (range && x < 0.25) {
      const to = Math.min(range.max, range.min + Math.floor(rnd() * 3) * 100);
      return { action: `r${to}` };
    }
    return x < 0.9 || !canFold ? { action: 'c' } : { action: 'f' };
  };
}

describe('the ACPC bridge: an ACPC player against basic-bot', () => {
  let t: TestApp;
  let http: Http;
  let url = '';
  const dirs: string[] = [];
  beforeAll(async () => {
    t = await createTestApp(GAMES);
    await t.app.listen(0, '127.0.0.1');
    url = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
    http = new Http(url);
  }, 120_000);
  afterAll(async () => {
    await t.close();
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  async function play(preset: string, game: Game, seed: number) {
    const bot = await http.account('bot');
    const dir = mkdtempSync(join(tmpdir(), 'acpc-'));
    dirs.push(dir);
    const player = new AcpcPlayer(game, strategy(game, seed));
    const printed: string[] = [];
    const summary: BridgeSummary = await runBridge(
      [
        '--url',
        url,
        '--preset',
        preset,
        '--opponent',
        'basic-bot',
        '--hands',
        String(HANDS),
        '--turn-seconds',
        '5',
        '--log-dir',
        dir,
      ],
      {
        print: (l) => printed.push(l),
        warn: (l) => printed.push(l),
        progress: () => undefined,
        onListening: (port) => void player.connect(port),
      },
      { CARDROOM_KEY: bot.key },
    );
    await player.closed;
    return { bot, player, summary, printed };
  }

  /** Checks the player's lines and answers against the match: its ACPC log, and the record's moves. */
  async function checkAgainstMatch(game: Game, run: Awaited<ReturnType<typeof play>>) {
    const { player, summary, bot } = run;
    expect(player.problems).toEqual([]);
    expect(summary.matches).toHaveLength(1);
    const m = summary.matches[0];
    const served = await http.call('GET', `/texas-holdem/matches/${m.matchId}/acpc`);
    expect(served.status).toBe(200);
    // the bridge's log, line for line the server's, and the file it wrote
    expect(m.log.split('\n')).toEqual(served.text.split('\n'));
    expect(readFileSync(m.logFile, 'utf8')).toBe(served.text);
    const states = served.text.split('\n').filter((l) => l.startsWith('STATE:'));
    expect(states).toHaveLength(HANDS);
    const hands = states.map((l) => ({ ...replayStateLine(game, l), line: l }));
    expect(summary.hands).toBe(HANDS);

    // the log's actions are the record's moves, seat by seat
    const record = (await http.call('GET', `/texas-holdem/matches/${m.matchId}/record`)).body;
    const code = (type: string) =>
      type === 'fold' ? 'f' : type === 'check' || type === 'call' ? 'c' : type === 'all-in' ? '?' : 'r';
    for (const seat of [0, 1]) {
      const name = record.seats[seat].name;
      const fromLog = hands.flatMap(({ parsed }) => {
        const p = parsed.names!.indexOf(name);
        const replay = new HandState(game);
        const mine: string[] = [];
        for (const round of parsed.rounds)
          for (const a of round) {
            if (replay.current() === p) mine.push(a.code);
            replay.apply(a);
          }
        return mine;
      });
      const fromRecord = record.moves.filter((x: any) => x.seat === seat).map((x: any) => code(x.move.type));
      expect(fromLog.length).toBe(fromRecord.length);
      fromRecord.forEach((c: string, i: number) => c !== '?' && expect([i, fromLog[i]]).toEqual([i, c]));
    }

    // every line received: the match's hand, the position, the betting so far, the cards it may see
    const me = bot.name;
    const perHand = new Map<number, string[]>();
    for (const l of player.lines) {
      const h = Number(l.split(':')[2]);
      perHand.set(h, [...(perHand.get(h) ?? []), l]);
    }
    expect([...perHand.keys()]).toEqual(hands.map((_, h) => h));
    for (const [h, lines] of perHand) {
      const { parsed, hand } = hands[h];
      const position = parsed.names!.indexOf(me);
      const actions = parsed.rounds.flat();
      expect(lines).toHaveLength(actions.length + 1);
      lines.forEach((line, k) => {
        const p = player.parsed[player.lines.indexOf(line)];
        expect([h, k, p.position]).toEqual([h, k, position]);
        expect(p.rounds.flat()).toEqual(actions.slice(0, k));
        expect(p.holes[position]).toEqual(parsed.holes[position]);
        p.board.forEach((cards, r) => expect(cards).toEqual(parsed.board[r]));
        const last = k === actions.length;
        const showdown = last && hand.folded.filter((f) => !f).length > 1;
        p.holes.forEach(
          (cards, q) => q !== position && expect(cards).toEqual(showdown ? parsed.holes[q] : []),
        );
      });
      // positions rotate as the dealer rotates them: heads-up, every hand
      if (h > 0) expect(position).toBe(1 - hands[h - 1].parsed.names!.indexOf(me));
    }

    // each answer is in the log as the action it means; silence as the turn clock's move
    for (const a of player.answers) {
      const { parsed } = hands[a.hand];
      const k = player.parsed[player.lines.indexOf(a.line)].rounds.flat().length;
      const acted = parsed.rounds.flat()[k];
      const written = acted.code === 'r' && game.betting === 'nolimit' ? `r${acted.size}` : acted.code;
      if (a.means !== null) expect([a.line, written]).toEqual([a.line, a.means]);
      else {
        const state = new HandState(game);
        for (const x of parsed.rounds.flat().slice(0, k)) state.apply(x);
        expect([a.line, written]).toEqual([a.line, state.isValid({ code: 'f' }) ? 'f' : 'c']);
      }
    }
    return { hands, states };
  }

  it(`no-limit: ${HANDS} hands against basic-bot, every line and answer checked, the bridge's log the server's`, async () => {
    const run = await play('acpc-nolimit-2p', NOLIMIT_2P, 7);
    await checkAgainstMatch(NOLIMIT_2P, run);
    const sent = (kind: string) => run.player.answers.filter((a) => a.sent === kind);
    expect(sent('x7')[0].means).toBe('c');
    expect(sent('f').some((a) => a.means === 'c')).toBe(true);
    expect(sent('r1')[0].means).toMatch(/^r\d+$/);
    expect(sent('r999999')[0].means).toBe('r20000');
    const w = run.summary.warnings.join('\n');
    for (const expected of [
      /bad action format/,
      /a fold with nothing to call, changed to call/,
      /raise of 1 increased to \d+/,
      /raise of 999999 decreased to 20000/,
      /ignoring un-requested response/,
    ])
      expect(w).toMatch(expected);
    expect(run.printed.join('\n')).toMatch(
      new RegExp(`played ${HANDS} hands in 1 match: [+-]\\d+\\.\\d mbb/hand, 95 % interval \\[`),
    );
    expect(Number.isFinite(run.summary.mbbPerHand)).toBe(true);
  }, 300_000);

  it(`limit: ${HANDS} hands against basic-bot, with a raise past the cap and a silent turn`, async () => {
    const run = await play('acpc-limit-2p', LIMIT_2P, 11);
    const { hands } = await checkAgainstMatch(LIMIT_2P, run);
    const capped = run.player.answers.filter((a) => a.sent === 'r' && a.means === 'c');
    expect(capped.length).toBeGreaterThan(0);
    const silent = run.player.answers.filter((a) => a.sent === null);
    expect(silent).toHaveLength(1);
    const w = run.summary.warnings.join('\n');
    expect(w).toMatch(/no raise may be made now, changed to call/);
    // the late answer to the silent turn came after the clock had played: ignored
    expect(w).toMatch(
      new RegExp(`ignoring un-requested response: "${silent[0].line.replace(/[|/]/g, '\\$&')}:c"`),
    );
    // a limit hand never needed more than the 240 chips of the caps
    for (const { hand } of hands) expect(Math.max(...hand.spent)).toBeLessThanOrEqual(240);
    void parseStateLine;
  }, 300_000);
  it("a match first heard of by its yourTurn in the stream's picture (no matchStart) is played", async () => {
    // The account stream's first picture has a yourTurn for every match waiting for the account and no
    // matchStart (docs/api.md). Here the stream reaches the server only once the bridge's challenge has
    // made its match, so the match is in the picture: the bridge must play it from its yourTurn.
    const bot = await http.account('bot');
    const dir = mkdtempSync(join(tmpdir(), 'acpc-'));
    dirs.push(dir);
    const player = new AcpcPlayer(NOLIMIT_2P, () => ({ action: 'c' }));
    const real = globalThis.fetch;
    let challenged!: () => void;
    const matchMade = new Promise<void>((resolve) => (challenged = resolve));
    globalThis.fetch = (async (input: string | URL | Request, init?: RequestInit) => {
      const target = input instanceof Request ? input.url : String(input);
      const method = input instanceof Request ? input.method : (init?.method ?? 'GET');
      if (target.endsWith('/me/events')) {
        const body = new ReadableStream<Uint8Array>({
          async start(out) {
            await matchMade;
            const reader = (await real(input, init)).body!.getReader();
            for (;;) {
              const { value, done } = await reader.read();
              if (done) return out.close();
              out.enqueue(value);
            }
          },
        });
        return new Response(body, { status: 200, headers: { 'content-type': 'application/x-ndjson' } });
      }
      const res = await real(input, init);
      if (method === 'POST' && target.endsWith('/challenges')) challenged();
      return res;
    }) as typeof fetch;
    try {
      const summary = await runBridge(
        [
          ...['--url', url, '--preset', 'acpc-nolimit-2p', '--opponent', 'basic-bot'],
          ...['--hands', '3', '--turn-seconds', '5', '--log-dir', dir],
        ],
        {
          print: () => undefined,
          warn: () => undefined,
          progress: () => undefined,
          onListening: (port) => void player.connect(port),
        },
        { CARDROOM_KEY: bot.key },
      );
      await player.closed;
      expect(summary.matches).toHaveLength(1);
      expect(summary.hands).toBe(3);
      expect(player.problems).toEqual([]);
      expect(player.answers.length).toBeGreaterThan(0);
    } finally {
      globalThis.fetch = real;
    }
  }, 60_000);
});
