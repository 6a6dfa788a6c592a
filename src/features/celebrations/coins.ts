// The seam where a celebration's coins are credited "from the company", never from anyone's allowance. This codebase
// has no rewards ledger yet (another engineer builds rewards), so each credit is recorded once per occasion in the
// app's store (an atomic claim per occasion: a resumed post never credits twice) and listed for the admin's export;
// a rewards balance plugs in here by replacing `credit` (docs/decisions.md, "Celebration coins").
import type { AtomicStore } from '../../store/atomic.js';
import { type WorkspaceRef, workspaceKey } from '../../store/workspaces.js';
import type { Occasion } from './occasions.js';

export type CelebrationCoins = {
  /** Credits `amount` coins for the occasion once (a second call for the same occasion does nothing); 0 credits nothing. */
  credit: (w: WorkspaceRef, o: Pick<Occasion, 'userId' | 'key'>, amount: number) => Promise<boolean>;
};

/** A credit stays on record for two years. */
const CREDIT_KEEP_MS = 2 * 365 * 24 * 3600_000;

export function storedCoins(ledger: AtomicStore, now: () => Date): CelebrationCoins {
  return {
    credit: async (w, o, amount) => {
      if (amount <= 0) return false;
      return ledger.claim(`${workspaceKey(w)}:${o.key}`, { userId: o.userId, amount, from: 'company', at: now().toISOString() }, CREDIT_KEEP_MS);
    },
  };
}
