// The recognitions the insights charts read: a company's rows on disk (rows/store.ts), read one chunk at a time and
// turned into the directory's terms — each person an index with their team and manager, each company value a bit. No
// chart ever holds more than one chunk of kudos (about 2 MB), whatever the size of the year.
import { hashtagsIn } from '../../features/values/tags.js';
import type { People, Person } from '../people.js';
import type { RawChunk } from '../rows/chunk.js';
import { type BookRow, type RowBook, RowsDb, tagHash } from '../rows/store.js';

/** One recognition as it is appended. A private one (`shared: false`) is counted in totals only, never by name. */
export type InsightKudos = { at: number; giver?: string | undefined; receivers: readonly string[]; amount: number; reason: string; shared: boolean };

/** Company values a ledger can tell apart (bits of an Int32). */
export const MAX_VALUES = 30;

/** A chunk as charts read it: `giver` and `receivers` are person indexes (-1: not in the directory), `tags` each kudos'
 *  company values as bits. */
export type Chunk = Omit<RawChunk, 'tagStart'>;

/** The row the store keeps of a recognition. */
export function bookRowOf(key: string, k: InsightKudos): BookRow {
  const tags = k.reason.includes('#') ? [...new Set(hashtagsIn(k.reason))].map(tagHash) : [];
  return { key, at: k.at, amount: k.amount, giver: k.giver, receivers: k.receivers, tags, shared: k.shared };
}

export class Ledger {
  readonly persons: Person[];
  readonly teams: string[];
  /** Person index → team index, and → their manager's person index (-1: none, or not in the directory). */
  readonly teamOf: Int32Array;
  readonly managerOf: Int32Array;
  private readonly index = new Map<string, number>();
  private readonly tagBits: Map<string, number>;
  private readonly bitOfHash: Map<number, number>;
  /** Store id → person index, for the ids known when it was made (`mapped` of them). */
  private personOfId = new Int32Array(0);
  private mapped = -1;

  constructor(people: People, readonly values: readonly string[], private readonly book: RowBook) {
    this.persons = [...people.values()];
    this.persons.forEach((p, i) => this.index.set(p.email, i));
    this.teams = [...new Set(this.persons.map((p) => p.team))].sort((a, b) => a.localeCompare(b));
    const teamIndex = new Map(this.teams.map((t, i) => [t, i]));
    this.teamOf = Int32Array.from(this.persons, (p) => teamIndex.get(p.team)!);
    this.managerOf = Int32Array.from(this.persons, (p) => (p.manager ? (this.index.get(p.manager) ?? -1) : -1));
    this.tagBits = new Map(values.slice(0, MAX_VALUES).map((v, i) => [v, 1 << i]));
    this.bitOfHash = new Map([...this.tagBits].map(([v, bit]) => [tagHash(v), bit]));
  }

  /** Kudos stored. */
  get size(): number {
    return this.book.size;
  }

  personOf(email: string | undefined): number {
    return email === undefined ? -1 : (this.index.get(email) ?? -1);
  }

  /** The bit of a company value's hashtag (0 when it is none). */
  bitOf(hashtag: string): number {
    return this.tagBits.get(hashtag) ?? 0;
  }

  /** The chunks holding any kudos at or after `since`, one at a time. */
  *chunks(since = -Infinity): Generator<Chunk> {
    this.book.learnStored();
    if (this.book.ids.size !== this.mapped) {
      this.personOfId = new Int32Array(this.book.idCount).fill(-1);
      for (const [email, id] of this.book.ids) this.personOfId[id] = this.personOf(email);
      this.mapped = this.book.ids.size;
    }
    for (const raw of this.book.chunks(since)) yield this.inDirectoryTerms(raw);
  }

  private inDirectoryTerms(raw: RawChunk): Chunk {
    const ids = this.personOfId;
    const person = (id: number) => (id >= 0 && id < ids.length ? ids[id]! : -1);
    for (let i = 0; i < raw.size; i += 1) raw.giver[i] = person(raw.giver[i]!);
    for (let j = 0; j < raw.receivers.length; j += 1) raw.receivers[j] = person(raw.receivers[j]!);
    const bits = new Int32Array(raw.size);
    for (let i = 0; i < raw.size; i += 1) {
      for (let j = raw.tagStart[i]!; j < raw.tagStart[i + 1]!; j += 1) bits[i]! |= this.bitOfHash.get(raw.tags[j]!) ?? 0;
    }
    return { ...raw, tags: bits };
  }
}

/** A ledger of `kudos` in a store of its own (in memory unless `db` says where): tests and benches (`afterBatch` runs
 *  after each thousand taken, for the memory bench to look). */
export function ledgerOf(kudos: Iterable<InsightKudos>, people: People, values: readonly string[], db = new RowsDb(':memory:'), afterBatch?: () => void): Ledger {
  const book = db.book('ledger');
  let batch: BookRow[] = [];
  let n = 0;
  for (const k of kudos) {
    batch.push(bookRowOf(`k${n++}`, k));
    if (batch.length < 1000) continue;
    book.add(batch);
    batch = [];
    if (book.pendingRows >= book.flushRows) book.flush([]);
    afterBatch?.();
  }
  book.add(batch);
  book.flush([]);
  return new Ledger(people, values, book);
}
