// A directory sync's state in the store, so a restart resumes it: the job (small, rewritten per chunk), each planned
// chunk and each chunk's failed rows under their own keys, and the list of workspaces with a sync under way.
import type Keyv from 'keyv';
import { z } from 'zod';
import { importItemSchema } from '../engagement/index.js';
import { type WorkspaceRef, workspaceKey } from './workspaces.js';

const totalsSchema = z.object({ imported: z.number(), updated: z.number(), skipped: z.number(), failed: z.number() });

export const jobSchema = z.object({
  id: z.string(),
  workspace: z.object({ teamId: z.string(), enterpriseId: z.string().optional(), ownSettings: z.boolean().optional() }),
  adminId: z.string(),
  channel: z.string(),
  progressTs: z.string(),
  update: z.boolean(),
  status: z.enum(['running', 'done', 'stopped']),
  chunkCount: z.number().int(),
  people: z.number().int(),
  nextChunk: z.number().int(),
  sent: z.number().int(),
  totals: totalsSchema,
  leftOut: z.record(z.string(), z.number()),
  rateLimit: z.object({ remaining: z.number(), resetAt: z.number() }).optional(),
  startedAt: z.string(),
});
export type SyncJob = z.infer<typeof jobSchema>;

/** What `/kudos sync` asked for, kept with the job in the outbox: whoever runs the job first reads the directory with it. */
export const syncStartSchema = z.object({
  id: z.string(),
  workspace: z.object({ teamId: z.string(), enterpriseId: z.string().optional(), ownSettings: z.boolean().optional() }),
  adminId: z.string(),
  channel: z.string(),
  progressTs: z.string(),
  update: z.boolean(),
  dryRun: z.boolean(),
});
export type SyncStart = z.infer<typeof syncStartSchema>;

export const rowSchema = importItemSchema.extend({ slack_id: z.string() });
export type SyncRow = z.infer<typeof rowSchema>;
export const failedRowSchema = z.object({ email: z.string().nullable(), name: z.string(), reason: z.string() });
export type FailedRow = z.infer<typeof failedRowSchema>;

const JOB_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export class SyncJobs {
  constructor(private readonly kv: Keyv<unknown>) {}

  async current(w: WorkspaceRef): Promise<SyncJob | undefined> {
    return this.jobOf(workspaceKey(w));
  }

  async save(job: SyncJob): Promise<void> {
    await this.kv.set(`job:${workspaceKey(job.workspace)}`, job, JOB_TTL_MS);
    const active = new Set(await this.active());
    if (job.status === 'running') active.add(workspaceKey(job.workspace));
    else active.delete(workspaceKey(job.workspace));
    await this.kv.set('active', [...active]);
  }

  async active(): Promise<string[]> {
    return z.array(z.string()).parse((await this.kv.get('active')) ?? []);
  }

  async jobOf(key: string): Promise<SyncJob | undefined> {
    const raw = await this.kv.get(`job:${key}`);
    return raw ? jobSchema.parse(raw) : undefined;
  }

  async saveChunk(job: SyncJob, index: number, rows: SyncRow[]): Promise<void> {
    await this.kv.set(`chunk:${job.id}:${index}`, rows, JOB_TTL_MS);
  }

  async chunk(job: SyncJob, index: number): Promise<SyncRow[]> {
    return z.array(rowSchema).parse((await this.kv.get(`chunk:${job.id}:${index}`)) ?? []);
  }

  /** Failed rows are kept per chunk (index -1: found before sending), so a resumed job never counts one twice. */
  async saveFailed(job: SyncJob, index: number, rows: FailedRow[]): Promise<void> {
    await this.kv.set(`failed:${job.id}:${index}`, rows, JOB_TTL_MS);
  }

  async failed(job: SyncJob): Promise<FailedRow[]> {
    const all: FailedRow[] = [];
    for (let i = -1; i < job.chunkCount; i += 1) all.push(...z.array(failedRowSchema).parse((await this.kv.get(`failed:${job.id}:${i}`)) ?? []));
    return all;
  }
}
