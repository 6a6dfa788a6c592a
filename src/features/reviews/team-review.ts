// A team review's flow: pick several direct reports, review them a few per step (each step is the same modal, updated,
// so the stack never grows past one view), file them in batches of at most 200, then correct and resend only the
// failed ones. The modals themselves are in team-review-views.ts.
import type { WebClient } from '@slack/web-api';
import { z } from 'zod';
import { type Boost, CULTURE_RATINGS, GOAL_RATINGS } from '../../engagement/index.js';
import { DRAFT_TTL_MS, type Draft } from '../../store/drafts.js';
import { type WorkspaceRef, workspaceKey } from '../../store/workspaces.js';
import type { FeatureDeps } from '../../slack/deps.js';
import { explainFailure } from '../../ui/explain.js';
import type { Submission } from '../../slack/feature.js';
import { actorOf } from '../../slack/actor.js';
import { fileInBatches } from './batch.js';
import { refusalOf } from './refusals.js';
import { PEOPLE_PER_STEP, notice, pending, resultView, stepView } from './team-review-views.js';

/** Refusals no correction in the form can change: who the person is, not what was written. */
const NOT_CORRECTABLE = new Set(['NOT_DIRECT_MANAGER', 'ALREADY_REVIEWED', 'MEMBER_NOT_FOUND']);
type Person = Draft['people'][number];

const stepStateSchema = z.record(z.string(), z.record(z.string(), z.object({ value: z.string().nullish(), selected_option: z.object({ value: z.string() }).nullish() })));

/** Reads a step's answers into the draft; errors (keyed by block_id) for anything required that is missing. */
export function readStep(draft: Draft, step: number, values: unknown): Record<string, string> {
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
    if (!p.goalRating) errors[`goal_rating:${p.userId}`] = 'Choose how they did against their goals.';
    if (!p.goalExamples) errors[`goal_examples:${p.userId}`] = 'Give at least one example — it is required.';
    if (!p.cultureRating) errors[`culture_rating:${p.userId}`] = 'Choose how they contributed to the culture.';
    if (!p.cultureExamples) errors[`culture_examples:${p.userId}`] = 'Give at least one example — it is required.';
  }
  return errors;
}

export function parsePick(values: unknown, reviewerId: string): { ok: true; people: string[]; date: string } | { ok: false; errors: Record<string, string> } {
  const s = z
    .object({
      people: z.object({ value: z.object({ selected_users: z.array(z.string()).nullish(), selected_options: z.array(z.object({ value: z.string() })).nullish() }) }),
      review_date: z.object({ value: z.object({ selected_date: z.string().nullish() }) }),
    })
    .safeParse(values);
  if (!s.success) return { ok: false, errors: { people: 'This form is out of date. Close it and open it again.' } };
  const people = [...new Set(s.data.people.value.selected_users ?? s.data.people.value.selected_options?.map((o) => o.value) ?? [])];
  const date = s.data.review_date.value.selected_date ?? '';
  if (people.length === 0) return { ok: false, errors: { people: 'Choose at least one person.' } };
  if (people.includes(reviewerId)) return { ok: false, errors: { people: 'You can’t review yourself — remove yourself from the list.' } };
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return { ok: false, errors: { review_date: 'Pick the review date.' } };
  return { ok: true, people, date };
}

export async function submitPick(deps: FeatureDeps, w: WorkspaceRef, reviewerId: string, viewId: string, values: unknown): Promise<Submission> {
  const pick = parsePick(values, reviewerId);
  if (!pick.ok) return { response: { response_action: 'errors', errors: pick.errors } };
  const draft: Draft = { id: viewId, date: pick.date, people: pick.people.map((userId) => ({ userId })), round: 0 };
  await deps.drafts.set(w, draft);
  return { response: { response_action: 'update', view: stepView(draft, 0) } };
}

const metaSchema = z.object({ draftId: z.string(), step: z.number().int().min(0) });

export async function submitStep(deps: FeatureDeps, slack: WebClient, w: WorkspaceRef, reviewerId: string, viewId: string, values: unknown, privateMetadata: string): Promise<Submission> {
  const meta = metaSchema.parse(JSON.parse(privateMetadata));
  const draft = await deps.drafts.get(w, meta.draftId);
  if (!draft) return { response: { response_action: 'update', view: notice('This team review has expired. Start again with the File a review shortcut.') } };
  const errors = readStep(draft, meta.step, values);
  await deps.drafts.set(w, draft);
  if (Object.keys(errors).length > 0) return { response: { response_action: 'errors', errors } };
  const steps = Math.ceil(pending(draft).length / PEOPLE_PER_STEP);
  if (meta.step + 1 < steps) return { response: { response_action: 'update', view: stepView(draft, meta.step + 1) } };

  const round = draft.round;
  if (!(await deps.dedupe.claim(`team-review:${workspaceKey(w)}:${draft.id}:${round}`, DRAFT_TTL_MS))) {
    return { response: { response_action: 'update', view: notice('These reviews are already being filed — I never file the same review twice.') } };
  }
  const count = pending(draft).length;
  return {
    response: { response_action: 'update', view: notice(`:hourglass_flowing_sand: Filing ${count} review${count === 1 ? '' : 's'}…`) },
    after: async () => {
      await fileDraft(deps, slack, w, reviewerId, draft);
      await slack.views.update({ view_id: viewId, view: resultView(draft) });
    },
  };
}

/** Files every pending person of the draft and records each result in it; the next filing is a new round. */
export async function fileDraft(deps: FeatureDeps, slack: WebClient, w: WorkspaceRef, reviewerId: string, draft: Draft): Promise<void> {
  const people = pending(draft);
  const actor = await actorOf(deps, slack, w, reviewerId);
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
        p.result = { ok: false, message: explainFailure(error, 'nothing was filed') };
      }
    }
    const results = await fileInBatches(actor.connection.client, ready.map((r) => r.boost));
    ready.forEach(({ person }, i) => {
      const r = results[i]!;
      person.result = r.success ? { ok: true, message: 'filed' } : { ok: false, message: refusalOf(r, 'phrase') };
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

export async function fixFailed(deps: FeatureDeps, slack: WebClient, w: WorkspaceRef, viewId: string, draftId: string): Promise<void> {
  const draft = await deps.drafts.get(w, draftId);
  const view = draft && pending(draft).length ? stepView(draft, 0) : notice('Nothing left to resend.');
  await slack.views.update({ view_id: viewId, view });
}
