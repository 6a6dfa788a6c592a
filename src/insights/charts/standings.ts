// People in the charts: the top givers and receivers of the period (shared kudos only), and who was not recognised in
// the last N days (for a manager, their own reports only).
import { type InsightKudos, type Scope, type Table, inScope, kudosCounts, scopedPeople } from './scope.js';

export const TOP_SIZE = 10;
const DAY_MS = 24 * 60 * 60 * 1000;

export function top(kudos: Iterable<InsightKudos>, scope: Scope, board: 'givers' | 'receivers'): Table {
  const people = new Map<string, { kudos: number; coins: number }>();
  const credit = (email: string, coins: number) => {
    const p = people.get(email) ?? { kudos: 0, coins: 0 };
    p.kudos += 1;
    p.coins += coins;
    people.set(email, p);
  };
  for (const k of kudos) {
    if (!k.shared || !kudosCounts(scope, k)) continue;
    if (board === 'givers' && inScope(scope, k.giver)) credit(k.giver!, k.amount * k.receivers.length);
    if (board === 'receivers') for (const r of k.receivers) if (inScope(scope, r)) credit(r, k.amount);
  }
  const ranked = [...people].map(([email, p]) => ({ ...scope.people.get(email)!, ...p }));
  ranked.sort((a, b) => b.coins - a.coins || b.kudos - a.kudos || a.name.localeCompare(b.name));
  return { columns: ['Rank', 'Name', 'Team', 'Kudos', 'Coins'], rows: ranked.slice(0, TOP_SIZE).map((p, i) => [i + 1, p.name, p.team, p.kudos, p.coins]) };
}

/** `reports`: a manager's reports (then only they are listed); `now`: the end of the N days. */
export function notRecognised(kudos: Iterable<InsightKudos>, scope: Scope, days: number, now: number, reports?: ReadonlySet<string>): Table {
  const since = now - days * DAY_MS;
  const last = new Map<string, number>();
  for (const k of kudos) {
    if (!k.shared || k.at >= now || (scope.value !== undefined && !kudosCounts({ ...scope, from: -Infinity, to: Infinity }, k))) continue;
    for (const r of k.receivers) if ((last.get(r) ?? -Infinity) < k.at) last.set(r, k.at);
  }
  const rows = scopedPeople(scope)
    .filter((p) => (!reports || reports.has(p.email)) && (last.get(p.email) ?? -Infinity) < since && inScope(scope, p.email))
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((p) => {
      const at = last.get(p.email);
      return [p.name, p.team, at === undefined ? 'not in the period read' : new Date(at).toISOString().slice(0, 10)];
    });
  return { columns: ['Name', 'Team', 'Last recognised'], rows };
}
