// Kudos and coins by team and by manager, and the team-to-team matrix: who recognises whom, counted from shared kudos
// of the period (a kudos to three people counts once per receiver).
import type { Ledger } from './ledger.js';
import { type Scope, type Table, type View, counts, isIn, receiverCount, viewOf } from './scope.js';

/** Per group (a team, a manager's reports): kudos and coins received and given, from one pass over the ledger. */
function tallies(view: View, groupOf: (person: number) => number, groups: number): Float64Array[] {
  const [kudosIn, coinsIn, kudosOut, coinsOut] = [0, 1, 2, 3].map(() => new Float64Array(groups)) as [Float64Array, Float64Array, Float64Array, Float64Array];
  for (const c of view.ledger.chunks(view.scope.from)) {
    for (let i = 0; i < c.size; i += 1) {
      if (!c.shared[i] || !counts(view, c, i)) continue;
      const g = c.giver[i]!;
      const from = isIn(view, g) ? groupOf(g) : -1;
      if (from >= 0) (kudosOut[from]! += 1), (coinsOut[from]! += c.amount[i]! * receiverCount(c, i));
      for (let j = c.receiverStart[i]!; j < c.receiverStart[i + 1]!; j += 1) {
        const r = c.receivers[j]!;
        const to = isIn(view, r) ? groupOf(r) : -1;
        if (to >= 0) (kudosIn[to]! += 1), (coinsIn[to]! += c.amount[i]!);
      }
    }
  }
  return [kudosIn, coinsIn, kudosOut, coinsOut];
}

const COLUMNS = ['Kudos received', 'Coins received', 'Kudos given', 'Coins given'];

export function byTeam(ledger: Ledger, scope: Scope): Table {
  const view = viewOf(ledger, scope);
  const people = new Float64Array(ledger.teams.length);
  ledger.persons.forEach((_, p) => isIn(view, p) && (people[ledger.teamOf[p]!]! += 1));
  const [kin, cin, kout, cout] = tallies(view, (p) => ledger.teamOf[p]!, ledger.teams.length);
  const rows = ledger.teams.flatMap((team, t) => (people[t] ? [[team, people[t]!, kin![t]!, cin![t]!, kout![t]!, cout![t]!]] : []));
  return { columns: ['Team', 'People', ...COLUMNS], rows };
}

export function byManager(ledger: Ledger, scope: Scope): Table {
  const view = viewOf(ledger, scope);
  const reports = new Float64Array(ledger.persons.length);
  ledger.persons.forEach((_, p) => isIn(view, p) && ledger.managerOf[p]! >= 0 && (reports[ledger.managerOf[p]!]! += 1));
  const [kin, cin, kout, cout] = tallies(view, (p) => ledger.managerOf[p]!, ledger.persons.length);
  const rows = ledger.persons.flatMap((m, i) => (reports[i] ? [[m.name, reports[i]!, kin![i]!, cin![i]!, kout![i]!, cout![i]!]] : []));
  return { columns: ['Manager', 'Reports', ...COLUMNS], rows: rows.sort((a, b) => String(a[0]).localeCompare(String(b[0]))) };
}

/** Giver's team → receiver's team, for every pair with a kudos where either side is in scope. */
export function teamMatrix(ledger: Ledger, scope: Scope): Table {
  const view = viewOf(ledger, scope);
  const t = ledger.teams.length;
  const kudos = new Float64Array(t * t);
  const coins = new Float64Array(t * t);
  for (const c of ledger.chunks(scope.from)) {
    for (let i = 0; i < c.size; i += 1) {
      const g = c.giver[i]!;
      if (g < 0 || !c.shared[i] || !counts(view, c, i)) continue;
      for (let j = c.receiverStart[i]!; j < c.receiverStart[i + 1]!; j += 1) {
        const r = c.receivers[j]!;
        if (r < 0 || (!isIn(view, g) && !isIn(view, r))) continue;
        const cell = ledger.teamOf[g]! * t + ledger.teamOf[r]!;
        kudos[cell]! += 1;
        coins[cell]! += c.amount[i]!;
      }
    }
  }
  const rows: (string | number)[][] = [];
  for (let cell = 0; cell < t * t; cell += 1) if (kudos[cell]) rows.push([ledger.teams[Math.floor(cell / t)]!, ledger.teams[cell % t]!, kudos[cell]!, coins[cell]!]);
  return { columns: ['From team', 'To team', 'Kudos', 'Coins'], rows };
}
