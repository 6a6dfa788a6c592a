// The dashboard's own reader of a company's feed: the leaderboards' reader (the same sources, pages and progress),
// handing each page to the company's rows on disk instead of keeping it. Rows are written as soon as a few thousand are
// read (FLUSH_ROWS), so reading a year holds a few MB; the sources' progress is written with them, so a restart reads
// only what came since. Reads of one company run one after another.
import pLimit from 'p-limit';
import type { EngagementClient } from '../../engagement/index.js';
import { type FeedKudos, FeedReader, type FeedSource } from '../../engagement/feed/reader.js';
import { bookRowOf } from '../charts/ledger.js';
import type { RowBook } from './store.js';

/** Keyed by the service's id and date: a service started afresh (its ids counted from 1 again) is not taken for the
 *  kudos stored before. */
const rowOf = (k: FeedKudos) =>
  bookRowOf(`${k.key}@${k.at}`, { at: k.at, giver: k.giver?.email, receivers: k.receivers.map((r) => r.email), amount: k.amount, reason: k.reason, shared: true });

export class DashboardFeed {
  private readonly reader: FeedReader;
  private readonly queue = pLimit(1);
  private refreshedAt = 0;
  private behind?: Promise<void> | undefined;

  /** `refreshMs`: how old what was read may be before a read looks at the top of each source again. */
  constructor(client: EngagementClient, readonly book: RowBook, private readonly refreshMs: number) {
    this.reader = new FeedReader(client, 8, (kudos) => this.keep(kudos));
    this.reader.restoreSources(book.sources());
  }

  private keep(kudos: FeedKudos[]): void {
    this.book.add(kudos.map(rowOf));
    if (this.book.pendingRows >= this.book.flushRows) this.book.flush(this.reader.sources());
  }

  /** Brings the rows on disk up to date: what is new at the top of each source, and back to `since` (ms). As the
   *  leaderboards' cache does, rows older than `refreshMs` are answered at once and refreshed behind; older than twice
   *  that (or after a kudos given in the app), refreshed first. */
  async read(sources: FeedSource[], since: number): Promise<void> {
    const age = Date.now() - this.refreshedAt;
    if (age < 2 * this.refreshMs && this.reader.covers(sources, since)) {
      // One behind at a time, however many charts are asked meanwhile; a failure is tried again at the next read.
      if (age >= this.refreshMs) this.behind ??= this.update(sources, since).catch(() => {}).finally(() => (this.behind = undefined));
      return;
    }
    await this.update(sources, since);
  }

  private update(sources: FeedSource[], since: number): Promise<void> {
    return this.queue(async () => {
      this.reader.keepOnly(sources);
      if (Date.now() - this.refreshedAt >= this.refreshMs) {
        const started = Date.now();
        await this.reader.refresh();
        this.refreshedAt = started;
      }
      if (!this.reader.covers(sources, since)) await this.reader.cover(sources, since);
      this.book.flush(this.reader.sources());
    });
  }

  /** A kudos was just given through the app: the next read looks at the top first. */
  stale(): void {
    this.refreshedAt = 0;
  }
}
