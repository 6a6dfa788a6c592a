// Each person's celebrated dates per workspace (birthday as MM-DD, never a year; work start date), set by the person or
// imported by an admin, and their opt-outs, kept apart so an import never writes over an opt-out: the opt-out wins.
import type Keyv from 'keyv';
import { z } from 'zod';
import type { AtomicStore } from './atomic.js';
import { type WorkspaceRef, workspaceKey } from './workspaces.js';

export const personDatesSchema = z.object({
  /** `MM-DD`: day and month only. */
  birthday: z.string().regex(/^\d{2}-\d{2}$/).optional(),
  /** `YYYY-MM-DD`. */
  start: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional(),
  /** Who set it last: the person, or an admin's import. */
  source: z.enum(['person', 'import']),
  email: z.string().optional(),
});
export type PersonDates = z.infer<typeof personDatesSchema>;

export const optOutsSchema = z.object({ birthday: z.boolean().default(false), anniversary: z.boolean().default(false) });
export type OptOuts = z.infer<typeof optOutsSchema>;

export type StoredPerson = { userId: string; dates: PersonDates; optOuts: OptOuts };

const NO_OPT_OUTS: OptOuts = { birthday: false, anniversary: false };

export class CelebrationDatesStore {
  /** `dates`: the keyv namespace; `records`: the same namespace's atomic view, to list who has dates. */
  constructor(
    private readonly dates: Keyv<unknown>,
    private readonly optOutsKv: Keyv<unknown>,
    private readonly records: Pick<AtomicStore, 'keys'>,
  ) {}

  private key = (w: WorkspaceRef, userId: string) => `${workspaceKey(w)}:${userId}`;

  async get(w: WorkspaceRef, userId: string): Promise<StoredPerson> {
    const [dates, optOuts] = await Promise.all([this.dates.get(this.key(w, userId)), this.optOutsKv.get(this.key(w, userId))]);
    const parsed = personDatesSchema.safeParse(dates);
    const outs = optOutsSchema.safeParse(optOuts ?? {});
    return { userId, dates: parsed.success ? parsed.data : { source: 'person' }, optOuts: outs.success ? outs.data : NO_OPT_OUTS };
  }

  async setDates(w: WorkspaceRef, userId: string, dates: PersonDates): Promise<void> {
    await this.dates.set(this.key(w, userId), personDatesSchema.parse(dates));
  }

  async setOptOuts(w: WorkspaceRef, userId: string, optOuts: OptOuts): Promise<void> {
    await this.optOutsKv.set(this.key(w, userId), optOutsSchema.parse(optOuts));
  }

  /** Everyone in the workspace with dates stored, with their opt-outs, in user-id order. */
  async everyone(w: WorkspaceRef): Promise<StoredPerson[]> {
    const prefix = `${workspaceKey(w)}:`;
    const ids = (await this.records.keys()).filter((k) => k.startsWith(prefix)).map((k) => k.slice(prefix.length)).sort();
    return Promise.all(ids.map((id) => this.get(w, id)));
  }
}
