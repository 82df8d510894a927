/**
 * Configuration from the environment, validated once at start-up with a clear message.
 */
import { availableParallelism } from 'node:os';

export interface AppConfig {
  port: number;
  /** PostgreSQL URL; when absent the embedded PGlite database in `dataDir` is used. */
  databaseUrl: string | null;
  /** PGlite data folder, or "memory://" for a throw-away in-memory database. */
  dataDir: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Allowed CORS origins ("*" for any, empty for none). */
  corsOrigins: string[] | '*';
  /** Requests per minute per client and route outside the play and create budgets; 0 disables every limit. */
  rateLimitPerMinute: number;
  /** Moves and reads of one's own matches per minute per client, across their routes (0: no limit). */
  rateLimitPlayPerMinute: number;
  /** Accounts, matches, challenges, seeks, series, tournaments and gauntlets created per minute per client (0: no limit). */
  rateLimitCreatePerMinute: number;
  /** Maximum JSON body size, bytes. */
  bodyLimitBytes: number;
  /** How long an Idempotency-Key answer is kept, seconds. */
  idempotencyTtlSeconds: number;
  /** Worker processes sharing the port (PostgreSQL only: instances are stateless). */
  workers: number;
  /** Active matches each instance keeps in memory to skip a read per move (0: none). */
  matchCacheSize: number;
  /** An open match nobody joined for this long finishes as `abandoned`, seconds. */
  openMatchTtlSeconds: number;
  /** Common moves written together in one statement at most (group commit; 1: each move its own statement). */
  moveBatchMax: number;
  /** Move statements on their way to the database at once; moves that arrive meanwhile wait and leave together. */
  moveWritesInFlight: number;
  /** Worker threads of this instance's bot pool (src/bots): by default the cores the event loops leave. */
  botThreads: number;
  /** Hard limit on one built-in bot decision, ms: past it the bot's move is a random legal one. */
  botThinkTimeoutMs: number;
  /** The interactive bot threads' nice increment over the event loop (0: the same priority). */
  botNice: number;
  /** The nice increment of the bot threads of matches of bots only (nobody waits for them). */
  botBackgroundNice: number;
  /**
   * NATS URL(s) of the bot queue (`nats://host:4222`, comma-separated for a cluster): decisions go to the
   * bot workers (`npm run bot-worker`) there; null: this instance's own threads think.
   */
  botWorkersUrl: string | null;
  /**
   * NATS URL(s) the instances' events travel on (`nats://host:4222`, comma-separated for a cluster;
   * src/events/nats-transport.ts); null: PostgreSQL LISTEN/NOTIFY, or in-process on the embedded database.
   */
  eventsUrl: string | null;
  /** How long a decision of a match with a person waits for a worker to take it before the instance thinks itself, ms. */
  botWorkerWaitMs: number;
  /** The same for a decision of a match of bots only, ms. */
  botWorkerBackgroundWaitMs: number;
  /** Matches of bots only one account has played at once in the background (more wait their turn). */
  botsOnlyMatchesPerAccount: number;
  /** A seek's default `fillAfterSeconds`: how long it waits for accounts before built-in bots fill it. */
  seekFillAfterSeconds: number;
  /** API keys each instance keeps checked in memory (0: every key read from the database). */
  apiKeyCacheSize: number;
  /** Age at which a cached API key is read from the database again, seconds (a replaced key stops at once regardless). */
  apiKeyCacheTtlSeconds: number;
  /** Open and active matches an account may hold a seat in before creating more is refused (0: no cap). */
  maxActiveMatchesPerAccount: number;
  /** Running series an account may have created before creating more is refused (0: no cap). */
  maxRunningSeriesPerAccount: number;
  /** Series invitations an account may have waiting for answers (pending series it created; 0: no cap). */
  maxSeriesInvitesPerAccount: number;
  /** How long a series invitation waits for its answers before the series ends as `expired`, seconds. */
  seriesInviteTtlSeconds: number;
  /** Open and running tournaments an account may have created before creating more is refused (0: no cap). */
  maxRunningTournamentsPerAccount: number;
  /** Event streams an account may hold open with its API key on one instance (the next one is 429). */
  maxStreamsPerAccount: number;
  /** The bearer token GET /metrics asks for (null: open to anyone who reaches it). */
  metricsToken: string | null;
  /** Wrong METRICS_TOKENs an address may send a minute before GET /metrics answers it 429 (0: no limit). */
  metricsTokenFailuresPerMinute: number;
  /** On SIGTERM, the most an instance takes to finish what it has taken and exit, seconds. */
  shutdownGraceSeconds: number;
  /**
   * Whose X-Forwarded-For to believe for the client address (rate limits, logs): false (nobody), a hop
   * count (the proxies in front), or the proxies' addresses and CIDR ranges, comma-separated.
   */
  trustProxy: false | number | string;
}

export class ConfigError extends Error {}

/**
 * The play budget's default: above what one bot account playing 50 matches at once from its stream
 * needs at full speed (`npm run bench:account-bot`, BENCHMARKS.md "Rate limits").
 */
const PLAY_PER_MINUTE = 120_000;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

function int(
  env: NodeJS.ProcessEnv,
  key: string,
  def: number,
  min: number,
  max: number,
  problems: string[],
): number {
  const raw = env[key];
  if (raw === undefined || raw === '') return def;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) {
    problems.push(`${key} must be an integer from ${min} to ${max} (got "${raw}")`);
    return def;
  }
  return n;
}

/** `nats://a:4222,nats://b:4222` → the NATS client's server list. */
export function natsServers(url: string): string[] {
  return url
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Whether `url` is a NATS URL (or a comma-separated list of them). */
export function isNatsUrl(url: string): boolean {
  const servers = natsServers(url);
  return servers.length > 0 && servers.every((s) => /^(nats|tls):\/\/[^\s/]+(:\d+)?\/?$/.test(s));
}

/** A NATS URL setting (one `nats://host:port`, or several comma-separated), or null when unset. */
function natsUrl(env: NodeJS.ProcessEnv, key: string, problems: string[]): string | null {
  const raw = env[key]?.trim();
  if (!raw) return null;
  if (!isNatsUrl(raw)) {
    problems.push(`${key} must be a nats:// URL, or several separated by commas (got "${raw}")`);
    return null;
  }
  return raw;
}

function trustProxy(raw: string | undefined, problems: string[]): AppConfig['trustProxy'] {
  const v = raw?.trim() ?? '';
  if (v === '' || v === 'false') return false;
  if (/^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= 10) return Number(v);
  if (/^[\da-fA-F.:/]+(,\s*[\da-fA-F.:/]+)*$/.test(v)) return v;
  problems.push(
    `TRUST_PROXY must be a hop count from 1 to 10 or the proxies' addresses, comma-separated (got "${raw}")`,
  );
  return false;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const problems: string[] = [];
  const databaseUrl = env.DATABASE_URL?.trim() || null;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.push('DATABASE_URL must be a postgresql:// URL (unset it to use the embedded database)');
  }
  const logLevel = (env.LOG_LEVEL?.trim() || 'info') as AppConfig['logLevel'];
  if (!LOG_LEVELS.includes(logLevel))
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${env.LOG_LEVEL}")`);
  const cors = env.CORS_ORIGINS?.trim() ?? '*';
  const config: AppConfig = {
    port: int(env, 'PORT', 3000, 0, 65535, problems),
    databaseUrl,
    dataDir: env.DATA_DIR?.trim() || './data',
    logLevel,
    corsOrigins:
      cors === '*'
        ? '*'
        : cors
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean),
    rateLimitPerMinute: int(env, 'RATE_LIMIT_PER_MINUTE', 600, 0, 1_000_000, problems),
    rateLimitPlayPerMinute: int(env, 'RATE_LIMIT_PLAY_PER_MINUTE', PLAY_PER_MINUTE, 0, 10_000_000, problems),
    rateLimitCreatePerMinute: int(env, 'RATE_LIMIT_CREATE_PER_MINUTE', 60, 0, 1_000_000, problems),
    bodyLimitBytes: int(env, 'BODY_LIMIT_BYTES', 65_536, 1024, 10_485_760, problems),
    idempotencyTtlSeconds: int(env, 'IDEMPOTENCY_TTL_SECONDS', 86_400, 1, 30 * 86_400, problems),
    workers: int(env, 'WORKERS', 1, 1, 64, problems),
    matchCacheSize: int(env, 'MATCH_CACHE_SIZE', 2_000, 0, 1_000_000, problems),
    openMatchTtlSeconds: int(env, 'OPEN_MATCH_TTL_SECONDS', 3_600, 1, 365 * 86_400, problems),
    moveBatchMax: int(env, 'MOVE_BATCH_MAX', 64, 1, 1_000, problems),
    moveWritesInFlight: int(env, 'MOVE_WRITES_IN_FLIGHT', 1, 1, 20, problems),
    botThreads: 0,
    botThinkTimeoutMs: int(env, 'BOT_THINK_TIMEOUT_MS', 10_000, 100, 600_000, problems),
    botNice: int(env, 'BOT_NICE', 0, 0, 19, problems),
    botBackgroundNice: int(env, 'BOT_BACKGROUND_NICE', 10, 0, 19, problems),
    botWorkersUrl: natsUrl(env, 'BOT_WORKERS_URL', problems),
    eventsUrl: natsUrl(env, 'EVENTS_URL', problems),
    botWorkerWaitMs: int(env, 'BOT_WORKER_WAIT_MS', 1_000, 10, 600_000, problems),
    botWorkerBackgroundWaitMs: int(env, 'BOT_WORKER_BACKGROUND_WAIT_MS', 30_000, 10, 3_600_000, problems),
    botsOnlyMatchesPerAccount: int(env, 'BOTS_ONLY_MATCHES_PER_ACCOUNT', 4, 1, 1_000, problems),
    seekFillAfterSeconds: int(env, 'SEEK_FILL_AFTER_SECONDS', 30, 0, 3_600, problems),
    apiKeyCacheSize: int(env, 'API_KEY_CACHE_SIZE', 10_000, 0, 1_000_000, problems),
    maxStreamsPerAccount: int(env, 'MAX_STREAMS_PER_ACCOUNT', 20, 1, 100_000, problems),
    apiKeyCacheTtlSeconds: int(env, 'API_KEY_CACHE_TTL_SECONDS', 300, 1, 86_400, problems),
    maxActiveMatchesPerAccount: int(env, 'MAX_ACTIVE_MATCHES_PER_ACCOUNT', 200, 0, 1_000_000, problems),
    maxRunningSeriesPerAccount: int(env, 'MAX_RUNNING_SERIES_PER_ACCOUNT', 10, 0, 100_000, problems),
    maxSeriesInvitesPerAccount: int(env, 'MAX_SERIES_INVITES_PER_ACCOUNT', 20, 0, 100_000, problems),
    seriesInviteTtlSeconds: int(env, 'SERIES_INVITE_TTL_SECONDS', 86_400, 1, 365 * 86_400, problems),
    maxRunningTournamentsPerAccount: int(
      env,
      'MAX_RUNNING_TOURNAMENTS_PER_ACCOUNT',
      10,
      0,
      100_000,
      problems,
    ),
    metricsToken: env.METRICS_TOKEN?.trim() || null,
    metricsTokenFailuresPerMinute: int(env, 'METRICS_TOKEN_FAILURES_PER_MINUTE', 5, 0, 10_000, problems),
    shutdownGraceSeconds: int(env, 'SHUTDOWN_GRACE_SECONDS', 10, 1, 3600, problems),
    trustProxy: trustProxy(env.TRUST_PROXY, problems),
  };
  // every core but the instances' event loops, shared among the instances, at least one thread each
  const cores = availableParallelism();
  const threads = Math.max(1, Math.floor((cores - config.workers) / config.workers));
  config.botThreads = int(env, 'BOT_THREADS', threads, 1, 256, problems);
  if (config.workers > 1 && !databaseUrl)
    problems.push('WORKERS > 1 needs DATABASE_URL (the embedded database lives in one process)');
  if (problems.length) throw new ConfigError(`invalid configuration: ${problems.join('; ')}`);
  return config;
}
