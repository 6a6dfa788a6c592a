// Company values over time (kudos per value per week or month), and allowance use (coins given against what the
// people in scope could give in each allowance period).
import { hashtagsIn } from '../../features/values/tags.js';
import type { CompanyValue } from '../../store/values.js';
import { type InsightKudos, type Scope, type Table, bucketsOf, inScope, kudosCounts, percent, scopedPeople, touches } from './scope.js';

export function valuesOverTime(kudos: Iterable<InsightKudos>, scope: Scope, values: readonly CompanyValue[]): Table {
  const buckets = bucketsOf(scope);
  const known = new Map(values.map((v, i) => [v.hashtag, i]));
  const counts = buckets.starts.map(() => values.map(() => 0));
  for (const k of kudos) {
    if (!k.shared || !k.reason.includes('#') || !kudosCounts(scope, k) || !touches(scope, k)) continue;
    const i = buckets.indexOf(k.at);
    for (const tag of new Set(hashtagsIn(k.reason))) {
      const v = known.get(tag);
      if (v !== undefined) counts[i]![v]! += 1;
    }
  }
  return { columns: ['Period', ...values.map((v) => `#${v.hashtag}`)], rows: buckets.labels.map((label, i) => [label, ...counts[i]!]) };
}

/** `allowance`: coins each person may give per bucket (the giving rules' period is the bucket). */
export function allowanceUse(kudos: Iterable<InsightKudos>, scope: Scope, allowance: number): Table {
  const buckets = bucketsOf(scope);
  const given = buckets.starts.map(() => ({ coins: 0, givers: new Set<string>() }));
  for (const k of kudos) {
    if (!kudosCounts(scope, k) || !inScope(scope, k.giver)) continue;
    const b = given[buckets.indexOf(k.at)]!;
    b.coins += k.amount * k.receivers.length;
    if (k.shared) b.givers.add(k.giver!);
  }
  const people = scopedPeople(scope).length;
  return {
    columns: ['Period', 'Givers', 'Coins given', 'Allowance', 'Used (%)'],
    rows: buckets.labels.map((label, i) => [label, given[i]!.givers.size, given[i]!.coins, people * allowance, percent(given[i]!.coins, people * allowance)]),
  };
}
