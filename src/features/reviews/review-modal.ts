// The review (boost) modal: a pure view, and the parser of its submission into one boost for the engagement service.
import type { ModalView, PlainTextOption } from '@slack/types';
import { z } from 'zod';
import { CULTURE_RATINGS, GOAL_RATINGS } from '../../engagement-client/index.js';
import type { MessageKey } from '../../i18n/catalogue.js';
import type { Translator } from '../../i18n/translator.js';
import { context, escapeText, plain, section } from '../../ui/blocks.js';
import { ACTIONS, VIEWS } from '../../ui/ids.js';
import type { Report } from './reports.js';

export const REVIEW_BLOCKS = {
  employee: 'employee',
  date: 'review_date',
  goalRating: 'goal_rating',
  goalExamples: 'goal_examples',
  cultureRating: 'culture_rating',
  cultureExamples: 'culture_examples',
  futureGoals: 'future_goals',
  skills: 'skill_recommendations',
} as const;

/** The words people read for each rating; the values sent to the service stay as they are. */
const GOAL_LABEL_KEYS: Record<(typeof GOAL_RATINGS)[number], MessageKey> = {
  exceeded_goals: 'reviews.goalExceeded',
  met_goals: 'reviews.goalMet',
  partially_met_goals: 'reviews.goalPartiallyMet',
  did_not_meet_goals: 'reviews.goalNotMet',
};
const CULTURE_LABEL_KEYS: Record<(typeof CULTURE_RATINGS)[number], MessageKey> = {
  significantly: 'reviews.cultureSignificantly',
  consistently: 'reviews.cultureConsistently',
  somewhat: 'reviews.cultureSomewhat',
  rarely: 'reviews.cultureRarely',
};

const labelsIn = <R extends string>(t: Translator, keys: Record<R, MessageKey>) =>
  Object.fromEntries(Object.entries<MessageKey>(keys).map(([value, key]) => [value, t.t(key)])) as Record<R, string>;

/** The goal ratings' labels in the reader's language, by the value sent to the service. */
export const goalLabels = (t: Translator) => labelsIn(t, GOAL_LABEL_KEYS);
/** The culture ratings' labels in the reader's language, by the value sent to the service. */
export const cultureLabels = (t: Translator) => labelsIn(t, CULTURE_LABEL_KEYS);

const option = (value: string, label: string): PlainTextOption => ({ text: plain(label, 75), value });

/** Only who and when are prefilled: Slack keeps what the manager typed across views.update (same block and action IDs).
 *  `reports` are the people offered (all Slack users when the service shows no managers); `notice` is said under them. */
export type ReviewPrefill = { employeeId?: string; date: string; reports?: Report[]; notice?: string };

/** Slack lists at most 100 options in a static select. */
const OPTIONS_MAX = 100;

function employeeElement(t: Translator, prefill: ReviewPrefill) {
  if (!prefill.reports) {
    return {
      type: 'users_select' as const,
      action_id: ACTIONS.reviewEmployee,
      placeholder: plain(t.t('reviews.placeholderChooseReport')),
      ...(prefill.employeeId ? { initial_user: prefill.employeeId } : {}),
    };
  }
  const options = prefill.reports.slice(0, OPTIONS_MAX).map((r) => option(r.userId, r.name));
  const initial = options.find((o) => o.value === prefill.employeeId);
  return {
    type: 'static_select' as const,
    action_id: ACTIONS.reviewEmployee,
    placeholder: plain(t.t('reviews.placeholderChooseReport')),
    options,
    ...(initial ? { initial_option: initial } : {}),
  };
}

/** The people the form offers, kept in the view so picking one needs no second look-up. */
export const reviewMetadata = (reports?: Report[]) => (reports ? JSON.stringify({ reports: reports.slice(0, OPTIONS_MAX).map((r) => r.userId) }) : '');

export function reportIdsOf(privateMetadata: string | undefined): string[] | undefined {
  const parsed = z.object({ reports: z.array(z.string()) }).safeParse(
    (() => {
      try {
        return JSON.parse(privateMetadata ?? '');
      } catch {
        return undefined;
      }
    })(),
  );
  return parsed.success ? parsed.data.reports : undefined;
}

/** The chosen employee, from a people picker or from the list of reports. */
export const employeeChoiceSchema = z.object({ selected_user: z.string().nullish(), selected_option: z.object({ value: z.string() }).nullish() });
export const chosenEmployee = (c: z.infer<typeof employeeChoiceSchema> | undefined) => c?.selected_user ?? c?.selected_option?.value ?? '';

export type PresetHints = { presetName: string; goals: string; culture: string };

export function reviewModal(t: Translator, prefill: ReviewPrefill, hints?: PresetHints): ModalView {
  const text = (blockId: string, label: string, optional: boolean, placeholder: string, hint?: string) => ({
    type: 'input' as const,
    block_id: blockId,
    optional,
    label: plain(label),
    ...(hint ? { hint: plain(hint, 2000) } : {}),
    element: { type: 'plain_text_input' as const, action_id: 'value', multiline: true, max_length: 3000, placeholder: plain(placeholder) },
  });
  const radios = (blockId: string, label: string, labels: Record<string, string>) => ({
    type: 'input' as const,
    block_id: blockId,
    label: plain(label),
    element: {
      type: 'radio_buttons' as const,
      action_id: 'value',
      options: Object.entries(labels).map(([v, l]) => option(v, l)),
    },
  });
  return {
    type: 'modal',
    callback_id: VIEWS.review,
    title: plain(t.t('reviews.titleFileReview'), 24),
    submit: plain(t.t('reviews.buttonFileReview'), 24),
    close: plain(t.t('reviews.buttonCancel'), 24),
    private_metadata: reviewMetadata(prefill.reports),
    blocks: [
      section(t.t('reviews.reviewIntro'), {
        accessory: { type: 'button', text: plain(t.t('reviews.buttonReviewSeveral'), 75), action_id: ACTIONS.reviewTeamStart },
      }),
      {
        type: 'input',
        block_id: REVIEW_BLOCKS.employee,
        dispatch_action: true,
        label: plain(t.t('reviews.labelEmployee')),
        element: employeeElement(t, prefill),
      },
      ...(prefill.notice ? [context(`:warning: ${prefill.notice}`)] : []),
      ...(hints ? [context(t.t('reviews.presetCovers', { name: escapeText(hints.presetName) }))] : []),
      {
        type: 'input',
        block_id: REVIEW_BLOCKS.date,
        label: plain(t.t('reviews.labelReviewDate')),
        element: { type: 'datepicker', action_id: 'value', initial_date: prefill.date },
      },
      radios(REVIEW_BLOCKS.goalRating, t.t('reviews.labelGoals'), goalLabels(t)),
      text(REVIEW_BLOCKS.goalExamples, t.t('reviews.labelGoalExamples'), false, t.t('reviews.placeholderGoalExamples'), hints?.goals),
      radios(REVIEW_BLOCKS.cultureRating, t.t('reviews.labelCulture'), cultureLabels(t)),
      text(REVIEW_BLOCKS.cultureExamples, t.t('reviews.labelCultureExamples'), false, t.t('reviews.placeholderCultureExamples'), hints?.culture),
      text(REVIEW_BLOCKS.futureGoals, t.t('reviews.labelFutureGoals'), true, t.t('reviews.placeholderOptional')),
      text(REVIEW_BLOCKS.skills, t.t('reviews.labelSkills'), true, t.t('reviews.placeholderOptional')),
      context(t.t('reviews.cycleNote')),
    ],
  };
}

const value = z.object({ value: z.object({ value: z.string().nullish() }) });
const reviewStateSchema = z.object({
  [REVIEW_BLOCKS.employee]: z.object({ [ACTIONS.reviewEmployee]: employeeChoiceSchema }),
  [REVIEW_BLOCKS.date]: z.object({ value: z.object({ selected_date: z.string().nullish() }) }),
  [REVIEW_BLOCKS.goalRating]: z.object({ value: z.object({ selected_option: z.object({ value: z.enum(GOAL_RATINGS) }).nullish() }) }),
  [REVIEW_BLOCKS.goalExamples]: value,
  [REVIEW_BLOCKS.cultureRating]: z.object({ value: z.object({ selected_option: z.object({ value: z.enum(CULTURE_RATINGS) }).nullish() }) }),
  [REVIEW_BLOCKS.cultureExamples]: value,
  [REVIEW_BLOCKS.futureGoals]: value.optional(),
  [REVIEW_BLOCKS.skills]: value.optional(),
});

export type ReviewSubmission = {
  employeeId: string;
  date: string;
  goalRating: (typeof GOAL_RATINGS)[number];
  goalExamples: string;
  cultureRating: (typeof CULTURE_RATINGS)[number];
  cultureExamples: string;
  futureGoals?: string;
  skills?: string;
};

export function parseReviewSubmission(
  t: Translator,
  values: unknown,
  reviewerId: string,
): { ok: true; value: ReviewSubmission } | { ok: false; errors: Record<string, string> } {
  const parsed = reviewStateSchema.safeParse(values);
  if (!parsed.success) return { ok: false, errors: { [REVIEW_BLOCKS.employee]: t.t('reviews.errorFormOutdated') } };
  const s = parsed.data;
  const errors: Record<string, string> = {};
  const employeeId = chosenEmployee(s.employee[ACTIONS.reviewEmployee]);
  const date = s.review_date.value.selected_date ?? '';
  const goalRating = s.goal_rating.value.selected_option?.value;
  const cultureRating = s.culture_rating.value.selected_option?.value;
  const goalExamples = (s.goal_examples.value.value ?? '').trim();
  const cultureExamples = (s.culture_examples.value.value ?? '').trim();
  if (!employeeId) errors[REVIEW_BLOCKS.employee] = t.t('reviews.errorChooseEmployee');
  else if (employeeId === reviewerId) errors[REVIEW_BLOCKS.employee] = t.t('reviews.errorReviewSelf');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) errors[REVIEW_BLOCKS.date] = t.t('reviews.errorPickDate');
  if (!goalRating) errors[REVIEW_BLOCKS.goalRating] = t.t('reviews.errorGoalRating');
  if (!goalExamples) errors[REVIEW_BLOCKS.goalExamples] = t.t('reviews.errorExamplesRequired');
  if (!cultureRating) errors[REVIEW_BLOCKS.cultureRating] = t.t('reviews.errorCultureRating');
  if (!cultureExamples) errors[REVIEW_BLOCKS.cultureExamples] = t.t('reviews.errorExamplesRequired');
  if (Object.keys(errors).length > 0 || !goalRating || !cultureRating) return { ok: false, errors };
  const futureGoals = s.future_goals?.value.value?.trim();
  const skills = s.skill_recommendations?.value.value?.trim();
  return {
    ok: true,
    value: {
      employeeId,
      date,
      goalRating,
      goalExamples,
      cultureRating,
      cultureExamples,
      ...(futureGoals ? { futureGoals } : {}),
      ...(skills ? { skills } : {}),
    },
  };
}

/** Where a failure item of the service belongs in the modal. */
export function blockForField(field: string | undefined, errorCode: string): string {
  if (errorCode === 'NOT_DIRECT_MANAGER' || errorCode === 'ALREADY_REVIEWED' || errorCode === 'MEMBER_NOT_FOUND') return REVIEW_BLOCKS.employee;
  const map: [string, string][] = [
    ['assessment_data.goal_performance.supporting_examples', REVIEW_BLOCKS.goalExamples],
    ['assessment_data.goal_performance', REVIEW_BLOCKS.goalRating],
    ['assessment_data.culture_contribution.supporting_examples', REVIEW_BLOCKS.cultureExamples],
    ['assessment_data.culture_contribution', REVIEW_BLOCKS.cultureRating],
    ['assessment_data.future_development.goals_targets_outcomes', REVIEW_BLOCKS.futureGoals],
    ['assessment_data.future_development', REVIEW_BLOCKS.skills],
    ['review_date', REVIEW_BLOCKS.date],
  ];
  return map.find(([prefix]) => field?.startsWith(prefix))?.[1] ?? REVIEW_BLOCKS.employee;
}
