// The shared feed of each company, kept in this process: built from the service on first use (back to the start of
// the period asked for), then refreshed from the top of each source when older than `refreshMs`. One read or refresh
// at a time per company; readers asking at once share it.
import type { EngagementClient } from '../index.js';
import { type FeedKudos, FeedReader, type FeedSource } from './reader.js';

export type FeedConnection = { scope: string; client: EngagementClient };

type Entry = { reader: FeedReader; refreshedAt: number; queue: Promise<unknown> };

export class FeedCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly options: { refreshMs: number; concurrency?: number }) {}

  private entry(connection: FeedConnection): Entry {
    let entry = this.entries.get(connection.scope);
    if (!entry) {
      entry = { reader: new FeedReader(connection.client, this.options.concurrency), refreshedAt: Date.now(), queue: Promise.resolve() };
      this.entries.set(connection.scope, entry);
    }
    return entry;
  }

  /** Runs `work` after whatever this company's feed is doing, so reads never interleave. */
  private queued<T>(entry: Entry, work: () => Promise<T>): Promise<T> {
    const run = entry.queue.then(work, work);
    entry.queue = run.catch(() => {});
    return run;
  }

  /** The shared kudos since `since` (ms), newest first, read from `sources` and no older than `refreshMs`. */
  async since(connection: FeedConnection, sources: FeedSource[], since: number): Promise<FeedKudos[]> {
    const entry = this.entry(connection);
    return this.queued(entry, async () => {
      entry.reader.keepOnly(sources);
      if (Date.now() - entry.refreshedAt >= this.options.refreshMs) {
        const started = Date.now();
        await entry.reader.refresh();
        entry.refreshedAt = started;
      }
      await entry.reader.cover(sources, since);
      return [...entry.reader.kudos.values()].filter((k) => k.at >= since).sort((a, b) => b.at - a.at);
    });
  }

  /** A kudos was just given through the app: the next read refreshes first. */
  stale(scope: string): void {
    const entry = this.entries.get(scope);
    if (entry) entry.refreshedAt = 0;
  }
}
