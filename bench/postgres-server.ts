// A PostgreSQL database of the bench's own (created on the server of POSTGRES_URL, dropped after) behind a counting
// relay (pg-relay.ts), so what one app instance asks of its store is counted with no other client in the figures:
// the relay's statements and round trips, pg_stat_database's transactions and rows for that database alone, and the
// CPU of the server processes serving it (its backends, from /proc; the server's shared writers are not counted).
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { type WireCounts, countingRelay } from './pg-relay.js';

export const POSTGRES_URL = process.env.POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** What the database has done, as counted: the relay's totals, pg_stat_database's, and its backends' CPU (ms). */
export type PostgresCounts = WireCounts & { commits: number; rollbacks: number; rowsRead: number; rowsWritten: number; backendCpuMs: number };

async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2_000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Whether a PostgreSQL answers at POSTGRES_URL. */
export const postgresAnswers = () =>
  withAdmin((c) => c.query('SELECT 1')).then(
    () => true,
    () => false,
  );

/** A URL on POSTGRES_URL's server: its database `name`, through `port` on loopback when given (the relay). */
function urlOf(name: string, port?: number) {
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  if (port) [url.hostname, url.port] = ['127.0.0.1', String(port)];
  return url.toString();
}

/** An empty database for `label`: its URL and how to drop it (connections still open are ended). */
export async function benchDatabase(label: string) {
  const name = `kudos_bench_${label}_${process.pid}`;
  await withAdmin((c) => c.query(`CREATE DATABASE "${name}"`));
  return { name, url: urlOf(name), drop: () => withAdmin((c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(() => {}) };
}

/** CPU (user + system, ms) and start time of a process, from /proc; undefined once it is gone. */
function procCpu(pid: number): { cpuMs: number; started: string } | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return { cpuMs: (Number(fields[11]) + Number(fields[12])) * 10, started: fields[19]! };
  } catch {
    return undefined;
  }
}

/** The CPU of every backend serving database `name`, looked up every 250 ms: a backend's last reading is kept after it
 *  exits (the pool closes a connection only after 10 s idle, so nothing it did is lost). */
export async function backendCpu(name: string) {
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  const seen = new Map<string, number>();
  const look = async () => {
    const { rows } = await admin.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = $1', [name]);
    for (const { pid } of rows) {
      const now = procCpu(pid);
      if (now) seen.set(`${pid}@${now.started}`, now.cpuMs);
    }
  };
  let looking = Promise.resolve();
  const timer = setInterval(() => (looking = looking.then(look, look)), 250);
  return {
    total: async () => {
      await (looking = looking.then(look, look));
      return [...seen.values()].reduce((a, b) => a + b, 0);
    },
    stop: async () => {
      clearInterval(timer);
      await looking;
      await admin.end();
    },
  };
}

/** How long a backend may keep its statistics before sending them (PGSTAT_IDLE_INTERVAL, 10 s), and a margin. */
export const STATS_FLUSH_MS = 10_500;

/** Starts the bench's database and its relay: `url` is the relay's (for STORE_URL), `counts()` snapshots (rows are
 *  as of the backends' last statistics flush: wait STATS_FLUSH_MS after the work for them), `stop()` drops it all. */
export async function startCountedPostgres(label: string) {
  const db = await benchDatabase(label);
  const server = new URL(POSTGRES_URL);
  const relay = await countingRelay(server.hostname, Number(server.port || 5432));
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  const cpu = await backendCpu(db.name);
  const counts = async (): Promise<PostgresCounts> => {
    const backendCpuMs = await cpu.total();
    const { rows } = await admin.query<{ commits: string; rollbacks: string; read: string; written: string }>(
      `SELECT xact_commit AS commits, xact_rollback AS rollbacks, tup_fetched AS read, tup_inserted + tup_updated + tup_deleted AS written
         FROM pg_stat_database WHERE datname = $1`,
      [db.name],
    );
    const s = rows[0]!;
    return {
      ...relay.counts(),
      commits: Number(s.commits),
      rollbacks: Number(s.rollbacks),
      rowsRead: Number(s.read),
      rowsWritten: Number(s.written),
      backendCpuMs,
    };
  };
  return {
    url: urlOf(db.name, relay.port),
    counts,
    stop: async () => {
      await cpu.stop();
      relay.close();
      await admin.end();
      await db.drop();
    },
  };
}

/** The difference between two snapshots, statements by kind and by text most first. */
export function between(before: PostgresCounts, after: PostgresCounts) {
  const grew = (a: Map<string, number>, b: Map<string, number>) =>
    new Map(
      [...b]
        .map(([key, n]) => [key, n - (a.get(key) ?? 0)] as const)
        .filter(([, n]) => n > 0)
        .sort((x, y) => y[1] - x[1]),
    );
  const d = (field: Exclude<keyof PostgresCounts, 'byKind' | 'byText'>) => after[field] - before[field];
  return {
    roundTrips: d('roundTrips'),
    statements: d('statements'),
    transactions: d('transactions'),
    inBytes: d('inBytes'),
    outBytes: d('outBytes'),
    commits: d('commits'),
    rollbacks: d('rollbacks'),
    rowsRead: d('rowsRead'),
    rowsWritten: d('rowsWritten'),
    backendCpuMs: d('backendCpuMs'),
    byKind: grew(before.byKind, after.byKind),
    byText: grew(before.byText, after.byText),
  };
}
