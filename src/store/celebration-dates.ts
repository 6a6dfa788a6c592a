// Each person's celebrated dates per workspace (birthday as MM-DD, never a year; work start date), set by the person or
// imported by an admin, and their opt-outs, kept apart so an import never writes over an opt-out: the opt-out wins.
// Tables celebration_dates and celebration_opt_outs.
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/schema.js';
import { type WorkspaceRef, workspaceKey } from './workspaces.js';

export const personDatesSchema = z.object({
  /** `MM-DD`: day and month only. */
  birthday: z
    .string()
    .regex(/^\d{2}-\d{2}$/)
    .optional(),
  /** `YYYY-MM-DD`. */
  start: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  /** Who set it last: the person, or an admin's import. */
  source: z.enum(['person', 'import']),
  email: z.string().optional(),
});
export type PersonDates = z.infer<typeof personDatesSchema>;

export const optOutsSchema = z.object({ birthday: z.boolean().default(false), anniversary: z.boolean().default(false) });
export type OptOuts = z.infer<typeof optOutsSchema>;

export type StoredPerson = { userId: string; dates: PersonDates; optOuts: OptOuts };

const NO_OPT_OUTS: OptOuts = { birthday: false, anniversary: false };

type DatesRow = { user_id: string; birthday: string | null; start_date: string | null; source: string; email: string | null };
type OptOutsRow = { birthday: number | null; anniversary: number | null };

/** No row (or a person with dates and no opt-outs, in a join): nothing opted out of. */
const optOutsOf = (row: OptOutsRow | undefined): OptOuts =>
  row && row.birthday !== null ? { birthday: row.birthday === 1, anniversary: row.anniversary === 1 } : NO_OPT_OUTS;

/** A person as the store hands them out: dates that do not parse read as none set by the person, as before any. */
function personOf(dates: DatesRow, optOuts: OptOutsRow | undefined): StoredPerson {
  const parsed = personDatesSchema.safeParse({
    birthday: dates.birthday ?? undefined,
    start: dates.start_date ?? undefined,
    source: dates.source,
    email: dates.email ?? undefined,
  });
  return { userId: dates.user_id, dates: parsed.success ? parsed.data : { source: 'person' }, optOuts: optOutsOf(optOuts) };
}

export class CelebrationDatesStore {
  constructor(private readonly db: Kysely<Database>) {}

  private dates(w: WorkspaceRef) {
    return this.db
      .selectFrom('celebration_dates')
      .select(['user_id', 'birthday', 'start_date', 'source', 'email'])
      .where('workspace_key', '=', workspaceKey(w));
  }

  async get(w: WorkspaceRef, userId: string): Promise<StoredPerson> {
    const [dates, optOuts] = await Promise.all([
      this.dates(w).where('user_id', '=', userId).executeTakeFirst(),
      this.db
        .selectFrom('celebration_opt_outs')
        .select(['birthday', 'anniversary'])
        .where('workspace_key', '=', workspaceKey(w))
        .where('user_id', '=', userId)
        .executeTakeFirst(),
    ]);
    return dates ? personOf(dates, optOuts) : { userId, dates: { source: 'person' }, optOuts: optOutsOf(optOuts) };
  }

  async setDates(w: WorkspaceRef, userId: string, dates: PersonDates): Promise<void> {
    const d = personDatesSchema.parse(dates);
    const row = { birthday: d.birthday ?? null, start_date: d.start ?? null, source: d.source, email: d.email ?? null };
    await this.db
      .insertInto('celebration_dates')
      .values({ workspace_key: workspaceKey(w), user_id: userId, ...row })
      .onConflict((oc) => oc.columns(['workspace_key', 'user_id']).doUpdateSet(row))
      .execute();
  }

  async setOptOuts(w: WorkspaceRef, userId: string, optOuts: OptOuts): Promise<void> {
    const o = optOutsSchema.parse(optOuts);
    const row = { birthday: o.birthday ? 1 : 0, anniversary: o.anniversary ? 1 : 0 } as const;
    await this.db
      .insertInto('celebration_opt_outs')
      .values({ workspace_key: workspaceKey(w), user_id: userId, ...row })
      .onConflict((oc) => oc.columns(['workspace_key', 'user_id']).doUpdateSet(row))
      .execute();
  }

  /** Everyone in the workspace with dates stored, with their opt-outs, in user-id order (sorted here: the database's
   *  collation may order text otherwise), in one query. */
  async everyone(w: WorkspaceRef): Promise<StoredPerson[]> {
    const rows = await this.db
      .selectFrom('celebration_dates as d')
      .leftJoin('celebration_opt_outs as o', (join) => join.onRef('o.workspace_key', '=', 'd.workspace_key').onRef('o.user_id', '=', 'd.user_id'))
      .select(['d.user_id', 'd.birthday', 'd.start_date', 'd.source', 'd.email', 'o.birthday as opt_birthday', 'o.anniversary as opt_anniversary'])
      .where('d.workspace_key', '=', workspaceKey(w))
      .execute();
    return rows
      .map((r) => personOf(r, { birthday: r.opt_birthday, anniversary: r.opt_anniversary }))
      .sort((a, b) => (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0));
  }
}
