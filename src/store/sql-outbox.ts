// The outbox on the app's database: one row per open item, its lease compared and set in single statements. On
// PostgreSQL lapsed items are taken with FOR UPDATE SKIP LOCKED, so instances looking at once each take different
// ones without waiting on each other; SQLite (one instance) takes them in one transaction.
import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../db/dialect.js';
import type { Database, OutboxTable } from '../db/schema.js';
import type { Outbox, OutboxItem } from './outbox.js';
import { writtenTogether } from './written-together.js';

const item = (row: Pick<OutboxTable, 'id' | 'kind' | 'body_json' | 'progress_json' | 'created_at' | 'attempts'>): OutboxItem => ({
  id: row.id,
  kind: row.kind,
  body: JSON.parse(row.body_json) as unknown,
  ...(row.progress_json === null ? {} : { progress: JSON.parse(row.progress_json) as unknown }),
  createdAt: row.created_at,
  attempts: row.attempts,
});

export function sqlOutbox(db: Kysely<Database>, dialect: DialectName): Outbox {
  const mine = (id: string, owner: string) => db.updateTable('outbox').where('id', '=', id).where('owner', '=', owner);
  const addTogether = writtenTogether(async (rows) => {
    const added = await db
      .insertInto('outbox')
      .values(rows)
      .onConflict((oc) => oc.column('id').doNothing())
      .returning('id')
      .execute();
    return new Set(added.map((r) => r.id));
  });
  return {
    add: ({ id, kind, body, createdAt }, owner, leaseMs) =>
      addTogether({
        id,
        kind,
        body_json: JSON.stringify(body),
        progress_json: null,
        owner,
        lease_until: Date.now() + leaseMs,
        created_at: createdAt,
        attempts: 1,
      }),
    takeLapsed: (owner, leaseMs, max) =>
      db.transaction().execute(async (trx) => {
        const now = Date.now();
        const lapsed = trx.selectFrom('outbox').select('id').where('lease_until', '<=', now).orderBy('created_at').limit(max);
        const ids = (await (dialect === 'postgres' ? lapsed.forUpdate().skipLocked() : lapsed).execute()).map((r) => r.id);
        if (ids.length === 0) return [];
        const taken = await trx
          .updateTable('outbox')
          .set({ owner, lease_until: now + leaseMs, attempts: sql`attempts + 1` })
          .where('id', 'in', ids)
          .where('lease_until', '<=', now)
          .returning(['id', 'kind', 'body_json', 'progress_json', 'created_at', 'attempts'])
          .execute();
        return taken.sort((a, b) => a.created_at - b.created_at).map(item);
      }),
    renew: async (owner, ids, leaseMs) => {
      if (ids.length === 0) return [];
      const kept = await db
        .updateTable('outbox')
        .set({ lease_until: Date.now() + leaseMs })
        .where('owner', '=', owner)
        .where('id', 'in', ids)
        .returning('id')
        .execute();
      const held = new Set(kept.map((r) => r.id));
      return ids.filter((id) => !held.has(id));
    },
    save: async (id, owner, progress) =>
      Number(
        (
          await mine(id, owner)
            .set({ progress_json: JSON.stringify(progress) })
            .executeTakeFirst()
        ).numUpdatedRows,
      ) === 1,
    finish: async (id, owner) => {
      await db.deleteFrom('outbox').where('id', '=', id).where('owner', '=', owner).execute();
    },
    release: async (id, owner) => {
      await mine(id, owner).set({ owner: null, lease_until: 0 }).execute();
    },
    open: async () =>
      Number(
        (
          await db
            .selectFrom('outbox')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
  };
}
