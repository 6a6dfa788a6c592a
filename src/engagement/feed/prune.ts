// Lets rows older than 400 days go, company by company (each in a transaction of its own, on its indexes), with the
// names of people no row names any more; what they counted is taken out of the rollups first, and the months and years
// left empty before the cutoff go. No board or chart reads further back.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { KEEP_MS } from './feeder.js';
import { monthStart, yearStart } from './months.js';
import { ROLLUP_TABLES, YEAR_TABLES, before, count, lockState } from './rollups.js';

/** The rollups kept per month (the others per year). */
const MONTH_TABLES = ROLLUP_TABLES.filter((t): t is Exclude<typeof t, (typeof YEAR_TABLES)[number]> => !(YEAR_TABLES as readonly string[]).includes(t));

/** Returns how many recognitions went. */
export async function pruneOld(db: Kysely<Database>, now: number): Promise<number> {
  const cutoff = now - KEEP_MS;
  const scopes = await db.selectFrom('feed_sources').select('scope').distinct().execute();
  let gone = 0;
  for (const { scope } of scopes) {
    gone += await db.transaction().execute(async (trx) => {
      const { time_zone } = await lockState(trx, scope);
      await count(trx, scope, time_zone, before(cutoff), -1);
      const month = monthStart(cutoff, time_zone);
      for (const table of MONTH_TABLES) await trx.deleteFrom(table).where('scope', '=', scope).where('month', '<', month).execute();
      for (const table of YEAR_TABLES) await trx.deleteFrom(table).where('scope', '=', scope).where('year', '<', yearStart(cutoff, time_zone)).execute();
      const r = await trx.deleteFrom('recognitions').where('scope', '=', scope).where('at', '<', cutoff).executeTakeFirst();
      await trx.deleteFrom('recognition_receivers').where('scope', '=', scope).where('at', '<', cutoff).execute();
      await trx.deleteFrom('recognition_values').where('scope', '=', scope).where('at', '<', cutoff).execute();
      await trx
        .deleteFrom('recognition_people')
        .where('scope', '=', scope)
        .where(({ not, exists, selectFrom, and }) =>
          and([
            // Selecting the person's own column keeps each look inside the index in person order (one seek a name).
            not(
              exists(
                selectFrom('recognition_receivers as x').select('x.email').where('x.scope', '=', scope).whereRef('x.email', '=', 'recognition_people.email'),
              ),
            ),
            not(exists(selectFrom('recognitions as g').select('g.giver').where('g.scope', '=', scope).whereRef('g.giver', '=', 'recognition_people.email'))),
          ]),
        )
        .execute();
      return Number(r.numDeletedRows);
    });
  }
  return gone;
}
