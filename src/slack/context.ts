// The request context, built once per request from Bolt's arguments: workspace, person, Slack client, reply, and the
// admin answer and acting member resolved lazily.
import type { Context } from '@slack/bolt';
import type { WebClient } from '@slack/web-api';
import type { FeatureDeps } from './deps.js';
import { type Actor, actorOf } from './actor.js';
import type { Reply } from './feature.js';
import { lazyIsAdmin } from './admin-guard.js';
import type { BaseContext, DeclaredHome, Feature, RequestContext } from './feature.js';
import { workspaceOf } from './workspace.js';
import { durableOf } from './durable.js';
import type { Translator } from '../i18n/translator.js';

/** The App Home parts the features declared, registered once with the app's deps. */
const declaredHomes = new WeakMap<FeatureDeps, DeclaredHome>();
const NO_HOME: DeclaredHome = { sections: [], buttons: [] };

/** Declared parts in order; two with the same order fail at start-up instead of swapping places by chance. */
function inOrder<T extends { order: number }>(what: string, declared: { name: string; part?: T | undefined }[]): T[] {
  const parts = declared.flatMap(({ name, part }) => (part ? [{ name, part }] : [])).sort((a, b) => a.part.order - b.part.order);
  parts.forEach(({ name, part }, i) => {
    const before = parts[i - 1];
    if (before?.part.order === part.order) throw new Error(`${name} declares App Home ${what} ${part.order}, which ${before.name} declares too`);
  });
  return parts.map(({ part }) => part);
}

export function declareHome(deps: FeatureDeps, features: Feature[]): void {
  declaredHomes.set(deps, {
    sections: inOrder(
      'section',
      features.map((f) => ({ name: f.name, part: f.home })),
    ),
    buttons: inOrder(
      'button',
      features.map((f) => ({ name: f.name, part: f.homeButton })),
    ),
  });
}

/** On an org-wide install, the workspace is told whether it runs on the org's settings or its own (one cached read). */
export async function baseContext(deps: FeatureDeps, slack: WebClient, context: Context, userTeam?: string | null): Promise<BaseContext> {
  const durable = durableOf(context);
  return {
    deps,
    slack,
    workspace: await deps.workspaces.resolve(workspaceOf(context, userTeam)),
    botToken: context.botToken ?? '',
    home: declaredHomes.get(deps) ?? NO_HOME,
    ...(durable ? { durable } : {}),
  };
}

/** `reply` defaults to a DM from the app, for surfaces (App Home buttons, modals) that have no response_url. */
export function requestContext(base: BaseContext, userId: string, reply?: Reply): RequestContext {
  const dm: Reply = (m) => base.slack.chat.postMessage({ channel: userId, ...m });
  let actor: Promise<Actor | { problem: string }> | undefined;
  let words: Promise<Translator> | undefined;
  const wordsOnce = () => (words ??= base.deps.languages.person(base.slack, base.workspace, userId));
  const isAdmin = lazyIsAdmin(base.deps, base.slack, base.workspace, userId);
  // Started now, awaited where words are needed: the person's language is looked up beside the request's own work, so a
  // modal opened within its trigger's 3 s does not wait for it first.
  wordsOnce().catch(() => {});
  return {
    ...base,
    userId,
    reply: reply ?? dm,
    isAdmin,
    actor: () => (actor ??= actorOf(base.deps, base.slack, base.workspace, userId, isAdmin, wordsOnce)),
    words: wordsOnce,
  };
}
