// At-most-once and capped spending as properties of the store, not of a process: every instance on the same
// STORE_URL sees one winner per claim and one total per counter.

export type Spent = { ok: boolean; total: number };

export type AtomicStore = {
  /** Sets the key only when it is absent or expired, in one atomic step: true for the single caller that set it. */
  claim: (key: string, value: unknown, ttlMs: number) => Promise<boolean>;
  /** Claims every key (each with its own TTL) or none, in one atomic step and one round trip: true when all were set. */
  claimAll: (keys: { key: string; ttlMs: number }[], value: unknown) => Promise<boolean>;
  /** Whether someone holds the claim now (set and not expired): for saying so, never for deciding who acts. */
  isClaimed: (key: string) => Promise<boolean>;
  /** Deletes the key, so it can be claimed again. */
  release: (key: string) => Promise<void>;
  /** Adds `amount` to the counter unless the total would pass `cap` (then nothing changes); a new counter lives `ttlMs`. */
  spend: (key: string, amount: number, cap: number, ttlMs?: number) => Promise<Spent>;
  /** Takes `amount` back off the counter, never below zero; returns the total after. */
  refund: (key: string, amount: number) => Promise<number>;
  /** The counter's total (0 when absent or expired). */
  total: (key: string) => Promise<number>;
};
