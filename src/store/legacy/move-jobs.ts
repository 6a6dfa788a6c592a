// Directory sync and survey export jobs, as rows with the expiry the old records had (a week from their last save): a
// workspace's sync job with the chunks of rows it planned and each chunk's failed rows, and each export job. Chunks of
// an older sync job, replaced by a newer one, are not moved (nothing reads them; this version deletes them). The list of
// syncs under way is a query of the jobs' status now.
import { z } from 'zod';
import { exportJobSchema } from '../export-jobs.js';
import { failedRowSchema, jobSchema, rowSchema } from '../sync-jobs.js';
import { workspaceKey } from '../workspaces.js';
import { type Move, type MoveContext, alive, parsedOr, putRow, recordsOf } from './move.js';
import { isWorkspaceKey, keyvValue } from './snapshot.js';

/** Every record moved here lives a week after its last save; one with no expiry gets that much from now. */
const JOB_TTL_MS = 7 * 24 * 60 * 60 * 1000;

async function syncJobs(m: MoveContext): Promise<Set<string>> {
  const kind = 'directory sync jobs';
  const moved = new Set<string>();
  for (const record of recordsOf(m, 'sync-jobs').filter((r) => r.key.startsWith('job:'))) {
    if (!alive(m, record, kind)) continue;
    const value = await keyvValue(record.raw);
    const job = parsedOr(m, kind, () => (isWorkspaceKey(record.key.slice('job:'.length)) ? jobSchema.parse(value) : undefined));
    if (!job) continue;
    const { id, status, ...rest } = job;
    await putRow(
      m,
      kind,
      'sync_jobs',
      { workspace_key: workspaceKey(job.workspace) },
      { id, status, job_json: JSON.stringify(rest), expires_at: record.expiresAt ?? m.now + JOB_TTL_MS },
    );
    moved.add(id);
  }
  return moved;
}

/** `chunk:<job>:<index>` (rows to send) and `failed:<job>:<index>` (rows that failed, index -1 before sending). */
async function syncChunks(m: MoveContext, jobs: Set<string>): Promise<void> {
  const kind = 'directory sync chunks';
  for (const record of recordsOf(m, 'sync-jobs')) {
    const [, type, job, index] = /^(chunk|failed):([\s\S]+):(-?\d+)$/.exec(record.key) ?? [];
    if (!type || !job || !alive(m, record, kind)) continue;
    if (!jobs.has(job)) {
      m.tally.leave('directory sync chunks of jobs no longer there (replaced by a newer sync, or expired)');
      continue;
    }
    const value = await keyvValue(record.raw);
    const rows = parsedOr(m, kind, () => (type === 'chunk' ? z.array(rowSchema).parse(value) : z.array(failedRowSchema).parse(value)));
    if (!rows) continue;
    const key = { job_id: job, kind: type === 'chunk' ? ('rows' as const) : ('failed' as const), idx: Number(index) };
    await putRow(m, kind, 'sync_job_chunks', key, { rows_json: JSON.stringify(rows), expires_at: record.expiresAt ?? m.now + JOB_TTL_MS });
  }
  if (recordsOf(m, 'sync-jobs').some((r) => r.key === 'active')) m.tally.leave('list of directory syncs under way (a query of the jobs now)');
}

async function exportJobs(m: MoveContext): Promise<void> {
  const kind = 'survey export jobs';
  for (const record of recordsOf(m, 'export-jobs')) {
    if (!alive(m, record, kind)) continue;
    const value = await keyvValue(record.raw);
    const job = parsedOr(m, kind, () => (record.key.startsWith('job:') ? exportJobSchema.parse(value) : undefined));
    if (!job) continue;
    await putRow(
      m,
      kind,
      'export_jobs',
      { id: job.id },
      { workspace_key: workspaceKey(job.workspace), job_json: JSON.stringify(job), expires_at: record.expiresAt ?? m.now + JOB_TTL_MS },
    );
  }
}

export const jobsMove: Move = {
  namespaces: (ns) => ns === 'sync-jobs' || ns === 'export-jobs',
  run: async (m) => {
    await syncChunks(m, await syncJobs(m));
    await exportJobs(m);
  },
};
