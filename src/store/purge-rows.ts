// The rows whose time has passed (dedupe keys, leases, drafts, finished jobs, short-lived records), deleted in one
// statement per table; every read already skips them, so this only keeps the tables the size of what lives.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** Tables whose rows carry `expires_at`. */
const EXPIRING = [
  'claims',
  'counters',
  'once_marks',
  'pace_slots',
  'kept_records',
  'group_sizes',
  'review_drafts',
  'sync_jobs',
  'sync_job_chunks',
  'export_jobs',
] as const;

/** Deletes every expired row; returns how many went. */
export async function purgeExpired(db: Kysely<Database>, now = Date.now()): Promise<number> {
  let purged = 0;
  for (const table of EXPIRING) {
    const r = await db.deleteFrom(table).where('expires_at', 'is not', null).where('expires_at', '<=', now).executeTakeFirst();
    purged += Number(r.numDeletedRows);
  }
  return purged;
}
