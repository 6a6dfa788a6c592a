// AtomicStore on the app's database, the same SQL on SQLite and PostgreSQL: a claim is one INSERT … ON CONFLICT that
// only overwrites a lapsed row, a capped counter one upsert whose WHERE keeps it under its cap, a rate slot one upsert
// computing the next slot from the stored one — single statements, so every instance sharing the database agrees
// without holding a lock across round trips. A once-only change writes its mark in the same transaction.
import { type Kysely, type Transaction, sql } from 'kysely';
import type { DialectName } from '../db/dialect.js';
import type { Database } from '../db/schema.js';
import { type AtomicStore, ONCE_KEEP_MS, type Pace, type Spent } from './atomic.js';

type Db = Kysely<Database> | Transaction<Database>;

/** Rolls back a transaction whose outcome was decided inside it (a key held, a cap passed). */
class Decided<T> extends Error {
  constructor(readonly outcome: T) {
    super('decided');
  }
}

async function decide<T>(db: Kysely<Database>, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  try {
    return await db.transaction().execute(work);
  } catch (error) {
    if (error instanceof Decided) return error.outcome as T;
    throw error;
  }
}

const live = (now: number) => sql<boolean>`(expires_at IS NULL OR expires_at > ${now})`;

/** Claims the key unless a live row holds it; true when this call set it. */
async function claimOne(db: Db, namespace: string, key: string, value: string, expiresAt: number, now: number): Promise<boolean> {
  const won = await db
    .insertInto('claims')
    .values({ namespace, key, value_json: value, expires_at: expiresAt })
    .onConflict((oc) =>
      oc
        .columns(['namespace', 'key'])
        .doUpdateSet({ value_json: (eb) => eb.ref('excluded.value_json'), expires_at: (eb) => eb.ref('excluded.expires_at') })
        .where('claims.expires_at', 'is not', null)
        .where('claims.expires_at', '<=', now),
    )
    .returning('key')
    .executeTakeFirst();
  return won !== undefined;
}

function claims(db: Kysely<Database>, namespace: string): Pick<AtomicStore, 'claim' | 'claimAll' | 'value' | 'isClaimed' | 'release' | 'renew' | 'releaseIf'> {
  const row = (key: string) => db.selectFrom('claims').where('namespace', '=', namespace).where('key', '=', key);
  return {
    claim: (key, value, ttlMs) => {
      const now = Date.now();
      return claimOne(db, namespace, key, JSON.stringify(value), now + ttlMs, now);
    },
    claimAll: (entries, value, reentrant = false) =>
      decide(db, async (trx) => {
        const now = Date.now();
        const text = JSON.stringify(value);
        // In key order, so two transactions claiming overlapping keys never wait on each other in a circle.
        for (const e of [...entries].sort((a, b) => (a.key < b.key ? -1 : 1))) {
          if (await claimOne(trx, namespace, e.key, text, now + e.ttlMs, now)) continue;
          const held = await trx
            .selectFrom('claims')
            .select('value_json')
            .where('namespace', '=', namespace)
            .where('key', '=', e.key)
            .where(live(now))
            .executeTakeFirst();
          if (!(reentrant && held?.value_json === text)) throw new Decided(false);
        }
        return true;
      }),
    value: async (key) => {
      const held = await row(key).select('value_json').where(live(Date.now())).executeTakeFirst();
      return held ? (JSON.parse(held.value_json) as unknown) : undefined;
    },
    isClaimed: async (key) => (await row(key).select('key').where(live(Date.now())).executeTakeFirst()) !== undefined,
    release: async (key) => {
      await db.deleteFrom('claims').where('namespace', '=', namespace).where('key', '=', key).execute();
    },
    renew: async (key, owner, ttlMs) => {
      const now = Date.now();
      const r = await db
        .updateTable('claims')
        .set({ expires_at: now + ttlMs })
        .where('namespace', '=', namespace)
        .where('key', '=', key)
        .where('value_json', '=', JSON.stringify(owner))
        .where('expires_at', '>', now)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },
    releaseIf: async (key, owner) => {
      const r = await db
        .deleteFrom('claims')
        .where('namespace', '=', namespace)
        .where('key', '=', key)
        .where('value_json', '=', JSON.stringify(owner))
        .where(live(Date.now()))
        .executeTakeFirst();
      return Number(r.numDeletedRows) === 1;
    },
  };
}

/** A once-only change's mark: taken for this call (undefined), or what the change answered the first time. */
async function onceBefore(trx: Transaction<Database>, namespace: string, once: string, now: number): Promise<unknown> {
  const taken = await trx
    .insertInto('once_marks')
    .values({ namespace, once_id: once, result_json: 'null', expires_at: now + ONCE_KEEP_MS })
    .onConflict((oc) =>
      oc
        .columns(['namespace', 'once_id'])
        .doUpdateSet({ result_json: 'null', expires_at: now + ONCE_KEEP_MS })
        .where('once_marks.expires_at', '<=', now),
    )
    .returning('once_id')
    .executeTakeFirst();
  if (taken) return undefined;
  const mark = await trx
    .selectFrom('once_marks')
    .select('result_json')
    .where('namespace', '=', namespace)
    .where('once_id', '=', once)
    .executeTakeFirstOrThrow();
  return JSON.parse(mark.result_json) as unknown;
}

const remember = (trx: Transaction<Database>, namespace: string, once: string, result: unknown) =>
  trx
    .updateTable('once_marks')
    .set({ result_json: JSON.stringify(result) })
    .where('namespace', '=', namespace)
    .where('once_id', '=', once)
    .execute();

function counters(db: Kysely<Database>, namespace: string): Pick<AtomicStore, 'spend' | 'refund' | 'total'> {
  const totalOf = async (d: Db, key: string, now: number) =>
    (await d.selectFrom('counters').select('total').where('namespace', '=', namespace).where('key', '=', key).where(live(now)).executeTakeFirst())?.total ?? 0;
  /** A lapsed counter starts again from zero. */
  const lapsed = (now: number) => sql<boolean>`(counters.expires_at IS NOT NULL AND counters.expires_at <= ${now})`;
  return {
    spend: (key, amount, cap, ttlMs, once) =>
      decide(db, async (trx): Promise<Spent> => {
        const now = Date.now();
        const before = once === undefined ? undefined : ((await onceBefore(trx, namespace, once, now)) as [number, number] | undefined);
        if (before) return { ok: true, total: before[0], amount: before[1] };
        const spent = await trx
          .insertInto('counters')
          .values({ namespace, key, total: amount, expires_at: ttlMs ? now + ttlMs : null })
          .onConflict((oc) =>
            oc
              .columns(['namespace', 'key'])
              .doUpdateSet({
                total: sql`CASE WHEN ${lapsed(now)} THEN excluded.total ELSE counters.total + excluded.total END`,
                expires_at: sql`CASE WHEN ${lapsed(now)} THEN excluded.expires_at ELSE counters.expires_at END`,
              })
              .where(sql<boolean>`CASE WHEN ${lapsed(now)} THEN 0 ELSE counters.total END + excluded.total <= ${cap}`),
          )
          .returning('total')
          .executeTakeFirst();
        if (!spent || spent.total > cap) throw new Decided<Spent>({ ok: false, total: spent ? spent.total - amount : await totalOf(trx, key, now), amount: 0 });
        if (once !== undefined) await remember(trx, namespace, once, [spent.total, amount]);
        return { ok: true, total: spent.total, amount };
      }),
    refund: (key, amount, once) =>
      decide(db, async (trx) => {
        const now = Date.now();
        const before = once === undefined ? undefined : await onceBefore(trx, namespace, once, now);
        if (typeof before === 'number') return before;
        const after = await trx
          .updateTable('counters')
          .set({ total: sql`CASE WHEN total > ${amount} THEN total - ${amount} ELSE 0 END` })
          .where('namespace', '=', namespace)
          .where('key', '=', key)
          .where(live(now))
          .returning('total')
          .executeTakeFirst();
        const total = after?.total ?? 0;
        if (once !== undefined) await remember(trx, namespace, once, total);
        return total;
      }),
    total: (key) => totalOf(db, key, Date.now()),
  };
}

/** GCRA's next slot in one upsert: the stored theoretical arrival time moved on from max(tat, now, notBefore+tolerance). */
function pacing(db: Kysely<Database>, dialect: DialectName, namespace: string): Pick<AtomicStore, 'pace'> {
  const greatest = dialect === 'postgres' ? 'GREATEST' : 'MAX';
  return {
    pace: async (k, given: Pace) => {
      const key = `${namespace}:${k}`;
      const now = Date.now();
      // Whole milliseconds, as the bigint columns hold them (a tier scaled for tests gives 1.2 ms intervals).
      const p: Pace = {
        ...given,
        intervalMs: Math.ceil(given.intervalMs),
        ...(given.notBefore === undefined ? {} : { notBefore: Math.ceil(given.notBefore) }),
      };
      const tolerance = (p.burst - 1) * p.intervalMs;
      const floor = Math.max(now, (p.notBefore ?? 0) + tolerance);
      const start = sql`${sql.raw(greatest)}(pace_slots.tat, ${floor})`;
      const waitOf = (tat: number) => Math.max(0, tat - p.intervalMs - tolerance - now);
      const row = await db
        .insertInto('pace_slots')
        .values({ key, tat: floor + p.intervalMs, expires_at: floor + p.intervalMs + 60_000 })
        .onConflict((oc) => {
          const update = oc.column('key').doUpdateSet({ tat: sql`${start} + ${p.intervalMs}`, expires_at: sql`${start} + ${p.intervalMs + 60_000}` });
          // Only a slot free now is taken; otherwise nothing changes and the wait is read back.
          return p.ifFree ? update.where(sql<boolean>`${start} - ${tolerance} <= ${now}`) : update;
        })
        .returning('tat')
        .executeTakeFirst();
      if (row) return waitOf(row.tat);
      const held = await db.selectFrom('pace_slots').select('tat').where('key', '=', key).executeTakeFirst();
      return held ? Math.max(0, Math.max(held.tat, floor) - tolerance - now) : 0;
    },
  };
}

/** The namespace's live keys, claims and counters both (work that visits a namespace), and its claims under a prefix. */
function keys(db: Kysely<Database>, namespace: string): Pick<AtomicStore, 'keys' | 'claimedUnder'> {
  return {
    claimedUnder: async (prefix) => {
      const rows = await db
        .selectFrom('claims')
        .select(['key', 'value_json'])
        .where('namespace', '=', namespace)
        .where(live(Date.now()))
        // A prefix compared as a string (no LIKE, whose wildcards a key may hold), the same on both databases.
        .where(sql<boolean>`substr(key, 1, ${[...prefix].length}) = ${prefix}`)
        .execute();
      return rows.map((r) => ({ key: r.key, value: JSON.parse(r.value_json) as unknown }));
    },
    keys: async () => {
      const now = Date.now();
      const [held, counted] = await Promise.all([
        db.selectFrom('claims').select('key').where('namespace', '=', namespace).where(live(now)).execute(),
        db.selectFrom('counters').select('key').where('namespace', '=', namespace).where(live(now)).execute(),
      ]);
      return [...held, ...counted].map((r) => r.key);
    },
  };
}

export function sqlAtomic(db: Kysely<Database>, dialect: DialectName, namespace: string): AtomicStore {
  return { ...claims(db, namespace), ...counters(db, namespace), ...pacing(db, dialect, namespace), ...keys(db, namespace) };
}
