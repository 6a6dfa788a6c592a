// Review presets (admins, refused by the adapter's guard): open the form, save through the service and then in the
// app's own list (store/presets.ts), refresh the App Home.
import type { WebClient } from '@slack/web-api';
import type { Directory } from '../../directory/directory.js';
import type { Actor } from '../../slack/actor.js';
import type { FlowContext, RequestContext, Submission } from '../../slack/feature.js';
import type { ViewSubmission } from '../../slack/payloads.js';
import type { PresetStore, SavedPreset } from '../../store/presets.js';
import type { WorkspaceRef, WorkspaceStore } from '../../store/workspaces.js';
import { explainFailure } from '../../ui/explain.js';
import { publishHome } from '../home/publish.js';
import { type PresetInput, parsePresetSubmission } from './preset-input.js';
import { presetModal, presetSavedView } from './preset-modal.js';

type PresetDeps = { directory: Directory; workspaces: WorkspaceStore; presets: PresetStore };

/** Admins only: the adapter's guard refuses everyone else before this runs. */
export async function openPresetModal({ deps, slack, workspace }: FlowContext<Pick<PresetDeps, 'workspaces'>>, triggerId: string): Promise<void> {
  const teams = (await deps.workspaces.get(workspace)).teamMap.map((t) => ({ teamId: t.teamId, label: `@${t.handle} — ${t.name} (${t.teamId})` }));
  await slack.views.open({ trigger_id: triggerId, view: presetModal(teams) });
}

/** Saves through the service and then in the app's list; problems come back keyed by block_id. */
async function savePreset(
  deps: PresetDeps,
  slack: WebClient,
  w: WorkspaceRef,
  actor: Actor,
  adminId: string,
  input: PresetInput,
): Promise<{ ok: true; preset: SavedPreset } | { ok: false; errors: Record<string, string> }> {
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

export async function submitPreset(ctx: RequestContext, { view }: ViewSubmission): Promise<Submission> {
  const parsed = parsePresetSubmission(view.state.values);
  if (!parsed.ok) return { response: { response_action: 'errors', errors: parsed.errors } };
  const actor = await ctx.actor();
  if ('problem' in actor) return { response: { response_action: 'errors', errors: { name: actor.problem } } };
  const saved = await savePreset(ctx.deps, ctx.slack, ctx.workspace, actor, ctx.userId, parsed.value);
  if (!saved.ok) return { response: { response_action: 'errors', errors: saved.errors } };
  return { response: { response_action: 'update', view: presetSavedView(saved.preset) }, after: () => publishHome(ctx, ctx.userId) };
}
