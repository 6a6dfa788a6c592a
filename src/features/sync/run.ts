// Directory sync (admins): read every Slack user, map them, send chunks of at most 1000 at the import rate the service
// allows (rate_limit.remaining / reset_at, and Retry-After on a 429), resend a chunk without the rows the service
// refused, report progress in one DM message updated in place, and finish with a summary and a CSV of failed rows.
// Each finished chunk is recorded, so a restart resumes without sending any chunk twice.
import type { WebClient } from '@slack/web-api';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { RateLimitedError, ValidationError, isTransient, noRetryPolicy } from '../../engagement/index.js';
import { type WorkspaceRef, workspaceKey } from '../../store/workspaces.js';
import type { FeatureDeps } from '../../slack/deps.js';
import type { FlowContext } from '../../slack/feature.js';
import { explainFailure } from '../../ui/explain.js';
import { writeCsv } from '../../slack/files/csv-file.js';
import { dmChannel, uploadFile } from '../../slack/files/upload.js';
import type { FailedRow, SyncJob, SyncRow } from '../../store/sync-jobs.js';
import { planDryRun } from './dry-run.js';
import { type Mapped, type SlackMember, chunks, mapMembers } from './mapping.js';
import { slackUserSchema } from '../../directory/slack-user.js';
import { teamArg, teamsToRead } from '../../directory/org-teams.js';
import { metrics } from '../../ops/metrics.js';

/** What a directory sync uses: the team map, the directory, the service, its job records and queue, its lock, shutdown. */
export type SyncDeps = Pick<FeatureDeps, 'workspaces' | 'directory' | 'connections' | 'syncJobs' | 'dedupe' | 'jobs' | 'log' | 'stopping'>;

export type SyncOptions = { update: boolean; dryRun: boolean };
const n = (x: number) => x.toLocaleString('en-US');
const IMPORT_TIMEOUT_MS = 60_000;
const MAX_ATTEMPTS = 3;

function sleep(ms: number, signal: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve(false);
    const timer = setTimeout(() => resolve(true), ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve(false)), { once: true });
  });
}

/** Every Slack user of the workspace, or on an org-wide install of every workspace of the org (an account in several
 *  of them once; two accounts with one e-mail are made one person by mapMembers). */
export async function readDirectory(bulk: WebClient, w: WorkspaceRef, ownSettingsTeams?: string[]): Promise<SlackMember[]> {
  const users = new Map<string, SlackMember>();
  for (const team of await teamsToRead(bulk, w, ownSettingsTeams)) {
    let cursor: string | undefined;
    do {
      // users.list is Tier 2: ask for large pages (Slack may send fewer) so big directories need few calls.
      const page = await bulk.users.list({ limit: 1000, include_locale: true, ...teamArg(team), ...(cursor ? { cursor } : {}) });
      for (const u of z.array(slackUserSchema).parse(page.members ?? [])) if (!users.has(u.id)) users.set(u.id, u);
      cursor = page.response_metadata?.next_cursor || undefined;
    } while (cursor);
  }
  return [...users.values()];
}

async function teamsByUser(deps: SyncDeps, bulk: WebClient, w: WorkspaceRef): Promise<Map<string, string>> {
  const teamOf = new Map<string, string>();
  for (const mapping of (await deps.workspaces.get(w)).teamMap) {
    for (const userId of (await deps.directory.usergroupMembers(bulk, w, mapping.usergroupId)) ?? []) if (!teamOf.has(userId)) teamOf.set(userId, mapping.name);
  }
  return teamOf;
}

const leftOutText = (leftOut: Record<string, number>) => {
  const parts = Object.entries(leftOut).map(([reason, count]) => `${n(count)} ${reason === 'Slackbot' ? 'Slackbot' : `${reason}${count === 1 ? '' : 's'}`}`);
  return parts.length ? ` Left out: ${parts.join(', ')}.` : '';
};

export async function startSync(ctx: FlowContext<SyncDeps & Pick<FeatureDeps, 'bulkSlack'>, 'slack' | 'workspace' | 'userId' | 'reply' | 'botToken'>, options: SyncOptions): Promise<void> {
  const { deps, slack, workspace: w, userId: adminId, reply } = ctx;
  const bulk = deps.bulkSlack(ctx.botToken);
  const running = await deps.syncJobs.current(w);
  const lock = `sync-start:${workspaceKey(w)}`;
  if (running?.status === 'running' || !(await deps.dedupe.claim(lock, 10 * 60_000))) {
    const where = running ? ` (${n(running.sent)} of ${n(running.people)} sent, started by <@${running.adminId}>)` : '';
    await reply({ text: `A directory sync is already running${where}. One at a time: its progress is in the DM of whoever started it.` });
    return;
  }
  // The lock covers reading and planning; once the job is saved, its status is the lock.
  let released = false;
  const release = async () => {
    if (!released) await deps.dedupe.release(lock);
    released = true;
  };
  const channel = await dmChannel(slack, adminId).catch(async (error: unknown) => {
    await release();
    throw error;
  });
  const progress = await slack.chat.postMessage({ channel, text: ':hourglass_flowing_sand: Reading the Slack directory…' });
  await reply({ text: `${options.dryRun ? 'Dry run started' : 'Directory sync started'} — progress is in your DM with me.` });
  try {
    const settings = await deps.workspaces.get(w);
    const teamOf = await teamsByUser(deps, bulk, w);
    const mapped = mapMembers(await readDirectory(bulk, w, settings.ownSettingsTeams), { includeGuests: settings.syncGuests, teamOf: (id) => teamOf.get(id), managerField: settings.managerField });
    const leftOut: Record<string, number> = {};
    mapped.leftOut.forEach((l) => (leftOut[l.reason] = (leftOut[l.reason] ?? 0) + 1));
    const planned = chunks(mapped.items);
    if (options.dryRun) {
      await reportDryRun(deps, slack, w, { channel, ts: progress.ts! }, mapped, options, leftOutText(leftOut));
      return;
    }
    const job: SyncJob = {
      id: randomUUID(),
      workspace: { teamId: w.teamId, ...(w.enterpriseId ? { enterpriseId: w.enterpriseId } : {}), ...(w.ownSettings ? { ownSettings: true } : {}) },
      adminId,
      channel,
      progressTs: progress.ts!,
      update: options.update,
      status: 'running',
      chunkCount: planned.length,
      people: mapped.items.length,
      nextChunk: 0,
      sent: 0,
      totals: { imported: 0, updated: 0, skipped: 0, failed: mapped.failed.length },
      leftOut,
      startedAt: new Date().toISOString(),
    };
    for (const [i, rows] of planned.entries()) await deps.syncJobs.saveChunk(job, i, rows);
    await deps.syncJobs.saveFailed(job, -1, mapped.failed.map((f) => ({ email: f.email, name: f.name, reason: f.reason })));
    await deps.syncJobs.save(job);
    await release();
    await deps.jobs.enqueue('sync', job.id, { key: workspaceKey(job.workspace) });
  } catch (error) {
    deps.log.error('directory sync:', error);
    await slack.chat.update({ channel, ts: progress.ts!, text: `:warning: The directory sync stopped: ${explainFailure(error, 'nothing more was sent', false, 'admin')}` });
  } finally {
    await release();
  }
}

/** Looks up who is already in the directory (nothing is imported) and says what a real run would do. */
async function reportDryRun(deps: SyncDeps, slack: WebClient, w: WorkspaceRef, message: { channel: string; ts: string }, mapped: Mapped, options: SyncOptions, leftOut: string) {
  const { client } = await deps.connections.forWorkspace(w);
  let shown = Date.now();
  const plan = await planDryRun(client, mapped.items, (done) => {
    if (Date.now() - shown < 1_000) return;
    shown = Date.now();
    void slack.chat.update({ ...message, text: `:mag: Dry run: checking who is already in the directory… ${n(done)} of ${n(mapped.items.length)}` }).catch(() => undefined);
  });
  const existing = options.update
    ? `update ${n(plan.existing)} already in the directory from Slack`
    : `leave ${n(plan.existing)} already in the directory unchanged (\`--update\` would update them from Slack)`;
  const refused = plan.refused.length
    ? ` The service would refuse ${n(plan.refused.length)}: ${plan.refused.slice(0, 5).map((r) => `${r.email} (${r.reason})`).join('; ')}${plan.refused.length > 5 ? '; …' : ''}.`
    : '';
  const noEmail = mapped.failed.length ? ` ${n(mapped.failed.length)} can’t be sent (no e-mail).` : '';
  await slack.chat.update({ ...message, text: `:mag: Dry run — nothing was sent. A sync now would import ${n(plan.fresh)} new ${plan.fresh === 1 ? 'person' : 'people'} and ${existing}.${refused}${noEmail}${leftOut}` });
}

/** Sends the job's remaining chunks; returns when done, or early (state saved) when the app is stopping. */
export async function continueSync(deps: SyncDeps, slack: WebClient, job: SyncJob): Promise<void> {
  const w = job.workspace;
  const say = (text: string) => slack.chat.update({ channel: job.channel, ts: job.progressTs, text }).catch((e: unknown) => deps.log.warn('sync progress:', e));
  const status = (next: string) => say(`:arrows_counterclockwise: Syncing the directory: ${n(job.sent)} of ${n(job.people)} sent — ${next}`);
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
        await status(`next batch in ${Math.ceil(wait / 1000)} s`);
        if (!(await sleep(wait, deps.stopping))) return;
      } else await status(`sending batch ${index + 1} of ${job.chunkCount}`);
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
          await status(`the service did not answer; trying batch ${index + 1} again`);
          if (!(await sleep(2_000 * attempts, deps.stopping))) return;
        } else {
          job.status = 'stopped';
          metrics.jobFailures.inc({ job: 'sync' });
          await deps.syncJobs.save(job);
          await say(`:warning: The directory sync stopped at batch ${index + 1} of ${job.chunkCount}: ${explainFailure(error, 'the rest was not sent', false, 'admin')} Run \`/kudos sync\` again to start over; people already imported are skipped.`);
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
  await finish(deps, slack, job);
}

async function finish(deps: SyncDeps, slack: WebClient, job: SyncJob): Promise<void> {
  const t = job.totals;
  const text = `:white_check_mark: Directory sync finished: ${n(t.imported)} imported, ${n(t.updated)} updated, ${n(t.skipped)} skipped (already in the directory), ${n(t.failed)} failed.${leftOutText(job.leftOut)}`;
  await slack.chat.update({ channel: job.channel, ts: job.progressTs, text }).catch((e: unknown) => deps.log.warn('sync summary:', e));
  const failed = await deps.syncJobs.failed(job);
  if (failed.length === 0) return;
  const dir = await mkdtemp(join(tmpdir(), 'kudos-sync-'));
  try {
    const file = join(dir, 'failed.csv');
    await writeCsv(file, ['email', 'name', 'reason'], (async function* () { yield* failed; })());
    await uploadFile(slack, { path: file, filename: `sync-failed-${job.startedAt.slice(0, 10)}.csv`, title: 'Directory sync: failed rows', channelId: job.channel, comment: `${n(failed.length)} people could not be imported; the reasons are in the file.` });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
