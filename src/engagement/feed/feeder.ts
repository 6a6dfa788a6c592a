// Reads a company's sources from the service into its rows, under the reader's lease: back to a given moment (from
// where each source was left), or the top of each down to what it knew before it started. Each page is written with the
// source's progress in one transaction, so a crash re-reads only what was not saved, and a recognition listed twice
// (two teams, two readers) is stored once.
import type { Kysely } from 'kysely';
import pLimit from 'p-limit';
import type { Database } from '../../db/schema.js';
import type { EngagementClient } from '../../engagement-client/index.js';
import { type FeedKudos, type FeedSource, createdAt, kudosOf, sourceId } from './items.js';
import type { Lease } from './lease.js';
import type { PlannerStatistics } from './statistics.js';
import { type SourceProgress, saveProgress, writeKudos } from './rows.js';

/** Pages read when going back in time, and when looking for what is new at the top. */
const PAGE_SIZE = 250;
const TOP_PAGE_SIZE = 25;
/** Rows older than this are not kept: no board or chart reaches further back than a year and a month. */
export const KEEP_MS = 400 * 24 * 60 * 60 * 1000;

/** A list of the service read into the rows: its progress is kept under `id`. */
export type ListSource = { id: string; query: { team_name: string } | { email: string } };

export const listOf = (s: FeedSource): ListSource => ({ id: sourceId(s), query: 'team' in s ? { team_name: s.team } : { email: s.email } });

const NOTHING_READ: SourceProgress = { pagesRead: 0, oldestAt: Infinity, newestAt: -Infinity, exhausted: false };

/** Waits for every read, then fails with the first error: no read of a source outlives the call that started it (a
 *  next call would otherwise read the same pages beside it). */
async function allOrFirstError(reads: Promise<unknown>[]): Promise<void> {
  const failed = (await Promise.allSettled(reads)).find((r) => r.status === 'rejected');
  if (failed) throw failed.reason;
}

/** `older`: takes the recognitions of each page too old to keep (a person's whole list is read for their rewards). */
export class Feeder {
  private readonly limit: ReturnType<typeof pLimit>;
  /** Pages read and not written yet, and the write under way. */
  private waiting: { kudos: FeedKudos[]; id: string; progress?: SourceProgress | undefined; resolve: () => void; reject: (error: unknown) => void }[] = [];
  private writing?: Promise<void> | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly client: EngagementClient,
    private readonly scope: string,
    private readonly lease: Lease,
    private readonly statistics: PlannerStatistics,
    concurrency = 8,
    private readonly older?: (kudos: FeedKudos[]) => Promise<void>,
  ) {
    this.limit = pLimit(concurrency);
  }

  /** One page of a list: its recognitions (kept, and too old to keep) and the items' dates, which say where it is. */
  private async read(source: ListSource, page: number, limit: number) {
    const r = await this.client.recognition.feedPage({ ...source.query, page, limit });
    const ats: number[] = [];
    const kept: FeedKudos[] = [];
    const old: FeedKudos[] = [];
    for (const item of r.recognitions) {
      const at = createdAt(item.createdate ?? item.when);
      if (!Number.isNaN(at)) ats.push(at);
      const k = kudosOf(item, at);
      if (k) (Date.now() - k.at < KEEP_MS ? kept : old).push(k);
    }
    if (old.length) await this.older?.(old);
    return { ats, kept, last: r.recognitions.length < limit || page >= r.pagination.totalPages };
  }

  /** The page's rows and (when given) the source's progress, in one transaction, while the lease is held. Pages of
   *  other sources read meanwhile go in the same transaction (each with its own progress): one commit for several
   *  pages, where a commit each made SQLite copy the same index pages again and again. */
  private save(kudos: FeedKudos[], id: string, progress?: SourceProgress): Promise<void> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ kudos, id, progress, resolve, reject });
      // After the pages other reads have received meanwhile have been taken too (SQLite's calls never yield to them).
      this.writing ??= new Promise<void>((r) => setImmediate(r)).then(() => this.write());
    });
  }

  private async write(): Promise<void> {
    while (this.waiting.length) {
      const pages = this.waiting.splice(0);
      try {
        const written = await this.db.transaction().execute(async (trx) => {
          await this.lease.check(trx);
          const rows = await writeKudos(
            trx,
            this.scope,
            pages.flatMap((p) => p.kudos),
          );
          for (const p of pages) if (p.progress) await saveProgress(trx, this.scope, p.id, p.progress);
          return rows;
        });
        this.statistics.wrote(written);
        pages.forEach((p) => p.resolve());
      } catch (error) {
        pages.forEach((p) => p.reject(error));
      }
    }
    this.writing = undefined;
  }

  /** Reads the source back to `since` (ms), going on from `from`; returns the pages read. */
  async cover(source: ListSource, since: number, from: SourceProgress = NOTHING_READ): Promise<number> {
    let state = from;
    let pages = 0;
    while (!state.exhausted && state.oldestAt >= since) {
      const { ats, kept, last } = await this.read(source, state.pagesRead + 1, PAGE_SIZE);
      state = { pagesRead: state.pagesRead + 1, oldestAt: Math.min(state.oldestAt, ...ats), newestAt: Math.max(state.newestAt, ...ats), exhausted: last };
      await this.save(kept, source.id, state);
      pages += 1;
    }
    return pages;
  }

  /** Reads the top of the source until it reaches a recognition older than the newest it knew before (by date). The
   *  newest is saved only with the last page, so a refresh that fails half-way is done again from the top. */
  async refresh(source: ListSource, from: SourceProgress): Promise<void> {
    let newest = from.newestAt;
    for (let page = 1; ; page += 1) {
      const { ats, kept, last } = await this.read(source, page, TOP_PAGE_SIZE);
      newest = Math.max(newest, ...ats);
      const done = last || ats.some((at) => at < from.newestAt);
      await this.save(kept, source.id, done ? { ...from, newestAt: newest } : undefined);
      if (done) return;
    }
  }

  /** Runs `read` for each source, a few at a time; fails with the first error once every one has stopped. */
  each<T>(sources: T[], read: (source: T) => Promise<unknown>): Promise<void> {
    return allOrFirstError(sources.map((s) => this.limit(() => read(s))));
  }
}
