// What admins set per workspace — giving rules (and the group sizes kudos learned), company values, give by reaction,
// the weekly digest — moved through the stores' own methods where one writes the record as it was; the group sizes and
// the values as rows, to keep their expiry and who changed them when.
import { z } from 'zod';
import { DigestSettingsStore, digestSettingsSchema } from '../digest-settings.js';
import { GivingRulesStore, givingRulesSchema } from '../giving-rules.js';
import { ReactionSettingsStore, reactionSettingsSchema } from '../reaction-settings.js';
import { VALUES_MAX, companyValueSchema } from '../values.js';
import type { WorkspaceRef } from '../workspaces.js';
import { type Move, type MoveContext, alive, heldRow, moveIfChanged, parsedOr, putRow, recordsOf, sameValue } from './move.js';
import { type LegacyRecord, isWorkspaceKey, keyvValue, refOf, splitWorkspace } from './snapshot.js';

/** A per-workspace setting through its store: get (what the store reads back) and set. */
type SettingStore<T> = { get: (w: WorkspaceRef) => Promise<T>; set: (w: WorkspaceRef, value: T) => Promise<void> };

async function moveSetting<T>(
  m: MoveContext,
  kind: string,
  record: LegacyRecord,
  table: 'giving_rules' | 'reaction_settings' | 'digest_settings',
  schema: z.ZodType<T>,
  store: SettingStore<T>,
): Promise<void> {
  if (!alive(m, record, kind)) return;
  const value = await keyvValue(record.raw);
  // One that does not parse read as the defaults before, and reads so with no row now.
  const wanted = parsedOr(m, kind, () => (isWorkspaceKey(record.key) && value !== undefined ? schema.parse(value) : undefined));
  if (wanted === undefined) return;
  const w = refOf(record.key);
  const current = async () => ((await heldRow(m, table, { workspace_key: record.key })) ? store.get(w) : undefined);
  await moveIfChanged(m, kind, current, wanted, () => store.set(w, wanted));
}

/** `size:<wk>:<token>` and `members:<wk>:<token>`, with their 30-day expiry, into one row of group_sizes. */
async function groupSizes(m: MoveContext, records: LegacyRecord[]): Promise<void> {
  const kind = 'group sizes';
  const members = new Map<string, unknown>();
  // Members go with their size (counted there); lapsed ones are none.
  for (const r of records.filter((r) => r.key.startsWith('members:') && (r.expiresAt === null || r.expiresAt > m.now)))
    members.set(r.key.slice('members:'.length), await keyvValue(r.raw));
  for (const record of records.filter((r) => r.key.startsWith('size:'))) {
    if (!alive(m, record, kind)) continue;
    const at = splitWorkspace(record.key.slice('size:'.length));
    const size = await keyvValue(record.raw);
    const row = parsedOr(m, kind, () =>
      at?.rest && record.expiresAt !== null ? { size: z.number().int().min(0).parse(size), expires_at: record.expiresAt } : undefined,
    );
    if (!at || !row) continue;
    const list = z.array(z.string()).safeParse(members.get(record.key.slice('size:'.length)));
    await putRow(m, kind, 'group_sizes', { workspace_key: at.wk, token: at.rest }, { ...row, members_json: JSON.stringify(list.success ? list.data : []) });
  }
}

const valuesRecordSchema = z.object({
  values: z.array(companyValueSchema).max(VALUES_MAX),
  updatedBy: z.string().optional(),
  updatedAt: z.string().optional(),
});

/** A workspace's list of values, written whole (as ValuesStore.set does) with who saved it when. */
async function values(m: MoveContext): Promise<void> {
  const kind = 'company value lists';
  for (const record of recordsOf(m, 'company-values')) {
    if (!alive(m, record, kind)) continue;
    const value = await keyvValue(record.raw);
    const saved = parsedOr(m, kind, () => (isWorkspaceKey(record.key) ? valuesRecordSchema.parse(value) : undefined));
    // A list naming a hashtag twice could not be held by the table (nor read by this version's store).
    if (!saved || new Set(saved.values.map((v) => v.hashtag)).size !== saved.values.length) {
      if (saved) m.tally.count(kind, 'unreadable');
      continue;
    }
    const rows = saved.values.map((v, position) => ({
      workspace_key: record.key,
      position,
      ...v,
      updated_by: saved.updatedBy ?? null,
      updated_at: saved.updatedAt ?? null,
    }));
    const held = await m.db.selectFrom('company_values').selectAll().where('workspace_key', '=', record.key).orderBy('position').execute();
    if (sameValue(held, rows)) {
      m.tally.count(kind, 'same');
      continue;
    }
    await m.db.deleteFrom('company_values').where('workspace_key', '=', record.key).execute();
    if (rows.length) await m.db.insertInto('company_values').values(rows).execute();
    m.tally.count(kind, 'written');
  }
}

export const rulesMove: Move = {
  namespaces: (ns) => ['giving-rules', 'company-values', 'reaction-settings', 'digest-settings'].includes(ns),
  run: async (m) => {
    const rules = new GivingRulesStore(m.db);
    const ruleRecords = recordsOf(m, 'giving-rules');
    for (const record of ruleRecords.filter((r) => !r.key.startsWith('size:') && !r.key.startsWith('members:')))
      await moveSetting(m, 'giving rules', record, 'giving_rules', givingRulesSchema, rules);
    await groupSizes(m, ruleRecords);
    await values(m);
    const reactions = new ReactionSettingsStore(m.db);
    for (const record of recordsOf(m, 'reaction-settings'))
      await moveSetting(m, 'reaction settings', record, 'reaction_settings', reactionSettingsSchema, reactions);
    const digests = new DigestSettingsStore(m.db);
    for (const record of recordsOf(m, 'digest-settings'))
      await moveSetting(m, 'weekly digest settings', record, 'digest_settings', digestSettingsSchema, digests);
  },
};
