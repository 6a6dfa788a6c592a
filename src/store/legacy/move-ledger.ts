// The rewards ledger, one workspace's book at a time: its ledger entries and request events appended in the order the
// old logs hold them, with their times; its balances, stock, limit counts and request states set as the old counters
// held them; and the once-only step ids (a redemption's now names its workspace, `redeem:<wk>:<request>`). A book whose
// logs the target holds otherwise is not touched and is said; one the target already continued is left as it is.
import { z } from 'zod';
import { type LedgerEntry, type RequestEvent, appendEntry, appendEvents, readEntries, readEvents } from '../rewards-ledger-rows.js';
import { type Move, type MoveContext, parsedOr, putRow, recordsOf, sameValue } from './move.js';
import { isWorkspaceKey, plainValue, splitWorkspace } from './snapshot.js';

const entrySchema = z.object({
  at: z.number(),
  user: z.string(),
  amount: z.number().int(),
  kind: z.enum(['received', 'redeemed', 'refunded', 'adjusted']),
  by: z.string(),
  why: z.string(),
  request: z.string().optional(),
});
const eventSchema = z.object({
  at: z.number(),
  request: z.string(),
  kind: z.enum(['requested', 'approved', 'fulfilled', 'declined', 'cancelled']),
  by: z.string(),
  user: z.string(),
  reward: z.object({ id: z.string(), name: z.string(), cost: z.number().int() }),
  note: z.string().optional(),
  reason: z.string().optional(),
  period: z.string().optional(),
});
const countSchema = z.number().int().min(0);

/** An old counter as its row of this version: under which kind it is counted, and how it is written. */
type Counter = { wk: string; kind: string; write: (m: MoveContext, value: number) => Promise<void> };

/** `bal:<wk>:<user>`, `stock:<wk>:<reward>`, `lim:<wk>:<reward>:<user>:<period>` or `state:<wk>:<request>`. */
function counterOf(key: string): Counter | undefined {
  const [, type, named] = /^(bal|stock|lim|state):([\s\S]+)$/.exec(key) ?? [];
  const at = named === undefined ? undefined : splitWorkspace(named);
  if (!type || !at?.rest) return undefined;
  const [wk, rest] = [at.wk, at.rest];
  if (type === 'bal')
    return {
      wk,
      kind: 'reward balances',
      write: (m, balance) => putRow(m, 'reward balances', 'reward_balances', { workspace_key: wk, user_id: rest }, { balance }),
    };
  if (type === 'stock')
    return { wk, kind: 'reward stock', write: (m, stock) => putRow(m, 'reward stock', 'reward_stock', { workspace_key: wk, reward_id: rest }, { stock }) };
  if (type === 'state')
    return {
      wk,
      kind: 'reward request states',
      write: (m, state) => putRow(m, 'reward request states', 'reward_request_states', { workspace_key: wk, request_id: rest }, { state }),
    };
  const parts = rest.split(':');
  if (parts.length < 3) return undefined;
  const use = { workspace_key: wk, reward_id: parts.slice(0, -2).join(':'), user_id: parts.at(-2)!, period: parts.at(-1)! };
  return { wk, kind: 'reward limit counts', write: (m, used) => putRow(m, 'reward limit counts', 'reward_limit_uses', use, { used }) };
}

/** A log's entries that parse, in their order; the others counted and left out (the balance check then says so). */
function parsedAll<T>(m: MoveContext, kind: string, items: unknown[], schema: z.ZodType<T>): T[] {
  return items.map((item) => parsedOr(m, kind, () => schema.parse(item))).filter((parsed): parsed is T => parsed !== undefined);
}

type Book = { counters: { counter: Counter; value: number }[]; entries: LedgerEntry[]; events: RequestEvent[] };

/** Each workspace's book from the `rewards` records and logs; what does not parse is counted and left out. */
function booksOf(m: MoveContext): Map<string, Book> {
  const books = new Map<string, Book>();
  const book = (wk: string) => books.get(wk) ?? books.set(wk, { counters: [], entries: [], events: [] }).get(wk)!;
  for (const record of recordsOf(m, 'rewards').filter((r) => !r.key.startsWith('once:'))) {
    const counter = counterOf(record.key);
    const value = parsedOr(m, counter?.kind ?? 'reward counters', () => (counter ? countSchema.parse(plainValue(record.raw)) : undefined));
    if (counter && value !== undefined) book(counter.wk).counters.push({ counter, value });
  }
  for (const [log, items] of m.legacy.logs) {
    const [, name, wk] = /^(ledger|requests):([\s\S]+)$/.exec(log) ?? [];
    if (!wk || !isWorkspaceKey(wk)) continue;
    if (name === 'ledger') book(wk).entries = parsedAll(m, 'ledger entries', items, entrySchema);
    else book(wk).events = parsedAll(m, 'request events', items, eventSchema);
  }
  return books;
}

/** Where the target's log stands against the old one: `behind` (the same entries, maybe fewer), `ahead` (the same and
 *  more: the new version wrote since), or `other`. */
function relation<T>(old: T[], target: T[]): 'behind' | 'ahead' | 'other' {
  const common = Math.min(old.length, target.length);
  for (let i = 0; i < common; i += 1) if (!sameValue(old[i], target[i])) return 'other';
  return target.length <= old.length ? 'behind' : 'ahead';
}

async function moveBook(m: MoveContext, wk: string, book: Book): Promise<void> {
  const [entries, events] = [await readEntries(m.db, wk), await readEvents(m.db, wk)];
  const [e, v] = [relation(book.entries, entries), relation(book.events, events)];
  if (e === 'other' || v === 'other') {
    m.tally.problems.push(
      `the rewards ledger of ${wk} was not moved: the target's ${e === 'other' ? 'ledger entries' : 'request events'} for it are not the old store's (a target that had its own book)`,
    );
    return;
  }
  m.tally.count('ledger entries', 'same', Math.min(entries.length, book.entries.length));
  m.tally.count('request events', 'same', Math.min(events.length, book.events.length));
  if (e === 'ahead' || v === 'ahead') {
    m.tally.notes.push(
      `the rewards ledger of ${wk}: the target's book went on since it was moved (the new version wrote to it); its counters were left as they are`,
    );
    for (const { counter } of book.counters) m.tally.count(counter.kind, 'same');
    return;
  }
  for (const entry of book.entries.slice(entries.length)) await appendEntry(m.db, wk, entry);
  await appendEvents(m.db, wk, book.events.slice(events.length));
  m.tally.count('ledger entries', 'written', book.entries.length - entries.length);
  m.tally.count('request events', 'written', book.events.length - events.length);
  for (const { counter, value } of book.counters) await counter.write(m, value);
}

/** `once:<id>` records: the steps done once, each with its workspace and what it left (a redemption its balance). */
async function moveSteps(m: MoveContext, books: Map<string, Book>): Promise<void> {
  const kind = 'once-only steps';
  const requests = new Map<string, string>();
  for (const record of recordsOf(m, 'rewards')) {
    const state = /^state:([\s\S]+)$/.exec(record.key)?.[1];
    const at = state === undefined ? undefined : splitWorkspace(state);
    if (at?.rest) requests.set(at.rest, at.wk);
  }
  for (const [wk, book] of books) for (const e of book.events) requests.set(e.request, wk);
  for (const record of recordsOf(m, 'rewards').filter((r) => r.key.startsWith('once:'))) {
    const id = record.key.slice('once:'.length);
    const redeemed = /^redeem:([\s\S]+)$/.exec(id)?.[1];
    const wk = redeemed === undefined ? splitWorkspace(id.slice(id.indexOf(':') + 1))?.wk : requests.get(redeemed);
    const values = parsedOr(m, kind, () => (wk ? plainValue(record.raw) : undefined));
    if (!wk || values === undefined) continue;
    const balance = Array.isArray(values) && typeof values[0] === 'number' ? [values[0]] : [];
    const once = redeemed === undefined ? id : `redeem:${wk}:${redeemed}`;
    await putRow(m, kind, 'reward_steps', { once_id: once }, { workspace_key: wk, values_json: JSON.stringify(redeemed === undefined ? [] : balance) });
  }
}

export const ledgerMove: Move = {
  namespaces: (ns) => ns === 'rewards',
  run: async (m) => {
    const books = booksOf(m);
    for (const [wk, book] of books) await moveBook(m, wk, book);
    await moveSteps(m, books);
  },
};
