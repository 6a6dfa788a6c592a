// The daily thread a channel's kudos go under (an admin setting): one parent per channel and day however many instances
// give at once — an atomic claim (in a namespace of its own: a claim's value is not a ts) decides who posts it, the
// store keeps its ts for everyone else.
import type Keyv from 'keyv';
import type { AtomicStore } from './atomic.js';

/** How long a claimed parent may take to be posted before someone else may post it (its poster died). */
const CLAIM_MS = 60_000;
/** A day's parent is remembered a little over a day: past it, that day's kudos are all given. */
const KEEP_MS = 2 * 24 * 60 * 60 * 1000;
/** How long a give that lost the claim waits for the winner's ts, then posts at the top level (rather seen than lost). */
const WAIT_MS = 10_000;
const POLL_MS = 100;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class ThreadParents {
  constructor(
    private readonly kv: Keyv<string>,
    private readonly claims: AtomicStore,
  ) {}

  /** The parent's ts for `key` (workspace, channel and day): the stored one, else the one `post` makes when this caller
   *  wins the claim, else the winner's once stored; undefined when the winner did not store one in time. */
  async parentFor(key: string, post: () => Promise<string>): Promise<string | undefined> {
    const known = await this.kv.get(key);
    if (typeof known === 'string') return known;
    if (await this.claims.claim(key, { at: Date.now() }, CLAIM_MS)) {
      try {
        const ts = await post();
        await this.kv.set(key, ts, KEEP_MS);
        return ts;
      } catch (error) {
        await this.claims.release(key);
        throw error;
      }
    }
    for (let waited = 0; waited < WAIT_MS; waited += POLL_MS) {
      await sleep(POLL_MS);
      const ts = await this.kv.get(key);
      if (typeof ts === 'string') return ts;
    }
    return undefined;
  }
}
