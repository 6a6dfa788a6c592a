// The rewards ledger's counters moved within their bounds, each by one statement that stays right when instances run
// it at once: an UPDATE … WHERE the bound still holds (PostgreSQL re-reads a row another step changed meanwhile before
// it decides), an upsert whose conflict branch keeps the cap, a request's state moved only from the value expected.
// The migration's CHECKs hold the same floors, in case code ever gets one wrong. A step that finds a bound in the way
// throws `Refused`, which rolls back whatever it already moved.
import { type Kysely, type Transaction, sql } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/schema.js';

type Trx = Transaction<Database>;

/** Ends a step with nothing changed, answering `outcome`. */
export class Refused<T> extends Error {
  constructor(readonly outcome: T) {
    super('refused');
  }
}

/** Runs a step as one transaction: all of it, or (refused or failed) none of it. */
export async function oneStep<T>(db: Kysely<Database>, work: (trx: Trx) => Promise<T>): Promise<T> {
  try {
    return await db.transaction().execute(work);
  } catch (error) {
    if (error instanceof Refused) return error.outcome as T;
    throw error;
  }
}

export async function balanceOf(db: Kysely<Database> | Trx, wk: string, user: string): Promise<number> {
  const row = await db.selectFrom('reward_balances').select('balance').where('workspace_key', '=', wk).where('user_id', '=', user).executeTakeFirst();
  return row?.balance ?? 0;
}

/** Adds `amount` (not negative) to the balance, starting one at zero. */
export async function addToBalance(trx: Trx, wk: string, user: string, amount: number): Promise<number> {
  const added = await trx
    .insertInto('reward_balances')
    .values({ workspace_key: wk, user_id: user, balance: amount })
    .onConflict((oc) => oc.columns(['workspace_key', 'user_id']).doUpdateSet({ balance: sql`reward_balances.balance + excluded.balance` }))
    .returning('balance')
    .executeTakeFirstOrThrow();
  return added.balance;
}

/** Moves the balance by `by`; undefined, with nothing moved, when it would go below zero. */
export async function moveBalance(trx: Trx, wk: string, user: string, by: number): Promise<number | undefined> {
  if (by >= 0) return addToBalance(trx, wk, user, by);
  const taken = await trx
    .updateTable('reward_balances')
    .set({ balance: sql`balance + ${by}` })
    .where('workspace_key', '=', wk)
    .where('user_id', '=', user)
    .where('balance', '>=', -by)
    .returning('balance')
    .executeTakeFirst();
  return taken?.balance;
}

export async function stockOf(db: Kysely<Database>, wk: string, reward: string): Promise<number> {
  const row = await db.selectFrom('reward_stock').select('stock').where('workspace_key', '=', wk).where('reward_id', '=', reward).executeTakeFirst();
  return row?.stock ?? 0;
}

/** Takes one of the stock; false, with nothing taken, when none is left. */
export async function takeStock(trx: Trx, wk: string, reward: string): Promise<boolean> {
  const r = await trx
    .updateTable('reward_stock')
    .set({ stock: sql`stock - 1` })
    .where('workspace_key', '=', wk)
    .where('reward_id', '=', reward)
    .where('stock', '>=', 1)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Adds `by` to the stock, or sets it `to` a number, in one statement (a redemption racing it waits or goes first). */
export async function putStock(db: Kysely<Database> | Trx, wk: string, reward: string, change: { by: number } | { to: number }): Promise<void> {
  const value = 'to' in change ? change.to : change.by;
  await db
    .insertInto('reward_stock')
    .values({ workspace_key: wk, reward_id: reward, stock: value })
    .onConflict((oc) =>
      oc.columns(['workspace_key', 'reward_id']).doUpdateSet({ stock: 'to' in change ? sql`excluded.stock` : sql`reward_stock.stock + excluded.stock` }),
    )
    .execute();
}

/** Counts one use of the reward against the person's limit in `period`; false, with nothing counted, at the cap. */
export async function countUse(trx: Trx, wk: string, use: { reward: string; user: string; period: string; max: number }): Promise<boolean> {
  if (use.max < 1) return false;
  const counted = await trx
    .insertInto('reward_limit_uses')
    .values({ workspace_key: wk, reward_id: use.reward, user_id: use.user, period: use.period, used: 1 })
    .onConflict((oc) =>
      oc
        .columns(['workspace_key', 'reward_id', 'user_id', 'period'])
        .doUpdateSet({ used: sql`reward_limit_uses.used + 1` })
        .where('reward_limit_uses.used', '<', use.max),
    )
    .returning('used')
    .executeTakeFirst();
  return counted !== undefined;
}

/** How many uses of the reward the person's limit counted in `period`. */
export async function usesOf(db: Kysely<Database> | Trx, wk: string, use: { reward: string; user: string; period: string }): Promise<number> {
  const row = await db
    .selectFrom('reward_limit_uses')
    .select('used')
    .where('workspace_key', '=', wk)
    .where('reward_id', '=', use.reward)
    .where('user_id', '=', use.user)
    .where('period', '=', use.period)
    .executeTakeFirst();
  return Number(row?.used ?? 0);
}

/** Gives one use back to the period it was counted in (never below zero: a count the period lost stays lost). */
export async function uncountUse(trx: Trx, wk: string, use: { reward: string; user: string; period: string }): Promise<void> {
  await trx
    .updateTable('reward_limit_uses')
    .set({ used: sql`used - 1` })
    .where('workspace_key', '=', wk)
    .where('reward_id', '=', use.reward)
    .where('user_id', '=', use.user)
    .where('period', '=', use.period)
    .where('used', '>=', 1)
    .execute();
}

export async function stateOf(db: Kysely<Database>, wk: string, request: string): Promise<number> {
  const row = await db.selectFrom('reward_request_states').select('state').where('workspace_key', '=', wk).where('request_id', '=', request).executeTakeFirst();
  return row?.state ?? 0;
}

export async function openRequest(trx: Trx, wk: string, request: string, state: number): Promise<void> {
  await trx.insertInto('reward_request_states').values({ workspace_key: wk, request_id: request, state }).execute();
}

/** Moves a request from the state `from` to `to`: false when it is not in `from` (someone moved it first). */
export async function moveState(trx: Trx, wk: string, request: string, from: number, to: number): Promise<boolean> {
  const r = await trx
    .updateTable('reward_request_states')
    .set({ state: to })
    .where('workspace_key', '=', wk)
    .where('request_id', '=', request)
    .where('state', '=', from)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

const valuesSchema = z.array(z.number());

/** Takes the step id `once` for this transaction: false when a step was done under it already (it stays done). A
 *  concurrent step under the same id waits here until this one commits (then finds it done) or rolls back. */
export async function takeOnce(db: Kysely<Database> | Trx, wk: string, once: string): Promise<boolean> {
  const taken = await db
    .insertInto('reward_steps')
    .values({ once_id: once, workspace_key: wk, values_json: '[]' })
    .onConflict((oc) => oc.column('once_id').doNothing())
    .returning('once_id')
    .executeTakeFirst();
  return taken !== undefined;
}

/** What a step left, kept with its id so a repeat answers the same. */
export async function keepValues(trx: Trx, once: string, values: number[]): Promise<void> {
  await trx
    .updateTable('reward_steps')
    .set({ values_json: JSON.stringify(values) })
    .where('once_id', '=', once)
    .execute();
}

/** The values a step done under `once` left; undefined when none was. */
export async function onceValues(db: Kysely<Database> | Trx, once: string): Promise<number[] | undefined> {
  const row = await db.selectFrom('reward_steps').select('values_json').where('once_id', '=', once).executeTakeFirst();
  return row ? valuesSchema.parse(JSON.parse(row.values_json)) : undefined;
}
