// Review presets (admins): the modal, its limits (≤ 50 members or ≤ 50 teams, never both), saving through the service,
// the flow that opens and saves them; the app's own list of saved presets is kept in store/presets.ts.
import type { ModalView, PlainTextOption } from '@slack/types';
import type { WebClient } from '@slack/web-api';
import { z } from 'zod';
import type { SavedPreset } from '../../store/presets.js';
import type { WorkspaceRef } from '../../store/workspaces.js';
import { context, escapeText, plain, section } from '../../ui/blocks.js';
import { explainFailure } from '../../ui/explain.js';
import { VIEWS } from '../../ui/ids.js';
import { actorOf } from '../../slack/actor.js';
import type { FeatureDeps } from '../../slack/deps.js';

export const PRESET_LIMIT = 50;

export type { SavedPreset } from '../../store/presets.js';
export type TeamChoice = { teamId: string; label: string };

export function presetModal(teams: TeamChoice[]): ModalView {
  const teamOption = (t: TeamChoice): PlainTextOption => ({ text: plain(t.label, 75), value: t.teamId });
  return {
    type: 'modal',
    callback_id: VIEWS.preset,
    title: plain('Review preset', 24),
    submit: plain('Save preset', 24),
    close: plain('Cancel', 24),
    blocks: [
      section('A preset gives reviewers prompts and sets when the next review is due, for up to 50 people *or* up to 50 teams. Anyone already in another preset moves to this one.'),
      { type: 'input', block_id: 'name', label: plain('Name'), element: { type: 'plain_text_input', action_id: 'value', max_length: 100 } },
      { type: 'input', block_id: 'goals_feedback', label: plain('Goals prompt'), element: { type: 'plain_text_input', action_id: 'value', multiline: true, max_length: 2000 } },
      { type: 'input', block_id: 'culture_contribution', label: plain('Culture prompt'), element: { type: 'plain_text_input', action_id: 'value', multiline: true, max_length: 2000 } },
      { type: 'input', block_id: 'next_review', label: plain('Next review date'), element: { type: 'datepicker', action_id: 'value' } },
      {
        type: 'input',
        block_id: 'members',
        optional: true,
        label: plain('Members (up to 50)'),
        element: { type: 'multi_users_select', action_id: 'value', max_selected_items: PRESET_LIMIT },
      },
      teams.length > 0
        ? {
            type: 'input',
            block_id: 'teams',
            optional: true,
            label: plain('…or teams (up to 50)'),
            element: { type: 'multi_static_select', action_id: 'value', max_selected_items: PRESET_LIMIT, options: teams.slice(0, 100).map(teamOption) },
          }
        : context('To cover whole teams, map Slack user groups to team IDs in `/kudos setup`.'),
    ],
  };
}

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
export const earliestToday = (now = Date.now()) => new Date(now - 12 * 60 * 60 * 1000).toISOString().slice(0, 10);

export function parsePresetSubmission(values: unknown, today = earliestToday()): { ok: true; value: PresetInput } | { ok: false; errors: Record<string, string> } {
  const parsed = presetStateSchema.safeParse(values);
  if (!parsed.success) return { ok: false, errors: { name: 'This form is out of date. Close it and open it again.' } };
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
  if (!value.name) errors.name = 'Give the preset a name.';
  if (!value.goals) errors.goals_feedback = 'Write the prompt reviewers see for goals.';
  if (!value.culture) errors.culture_contribution = 'Write the prompt reviewers see for culture.';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value.nextReview)) errors.next_review = 'Pick the date of the next review.';
  else if (value.nextReview < today) errors.next_review = `${value.nextReview} is in the past. The next review is due today or later: pick a date from ${today} on.`;
  if (value.memberIds.length > PRESET_LIMIT) errors.members = `A preset covers at most ${PRESET_LIMIT} members; you chose ${value.memberIds.length}. Split them into two presets, or use teams.`;
  if (value.teams.length > PRESET_LIMIT) errors.teams = `A preset covers at most ${PRESET_LIMIT} teams; you chose ${value.teams.length}.`;
  if (value.memberIds.length > 0 && value.teams.length > 0) errors.members = 'Choose members or teams, not both: a preset covers one or the other.';
  if (value.memberIds.length === 0 && value.teams.length === 0) errors.members = 'Choose the members (or teams) this preset covers.';
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, value };
}

/** Saves through the service and then in the app's list; problems come back keyed by block_id. */
export async function savePreset(deps: FeatureDeps, slack: WebClient, w: WorkspaceRef, adminId: string, input: PresetInput): Promise<{ ok: true; preset: SavedPreset } | { ok: false; errors: Record<string, string> }> {
  const actor = await actorOf(deps, slack, w, adminId);
  if ('problem' in actor) return { ok: false, errors: { name: actor.problem } };
  const { teamMap } = await deps.workspaces.get(w);
  const members: SavedPreset['members'] = [];
  for (const userId of input.memberIds) {
    try {
      members.push({ email: await deps.directory.emailOf(slack, w, userId), userId });
    } catch (error) {
      return { ok: false, errors: { members: explainFailure(error, 'nothing was saved') } };
    }
  }
  try {
    const saved = await actor.connection.client.performance.preset({
      name: input.name,
      goals_feedback: input.goals,
      culture_contribution: input.culture,
      next_review: input.nextReview,
      ...(members.length ? { members: members.map((m) => m.email) } : { teams: input.teams }),
    } as Parameters<typeof actor.connection.client.performance.preset>[0]);
    const preset: SavedPreset = {
      id: saved.data._id,
      name: saved.data.name,
      goals_feedback: saved.data.goals_feedback,
      culture_contribution: saved.data.culture_contribution,
      next_review: saved.data.next_review,
      teams: members.length ? [] : input.teams,
      teamNames: members.length ? {} : Object.fromEntries(input.teams.map((t) => [t, teamMap.find((m) => m.teamId === t)?.name ?? t])),
      members,
      savedBy: adminId,
      savedAt: new Date().toISOString(),
    };
    await deps.presets.add(w, preset);
    return { ok: true, preset };
  } catch (error) {
    return { ok: false, errors: { [members.length ? 'members' : 'teams']: explainFailure(error, 'nothing was saved') } };
  }
}

export function presetSavedView(preset: SavedPreset): ModalView {
  const who = preset.members.length
    ? `${preset.members.length} member${preset.members.length === 1 ? '' : 's'}`
    : `${preset.teams.length} team${preset.teams.length === 1 ? '' : 's'} (${preset.teams.map((t) => escapeText(preset.teamNames[t] ?? t)).join(', ')})`;
  return {
    type: 'modal',
    title: plain('Review preset', 24),
    close: plain('Done', 24),
    blocks: [section(`:white_check_mark: Saved *${escapeText(preset.name)}* for ${who}; next review ${preset.next_review}.`), context('Presets are listed on the App Home (admin part).')],
  };
}

/** Admins only: the adapter's guard refuses everyone else before this runs. */
export async function openPresetModal(deps: FeatureDeps, slack: WebClient, w: WorkspaceRef, triggerId: string): Promise<void> {
  const teams = (await deps.workspaces.get(w)).teamMap.map((t) => ({ teamId: t.teamId, label: `@${t.handle} — ${t.name} (${t.teamId})` }));
  await slack.views.open({ trigger_id: triggerId, view: presetModal(teams) });
}
