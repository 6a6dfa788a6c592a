// Opens the service's SQLite database and brings its schema up to date with numbered migrations.
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { migrations } from './migrations.js';

export type Db = Database.Database;

/** `onStatement` sees the SQL of every statement the connection runs (better-sqlite3's `verbose`): tracing and tests. */
export function openDatabase(file: string, onStatement?: (sql: string) => void): Db {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file, onStatement ? { verbose: (sql) => onStatement(String(sql)) } : {});
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  migrate(db);
  // SQLite's advice for long-lived connections: gather the statistics the planner lacks, bounded to a sample so it
  // takes well under a second at a million rows. Without them it walks all members by e-mail to find one team.
  db.pragma('analysis_limit = 1000');
  db.pragma('optimize = 0x10002');
  return db;
}

function migrate(db: Db): void {
  const current = db.pragma('user_version', { simple: true }) as number;
  db.transaction(() => {
    migrations.slice(current).forEach((sql) => db.exec(sql));
    db.pragma(`user_version = ${migrations.length}`);
  })();
}
