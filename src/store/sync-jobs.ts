// A directory sync's state in the app's database, so a restart resumes it: the workspace's latest job (small, rewritten
// per chunk) and each planned chunk and each chunk's failed rows as rows of their own, all kept a week. The syncs under
// way are a query of the jobs.
import type { Kysely, Transaction } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/schema.js';
import { importItemSchema } from '../engagement-client/index.js';
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

/** The job as its row keeps it: id and status are columns (the status is what `active` asks), the rest JSON. */
const storedJobSchema = jobSchema.omit({ id: true, status: true });

type ChunkKind = 'rows' | 'failed';

export class SyncJobs {
  constructor(private readonly db: Kysely<Database>) {}

  async current(w: WorkspaceRef): Promise<SyncJob | undefined> {
    return this.jobOf(workspaceKey(w));
  }

  /** Saves the workspace's job; one that replaces an older job takes the older one's chunks away with it. */
  async save(job: SyncJob): Promise<void> {
    const wk = workspaceKey(job.workspace);
    const { id, status, ...rest } = job;
    const row = { id, status, job_json: JSON.stringify(rest), expires_at: Date.now() + JOB_TTL_MS };
    await this.db.transaction().execute(async (trx) => {
      await dropChunksOfOlder(trx, wk, id);
      await trx
        .insertInto('sync_jobs')
        .values({ workspace_key: wk, ...row })
        .onConflict((oc) => oc.column('workspace_key').doUpdateSet(row))
        .execute();
    });
  }

  /** The workspace keys of the syncs under way. */
  async active(): Promise<string[]> {
    const rows = await this.db.selectFrom('sync_jobs').select('workspace_key').where('status', '=', 'running').where('expires_at', '>', Date.now()).execute();
    return rows.map((r) => r.workspace_key);
  }

  async jobOf(key: string): Promise<SyncJob | undefined> {
    const row = await this.db
      .selectFrom('sync_jobs')
      .select(['id', 'status', 'job_json'])
      .where('workspace_key', '=', key)
      .where('expires_at', '>', Date.now())
      .executeTakeFirst();
    return row ? { ...storedJobSchema.parse(JSON.parse(row.job_json)), id: row.id, status: row.status } : undefined;
  }

  async saveChunk(job: SyncJob, index: number, rows: SyncRow[]): Promise<void> {
    await this.put(job, 'rows', index, rows);
  }

  async chunk(job: SyncJob, index: number): Promise<SyncRow[]> {
    const row = await this.chunks(job, 'rows').where('idx', '=', index).executeTakeFirst();
    return row ? z.array(rowSchema).parse(JSON.parse(row.rows_json)) : [];
  }

  /** Failed rows are kept per chunk (index -1: found before sending), so a resumed job never counts one twice. */
  async saveFailed(job: SyncJob, index: number, rows: FailedRow[]): Promise<void> {
    await this.put(job, 'failed', index, rows);
  }

  async failed(job: SyncJob): Promise<FailedRow[]> {
    const rows = await this.chunks(job, 'failed').orderBy('idx').execute();
    return rows.flatMap((row) => z.array(failedRowSchema).parse(JSON.parse(row.rows_json)));
  }

  private async put(job: SyncJob, kind: ChunkKind, index: number, rows: unknown[]): Promise<void> {
    const values = { rows_json: JSON.stringify(rows), expires_at: Date.now() + JOB_TTL_MS };
    await this.db
      .insertInto('sync_job_chunks')
      .values({ job_id: job.id, kind, idx: index, ...values })
      .onConflict((oc) => oc.columns(['job_id', 'kind', 'idx']).doUpdateSet(values))
      .execute();
  }

  private chunks(job: SyncJob, kind: ChunkKind) {
    return this.db.selectFrom('sync_job_chunks').select('rows_json').where('job_id', '=', job.id).where('kind', '=', kind).where('expires_at', '>', Date.now());
  }
}

/** The chunks of the workspace's job before `id`: nothing reads them once a newer job is saved in its place. */
async function dropChunksOfOlder(trx: Transaction<Database>, wk: string, id: string): Promise<void> {
  const older = trx.selectFrom('sync_jobs').select('id').where('workspace_key', '=', wk).where('id', '<>', id);
  await trx.deleteFrom('sync_job_chunks').where('job_id', 'in', older).execute();
}
