// At-most-once guard for spending actions: the first claim of a key wins, later ones (retries, double clicks) lose.
import type Keyv from 'keyv';

type Claim = { at: string; state: 'pending' | 'done' };

export class Dedupe {
  // Claims in flight in this process: keyv has no atomic set-if-absent, so the check and the write are serialised here.
  private readonly inFlight = new Set<string>();

  constructor(private readonly kv: Keyv<Claim>) {}

  /** True for the first caller with this key within `ttlMs`; false for every later one. */
  async claim(key: string, ttlMs: number): Promise<boolean> {
    if (this.inFlight.has(key)) return false;
    this.inFlight.add(key);
    try {
      if (await this.kv.get(key)) return false;
      await this.kv.set(key, { at: new Date().toISOString(), state: 'pending' }, ttlMs);
      return true;
    } finally {
      this.inFlight.delete(key);
    }
  }

  /** Claims every key or none: when one was already taken, the ones claimed here are given back. */
  async claimAll(keys: { key: string; ttlMs: number }[]): Promise<boolean> {
    const claimed: string[] = [];
    for (const { key, ttlMs } of keys) {
      if (!(await this.claim(key, ttlMs))) {
        await Promise.all(claimed.map((k) => this.release(k)));
        return false;
      }
      claimed.push(key);
    }
    return true;
  }

  /** Gives a key back after a failure that surely sent nothing, so the person can simply try again. */
  async release(key: string): Promise<void> {
    await this.kv.delete(key);
  }
}
