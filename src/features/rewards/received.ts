// Received coins enter the ledger from the person's own received list (every kudos they received, from any source —
// command, modal, reaction, another app — shared or private), read into the company's read model and credited from its
// rows: each recognition once, by its key, however often the list is read again. The first time the whole list is read
// (a read cut short starts over), and kudos too old for the read model are credited straight from their page; after
// that, the top of the list, and the rows newest first until a page holding nothing new. Calls for one person share a
// run in this process: a burst of App Home opens reads the list once or twice, not once each under its lease.
import { sql } from 'kysely';
import type { FeedConnection, FeedKudos, ReadModel } from '../../engagement/feed/index.js';
import { type WorkspaceRef, workspaceKey } from '../../store/workspaces.js';
import type { RewardsLedger } from '../../store/rewards-ledger.js';

const PAGE_SIZE = 250;

/** The ledger's part this reads and writes. */
export type Credits = Pick<RewardsLedger, 'credit' | 'credited' | 'historyRead' | 'markHistoryRead'>;

type Received = { key: string; amount: number; reason: string; giver: string | null; name: string | null };

/** The ledger entry's audit note for a credit. */
const fromWhom = (k: Pick<Received, 'giver' | 'name' | 'reason'>) =>
  // not-for-people: the ledger's audit note (data kept in the ledger), never shown as a sentence
  `kudos from ${k.name ?? k.giver ?? 'a colleague'}${k.reason ? `: ${k.reason}` : ''}`.slice(0, 300);

/** A page of what the person received, newest first (private kudos included: these rows are never shown by name). */
async function receivedRows(feed: ReadModel, scope: string, email: string, offset: number): Promise<Received[]> {
  const rows = await sql<Received>`SELECT r.key, r.amount, r.reason, r.giver, p.name
    FROM recognition_receivers rr JOIN recognitions r ON r.scope = rr.scope AND r.key = rr.key
    LEFT JOIN recognition_people p ON p.scope = r.scope AND p.email = r.giver
    WHERE rr.scope = ${scope} AND rr.email = ${email} ORDER BY rr.at DESC, rr.key LIMIT ${PAGE_SIZE} OFFSET ${offset}`.execute(feed.db);
  return rows.rows.map((r) => ({ ...r, amount: Number(r.amount) }));
}

/** Per ledger and person, the run under way in this process and the one queued behind it. */
type Runs = Map<string, { current: Promise<number>; next?: Promise<number> }>;
const runsOf = new WeakMap<Credits, Runs>();

/** Starts a run and keeps it as the one under way until it ends (a run queued behind it may have replaced it). */
function start(runs: Runs, key: string, work: () => Promise<number>): Promise<number> {
  const run = { current: work() };
  runs.set(key, run);
  const done = () => runs.get(key) === run && runs.delete(key);
  run.current.then(done, done);
  return run.current;
}

/**
 * Credits what the person received since the last read; returns how many recognitions were new. A call made while a
 * run for the same person is under way here shares the run queued behind it, which starts after that one ends — so it
 * still reads the list after the call was made — instead of each call waiting its turn for the list's lease.
 */
export function creditReceived(feed: ReadModel, ledger: Credits, connection: FeedConnection, w: WorkspaceRef, user: string, email: string): Promise<number> {
  const runs: Runs = runsOf.get(ledger) ?? new Map();
  runsOf.set(ledger, runs);
  const key = [connection.scope, workspaceKey(w), user, email.toLowerCase()].join('|');
  const run = () => start(runs, key, () => readAndCredit(feed, ledger, connection, w, user, email));
  const under = runs.get(key);
  return under ? (under.next ??= under.current.then(run, run)) : run();
}

async function readAndCredit(feed: ReadModel, ledger: Credits, connection: FeedConnection, w: WorkspaceRef, user: string, email: string): Promise<number> {
  const address = email.toLowerCase();
  let fresh = 0;
  const credit = async (k: Received) => {
    if (k.amount <= 0 || (await ledger.credited(w, user, k.key))) return false;
    return ledger.credit(w, user, k.key, k.amount, fromWhom(k));
  };
  const whole = !(await ledger.historyRead(w, user));
  const older = async (kudos: FeedKudos[]) => {
    for (const k of kudos)
      if (await credit({ key: k.key, amount: k.amount, reason: k.reason, giver: k.giver?.email ?? null, name: k.giver?.name ?? null })) fresh += 1;
  };
  await feed.received(connection, address, whole, older);
  for (let offset = 0; ; offset += PAGE_SIZE) {
    const page = await receivedRows(feed, connection.scope, address, offset);
    let newOnPage = 0;
    for (const k of page) if (await credit(k)) newOnPage += 1;
    fresh += newOnPage;
    if (page.length < PAGE_SIZE || (newOnPage === 0 && !whole)) break;
  }
  if (whole) await ledger.markHistoryRead(w, user);
  return fresh;
}
