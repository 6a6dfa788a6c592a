// What a handler answers: a message to the person who acted, or for a view submission the response to ack with and
// the slow part to run after the ack.
import type { KnownBlock, ModalView } from '@slack/types';

/** An ephemeral message back to the person who acted; its blocks are Block Kit's own type, so Bolt needs no cast. */
export type ReplyMessage = { text: string; blocks?: KnownBlock[]; replace_original?: boolean };
export type Reply = (message: ReplyMessage) => Promise<unknown>;

export type ViewResponse = { response_action: 'errors'; errors: Record<string, string> } | { response_action: 'update'; view: ModalView };
export type Submission = { response: ViewResponse; after?: () => Promise<void> };

/** The work's result if it settles within `ms`, else null — the work goes on, and the caller acks without it. */
export function withinBudget<T>(work: Promise<T>, ms: number): Promise<T | null> {
  return Promise.race([work, new Promise<null>((resolve) => setTimeout(() => resolve(null), ms).unref())]);
}
