/**
 * The service's Prometheus metrics (prom-client), declared once for the process. Features record into
 * them with one call where the thing happens (`openStream`, `observeBotThink`, `recordMoveBatch`, …);
 * what can be read when Prometheus asks (matches per status, the database pool, statements in flight)
 * is read then, by MetricsService, and costs the request path nothing. `GET /metrics` serves
 * `registry` (src/metrics/metrics.controller.ts); docs/operations.md lists the families.
 */
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

export const registry = new Registry();
collectDefaultMetrics({ register: registry });

const SECONDS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

export const movesTotal = new Counter({
  name: 'cardroom_moves_total',
  help: 'Moves posted and accepted (answered 201), by game',
  labelNames: ['game'],
  registers: [registry],
});

export const moveSeconds = new Histogram({
  name: 'cardroom_move_duration_seconds',
  help: 'Time to answer an accepted move (POST …/moves answered 201), by game',
  labelNames: ['game'],
  buckets: SECONDS,
  registers: [registry],
});

export const httpRequests = new Counter({
  name: 'cardroom_http_requests_total',
  help: 'Requests answered, by method, route (the route pattern, "unmatched" for none) and status',
  labelNames: ['method', 'route', 'status'],
  registers: [registry],
});

export const rateLimited = new Counter({
  name: 'cardroom_rate_limited_total',
  help: 'Requests refused by the rate limit (answered 429), by route',
  labelNames: ['route'],
  registers: [registry],
});

export const matchesGauge = new Gauge({
  name: 'cardroom_matches',
  help: 'Matches waiting for players (open) and being played (active), by game; read from the database',
  labelNames: ['game', 'status'],
  registers: [registry],
});

export const openStreams = new Gauge({
  name: 'cardroom_open_streams',
  help: "Event streams open on this instance, by kind (match: a match's SSE; account: /me/events)",
  labelNames: ['kind'],
  registers: [registry],
});

export const moveBatchSize = new Histogram({
  name: 'cardroom_move_batch_size',
  help: 'Moves written by one group-commit statement',
  buckets: [1, 2, 4, 8, 16, 32, 64, 128, 256],
  registers: [registry],
});

export const moveStatementsInFlight = new Gauge({
  name: 'cardroom_move_statements_in_flight',
  help: 'Group-commit move statements on their way to the database now (at most MOVE_WRITES_IN_FLIGHT)',
  registers: [registry],
});

export const dbPool = new Gauge({
  name: 'cardroom_db_pool_connections',
  help: 'The PostgreSQL connection pool: total and idle connections, and queries waiting for one (absent on PGlite)',
  labelNames: ['state'],
  registers: [registry],
});

export const botThinkSeconds = new Histogram({
  name: 'cardroom_bot_think_seconds',
  help: 'Time a built-in bot took to choose a move, by game and level (bot name)',
  labelNames: ['game', 'level'],
  buckets: [0.0001, 0.0005, 0.001, 0.005, 0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [registry],
});

/** Where `cardroom_bot_queue_depth` is read from at scrape time (the bot queue, when there is one). */
let botQueueDepthSource: (() => Promise<Record<string, number>>) | null = null;

/** The bot queue tells the metrics how to read its depth (null: no queue, the family stays empty). */
export function readBotQueueDepthFrom(source: (() => Promise<Record<string, number>>) | null): void {
  botQueueDepthSource = source;
}

export const botQueueDepth = new Gauge({
  name: 'cardroom_bot_queue_depth',
  help: 'Bot decisions waiting in the bot queue for a worker, by lane (all instances together; read from NATS at scrape time)',
  labelNames: ['lane'],
  registers: [registry],
  async collect() {
    this.reset();
    if (!botQueueDepthSource) return;
    try {
      for (const [lane, n] of Object.entries(await botQueueDepthSource())) this.set({ lane }, n);
    } catch {
      // NATS is away: the family is left empty this time
    }
  },
});

export const botQueueWaitSeconds = new Histogram({
  name: 'cardroom_bot_queue_wait_seconds',
  help: "Time from publishing a bot decision to a worker taking it, by lane (this instance's decisions)",
  labelNames: ['lane'],
  buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  registers: [registry],
});

export const botWorkerDecisions = new Counter({
  name: 'cardroom_bot_worker_decisions_total',
  help: "This instance's bot decisions answered by each bot worker",
  labelNames: ['worker'],
  registers: [registry],
});

export const botQueueFallbacks = new Counter({
  name: 'cardroom_bot_queue_fallbacks_total',
  help: 'Bot decisions this instance made itself after the bot queue failed them, by reason (untaken, timeout, no-worker, unavailable, closing)',
  labelNames: ['reason'],
  registers: [registry],
});

export const botWorkersGauge = new Gauge({
  name: 'cardroom_bot_workers',
  help: 'Bot workers this instance hears from (a heartbeat within the last 3.5 s)',
  registers: [registry],
});

export const tournamentPairingSeconds = new Histogram({
  name: 'cardroom_tournament_pairing_seconds',
  help: "Time to pair a tournament's round (the pure pairing, before its matches are opened), by format",
  labelNames: ['format'],
  buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1],
  registers: [registry],
});

export const turnTimeouts = new Counter({
  name: 'cardroom_turn_timeouts_total',
  help: 'Timeout moves played by the turn clock because a seat ran out of time, by game',
  labelNames: ['game'],
  registers: [registry],
});

/** A built-in bot of `level` (its name: random, basic, …) thought `seconds` to choose a move of `game`. */
export function observeBotThink(game: string, level: string, seconds: number): void {
  botThinkSeconds.observe({ game, level }, seconds);
}

/** One group-commit statement leaves with `size` moves. */
export function recordMoveBatch(size: number): void {
  moveBatchSize.observe(size);
}

/** An event stream of `kind` opens; call the function returned once when it closes. */
export function openStream(kind: 'match' | 'account' | (string & {})): () => void {
  openStreams.inc({ kind });
  let open = true;
  return () => {
    if (open) openStreams.dec({ kind });
    open = false;
  };
}

interface RouteLabels {
  route: string;
  /** The game when the route is a game's move route. */
  moveOf: string | null;
}
const routes = new Map<string, RouteLabels>();
const MOVE_ROUTE = /^\/([\w-]+)\/matches\/:id\/moves$/;

function routeLabels(url: string | undefined, method: string): RouteLabels {
  const key = `${method} ${url ?? ''}`;
  let r = routes.get(key);
  if (!r) {
    const game = method === 'POST' && url ? (MOVE_ROUTE.exec(url)?.[1] ?? null) : null;
    r = { route: url ?? 'unmatched', moveOf: game };
    routes.set(key, r);
  }
  return r;
}

/**
 * Counts every answered request by route and status from Fastify's own onResponse hook (the route is
 * the pattern, so the labels stay few), and times accepted moves with Fastify's own clock.
 */
export function instrumentHttp(fastify: FastifyInstance): void {
  fastify.addHook('onResponse', (req, reply, done) => {
    const status = reply.statusCode;
    const r = routeLabels(req.routeOptions.url, req.method);
    httpRequests.inc({ method: req.method, route: r.route, status });
    if (status === 201 && r.moveOf) {
      movesTotal.inc({ game: r.moveOf });
      moveSeconds.observe({ game: r.moveOf }, reply.elapsedTime / 1000);
    } else if (status === 429) {
      rateLimited.inc({ route: r.route });
    }
    done();
  });
}
