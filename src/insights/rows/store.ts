// The dashboard's recognitions on disk (INSIGHTS_DB, a SQLite file beside the app's store): per company (a connection's
// scope) chunks of number columns, a dictionary of the people they name, the key of every kudos stored
// (one read twice, by two teams or two instances, is stored once) and where each feed source was read to. Rows wait in
// memory until a chunk's worth or the end of a read, then go to disk with their keys and the sources' progress in one
// transaction, so what is on disk is never ahead of the progress saved. A copy of the service's feed: a workspace's goes
// when it uninstalls, and any company's after 30 days unread.
import Database from 'better-sqlite3';
import { z } from 'zod';
import type { SourcesSnapshot } from '../../engagement/feed/reader.js';
import { privateSqliteFile } from '../../service/private-files.js';
import { CHUNK_ROWS, ChunkBuilder, type RawChunk, type RawRow, chunkBytes, chunkOf } from './chunk.js';

/** A kudos as the store takes it: people by e-mail, hashtags by their 32-bit hash (tagHash). */
export type BookRow = { key: string; at: number; amount: number; giver?: string | undefined; receivers: readonly string[]; tags: readonly number[]; shared: boolean };

/** A hashtag as stored: FNV-1a of its text, so hashtags that are no company value (any word people tag) take no room
 *  in the dictionary, and a value added later is found in kudos stored before. */
export function tagHash(tag: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < tag.length; i += 1) h = Math.imul(h ^ tag.charCodeAt(i), 0x01000193);
  return h | 0;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Rows older than this are let go (the feed reads 400 days back at most). */
const KEEP_MS = 400 * DAY_MS;
/** A company nobody looked at for this long is deleted; its next dashboard reads the feed again. */
const UNREAD_TTL_MS = 30 * DAY_MS;

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS insight_people (scope TEXT NOT NULL, email TEXT NOT NULL, id INTEGER NOT NULL, PRIMARY KEY (scope, email)) WITHOUT ROWID;
  CREATE UNIQUE INDEX IF NOT EXISTS insight_person_ids ON insight_people (scope, id);
  CREATE TABLE IF NOT EXISTS insight_keys (scope TEXT NOT NULL, key TEXT NOT NULL, at REAL NOT NULL, PRIMARY KEY (scope, key)) WITHOUT ROWID;
  CREATE TABLE IF NOT EXISTS insight_chunks (scope TEXT NOT NULL, seq INTEGER NOT NULL, rows INTEGER NOT NULL, last_at REAL NOT NULL, data BLOB NOT NULL, PRIMARY KEY (scope, seq));
  CREATE TABLE IF NOT EXISTS insight_scopes (scope TEXT PRIMARY KEY, sources TEXT NOT NULL, read_at REAL NOT NULL);
`;
const TABLES = ['insight_people', 'insight_keys', 'insight_chunks', 'insight_scopes'] as const;

const source = z.union([z.object({ team: z.string() }), z.object({ email: z.string() })]);
const sourcesSchema = z.array(z.tuple([source, z.number(), z.number().nullable(), z.number().nullable(), z.boolean()]));

/** One company's rows. */
export class RowBook {
  /** E-mail → id, as far as this process has seen them (see learnStored). */
  readonly ids = new Map<string, number>();
  private maxId = -1;

  /** One more than the highest id known. */
  get idCount(): number {
    return this.maxId + 1;
  }
  private pending: { key: string; row: RawRow }[] = [];
  private readonly pendingKeys = new Set<string>();
  private prunedAt = 0;

  /** `chunkRows`: rows a chunk holds (CHUNK_ROWS but in tests). */
  constructor(private readonly db: Database.Database, readonly scope: string, readonly chunkRows: number) {
    this.learnStored();
  }

  /** Ids given since this process last looked, by itself or another instance on the same file. */
  learnStored(): void {
    const rows = this.db.prepare('SELECT email, id FROM insight_people WHERE scope = ? AND id > ?').all(this.scope, this.maxId) as { email: string; id: number }[];
    for (const { email, id } of rows) this.known(email, id);
  }

  private known(email: string, id: number): void {
    this.ids.set(email, id);
    if (id > this.maxId) this.maxId = id;
  }

  /** Rows waiting to be written. */
  get pendingRows(): number {
    return this.pending.length;
  }

  /** Rows on disk. */
  get size(): number {
    return (this.db.prepare('SELECT COALESCE(SUM(rows), 0) AS n FROM insight_chunks WHERE scope = ?').get(this.scope) as { n: number }).n;
  }

  /** Where the feed's sources were read to when rows were last written (none the first time). */
  sources(): SourcesSnapshot {
    const row = this.db.prepare('SELECT sources FROM insight_scopes WHERE scope = ?').get(this.scope) as { sources: string } | undefined;
    const parsed = sourcesSchema.safeParse(row ? JSON.parse(row.sources) : []);
    return parsed.success ? parsed.data : [];
  }

  /** Takes rows to write at the next flush; one already taken (or, as the flush finds, on disk) is skipped. */
  add(rows: readonly BookRow[]): void {
    const fresh = rows.filter((r) => !this.pendingKeys.has(r.key));
    this.learn(fresh.flatMap((r) => [...(r.giver ? [r.giver] : []), ...r.receivers]));
    for (const r of fresh) {
      this.pendingKeys.add(r.key);
      const row = { at: r.at, amount: r.amount, giver: r.giver ? this.ids.get(r.giver)! : -1, receivers: r.receivers.map((e) => this.ids.get(e)!), tags: [...r.tags], shared: r.shared };
      this.pending.push({ key: r.key, row });
    }
  }

  /** Gives new people their ids, in the file (another instance may have given one already). */
  private learn(emails: string[]): void {
    const unknown = [...new Set(emails)].filter((e) => !this.ids.has(e));
    if (unknown.length === 0) return;
    const insert = this.db.prepare('INSERT OR IGNORE INTO insight_people (scope, email, id) VALUES (?, ?, (SELECT COALESCE(MAX(id), -1) + 1 FROM insight_people WHERE scope = ?))');
    const select = this.db.prepare('SELECT id FROM insight_people WHERE scope = ? AND email = ?');
    this.db.transaction(() => {
      for (const e of unknown) {
        insert.run(this.scope, e, this.scope);
        this.known(e, (select.get(this.scope, e) as { id: number }).id);
      }
    }).immediate();
  }

  /** Writes the rows taken whose keys are not on disk yet, with the sources' progress, in one transaction. When it
   *  fails (the file busy), the rows stay taken for the next flush. */
  flush(sources: SourcesSnapshot, now = Date.now()): void {
    const prune = now - this.prunedAt >= DAY_MS;
    const insertKey = this.db.prepare('INSERT OR IGNORE INTO insight_keys (scope, key, at) VALUES (?, ?, ?)');
    this.db.transaction(() => {
      const builder = new ChunkBuilder();
      for (const { key, row } of this.pending) if (insertKey.run(this.scope, key, row.at).changes === 1) builder.push(row);
      if (builder.size > 0) this.append(builder);
      this.db.prepare('INSERT OR REPLACE INTO insight_scopes (scope, sources, read_at) VALUES (?, ?, ?)').run(this.scope, JSON.stringify(sources), now);
      if (prune) this.prune(now - KEEP_MS);
    }).immediate();
    this.pending = [];
    this.pendingKeys.clear();
    if (prune) this.prunedAt = now;
  }

  /** Into the last chunk while it has room, else a new one. */
  private append(builder: ChunkBuilder): void {
    const last = this.db.prepare('SELECT seq, rows, data FROM insight_chunks WHERE scope = ? ORDER BY seq DESC LIMIT 1').get(this.scope) as { seq: number; rows: number; data: Uint8Array } | undefined;
    const into = last && last.rows + builder.size <= this.chunkRows ? last : undefined;
    const chunk = builder.build(into ? chunkOf(into.data) : undefined);
    let lastAt = -Infinity;
    for (let i = 0; i < chunk.size; i += 1) if (chunk.at[i]! > lastAt) lastAt = chunk.at[i]!;
    this.db.prepare('INSERT OR REPLACE INTO insight_chunks (scope, seq, rows, last_at, data) VALUES (?, ?, ?, ?, ?)').run(this.scope, into ? into.seq : (last?.seq ?? -1) + 1, chunk.size, lastAt, chunkBytes(chunk));
  }

  private prune(cutoff: number): void {
    this.db.prepare('DELETE FROM insight_chunks WHERE scope = ? AND last_at < ?').run(this.scope, cutoff);
    this.db.prepare('DELETE FROM insight_keys WHERE scope = ? AND at < ?').run(this.scope, cutoff);
  }

  /** The chunks holding any kudos at or after `since`, read one at a time. */
  *chunks(since = -Infinity): Generator<RawChunk> {
    const seqs = this.db.prepare('SELECT seq FROM insight_chunks WHERE scope = ? AND last_at >= ? ORDER BY seq').pluck().all(this.scope, since) as number[];
    const read = this.db.prepare('SELECT data FROM insight_chunks WHERE scope = ? AND seq = ?').pluck();
    for (const seq of seqs) {
      const data = read.get(this.scope, seq) as Uint8Array | undefined;
      if (data) yield chunkOf(data);
    }
  }
}

export class RowsDb {
  private readonly db: Database.Database;
  private readonly books = new Map<string, RowBook>();

  /** `path`: a file (created owner-only) or `:memory:`. Companies unread for 30 days are deleted on opening. */
  constructor(path: string, private readonly options: { now?: number; chunkRows?: number } = {}) {
    const now = options.now ?? Date.now();
    if (path !== ':memory:') privateSqliteFile(path);
    this.db = new Database(path, { timeout: 5000 });
    if (path !== ':memory:') this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = NORMAL');
    this.db.exec(SCHEMA);
    const unread = this.db.prepare('SELECT scope FROM insight_scopes WHERE read_at < ?').pluck().all(now - UNREAD_TTL_MS) as string[];
    this.drop(unread);
  }

  book(scope: string): RowBook {
    let book = this.books.get(scope);
    if (!book) this.books.set(scope, (book = new RowBook(this.db, scope, this.options.chunkRows ?? CHUNK_ROWS)));
    return book;
  }

  /** Deletes every company whose scope `match`es (a workspace uninstalling); returns how many. */
  erase(match: (scope: string) => boolean): number {
    const scopes = this.db.prepare(TABLES.map((t) => `SELECT DISTINCT scope FROM ${t}`).join(' UNION ')).pluck().all() as string[];
    const doomed = scopes.filter(match);
    this.drop(doomed);
    return doomed.length;
  }

  private drop(scopes: string[]): void {
    this.db.transaction(() => {
      for (const scope of scopes) for (const table of TABLES) this.db.prepare(`DELETE FROM ${table} WHERE scope = ?`).run(scope);
    }).immediate();
    for (const scope of scopes) this.books.delete(scope);
  }

  close(): void {
    this.db.close();
  }
}
