// At-most-once and capped spending as properties of the store, not of a process: every instance on the same
// STORE_URL sees one winner per claim and one total per counter.

/** `amount`: what this spend took — on a repeat of a once-only spend, what the first one took. */
export type Spent = { ok: boolean; total: number; amount: number };

/** How long a once-only spend or refund remembers it happened: longer than any acknowledged work takes to finish. */
export const ONCE_KEEP_MS = 7 * 24 * 60 * 60 * 1000;

export type AtomicStore = {
  /** Sets the key only when it is absent or expired, in one atomic step: true for the single caller that set it. */
  claim: (key: string, value: unknown, ttlMs: number) => Promise<boolean>;
  /** Claims every key (each with its own TTL) or none, in one atomic step and one round trip: true when all were set.
   *  `reentrant`: a key already holding exactly `value` counts as claimed (the same work, resumed after a crash). */
  claimAll: (keys: { key: string; ttlMs: number }[], value: unknown, reentrant?: boolean) => Promise<boolean>;
  /** What the live claim holds (the value it was claimed with), or undefined: a pending post's contents. */
  value: (key: string) => Promise<unknown>;
  /** Whether someone holds the claim now (set and not expired): for saying so, never for deciding who acts. */
  isClaimed: (key: string) => Promise<boolean>;
  /** Deletes the key, so it can be claimed again. */
  release: (key: string) => Promise<void>;
  /** A lease's heartbeat: gives the key `ttlMs` more to live only while `owner` holds it (claimed with that string);
   *  false when it lapsed or another owner took it, so the caller stops working on what it guarded. */
  renew: (key: string, owner: string, ttlMs: number) => Promise<boolean>;
  /** Deletes the key only while `owner` holds it: a lease given back by its owner, never one another owner took over. */
  releaseIf: (key: string, owner: string) => Promise<boolean>;
  /** Adds `amount` to the counter unless the total would pass `cap` (then nothing changes); a new counter lives `ttlMs`.
   *  `once`: an id of this spend; a spend that succeeded under it before answers that again and changes nothing. */
  spend: (key: string, amount: number, cap: number, ttlMs?: number, once?: string) => Promise<Spent>;
  /** Takes `amount` back off the counter, never below zero; returns the total after. `once`: as for spend. */
  refund: (key: string, amount: number, once?: string) => Promise<number>;
  /** The counter's total (0 when absent or expired). */
  total: (key: string) => Promise<number>;
  /** The keys that live now, for work that visits every record of the namespace. */
  keys: () => Promise<string[]>;
  /** The live claims whose key starts with `prefix`, each with the value it holds, in one read (a workspace's pending
   *  celebration posts). */
  claimedUnder: (prefix: string) => Promise<{ key: string; value: unknown }[]>;
  /** A rate's next slot (GCRA: one call every `p.intervalMs`, `p.burst` at once), taken in one atomic step by every
   *  instance: how many ms to wait before going. `p.notBefore`: no slot before then (a Retry-After). `p.ifFree`: take
   *  the slot only when it is free now (else change nothing and answer the wait). */
  pace: (key: string, p: Pace) => Promise<number>;
};

export type Pace = { intervalMs: number; burst: number; notBefore?: number; ifFree?: boolean };

/** GCRA on a stored theoretical arrival time `tat`: the wait before this call and the tat after it (undefined: unchanged). */
export function nextSlot(tat: number, now: number, p: Pace): { waitMs: number; tat: number | undefined } {
  const tolerance = (p.burst - 1) * p.intervalMs;
  const start = Math.max(tat, now, (p.notBefore ?? 0) + tolerance);
  const waitMs = Math.max(0, start - tolerance - now);
  if (p.ifFree && waitMs > 0) return { waitMs, tat: undefined };
  return { waitMs, tat: start + p.intervalMs };
}
