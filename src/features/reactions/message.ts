// The message someone reacted to, read from Slack (the event carries only its channel and ts): its author and text.
import type { WebClient } from '@slack/web-api';
import { z } from 'zod';

const messageSchema = z.object({ ts: z.string(), text: z.string().default(''), user: z.string().optional(), bot_id: z.string().optional(), subtype: z.string().optional() });
export type ReactedMessage = z.infer<typeof messageSchema>;
const listSchema = z.object({ messages: z.array(z.unknown()).default([]) });

function find(list: unknown, ts: string): ReactedMessage | undefined {
  const parsed = listSchema.safeParse(list);
  if (!parsed.success) return undefined;
  for (const raw of parsed.data.messages) {
    const m = messageSchema.safeParse(raw);
    if (m.success && m.data.ts === ts) return m.data;
  }
  return undefined;
}

/** The channel's message at `ts`; a reply in a thread is not in the history, so the thread is asked then. */
export async function reactedMessage(slack: WebClient, channel: string, ts: string): Promise<ReactedMessage | undefined> {
  const history = await slack.conversations.history({ channel, latest: ts, oldest: ts, inclusive: true, limit: 1 });
  return find(history, ts) ?? find(await slack.conversations.replies({ channel, ts }).catch(() => undefined), ts);
}

/** A bot's or an app's message: nobody to thank. */
export const isBotMessage = (m: ReactedMessage) => Boolean(m.bot_id) || m.subtype === 'bot_message' || !m.user;
