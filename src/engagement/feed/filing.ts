// Who the rollups file each person's kudos under: their team and manager in the company directory (a manager who is
// not in it is none), copied into rollup_people. A person whose entry changed is filed again in the caller's
// transaction: what their kudos count is taken away under the old entry and added under the new.
import { type Kysely, type Transaction, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { DialectName } from '../../db/dialect.js';
import { KEYS_AT_ONCE, type RollupState, count, listRows, lockState, recount, withKeys } from './rollups.js';

type Db = Kysely<Database> | Transaction<Database>;
/** The read model's database and its dialect: model.ts's ReadModelDb, not imported (model.ts reaches this file). */
type RowsDb = { db: Kysely<Database>; dialect: DialectName };
/** PostgreSQL's error when a lock was not had within lock_timeout. */
const LOCK_NOT_AVAILABLE = '55P03';
/** A person's entry as it is to be filed (team null: filed nowhere), and as it was (old_team null: nowhere). */
type Change = { email: string; team: string | null; manager: string | null; old_team: string | null; old_manager: string | null };

/** More people than this filed again at once: every row is counted again instead. */
const REFILE_AT_MOST = 2000;

const chunks = <T>(items: T[]): T[][] =>
  Array.from({ length: Math.ceil(items.length / KEYS_AT_ONCE) }, (_, i) => items.slice(i * KEYS_AT_ONCE, (i + 1) * KEYS_AT_ONCE));

/** The directory entries that differ from the filing — added, changed or gone (`only`: of these people). */
async function changes(db: Db, scope: string, only?: string[]): Promise<Change[]> {
  // `people`: read first and each looked up by e-mail (CROSS JOIN: SQLite would read every entry and keep the listed).
  const of = (table: string, alias: string, people?: string[]) =>
    people ? sql`(${listRows(people)}) l CROSS JOIN ${sql.table(table)} ${sql.raw(alias)}` : sql`${sql.table(table)} ${sql.raw(alias)}`;
  const listedOnly = (alias: string, people?: string[]) => (people ? sql` AND ${sql.ref(`${alias}.email`)} = l.v` : sql``);
  const found = (people?: string[]) =>
    sql<Change>`SELECT d.email, d.team, m.email AS manager, f.team AS old_team, f.manager AS old_manager FROM ${of('directory', 'd', people)}
      LEFT JOIN directory m ON m.scope = d.scope AND m.email = d.manager LEFT JOIN rollup_people f ON f.scope = d.scope AND f.email = d.email
      WHERE d.scope = ${scope}${listedOnly('d', people)} AND (f.email IS NULL OR f.team <> d.team OR COALESCE(f.manager, '') <> COALESCE(m.email, ''))
    UNION ALL SELECT f.email, NULL, NULL, f.team, f.manager FROM ${of('rollup_people', 'f', people)}
      WHERE f.scope = ${scope}${listedOnly('f', people)} AND NOT EXISTS (SELECT 1 FROM directory d WHERE d.scope = f.scope AND d.email = f.email)`.execute(db);
  if (!only) return (await found()).rows;
  const rows: Change[] = [];
  for (const people of chunks(only)) rows.push(...(await found(people)).rows);
  return rows;
}

/** Files the changed people as they now are: what their kudos (given or received) count is taken away, the filing
 *  changed and the same counted again — a thousand people at a time, each step exact on its own (rows naming none of
 *  them count the same under the old filing and the new). */
async function refile(db: Db, scope: string, timeZone: string, changed: Change[]): Promise<void> {
  for (const batch of chunks(changed)) {
    const people = listRows(batch.map((c) => c.email));
    const theirs = withKeys(sql`SELECT g.key AS v FROM (${people}) l CROSS JOIN recognitions g WHERE g.scope = ${scope} AND g.giver = l.v
      UNION SELECT r.key FROM (${people}) l CROSS JOIN recognition_receivers r WHERE r.scope = ${scope} AND r.email = l.v`);
    const moved = batch.some((c) => c.team !== c.old_team || c.manager !== c.old_manager);
    if (moved) await count(db, scope, timeZone, theirs, -1);
    const gone = batch.filter((c) => c.team === null).map((c) => c.email);
    const filed = batch.flatMap((c) => (c.team === null ? [] : [{ scope, email: c.email, team: c.team, manager: c.manager }]));
    if (gone.length) await db.deleteFrom('rollup_people').where('scope', '=', scope).where('email', 'in', gone).execute();
    if (filed.length)
      await db
        .insertInto('rollup_people')
        .values(filed)
        .onConflict((oc) => oc.columns(['scope', 'email']).doUpdateSet((eb) => ({ team: eb.ref('excluded.team'), manager: eb.ref('excluded.manager') })))
        .execute();
    if (moved) await count(db, scope, timeZone, theirs, 1);
  }
}

/** Files the people nowhere (forgotten, their directory entries gone with them), before their rows change; those they
 *  managed are filed with no manager, and the months kept under them as a manager (empty then) go. */
export async function unfile(db: Db, scope: string, timeZone: string, emails: string[]): Promise<void> {
  const filed = await db
    .selectFrom('rollup_people')
    .selectAll()
    .where('scope', '=', scope)
    .where((eb) => eb.or([eb('email', 'in', emails), eb('manager', 'in', emails)]))
    .execute();
  const gone = new Set(emails);
  await refile(
    db,
    scope,
    timeZone,
    filed.map((f) => ({ email: f.email, team: gone.has(f.email) ? null : f.team, manager: null, old_team: f.team, old_manager: f.manager })),
  );
  await db.deleteFrom('rollup_team_months').where('scope', '=', scope).where('manager', 'in', emails).execute();
}

/** Files every directory entry afresh and counts the company's rows again on the clock `timeZone`. */
async function fileEveryone(db: Db, scope: string, timeZone: string): Promise<void> {
  await db.deleteFrom('rollup_people').where('scope', '=', scope).execute();
  await sql`INSERT INTO rollup_people (scope, email, team, manager) SELECT d.scope, d.email, d.team, m.email FROM directory d
    LEFT JOIN directory m ON m.scope = d.scope AND m.email = d.manager WHERE d.scope = ${scope}`.execute(db);
  await recount(db, scope, timeZone);
}

/** When the directory was last saved (people.ts); null when never (the rows then say nothing of when it changed: it is
 *  compared whole each time). */
const directoryAt = async (db: Db, scope: string): Promise<number | null> =>
  Number((await db.selectFrom('recognition_scopes').select('directory_at').where('scope', '=', scope).executeTakeFirst())?.directory_at ?? 0) || null;
const filedAt = (db: Db, scope: string, at: number | null) => db.updateTable('rollup_scopes').set({ directory_at: at }).where('scope', '=', scope).execute();

/** Before a page of kudos naming `people` is counted (the rollup state locked): when the directory was saved since it
 *  was last filed, the people whose entry changed are filed again — everyone afresh when nothing is counted yet; when
 *  more changed than can be moved one by one, only the page's people, the rest left to the next chart. */
export async function fileForPage(db: Db, scope: string, state: RollupState, people: string[]): Promise<void> {
  const saved = await directoryAt(db, scope);
  if (saved !== null && state.directory_at === saved) return;
  const found = await changes(db, scope);
  const counted = await db.selectFrom('rollup_person_months').select('scope').where('scope', '=', scope).limit(1).executeTakeFirst();
  if (found.length > REFILE_AT_MOST && counted) return refile(db, scope, state.time_zone, await changes(db, scope, people));
  if (found.length > REFILE_AT_MOST) await fileEveryone(db, scope, state.time_zone);
  else await refile(db, scope, state.time_zone, found);
  await filedAt(db, scope, saved);
}

/** Each database's recounts of every row under way behind the charts, by company (one at a time in a process). */
const recounts = new WeakMap<Kysely<Database>, Map<string, Promise<unknown>>>();
/** How long a chart waits for the rollup state held by another (a page being written, a recount elsewhere). */
const CHART_LOCK_WAIT = '1s';

/** Brings the company's rollups to its directory as last saved and to the clock `timeZone`, the rollup state locked:
 *  the changed people filed again, or — when the clock changed or too many people did — every row counted again.
 *  `recountAll` false: such a recount is not done ('recount' said instead), and on PostgreSQL a state held longer than
 *  CHART_LOCK_WAIT by another is not waited for ('busy'). */
export async function reconcile(r: RowsDb, scope: string, timeZone: string, recountAll: boolean): Promise<'done' | 'recount' | 'busy'> {
  const bounded = !recountAll && r.dialect === 'postgres';
  try {
    return await r.db.transaction().execute(async (trx) => {
      if (bounded) await sql`SET LOCAL lock_timeout = ${sql.lit(CHART_LOCK_WAIT)}`.execute(trx);
      const locked = await lockState(trx, scope);
      const saved = await directoryAt(trx, scope);
      const found = saved !== null && locked.directory_at === saved ? [] : await changes(trx, scope);
      const everyone = locked.time_zone !== timeZone || found.length > REFILE_AT_MOST;
      if (everyone && !recountAll) return 'recount';
      if (everyone) await fileEveryone(trx, scope, timeZone);
      else await refile(trx, scope, locked.time_zone, found);
      await trx.updateTable('rollup_scopes').set({ time_zone: timeZone }).where('scope', '=', scope).execute();
      await filedAt(trx, scope, saved);
      return 'done';
    });
  } catch (error) {
    if (bounded && (error as { code?: unknown }).code === LOCK_NOT_AVAILABLE) return 'busy';
    throw error;
  }
}

/** Whether the company's rollups can be read by team on the clock `timeZone`, brought to the directory as last saved
 *  first when few people changed. A recount of every row (a new clock, a large reorganisation: tens of seconds at a
 *  million kudos) runs behind the answer instead, `onError` told if it fails: false until it is done (the charts count
 *  from the rows meanwhile), while another holds the rollup state, and when the company has no rollups (no row
 *  written since they exist). */
export async function reconciled(r: RowsDb, scope: string, timeZone: string, onError: (error: unknown) => void): Promise<boolean> {
  const [state, at] = await Promise.all([
    r.db.selectFrom('rollup_scopes').select(['time_zone', 'directory_at']).where('scope', '=', scope).executeTakeFirst(),
    directoryAt(r.db, scope),
  ]);
  if (!state) return false;
  if (state.time_zone === timeZone && state.directory_at !== null && Number(state.directory_at) === at) return true;
  let underWay = recounts.get(r.db);
  if (!underWay) recounts.set(r.db, (underWay = new Map()));
  if (underWay.has(scope)) return false;
  const outcome = await reconcile(r, scope, timeZone, false);
  if (outcome === 'recount' && !underWay.has(scope))
    underWay.set(
      scope,
      reconcile(r, scope, timeZone, true)
        .catch(onError)
        .finally(() => underWay.delete(scope)),
    );
  return outcome === 'done';
}
