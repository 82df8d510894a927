/**
 * True for errors that mean the database cannot serve us right now (rather than a bug): connection
 * failures, a server shutting down, and SQLSTATE class 53 (insufficient resources, e.g. 53300 too many
 * connections), whether they come from the driver or through Prisma (a transaction that cannot get a
 * connection in time, a pooled connection broken under it, the pool closed at shutdown).
 */
import { DomainError } from '../domain-error';

/** Kinds of the driver adapters' errors that mean the database is out of reach. */
const DOWN_KINDS = new Set([
  'DatabaseNotReachable',
  'ConnectionClosed',
  'SocketTimeout',
  'TooManyConnections',
  'TlsConnectionError',
]);

export function isDatabaseDown(e: unknown): boolean {
  const err = e as {
    code?: string;
    name?: string;
    message?: string;
    cause?: unknown;
    kind?: string;
    meta?: { driverAdapterError?: unknown };
  } | null;
  if (!err || typeof err !== 'object') return false;
  // Prisma's driver adapters: the driver's error, classified
  if (err.kind && DOWN_KINDS.has(err.kind)) return true;
  if (err.meta?.driverAdapterError && isDatabaseDown(err.meta.driverAdapterError)) return true;
  const code = String(err.code ?? '');
  if (
    [
      'ECONNREFUSED',
      'ECONNRESET',
      'ETIMEDOUT',
      'EPIPE',
      '57P01',
      '57P02',
      '57P03',
      '08000',
      '08001',
      '08003',
      '08004',
      '08006',
      'P1001',
      'P1002',
      'P1017',
      'P2024',
      'P2037',
    ].includes(code)
  )
    return true;
  if (/^53\d{3}$/.test(code)) return true;
  const msg = String(err.message ?? '');
  if (
    /ECONNREFUSED|ECONNRESET|Connection terminated|connection.*(closed|refused|timeout)|terminating connection|the database system is (starting|shutting) up|Can't reach database|timeout exceeded when trying to connect|too many clients|remaining connection slots|Server has closed the connection|not queryable|Unable to start a transaction in the given time|Cannot use a pool after calling end/i.test(
      msg,
    )
  )
    return true;
  return err.cause ? isDatabaseDown(err.cause) : false;
}

/** Runs `run`; a database outage becomes DomainError `unavailable` (with the driver's error as its cause). */
export async function guardOutage<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (isDatabaseDown(e)) throw Object.assign(DomainError.unavailable(), { cause: e });
    throw e;
  }
}
