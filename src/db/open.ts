// Opens the app's database named by STORE_URL — an SQLite file (created owner-only, in WAL mode) or a PostgreSQL
// database (a pool of `pg` connections) — as one Kysely instance, and brings its schema up to date (migrate.ts).
import Database from 'better-sqlite3';
import {
  CompiledQuery,
  type DatabaseConnection,
  type DialectAdapter,
  type Driver,
  Kysely,
  PostgresDialect,
  SqliteAdapter,
  SqliteDialect,
  SqliteDriver,
} from 'kysely';
import pg from 'pg';
import { privateSqliteFile } from '../service/private-files.js';
import { connectFailure } from './connect-failure.js';
import { type DialectName, dialectOf } from './dialect.js';
import { migrateToLatest } from './migrate.js';
import type { Database as Schema } from './schema.js';

export type AppDatabase = {
  dialect: DialectName;
  db: Kysely<Schema>;
  /** On PostgreSQL, the pool (LISTEN needs a connection of its own; pg-boss is given the same URL). */
  pool?: pg.Pool;
  /** The SQLite file's connection (the legacy store's rows are read from it at start). */
  sqlite?: Database.Database;
  close: () => Promise<void>;
};

/** Connections per instance: requests, the outbox and the feed reader share them; PostgreSQL's default allows 100. */
const POOL_SIZE = 10;

/** bigint (int8) and numeric come back from `pg` as text, to keep precision past 2^53: every such value of this schema
 *  (milliseconds, coins, counts) is far below that, so they are numbers, as SQLite gives them. */
const INT8 = 20;
const NUMERIC = 1700;
const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8 || oid === NUMERIC ? Number : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
};

/** Every transaction of the app writes: BEGIN IMMEDIATE takes the file's write lock at once (waiting up to the busy
 *  timeout for another process), where a deferred BEGIN would fail when a read upgrades to a write another made meanwhile. */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

/** SQLite's DDL is transactional, though Kysely does not assume it: said so, each migration runs with its record in one
 *  transaction, and one interrupted half-way (a kill, a full disk) leaves nothing behind for the next start to trip on. */
class TransactionalDdlSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  constructor(private readonly config: ConstructorParameters<typeof SqliteDialect>[0]) {
    super(config);
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.config);
  }

  override createAdapter(): DialectAdapter {
    return new TransactionalDdlSqliteAdapter();
  }
}

function openSqliteFile(storeUrl: string): Database.Database {
  const path = storeUrl.slice('sqlite://'.length);
  // Created here, owner-only like the key file (its folder 0700), before SQLite would create it with the umask's mode.
  if (path !== ':memory:') privateSqliteFile(path);
  const file = new Database(path, { timeout: 5000 });
  // WAL lets readers and one writer share the file without waiting on each other.
  if (path !== ':memory:') file.pragma('journal_mode = WAL');
  // In WAL mode NORMAL syncs at checkpoints, not at every commit: a commit survives the process being killed (it is in
  // the log the OS holds), which is what acknowledged work needs before its ack; a power cut may lose the last ones.
  file.pragma('synchronous = NORMAL');
  file.pragma('foreign_keys = ON');
  return file;
}

/** SQLite files open in this process, shared: better-sqlite3 waits for the file's lock by blocking the thread, so a
 *  second connection of the same process waiting for the first (which needs the thread to finish its transaction)
 *  would wait out its whole timeout. One connection per file and process, as a real instance has. */
const openFiles = new Map<string, { database: Promise<AppDatabase>; users: number }>();

async function sqliteDatabase(storeUrl: string): Promise<AppDatabase> {
  const sqlite = openSqliteFile(storeUrl);
  const db = new Kysely<Schema>({ dialect: new ImmediateSqliteDialect({ database: sqlite }) });
  await migrateToLatest(db, 'sqlite');
  return { dialect: 'sqlite', db, sqlite, close: () => db.destroy() };
}

function sharedSqlite(storeUrl: string): Promise<AppDatabase> {
  if (storeUrl === 'sqlite://:memory:') return sqliteDatabase(storeUrl);
  const open = openFiles.get(storeUrl) ?? { database: sqliteDatabase(storeUrl), users: 0 };
  open.users += 1;
  openFiles.set(storeUrl, open);
  open.database.catch(() => openFiles.delete(storeUrl));
  return open.database.then((database) => ({
    ...database,
    close: async () => {
      open.users -= 1;
      if (open.users > 0) return;
      openFiles.delete(storeUrl);
      await database.close();
    },
  }));
}

export async function openAppDatabase(storeUrl: string, onError: (line: string) => void = () => {}): Promise<AppDatabase> {
  const dialect = dialectOf(storeUrl);
  if (dialect === 'sqlite') return sharedSqlite(storeUrl);
  if (dialect === 'postgres') {
    const pool = new pg.Pool({ connectionString: storeUrl, max: POOL_SIZE, types: pgTypes });
    // An idle connection the server closed (a restart, a failover) is dropped by the pool and the next query opens a
    // new one; said, never thrown at the process.
    pool.on('error', (error) => onError(`database connection lost: ${error.message} (the next query reconnects)`));
    // A connection lost while a query holds it (Kysely checks one out per query or transaction) is emitted on the
    // client as well as failing its query; with no listener there that event would end the process. The query's own
    // error says it to its caller, and the pool drops the connection when it comes back.
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = new Kysely<Schema>({ dialect: new PostgresDialect({ pool }) });
    try {
      await migrateToLatest(db, dialect);
    } catch (error) {
      await db.destroy();
      throw connectFailure(storeUrl, error);
    }
    return { dialect, db, pool, close: () => db.destroy() };
  }
  throw new Error(`STORE_URL ${storeUrl.split(':')[0]}:// is not supported; use sqlite://path or postgres://user@host/db`);
}
