// The PostgreSQL of POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres), for tests that run the app's
// store on it: each test file gets a database of its own, created for it and dropped after, so runs never see each
// other's rows. With REQUIRE_POSTGRES=1 (CI) a server that does not answer fails the run instead of skipping them.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';

export const POSTGRES_URL = process.env.POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

const up = await answers(POSTGRES_URL);
if (!up && process.env.REQUIRE_POSTGRES === '1') {
  throw new Error(`REQUIRE_POSTGRES=1 but no PostgreSQL answers at ${POSTGRES_URL}: start one or set POSTGRES_URL`);
}
if (!up)
  console.warn(`SKIPPED: the tests that need PostgreSQL, because none answers at ${POSTGRES_URL} (set POSTGRES_URL, or REQUIRE_POSTGRES=1 to fail instead)`);

/** True when the PostgreSQL tests must be skipped. */
export const noPostgres = !up;

/** The URL of another database on the same server. */
const urlOf = (database: string) => {
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${database}`;
  return url.toString();
};

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Creates an empty database for `label`; returns its URL and how to drop it (connections still open are ended). */
export async function freshDatabase(label: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `kudos_t_${label
    .replace(/[^a-z0-9]/gi, '_')
    .toLowerCase()
    .slice(0, 30)}_${process.pid}_${randomBytes(3).toString('hex')}`;
  await admin((c) => c.query(`CREATE DATABASE "${name}"`));
  return { url: urlOf(name), drop: () => admin((c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(() => {}) };
}

/** A database of this test file's own for its tests (none when PostgreSQL is not there): `url()` once it exists. */
export function usePostgresDatabase(label: string): { url: () => string } {
  let db: Awaited<ReturnType<typeof freshDatabase>> | undefined;
  beforeAll(async () => {
    if (!noPostgres) db = await freshDatabase(label);
  });
  afterAll(async () => {
    await db?.drop();
  });
  return {
    url: () => {
      if (!db) throw new Error('no PostgreSQL database: the test should have been skipped (noPostgres)');
      return db.url;
    },
  };
}

/** Fresh databases made on demand by this file's tests (one per test that wants a store of its own), all dropped after
 *  them. */
export function useFreshDatabases(): (label: string) => Promise<string> {
  const made: Awaited<ReturnType<typeof freshDatabase>>[] = [];
  afterAll(async () => {
    await Promise.all(made.map((db) => db.drop()));
  });
  return async (label) => {
    const db = await freshDatabase(label);
    made.push(db);
    return db.url;
  };
}
