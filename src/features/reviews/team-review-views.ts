// The team review's modals, pure: pick the people, review them a few per step, see each person's result.
import type { InputBlock, KnownBlock, ModalView, PlainTextOption } from '@slack/types';
import type { Draft } from '../../store/drafts.js';
import { actions, button, context, escapeText, header, plain, section, truncate } from '../../ui/blocks.js';
import { ACTIONS, VIEWS } from '../../ui/ids.js';
import type { Report } from './reports.js';
import { CULTURE_LABELS, GOAL_LABELS } from './review-modal.js';

export const PEOPLE_PER_STEP = 8;
type Person = Draft['people'][number];

const option = (value: string, label: string): PlainTextOption => ({ text: plain(label), value });

/** Slack lists at most 100 options in a static select. */
const OPTIONS_MAX = 100;

/** The reports, preselected unless reviewed this cycle already; without `reports` (the service shows no managers) any people can be chosen. */
function peopleElement(reports: Report[] | undefined, reviewed: Map<string, string>) {
  if (!reports) return { type: 'multi_users_select' as const, action_id: 'value', placeholder: plain('Choose people') };
  const options = reports.slice(0, OPTIONS_MAX).map((r) => option(r.userId, reviewed.has(r.userId) ? `${r.name} (reviewed this cycle)` : r.name));
  const due = options.filter((o) => !reviewed.has(o.value!));
  return {
    type: 'multi_static_select' as const,
    action_id: 'value',
    placeholder: plain('Choose people'),
    options,
    ...(due.length ? { initial_options: due } : {}),
  };
}

/** Who was reviewed this cycle already, and from when each can be reviewed again. */
function reviewedNote(reports: Report[] | undefined, reviewed: Map<string, string>): KnownBlock[] {
  const named = (reports ?? []).filter((r) => reviewed.has(r.userId)).map((r) => `${escapeText(r.name)} (next from ${reviewed.get(r.userId)})`);
  return named.length ? [context(`:hourglass: Already reviewed this cycle, so not preselected: ${named.join(', ')}.`)] : [];
}

export function pickView(date: string, reports?: Report[], reviewed: Map<string, string> = new Map()): ModalView {
  return {
    type: 'modal',
    callback_id: VIEWS.teamReviewPick,
    title: plain('Team review', 24),
    submit: plain('Next', 24),
    close: plain('Cancel', 24),
    blocks: [
      section(`Choose the direct reports to review. You will review ${PEOPLE_PER_STEP} people per step, then file them all at once.`),
      ...reviewedNote(reports, reviewed),
      { type: 'input', block_id: 'people', label: plain('Direct reports'), element: peopleElement(reports, reviewed) },
      { type: 'input', block_id: 'review_date', label: plain('Review date'), element: { type: 'datepicker', action_id: 'value', initial_date: date } },
    ],
  };
}

/** The people still to review (never the ones filed, nor those no correction can help), a step at a time. */
export function pending(draft: Draft): Person[] {
  return draft.people.filter((p) => !p.result?.ok && !p.result?.final);
}

export function stepView(draft: Draft, step: number): ModalView {
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
  const blocks: KnownBlock[] = [
    context(`Step ${step + 1} of ${steps} · ${todo.length} ${todo.length === 1 ? 'person' : 'people'} to file · review date ${draft.date}`),
  ];
  for (const p of people) {
    blocks.push(header(`Review`), section(`*<@${p.userId}>*`));
    if (p.result && !p.result.ok) blocks.push(context(`:warning: Last time: ${truncate(p.result.message, 2900)}`));
    blocks.push(
      radios(`goal_rating:${p.userId}`, 'Goal performance', GOAL_LABELS, p.goalRating),
      text(`goal_examples:${p.userId}`, 'Goal performance: examples', p.goalExamples),
      radios(`culture_rating:${p.userId}`, 'Culture contribution', CULTURE_LABELS, p.cultureRating),
      text(`culture_examples:${p.userId}`, 'Culture contribution: examples', p.cultureExamples),
    );
  }
  return {
    type: 'modal',
    callback_id: VIEWS.teamReviewStep,
    title: plain('Team review', 24),
    submit: plain(last ? `File ${todo.length} review${todo.length === 1 ? '' : 's'}` : 'Next', 24),
    close: plain('Cancel', 24),
    private_metadata: JSON.stringify({ draftId: draft.id, step }),
    blocks,
  };
}

export function resultView(draft: Draft): ModalView {
  const filed = draft.people.filter((p) => p.result?.ok);
  const failed = draft.people.filter((p) => p.result && !p.result.ok);
  const fixable = pending(draft);
  const lines = [...failed.map((p) => `:x: <@${p.userId}> — ${p.result!.message}`), ...filed.map((p) => `:white_check_mark: <@${p.userId}> filed`)];
  const chunks: string[] = [];
  for (const line of lines) {
    const last = chunks[chunks.length - 1];
    if (last !== undefined && last.length + line.length + 1 <= 2900) chunks[chunks.length - 1] = `${last}\n${line}`;
    else chunks.push(truncate(line, 2900));
  }
  return {
    type: 'modal',
    callback_id: VIEWS.teamReviewResult,
    title: plain('Team review', 24),
    close: plain('Done', 24),
    private_metadata: JSON.stringify({ draftId: draft.id }),
    blocks: [
      section(`*${filed.length} filed, ${failed.length} failed* (review date ${draft.date}).`),
      ...chunks.slice(0, 90).map((c) => section(c)),
      ...(fixable.length ? [actions([button(`Correct and resend ${fixable.length}`, ACTIONS.teamReviewFix, draft.id, 'primary')])] : []),
      context(
        fixable.length < failed.length
          ? 'Filed reviews are never sent again. Reviews refused for who the person is (not your report, reviewed this cycle, not in the directory) can’t be fixed here and are not resent.'
          : 'Filed reviews are never sent again; only the failed ones are resent.',
      ),
    ],
  };
}

export function notice(text: string): ModalView {
  return { type: 'modal', title: plain('Team review', 24), close: plain('Close', 24), blocks: [section(text)] };
}
