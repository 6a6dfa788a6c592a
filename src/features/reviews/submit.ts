// Filing a review from the modal, at most once: inline errors for what the service refuses when it answers quickly,
// else an "updating" view finished with views.update; the manager gets a DM summary on success.
import type { ModalView } from '@slack/types';
import { type Boost, type BoostResult, outcomeOfFailure } from '../../engagement-client/index.js';
import { workspaceKey } from '../../store/workspaces.js';
import { context, plain, section } from '../../ui/blocks.js';
import type { FeatureDeps } from '../../slack/deps.js';
import { explainFailure } from '../../ui/explain.js';
import { type FlowContext, type Submission, withinBudget } from '../../slack/feature.js';
import { refusalOf } from './refusals.js';
import type { Translator } from '../../i18n/translator.js';
import { REVIEW_BLOCKS, type ReviewSubmission, blockForField, cultureLabels, goalLabels, parseReviewSubmission } from './review-modal.js';

/** What filing one review uses: who is who, the service, and the dedupe that files it at most once. */
type SubmitReviewDeps = Pick<FeatureDeps, 'directory' | 'dedupe'>;

const DAY_MS = 24 * 60 * 60 * 1000;
const INLINE_BUDGET_MS = 2_000;

const resultModal = (t: Translator, text: string): ModalView => ({
  type: 'modal',
  title: plain(t.t('reviews.titleFileReview'), 24),
  close: plain(t.t('reviews.buttonClose'), 24),
  blocks: [section(text)],
});

function summary(t: Translator, s: ReviewSubmission): string {
  return t.t('reviews.filedSummary', {
    userId: s.employeeId,
    date: t.day(s.date),
    goals: goalLabels(t)[s.goalRating],
    culture: cultureLabels(t)[s.cultureRating],
  });
}

export async function submitReview(
  ctx: FlowContext<SubmitReviewDeps, 'slack' | 'workspace' | 'userId' | 'actor' | 'words'>,
  view: { id: string; values: unknown },
): Promise<Submission> {
  const { deps, slack, workspace, userId } = ctx;
  const t = await ctx.words();
  const parsed = parseReviewSubmission(t, view.values, userId);
  if (!parsed.ok) return { response: { response_action: 'errors', errors: parsed.errors } };
  const s = parsed.value;
  const actor = await ctx.actor();
  if ('problem' in actor) return { response: { response_action: 'errors', errors: { [REVIEW_BLOCKS.employee]: actor.problem } } };
  let employeeEmail: string;
  try {
    employeeEmail = await deps.directory.emailOf(slack, workspace, s.employeeId);
  } catch (error) {
    return { response: { response_action: 'errors', errors: { [REVIEW_BLOCKS.employee]: explainFailure(t, error, 'filed') } } };
  }
  const key = `review:${workspaceKey(workspace)}:${view.id}`;
  if (!(await deps.dedupe.claim(key, DAY_MS))) return { response: { response_action: 'update', view: resultModal(t, t.t('reviews.alreadyFiled')) } };

  const boost: Boost = {
    employee_email: employeeEmail,
    reviewer_email: actor.email,
    review_date: s.date,
    assessment_data: {
      goal_performance: { rating: s.goalRating, supporting_examples: s.goalExamples },
      culture_contribution: { rating: s.cultureRating, supporting_examples: s.cultureExamples },
      ...(s.futureGoals || s.skills
        ? {
            future_development: {
              ...(s.futureGoals ? { goals_targets_outcomes: s.futureGoals } : {}),
              ...(s.skills ? { skill_recommendations: s.skills } : {}),
            },
          }
        : {}),
    },
  };
  type Outcome = { item: BoostResult } | { error: unknown };
  const filing: Promise<Outcome> = actor.connection.client.performance.boost(boost).then(
    (r) => ({ item: r.body[0] ?? { success: false, error_code: 'UNKNOWN', error: t.t('reviews.noResult') } }),
    (error: unknown) => ({ error }),
  );
  const settle = async (outcome: Outcome) => {
    const acted = 'item' in outcome ? (outcome.item.success ? 'acted' : 'surely-not') : outcomeOfFailure(outcome.error);
    if (acted === 'surely-not') await deps.dedupe.release(key);
  };
  const dm = () =>
    slack.chat.postMessage({ channel: userId, text: summary(t, s), blocks: [section(summary(t, s)), context(t.t('reviews.dmFooter'))] }).then(() => undefined);

  const early = await withinBudget(filing, INLINE_BUDGET_MS);
  if (early) {
    await settle(early);
    if ('item' in early && early.item.success) return { response: { response_action: 'update', view: resultModal(t, summary(t, s)) }, after: dm };
    if ('item' in early && !early.item.success)
      return {
        response: { response_action: 'errors', errors: { [blockForField(early.item.field, early.item.error_code)]: refusalOf(t, early.item, 'sentence') } },
      };
    return {
      response: { response_action: 'errors', errors: { [REVIEW_BLOCKS.employee]: explainFailure(t, (early as { error: unknown }).error, 'filed') } },
    };
  }
  return {
    response: { response_action: 'update', view: resultModal(t, t.t('reviews.filingSlow')) },
    after: async () => {
      const outcome = await filing;
      await settle(outcome);
      const ok = 'item' in outcome && outcome.item.success;
      const text = ok
        ? summary(t, s)
        : t.t('reviews.failedCorrectIt', {
            reason:
              'item' in outcome && !outcome.item.success
                ? refusalOf(t, outcome.item, 'sentence')
                : explainFailure(t, (outcome as { error: unknown }).error, 'filed'),
          });
      await slack.views.update({ view_id: view.id, view: resultModal(t, text) });
      if (ok) await dm();
    },
  };
}
