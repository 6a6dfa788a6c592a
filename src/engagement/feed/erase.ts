// Deletes the read model's rows of a workspace (uninstall) or of one person (`npm run forget`), inside the caller's
// transaction so they go with the rest of what the app keeps, or not at all — rollups included: no row names a person
// forgotten, and what is left of their kudos is counted as it is. A company's scope names its workspace first
// (`T:<team>:…`, `E:<enterprise>:…`, connections.ts), so the workspace's IDs find its scopes.
import { type Transaction, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import { unfile } from './filing.js';
import { KEYS_AT_ONCE, ROLLUP_TABLES, count, listed, lockState } from './rollups.js';

type Trx = Transaction<Database>;

const TABLES = [
  'recognitions',
  'recognition_receivers',
  'recognition_values',
  'recognition_people',
  'recognition_scopes',
  'feed_sources',
  'directory',
  'rollup_scopes',
  'rollup_people',
  ...ROLLUP_TABLES,
] as const;

/** The company scopes of a workspace known by its team or enterprise IDs. */
async function scopesOf(trx: Trx, ids: string[]): Promise<string[]> {
  const prefixes = ids.flatMap((id) => [`T:${id}:`, `E:${id}:`]);
  const known = await trx
    .selectFrom('recognitions')
    .select('scope')
    .distinct()
    .union(trx.selectFrom('feed_sources').select('scope'))
    .union(trx.selectFrom('recognition_scopes').select('scope'))
    .union(trx.selectFrom('directory').select('scope'))
    .union(trx.selectFrom('rollup_scopes').select('scope'))
    .execute();
  // In one order, so two erases lock the scopes' rollup states in the same order.
  return known
    .map((r) => r.scope)
    .filter((scope) => prefixes.some((p) => scope.startsWith(p)))
    .sort();
}

/** Deletes every row of the workspace's company scopes; returns how many recognitions went. */
export async function eraseRecognitions(trx: Trx, ids: string[]): Promise<number> {
  const scopes = await scopesOf(trx, ids);
  if (scopes.length === 0) return 0;
  let gone = 0;
  for (const table of TABLES) {
    const r = await trx.deleteFrom(table).where('scope', 'in', scopes).executeTakeFirst();
    if (table === 'recognitions') gone = Number(r.numDeletedRows);
  }
  return gone;
}

/** Deletes one person from the workspace's rows: what they received (a recognition only they received goes whole), their
 *  name, their directory entry and their own list's progress; what they gave stays counted for its receivers, without
 *  them as its giver. `userId`: their directory entry gives their e-mail when `emails` does not. Returns the rows. */
export async function forgetRecognitions(trx: Trx, ids: string[], who: { userId: string; emails: string[] }): Promise<number> {
  const scopes = await scopesOf(trx, ids);
  if (scopes.length === 0) return 0;
  const listed = await trx.selectFrom('directory').select('email').where('scope', 'in', scopes).where('user_id', '=', who.userId).execute();
  const emails = [...new Set([...who.emails, ...listed.map((r) => r.email)].map((e) => e.toLowerCase()))];
  if (emails.length === 0) return 0;
  const recount = await uncount(trx, scopes, emails);
  let rows = 0;
  const count = (r: { numDeletedRows?: bigint; numUpdatedRows?: bigint }) => (rows += Number(r.numDeletedRows ?? r.numUpdatedRows ?? 0));
  count(
    await trx
      .deleteFrom('recognitions')
      .where('scope', 'in', scopes)
      .where(({ eb, exists, not, selectFrom }) =>
        eb.and([
          exists(
            selectFrom('recognition_receivers as mine')
              .select('mine.key')
              .where('mine.email', 'in', emails)
              .whereRef('mine.scope', '=', 'recognitions.scope')
              .whereRef('mine.key', '=', 'recognitions.key'),
          ),
          not(
            exists(
              selectFrom('recognition_receivers as other')
                .select('other.key')
                .where('other.email', 'not in', emails)
                .whereRef('other.scope', '=', 'recognitions.scope')
                .whereRef('other.key', '=', 'recognitions.key'),
            ),
          ),
        ]),
      )
      .executeTakeFirst(),
  );
  count(
    await trx
      .deleteFrom('recognition_values')
      .where('scope', 'in', scopes)
      .where(({ eb, exists, not, selectFrom }) =>
        eb.and([
          exists(
            selectFrom('recognition_receivers as mine')
              .select('mine.key')
              .where('mine.email', 'in', emails)
              .whereRef('mine.scope', '=', 'recognition_values.scope')
              .whereRef('mine.key', '=', 'recognition_values.key'),
          ),
          not(
            exists(
              selectFrom('recognitions as r')
                .select('r.key')
                .whereRef('r.scope', '=', 'recognition_values.scope')
                .whereRef('r.key', '=', 'recognition_values.key'),
            ),
          ),
        ]),
      )
      .executeTakeFirst(),
  );
  count(await trx.deleteFrom('recognition_receivers').where('scope', 'in', scopes).where('email', 'in', emails).executeTakeFirst());
  count(await trx.updateTable('recognitions').set({ giver: null }).where('scope', 'in', scopes).where('giver', 'in', emails).executeTakeFirst());
  count(await trx.updateTable('recognition_receivers').set({ giver: null }).where('scope', 'in', scopes).where('giver', 'in', emails).executeTakeFirst());
  count(await trx.deleteFrom('recognition_people').where('scope', 'in', scopes).where('email', 'in', emails).executeTakeFirst());
  count(await trx.deleteFrom('directory').where('scope', 'in', scopes).where('email', 'in', emails).executeTakeFirst());
  count(
    await trx
      .deleteFrom('feed_sources')
      .where('scope', 'in', scopes)
      .where(
        'source_id',
        'in',
        emails.flatMap((e) => [`received:${e}`, `email:${e}`]),
      )
      .executeTakeFirst(),
  );
  await recount();
  return rows;
}

/** Files the people nowhere and takes what their kudos count out of each company's rollups; returns how to count what
 *  is left of those kudos once their rows are changed (their own months, empty then, go). */
async function uncount(trx: Trx, scopes: string[], emails: string[]): Promise<() => Promise<void>> {
  const later: (() => Promise<void>)[] = [];
  for (const scope of scopes) {
    const { time_zone } = await lockState(trx, scope);
    await unfile(trx, scope, time_zone, emails);
    const theirs = await sql<{ key: string }>`SELECT g.key FROM recognitions g WHERE g.scope = ${scope} AND g.giver IN (${sql.join(emails)})
      UNION SELECT r.key FROM recognition_receivers r WHERE r.scope = ${scope} AND r.email IN (${sql.join(emails)})`.execute(trx);
    const keys = theirs.rows.map((r) => r.key);
    const each = async (sign: 1 | -1) => {
      for (let i = 0; i < keys.length; i += KEYS_AT_ONCE) await count(trx, scope, time_zone, listed(keys.slice(i, i + KEYS_AT_ONCE)), sign);
    };
    await each(-1);
    later.push(async () => {
      await each(1);
      for (const table of ['rollup_person_months', 'rollup_person_years'] as const)
        await trx.deleteFrom(table).where('scope', '=', scope).where('email', 'in', emails).execute();
    });
  }
  return async () => {
    for (const step of later) await step();
  };
}
