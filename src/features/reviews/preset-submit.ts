// The preset form submitted (admins only, refused by the adapter's guard): save the preset, refresh the App Home.
import type { RequestContext } from '../../slack/feature.js';
import type { ViewSubmission } from '../../slack/payloads.js';
import { publishHome } from '../home/publish.js';
import type { Submission } from '../../slack/feature.js';
import { parsePresetSubmission, presetSavedView, savePreset } from './presets.js';

export async function submitPreset(ctx: RequestContext, { view }: ViewSubmission): Promise<Submission> {
  const parsed = parsePresetSubmission(view.state.values);
  if (!parsed.ok) return { response: { response_action: 'errors', errors: parsed.errors } };
  const saved = await savePreset(ctx.deps, ctx.slack, ctx.workspace, ctx.userId, parsed.value);
  if (!saved.ok) return { response: { response_action: 'errors', errors: saved.errors } };
  return { response: { response_action: 'update', view: presetSavedView(saved.preset) }, after: () => publishHome(ctx.deps, ctx.slack, ctx.workspace, ctx.userId) };
}
