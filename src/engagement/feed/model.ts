// The read model of each company's recognitions as the app uses it: before a board, a digest or a chart is counted from
// the rows, they are brought up to date by one reader per company at a time across every instance (a lease), under
// the freshness policy — rows refreshed less than `refreshMs` ago are answered as they are; older than that they are
// answered at once and refreshed behind; older than twice that, or after a kudos given in the app (`stale`), refreshed
// first. A reader that finds the lease held waits for its holder and answers from the rows it wrote.
import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/dialect.js';
import type { Database } from '../../db/schema.js';
import type { AtomicStore } from '../../store/atomic.js';
import type { StoreFactory } from '../../store/factory.js';
import type { EngagementClient } from '../../engagement-client/index.js';
import { Feeder, type ListSource, listOf } from './feeder.js';
import { type FeedKudos, type FeedSource, sourceId } from './items.js';
import { Lease, READERS } from './lease.js';
import { pruneOld } from './prune.js';
import { type PlannerStatistics, plannerStatistics } from './statistics.js';
import { type SourceProgress, progressOf } from './rows.js';

export type FeedConnection = { scope: string; client: EngagementClient };

/** The rows' database, for the queries that count from them. */
export type ReadModelDb = { db: Kysely<Database>; dialect: DialectName };

export type ReadModelOptions = {
  refreshMs: number;
  /** How long a reader's lease lives without its heartbeat: another instance takes the read over after that. */
  leaseMs?: number;
  /** Sources read at once by one reader. */
  concurrency?: number;
  /** Where a failure of the background work (the planner's statistics) is said. */
  onError?: (line: string) => void;
};

/** How often a reader that waits for another looks whether it is done. */
const POLL_MS = 100;
/** How many of its leases an answer waits for another instance's read at most. */
const WAIT_LEASES = 4;
const DAY_MS = 24 * 60 * 60 * 1000;
const PRUNE = 'prune';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Whether each source was read back to `since` (or to its end). */
const covers = (progress: Map<string, SourceProgress>, sources: FeedSource[], since: number) =>
  sources.every((s) => {
    const p = progress.get(sourceId(s));
    return p !== undefined && (p.exhausted || p.oldestAt < since);
  });

export class ReadModel implements ReadModelDb {
  readonly db: Kysely<Database>;
  readonly dialect: DialectName;
  private readonly leaseMs: number;
  /** This process's read of each company under way, so requests of one instance wait on one read, not on the lease. */
  private readonly reads = new Map<string, Promise<void>>();
  private readonly behind = new Set<string>();
  private readonly statistics: PlannerStatistics;

  constructor(
    private readonly stores: { db: Kysely<Database>; kind: DialectName; readers: AtomicStore },
    private readonly options: ReadModelOptions,
  ) {
    this.db = stores.db;
    this.dialect = stores.kind;
    this.leaseMs = options.leaseMs ?? 15_000;
    this.statistics = plannerStatistics(this.db, this.dialect, options.onError ?? (() => {}));
  }

  /** What the rows of `scope` say of their freshness and reach. */
  private async state(scope: string, sources: FeedSource[], since: number) {
    const [row, progress] = await Promise.all([
      this.db.selectFrom('recognition_scopes').select(['refreshed_at', 'stale_at']).where('scope', '=', scope).executeTakeFirst(),
      progressOf(this.db, scope),
    ]);
    const refreshedAt = row && row.stale_at < row.refreshed_at ? row.refreshed_at : 0;
    return { age: Date.now() - refreshedAt, covered: covers(progress, sources, since), progress };
  }

  /** Brings the company's rows of `sources` up to date, and back to `since` (ms), as the freshness policy says. */
  async fresh(connection: FeedConnection, sources: FeedSource[], since: number): Promise<void> {
    const { age, covered } = await this.state(connection.scope, sources, since);
    if (covered && age < 2 * this.options.refreshMs) {
      if (age >= this.options.refreshMs) this.refreshBehind(connection, sources);
      return;
    }
    await this.update(connection, sources, since);
  }

  /** Reads back to `since` behind the current answer (the start of the year, after a month's board). */
  prefetch(connection: FeedConnection, sources: FeedSource[], since: number): void {
    this.update(connection, sources, since).catch(() => {}); // the read that needs it will try again and say why
  }

  /** A kudos was just given through the app: every instance's next read of the company refreshes first. */
  stale(scope: string): void {
    this.db
      .updateTable('recognition_scopes')
      .set({ stale_at: Date.now() })
      .where('scope', '=', scope)
      .execute()
      .catch(() => {}); // rows then refresh at their age
  }

  /** One refresh behind the answers at a time in this process; none while another instance reads the company. */
  private refreshBehind(connection: FeedConnection, sources: FeedSource[]): void {
    if (this.behind.has(connection.scope) || this.reads.has(connection.scope)) return;
    this.behind.add(connection.scope);
    this.read(connection, sources, Infinity, false)
      .catch(() => {}) // the next read tries again
      .finally(() => this.behind.delete(connection.scope));
  }

  /** Reads until the rows are fresh and cover `since`: itself under the lease, or by waiting for the reader holding it —
   *  at most WAIT_LEASES leases long: a reader elsewhere that holds on without finishing (its service slow) must not
   *  hold this answer for good, which then counts the rows as they are. */
  private async update(connection: FeedConnection, sources: FeedSource[], since: number): Promise<void> {
    const until = Date.now() + WAIT_LEASES * this.leaseMs;
    for (;;) {
      await this.reads.get(connection.scope)?.catch(() => {});
      const { age, covered } = await this.state(connection.scope, sources, since);
      if ((covered && age < this.options.refreshMs) || Date.now() > until) return;
      if (!this.reads.has(connection.scope) && (await this.read(connection, sources, since, true))) return;
    }
  }

  /** One read of the company under its lease; false when another instance holds it (`wait`: after waiting for it). */
  private read(connection: FeedConnection, sources: FeedSource[], since: number, wait: boolean): Promise<boolean> {
    const scope = connection.scope;
    const run = (async () => {
      const lease = await Lease.take(this.stores.readers, this.dialect, scope, this.leaseMs);
      if (!lease) {
        if (wait) await sleep(POLL_MS);
        return false;
      }
      try {
        await this.underLease(new Feeder(this.db, connection.client, scope, lease, this.statistics, this.options.concurrency), scope, sources, since);
        return true;
      } finally {
        await lease.release();
      }
    })();
    const done = run.then(() => {});
    this.reads.set(scope, done);
    void done.catch(() => {}).finally(() => this.reads.get(scope) === done && this.reads.delete(scope));
    return run;
  }

  /** Refreshes the sources asked for when the rows are older than the interval (dropping the progress of sources no
   *  longer asked for: a group renamed, a person now in a team), then reads each back to `since`. */
  private async underLease(feeder: Feeder, scope: string, sources: FeedSource[], since: number): Promise<void> {
    const started = Date.now();
    const { age, progress } = await this.state(scope, sources, since);
    const wanted = new Set(sources.map(sourceId));
    const dropped = [...progress.keys()].filter((id) => !wanted.has(id) && !id.startsWith('received:'));
    if (dropped.length) await this.db.deleteFrom('feed_sources').where('scope', '=', scope).where('source_id', 'in', dropped).execute();
    if (age >= this.options.refreshMs) {
      await feeder.each(
        sources.filter((s) => progress.has(sourceId(s))),
        (s) => feeder.refresh(listOf(s), progress.get(sourceId(s))!),
      );
      await this.db
        .insertInto('recognition_scopes')
        .values({ scope, refreshed_at: started })
        .onConflict((oc) => oc.column('scope').doUpdateSet({ refreshed_at: started }))
        .execute();
    }
    if (since < Infinity) {
      const now = await progressOf(this.db, scope);
      await feeder.each(sources, (s) => feeder.cover(listOf(s), since, now.get(sourceId(s))));
    }
    await this.pruneDaily();
  }

  /** A person's own received list (private kudos included) into the rows, under a lease of its own: the whole list when
   *  `whole` (the first time, for their rewards; `older` takes what is too old to keep), else its top. */
  async received(connection: FeedConnection, email: string, whole: boolean, older: (kudos: FeedKudos[]) => Promise<void>): Promise<void> {
    const source: ListSource = { id: `received:${email.toLowerCase()}`, query: { email } };
    const key = `${connection.scope}|${source.id}`;
    for (;;) {
      const lease = await Lease.take(this.stores.readers, this.dialect, key, this.leaseMs);
      if (!lease) {
        await sleep(POLL_MS);
        continue;
      }
      try {
        const feeder = new Feeder(this.db, connection.client, connection.scope, lease, this.statistics, 1, older);
        const from = (await progressOf(this.db, connection.scope)).get(source.id);
        if (whole) await feeder.cover(source, -Infinity);
        else if (from?.exhausted) await feeder.refresh(source, from);
        else await feeder.cover(source, -Infinity, from);
        return;
      } finally {
        await lease.release();
      }
    }
  }

  /** Deletes rows older than 400 days, at most once a day across instances (the claim is the day's mark). */
  private async pruneDaily(): Promise<void> {
    if (await this.stores.readers.claim(PRUNE, 'pruned', DAY_MS)) await this.prune(Date.now());
  }

  /** Deletes every company's rows older than 400 days before `now`; returns how many recognitions went. */
  prune(now: number): Promise<number> {
    return pruneOld(this.db, now);
  }
}

/** The read model on the app's store: its tables, and the readers' leases in the claims table. */
export function readModelOn(stores: Pick<StoreFactory, 'db' | 'kind' | 'atomic'>, options: ReadModelOptions): ReadModel {
  return new ReadModel({ db: stores.db, kind: stores.kind, readers: stores.atomic(READERS) }, options);
}
