// Opens the service's SQLite database and brings its schema up to date with numbered migrations.
import Database from 'better-sqlite3';
import { type Migration, migrations } from './migrations.js';
import { privateSqliteFile } from './private-files.js';

export type Db = Database.Database;

/** SQLite's page cache per connection, in KiB (128 MiB; SQLite's default is 2 MiB). At a million rows the indexes a
 * write touches at random — recipients by e-mail, members, teams — are ~60 MB: with 2 MiB every kudos to a team read
 * 200+ pages back from the OS, which on a busy machine (or with proactive reclaim) means the disk. Filled only as pages
 * are read, so a small database costs no more; a cap, so memory stays bounded however large the data grows. */
export const CACHE_KIB = 131_072;

/** `onStatement` sees the SQL of every statement the connection runs (better-sqlite3's `verbose`): tracing and tests. */
export function openDatabase(file: string, onStatement?: (sql: string) => void): Db {
  // Owner-only: the file holds the companies' members and the hashes of their API keys.
  if (file !== ':memory:') privateSqliteFile(file);
  const db = new Database(file, onStatement ? { verbose: (sql) => onStatement(String(sql)) } : {});
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma(`cache_size = -${CACHE_KIB}`);
  migrate(db);
  // SQLite's advice for long-lived connections: gather the statistics the planner lacks, bounded to a sample so it
  // takes well under a second at a million rows. Without them it walks all members by e-mail to find one team.
  db.pragma('analysis_limit = 1000');
  db.pragma('optimize = 0x10002');
  return db;
}

function migrate(db: Db): void {
  const current = db.pragma('user_version', { simple: true }) as number;
  const pending = migrations.slice(current);
  if (pending.length === 0) return;
  db.transaction(() => {
    pending.forEach((step: Migration) => (typeof step === 'string' ? db.exec(step) : step(db)));
    db.pragma(`user_version = ${migrations.length}`);
  })();
  // What a step deleted (the plaintext API keys) is zeroed in the file, and the log holding the old pages emptied.
  db.pragma('secure_delete = OFF');
  db.pragma('wal_checkpoint(TRUNCATE)');
}
