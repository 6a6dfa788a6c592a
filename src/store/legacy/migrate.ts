// Moves what an older version's store held (a snapshot of its SQLite file or Redis keys) onto this version's tables:
// every mapping in turn, then the outbox and the move's mark, all in one transaction (a failed move leaves the target as
// it was); then the ledger check on the whole target. `npm run migrate-store` and the start of an older SQLite file
// (embedded.ts) both go through here.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { type LedgerCheck, checkLedger, checkLines } from './ledger-check.js';
import type { Move, MoveContext } from './move.js';
import { catalogueMove } from './move-catalogue.js';
import { jobsMove } from './move-jobs.js';
import { ledgerMove } from './move-ledger.js';
import { liveMove } from './move-live.js';
import { moveOutbox } from './move-outbox.js';
import { peopleMove } from './move-people.js';
import { reviewsMove } from './move-reviews.js';
import { rulesMove } from './move-rules.js';
import { settingsMove } from './move-settings.js';
import type { LegacySnapshot } from './snapshot.js';
import { Tally } from './tally.js';
import { heldRecords, markMoved, marksIn } from './target.js';

const MOVES: Move[] = [settingsMove, rulesMove, peopleMove, reviewsMove, catalogueMove, ledgerMove, jobsMove, liveMove];

/** Every record of the snapshot onto the tables, in the caller's transaction; what moved is in the tally. */
export async function moveSnapshot(legacy: LegacySnapshot, trx: Transaction<Database>): Promise<Tally> {
  const now = Date.now();
  const m: MoveContext = { legacy, db: trx, tally: new Tally(), now };
  const before = (await marksIn(trx)).get(legacy.label);
  for (const move of MOVES) await move.run(m);
  await moveOutbox(m, before);
  for (const [ns, records] of legacy.records) {
    if (!MOVES.some((move) => move.namespaces(ns))) m.tally.leave(`records of namespace ${ns}, which this version does not know`, records.length);
  }
  for (const [what, n] of legacy.others) m.tally.leave(what, n);
  await markMoved(
    trx,
    legacy.label,
    before,
    legacy.outbox.map((item) => item.id),
    now,
  );
  return m.tally;
}

/** `refused`: the target's tables that hold records of their own (not moved from this source), by rows. */
export type MoveResult = { refused: Map<string, number> } | { tally: Tally; check: LedgerCheck };

/** The move as the command runs it: refused when the target holds records of its own, unless `force`. */
export async function moveLegacy(legacy: LegacySnapshot, db: Kysely<Database>, options: { force: boolean }): Promise<MoveResult> {
  if (!options.force) {
    const held = await heldRecords(db);
    if (held.size > 0 && !(await marksIn(db)).has(legacy.label)) return { refused: held };
  }
  const tally = await db.transaction().execute((trx) => moveSnapshot(legacy, trx));
  return { tally, check: await checkLedger(db) };
}

/** What a move did, in lines: counts per kind, what was not moved and why, problems, the ledger check, the outcome. */
export function movedLines(tally: Tally, check: LedgerCheck): string[] {
  const outcome = tally.written > 0 ? `${tally.written} records written.` : 'Nothing changed: the target held every record already.';
  return [...tally.lines(), ...tally.problems.map((p) => `not moved: ${p}`), ...checkLines(check), outcome];
}

/** Whether the move is whole and the books balance (the command's exit status). */
export const moveSucceeded = (tally: Tally, check: LedgerCheck) => tally.problems.length === 0 && check.mismatches.length === 0;
