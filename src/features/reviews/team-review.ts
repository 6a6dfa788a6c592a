// A team review's flow: pick several direct reports, review them a few per step (each step is the same modal, updated,
// so the stack never grows past one view), file them in batches of at most 200, then correct and resend only the
// failed ones. The modals are in team-review-views.ts, the reading of their answers in team-review-input.ts, the draft
// between steps in store/drafts.ts.
import type { Boost } from '../../engagement-client/index.js';
import { DRAFT_TTL_MS, type Draft, type DraftStore } from '../../store/drafts.js';
import { workspaceKey } from '../../store/workspaces.js';
import type { Directory } from '../../directory/directory.js';
import type { Dedupe } from '../../store/dedupe.js';
import { explainFailure } from '../../ui/explain.js';
import type { Translator } from '../../i18n/translator.js';
import type { FlowContext, Submission } from '../../slack/feature.js';
import { fileInBatches } from './batch.js';
import { refusalOf } from './refusals.js';
import { parsePick, parseStepMeta, readStep } from './team-review-input.js';
import { PEOPLE_PER_STEP, notice, pending, resultView, stepView } from './team-review-views.js';

/** Refusals no correction in the form can change: who the person is, not what was written. */
const NOT_CORRECTABLE = new Set(['NOT_DIRECT_MANAGER', 'ALREADY_REVIEWED', 'MEMBER_NOT_FOUND']);
type Person = Draft['people'][number];

/** What filing a team review uses: the drafts between steps, the dedupe of a filing round, who is who, the service. */
type TeamReviewDeps = { drafts: DraftStore; dedupe: Dedupe; directory: Directory };
type Ctx = FlowContext<Pick<TeamReviewDeps, 'drafts'>, 'slack' | 'workspace' | 'words'>;

export async function submitPick(
  { deps, workspace: w, userId, words }: FlowContext<Pick<TeamReviewDeps, 'drafts'>, 'workspace' | 'userId' | 'words'>,
  viewId: string,
  values: unknown,
): Promise<Submission> {
  const t = await words();
  const pick = parsePick(t, values, userId);
  if (!pick.ok) return { response: { response_action: 'errors', errors: pick.errors } };
  const draft: Draft = { id: viewId, date: pick.date, people: pick.people.map((userId) => ({ userId })), round: 0 };
  await deps.drafts.set(w, draft);
  return { response: { response_action: 'update', view: stepView(t, draft, 0) } };
}

export async function submitStep(
  ctx: FlowContext<TeamReviewDeps, 'slack' | 'workspace' | 'actor' | 'words'>,
  view: { id: string; values: unknown; privateMetadata: string },
): Promise<Submission> {
  const { deps, slack, workspace: w } = ctx;
  const t = await ctx.words();
  const { id: viewId, values, privateMetadata } = view;
  const meta = parseStepMeta(privateMetadata);
  const draft = await deps.drafts.get(w, meta.draftId);
  if (!draft) return { response: { response_action: 'update', view: notice(t, t.t('reviews.teamReviewExpired')) } };
  const errors = readStep(t, draft, meta.step, values);
  await deps.drafts.set(w, draft);
  if (Object.keys(errors).length > 0) return { response: { response_action: 'errors', errors } };
  const steps = Math.ceil(pending(draft).length / PEOPLE_PER_STEP);
  if (meta.step + 1 < steps) return { response: { response_action: 'update', view: stepView(t, draft, meta.step + 1) } };

  const round = draft.round;
  if (!(await deps.dedupe.claim(`team-review:${workspaceKey(w)}:${draft.id}:${round}`, DRAFT_TTL_MS))) {
    return { response: { response_action: 'update', view: notice(t, t.t('reviews.alreadyFiling')) } };
  }
  const count = pending(draft).length;
  return {
    response: { response_action: 'update', view: notice(t, t.t('reviews.filingCount', { count })) },
    after: async () => {
      await fileDraft(ctx, t, draft);
      await slack.views.update({ view_id: viewId, view: resultView(t, draft) });
    },
  };
}

/** Files every pending person of the draft and records each result in it; the next filing is a new round. */
async function fileDraft(ctx: FlowContext<TeamReviewDeps, 'slack' | 'workspace' | 'actor'>, t: Translator, draft: Draft): Promise<void> {
  const { deps, slack, workspace: w } = ctx;
  const people = pending(draft);
  const actor = await ctx.actor();
  if ('problem' in actor) {
    people.forEach((p) => (p.result = { ok: false, message: actor.problem }));
  } else {
    const ready: { person: Person; boost: Boost }[] = [];
    for (const p of people) {
      try {
        const email = await deps.directory.emailOf(slack, w, p.userId);
        ready.push({
          person: p,
          boost: {
            employee_email: email,
            reviewer_email: actor.email,
            review_date: draft.date,
            assessment_data: {
              goal_performance: { rating: p.goalRating!, supporting_examples: p.goalExamples ?? '' },
              culture_contribution: { rating: p.cultureRating!, supporting_examples: p.cultureExamples ?? '' },
            },
          },
        });
      } catch (error) {
        p.result = { ok: false, message: explainFailure(t, error, 'filed') };
      }
    }
    const results = await fileInBatches(
      t,
      actor.connection.client,
      ready.map((r) => r.boost),
    );
    ready.forEach(({ person }, i) => {
      const r = results[i]!;
      // not-for-people: a filed person's result line is worded by resultView, never from this message
      person.result = r.success ? { ok: true, message: 'filed' } : { ok: false, message: refusalOf(t, r, 'phrase') };
    });
    // Refusals about who the person is can't be corrected in the form: they are shown, never resent.
    ready.forEach(({ person }, i) => {
      const r = results[i]!;
      if (!r.success && NOT_CORRECTABLE.has(r.error_code) && person.result) person.result.final = true;
    });
  }
  draft.round += 1;
  await deps.drafts.set(w, draft);
}

export async function fixFailed({ deps, slack, workspace, words }: Ctx, viewId: string, draftId: string): Promise<void> {
  const t = await words();
  const draft = await deps.drafts.get(workspace, draftId);
  const view = draft && pending(draft).length ? stepView(t, draft, 0) : notice(t, t.t('reviews.nothingToResend'));
  await slack.views.update({ view_id: viewId, view });
}
