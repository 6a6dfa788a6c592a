// Named retry policies, after @slack/web-api: how often and how long the client may repeat a call that is safe to repeat.
export type RetryPolicy = {
  /** Further attempts after the first. */
  retries: number;
  minDelayMs: number;
  maxDelayMs: number;
  /** A 429 asking for a longer wait than this is handed to the caller instead of slept through. */
  maxRetryAfterMs: number;
};

export const defaultRetryPolicy: RetryPolicy = { retries: 3, minDelayMs: 200, maxDelayMs: 3_000, maxRetryAfterMs: 10_000 };
export const fastRetryPolicy: RetryPolicy = { retries: 2, minDelayMs: 5, maxDelayMs: 20, maxRetryAfterMs: 2_000 };
export const noRetryPolicy: RetryPolicy = { retries: 0, minDelayMs: 0, maxDelayMs: 0, maxRetryAfterMs: 0 };

/** Exponential backoff with full jitter. */
export function backoffMs(policy: RetryPolicy, attempt: number): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.minDelayMs * 2 ** attempt);
  return policy.minDelayMs + Math.random() * (ceiling - policy.minDelayMs);
}
