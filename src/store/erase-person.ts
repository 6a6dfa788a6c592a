// One person's data in the app, deleted on request (`npm run forget`) in one transaction: their celebration dates and
// opt-outs, their monthly-summary choice, the claims, counters and records whose key names them in the workspace
// (allowances…), their member-e-mail link and admin role in the workspace's settings, and them in the read model of
// recognitions (engagement/feed/erase.ts); then their cached Slack profile. Kept: the rewards ledger, the company's
// book of what it gave them (docs/decisions/forget-keeps-rewards-ledger.md), and the engagement service's records (kudos, feedback, reviews).
import type { Transaction } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/schema.js';
import { type EraseStores, type ErasedCounts, NAMED_BY_KEY, NAMED_TABLES, type RecognitionsErasure, keyNames, workspaceIds, workspaceKeys } from './erase.js';
import { type WorkspaceRef, workspaceKey } from './workspaces.js';

/** Every table of a person's rows (workspace_key and user_id), and whether forgetting them deletes them: not the
 *  rewards ledger's. A Record, so a new such table does not compile until it is decided here. */
type PersonTable = { [T in keyof Database]: Database[T] extends { workspace_key: string; user_id: string } ? T : never }[keyof Database];
const PERSON_TABLES: Record<PersonTable, boolean> = {
  celebration_dates: true,
  celebration_opt_outs: true,
  insights_summary_optins: true,
  language_choices: true,
  reward_balances: false,
  reward_limit_uses: false,
  reward_ledger: false,
  reward_request_events: false,
};

/** A key of the workspace that names the person (`T:T1:U1:2026-11-01…`). */
const ofPerson = (ids: string[], userId: string) => (key: string) => {
  const parts = key.split(':');
  return parts.includes(userId) && parts.some((p) => ids.includes(p));
};

/** A JSON list of the settings as its schema reads it; undefined when it does not (the settings store repairs it). */
function listed<T>(schema: z.ZodType<T>, text: string): T | undefined {
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Takes the person out of the settings' admins and member-e-mail links, compared and set so a concurrent change of the
 *  settings is neither lost nor undone: how many of the two they were in, and the e-mail they were linked to. */
async function unlinkFromSettings(trx: Transaction<Database>, key: string, userId: string): Promise<{ removed: number; email?: string }> {
  for (;;) {
    const row = await trx.selectFrom('workspace_settings').select(['admins_json', 'links_json']).where('workspace_key', '=', key).executeTakeFirst();
    if (!row) return { removed: 0 };
    const admins = listed(z.array(z.string()), row.admins_json);
    const links = listed(z.record(z.string(), z.string()), row.links_json);
    const admin = admins?.includes(userId) === true;
    const linked = links !== undefined && Object.hasOwn(links, userId);
    if (!admin && !linked) return { removed: 0 };
    const set = await trx
      .updateTable('workspace_settings')
      .set({
        ...(admin ? { admins_json: JSON.stringify(admins.filter((a) => a !== userId)) } : {}),
        ...(linked ? { links_json: JSON.stringify(Object.fromEntries(Object.entries(links).filter(([u]) => u !== userId))) } : {}),
        updated_at: new Date().toISOString(),
      })
      .where('workspace_key', '=', key)
      .where('admins_json', '=', row.admins_json)
      .where('links_json', '=', row.links_json)
      .executeTakeFirst();
    if (Number(set.numUpdatedRows) === 1) return { removed: Number(admin) + Number(linked), ...(linked ? { email: links[userId]! } : {}) };
  }
}

async function eraseRows(trx: Transaction<Database>, recognitions: RecognitionsErasure, w: WorkspaceRef, userId: string): Promise<ErasedCounts> {
  const counts: ErasedCounts = {};
  for (const table of (Object.keys(PERSON_TABLES) as PersonTable[]).filter((t) => PERSON_TABLES[t])) {
    const gone = await trx.deleteFrom(table).where('workspace_key', 'in', workspaceKeys(w)).where('user_id', '=', userId).executeTakeFirst();
    counts[table] = Number(gone.numDeletedRows);
  }
  for (const table of NAMED_TABLES) {
    const column = NAMED_BY_KEY[table];
    const gone = await trx
      .deleteFrom(table)
      .where(keyNames(column, [userId]))
      .where(keyNames(column, workspaceIds(w)))
      .returning('namespace')
      .execute();
    for (const { namespace } of gone) counts[`${table}/${namespace}`] = (counts[`${table}/${namespace}`] ?? 0) + 1;
  }
  const settings = await unlinkFromSettings(trx, workspaceKey(w), userId);
  counts['settings (link, admin role)'] = settings.removed;
  // The read model finds their e-mail in its directory too; the link names the one they were given kudos under.
  counts.recognitions = await recognitions.forgetRecognitions(trx, workspaceIds(w), { userId, emails: settings.email ? [settings.email] : [] });
  return counts;
}

export async function erasePerson(stores: EraseStores, w: WorkspaceRef, userId: string): Promise<ErasedCounts> {
  const counts = await stores.db.transaction().execute((trx) => eraseRows(trx, stores.recognitions, w, userId));
  counts.cache = stores.dropCached(ofPerson(workspaceIds(w), userId));
  // The settings store's cache (keyed by the workspace key) reads the changed settings again.
  if (counts['settings (link, admin role)']! > 0) stores.dropCached((key) => key === workspaceKey(w));
  return counts;
}
