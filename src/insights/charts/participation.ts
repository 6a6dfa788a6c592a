// Participation over time: per week or month, the share of people in scope who gave and who received, and the kudos
// and coins that touched the scope (private kudos included in these two totals, never by name).
import { type InsightKudos, type Scope, type Table, bucketsOf, inScope, kudosCounts, percent, scopedPeople, touches } from './scope.js';

export function participation(kudos: Iterable<InsightKudos>, scope: Scope): Table {
  const buckets = bucketsOf(scope);
  const givers = buckets.starts.map(() => new Set<string>());
  const receivers = buckets.starts.map(() => new Set<string>());
  const counts = buckets.starts.map(() => ({ kudos: 0, coins: 0 }));
  for (const k of kudos) {
    if (!kudosCounts(scope, k) || !touches(scope, k)) continue;
    const i = buckets.indexOf(k.at);
    counts[i]!.kudos += 1;
    counts[i]!.coins += k.amount * k.receivers.length;
    if (!k.shared) continue;
    if (inScope(scope, k.giver)) givers[i]!.add(k.giver!);
    for (const r of k.receivers) if (inScope(scope, r)) receivers[i]!.add(r);
  }
  const people = scopedPeople(scope).length;
  return {
    columns: ['Period', 'People', 'Gave (%)', 'Received (%)', 'Kudos', 'Coins'],
    rows: buckets.labels.map((label, i) => [label, people, percent(givers[i]!.size, people), percent(receivers[i]!.size, people), counts[i]!.kudos, counts[i]!.coins]),
  };
}
