// The first step of a directory sync, run by whichever instance holds the sync job: read every Slack user, map them
// and save the planned chunks and the job (or, for a dry run, report what a real run would do). A run taken over after
// its instance died while reading simply reads again: nothing was sent yet.
import { sentences } from '../../i18n/sentences.js';
import type { WebClient } from '@slack/web-api';
import { z } from 'zod';
import type { WorkspaceRef } from '../../store/workspaces.js';
import type { FeatureDeps } from '../../slack/deps.js';
import type { Translator } from '../../i18n/translator.js';
import type { SyncJob, SyncStart } from '../../store/sync-jobs.js';
import { explainFailure } from '../../ui/explain.js';
import { slackUserSchema } from '../../directory/slack-user.js';
import { teamArg, teamsToRead } from '../../directory/org-teams.js';
import { planDryRun } from './dry-run.js';
import { type Mapped, type SlackMember, chunks, mapMembers } from './mapping.js';

/** What planning uses: the team map, the directory, the service (dry runs), the job records, the bulk client. */
/** `languages`: every message and file of a sync is in the words of the admin who started it. */
export type PlanDeps = Pick<FeatureDeps, 'workspaces' | 'directory' | 'connections' | 'syncJobs' | 'bulkSlack' | 'log' | 'languages'>;

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

async function teamsByUser(deps: PlanDeps, bulk: WebClient, w: WorkspaceRef): Promise<Map<string, string>> {
  const teamOf = new Map<string, string>();
  for (const mapping of (await deps.workspaces.get(w)).teamMap) {
    for (const userId of (await deps.directory.usergroupMembers(bulk, w, mapping.usergroupId)) ?? []) if (!teamOf.has(userId)) teamOf.set(userId, mapping.name);
  }
  return teamOf;
}

/** Who was left out and why ("Left out: 1 Slackbot, 3 bots."), '' when no one was. */
export const leftOutText = (t: Translator, leftOut: Record<string, number>) => {
  const parts = Object.entries(leftOut).map(([reason, count]) =>
    // not-for-people: a stored reason code, made a select key (no spaces) for the message.
    t.t('sync.leftOutCount', { reason: reason === 'second account' ? 'secondAccount' : reason, count }),
  );
  return parts.length ? t.t('sync.leftOut', { list: parts.join(', ') }) : '';
};

/** Reads and maps the directory and saves the planned job; undefined when nothing is left to send (a dry run reported,
 *  or reading failed and the admin was told). */
export async function planSync(deps: PlanDeps, slack: WebClient, start: SyncStart): Promise<SyncJob | undefined> {
  const w = start.workspace;
  const message = { channel: start.channel, ts: start.progressTs };
  const t = await deps.languages.person(slack, w, start.adminId);
  try {
    if (!slack.token) throw new Error('the job’s Slack client has no bot token');
    const bulk = deps.bulkSlack(slack.token);
    const settings = await deps.workspaces.get(w);
    const teamOf = await teamsByUser(deps, bulk, w);
    const mapped = mapMembers(await readDirectory(bulk, w, settings.ownSettingsTeams), {
      includeGuests: settings.syncGuests,
      teamOf: (id) => teamOf.get(id),
      managerField: settings.managerField,
    });
    const leftOut: Record<string, number> = {};
    mapped.leftOut.forEach((l) => (leftOut[l.reason] = (leftOut[l.reason] ?? 0) + 1));
    if (start.dryRun) {
      await reportDryRun(t, deps, slack, w, message, mapped, start.update, leftOutText(t, leftOut));
      return undefined;
    }
    const planned = chunks(mapped.items);
    const { dryRun: _dryRun, ...job }: SyncStart = start;
    const saved: SyncJob = {
      ...job,
      status: 'running',
      chunkCount: planned.length,
      people: mapped.items.length,
      nextChunk: 0,
      sent: 0,
      totals: { imported: 0, updated: 0, skipped: 0, failed: mapped.failed.length },
      leftOut,
      startedAt: new Date().toISOString(),
    };
    for (const [i, rows] of planned.entries()) await deps.syncJobs.saveChunk(saved, i, rows);
    await deps.syncJobs.saveFailed(
      saved,
      -1,
      mapped.failed.map((f) => ({ email: f.email, name: f.name, reason: t.said(f.reason) })),
    );
    await deps.syncJobs.save(saved);
    return saved;
  } catch (error) {
    deps.log.error('directory sync:', error);
    await slack.chat
      .update({ ...message, text: t.t('sync.stoppedReading', { reason: explainFailure(t, error, 'moreNotSent', false, 'admin') }) })
      .catch(() => undefined);
    return undefined;
  }
}

/** Looks up who is already in the directory (nothing is imported) and says what a real run would do. */
async function reportDryRun(
  t: Translator,
  deps: PlanDeps,
  slack: WebClient,
  w: WorkspaceRef,
  message: { channel: string; ts: string },
  mapped: Mapped,
  update: boolean,
  leftOut: string,
) {
  const { client } = await deps.connections.forWorkspace(w);
  let shown = Date.now();
  const plan = await planDryRun(client, mapped.items, (done) => {
    if (Date.now() - shown < 1_000) return;
    shown = Date.now();
    void slack.chat
      .update({ ...message, text: t.t('sync.dryRunChecking', { done: t.number(done), total: t.number(mapped.items.length) }) })
      .catch(() => undefined);
  });
  const would = t.t('sync.dryRunWould', { fresh: plan.fresh, existing: plan.existing, update: update ? 'yes' : 'no' });
  const named = plan.refused.slice(0, 5).map((r) => `${r.email} (${t.said(r.reason)})`);
  const refused = plan.refused.length
    ? t.t('sync.dryRunRefused', { count: plan.refused.length, list: [...named, ...(plan.refused.length > 5 ? ['…'] : [])].join('; ') })
    : '';
  const noEmail = mapped.failed.length ? t.t('sync.dryRunNoEmail', { count: mapped.failed.length }) : '';
  await slack.chat.update({ ...message, text: sentences(would, refused, noEmail, leftOut) });
}
