// The dashboard's recognitions on disk (INSIGHTS_DB, a SQLite file beside the app's store): per company (a connection's
// scope) chunks of number columns, a dictionary of the people they name, the key of every kudos stored
// (one read twice, by two teams or two instances, is stored once) and where each feed source was read to. Rows wait in
// memory until a chunk's worth or the end of a read, then go to disk with their keys and the sources' progress in one
// transaction, so what is on disk is never ahead of the progress saved. A copy of the service's feed: a workspace's goes
// when it uninstalls, and any company's after 30 days unread.
import { randomUUID } from 'node:crypto';
import Database from 'better-sqlite3';
import { z } from 'zod';
import type { SourcesSnapshot } from '../../engagement/feed/reader.js';
import { privateSqliteFile } from '../../service/private-files.js';
import { type Sql, statementCache } from '../../service/repositories/statements.js';
import { CHUNK_ROWS, ChunkBuilder, DamagedChunk, type RawChunk, type RawRow, chunkBytes, chunkOf } from './chunk.js';

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
  CREATE TABLE IF NOT EXISTS insight_scopes (scope TEXT PRIMARY KEY, epoch TEXT NOT NULL, sources TEXT NOT NULL, read_at REAL NOT NULL);
`;
const TABLES = ['insight_people', 'insight_keys', 'insight_chunks', 'insight_scopes'] as const;
/** The tables' shape (SQLite's user_version): a file of another shape is a copy of the feed like any other, so it is
 *  emptied and made again rather than migrated. */
const SCHEMA_VERSION = 1;

function prepareTables(db: Database.Database): void {
  db.transaction(() => {
    if (db.pragma('user_version', { simple: true }) === SCHEMA_VERSION) return;
    for (const table of TABLES) db.exec(`DROP TABLE IF EXISTS ${table}`);
    db.exec(SCHEMA);
    db.pragma(`user_version = ${SCHEMA_VERSION}`);
  }).immediate();
}

/** Rows taken before they are written: a few MB, and a write short enough not to hold the event loop long. */
const FLUSH_ROWS = 8192;
/** How long a write waits for another instance's (synchronously: it holds this process meanwhile). A write that
 *  cannot wait longer fails, and its rows stay taken for the next one. */
const BUSY_TIMEOUT_MS = 200;

const source = z.union([z.object({ team: z.string() }), z.object({ email: z.string() })]);
const sourcesSchema = z.array(z.tuple([source, z.number(), z.number().nullable(), z.number().nullable(), z.boolean()]));

function parsedSources(text: string): SourcesSnapshot {
  try {
    const parsed = sourcesSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : [];
  } catch {
    return []; // read again from the start: the keys keep what is on disk from being stored twice
  }
}

/** Deletes companies from every table. */
function dropScopes(db: Database.Database, sql: Sql, scopes: string[]): void {
  db.transaction(() => {
    for (const scope of scopes) for (const table of TABLES) sql(`DELETE FROM ${table} WHERE scope = ?`).run(scope);
  }).immediate();
}

const unreadScopes = (sql: Sql, now: number) => sql('SELECT scope FROM insight_scopes WHERE read_at < ?').pluck().all(now - UNREAD_TTL_MS) as string[];

/** One company's rows, as one generation of them: erased (an uninstall, 30 days unread) by this process or another,
 *  the book is dead — it writes nothing more, and the store makes a new one. */
export class RowBook {
  /** E-mail → id, as far as this process has seen them (see learnStored). */
  readonly ids = new Map<string, number>();
  private maxId = -1;
  /** Rows taken and written at most this many at a time. */
  readonly flushRows: number;
  private readonly epoch: string;
  private alive = true;
  private pending: { key: string; row: RawRow }[] = [];
  private readonly pendingKeys = new Set<string>();
  private prunedAt = 0;

  /** `chunkRows`: rows a chunk holds (CHUNK_ROWS but in tests); `pruneAll`: the daily clean-up of the whole file. */
  constructor(private readonly db: Database.Database, private readonly sql: Sql, readonly scope: string, readonly chunkRows: number, private readonly pruneAll: (now: number) => void) {
    this.flushRows = Math.min(FLUSH_ROWS, chunkRows);
    sql("INSERT OR IGNORE INTO insight_scopes (scope, epoch, sources, read_at) VALUES (?, ?, '[]', ?)").run(scope, randomUUID(), Date.now());
    this.epoch = sql('SELECT epoch FROM insight_scopes WHERE scope = ?').pluck().get(scope) as string;
    this.learnStored();
  }

  /** One more than the highest id known. */
  get idCount(): number {
    return this.maxId + 1;
  }

  /** Whether the rows this book writes are still the company's (not erased since it was made). */
  current(): boolean {
    this.alive &&= this.sql('SELECT 1 FROM insight_scopes WHERE scope = ? AND epoch = ?').get(this.scope, this.epoch) !== undefined;
    return this.alive;
  }

  /** Ids given since this process last looked, by itself or another instance on the same file. Ids are 0, 1, 2… in
   *  the order given; with a gap (another instance gave some between this one's), all are read again. */
  learnStored(): void {
    const after = this.ids.size === this.maxId + 1 ? this.maxId : -1;
    const rows = this.sql('SELECT email, id FROM insight_people WHERE scope = ? AND id > ?').all(this.scope, after) as { email: string; id: number }[];
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
    return (this.sql('SELECT COALESCE(SUM(rows), 0) AS n FROM insight_chunks WHERE scope = ?').get(this.scope) as { n: number }).n;
  }

  /** Where the feed's sources were read to when rows were last written (none the first time). */
  sources(): SourcesSnapshot {
    const text = this.sql('SELECT sources FROM insight_scopes WHERE scope = ? AND epoch = ?').pluck().get(this.scope, this.epoch) as string | undefined;
    return text === undefined ? [] : parsedSources(text);
  }

  /** Takes rows to write at the next flush; one already taken (or, as the flush finds, on disk) is skipped. */
  add(rows: readonly BookRow[]): void {
    const fresh = rows.filter((r) => !this.pendingKeys.has(r.key));
    this.learn(fresh.flatMap((r) => [...(r.giver ? [r.giver] : []), ...r.receivers]));
    if (!this.alive) return;
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
    const insert = this.sql('INSERT OR IGNORE INTO insight_people (scope, email, id) VALUES (?, ?, (SELECT COALESCE(MAX(id), -1) + 1 FROM insight_people WHERE scope = ?))');
    const select = this.sql('SELECT id FROM insight_people WHERE scope = ? AND email = ?');
    this.db.transaction(() => {
      if (!this.current()) return;
      for (const e of unknown) {
        insert.run(this.scope, e, this.scope);
        this.known(e, (select.get(this.scope, e) as { id: number }).id);
      }
    }).immediate();
  }

  /** Writes the rows taken whose keys are not on disk yet, with the sources' progress, in one transaction (nothing,
   *  when the company was erased since). When it fails (the file busy), the rows stay taken for the next flush. */
  flush(sources: SourcesSnapshot, now = Date.now()): void {
    const prune = now - this.prunedAt >= DAY_MS;
    const insertKey = this.sql('INSERT OR IGNORE INTO insight_keys (scope, key, at) VALUES (?, ?, ?)');
    const progress = this.sql('UPDATE insight_scopes SET sources = ?, read_at = ? WHERE scope = ? AND epoch = ?');
    this.db.transaction(() => {
      if (progress.run(JSON.stringify(sources), now, this.scope, this.epoch).changes === 0) return void (this.alive = false);
      const builder = new ChunkBuilder();
      for (const { key, row } of this.pending) if (insertKey.run(this.scope, key, row.at).changes === 1) builder.push(row);
      if (builder.size > 0) this.append(builder);
      if (prune) this.prune(now - KEEP_MS);
    }).immediate();
    this.pending = [];
    this.pendingKeys.clear();
    if (prune) {
      this.prunedAt = now;
      this.pruneAll(now);
    }
  }

  /** Into the last chunk while it has room, else a new one. */
  private append(builder: ChunkBuilder): void {
    const last = this.sql('SELECT seq, rows, data FROM insight_chunks WHERE scope = ? ORDER BY seq DESC LIMIT 1').get(this.scope) as { seq: number; rows: number; data: Uint8Array } | undefined;
    const into = last && last.rows + builder.size <= this.chunkRows ? last : undefined;
    const chunk = builder.build(into ? chunkOf(into.data) : undefined);
    let lastAt = -Infinity;
    for (let i = 0; i < chunk.size; i += 1) if (chunk.at[i]! > lastAt) lastAt = chunk.at[i]!;
    this.sql('INSERT OR REPLACE INTO insight_chunks (scope, seq, rows, last_at, data) VALUES (?, ?, ?, ?, ?)').run(this.scope, into ? into.seq : (last?.seq ?? -1) + 1, chunk.size, lastAt, chunkBytes(chunk));
  }

  private prune(cutoff: number): void {
    this.sql('DELETE FROM insight_chunks WHERE scope = ? AND last_at < ?').run(this.scope, cutoff);
    this.sql('DELETE FROM insight_keys WHERE scope = ? AND at < ?').run(this.scope, cutoff);
  }

  /** The chunks holding any kudos at or after `since`, read one at a time. */
  *chunks(since = -Infinity): Generator<RawChunk> {
    const seqs = this.sql('SELECT seq FROM insight_chunks WHERE scope = ? AND last_at >= ? ORDER BY seq').pluck().all(this.scope, since) as number[];
    const read = this.sql('SELECT data FROM insight_chunks WHERE scope = ? AND seq = ?').pluck();
    for (const seq of seqs) {
      const data = read.get(this.scope, seq) as Uint8Array | undefined;
      if (data) yield chunkOf(data);
    }
  }
}

export class RowsDb {
  private readonly db: Database.Database;
  private readonly sql: Sql;
  private readonly books = new Map<string, RowBook>();

  /** `path`: a file (created owner-only) or `:memory:`. Companies unread for 30 days are deleted on opening, and
   *  every day at a write. `warn`: told of a company whose rows were damaged (they are deleted and read again). */
  constructor(path: string, private readonly options: { now?: number; chunkRows?: number; warn?: (line: string) => void } = {}) {
    if (path !== ':memory:') privateSqliteFile(path);
    this.db = new Database(path, { timeout: BUSY_TIMEOUT_MS });
    if (path !== ':memory:') this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = NORMAL');
    prepareTables(this.db);
    this.sql = statementCache(this.db);
    dropScopes(this.db, this.sql, unreadScopes(this.sql, options.now ?? Date.now()));
  }

  /** The company's book: the same one until its rows are erased (here or by another instance), then a new one. A new
   *  book reads its chunks through once: damaged ones (a file changed under the app) drop the company's rows, which
   *  the dashboard then reads again from the feed. */
  book(scope: string): RowBook {
    let book = this.books.get(scope);
    if (book?.current()) return book;
    book = this.newBook(scope);
    if (!this.sound(book)) {
      dropScopes(this.db, this.sql, [scope]);
      book = this.newBook(scope);
    }
    this.books.set(scope, book);
    return book;
  }

  private newBook(scope: string): RowBook {
    return new RowBook(this.db, this.sql, scope, this.options.chunkRows ?? CHUNK_ROWS, (now) => dropScopes(this.db, this.sql, unreadScopes(this.sql, now)));
  }

  private sound(book: RowBook): boolean {
    try {
      for (const _ of book.chunks());
      return true;
    } catch (error) {
      if (!(error instanceof DamagedChunk)) throw error;
      this.options.warn?.(`INSIGHTS_DB: the dashboard's rows of one company were damaged (${error.message}); they are deleted and read again from the service`);
      return false;
    }
  }

  /** Deletes every company whose scope `match`es (a workspace uninstalling); returns how many. */
  erase(match: (scope: string) => boolean): number {
    const scopes = this.sql(TABLES.map((t) => `SELECT DISTINCT scope FROM ${t}`).join(' UNION ')).pluck().all() as string[];
    const doomed = scopes.filter(match);
    dropScopes(this.db, this.sql, doomed);
    return doomed.length;
  }

  close(): void {
    this.db.close();
  }
}

/** The store at `path`; a file that cannot be opened (damaged, not a database, a folder) is left as it is, said in `warn`, and
 *  the rows are kept in memory meanwhile: the app and its dashboard run on, and nothing is deleted that was not ours. */
export function openRowsDb(path: string, warn: (line: string) => void): RowsDb {
  try {
    return new RowsDb(path, { warn });
  } catch (error) {
    if (path === ':memory:') throw error;
    warn(`INSIGHTS_DB ${path} cannot be read (${(error as Error).message}): the dashboard keeps its copy of the feed in memory until the file is deleted or INSIGHTS_DB names another; it is a copy of the service's feed, read again when missing`);
    return new RowsDb(':memory:', { warn });
  }
}
