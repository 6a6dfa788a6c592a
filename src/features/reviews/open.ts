// Opening the review modal at once (the trigger expires in 3 s), dated today in the manager's own time zone; the
// covering preset's prompts are added with views.update as soon as they are known.
import type { WebClient } from '@slack/web-api';
import type { WorkspaceRef } from '../../store/workspaces.js';
import type { FeatureDeps } from '../deps.js';
import { presetHints } from './hints.js';
import { reviewModal } from './review-modal.js';
import { pickView } from './team-review.js';

export function todayFor(tzOffsetSeconds: number | undefined, now = Date.now()): string {
  return new Date(now + (tzOffsetSeconds ?? 0) * 1000).toISOString().slice(0, 10);
}

async function today(deps: FeatureDeps, slack: WebClient, w: WorkspaceRef, userId: string) {
  const me = await deps.directory.user(slack, w, userId).catch(() => undefined);
  return todayFor(me?.tzOffset);
}

export async function openReview(deps: FeatureDeps, slack: WebClient, w: WorkspaceRef, userId: string, triggerId: string, employeeId?: string): Promise<void> {
  const date = await today(deps, slack, w, userId);
  const opened = await slack.views.open({ trigger_id: triggerId, view: reviewModal({ date, ...(employeeId ? { employeeId } : {}) }) });
  if (employeeId) await showHints(deps, slack, w, opened.view!.id!, employeeId, date);
}

/** After the employee is chosen (or preselected): the same modal, with the covering preset's prompts as hints. */
export async function showHints(deps: FeatureDeps, slack: WebClient, w: WorkspaceRef, viewId: string, employeeId: string, date: string): Promise<void> {
  const hints = await presetHints(deps, slack, w, employeeId);
  await slack.views.update({ view_id: viewId, view: reviewModal({ employeeId, date }, hints) });
}

export async function openTeamReview(deps: FeatureDeps, slack: WebClient, w: WorkspaceRef, userId: string, triggerId: string): Promise<void> {
  await slack.views.open({ trigger_id: triggerId, view: pickView(await today(deps, slack, w, userId)) });
}

export async function switchToTeamReview(deps: FeatureDeps, slack: WebClient, w: WorkspaceRef, userId: string, viewId: string): Promise<void> {
  await slack.views.update({ view_id: viewId, view: pickView(await today(deps, slack, w, userId)) });
}
