/**
 * A start that fails says why in one line, with what to do, and no stack trace (LOG_LEVEL=debug adds
 * the stack): a PostgreSQL database that does not exist, a server that does not answer, a refused login,
 * a port in use, an edited migration.
 */
import type { AppConfig } from './config';

interface CodedError {
  code?: string;
  message?: string;
  errors?: CodedError[];
  cause?: unknown;
}

/** The driver's error code of `e`, looking through wrappers (Nest, Prisma, AggregateError). */
function codeOf(e: unknown, depth = 0): string | undefined {
  if (!e || typeof e !== 'object' || depth > 4) return undefined;
  const c = e as CodedError;
  return c.code ?? c.errors?.map((x) => codeOf(x, depth + 1)).find(Boolean) ?? codeOf(c.cause, depth + 1);
}

/** Where DATABASE_URL points, without its password. */
function target(url: string): { host: string; port: string; user: string; database: string } {
  const u = new URL(url);
  return {
    host: u.hostname || 'localhost',
    port: u.port || '5432',
    user: decodeURIComponent(u.username) || process.env.USER || 'postgres',
    database: decodeURIComponent(u.pathname.slice(1)) || decodeURIComponent(u.username) || 'postgres',
  };
}

/** One line that says why the start failed and what to do. */
export function explainStartError(e: unknown, config: AppConfig): string {
  const code = codeOf(e);
  const message = e instanceof Error ? e.message : String(e);
  if (code === 'EADDRINUSE')
    return `port ${config.port} is already in use: stop what serves on it, or set PORT to another port`;
  if (config.databaseUrl) {
    const t = target(config.databaseUrl);
    const at = `PostgreSQL at ${t.host}:${t.port}`;
    switch (code) {
      case '3D000':
        return (
          `the database "${t.database}" does not exist on ${at}; create it with: ` +
          `createdb -h ${t.host} -p ${t.port} -U ${t.user} ${t.database}`
        );
      case 'ECONNREFUSED':
      case 'ETIMEDOUT':
      case 'EHOSTUNREACH':
        return `cannot reach ${at} (${code}): is it running? DATABASE_URL names the host and port`;
      case 'ENOTFOUND':
      case 'EAI_AGAIN':
        return `cannot resolve the host "${t.host}" of DATABASE_URL`;
      case '28P01':
      case '28000':
        return `${at} refused the login of "${t.user}": check the user and password in DATABASE_URL (${message})`;
      case '42501':
        return `the user "${t.user}" may not create tables in "${t.database}" (${message}): grant it, or use the database's owner`;
    }
  } else if (code === 'EACCES' || code === 'EROFS') {
    return `cannot write the embedded database in ${config.dataDir} (${code}): set DATA_DIR to a writable folder`;
  }
  return message.split('\n')[0];
}
