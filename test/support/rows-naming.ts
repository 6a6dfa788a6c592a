// Every row of the app's database that names a workspace, found by walking the tables the database itself lists (not
// erase.ts's lists, so a new table an uninstall misses shows up here): a workspace or installation key of it, a text key
// or a company scope with its ID among the ':'-separated parts, an outbox body naming it. Event deliveries handled (`dedupe`, `event:…`)
// are left out: an uninstall keeps them on purpose.
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../src/db/schema.js';

const KEY_COLUMNS = ['workspace_key', 'installation_key'];
const TEXT_KEY_COLUMNS = ['key', 'once_id', 'scope'];

/** `table/namespace/key` (or `table/workspace key`) for each row naming `id` (a team or enterprise ID). */
export async function rowsNaming(database: Kysely<Database>, id: string): Promise<string[]> {
  const db = database as unknown as Kysely<Record<string, Record<string, unknown>>>;
  const found: string[] = [];
  for (const table of await database.introspection.getTables()) {
    if (table.name.startsWith('kudos_migrations')) continue;
    const columns = table.columns.map((c) => c.name);
    const rows = await db.selectFrom(table.name).selectAll().execute();
    for (const row of rows) {
      const named =
        KEY_COLUMNS.some((c) => columns.includes(c) && (row[c] === `T:${id}` || row[c] === `E:${id}`)) ||
        TEXT_KEY_COLUMNS.some(
          (c) => columns.includes(c) && String(row[c]).split(':').includes(id) && !(row.namespace === 'dedupe' && String(row[c]).startsWith('event:')),
        ) ||
        (columns.includes('body_json') && String(row.body_json).includes(JSON.stringify(id)));
      if (named)
        found.push(
          [table.name, row.namespace, row.workspace_key ?? row.installation_key ?? row.scope ?? row.key ?? row.once_id ?? row.id]
            .filter((part) => part !== undefined)
            .join('/'),
        );
    }
  }
  return found;
}

/** How many rows `table` holds (a sync job's chunks, say, which name their job, not the workspace). */
export async function rowCount(database: Kysely<Database>, table: keyof Database): Promise<number> {
  const row = await database.selectFrom(table).select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}
