// The seam where a celebration's coins are credited "from the company", never from anyone's allowance: an entry of the
// rewards ledger (so they are in the person's spendable balance and the balances export), whose reason names the
// occasion. Its id names the occasion too, and the ledger's once-only step checks that id in the same atomic commit as
// the balance moves: a post resumed after a crash, or two instances finishing it, credit it exactly once.
import type { WorkspaceRef } from '../../store/workspaces.js';
import type { Occasion } from './occasions.js';

/** What celebrations take of the rewards ledger (store/rewards-ledger.ts): its credit, once per id. */
export type CoinLedger = { credit: (w: WorkspaceRef, user: string, id: string, amount: number, why: string) => Promise<boolean> };

type Credited = Pick<Occasion, 'userId' | 'kind' | 'years' | 'key'>;

/** The ledger id of an occasion's coins: `celebration:U1:birthday:2026`, once per person, occasion and year. */
export const celebrationCreditId = (o: Pick<Occasion, 'key'>) => `celebration:${o.key}`;

/** The entry's reason: "birthday 2026, from the company" / "work anniversary (5 years) 2026, from the company". */
export function coinsReason(o: Credited): string {
  const year = o.key.split(':').at(-1);
  // not-for-people: the ledger's stored reason, English data as every entry's reason is (no view shows it)
  const what = o.kind === 'birthday' ? 'birthday' : `work anniversary (${o.years ?? 1} year${o.years === 1 || o.years === undefined ? '' : 's'})`;
  // not-for-people: the ledger's stored reason, English data as every entry's reason is (no view shows it)
  return `${what} ${year}, from the company`;
}

/** Credits `amount` coins for the occasion once (again for the same occasion: nothing); 0 credits nothing. */
export async function creditCelebrationCoins(ledger: CoinLedger, w: WorkspaceRef, o: Credited, amount: number): Promise<boolean> {
  if (amount <= 0) return false;
  return ledger.credit(w, o.userId, celebrationCreditId(o), amount, coinsReason(o));
}
