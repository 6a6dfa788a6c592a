// Reads the company's shared recognitions from the service: every source (a team's shared feed, or one person's received
// kudos where no team covers them) back to a given moment, then only what is new at the top of each. What is read is
// kept in memory (the leaderboards') or handed page by page to whoever keeps it elsewhere (the dashboard's disk store).
import pLimit from 'p-limit';
import type { EngagementClient, FeedItem } from '../index.js';

/** Where recognitions are read: `team_name` lists only shared ones; `email` lists all a person received (private ones are dropped). */
export type FeedSource = { team: string } | { email: string };

export type FeedPerson = { email: string; name: string };
/** One shared recognition as the feed keeps it. `at` is its createdate (the service's clock, UTC) in ms. */
export type FeedKudos = { key: string; at: number; giver?: FeedPerson; amount: number; receivers: FeedPerson[]; reason: string };

type SourceState = { source: FeedSource; pagesRead: number; oldestAt: number; newestAt: number; exhausted: boolean };

/** Where each source has been read to, as plain data. */
export type SourcesSnapshot = [source: FeedSource, pagesRead: number, oldestAt: number | null, newestAt: number | null, exhausted: boolean][];

/** What a reader has read, as plain data for the app's store: people once, each kudos pointing at them. */
export type FeedSnapshot = {
  people: [email: string, name: string][];
  kudos: [key: string, at: number, giver: number, amount: number, receivers: number[], reason: string][];
  sources: SourcesSnapshot;
};

/** Takes each page's kudos (those of the last 400 days) as it is read. */
export type KeepKudos = (kudos: FeedKudos[]) => void;

/** Pages read when going back in time, and when looking for what is new at the top. */
const PAGE_SIZE = 250;
const TOP_PAGE_SIZE = 25;
/** Kudos older than this are let go: no period reaches further back than a calendar year. */
const KEEP_MS = 400 * 24 * 60 * 60 * 1000;

export const sourceId = (s: FeedSource) => ('team' in s ? `team:${s.team}` : `email:${s.email.toLowerCase()}`);

/** `YYYY-MM-DD HH:MM:SS` on the service's clock (UTC); NaN when it is not that. */
export function createdAt(text: string | undefined): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})/.exec(text ?? '');
  return m ? Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!) : Number.NaN;
}

/** The spec shows no list fields: an item without a date, amount or recipients can't be counted and is left out. */
function kudosOf(item: FeedItem, at: number, person: (email: string, name: string) => FeedPerson): FeedKudos | undefined {
  if (item.share !== true || Number.isNaN(at) || typeof item.amount !== 'number' || !item.to) return undefined;
  const receivers = item.to.map((t) => person(t.email, t.name));
  const giver = item.from ? person(item.from.email, item.from.name) : undefined;
  // Without an id, the same recognition read through two teams is recognised by what it says.
  const key = item.id ?? [item.createdate, giver?.email, item.amount, item.for, receivers.map((r) => r.email).join(',')].join('|');
  return { key, at, amount: item.amount, receivers, reason: item.for ?? '', ...(giver ? { giver } : {}) };
}

/** Waits for every read, then fails with the first error: no read of a source outlives the call that started it (a
 *  next call would otherwise read the same pages beside it). */
async function allOrFirstError(reads: Promise<unknown>[]): Promise<void> {
  const failed = (await Promise.allSettled(reads)).find((r) => r.status === 'rejected');
  if (failed) throw failed.reason;
}

export class FeedReader {
  readonly kudos = new Map<string, FeedKudos>();
  /** One object per person, shared by all their kudos: a year of a large company holds each name once. */
  private readonly people = new Map<string, FeedPerson>();
  private readonly person = (email: string, name: string): FeedPerson => {
    const address = email.toLowerCase();
    const known = this.people.get(address);
    if (known && known.name === name) return known;
    const fresh = { email: address, name };
    this.people.set(address, fresh);
    return fresh;
  };
  private readonly states = new Map<string, SourceState>();
  private readonly limit: ReturnType<typeof pLimit>;

  private readonly keep: KeepKudos;

  /** `keep`: where each page's kudos go; by default into `kudos`, in memory. */
  constructor(private readonly client: EngagementClient, concurrency = 8, keep?: KeepKudos) {
    this.limit = pLimit(concurrency);
    this.keep = keep ?? ((kudos) => kudos.forEach((k) => this.kudos.set(k.key, k)));
  }

  /** One page of a source, its kudos kept; the items' dates tell the caller where it is. */
  private async page(source: FeedSource, page: number, limit: number): Promise<{ ats: number[]; last: boolean }> {
    const r = await this.client.recognition.feedPage({ ...('team' in source ? { team_name: source.team } : { email: source.email }), page, limit });
    const ats: number[] = [];
    const kept: FeedKudos[] = [];
    for (const item of r.recognitions) {
      const at = createdAt(item.createdate ?? item.when);
      if (!Number.isNaN(at)) ats.push(at);
      const k = kudosOf(item, at, this.person);
      if (k && Date.now() - k.at < KEEP_MS) kept.push(k);
    }
    this.keep(kept);
    return { ats, last: r.recognitions.length < limit || page >= r.pagination.totalPages };
  }

  /** Reads each source back to `since` (ms): a source read before goes on from its next page. Returns the pages read. */
  async cover(sources: FeedSource[], since: number): Promise<number> {
    let pages = 0;
    await allOrFirstError(
      sources.map((source) =>
        this.limit(async () => {
          const id = sourceId(source);
          const state = this.states.get(id) ?? { source, pagesRead: 0, oldestAt: Infinity, newestAt: -Infinity, exhausted: false };
          this.states.set(id, state);
          while (!state.exhausted && state.oldestAt >= since) {
            const { ats, last } = await this.page(source, state.pagesRead + 1, PAGE_SIZE);
            state.pagesRead += 1;
            pages += 1;
            state.exhausted = last;
            state.oldestAt = Math.min(state.oldestAt, ...ats);
            state.newestAt = Math.max(state.newestAt, ...ats);
          }
        }),
      ),
    );
    return pages;
  }

  /** Reads the top of every source read so far until it reaches a recognition it had already seen (by date). */
  async refresh(): Promise<void> {
    await allOrFirstError(
      [...this.states.values()].map((state) =>
        this.limit(async () => {
          // Down from the top until a recognition older than the newest known before this refresh; the newest is
          // moved only then, so a refresh that fails half-way is done again from the top.
          const before = state.newestAt;
          let newest = before;
          for (let page = 1; ; page += 1) {
            const { ats, last } = await this.page(state.source, page, TOP_PAGE_SIZE);
            newest = Math.max(newest, ...ats);
            if (last || ats.some((at) => at < before)) break;
          }
          state.newestAt = newest;
        }),
      ),
    );
    const cutoff = Date.now() - KEEP_MS;
    for (const [key, k] of this.kudos) if (k.at < cutoff) this.kudos.delete(key);
  }

  /** Whether every source has been read back to `since` (or to its end). */
  covers(sources: FeedSource[], since: number): boolean {
    return sources.every((s) => {
      const state = this.states.get(sourceId(s));
      return state !== undefined && (state.exhausted || state.oldestAt < since);
    });
  }

  snapshot(): FeedSnapshot {
    const index = new Map<string, number>();
    const people: FeedSnapshot['people'] = [];
    const person = (p: FeedPerson) => {
      let i = index.get(p.email);
      if (i === undefined) index.set(p.email, (i = people.push([p.email, p.name]) - 1));
      return i;
    };
    const kudos = [...this.kudos.values()].map((k): FeedSnapshot['kudos'][number] => [k.key, k.at, k.giver ? person(k.giver) : -1, k.amount, k.receivers.map(person), k.reason]);
    return { people, kudos, sources: this.sources() };
  }

  /** Where each source has been read to. */
  sources(): SourcesSnapshot {
    const finite = (n: number) => (Number.isFinite(n) ? n : null);
    return [...this.states.values()].map((s): SourcesSnapshot[number] => [s.source, s.pagesRead, finite(s.oldestAt), finite(s.newestAt), s.exhausted]);
  }

  restore(snapshot: FeedSnapshot): void {
    const person = (i: number) => this.person(snapshot.people[i]![0], snapshot.people[i]![1]);
    for (const [key, at, giver, amount, receivers, reason] of snapshot.kudos) {
      this.kudos.set(key, { key, at, amount, receivers: receivers.map(person), reason, ...(giver >= 0 ? { giver: person(giver) } : {}) });
    }
    this.restoreSources(snapshot.sources);
  }

  restoreSources(sources: SourcesSnapshot): void {
    for (const [source, pagesRead, oldestAt, newestAt, exhausted] of sources) {
      this.states.set(sourceId(source), { source, pagesRead, oldestAt: oldestAt ?? Infinity, newestAt: newestAt ?? -Infinity, exhausted });
    }
  }

  /** Sources no longer asked for (a group renamed, a person now in a team) stop being refreshed. */
  keepOnly(sources: FeedSource[]): void {
    const wanted = new Set(sources.map(sourceId));
    for (const id of [...this.states.keys()]) if (!wanted.has(id)) this.states.delete(id);
  }
}
