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
  for (let i = 0; i < ledger.size; i += 1) {
    if (!counts(view, i) || !touches(view, i)) continue;
    const b = buckets.indexOf(ledger.at.data[i]!);
    kudos[b]! += 1;
    coins[b]! += ledger.amount.data[i]! * receiverCount(ledger, i);
    if (!ledger.shared.data[i]) continue;
    const g = ledger.giver.data[i]!;
    if (isIn(view, g) && !gave[b * n + g]) (gave[b * n + g] = 1), (givers[b]! += 1);
    for (let j = ledger.receiverStart.data[i]!; j < ledger.receiverStart.data[i + 1]!; j += 1) {
      const r = ledger.receivers.data[j]!;
      if (isIn(view, r) && !got[b * n + r]) (got[b * n + r] = 1), (receivers[b]! += 1);
    }
  }
  return {
    columns: ['Period', 'People', 'Gave (%)', 'Received (%)', 'Kudos', 'Coins'],
    rows: buckets.labels.map((label, b) => [label, view.people, percent(givers[b]!, view.people), percent(receivers[b]!, view.people), kudos[b]!, coins[b]!]),
  };
}

