// The outbox's open items — work the old version acknowledged and had not finished — moved with their progress and
// attempts, leased to nobody: the instance that held one wrote to the old store, so the first instance of this version
// takes it at its next look and finishes it. An item this move put there before and that is gone since (finished) is
// not added back.
import type { Mark } from './target.js';
import { type MoveContext, heldRow } from './move.js';

export async function moveOutbox(m: MoveContext, before: Mark | undefined): Promise<void> {
  const kind = 'outbox items (acknowledged, not finished)';
  const movedBefore = new Set(before?.outbox ?? []);
  for (const item of m.legacy.outbox) {
    if (movedBefore.has(item.id) || (await heldRow(m, 'outbox', { id: item.id }))) {
      m.tally.count(kind, 'same');
      continue;
    }
    await m.db
      .insertInto('outbox')
      .values({
        id: item.id,
        kind: item.kind,
        body_json: JSON.stringify(item.body),
        progress_json: item.progress === undefined ? null : JSON.stringify(item.progress),
        owner: null,
        lease_until: 0,
        created_at: item.createdAt,
        attempts: Math.max(1, item.attempts),
      })
      .execute();
    m.tally.count(kind, 'written');
  }
}
