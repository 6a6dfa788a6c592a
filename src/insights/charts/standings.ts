// People in the charts: the top givers and receivers of the period (shared kudos only), and who was not recognised in
// the last N days (for a manager, their own reports only).
import type { Ledger } from './ledger.js';
import { type Scope, type Table, hasValue, counts, isIn, receiverCount, viewOf } from './scope.js';

export const TOP_SIZE = 10;
const DAY_MS = 24 * 60 * 60 * 1000;

export function top(ledger: Ledger, scope: Scope, board: 'givers' | 'receivers'): Table {
  const view = viewOf(ledger, scope);
  const kudos = new Float64Array(ledger.persons.length);
  const coins = new Float64Array(ledger.persons.length);
  for (const c of ledger.chunks(scope.from)) {
    for (let i = 0; i < c.size; i += 1) {
      if (!c.shared[i] || !counts(view, c, i)) continue;
      const g = c.giver[i]!;
      if (board === 'givers' && isIn(view, g)) (kudos[g]! += 1), (coins[g]! += c.amount[i]! * receiverCount(c, i));
      if (board !== 'receivers') continue;
      for (let j = c.receiverStart[i]!; j < c.receiverStart[i + 1]!; j += 1) {
        const r = c.receivers[j]!;
        if (isIn(view, r)) (kudos[r]! += 1), (coins[r]! += c.amount[i]!);
      }
    }
  }
  const ranked = ledger.persons.map((p, i) => ({ p, i })).filter(({ i }) => kudos[i]! > 0);
  ranked.sort((a, b) => coins[b.i]! - coins[a.i]! || kudos[b.i]! - kudos[a.i]! || a.p.name.localeCompare(b.p.name));
  return { columns: ['Rank', 'Name', 'Team', 'Kudos', 'Coins'], rows: ranked.slice(0, TOP_SIZE).map(({ p, i }, rank) => [rank + 1, p.name, p.team, kudos[i]!, coins[i]!]) };
}

/** `reports`: a manager's reports (then only they are listed); `now`: the end of the N days. */
export function notRecognised(ledger: Ledger, scope: Scope, days: number, now: number, reports?: ReadonlySet<string>): Table {
  const view = viewOf(ledger, scope);
  const since = now - days * DAY_MS;
  const last = new Float64Array(ledger.persons.length).fill(-Infinity);
  for (const c of ledger.chunks()) {
    for (let i = 0; i < c.size; i += 1) {
      const at = c.at[i]!;
      if (!c.shared[i] || at >= now || !hasValue(view, c, i)) continue;
      for (let j = c.receiverStart[i]!; j < c.receiverStart[i + 1]!; j += 1) {
        const r = c.receivers[j]!;
        if (r >= 0 && last[r]! < at) last[r] = at;
      }
    }
  }
  const rows = ledger.persons
    .map((p, i) => ({ p, i }))
    .filter(({ p, i }) => isIn(view, i) && (!reports || reports.has(p.email)) && last[i]! < since)
    .sort((a, b) => a.p.name.localeCompare(b.p.name))
    .map(({ p, i }) => [p.name, p.team, Number.isFinite(last[i]!) ? new Date(last[i]!).toISOString().slice(0, 10) : 'not in the period read']);
  return { columns: ['Name', 'Team', 'Last recognised'], rows };
}
