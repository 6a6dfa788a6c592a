// The schema's versions, applied at start in order under a lock (PostgreSQL: an advisory lock, so instances starting
// together migrate once; SQLite: its one connection). A database migrated by a newer version of the app than this one
// is refused with words, rather than run by code that does not know its tables.
import { type Kysely, type Migration, Migrator, sql } from 'kysely';
import type { DialectName } from './dialect.js';
import { appStore } from './migrations/0001-app-store.js';
import { recognitionsModel } from './migrations/0002-recognitions.js';
import { rollupsModel } from './migrations/0003-rollups.js';
import { dashboardLookups } from './migrations/0004-dashboard-lookups.js';
import { rewardRequestLookups } from './migrations/0005-reward-request-lookups.js';
import { languageChoices } from './migrations/0006-language-choices.js';

/** Every migration this version knows, by name; the names sort in the order they apply. */
export function migrations(dialect: DialectName): Record<string, Migration> {
  return {
    '0001-app-store': appStore(dialect),
    '0002-recognitions': recognitionsModel(),
    '0003-rollups': rollupsModel(dialect),
    '0004-dashboard-lookups': dashboardLookups(dialect),
    '0005-reward-request-lookups': rewardRequestLookups(),
    '0006-language-choices': languageChoices(),
  };
}

const TABLE = 'kudos_migrations';
const LOCK_TABLE = 'kudos_migrations_lock';

/** The migrations the database has that this version does not know (a newer version ran there). */
async function unknownMigrations(db: Kysely<unknown>, known: Record<string, Migration>): Promise<string[]> {
  const tables = await db.introspection.getTables();
  if (!tables.some((t) => t.name === TABLE)) return [];
  const done = await sql<{ name: string }>`SELECT name FROM ${sql.table(TABLE)}`.execute(db);
  return done.rows.map((r) => r.name).filter((name) => !(name in known));
}

export class SchemaTooNew extends Error {
  constructor(unknown: string[], latest: string) {
    super(
      `The database at STORE_URL was migrated by a newer version of Kudos (it has ${unknown.join(', ')}; this version knows up to ${latest}). ` +
        'Run the newer version, or point STORE_URL at a database of this version (a backup taken before the upgrade).',
    );
    this.name = 'SchemaTooNew';
  }
}

export async function migrateToLatest<DB>(database: Kysely<DB>, dialect: DialectName): Promise<void> {
  const db = database as unknown as Kysely<unknown>;
  const known = migrations(dialect);
  const latest = Object.keys(known).sort().at(-1)!;
  const tooNew = await unknownMigrations(db, known);
  if (tooNew.length) throw new SchemaTooNew(tooNew, latest);
  const migrator = new Migrator({ db, provider: { getMigrations: async () => known }, migrationTableName: TABLE, migrationLockTableName: LOCK_TABLE });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName;
    throw new Error(`migrating the database at STORE_URL${failed ? ` (${failed})` : ''} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
