/**
 * On PostgreSQL (DATABASE_URL set), every test file gets a database of its own, created before its
 * first test from the run's database (named after it, `<run database>_f<random hex>`), so that no file sees
 * the rows, turn clocks or built-in accounts' ratings another file left behind. `.ci/run` drops them
 * with the run's database. On PGlite every app already has a fresh in-memory database: nothing to do.
 */
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

beforeAll(async () => {
  const base = process.env.DATABASE_URL;
  if (!base) return;
  const url = new URL(base);
  const name = `${url.pathname.slice(1).slice(0, 48)}_f${randomBytes(6).toString('hex')}`;
  const c = new Client({ connectionString: base });
  await c.connect();
  try {
    await c.query(`CREATE DATABASE "${name}"`);
  } finally {
    await c.end();
  }
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
});
