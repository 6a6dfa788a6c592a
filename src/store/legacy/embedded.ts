// The embedded default's upgrade: a data/app.sqlite an older version wrote holds its table kudos_app (and kudos_outbox)
// beside this version's tables. At start, when that table is there and the new tables are empty, its records move onto
// the tables by the same code as `npm run migrate-store`, in one transaction that also renames the old tables
// (kudos_app_imported), so it happens once; the counts and the ledger check are logged.
import { resolve } from 'node:path';
import { sql } from 'kysely';
import type { AppDatabase } from '../../db/open.js';
import { checkLedger, checkLines } from './ledger-check.js';
import { moveSnapshot, movedLines } from './migrate.js';
import { LEGACY_OUTBOX, LEGACY_TABLE, hasTable, readSqliteLegacy } from './sqlite-reader.js';
import type { Tally } from './tally.js';
import { heldRecords } from './target.js';

export type ImportLog = { info: (line: string) => void; warn: (line: string) => void };

/** Imports the older version's records of the SQLite file, if it holds them and nothing of this version yet. */
export async function importLegacyTable(database: AppDatabase, path: string, log: ImportLog): Promise<void> {
  const file = database.sqlite;
  if (!file || !hasTable(file, LEGACY_TABLE)) return;
  // Named as `npm run migrate-store` names a file: the same move's mark either way.
  const label = `sqlite://${resolve(path)}`;
  // Checked again inside the transaction: another store opened on the file in this process may have imported it.
  const tally = await database.db
    .transaction()
    .execute(async (trx): Promise<Tally | 'held' | undefined> => {
      if (!hasTable(file, LEGACY_TABLE)) return undefined;
      if ((await heldRecords(trx)).size > 0) return 'held';
      const moved = await moveSnapshot(readSqliteLegacy(file, label), trx);
      await sql`ALTER TABLE ${sql.table(LEGACY_TABLE)} RENAME TO ${sql.table(`${LEGACY_TABLE}_imported`)}`.execute(trx);
      if (hasTable(file, LEGACY_OUTBOX)) await sql`ALTER TABLE ${sql.table(LEGACY_OUTBOX)} RENAME TO ${sql.table(`${LEGACY_OUTBOX}_imported`)}`.execute(trx);
      return moved;
    })
    .catch((error: unknown) => {
      throw new Error(
        `importing the records of an older version's ${path} failed, nothing was imported: ${error instanceof Error ? error.message : String(error)}`,
      );
    });
  if (tally === 'held') {
    log.warn(
      `store: ${path} holds an older version's table ${LEGACY_TABLE} beside records of this version: left as it is (to merge it, copy the file and run npm run migrate-store -- --from sqlite://<the copy> --to ${label} --force)`,
    );
  }
  if (tally === undefined || tally === 'held') return;
  const check = await checkLedger(database.db);
  log.info(`store: imported the records of an older version's ${path} (its table is ${LEGACY_TABLE}_imported now)`);
  for (const line of movedLines(tally, check)) log.info(`store: ${line}`);
  if (check.mismatches.length || tally.problems.length) log.warn(`store: ${checkLines(check)[0]}; see the lines above`);
}
