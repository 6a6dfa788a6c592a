// The review (boost) modal: a pure view, and the parser of its submission into one boost for the engagement service.
import type { ModalView, PlainTextOption } from '@slack/types';
import { z } from 'zod';
import { CULTURE_RATINGS, GOAL_RATINGS } from '../../engagement-client/index.js';
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

const GOAL_LABELS: Record<(typeof GOAL_RATINGS)[number], string> = {
  exceeded_goals: 'Exceeded goals',
  met_goals: 'Met goals',
  partially_met_goals: 'Partially met goals',
  did_not_meet_goals: 'Did not meet goals',
};
const CULTURE_LABELS: Record<(typeof CULTURE_RATINGS)[number], string> = {
  significantly: 'Significantly',
  consistently: 'Consistently',
  somewhat: 'Somewhat',
  rarely: 'Rarely',
};

const option = (value: string, label: string): PlainTextOption => ({ text: plain(label), value });

/** Only who and when are prefilled: Slack keeps what the manager typed across views.update (same block and action IDs).
 *  `reports` are the people offered (all Slack users when the service shows no managers); `notice` is said under them. */
export type ReviewPrefill = { employeeId?: string; date: string; reports?: Report[]; notice?: string };

/** Slack lists at most 100 options in a static select. */
const OPTIONS_MAX = 100;

function employeeElement(prefill: ReviewPrefill) {
  if (!prefill.reports) {
    return {
      type: 'users_select' as const,
      action_id: ACTIONS.reviewEmployee,
      placeholder: plain('Choose a direct report'),
      ...(prefill.employeeId ? { initial_user: prefill.employeeId } : {}),
    };
  }
  const options = prefill.reports.slice(0, OPTIONS_MAX).map((r) => option(r.userId, r.name));
  const initial = options.find((o) => o.value === prefill.employeeId);
  return {
    type: 'static_select' as const,
    action_id: ACTIONS.reviewEmployee,
    placeholder: plain('Choose a direct report'),
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

export function reviewModal(prefill: ReviewPrefill, hints?: PresetHints): ModalView {
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
    title: plain('File a review', 24),
    submit: plain('File review', 24),
    close: plain('Cancel', 24),
    private_metadata: reviewMetadata(prefill.reports),
    blocks: [
      section('Review one of your direct reports. Your review becomes feedback they can read with `/kudos feedback`.', {
        accessory: { type: 'button', text: plain('Review several at once'), action_id: ACTIONS.reviewTeamStart },
      }),
      {
        type: 'input',
        block_id: REVIEW_BLOCKS.employee,
        dispatch_action: true,
        label: plain('Employee'),
        element: employeeElement(prefill),
      },
      ...(prefill.notice ? [context(`:warning: ${prefill.notice}`)] : []),
      ...(hints ? [context(`:memo: Preset *${escapeText(hints.presetName)}* covers this person: its prompts are shown under the examples.`)] : []),
      {
        type: 'input',
        block_id: REVIEW_BLOCKS.date,
        label: plain('Review date'),
        element: { type: 'datepicker', action_id: 'value', initial_date: prefill.date },
      },
      radios(REVIEW_BLOCKS.goalRating, 'Goal performance', GOAL_LABELS),
      text(REVIEW_BLOCKS.goalExamples, 'Goal performance: examples', false, 'What did they deliver? Concrete examples.', hints?.goals),
      radios(REVIEW_BLOCKS.cultureRating, 'Culture contribution', CULTURE_LABELS),
      text(REVIEW_BLOCKS.cultureExamples, 'Culture contribution: examples', false, 'How did they help the team and the company?', hints?.culture),
      text(REVIEW_BLOCKS.futureGoals, 'Future development: goals, targets, outcomes', true, 'Optional'),
      text(REVIEW_BLOCKS.skills, 'Future development: skill recommendations', true, 'Optional'),
      context('A person can be reviewed again once their review cycle ends.'),
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
  values: unknown,
  reviewerId: string,
): { ok: true; value: ReviewSubmission } | { ok: false; errors: Record<string, string> } {
  const parsed = reviewStateSchema.safeParse(values);
  if (!parsed.success) return { ok: false, errors: { [REVIEW_BLOCKS.employee]: 'This form is out of date. Close it and open it again.' } };
  const s = parsed.data;
  const errors: Record<string, string> = {};
  const employeeId = chosenEmployee(s.employee[ACTIONS.reviewEmployee]);
  const date = s.review_date.value.selected_date ?? '';
  const goalRating = s.goal_rating.value.selected_option?.value;
  const cultureRating = s.culture_rating.value.selected_option?.value;
  const goalExamples = (s.goal_examples.value.value ?? '').trim();
  const cultureExamples = (s.culture_examples.value.value ?? '').trim();
  if (!employeeId) errors[REVIEW_BLOCKS.employee] = 'Choose the person you are reviewing.';
  else if (employeeId === reviewerId) errors[REVIEW_BLOCKS.employee] = 'You can’t review yourself — choose one of your direct reports.';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) errors[REVIEW_BLOCKS.date] = 'Pick the review date.';
  if (!goalRating) errors[REVIEW_BLOCKS.goalRating] = 'Choose how they did against their goals.';
  if (!goalExamples) errors[REVIEW_BLOCKS.goalExamples] = 'Give at least one example — it is required.';
  if (!cultureRating) errors[REVIEW_BLOCKS.cultureRating] = 'Choose how they contributed to the culture.';
  if (!cultureExamples) errors[REVIEW_BLOCKS.cultureExamples] = 'Give at least one example — it is required.';
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

export { GOAL_LABELS, CULTURE_LABELS };
