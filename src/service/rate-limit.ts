// The member-import rate limit: N requests per window per company and stage (ENGAGEMENT_IMPORT_RATE, default 10/60s).
import { ServiceError } from './errors.js';
import type { Repositories } from './repositories/index.js';
import type { Scope } from './scope.js';

export type RateSpec = { limit: number; windowMs: number };

export function parseRateSpec(text: string): RateSpec {
  const match = /^(\d+)\/(\d+(?:\.\d+)?)s$/.exec(text.trim());
  if (!match || Number(match[1]) < 1 || Number(match[2]) <= 0)
    throw new Error(`ENGAGEMENT_IMPORT_RATE must look like 10/60s (requests/seconds), got "${text}"`);
  return { limit: Number(match[1]), windowMs: Number(match[2]) * 1000 };
}

export type RateLimitState = { remaining: number; reset_at: string };

const isoWithOffset = (ms: number) => new Date(ms).toISOString().replace('Z', '+00:00');

/** Fixed windows per company and stage, kept in the database (design.md: the window survives a restart). */
export class ImportRateLimiter {
  constructor(
    private readonly repos: Repositories,
    private readonly spec: RateSpec,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one request, or throws 429 RATE_LIMITED with Retry-After when the window is used up. */
  take(scope: Scope): RateLimitState {
    // Immediate: a second service process on the same file waits instead of reading a stale count.
    return this.repos.immediate(() => this.count(scope));
  }

  private count(scope: Scope): RateLimitState {
    const now = this.now();
    const stored = this.repos.rateWindows.get(scope);
    const window = stored && now < stored.start + this.spec.windowMs ? stored : { start: now, count: 0 };
    const resetMs = window.start + this.spec.windowMs;
    if (window.count >= this.spec.limit) {
      const retryAfter = Math.max(1, Math.ceil((resetMs - now) / 1000));
      const rateLimit = { remaining: 0, reset_at: isoWithOffset(resetMs) };
      throw new ServiceError(
        429,
        'RATE_LIMITED',
        `Member import is limited to ${this.spec.limit} requests per ${this.spec.windowMs / 1000} s; try again in ${retryAfter} s.`,
        undefined,
        { rate_limit: rateLimit },
        { 'Retry-After': String(retryAfter) },
      );
    }
    window.count += 1;
    this.repos.rateWindows.put(scope, window);
    return { remaining: this.spec.limit - window.count, reset_at: isoWithOffset(resetMs) };
  }
}
