// Builds and publishes a person's App Home: loads profile, recent kudos, the sections features declare and (for
// admins) the connection status.
import { UnreadableKeyError, probe } from '../../engagement/connections.js';
import type { WorkspaceRef } from '../../store/workspaces.js';
import type { FeatureDeps } from '../../slack/deps.js';
import { explainFailure } from '../../ui/explain.js';
import { actorOf } from '../../slack/actor.js';
import { senderMentions } from '../../directory/mentions.js';
import { lazyIsAdmin } from '../../slack/admin-guard.js';
import { requestContext } from '../../slack/context.js';
import type { BaseContext } from '../../slack/feature.js';
import type { Blocks } from '../../ui/blocks.js';
import { type ConnectionStatus, homeView } from './home.js';
import { allowanceStatus } from '../giving/allowance.js';
import { balanceLine } from '../giving/messages.js';

async function connectionStatus(deps: FeatureDeps, w: WorkspaceRef): Promise<ConnectionStatus | { problem: string }> {
  try {
    const c = await deps.connections.forWorkspace(w);
    const base = { stage: c.stage, keyLast4: c.keyLast4, source: c.source };
    const checked = await probe(c.client);
    if (checked.verdict === 'accepted') return { ...base, reachable: true, detail: `Service ${deps.connections.root} answered; the key is accepted on ${c.stage}.` };
    if (checked.verdict === 'unreachable') return { ...base, reachable: false, detail: explainFailure(checked.error, 'nothing can be sent right now', false) };
    return { ...base, reachable: true, detail: `The service answered but refused the key: ${explainFailure(checked.error)}` };
  } catch (error) {
    // The panel is shown to admins only: they are told what happened to the stored key and how to fix it.
    return { problem: error instanceof UnreadableKeyError ? error.message : explainFailure(error, 'nothing can be sent yet', false) };
  }
}

/** The parts other features declared (`Feature.home`), in order; one that fails is logged and left out. */
async function declaredSections(ctx: BaseContext, userId: string): Promise<Blocks[]> {
  const request = requestContext(ctx, userId);
  const rendered = await Promise.allSettled(ctx.home.map((s) => s.blocks(request)));
  return rendered.flatMap((r) => {
    if (r.status === 'fulfilled') return [r.value];
    ctx.deps.log.error('App Home section:', r.reason);
    return [];
  });
}

export async function publishHome(ctx: BaseContext, userId: string): Promise<void> {
  const { deps, slack, workspace: w } = ctx;
  const sections = declaredSections(ctx, userId);
  const actor = await actorOf(deps, slack, w, userId);
  const isAdmin = await lazyIsAdmin(deps, slack, w, userId)().catch(() => false);
  let profile: Parameters<typeof homeView>[0]['profile'];
  let recent: Parameters<typeof homeView>[0]['recent'];
  let nameOf = (_email: string) => '';
  if ('problem' in actor) {
    profile = { problem: actor.problem };
    recent = { problem: actor.problem };
  } else {
    const client = actor.connection.client;
    const [p, r] = await Promise.allSettled([
      client.profile.get(actor.email, { include_personal_context: false }),
      client.recognition.list({ email: actor.email, limit: 5 }),
    ]);
    profile = p.status === 'fulfilled' ? p.value : { problem: explainFailure(p.reason, 'your profile could not be loaded', false) };
    recent = r.status === 'fulfilled' ? r.value.recognitions : { problem: explainFailure(r.reason, 'your kudos could not be loaded', false) };
    if (r.status === 'fulfilled') nameOf = await senderMentions(deps, slack, w, r.value.recognitions);
  }
  const admin = isAdmin ? { connection: await connectionStatus(deps, w), presets: await deps.presets.list(w) } : {};
  const allowance = await allowanceStatus(deps, slack, w, userId).then(balanceLine, () => undefined);
  const view = homeView({ userId, profile, recent, isAdmin, nameOf, sections: await sections, ...admin, ...(allowance ? { allowance } : {}) });
  await slack.views.publish({ user_id: userId, view });
}
