// What the target database holds before a move: the rows of every table (a target with records of its own is refused
// unless --force), and the mark each move leaves (table kept_records, namespace `migrate-store`, keyed by the source),
// which lets the same move run again and remembers the outbox items it moved (finished since, they are not added back).
import type { Kysely, Transaction } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema.js';

/** Every table of the schema: a Record, so a new table does not compile until it is named here. */
const TABLES: Record<keyof Database, true> = {
  claims: true,
  counters: true,
  once_marks: true,
  pace_slots: true,
  outbox: true,
  kept_records: true,
  installations: true,
  workspace_settings: true,
  giving_rules: true,
  group_sizes: true,
  company_values: true,
  reaction_settings: true,
  digest_settings: true,
  celebration_settings: true,
  celebration_dates: true,
  celebration_opt_outs: true,
  review_presets: true,
  review_preset_covers: true,
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
  sync_job_chunks: true,
  export_jobs: true,
  recognitions: true,
  recognition_receivers: true,
  recognition_values: true,
  recognition_people: true,
  recognition_scopes: true,
  feed_sources: true,
  directory: true,
  rollup_scopes: true,
  rollup_people: true,
  rollup_person_months: true,
  rollup_person_years: true,
  rollup_team_months: true,
  rollup_team_pairs: true,
  rollup_team_pair_years: true,
  rollup_value_teams: true,
};

const MARKS = 'migrate-store';

/** The rows of each table that holds any, the moves' marks left out. */
export async function heldRecords(db: Kysely<Database>): Promise<Map<string, number>> {
  const held = new Map<string, number>();
  const count = async (table: string, rows: { executeTakeFirstOrThrow: () => Promise<{ n: number }> }) => {
    const { n } = await rows.executeTakeFirstOrThrow();
    if (Number(n) > 0) held.set(table, Number(n));
  };
  for (const table of (Object.keys(TABLES) as (keyof Database)[]).filter((t) => t !== 'kept_records')) {
    await count(
      table,
      db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')),
    );
  }
  await count(
    'kept_records',
    db
      .selectFrom('kept_records')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('namespace', '!=', MARKS),
  );
  return held;
}

const markSchema = z.object({ value: z.object({ movedAt: z.string(), outbox: z.array(z.string()) }) });
export type Mark = z.infer<typeof markSchema>['value'];

/** The sources moved into the target before, each with its mark. */
export async function marksIn(db: Kysely<Database>): Promise<Map<string, Mark>> {
  const rows = await db.selectFrom('kept_records').select(['key', 'value_json']).where('namespace', '=', MARKS).execute();
  return new Map(rows.map((r) => [r.key, markSchema.parse(JSON.parse(r.value_json)).value]));
}

/** Marks the target as moved from `source` (the first run's time kept), with every outbox item moved so far. */
export async function markMoved(trx: Transaction<Database>, source: string, before: Mark | undefined, outbox: string[], now: number): Promise<void> {
  const ids = [...new Set([...(before?.outbox ?? []), ...outbox])];
  if (before && ids.length === before.outbox.length) return;
  const value_json = JSON.stringify({ value: { movedAt: before?.movedAt ?? new Date(now).toISOString(), outbox: ids } });
  await trx
    .insertInto('kept_records')
    .values({ namespace: MARKS, key: source, value_json, expires_at: null })
    .onConflict((oc) => oc.columns(['namespace', 'key']).doUpdateSet({ value_json }))
    .execute();
}
