// The shared feed of each company, kept in this process and saved in the app's store: built from the service on first
// use (back to the start of the period asked for), then refreshed from the top of each source. A copy older than
// `refreshMs` is answered at once and refreshed in the background; one older than twice that (or marked stale by a
// kudos given in the app) is refreshed first. Recognitions never change once made, so a saved copy stays true: a new
// instance or a restart starts from it and reads only what came since.
import type Keyv from 'keyv';
import { z } from 'zod';
import type { EngagementClient } from '../index.js';
import { type FeedKudos, FeedReader, type FeedSnapshot, type FeedSource } from './reader.js';

export type FeedConnection = { scope: string; client: EngagementClient };

type Entry = { reader: FeedReader; refreshedAt: number; savedAt: number; queue: Promise<unknown>; refreshing?: Promise<void> };

/** The copy is saved as one JSON text: keyv's own serializer walks every value in JavaScript (1.4 s for a year of a
 *  10,000-person company, the event loop blocked), JSON.stringify does it natively in a tenth of that. */
const saved = z.object({ refreshedAt: z.number(), snapshot: z.string() });
/** A saved copy is written at most this often (a year of a large company is megabytes), and kept this long unread. */
const SAVE_EVERY_MS = 5 * 60 * 1000;
const SAVED_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** The saved copy, or undefined when it is not JSON (then the feed is read from the service as on a first start). */
function snapshotOf(text: string): FeedSnapshot | undefined {
  try {
    return JSON.parse(text) as FeedSnapshot;
  } catch {
    return undefined;
  }
}

export class FeedCache {
  private readonly entries = new Map<string, Promise<Entry>>();
  private readonly staleListeners: ((scope: string) => void)[] = [];

  constructor(private readonly options: { refreshMs: number; concurrency?: number; store?: Keyv<unknown> }) {}

  private entry(connection: FeedConnection): Promise<Entry> {
    let entry = this.entries.get(connection.scope);
    if (!entry) {
      entry = this.open(connection);
      this.entries.set(connection.scope, entry);
      entry.catch(() => this.entries.delete(connection.scope));
    }
    return entry;
  }

  private async open(connection: FeedConnection): Promise<Entry> {
    const reader = new FeedReader(connection.client, this.options.concurrency);
    const stored = saved.safeParse(await this.options.store?.get(connection.scope));
    const snapshot = stored.success ? snapshotOf(stored.data.snapshot) : undefined;
    if (snapshot) reader.restore(snapshot);
    const refreshedAt = stored.success && snapshot ? stored.data.refreshedAt : Date.now();
    return { reader, refreshedAt, savedAt: snapshot ? Date.now() : 0, queue: Promise.resolve() };
  }

  /** Runs `work` after whatever this company's feed is doing, so reads never interleave. */
  private queued<T>(entry: Entry, work: () => Promise<T>): Promise<T> {
    const run = entry.queue.then(work, work);
    entry.queue = run.catch(() => {});
    return run;
  }

  private refresh(entry: Entry, scope: string): Promise<void> {
    entry.refreshing ??= this.queued(entry, async () => {
      const started = Date.now();
      await entry.reader.refresh();
      entry.refreshedAt = started;
      if (Date.now() - entry.savedAt >= SAVE_EVERY_MS) this.saveSoon(entry, scope);
    }).finally(() => (entry.refreshing = undefined));
    return entry.refreshing;
  }

  /** Saves the copy once the answer being prepared is out (writing megabytes takes a moment); a failed save is tried
   *  again after the next refresh, and the copy in memory stays good meanwhile. */
  private saveSoon(entry: Entry, scope: string): void {
    const store = this.options.store;
    if (!store) return;
    entry.savedAt = Date.now();
    setTimeout(() => {
      store.set(scope, { refreshedAt: entry.refreshedAt, snapshot: JSON.stringify(entry.reader.snapshot()) }, SAVED_TTL_MS).catch(() => (entry.savedAt = 0));
    }, 0).unref();
  }

  /** The shared kudos since `since` (ms), in no particular order, read from `sources`. */
  async since(connection: FeedConnection, sources: FeedSource[], since: number): Promise<FeedKudos[]> {
    const entry = await this.entry(connection);
    entry.reader.keepOnly(sources);
    const age = Date.now() - entry.refreshedAt;
    if (age >= 2 * this.options.refreshMs) await this.refresh(entry, connection.scope);
    else if (age >= this.options.refreshMs) this.refresh(entry, connection.scope).catch(() => {}); // the next read will try again
    if (!entry.reader.covers(sources, since)) {
      await this.queued(entry, async () => {
        // Saved only when this read went further back: a read queued behind one that already did (a board asked while
        // the year is being read behind the last answer) finds nothing to read, and the year is not written twice.
        if ((await entry.reader.cover(sources, since)) > 0) this.saveSoon(entry, connection.scope);
      });
    }
    return [...entry.reader.kudos.values()].filter((k) => k.at >= since);
  }

  /** Reads back to `since` behind the current answer (the start of the year, after a month's board), so a longer
   *  period asked next is already read. */
  prefetch(connection: FeedConnection, sources: FeedSource[], since: number): void {
    this.since(connection, sources, since).catch(() => {}); // the read that needs it will try again and say why
  }

  /** A kudos was just given through the app: the next read refreshes first (here and in every reader `onStale` named). */
  stale(scope: string): void {
    void this.entries.get(scope)?.then((entry) => (entry.refreshedAt = 0), () => {});
    for (const listener of this.staleListeners) listener(scope);
  }

  /** Tells `listener` of every kudos given through the app, by its company's scope (the dashboard's reader). */
  onStale(listener: (scope: string) => void): void {
    this.staleListeners.push(listener);
  }
}
