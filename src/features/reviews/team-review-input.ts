// A team review's modals read back with zod: the people picked and the review date, and each step's ratings and
// examples (written into the draft), with an error under every required answer left empty.
import { z } from 'zod';
import { CULTURE_RATINGS, GOAL_RATINGS } from '../../engagement-client/index.js';
import type { Draft } from '../../store/drafts.js';
import type { Translator } from '../../i18n/translator.js';
import { PEOPLE_PER_STEP, pending } from './team-review-views.js';

const stepStateSchema = z.record(
  z.string(),
  z.record(z.string(), z.object({ value: z.string().nullish(), selected_option: z.object({ value: z.string() }).nullish() })),
);

/** Reads a step's answers into the draft; errors (keyed by block_id) for anything required that is missing. */
export function readStep(t: Translator, draft: Draft, step: number, values: unknown): Record<string, string> {
  const state = stepStateSchema.parse(values);
  const errors: Record<string, string> = {};
  const people = pending(draft).slice(step * PEOPLE_PER_STEP, (step + 1) * PEOPLE_PER_STEP);
  for (const p of people) {
    const get = (kind: string) => state[`${kind}:${p.userId}`]?.value;
    const goalRating = get('goal_rating')?.selected_option?.value;
    const cultureRating = get('culture_rating')?.selected_option?.value;
    p.goalRating = GOAL_RATINGS.find((r) => r === goalRating);
    p.cultureRating = CULTURE_RATINGS.find((r) => r === cultureRating);
    p.goalExamples = (get('goal_examples')?.value ?? '').trim();
    p.cultureExamples = (get('culture_examples')?.value ?? '').trim();
    if (!p.goalRating) errors[`goal_rating:${p.userId}`] = t.t('reviews.errorGoalRating');
    if (!p.goalExamples) errors[`goal_examples:${p.userId}`] = t.t('reviews.errorExamplesRequired');
    if (!p.cultureRating) errors[`culture_rating:${p.userId}`] = t.t('reviews.errorCultureRating');
    if (!p.cultureExamples) errors[`culture_examples:${p.userId}`] = t.t('reviews.errorExamplesRequired');
  }
  return errors;
}

export function parsePick(
  t: Translator,
  values: unknown,
  reviewerId: string,
): { ok: true; people: string[]; date: string } | { ok: false; errors: Record<string, string> } {
  const s = z
    .object({
      people: z.object({
        value: z.object({ selected_users: z.array(z.string()).nullish(), selected_options: z.array(z.object({ value: z.string() })).nullish() }),
      }),
      review_date: z.object({ value: z.object({ selected_date: z.string().nullish() }) }),
    })
    .safeParse(values);
  if (!s.success) return { ok: false, errors: { people: t.t('reviews.errorFormOutdated') } };
  const people = [...new Set(s.data.people.value.selected_users ?? s.data.people.value.selected_options?.map((o) => o.value) ?? [])];
  const date = s.data.review_date.value.selected_date ?? '';
  if (people.length === 0) return { ok: false, errors: { people: t.t('reviews.errorChoosePeople') } };
  if (people.includes(reviewerId)) return { ok: false, errors: { people: t.t('reviews.errorReviewSelfTeam') } };
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return { ok: false, errors: { review_date: t.t('reviews.errorPickDate') } };
  return { ok: true, people, date };
}

const metaSchema = z.object({ draftId: z.string(), step: z.number().int().min(0) });

/** Which draft and step a step modal belongs to (its private_metadata). */
export const parseStepMeta = (privateMetadata: string) => metaSchema.parse(JSON.parse(privateMetadata));
