// The request context, built once per request from Bolt's arguments: workspace, person, Slack client, reply, and the
// admin answer and acting member resolved lazily.
import type { Context } from '@slack/bolt';
import type { WebClient } from '@slack/web-api';
import type { FeatureDeps } from './deps.js';
import { type Actor, actorOf } from './actor.js';
import type { Reply } from './feature.js';
import { lazyIsAdmin } from './admin-guard.js';
import type { BaseContext, HomeSection, RequestContext } from './feature.js';
import { workspaceOf } from './workspace.js';

/** The App Home sections the features declared, registered once with the app's deps. */
const homeSections = new WeakMap<FeatureDeps, HomeSection[]>();

export function declareHomeSections(deps: FeatureDeps, sections: HomeSection[]): void {
  homeSections.set(deps, [...sections].sort((a, b) => a.order - b.order));
}

export function baseContext(deps: FeatureDeps, slack: WebClient, context: Context): BaseContext {
  return { deps, slack, workspace: workspaceOf(context), botToken: context.botToken ?? '', home: homeSections.get(deps) ?? [] };
}

/** `reply` defaults to a DM from the app, for surfaces (App Home buttons, modals) that have no response_url. */
export function requestContext(base: BaseContext, userId: string, reply?: Reply): RequestContext {
  const dm: Reply = (m) => base.slack.chat.postMessage({ channel: userId, ...m });
  let actor: Promise<Actor | { problem: string }> | undefined;
  return {
    ...base,
    userId,
    reply: reply ?? dm,
    isAdmin: lazyIsAdmin(base.deps, base.slack, base.workspace, userId),
    actor: () => (actor ??= actorOf(base.deps, base.slack, base.workspace, userId)),
  };
}
