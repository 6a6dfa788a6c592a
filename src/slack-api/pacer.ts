// Slack's rate limits kept by the app rather than found out: every Web API call takes its slot under its method's tier
// (tiers.ts) per workspace — per channel for chat.postMessage — in STORE_URL, so every instance shares the slots; a
// 429 moves that method's next slot past Retry-After for every instance. SLACK_TIER_SCALE multiplies every tier's rate
// (only for tests and benches against a fake Slack).
import { createHash } from 'node:crypto';
import type { AtomicStore } from '../store/atomic.js';
import { tierOf } from './tiers.js';

/** The token's workspace in a key: a short hash of it, so the token itself is never stored. */
export const workspaceOfToken = (token: string) => createHash('sha256').update(token).digest('base64url').slice(0, 16);

/** One call as the pacer sees it: its method, whose token (one per workspace) and, for chat.postMessage, its channel. */
export type SlackCall = { method: string; token: string; channel?: string };

export class SlackPacer {
  constructor(
    private readonly store: AtomicStore,
    private readonly scale = 1,
    /** A bot token Slack answered `token_expired` for: its installation's new token (installations.ts), if known. */
    readonly renewExpired: (token: string) => Promise<string | undefined> = async () => undefined,
  ) {}

  /** The calls sharing a limit: the method's in the token's workspace (and channel). The token is hashed, never stored. */
  private keyOf(call: SlackCall): string {
    return `${workspaceOfToken(call.token)}:${call.method}${tierOf(call.method).perChannel ? `:${call.channel ?? ''}` : ''}`;
  }

  /** Takes the call's next slot: the ms to wait before sending. `ifFree`: only a slot free now is taken (0); otherwise
   *  nothing is reserved and the wait is answered, so a caller that waits and asks again sees a hold placed meanwhile. */
  slot(call: SlackCall, options: { ifFree?: boolean } = {}): Promise<number> {
    const tier = tierOf(call.method);
    return this.store.pace(this.keyOf(call), {
      intervalMs: 60_000 / (tier.perMinute * this.scale),
      burst: tier.burst,
      ...(options.ifFree ? { ifFree: true } : {}),
    });
  }

  /** Slack answered 429: no call of this method (in this workspace and channel) goes before `until`, on any instance. */
  async hold(call: SlackCall, until: number): Promise<void> {
    const tier = tierOf(call.method);
    // Past the burst's allowance too, so no burst goes before `until` either.
    const tolerance = (tier.burst - 1) * (60_000 / (tier.perMinute * this.scale));
    await this.store.pace(this.keyOf(call), { intervalMs: 0, burst: 1, notBefore: until + tolerance });
  }
}
