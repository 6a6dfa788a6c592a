// Slack's rate limits as Slack keeps them, for the fake Slack: a token bucket per method per workspace (token), per
// channel for chat.postMessage, holding `burst` calls and refilled at the tier's rate. A call finding it empty is
// refused (429, Retry-After: the seconds until a call fits) and recorded. Written apart from the app's pacer (a GCRA
// in the store) so the burst test holds one against the other.
import { tierOf } from '../../src/slack-api/tiers.js';

/** Arrivals closer than the client spaced them are forgiven this much: a busy event loop sends one call of a pair
 *  late, and the next then arrives early relative to it. */
const GRACE_MS = 250;

export type Refusal = { method: string; token: string; channel?: string; at: number };

export class SlackTierLimits {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();
  readonly refused: Refusal[] = [];
  /** The calls refused because a test asked (refuseNext). */
  readonly forcedRefusals: Refusal[] = [];
  /** Refusals asked for by a test: the next call of the method is answered 429 with this Retry-After (s). */
  private readonly forced = new Map<string, number[]>();

  /** `scale`: the app's SLACK_TIER_SCALE, so a test can run the tiers faster on both sides. */
  constructor(private readonly scale = 1) {}

  refuseNext(method: string, retryAfterS: number): void {
    this.forced.set(method, [...(this.forced.get(method) ?? []), retryAfterS]);
  }

  /** Undefined when the call fits its tier (and is counted), else the seconds to wait. */
  admit(method: string, token: string, channel: string | undefined, now = Date.now()): number | undefined {
    const forced = this.forced.get(method)?.shift();
    if (forced !== undefined) {
      this.forcedRefusals.push({ method, token, ...(channel ? { channel } : {}), at: now });
      return forced;
    }
    const tier = tierOf(method);
    const perMs = (tier.perMinute * this.scale) / 60_000;
    const key = `${token}:${method}${tier.perChannel ? `:${channel ?? ''}` : ''}`;
    const bucket = this.buckets.get(key) ?? { tokens: tier.burst, at: now };
    const tokens = Math.min(tier.burst, bucket.tokens + (now - bucket.at) * perMs);
    if (tokens + GRACE_MS * perMs >= 1) {
      this.buckets.set(key, { tokens: tokens - 1, at: now });
      return undefined;
    }
    this.buckets.set(key, { tokens, at: now });
    this.refused.push({ method, token, ...(channel ? { channel } : {}), at: now });
    return Math.max(1, Math.ceil((1 - tokens) / perMs / 1_000));
  }
}
