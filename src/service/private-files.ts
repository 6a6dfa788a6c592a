// Files that hold secrets or personal data (the service's database, the app's store) are owner-only: their folder
// 0700, the SQLite file and its -wal and -shm 0600, created so before SQLite would create them with the umask's mode.
import { chmodSync, closeSync, existsSync, mkdirSync, openSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/** The default data folder (`data/` of the working directory) is the app's own: an older, wider one is tightened. */
const DEFAULT_DATA_DIR = 'data';

/** Creates `dir` and its missing parents 0700. An existing folder is left as its owner set it, except the default
 * `data/`, which is made 0700 (a folder named elsewhere, say /srv or the home folder, is not ours to change). */
export function privateDir(dir: string): void {
  if (!existsSync(dir)) {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    chmodSync(dir, 0o700); // mkdir's mode passes through the umask; this does not
    return;
  }
  if (resolve(dir) === resolve(DEFAULT_DATA_DIR) && (statSync(dir).mode & 0o077) !== 0) chmodSync(dir, 0o700);
}

/** The SQLite file `file` in its private folder: created 0600 when absent; an existing one (and its -wal and -shm,
 * which SQLite creates with the database file's mode) tightened to 0600. */
export function privateSqliteFile(file: string): void {
  privateDir(dirname(file));
  closeSync(openSync(file, 'a', 0o600));
  for (const f of [file, `${file}-wal`, `${file}-shm`]) if (existsSync(f) && (statSync(f).mode & 0o077) !== 0) chmodSync(f, 0o600);
}
