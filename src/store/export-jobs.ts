// A survey export's state in the store, so whichever instance runs its queued job finds what to export, where its
// progress message is, how often it was started, and whether the file was already sent (never sent twice).
import type Keyv from 'keyv';
import { z } from 'zod';
import { SKILLS } from '../engagement/index.js';

/** Which export, and its filters, as `/kudos export` parsed them. */
export const exportSpecSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('questions'), skill: z.enum(SKILLS).optional(), dimension: z.string().optional() }),
  z.object({ kind: z.literal('responses'), email: z.string().optional(), question: z.string().optional(), from: z.string().optional(), to: z.string().optional() }),
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
  constructor(private readonly kv: Keyv<unknown>) {}

  async save(job: ExportJob): Promise<void> {
    await this.kv.set(`job:${job.id}`, job, JOB_TTL_MS);
  }

  async get(id: string): Promise<ExportJob | undefined> {
    const raw = await this.kv.get(`job:${id}`);
    return raw ? exportJobSchema.parse(raw) : undefined;
  }
}
