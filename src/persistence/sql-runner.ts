/**
 * The two ways Cardroom talks SQL besides Prisma's client: running multi-statement migration files and
 * LISTEN/NOTIFY. Implemented for node-postgres and for embedded PGlite.
 */
import { PGlite } from '@electric-sql/pglite';
import { Client } from 'pg';

export interface SqlRunner {
  /** Runs one or more statements (simple protocol). */
  exec(sql: string): Promise<void>;
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

export class PgRunner implements SqlRunner {
  private constructor(private readonly client: Client) {}

  static async connect(url: string): Promise<PgRunner> {
    const client = new Client({ connectionString: url });
    client.on('error', () => undefined); // a dropped connection surfaces on the next query
    await client.connect();
    return new PgRunner(client);
  }

  async exec(sql: string): Promise<void> {
    await this.client.query(sql);
  }

  async query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
    return (await this.client.query(sql, params)).rows as T[];
  }

  close(): Promise<void> {
    return this.client.end();
  }
}

export class PgliteRunner implements SqlRunner {
  constructor(private readonly db: PGlite) {}

  async exec(sql: string): Promise<void> {
    await this.db.exec(sql);
  }

  async query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
    return (await this.db.query<T>(sql, params)).rows;
  }

  async close(): Promise<void> {
    // the PGlite instance is owned by the database service
  }
}
