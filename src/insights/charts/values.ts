// Company values over time (kudos per value per week or month), and allowance use (coins given against what the
// people in scope could give in each allowance period).
import type { Ledger } from './ledger.js';
import { type Scope, type Table, bucketsOf, counts, isIn, percent, receiverCount, touches, viewOf } from './scope.js';

export function valuesOverTime(ledger: Ledger, scope: Scope): Table {
  const view = viewOf(ledger, scope);
  const buckets = bucketsOf(scope);
  const bits = ledger.values.map((v) => ledger.bitOf(v));
  const tally = buckets.starts.map(() => ledger.values.map(() => 0));
  for (const c of ledger.chunks(scope.from)) {
    for (let i = 0; i < c.size; i += 1) {
      const tags = c.tags[i]!;
      if (!tags || !c.shared[i] || !counts(view, c, i) || !touches(view, c, i)) continue;
      const row = tally[buckets.indexOf(c.at[i]!)]!;
      bits.forEach((bit, v) => (tags & bit) !== 0 && (row[v]! += 1));
    }
  }
  return { columns: ['Period', ...ledger.values.map((v) => `#${v}`)], rows: buckets.labels.map((label, b) => [label, ...tally[b]!]) };
}

/** `allowance`: coins each person may give per bucket (the giving rules' period is the bucket). */
export function allowanceUse(ledger: Ledger, scope: Scope, allowance: number): Table {
  const view = viewOf(ledger, scope);
  const buckets = bucketsOf(scope);
  const n = ledger.persons.length;
  const gave = new Uint8Array(n * buckets.starts.length);
  const givers = buckets.starts.map(() => 0);
  const coins = buckets.starts.map(() => 0);
  for (const c of ledger.chunks(scope.from)) {
    for (let i = 0; i < c.size; i += 1) {
      const g = c.giver[i]!;
      if (!isIn(view, g) || !counts(view, c, i)) continue;
      const b = buckets.indexOf(c.at[i]!);
      coins[b]! += c.amount[i]! * receiverCount(c, i);
      if (c.shared[i] && !gave[b * n + g]) (gave[b * n + g] = 1), (givers[b]! += 1);
    }
  }
  const available = view.people * allowance;
  return {
    columns: ['Period', 'Givers', 'Coins given', 'Allowance', 'Used (%)'],
    rows: buckets.labels.map((label, b) => [label, givers[b]!, coins[b]!, available, percent(coins[b]!, available)]),
  };
}
