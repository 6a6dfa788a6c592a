// A survey export's state in the store, so whichever instance runs its queued job finds what to export, where its
// progress message is, how often it was started, and whether the file was already sent (never sent twice). A row per
// job, kept a week (reads skip it after that; the purge deletes it).
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/schema.js';
import { SKILLS } from '../engagement-client/index.js';
import { workspaceKey } from './workspaces.js';

/** Which export, and its filters, as `/kudos export` parsed them. */
export const exportSpecSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('questions'), skill: z.enum(SKILLS).optional(), dimension: z.string().optional() }),
  z.object({
    kind: z.literal('responses'),
    email: z.string().optional(),
    question: z.string().optional(),
    from: z.string().optional(),
    to: z.string().optional(),
  }),
]);
export type ExportSpec = z.infer<typeof exportSpecSchema>;

export const exportJobSchema = z.object({
  id: z.string(),
  workspace: z.object({ teamId: z.string(), enterpriseId: z.string().optional(), ownSettings: z.boolean().optional() }),
  adminId: z.string(),
  channel: z.string(),
  progressTs: z.string(),
  spec: exportSpecSchema,
  /** How many times a worker started it: more than one means an instance died (or stopped) while it ran. */
  runs: z.number().int(),
  /** Set once the CSV is in the admin's DM: a later run only finishes the progress message. */
  sent: z.object({ at: z.string(), rows: z.number().int() }).optional(),
});
export type ExportJob = z.infer<typeof exportJobSchema>;

const JOB_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export class ExportJobs {
  constructor(private readonly db: Kysely<Database>) {}

  async save(job: ExportJob): Promise<void> {
    const row = { workspace_key: workspaceKey(job.workspace), job_json: JSON.stringify(job), expires_at: Date.now() + JOB_TTL_MS };
    await this.db
      .insertInto('export_jobs')
      .values({ id: job.id, ...row })
      .onConflict((oc) => oc.column('id').doUpdateSet(row))
      .execute();
  }

  async get(id: string): Promise<ExportJob | undefined> {
    const row = await this.db.selectFrom('export_jobs').select('job_json').where('id', '=', id).where('expires_at', '>', Date.now()).executeTakeFirst();
    return row ? exportJobSchema.parse(JSON.parse(row.job_json)) : undefined;
  }
}
