// The rewards ledger's first rule, checked on the whole target after a move: each person's balance is the sum of their
// ledger entries. A mismatch is named (workspace, person, both numbers) for the operator to settle with an adjustment.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export type Mismatch = { workspace: string; user: string; balance: number; entries: number };
export type LedgerCheck = { people: number; workspaces: number; mismatches: Mismatch[] };

export async function checkLedger(db: Kysely<Database>): Promise<LedgerCheck> {
  const [balances, sums] = await Promise.all([
    db.selectFrom('reward_balances').select(['workspace_key', 'user_id', 'balance']).execute(),
    db
      .selectFrom('reward_ledger')
      .select(['workspace_key', 'user_id', (eb) => eb.fn.sum<number>('amount').as('total')])
      .groupBy(['workspace_key', 'user_id'])
      .execute(),
  ]);
  const people = new Map<string, Mismatch>();
  const person = (workspace: string, user: string) =>
    people.get(`${workspace} ${user}`) ?? people.set(`${workspace} ${user}`, { workspace, user, balance: 0, entries: 0 }).get(`${workspace} ${user}`)!;
  for (const b of balances) person(b.workspace_key, b.user_id).balance = Number(b.balance);
  for (const s of sums) person(s.workspace_key, s.user_id).entries = Number(s.total);
  const all = [...people.values()];
  return { people: all.length, workspaces: new Set(all.map((p) => p.workspace)).size, mismatches: all.filter((p) => p.balance !== p.entries) };
}

export function checkLines(check: LedgerCheck): string[] {
  const workspaces = `${check.workspaces} workspace${check.workspaces === 1 ? '' : 's'}`;
  if (check.mismatches.length === 0) return [`ledger check: ${check.people} people in ${workspaces}, each balance the sum of their entries`];
  return [
    `ledger check: ${check.mismatches.length} of ${check.people} balances are not the sum of their ledger entries:`,
    ...check.mismatches.map((p) => `  ${p.workspace} ${p.user}: balance ${p.balance}, entries sum to ${p.entries}`),
  ];
}
