/**
 * WAL written between two points: cluster-wide (pg_wal_lsn_diff of pg_current_wal_lsn) and, where this
 * process can read the server's WAL files (same machine, as root or postgres), the part that one
 * database's transactions wrote, from pg_waldump: every record that touches the database's relations,
 * and every record of a transaction that did (its commit record included). The second figure leaves
 * out what other work on a shared server writes at the same time; it counts record lengths, without
 * the page headers and alignment that the LSN difference includes (a few per cent).
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { pgQuery } from '../lib';

export interface WalMark {
  url: string;
  lsn: string;
}

export async function walMark(url: string): Promise<WalMark> {
  const [r] = await pgQuery<{ l: string }>(url, 'SELECT pg_current_wal_lsn() AS l');
  return { url, lsn: r.l };
}

/** Bytes of WAL since `mark`: all of it, and this database's share (NaN when pg_waldump cannot read the WAL). */
export async function walSince(mark: WalMark): Promise<{ cluster: number; database: number }> {
  const [r] = await pgQuery<{ end: string; d: string; oid: number; dir: string; major: string }>(
    mark.url,
    `SELECT pg_current_wal_lsn() AS end, pg_wal_lsn_diff(pg_current_wal_lsn(), $1) AS d,
       (SELECT oid::int FROM pg_database WHERE datname = current_database()) AS oid,
       current_setting('data_directory') AS dir, current_setting('server_version_num') AS major`,
    [mark.lsn],
  );
  const cluster = Number(r.d);
  const tool = `/usr/lib/postgresql/${Math.floor(Number(r.major) / 10000)}/bin/pg_waldump`;
  const wal = `${r.dir}/pg_wal`;
  if (!existsSync(tool) || !existsSync(wal)) return { cluster, database: NaN };
  // pg_current_wal_lsn is the write position: the WAL up to it is in the files (or the OS cache) pg_waldump reads
  return { cluster, database: await databaseShare(tool, wal, mark.lsn, r.end, r.oid).catch(() => NaN) };
}

function databaseShare(tool: string, dir: string, start: string, end: string, oid: number): Promise<number> {
  const child = spawn(tool, ['-p', dir, '-s', start, '-e', end], { stdio: ['ignore', 'pipe', 'ignore'] });
  const records: { tot: number; tx: number; mine: boolean }[] = [];
  const xids = new Set<number>();
  const rel = new RegExp(`rel \\d+/${oid}/`);
  const lines = createInterface({ input: child.stdout });
  lines.on('line', (line) => {
    const m = /len \(rec\/tot\):\s*\d+\/\s*(\d+), tx:\s*(\d+)/.exec(line);
    if (!m) return;
    const rec = { tot: Number(m[1]), tx: Number(m[2]), mine: rel.test(line) };
    if (rec.mine && rec.tx) xids.add(rec.tx);
    records.push(rec);
  });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', () => {
      if (!records.length) return reject(new Error('pg_waldump read nothing'));
      resolve(records.reduce((sum, r) => sum + (r.mine || (r.tx && xids.has(r.tx)) ? r.tot : 0), 0));
    });
  });
}
