// Writes a page of recognitions into the read model (each once: inserts that skip a key already there, and counts in
// the rollups only what they inserted) and a source's progress, inside the caller's transaction, so the progress saved
// is never ahead of the rows saved.
import type { Kysely, Transaction } from 'kysely';
import type { Database, Flag } from '../../db/schema.js';
import { hashtagsIn } from '../../store/values.js';
import { fileForPage } from './filing.js';
import type { FeedKudos } from './items.js';
import { KEYS_AT_ONCE, count, listed, lockState } from './rollups.js';

type Db = Kysely<Database> | Transaction<Database>;

/** Where a source was read to: pages of the list read from the top, the oldest and newest dates seen, its end reached. */
export type SourceProgress = { pagesRead: number; oldestAt: number; newestAt: number; exhausted: boolean };

/** Rows a statement inserts at most: a kudos to everyone has tens of thousands of receivers, and a statement's
 *  parameters are bounded (SQLite 32,766, PostgreSQL 65,535). */
const BATCH = 1000;

async function inBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

const flag = (b: boolean): Flag => (b ? 1 : 0);

/** The kudos' rows in `scope`, those already there left as they are (a recognition's receivers and hashtags are
 *  written with it, once); people's names are the latest read. The directory, when saved since it was filed, is filed
 *  before the new rows are counted in the rollups. Returns how many recognitions were new. */
export async function writeKudos(db: Db, scope: string, kudos: FeedKudos[]): Promise<number> {
  if (kudos.length === 0) return 0;
  const state = await lockState(db, scope);
  const named = new Map(kudos.flatMap((k) => [...(k.giver ? [k.giver] : []), ...k.receivers]).map((p) => [p.email, p.name]));
  await fileForPage(db, scope, state, [...named.keys()]);
  const fresh = new Set<string>();
  await inBatches(kudos, async (batch) => {
    const rows = batch.map((k) => ({
      scope,
      key: k.key,
      at: k.at,
      giver: k.giver?.email ?? null,
      amount: k.amount,
      total: k.total,
      reason: k.reason,
      shared: flag(k.shared),
    }));
    const inserted = await db
      .insertInto('recognitions')
      .values(rows)
      .onConflict((oc) => oc.columns(['scope', 'key']).doNothing())
      .returning('key')
      .execute();
    inserted.forEach((r) => fresh.add(r.key));
  });
  // The first of a key's kudos is the one its recognition row was written from.
  const seen = new Set<string>();
  const added = kudos.filter((k) => fresh.has(k.key) && !seen.has(k.key) && seen.add(k.key));
  const receivers = added.flatMap((k) =>
    k.receivers.map((p) => ({ scope, key: k.key, email: p.email, at: k.at, giver: k.giver?.email ?? null, amount: k.amount, shared: flag(k.shared) })),
  );
  await inBatches(receivers, (batch) =>
    db
      .insertInto('recognition_receivers')
      .values(batch)
      .onConflict((oc) => oc.columns(['scope', 'key', 'email']).doNothing())
      .execute(),
  );
  const values = added.flatMap((k) =>
    k.reason.includes('#') ? [...new Set(hashtagsIn(k.reason))].map((hashtag) => ({ scope, key: k.key, hashtag, at: k.at, shared: flag(k.shared) })) : [],
  );
  await inBatches(values, (batch) =>
    db
      .insertInto('recognition_values')
      .values(batch)
      .onConflict((oc) => oc.columns(['scope', 'key', 'hashtag']).doNothing())
      .execute(),
  );
  const people = [...named].map(([email, name]) => ({ scope, email, name }));
  await inBatches(people, (batch) =>
    db
      .insertInto('recognition_people')
      .values(batch)
      .onConflict((oc) =>
        oc
          .columns(['scope', 'email'])
          .doUpdateSet({ name: (eb) => eb.ref('excluded.name') })
          .whereRef('recognition_people.name', '<>', 'excluded.name'),
      )
      .execute(),
  );
  const shared = added.filter((k) => k.shared).map((k) => k.key);
  for (let i = 0; i < shared.length; i += KEYS_AT_ONCE) await count(db, scope, state.time_zone, listed(shared.slice(i, i + KEYS_AT_ONCE)), 1);
  return fresh.size;
}

const finite = (n: number) => (Number.isFinite(n) ? n : null);

export async function saveProgress(db: Db, scope: string, sourceId: string, p: SourceProgress): Promise<void> {
  const row = { pages_read: p.pagesRead, oldest_at: finite(p.oldestAt), newest_at: finite(p.newestAt), exhausted: flag(p.exhausted) };
  await db
    .insertInto('feed_sources')
    .values({ scope, source_id: sourceId, ...row })
    .onConflict((oc) => oc.columns(['scope', 'source_id']).doUpdateSet(row))
    .execute();
}

/** Every source's progress in `scope`, by source id. */
export async function progressOf(db: Db, scope: string): Promise<Map<string, SourceProgress>> {
  const rows = await db.selectFrom('feed_sources').selectAll().where('scope', '=', scope).execute();
  return new Map(
    rows.map((r) => [
      r.source_id,
      { pagesRead: r.pages_read, oldestAt: r.oldest_at ?? Infinity, newestAt: r.newest_at ?? -Infinity, exhausted: r.exhausted === 1 },
    ]),
  );
}
