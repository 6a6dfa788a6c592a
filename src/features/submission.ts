// What a view-submission handler answers: the response to ack with, and the slow part to run after the ack.
import type { ModalView } from '@slack/types';

export type ViewResponse = { response_action: 'errors'; errors: Record<string, string> } | { response_action: 'update'; view: ModalView };
export type Submission = { response: ViewResponse; after?: () => Promise<void> };

/** The work's result if it settles within `ms`, else null — the work goes on, and the caller acks without it. */
export function withinBudget<T>(work: Promise<T>, ms: number): Promise<T | null> {
  return Promise.race([work, new Promise<null>((resolve) => setTimeout(() => resolve(null), ms).unref())]);
}
