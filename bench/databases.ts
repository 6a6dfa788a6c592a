// The databases a bench runs the app's store on, each made empty for it and removed after: an SQLite file (what
// `npm start` uses) and, when one answers at POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres),
// a PostgreSQL database of its own on that server (production).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export type BenchDatabase = { name: 'SQLite' | 'PostgreSQL'; url: string; drop: () => Promise<void> };

const POSTGRES_URL = process.env.POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2_000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export const postgresAnswers = () =>
  admin((c) => c.query('SELECT 1')).then(
    () => true,
    () => false,
  );

export async function benchDatabase(kind: BenchDatabase['name']): Promise<BenchDatabase> {
  if (kind === 'SQLite') {
    const dir = mkdtempSync(join(tmpdir(), 'bench-store-'));
    return { name: kind, url: `sqlite://${join(dir, 'app.sqlite')}`, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const name = `kudos_bench_${process.pid}_${randomBytes(3).toString('hex')}`;
  await admin((c) => c.query(`CREATE DATABASE "${name}"`));
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return { name: kind, url: url.toString(), drop: () => admin((c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(() => {}) };
}

/** The databases to run on: SQLite, and PostgreSQL when it answers; BENCH_STORES=sqlite or =postgres runs one. */
export async function benchDatabaseKinds(): Promise<BenchDatabase['name'][]> {
  const kinds: BenchDatabase['name'][] = (await postgresAnswers()) ? ['SQLite', 'PostgreSQL'] : ['SQLite'];
  const only = process.env.BENCH_STORES?.toLowerCase();
  return only ? kinds.filter((k) => only.split(',').some((o) => k.toLowerCase().startsWith(o.trim()))) : kinds;
}
