// The read model of recognitions in tests: a model on a store factory, its rows read back as kudos (to compare with
// what the service holds), and rows written straight in (a fixture worked out by hand, a directory for the charts)
// through the app's own writer.
import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema.js';
import { type FeedKudos, type ReadModel, readModelOn } from '../../src/engagement/feed/index.js';
import { writeKudos } from '../../src/engagement/feed/rows.js';
import type { ChartRows } from '../../src/insights/charts/rows.js';
import type { People } from '../../src/insights/people.js';
import type { StoreFactory } from '../../src/store/factory.js';

export type TestKudos = { key?: string; at: number; giver?: string | undefined; receivers: readonly string[]; amount: number; reason: string; shared: boolean };

export function modelOn(stores: StoreFactory, options: { refreshMs?: number; leaseMs?: number } = {}): ReadModel {
  return readModelOn(stores, { refreshMs: options.refreshMs ?? 60_000, ...(options.leaseMs ? { leaseMs: options.leaseMs } : {}) });
}

/** The company's recognitions as stored, each with its receivers' e-mails (sorted), oldest first. */
export async function rowsOf(db: Kysely<Database>, scope: string) {
  const kudos = await db.selectFrom('recognitions').selectAll().where('scope', '=', scope).orderBy('at').orderBy('key').execute();
  const receivers = await db.selectFrom('recognition_receivers').select(['key', 'email']).where('scope', '=', scope).execute();
  return kudos.map((k) => ({
    ...k,
    receivers: receivers
      .filter((r) => r.key === k.key)
      .map((r) => r.email)
      .sort(),
  }));
}

/** Writes `kudos` into the company's rows as the feed reader would have (names: the e-mail's local part). */
export async function writeTestKudos(db: Kysely<Database>, scope: string, kudos: TestKudos[]): Promise<void> {
  const person = (email: string) => ({ email, name: email.split('@')[0]! });
  const rows: FeedKudos[] = kudos.map((k, i) => ({
    key: k.key ?? `k${i}`,
    at: k.at,
    amount: k.amount,
    total: k.amount * k.receivers.length,
    receivers: k.receivers.map(person),
    reason: k.reason,
    shared: k.shared,
    ...(k.giver ? { giver: person(k.giver) } : {}),
  }));
  await db.transaction().execute((trx) => writeKudos(trx, scope, rows));
}

let companies = 0;

/** A company of its own with `kudos` in its rows and `people` as its directory, as the charts read it. */
export async function chartRowsOf(stores: StoreFactory, kudos: TestKudos[], people: People, values: readonly string[]): Promise<ChartRows> {
  const company = `T:T1:dev:c${(companies += 1)}`;
  await writeTestKudos(stores.db, company, kudos);
  const rows = [...people.values()].map((p) => ({ scope: company, email: p.email, user_id: null, name: p.name, team: p.team, manager: p.manager ?? null }));
  if (rows.length) await stores.db.insertInto('directory').values(rows).execute();
  return { db: stores.db, dialect: stores.kind, company, values, onError: failBehind };
}

/** Work behind a chart failed: thrown again, so the run reports it. */
export const failBehind = (error: unknown) => {
  throw error;
};
