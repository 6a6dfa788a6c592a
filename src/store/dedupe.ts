// At-most-once guard for spending actions: the first claim of a key wins, later ones (retries, double clicks, the
// same request delivered to another instance) lose. The store decides, atomically, so nothing is held in this process.
import { metrics } from '../metrics/metrics.js';
import type { AtomicStore } from './atomic.js';

type Claim = { at: string; state: 'pending' | 'done' };
const pending = (): Claim => ({ at: new Date().toISOString(), state: 'pending' });

export class Dedupe {
  constructor(private readonly store: AtomicStore) {}

  /** True for the first caller with this key within `ttlMs`; false for every later one, in any instance. `work`: the
   *  id of the kept request claiming it, which wins again when that same request is taken over after a crash. */
  async claim(key: string, ttlMs: number, work?: string): Promise<boolean> {
    const won = work ? await this.store.claimAll([{ key, ttlMs }], work, true) : await this.store.claim(key, pending(), ttlMs);
    metrics.dedupe.inc({ result: won ? 'won' : 'duplicate' });
    return won;
  }

  /** Claims every key or none, in one atomic store call (one Redis round trip, where one a key cost a round trip and
   *  a refused second key cost a release of the first). Counted once as a duplicate, or once a key won. */
  async claimAll(keys: { key: string; ttlMs: number }[], work?: string): Promise<boolean> {
    if (keys.length === 0) return true;
    const won = work ? await this.store.claimAll(keys, work, true) : await this.store.claimAll(keys, pending());
    metrics.dedupe.inc({ result: won ? 'won' : 'duplicate' }, won ? keys.length : 1);
    return won;
  }

  /** Gives a key back after a failure that surely sent nothing, so the person can simply try again. `work`: only while
   *  that kept request holds it (a resumed request never frees a key someone claimed after it). */
  async release(key: string, work?: string): Promise<void> {
    if (work) await this.store.releaseIf(key, work);
    else await this.store.release(key);
  }
}
