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
  /** Requests per minute per client and route group. 0 disables the limit. */
  rateLimitPerMinute: number;
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
  /** A seek's default `fillAfterSeconds`: how long it waits for accounts before built-in bots fill it. */
  seekFillAfterSeconds: number;
  /** API keys each instance keeps checked in memory (0: every key read from the database). */
  apiKeyCacheSize: number;
  /** Age at which a cached API key is read from the database again, seconds (a replaced key stops at once regardless). */
  apiKeyCacheTtlSeconds: number;
  /** The bearer token GET /metrics asks for (null: open to anyone who reaches it). */
  metricsToken: string | null;
  /** On SIGTERM, the most an instance takes to finish what it has taken and exit, seconds. */
  shutdownGraceSeconds: number;
  /**
   * Whose X-Forwarded-For to believe for the client address (rate limits, logs): false (nobody), a hop
   * count (the proxies in front), or the proxies' addresses and CIDR ranges, comma-separated.
   */
  trustProxy: false | number | string;
}

export class ConfigError extends Error {}

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
    seekFillAfterSeconds: int(env, 'SEEK_FILL_AFTER_SECONDS', 30, 0, 3_600, problems),
    apiKeyCacheSize: int(env, 'API_KEY_CACHE_SIZE', 10_000, 0, 1_000_000, problems),
    apiKeyCacheTtlSeconds: int(env, 'API_KEY_CACHE_TTL_SECONDS', 300, 1, 86_400, problems),
    metricsToken: env.METRICS_TOKEN?.trim() || null,
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
