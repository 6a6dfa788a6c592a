// New rows written together: while one INSERT is under way, the rows that arrive meanwhile wait and go in the next
// one, so a burst of acks, each writing down its request before answering Slack, costs a few commits (each waits for
// the disk) instead of one each queued on the pool. A lone row is written at once.
import type { Insertable } from 'kysely';
import type { OutboxTable } from '../db/schema.js';

type Row = Insertable<OutboxTable> & { id: string };
type Waiting = { row: Row; resolve: (added: boolean) => void; reject: (error: unknown) => void };

/** Rows an INSERT takes at most (8 parameters each, far below either database's limit). */
const AT_MOST = 200;

/** Writes each row once through `insert` (which returns the ids it added; a row whose id is there already is not
 *  added); a row is added when its id came back and it was the first of that id in its batch. A batch that fails is
 *  written again row by row, so one bad row fails only its own caller. */
export function writtenTogether(insert: (rows: Row[]) => Promise<Set<string>>): (row: Row) => Promise<boolean> {
  const waiting: Waiting[] = [];
  let writing = false;

  const settle = (batch: Waiting[], added: Set<string>) => {
    const seen = new Set<string>();
    for (const w of batch) {
      w.resolve(!seen.has(w.row.id) && added.has(w.row.id));
      seen.add(w.row.id);
    }
  };
  const one = async (w: Waiting) => {
    try {
      settle([w], await insert([w.row]));
    } catch (error) {
      w.reject(error);
    }
  };
  const write = async () => {
    writing = true;
    while (waiting.length) {
      const batch = waiting.splice(0, AT_MOST);
      const firsts = new Map<string, Row>();
      for (const w of batch) if (!firsts.has(w.row.id)) firsts.set(w.row.id, w.row);
      try {
        settle(batch, await insert([...firsts.values()]));
      } catch (error) {
        if (batch.length === 1) batch[0]!.reject(error);
        else for (const w of batch) await one(w);
      }
    }
    writing = false;
  };

  return (row) =>
    new Promise<boolean>((resolve, reject) => {
      waiting.push({ row, resolve, reject });
      if (!writing) void write();
    });
}
