// Participation over time: per week or month, the share of people in scope who gave and who received, and the kudos
// and coins that touched the scope (private kudos included in these two totals, never by name).
import type { Ledger } from './ledger.js';
import { type Scope, type Table, bucketsOf, counts, isIn, percent, receiverCount, touches, viewOf } from './scope.js';

export function participation(ledger: Ledger, scope: Scope): Table {
  const view = viewOf(ledger, scope);
  const buckets = bucketsOf(scope);
  const n = ledger.persons.length;
  // A flag per person and bucket (40,000 people × 53 weeks is 2 MB): each is counted once per bucket.
  const gave = new Uint8Array(n * buckets.starts.length);
  const got = new Uint8Array(n * buckets.starts.length);
  const givers = buckets.starts.map(() => 0);
  const receivers = buckets.starts.map(() => 0);
  const kudos = buckets.starts.map(() => 0);
  const coins = buckets.starts.map(() => 0);
  for (const c of ledger.chunks(scope.from)) {
    for (let i = 0; i < c.size; i += 1) {
      if (!counts(view, c, i) || !touches(view, c, i)) continue;
      const b = buckets.indexOf(c.at[i]!);
      kudos[b]! += 1;
      coins[b]! += c.amount[i]! * receiverCount(c, i);
      if (!c.shared[i]) continue;
      const g = c.giver[i]!;
      if (isIn(view, g) && !gave[b * n + g]) (gave[b * n + g] = 1), (givers[b]! += 1);
      for (let j = c.receiverStart[i]!; j < c.receiverStart[i + 1]!; j += 1) {
        const r = c.receivers[j]!;
        if (isIn(view, r) && !got[b * n + r]) (got[b * n + r] = 1), (receivers[b]! += 1);
      }
    }
  }
  return {
    columns: ['Period', 'People', 'Gave (%)', 'Received (%)', 'Kudos', 'Coins'],
    rows: buckets.labels.map((label, b) => [label, view.people, percent(givers[b]!, view.people), percent(receivers[b]!, view.people), kudos[b]!, coins[b]!]),
  };
}

