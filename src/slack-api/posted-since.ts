// Whether a message an earlier attempt may have posted is in a conversation: the one carrying `event` metadata whose
// payload names `key`, among the messages since the attempt began — how once-only posts (the weekly digest, the
// monthly summary DM) tell "posted, answer lost" from "not posted" after a crash. Throws when Slack does not answer.
import type { WebClient } from '@slack/web-api';
import { z } from 'zod';

const historySchema = z.object({
  messages: z
    .array(z.object({ metadata: z.object({ event_type: z.string(), event_payload: z.record(z.string(), z.unknown()) }).optional() }).loose())
    .default([]),
});

export type PostedMark = { channel: string; sinceMs: number; event: string; field: string; key: string; limit: number };

export async function postedSince(slack: WebClient, mark: PostedMark): Promise<boolean> {
  const oldest = ((mark.sinceMs - 1_000) / 1_000).toFixed(6);
  const read = historySchema.parse(await slack.conversations.history({ channel: mark.channel, oldest, limit: mark.limit, include_all_metadata: true }));
  return read.messages.some((m) => m.metadata?.event_type === mark.event && m.metadata.event_payload[mark.field] === mark.key);
}
