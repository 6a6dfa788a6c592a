// Kudos and coins by team and by manager, and the team-to-team matrix: who recognises whom, counted from shared kudos
// of the period (a kudos to three people counts once per receiver).
import { type InsightKudos, type Scope, type Table, inScope, kudosCounts, scopedPeople } from './scope.js';

type Tally = { kudosIn: number; coinsIn: number; kudosOut: number; coinsOut: number };
const tally = (): Tally => ({ kudosIn: 0, coinsIn: 0, kudosOut: 0, coinsOut: 0 });
const byName = (a: string, b: string) => a.localeCompare(b);

export function byTeam(kudos: Iterable<InsightKudos>, scope: Scope): Table {
  const teams = new Map<string, Tally & { people: number }>();
  for (const p of scopedPeople(scope)) {
    const t = teams.get(p.team) ?? { ...tally(), people: 0 };
    t.people += 1;
    teams.set(p.team, t);
  }
  for (const k of kudos) {
    if (!k.shared || !kudosCounts(scope, k)) continue;
    const giver = inScope(scope, k.giver);
    if (giver) {
      teams.get(giver.team)!.kudosOut += 1;
      teams.get(giver.team)!.coinsOut += k.amount * k.receivers.length;
    }
    for (const r of k.receivers) {
      const receiver = inScope(scope, r);
      if (!receiver) continue;
      teams.get(receiver.team)!.kudosIn += 1;
      teams.get(receiver.team)!.coinsIn += k.amount;
    }
  }
  return {
    columns: ['Team', 'People', 'Kudos received', 'Coins received', 'Kudos given', 'Coins given'],
    rows: [...teams].sort(([a], [b]) => byName(a, b)).map(([team, t]) => [team, t.people, t.kudosIn, t.coinsIn, t.kudosOut, t.coinsOut]),
  };
}

export function byManager(kudos: Iterable<InsightKudos>, scope: Scope): Table {
  const managers = new Map<string, Tally & { reports: number }>();
  for (const p of scopedPeople(scope)) {
    if (!p.manager) continue;
    const m = managers.get(p.manager) ?? { ...tally(), reports: 0 };
    m.reports += 1;
    managers.set(p.manager, m);
  }
  for (const k of kudos) {
    if (!k.shared || !kudosCounts(scope, k)) continue;
    const giver = inScope(scope, k.giver);
    const mine = giver?.manager ? managers.get(giver.manager) : undefined;
    if (mine) {
      mine.kudosOut += 1;
      mine.coinsOut += k.amount * k.receivers.length;
    }
    for (const r of k.receivers) {
      const receiver = inScope(scope, r);
      const theirs = receiver?.manager ? managers.get(receiver.manager) : undefined;
      if (!theirs) continue;
      theirs.kudosIn += 1;
      theirs.coinsIn += k.amount;
    }
  }
  const nameOf = (email: string) => scope.people.get(email)?.name ?? email;
  return {
    columns: ['Manager', 'Reports', 'Kudos received', 'Coins received', 'Kudos given', 'Coins given'],
    rows: [...managers].map(([email, m]) => [nameOf(email), m.reports, m.kudosIn, m.coinsIn, m.kudosOut, m.coinsOut] as (string | number)[]).sort((a, b) => byName(String(a[0]), String(b[0]))),
  };
}

/** Giver's team → receiver's team, for every pair with a kudos where either side is in scope. */
export function teamMatrix(kudos: Iterable<InsightKudos>, scope: Scope): Table {
  const pairs = new Map<string, { from: string; to: string; kudos: number; coins: number }>();
  const whole = { ...scope, team: undefined };
  for (const k of kudos) {
    if (!k.shared || !kudosCounts(scope, k)) continue;
    const giver = whole.people.get(k.giver ?? '');
    if (!giver) continue;
    for (const r of k.receivers) {
      const receiver = whole.people.get(r);
      if (!receiver || (!inScope(scope, giver.email) && !inScope(scope, r))) continue;
      const key = `${giver.team}\u0000${receiver.team}`;
      const pair = pairs.get(key) ?? { from: giver.team, to: receiver.team, kudos: 0, coins: 0 };
      pair.kudos += 1;
      pair.coins += k.amount;
      pairs.set(key, pair);
    }
  }
  return {
    columns: ['From team', 'To team', 'Kudos', 'Coins'],
    rows: [...pairs.values()].sort((a, b) => byName(a.from, b.from) || byName(a.to, b.to)).map((p) => [p.from, p.to, p.kudos, p.coins]),
  };
}
