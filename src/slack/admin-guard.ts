// The one admin check: the adapter asks it before running any surface a feature declared admin-only, and App Home
// before showing a part declared for admins.
import type { FeatureDeps } from './deps.js';
import type { ViewResponse } from './feature.js';
import type { WebClient } from '@slack/web-api';
import type { WorkspaceRef } from '../store/workspaces.js';
import type { AdminOnly } from './feature.js';
import type { Translator } from '../i18n/translator.js';

/** Whether the person is an admin, asked at most once per request and only when something needs it. */
export function lazyIsAdmin(deps: Pick<FeatureDeps, 'directory'>, slack: WebClient, w: WorkspaceRef, userId: string): () => Promise<boolean> {
  let answer: Promise<boolean> | undefined;
  return () => (answer ??= deps.directory.isAdmin(slack, w, userId));
}

/**
 * Why an admin-only surface can't run for this person now, or undefined when it can: they are no admin, or — told
 * to admins only — the workspace's stored API key can't be read, so only `/kudos setup` can help.
 */
export async function adminRefusal<P>(
  ctx: { deps: Pick<FeatureDeps, 'workspaces'>; workspace: WorkspaceRef; isAdmin: () => Promise<boolean>; words: () => Promise<Translator> },
  rule: AdminOnly<P> | undefined,
  payload: P,
): Promise<string | undefined> {
  if (!rule || (rule.when && !rule.when(payload))) return undefined;
  if (!(await ctx.isAdmin())) {
    const refusal = (await ctx.words()).t(rule.notAdmin ?? 'slack.notAdmin');
    return rule.errorBlock ? refusal : `:lock: ${refusal}`;
  }
  if (rule.keyMustOpen !== false && (await ctx.deps.workspaces.get(ctx.workspace)).keyUnreadable)
    return `:warning: ${(await ctx.words()).t('failures.keyUnreadable')}`;
  return undefined;
}

/** The App Home parts this person sees: those declared admin-only only for admins (when asking fails, for nobody). */
export async function shownTo<T extends { admin?: true }>(ctx: { isAdmin: () => Promise<boolean> }, parts: T[]): Promise<T[]> {
  if (!parts.some((p) => p.admin)) return parts;
  const admin = await ctx.isAdmin().catch(() => false);
  return parts.filter((p) => !p.admin || admin);
}

/** A refused view submission: the sentence under the block the declaration names. */
export const refusedView = (rule: AdminOnly<unknown>, refusal: string): ViewResponse => ({
  response_action: 'errors',
  errors: { [rule.errorBlock ?? '']: refusal },
});
