// Uninstalling deletes what the app keeps for the workspace, in one transaction of the app's database: the rows of
// every table keyed by its workspace_key (rewards and their ledger included), its sync jobs' chunks, the claims,
// counters, once marks and kept records whose key names it, the read model of its companies' recognitions and its
// unfinished outbox items; then its cached Slack users (in every instance). The installation and the settings are
// deleted by their own stores (installations.ts, workspaces.ts), which keep an index and a cache of them. The read
// model sits above the stores (engagement/feed/erase.ts): its part is handed in by the composition root (runtime.ts).
import { type Kysely, type RawBuilder, type Transaction, sql } from 'kysely';
import type { Database } from '../db/schema.js';
import type { WorkspaceRef } from './workspaces.js';

/** The read model's rows of a workspace (`eraseRecognitions`) or of one person in it (`forgetRecognitions`), deleted
 *  inside the caller's transaction so they go with the rest or not at all; each says how many rows went. */
export type RecognitionsErasure = {
  eraseRecognitions(trx: Transaction<Database>, workspaceIds: string[]): Promise<number>;
  forgetRecognitions(trx: Transaction<Database>, workspaceIds: string[], who: { userId: string; emails: string[] }): Promise<number>;
};

export type EraseStores = {
  db: Kysely<Database>;
  dropCached: (match: (key: string) => boolean) => number;
  recognitions: RecognitionsErasure;
};

/** How many rows went, per table (`claims/dedupe`: per namespace of the shared ones; `cache`): counts only, nothing
 *  about anyone. */
export type ErasedCounts = Record<string, number>;

/** The IDs a key names the workspace by: its team, and its enterprise when it runs on the org's settings. */
export function workspaceIds(w: WorkspaceRef): string[] {
  return [w.teamId, ...(w.enterpriseId && !w.ownSettings ? [w.enterpriseId] : [])].filter((id) => id !== '');
}

/** Its rows' workspace_key values: `T:<team>`, and `E:<enterprise>` when it runs on the org's settings. */
export function workspaceKeys(w: WorkspaceRef): string[] {
  return workspaceIds(w).map((id) => (id === w.teamId ? `T:${id}` : `E:${id}`));
}

const namesAny = (ids: string[]) => (key: string) => key.split(':').some((part) => ids.includes(part));

/** Every table keyed by workspace_key, in the order their rows go (a preset's covers before it); false: deleted by its
 *  own store. A Record, so a new such table does not compile until it is named here. */
type KeyedTable = { [T in keyof Database]: Database[T] extends { workspace_key: string } ? T : never }[keyof Database];
const KEYED_TABLES: Record<KeyedTable, boolean> = {
  workspace_settings: false,
  giving_rules: true,
  group_sizes: true,
  company_values: true,
  reaction_settings: true,
  digest_settings: true,
  celebration_settings: true,
  celebration_dates: true,
  celebration_opt_outs: true,
  review_preset_covers: true,
  review_presets: true,
  review_drafts: true,
  reward_programs: true,
  rewards: true,
  reward_balances: true,
  reward_stock: true,
  reward_limit_uses: true,
  reward_request_states: true,
  reward_ledger: true,
  reward_request_events: true,
  reward_steps: true,
  insights_summary_optins: true,
  language_choices: true,
  sync_jobs: true,
  export_jobs: true,
};
const ERASED_TABLES = (Object.keys(KEYED_TABLES) as KeyedTable[]).filter((t) => KEYED_TABLES[t]);

/** The shared tables whose rows a text key names the workspace in (`T:T1:UANA:2026-11`, `event:T1:Ev1`), and its column. */
export const NAMED_BY_KEY = { claims: 'key', counters: 'key', once_marks: 'once_id', kept_records: 'key' } as const;
export const NAMED_TABLES = Object.keys(NAMED_BY_KEY) as (keyof typeof NAMED_BY_KEY)[];

/** Whether `text` holds `needle`, case-sensitive on both dialects (SQLite's LIKE ignores case and reads `_` as any
 *  character; PostgreSQL has no instr): the needle is looked for by replacing it. */
const holds = (text: RawBuilder<unknown>, needle: string) => sql<boolean>`replace(${text}, ${needle}, '') <> ${text}`;

/** Whether a key, split on ':', has one of `ids` among its parts. */
export function keyNames(column: string, ids: string[]) {
  const padded = sql`':' || ${sql.ref(column)} || ':'`;
  return sql<boolean>`(${sql.join(
    ids.map((id) => holds(padded, `:${id}:`)),
    sql` OR `,
  )})`;
}

/** Event deliveries handled (`event:T1:Ev…`) stay until they expire: they hold no one's data, and keep a second delivery
 *  of the uninstall itself from running again. */
const keptEvent = sql<boolean>`(namespace = 'dedupe' AND substr(${sql.ref('key')}, 1, 6) = 'event:')`;

/** Whether a row of a shared table is the workspace's: its key names it, and it is no event delivery kept. */
const namesWorkspace = (table: keyof typeof NAMED_BY_KEY, ids: string[]) =>
  table === 'claims' ? sql<boolean>`(${keyNames('key', ids)} AND NOT ${keptEvent})` : keyNames(NAMED_BY_KEY[table], ids);

/** Deletes the rows of a shared table whose key names the workspace; counts them per namespace. */
async function eraseNamed(trx: Transaction<Database>, table: keyof typeof NAMED_BY_KEY, ids: string[], counts: ErasedCounts): Promise<void> {
  const gone = await trx.deleteFrom(table).where(namesWorkspace(table, ids)).returning('namespace').execute();
  for (const { namespace } of gone) counts[`${table}/${namespace}`] = (counts[`${table}/${namespace}`] ?? 0) + 1;
}

/** Whether the store knows the workspace: its installation, its settings, or any row of it (what `npm run forget`
 *  tells a mistyped team ID by). */
export async function hasRecords(stores: Pick<EraseStores, 'db'>, w: WorkspaceRef): Promise<boolean> {
  const keys = workspaceKeys(w);
  const ids = workspaceIds(w);
  const found = async (query: { executeTakeFirst: () => Promise<unknown> }) => (await query.executeTakeFirst()) !== undefined;
  const { db } = stores;
  if (await found(db.selectFrom('installations').select('installation_key').where('installation_key', 'in', keys).limit(1))) return true;
  for (const table of Object.keys(KEYED_TABLES) as KeyedTable[])
    if (await found(db.selectFrom(table).select('workspace_key').where('workspace_key', 'in', keys).limit(1))) return true;
  for (const table of NAMED_TABLES) if (await found(db.selectFrom(table).select('namespace').where(namesWorkspace(table, ids)).limit(1))) return true;
  return false;
}

async function eraseRows({ db, recognitions }: Pick<EraseStores, 'db' | 'recognitions'>, w: WorkspaceRef): Promise<ErasedCounts> {
  const keys = workspaceKeys(w);
  const ids = workspaceIds(w);
  const counts: ErasedCounts = {};
  return db.transaction().execute(async (trx) => {
    const jobs = trx.selectFrom('sync_jobs').select('id').where('workspace_key', 'in', keys);
    counts.sync_job_chunks = Number((await trx.deleteFrom('sync_job_chunks').where('job_id', 'in', jobs).executeTakeFirst()).numDeletedRows);
    for (const table of ERASED_TABLES)
      counts[table] = Number((await trx.deleteFrom(table).where('workspace_key', 'in', keys).executeTakeFirst()).numDeletedRows);
    for (const table of NAMED_TABLES) await eraseNamed(trx, table, ids, counts);
    counts.recognitions = await recognitions.eraseRecognitions(trx, ids);
    // An item's Slack body names the workspace's IDs as JSON strings (`"team_id":"T1"`).
    const named = sql.join(
      ids.map((id) => holds(sql.ref('body_json'), JSON.stringify(id))),
      sql` OR `,
    );
    counts.outbox = Number((await trx.deleteFrom('outbox').where(sql<boolean>`(${named})`).executeTakeFirst()).numDeletedRows);
    return counts;
  });
}

/** Deletes everything but the installation and settings the app keeps for the workspace; safe to run again (it then
 *  finds nothing). */
export async function eraseWorkspace(stores: EraseStores, w: WorkspaceRef): Promise<ErasedCounts> {
  const ids = workspaceIds(w);
  const counts = await eraseRows(stores, w);
  counts.cache = stores.dropCached(namesAny(ids));
  return counts;
}

/** The log's words for it: `counters/allowances 2, rewards 3, …` (tables with nothing deleted left out). */
export function countsText(counts: ErasedCounts): string {
  const some = Object.entries(counts).filter(([, n]) => n > 0);
  return some.length ? some.map(([table, n]) => `${table} ${n}`).join(', ') : 'nothing else was stored';
}
