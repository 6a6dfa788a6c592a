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
import type { Translator } from '../../i18n/translator.js';
import { publishHome } from '../home/publish.js';
import { type PresetInput, parsePresetSubmission } from './preset-input.js';
import { presetModal, presetSavedView } from './preset-modal.js';

type PresetDeps = { directory: Directory; workspaces: WorkspaceStore; presets: PresetStore };

/** Admins only: the adapter's guard refuses everyone else before this runs. */
export async function openPresetModal(
  { deps, slack, workspace, words }: FlowContext<Pick<PresetDeps, 'workspaces'>, 'slack' | 'workspace' | 'words'>,
  triggerId: string,
): Promise<void> {
  const teams = (await deps.workspaces.get(workspace)).teamMap.map((team) => ({
    teamId: team.teamId,
    label: `@${team.handle} — ${team.name} (${team.teamId})`,
  }));
  await slack.views.open({ trigger_id: triggerId, view: presetModal(await words(), teams) });
}

/** Saves through the service and then in the app's list; problems come back keyed by block_id. */
async function savePreset(
  t: Translator,
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
      return { ok: false, errors: { members: explainFailure(t, error, 'saved') } };
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
    return { ok: false, errors: { [members.length ? 'members' : 'teams']: explainFailure(t, error, 'saved') } };
  }
}

export async function submitPreset(ctx: RequestContext, { view }: ViewSubmission): Promise<Submission> {
  const t = await ctx.words();
  const parsed = parsePresetSubmission(t, view.state.values);
  if (!parsed.ok) return { response: { response_action: 'errors', errors: parsed.errors } };
  const actor = await ctx.actor();
  if ('problem' in actor) return { response: { response_action: 'errors', errors: { name: actor.problem } } };
  const saved = await savePreset(t, ctx.deps, ctx.slack, ctx.workspace, actor, ctx.userId, parsed.value);
  if (!saved.ok) return { response: { response_action: 'errors', errors: saved.errors } };
  return { response: { response_action: 'update', view: presetSavedView(t, saved.preset) }, after: () => publishHome(ctx, ctx.userId) };
}
