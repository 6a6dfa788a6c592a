// Opening the review modal at once (the trigger expires in 3 s), dated today in the manager's own time zone.
import type { WebClient } from '@slack/web-api';
import type { WorkspaceRef } from '../../store/workspaces.js';
import type { FeatureDeps } from '../deps.js';
import { reviewModal } from './review-modal.js';

export function todayFor(tzOffsetSeconds: number | undefined, now = Date.now()): string {
  return new Date(now + (tzOffsetSeconds ?? 0) * 1000).toISOString().slice(0, 10);
}

export async function openReview(deps: FeatureDeps, slack: WebClient, w: WorkspaceRef, userId: string, triggerId: string, employeeId?: string): Promise<void> {
  const me = await deps.directory.user(slack, w, userId).catch(() => undefined);
  await slack.views.open({ trigger_id: triggerId, view: reviewModal({ date: todayFor(me?.tzOffset), ...(employeeId ? { employeeId } : {}) }) });
}
