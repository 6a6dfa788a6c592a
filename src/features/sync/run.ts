// Directory sync (admins): read every Slack user, map them, send chunks of at most 1000 at the import rate the service
// allows (rate_limit.remaining / reset_at, and Retry-After on a 429), resend a chunk without the rows the service
// refused, report progress in one DM message updated in place, and finish with a summary and a CSV of failed rows.
// The sync runs as a kept job (ops/kept-jobs.ts): planning (plan.ts) and each finished chunk are recorded, so whoever
// takes it over after a crash or a stop resumes without sending any chunk twice.
import { sentences } from '../../i18n/sentences.js';
import type { WebClient } from '@slack/web-api';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RateLimitedError, ValidationError, isTransient, noRetryPolicy } from '../../engagement-client/index.js';
import { workspaceKey } from '../../store/workspaces.js';
import type { FeatureDeps } from '../../slack/deps.js';
import type { FlowContext } from '../../slack/feature.js';
import { explainFailure } from '../../ui/explain.js';
import type { Translator } from '../../i18n/translator.js';
import { writeCsv } from '../../slack/files/csv-file.js';
import { dmChannel, uploadFile } from '../../slack/files/upload.js';
import type { FailedRow, SyncJob, SyncRow, SyncStart } from '../../store/sync-jobs.js';
import { type PlanDeps, leftOutText } from './plan.js';
import { metrics } from '../../metrics/metrics.js';

/** What a directory sync uses: what planning uses, its job queue, shutdown. */
export type SyncDeps = PlanDeps & Pick<FeatureDeps, 'jobs' | 'stopping'>;

export type SyncOptions = { update: boolean; dryRun: boolean };
const IMPORT_TIMEOUT_MS = 60_000;
const MAX_ATTEMPTS = 3;

function sleep(ms: number, signal: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve(false);
    const timer = setTimeout(() => resolve(true), ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve(false);
      },
      { once: true },
    );
  });
}

/** Posts the progress message and keeps the sync as a job in the outbox (any instance runs it, and takes it over when
 *  the one running it dies); the open job is the only claim, so a second sync is refused exactly while one runs. */
export async function startSync(
  ctx: FlowContext<Pick<SyncDeps, 'jobs' | 'syncJobs'>, 'slack' | 'workspace' | 'userId' | 'reply' | 'words'>,
  options: SyncOptions,
): Promise<void> {
  const { deps, slack, workspace: w, userId: adminId, reply } = ctx;
  const t = await ctx.words();
  const channel = await dmChannel(slack, adminId);
  const progress = await slack.chat.postMessage({ channel, text: t.t('sync.reading') });
  const start: SyncStart = {
    id: randomUUID(),
    workspace: { teamId: w.teamId, ...(w.enterpriseId ? { enterpriseId: w.enterpriseId } : {}), ...(w.ownSettings ? { ownSettings: true } : {}) },
    adminId,
    channel,
    progressTs: progress.ts!,
    update: options.update,
    dryRun: options.dryRun,
  };
  const key = workspaceKey(w);
  if (!(await deps.jobs.enqueue('sync', key, { key, start }))) {
    const running = await deps.syncJobs.current(w);
    const text =
      running?.status === 'running'
        ? t.t('sync.alreadyRunningBy', { sent: t.number(running.sent), people: t.number(running.people), adminId: running.adminId })
        : t.t('sync.alreadyRunning');
    await slack.chat.update({ channel, ts: progress.ts!, text }).catch(() => undefined);
    await reply({ text });
    return;
  }
  await reply({ text: t.t('sync.started', { dryRun: options.dryRun ? 'yes' : 'no' }) });
}

/** The job's progress message, updated in place: `say` any text; `status` what happens now (waiting, sending a batch,
 *  trying one again). */
function progressLine(deps: SyncDeps, slack: WebClient, job: SyncJob, t: Translator) {
  const say = (text: string) => slack.chat.update({ channel: job.channel, ts: job.progressTs, text }).catch((e: unknown) => deps.log.warn('sync progress:', e));
  const status = (next: 'waiting' | 'sending' | 'retrying', index: number, seconds = 0) =>
    say(
      t.t('sync.progress', {
        next,
        sent: t.number(job.sent),
        people: t.number(job.people),
        batch: t.number(index + 1),
        batches: t.number(job.chunkCount),
        seconds,
      }),
    );
  return { say, status };
}

/** Sends the job's remaining chunks; returns when done, or early (state saved) when the app is stopping. */
export async function continueSync(deps: SyncDeps, slack: WebClient, job: SyncJob): Promise<void> {
  const w = job.workspace;
  const t = await deps.languages.person(slack, w, job.adminId);
  const { say, status } = progressLine(deps, slack, job, t);
  const { client } = await deps.connections.forWorkspace(w, { timeoutMs: IMPORT_TIMEOUT_MS, retryPolicy: noRetryPolicy });

  for (let index = job.nextChunk; index < job.chunkCount; index += 1) {
    let rows: SyncRow[] = await deps.syncJobs.chunk(job, index);
    if (deps.stopping.aborted) return;
    const chunkSize = rows.length;
    const failed: FailedRow[] = [];
    let attempts = 0;
    while (rows.length > 0) {
      const wait = job.rateLimit && job.rateLimit.remaining <= 0 ? job.rateLimit.resetAt - Date.now() : 0;
      if (wait > 0) {
        await status('waiting', index, Math.ceil(wait / 1000));
        if (!(await sleep(wait, deps.stopping))) return;
      } else await status('sending', index);
      if (deps.stopping.aborted) return;
      try {
        const result = await client.members.import({
          members: rows.map(({ slack_id: _slackId, ...item }) => item),
          options: job.update ? { update_if_exists: true } : { skip_duplicates: true },
        });
        const updated = result.summary.updated ?? 0;
        job.totals.imported += result.summary.successfully_imported - updated;
        job.totals.updated += updated;
        job.totals.skipped += result.summary.skipped;
        job.rateLimit = { remaining: result.rate_limit.remaining, resetAt: Date.parse(result.rate_limit.reset_at) };
        break;
      } catch (error) {
        if (error instanceof ValidationError && error.rowErrors.length > 0) {
          // All-or-nothing: take out the refused rows, report them, and send the rest again.
          const bad = new Map<number, string[]>();
          error.rowErrors.forEach((e) => bad.set(e.row, [...(bad.get(e.row) ?? []), `${e.field} ${e.message}`]));
          rows.forEach((r, i) => bad.has(i) && failed.push({ email: r.email, name: `${r.first_name} ${r.last_name}`.trim(), reason: bad.get(i)!.join('; ') }));
          rows = rows.filter((_, i) => !bad.has(i));
          if (job.rateLimit) job.rateLimit.remaining -= 1;
        } else if (error instanceof RateLimitedError) {
          const wait = error.retryAfterMs ?? 60_000;
          job.rateLimit = { remaining: 0, resetAt: Date.now() + wait };
        } else if (isTransient(error) && ++attempts < MAX_ATTEMPTS) {
          // Safe to send again: existing members are skipped (or updated) the second time.
          await status('retrying', index);
          if (!(await sleep(2_000 * attempts, deps.stopping))) return;
        } else {
          job.status = 'stopped';
          metrics.jobFailures.inc({ job: 'sync' });
          await deps.syncJobs.save(job);
          await say(
            t.t('sync.stoppedAt', {
              batch: t.number(index + 1),
              batches: t.number(job.chunkCount),
              reason: explainFailure(t, error, 'restNotSent', false, 'admin'),
            }),
          );
          return;
        }
      }
    }
    await deps.syncJobs.saveFailed(job, index, failed);
    job.totals.failed += failed.length;
    job.sent += chunkSize;
    job.nextChunk = index + 1;
    await deps.syncJobs.save(job);
    metrics.jobChunks.inc({ job: 'sync', outcome: failed.length ? 'some_rows_failed' : 'ok' });
  }
  if (deps.stopping.aborted) return;
  job.status = 'done';
  await deps.syncJobs.save(job);
  await finish(t, deps, slack, job);
}

const FAILED_COLUMNS = ['email', 'name', 'reason'] as const;

async function finish(t: Translator, deps: SyncDeps, slack: WebClient, job: SyncJob): Promise<void> {
  const totals = job.totals;
  const text = sentences(
    t.t('sync.finished', {
      imported: t.number(totals.imported),
      updated: t.number(totals.updated),
      skipped: t.number(totals.skipped),
      failed: t.number(totals.failed),
    }),
    leftOutText(t, job.leftOut),
  );
  await slack.chat.update({ channel: job.channel, ts: job.progressTs, text }).catch((e: unknown) => deps.log.warn('sync summary:', e));
  const failed = await deps.syncJobs.failed(job);
  if (failed.length === 0) return;
  const dir = await mkdtemp(join(tmpdir(), 'kudos-sync-'));
  try {
    const file = join(dir, 'failed.csv');
    // The headers in the admin's language (English keeps the field names), in the same order.
    const columns = FAILED_COLUMNS.map((key) => ({ key, header: t.t('sync.column', { column: key }) }));
    await writeCsv(
      file,
      columns,
      (async function* () {
        yield* failed;
      })(),
    );
    await uploadFile(slack, {
      path: file,
      filename: `sync-failed-${job.startedAt.slice(0, 10)}.csv`,
      title: t.t('sync.failedFileTitle'),
      channelId: job.channel,
      comment: t.t('sync.failedFileComment', { count: failed.length }),
    });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
