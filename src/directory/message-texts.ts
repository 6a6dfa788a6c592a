// The text of a message someone reacted to, for a kudos's quote — a nicety, never a reason to wait: read at most once
// per message (cached, one read shared by everyone asking at once), with a client that fails at once on a rate limit
// instead of waiting it out, and not asked again in that workspace until Slack's Retry-After has passed. Slack limits
// conversations.history and .replies to about one call a minute for apps outside the Marketplace.
import { ErrorCode, WebClient, type WebClientOptions } from '@slack/web-api';
import { z } from 'zod';
import { type WorkspaceRef, workspaceKey } from '../store/workspaces.js';
import type { TtlCache } from '../store/ttl-cache.js';

const messageSchema = z.object({
  ts: z.string(),
  text: z.string().default(''),
  user: z.string().optional(),
  bot_id: z.string().optional(),
  subtype: z.string().optional(),
});
export type ReactedMessage = z.infer<typeof messageSchema>;
const listSchema = z.object({ messages: z.array(z.unknown()).default([]) });

/** What a read found: the message, or that it can't be read (gone, or a channel the app is not in). */
type Read = { message?: ReactedMessage };

/** A message does not change often enough to read it twice for kudos. */
const TEXT_TTL_MS = 60 * 60 * 1000;
/** A message the app may not read (a channel it is not in) is asked again after this long (it may be invited). */
const UNREADABLE_TTL_MS = 5 * 60 * 1000;
/** A read that takes longer is given up: the kudos goes without its quote. */
const READ_TIMEOUT_MS = 2_000;
/** Clients kept, one per bot token. */
const CLIENTS_KEPT = 1_000;

function find(list: unknown, ts: string): ReactedMessage | undefined {
  const parsed = listSchema.safeParse(list);
  if (!parsed.success) return undefined;
  for (const raw of parsed.data.messages) {
    const m = messageSchema.safeParse(raw);
    if (m.success && m.data.ts === ts) return m.data;
  }
  return undefined;
}

/** A bot's or an app's message: nobody to thank. */
export const isBotMessage = (m: ReactedMessage) => Boolean(m.bot_id) || m.subtype === 'bot_message' || !m.user;

export class MessageTexts {
  private readonly reading = new Map<string, Promise<Read | undefined>>();
  private readonly pausedUntil = new Map<string, number>();
  private readonly clients = new Map<string, WebClient>();

  /** `options`: the app's WebClient options (Slack's address); the reads never retry or wait out a rate limit. */
  constructor(
    private readonly cache: TtlCache<Read>,
    private readonly options: WebClientOptions,
  ) {}

  /** The message at `ts` in `channel`, or undefined when it can't be had now (rate limited, unreadable, slow). */
  async read(token: string, w: WorkspaceRef, channel: string, ts: string): Promise<ReactedMessage | undefined> {
    const key = `${workspaceKey(w)}:${channel}:${ts}`;
    const cached = this.cache.get(key);
    if (cached) return cached.message;
    if ((this.pausedUntil.get(workspaceKey(w)) ?? 0) > Date.now()) return undefined;
    let pending = this.reading.get(key);
    if (!pending) {
      pending = this.fetch(token, w, channel, ts).finally(() => this.reading.delete(key));
      this.reading.set(key, pending);
    }
    return (await pending)?.message;
  }

  private async fetch(token: string, w: WorkspaceRef, channel: string, ts: string): Promise<Read | undefined> {
    const slack = this.client(token);
    try {
      const history = await slack.conversations.history({ channel, latest: ts, oldest: ts, inclusive: true, limit: 1 });
      // A reply in a thread is not in the channel's history: its thread is asked then.
      const message = find(history, ts) ?? find(await slack.conversations.replies({ channel, ts, limit: 1 }), ts);
      const read: Read = message ? { message } : {};
      this.cache.set(`${workspaceKey(w)}:${channel}:${ts}`, read, TEXT_TTL_MS);
      return read;
    } catch (error) {
      const failed = error as { code?: string; retryAfter?: number };
      if (failed.code === ErrorCode.RateLimitedError) this.pausedUntil.set(workspaceKey(w), Date.now() + (failed.retryAfter ?? 60) * 1_000);
      if (failed.code === ErrorCode.PlatformError) this.cache.set(`${workspaceKey(w)}:${channel}:${ts}`, {}, UNREADABLE_TTL_MS);
      return undefined;
    }
  }

  private client(token: string): WebClient {
    let client = this.clients.get(token);
    if (!client) {
      if (this.clients.size >= CLIENTS_KEPT) this.clients.clear();
      client = new WebClient(token, { ...this.options, rejectRateLimitedCalls: true, retryConfig: { retries: 0 }, timeout: READ_TIMEOUT_MS });
      this.clients.set(token, client);
    }
    return client;
  }
}
