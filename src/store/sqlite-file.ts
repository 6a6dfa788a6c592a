// Opens the SQLite file of STORE_URL=sqlite://…: created owner-only, in WAL mode, with the keyv table ready.
import Database from 'better-sqlite3';
import { privateSqliteFile } from '../service/private-files.js';
import { prepareKeyvTable } from './sqlite-keyv.js';

export function openSqlite(storeUrl: string): Database.Database {
  const path = storeUrl.slice('sqlite://'.length);
  if (path !== ':memory:') {
    // Created here, owner-only like the key file (its folder 0700), before SQLite would create it with the umask's mode.
    privateSqliteFile(path);
  }
  const db = new Database(path, { timeout: 5000 });
  // WAL lets readers and one writer share the file (the app and a second process on it) without waiting on each other.
  if (path !== ':memory:') db.pragma('journal_mode = WAL');
  // In WAL mode NORMAL syncs at checkpoints, not at every commit: a commit survives the process being killed (it is in
  // the log the OS holds), which is what acknowledged work needs before its ack; a power cut may lose the last ones.
  db.pragma('synchronous = NORMAL');
  prepareKeyvTable(db);
  return db;
}
