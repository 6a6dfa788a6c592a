// The team review's modals, pure: pick the people, review them a few per step, see each person's result.
import type { InputBlock, KnownBlock, ModalView, PlainTextOption } from '@slack/types';
import type { Draft } from '../../store/drafts.js';
import { actions, button, context, escapeText, header, plain, section, truncate } from '../../ui/blocks.js';
import { ACTIONS, VIEWS } from '../../ui/ids.js';
import type { Report } from './reports.js';
import type { Translator } from '../../i18n/translator.js';
import { cultureLabels, goalLabels } from './review-modal.js';

export const PEOPLE_PER_STEP = 8;
type Person = Draft['people'][number];

const option = (value: string, label: string): PlainTextOption => ({ text: plain(label, 75), value });

/** Slack lists at most 100 options in a static select. */
const OPTIONS_MAX = 100;

/** The reports, preselected unless reviewed this cycle already; without `reports` (the service shows no managers) any people can be chosen. */
function peopleElement(t: Translator, reports: Report[] | undefined, reviewed: Map<string, string>) {
  if (!reports) return { type: 'multi_users_select' as const, action_id: 'value', placeholder: plain(t.t('reviews.placeholderChoosePeople')) };
  const options = reports
    .slice(0, OPTIONS_MAX)
    .map((r) => option(r.userId, reviewed.has(r.userId) ? t.t('reviews.optionReviewedThisCycle', { name: r.name }) : r.name));
  const due = options.filter((o) => !reviewed.has(o.value!));
  return {
    type: 'multi_static_select' as const,
    action_id: 'value',
    placeholder: plain(t.t('reviews.placeholderChoosePeople')),
    options,
    ...(due.length ? { initial_options: due } : {}),
  };
}

/** Who was reviewed this cycle already, and from when each can be reviewed again. */
function reviewedNote(t: Translator, reports: Report[] | undefined, reviewed: Map<string, string>): KnownBlock[] {
  const named = (reports ?? [])
    .filter((r) => reviewed.has(r.userId))
    .map((r) => t.t('reviews.reviewedNextFrom', { name: escapeText(r.name), date: t.day(reviewed.get(r.userId)!) }));
  return named.length ? [context(t.t('reviews.notPreselected', { people: t.list(named) }))] : [];
}

export function pickView(t: Translator, date: string, reports?: Report[], reviewed: Map<string, string> = new Map()): ModalView {
  return {
    type: 'modal',
    callback_id: VIEWS.teamReviewPick,
    title: plain(t.t('reviews.titleTeamReview'), 24),
    submit: plain(t.t('reviews.buttonNext'), 24),
    close: plain(t.t('reviews.buttonCancel'), 24),
    blocks: [
      section(t.t('reviews.pickIntro', { count: PEOPLE_PER_STEP })),
      ...reviewedNote(t, reports, reviewed),
      { type: 'input', block_id: 'people', label: plain(t.t('reviews.labelDirectReports')), element: peopleElement(t, reports, reviewed) },
      {
        type: 'input',
        block_id: 'review_date',
        label: plain(t.t('reviews.labelReviewDate')),
        element: { type: 'datepicker', action_id: 'value', initial_date: date },
      },
    ],
  };
}

/** The people still to review (never the ones filed, nor those no correction can help), a step at a time. */
export function pending(draft: Draft): Person[] {
  return draft.people.filter((p) => !p.result?.ok && !p.result?.final);
}

export function stepView(t: Translator, draft: Draft, step: number): ModalView {
  const todo = pending(draft);
  const steps = Math.max(1, Math.ceil(todo.length / PEOPLE_PER_STEP));
  const people = todo.slice(step * PEOPLE_PER_STEP, (step + 1) * PEOPLE_PER_STEP);
  const last = step >= steps - 1;
  const radios = (blockId: string, label: string, labels: Record<string, string>, initial?: string): InputBlock => ({
    type: 'input',
    block_id: blockId,
    label: plain(label),
    element: {
      type: 'radio_buttons',
      action_id: 'value',
      options: Object.entries(labels).map(([v, l]) => option(v, l)),
      ...(initial && labels[initial] ? { initial_option: option(initial, labels[initial]!) } : {}),
    },
  });
  const text = (blockId: string, label: string, initial?: string): InputBlock => ({
    type: 'input',
    block_id: blockId,
    label: plain(label),
    element: { type: 'plain_text_input', action_id: 'value', multiline: true, max_length: 3000, ...(initial ? { initial_value: initial } : {}) },
  });
  const goals = goalLabels(t);
  const culture = cultureLabels(t);
  const blocks: KnownBlock[] = [
    context(t.t('reviews.stepContext', { step: t.number(step + 1), steps: t.number(steps), count: todo.length, date: t.day(draft.date) })),
  ];
  for (const p of people) {
    blocks.push(header(t.t('reviews.stepHeader')), section(`*<@${p.userId}>*`));
    if (p.result && !p.result.ok) blocks.push(context(t.t('reviews.lastTime', { reason: truncate(p.result.message, 2800) })));
    blocks.push(
      radios(`goal_rating:${p.userId}`, t.t('reviews.labelGoals'), goals, p.goalRating),
      text(`goal_examples:${p.userId}`, t.t('reviews.labelGoalExamples'), p.goalExamples),
      radios(`culture_rating:${p.userId}`, t.t('reviews.labelCulture'), culture, p.cultureRating),
      text(`culture_examples:${p.userId}`, t.t('reviews.labelCultureExamples'), p.cultureExamples),
    );
  }
  return {
    type: 'modal',
    callback_id: VIEWS.teamReviewStep,
    title: plain(t.t('reviews.titleTeamReview'), 24),
    submit: plain(last ? t.t('reviews.buttonFileCount', { count: todo.length }) : t.t('reviews.buttonNext'), 24),
    close: plain(t.t('reviews.buttonCancel'), 24),
    private_metadata: JSON.stringify({ draftId: draft.id, step }),
    blocks,
  };
}

export function resultView(t: Translator, draft: Draft): ModalView {
  const filed = draft.people.filter((p) => p.result?.ok);
  const failed = draft.people.filter((p) => p.result && !p.result.ok);
  const fixable = pending(draft);
  const lines = [
    ...failed.map((p) => t.t('reviews.resultFailedLine', { userId: p.userId, reason: p.result!.message })),
    ...filed.map((p) => t.t('reviews.resultFiledLine', { userId: p.userId })),
  ];
  const chunks: string[] = [];
  for (const line of lines) {
    const last = chunks[chunks.length - 1];
    if (last !== undefined && last.length + line.length + 1 <= 2900) chunks[chunks.length - 1] = `${last}\n${line}`;
    else chunks.push(truncate(line, 2900));
  }
  return {
    type: 'modal',
    callback_id: VIEWS.teamReviewResult,
    title: plain(t.t('reviews.titleTeamReview'), 24),
    close: plain(t.t('reviews.buttonDone'), 24),
    private_metadata: JSON.stringify({ draftId: draft.id }),
    blocks: [
      section(t.t('reviews.resultSummary', { filed: t.number(filed.length), failed: t.number(failed.length), date: t.day(draft.date) })),
      ...chunks.slice(0, 90).map((c) => section(c)),
      ...(fixable.length
        ? [actions([button(t.t('reviews.buttonResend', { count: t.number(fixable.length) }), ACTIONS.teamReviewFix, draft.id, 'primary')])]
        : []),
      context(t.t(fixable.length < failed.length ? 'reviews.resultNoteSomeFinal' : 'reviews.resultNote')),
    ],
  };
}

export function notice(t: Translator, text: string): ModalView {
  return { type: 'modal', title: plain(t.t('reviews.titleTeamReview'), 24), close: plain(t.t('reviews.buttonClose'), 24), blocks: [section(text)] };
}
