// At-most-once guard for spending actions: the first claim of a key wins, later ones (retries, double clicks, the
// same request delivered to another instance) lose. The store decides, atomically, so nothing is held in this process.
import { metrics } from '../ops/metrics.js';
import type { AtomicStore } from './atomic.js';

type Claim = { at: string; state: 'pending' | 'done' };

export class Dedupe {
  constructor(private readonly store: AtomicStore) {}

  /** True for the first caller with this key within `ttlMs`; false for every later one, in any instance. */
  async claim(key: string, ttlMs: number): Promise<boolean> {
    const claim: Claim = { at: new Date().toISOString(), state: 'pending' };
    const won = await this.store.claim(key, claim, ttlMs);
    metrics.dedupe.inc({ result: won ? 'won' : 'duplicate' });
    return won;
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
    await this.store.release(key);
  }
}
