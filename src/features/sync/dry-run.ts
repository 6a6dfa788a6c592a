// What a sync would really do, found without importing: who is new, who is already in the directory (updated with
// --update, else left unchanged), and which new rows the spec's import rules would refuse (names over 100 characters,
// a manager who is neither in the directory nor in the sync).
import pLimit from 'p-limit';
import { type EngagementClient, NotFoundError } from '../../engagement-client/index.js';
import type { ImportItem } from '../../engagement-client/index.js';
import { type Said, said } from '../../i18n/said.js';

const LOOKUPS_AT_ONCE = 8;
const NAME_MAX = 100;

/** `reason`: why the service would refuse the row, worded for the admin by whoever reports the plan. */
export type DryRunPlan = { fresh: number; existing: number; refused: { email: string; reason: Said }[] };

async function inDirectory(client: EngagementClient, emails: string[], onChecked: (done: number) => void): Promise<Set<string>> {
  const limit = pLimit(LOOKUPS_AT_ONCE);
  const found = new Set<string>();
  let done = 0;
  await Promise.all(
    emails.map((email) =>
      limit(async () => {
        try {
          await client.members.get(email);
          found.add(email);
        } catch (error) {
          if (!(error instanceof NotFoundError)) throw error;
        }
        onChecked(++done);
      }),
    ),
  );
  return found;
}

function problemOf(item: ImportItem, known: Set<string>): Said | undefined {
  if (!item.first_name.trim() || item.first_name !== item.first_name.trim()) return said('sync.problemFirstNameBlank');
  if (item.first_name.length > NAME_MAX) return said('sync.problemTooLong', { field: 'first_name', max: NAME_MAX });
  if (!item.last_name.trim()) return said('sync.problemLastNameMissing');
  if (item.last_name.length > NAME_MAX) return said('sync.problemTooLong', { field: 'last_name', max: NAME_MAX });
  if (item.manager_email && !known.has(item.manager_email)) return said('sync.problemManager', { email: item.manager_email });
  return undefined;
}

export async function planDryRun(client: EngagementClient, items: ImportItem[], onChecked: (done: number) => void): Promise<DryRunPlan> {
  const emails = items.map((i) => i.email);
  const inSync = new Set(emails);
  const managers = [...new Set(items.map((i) => i.manager_email).filter((m): m is string => !!m && !inSync.has(m)))];
  const found = await inDirectory(client, [...emails, ...managers], onChecked);
  const known = new Set([...found, ...inSync]);
  const refused: DryRunPlan['refused'] = [];
  let fresh = 0;
  for (const item of items) {
    if (found.has(item.email)) continue;
    const problem = problemOf(item, known);
    if (problem) refused.push({ email: item.email, reason: problem });
    else fresh += 1;
  }
  return { fresh, existing: items.filter((i) => found.has(i.email)).length, refused };
}
