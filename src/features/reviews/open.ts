// Opening the review modals at once (the trigger expires in 3 s) with a "finding your reports" view, then the form
// offering only the manager's direct reports, dated today in their time zone — or, with no reports, a sentence saying
// so instead of a form. Picking a report adds the covering preset's prompts and says if they were reviewed this cycle.
import type { ModalView } from '@slack/types';
import pLimit from 'p-limit';
import { z } from 'zod';
import { plain, section } from '../../ui/blocks.js';
import type { FeatureDeps } from '../../slack/deps.js';
import { explainFailure } from '../../ui/explain.js';
import type { Translator } from '../../i18n/translator.js';
import { ACTIONS } from '../../ui/ids.js';
import type { FlowContext } from '../../slack/feature.js';
import { alreadyReviewedText, nextReviewFrom } from './cycle.js';
import { coveringPreset, hintsOf } from './hints.js';
import { type Report, directReports } from './reports.js';
import { REVIEW_BLOCKS, chosenEmployee, employeeChoiceSchema, reportIdsOf, reviewModal } from './review-modal.js';
import { pickView } from './team-review-views.js';

/** What opening a review form uses: who is who, the service, the links and presets the hints come from. */
type OpenReviewDeps = Pick<FeatureDeps, 'directory' | 'connections' | 'workspaces' | 'presets' | 'log'>;
type Ctx = FlowContext<OpenReviewDeps, 'slack' | 'workspace' | 'words'>;
/** Opened by a person: their reports, dated in their time zone. */
type ReviewerCtx = FlowContext<OpenReviewDeps, 'slack' | 'workspace' | 'userId' | 'actor' | 'words'>;

const CYCLE_CHECKS_AT_ONCE = 4;

export function todayFor(tzOffsetSeconds: number | undefined, now = Date.now()): string {
  return new Date(now + (tzOffsetSeconds ?? 0) * 1000).toISOString().slice(0, 10);
}

async function today({ deps, slack, workspace, userId }: ReviewerCtx) {
  const me = await deps.directory.user(slack, workspace, userId).catch(() => undefined);
  return todayFor(me?.tzOffset);
}

const notice = (t: Translator, title: string, text: string): ModalView => ({
  type: 'modal',
  title: plain(title, 24),
  close: plain(t.t('reviews.buttonClose'), 24),
  blocks: [section(text)],
});

/** The reviewer's direct reports (undefined: the service shows no managers, so nobody is filtered), or why not. */
async function reportsOf(ctx: ReviewerCtx, t: Translator): Promise<{ reports: Report[] | undefined } | { problem: string }> {
  const actor = await ctx.actor();
  if ('problem' in actor) return actor;
  try {
    const reports = await directReports(ctx.deps, ctx.slack, ctx.workspace, actor.connection.client, actor.email);
    return reports?.length === 0 ? { problem: t.t('reviews.noReports') } : { reports };
  } catch (error) {
    return { problem: explainFailure(t, error, 'noForm', false) };
  }
}

export async function openReview(ctx: ReviewerCtx, triggerId: string, employeeId?: string): Promise<void> {
  const { slack } = ctx;
  const t = await ctx.words();
  const opened = await slack.views.open({ trigger_id: triggerId, view: notice(t, t.t('reviews.titleFileReview'), t.t('reviews.findingReports')) });
  const viewId = opened.view!.id!;
  const [date, found] = await Promise.all([today(ctx), reportsOf(ctx, t)]);
  if ('problem' in found) {
    await slack.views.update({ view_id: viewId, view: notice(t, t.t('reviews.titleFileReview'), found.problem) });
    return;
  }
  const reports = found.reports;
  const offered = employeeId && (!reports || reports.some((r) => r.userId === employeeId)) ? employeeId : undefined;
  if (offered) return showHints(ctx, viewId, offered, date, reports);
  const stranger = employeeId ? { notice: t.t('reviews.notYourReport', { userId: employeeId }) } : {};
  await slack.views.update({ view_id: viewId, view: reviewModal(t, { date, ...(reports ? { reports } : {}), ...stranger }) });
}

/** Whether they were reviewed this cycle already; a failed check says nothing (filing still checks). */
async function reviewedNotice({ deps, workspace }: Ctx, t: Translator, email: string, presetNextReview: string | undefined, date: string) {
  const next = await nextReviewFrom((await deps.connections.forWorkspace(workspace)).client, email, presetNextReview).catch(() => undefined);
  return next && date < next ? alreadyReviewedText(t, next) : undefined;
}

/** After the employee is chosen (or preselected): the same modal, with the preset's prompts and the cycle notice. */
async function showHints(ctx: Ctx, viewId: string, employeeId: string, date: string, reports?: Report[]): Promise<void> {
  const t = await ctx.words();
  const covering = await coveringPreset(ctx.deps, ctx.slack, ctx.workspace, employeeId).catch(() => undefined); // hints are a help, never a reason the form cannot open
  const warning = covering ? await reviewedNotice(ctx, t, covering.email, covering.preset?.next_review, date) : undefined;
  const hints = hintsOf(covering?.preset);
  await ctx.slack.views.update({
    view_id: viewId,
    view: reviewModal(t, { employeeId, date, ...(reports ? { reports } : {}), ...(warning ? { notice: warning } : {}) }, hints),
  });
}

/** The reports a form offered, by name again, from the IDs kept in its metadata. */
async function namedReports({ deps, slack, workspace }: Ctx, ids: string[] | undefined): Promise<Report[] | undefined> {
  if (!ids) return undefined;
  return Promise.all(ids.map(async (id) => ({ userId: id, name: (await deps.directory.user(slack, workspace, id).catch(() => undefined))?.name ?? id })));
}

export async function openTeamReview(ctx: ReviewerCtx, triggerId: string): Promise<void> {
  const t = await ctx.words();
  const opened = await ctx.slack.views.open({ trigger_id: triggerId, view: notice(t, t.t('reviews.titleTeamReview'), t.t('reviews.findingReports')) });
  await switchToTeamReview(ctx, opened.view!.id!);
}

export async function switchToTeamReview(ctx: ReviewerCtx, viewId: string): Promise<void> {
  const t = await ctx.words();
  const [date, found] = await Promise.all([today(ctx), reportsOf(ctx, t)]);
  if ('problem' in found) return void (await ctx.slack.views.update({ view_id: viewId, view: notice(t, t.t('reviews.titleTeamReview'), found.problem) }));
  const reviewed = found.reports ? await reviewedThisCycle(ctx, found.reports, date) : new Map<string, string>();
  await ctx.slack.views.update({ view_id: viewId, view: pickView(t, date, found.reports, reviewed) });
}

/** The reports already reviewed this cycle, each with the first date their next review can carry. */
async function reviewedThisCycle(ctx: Ctx, reports: Report[], date: string): Promise<Map<string, string>> {
  const { deps, slack, workspace: w } = ctx;
  const limit = pLimit(CYCLE_CHECKS_AT_ONCE);
  const checked = await Promise.all(
    reports.map((r) =>
      limit(async () => {
        const covering = await coveringPreset(deps, slack, w, r.userId).catch(() => undefined);
        const next = covering
          ? await nextReviewFrom((await deps.connections.forWorkspace(w)).client, covering.email, covering.preset?.next_review).catch(() => undefined)
          : undefined;
        return next && date < next ? ([r.userId, next] as const) : undefined;
      }),
    ),
  );
  return new Map(checked.filter((entry) => entry !== undefined));
}

const pickedViewSchema = z.object({
  id: z.string(),
  private_metadata: z.string().optional(),
  state: z.object({
    values: z.object({
      [REVIEW_BLOCKS.employee]: z.object({ [ACTIONS.reviewEmployee]: employeeChoiceSchema }),
      [REVIEW_BLOCKS.date]: z.object({ value: z.object({ selected_date: z.string().nullish() }) }).optional(),
    }),
  }),
});

/** The employee picker changed (dispatch_action): the same form, told about that person. */
export async function employeePicked(ctx: Ctx, view: unknown): Promise<void> {
  const parsed = pickedViewSchema.safeParse(view);
  if (!parsed.success) return ctx.deps.log.warn('review_employee: a view without the employee picker');
  const { values } = parsed.data.state;
  const employeeId = chosenEmployee(values.employee[ACTIONS.reviewEmployee]);
  const date = values.review_date?.value.selected_date ?? new Date().toISOString().slice(0, 10);
  const reports = await namedReports(ctx, reportIdsOf(parsed.data.private_metadata));
  if (employeeId) await showHints(ctx, parsed.data.id, employeeId, date, reports);
}
