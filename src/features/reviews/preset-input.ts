// The review preset form's answers read with zod and checked: a name, both prompts, a next review not in the past,
// members or teams (never both, at most 50); problems keyed by block_id.
import { z } from 'zod';
import type { Translator } from '../../i18n/translator.js';
import { PRESET_LIMIT } from './preset-modal.js';

const presetStateSchema = z.object({
  name: z.object({ value: z.object({ value: z.string().nullish() }) }),
  goals_feedback: z.object({ value: z.object({ value: z.string().nullish() }) }),
  culture_contribution: z.object({ value: z.object({ value: z.string().nullish() }) }),
  next_review: z.object({ value: z.object({ selected_date: z.string().nullish() }) }),
  members: z.object({ value: z.object({ selected_users: z.array(z.string()).nullish() }) }).optional(),
  teams: z.object({ value: z.object({ selected_options: z.array(z.object({ value: z.string() })).nullish() }) }).optional(),
});

export type PresetInput = { name: string; goals: string; culture: string; nextReview: string; memberIds: string[]; teams: string[] };

/** The earliest date it still is anywhere (UTC−12): a next review before it is in the past for every admin. */
const earliestToday = (now = Date.now()) => new Date(now - 12 * 60 * 60 * 1000).toISOString().slice(0, 10);

export function parsePresetSubmission(
  t: Translator,
  values: unknown,
  today = earliestToday(),
): { ok: true; value: PresetInput } | { ok: false; errors: Record<string, string> } {
  const parsed = presetStateSchema.safeParse(values);
  if (!parsed.success) return { ok: false, errors: { name: t.t('reviews.errorFormOutdated') } };
  const s = parsed.data;
  const value: PresetInput = {
    name: (s.name.value.value ?? '').trim(),
    goals: (s.goals_feedback.value.value ?? '').trim(),
    culture: (s.culture_contribution.value.value ?? '').trim(),
    nextReview: s.next_review.value.selected_date ?? '',
    memberIds: [...new Set(s.members?.value.selected_users ?? [])],
    teams: [...new Set((s.teams?.value.selected_options ?? []).map((o) => o.value))],
  };
  const errors: Record<string, string> = {};
  if (!value.name) errors.name = t.t('reviews.errorPresetName');
  if (!value.goals) errors.goals_feedback = t.t('reviews.errorGoalsPrompt');
  if (!value.culture) errors.culture_contribution = t.t('reviews.errorCulturePrompt');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value.nextReview)) errors.next_review = t.t('reviews.errorNextReviewDate');
  else if (value.nextReview < today) errors.next_review = t.t('reviews.errorNextReviewPast', { date: t.day(value.nextReview), today: t.day(today) });
  if (value.memberIds.length > PRESET_LIMIT)
    errors.members = t.t('reviews.errorTooManyMembers', { limit: t.number(PRESET_LIMIT), count: t.number(value.memberIds.length) });
  if (value.teams.length > PRESET_LIMIT)
    errors.teams = t.t('reviews.errorTooManyTeams', { limit: t.number(PRESET_LIMIT), count: t.number(value.teams.length) });
  if (value.memberIds.length > 0 && value.teams.length > 0) errors.members = t.t('reviews.errorMembersOrTeams');
  if (value.memberIds.length === 0 && value.teams.length === 0) errors.members = t.t('reviews.errorNoMembers');
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, value };
}
