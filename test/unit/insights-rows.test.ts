// The dashboard's rows on disk: a kudos stored once however often it is read (by one instance or two on the same
// file), nothing stored before its flush, what was stored and read to kept across a restart, chunks cut and skipped by
// date, old rows and unread companies let go, one workspace erased; and a chunk's bytes read back as written.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { Ledger } from '../../src/insights/charts/ledger.js';
import { byTeam } from '../../src/insights/charts/teams.js';
import { ChunkBuilder, DamagedChunk, type RawRow, chunkBytes, chunkOf } from '../../src/insights/rows/chunk.js';
import { type BookRow, RowsDb, openRowsDb, tagHash } from '../../src/insights/rows/store.js';
import type { People } from '../../src/insights/people.js';
import type { SourcesSnapshot } from '../../src/engagement/feed/reader.js';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.parse('2026-11-28T12:00:00Z');
const people: People = new Map(
  [
    { email: 'ana@acme.test', name: 'Ana', team: 'Eng' },
    { email: 'ben@acme.test', name: 'Ben', team: 'Eng' },
    { email: 'cara@acme.test', name: 'Cara', team: 'Sales' },
  ].map((p) => [p.email, p]),
);
const row = (key: string, giver: string, receivers: string[], at = NOW - DAY, amount = 5): BookRow => ({ key, at, amount, giver, receivers, tags: [tagHash('care')], shared: true });
const SOURCES: SourcesSnapshot = [[{ team: 'Eng' }, 3, NOW - 300 * DAY, NOW, false]];
const MONTH = { from: NOW - 30 * DAY, to: NOW + DAY, bucket: 'month' as const, timeZone: 'UTC' };

let dirs: string[] = [];
const fileDb = () => {
  const dir = mkdtempSync(join(tmpdir(), 'kudos-rows-'));
  dirs.push(dir);
  return join(dir, 'insights.sqlite');
};
afterEach(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
  dirs = [];
});

/** Kudos received per team, as the chart counts them from the rows. */
const received = (db: RowsDb, scope = 'T:T1:dev:abcd') => Object.fromEntries(byTeam(new Ledger(people, ['care'], db.book(scope)), MONTH).rows.map((r) => [r[0], r[2]]));

describe('the dashboard rows on disk', () => {
  it('stores a kudos once, read twice before a flush or after it', () => {
    const db = new RowsDb(':memory:');
    const book = db.book('T:T1:dev:abcd');
    book.add([row('k1', 'ana@acme.test', ['cara@acme.test']), row('k1', 'ana@acme.test', ['cara@acme.test'])]);
    book.flush(SOURCES);
    book.add([row('k1', 'ana@acme.test', ['cara@acme.test']), row('k2', 'cara@acme.test', ['ana@acme.test', 'ben@acme.test'])]);
    book.flush(SOURCES);
    expect(book.size).toBe(2);
    expect(received(db)).toEqual({ Eng: 2, Sales: 1 });
  });

  it('two instances on one file store a kudos once and name people alike', () => {
    const path = fileDb();
    const [a, b] = [new RowsDb(path), new RowsDb(path)];
    // Each meets the people in another order, so each would number them differently on its own.
    a.book('T:T1:dev:abcd').add([row('k1', 'ana@acme.test', ['cara@acme.test'])]);
    b.book('T:T1:dev:abcd').add([row('k2', 'cara@acme.test', ['ben@acme.test']), row('k1', 'ana@acme.test', ['cara@acme.test'])]);
    b.book('T:T1:dev:abcd').flush(SOURCES);
    a.book('T:T1:dev:abcd').flush(SOURCES);
    expect(a.book('T:T1:dev:abcd').size).toBe(2);
    expect(received(a)).toEqual({ Eng: 1, Sales: 1 });
    expect(received(b)).toEqual({ Eng: 1, Sales: 1 });
    a.close();
    b.close();
  });

  it('reads the ids another instance gave between its own', () => {
    const path = fileDb();
    const [a, b] = [new RowsDb(path), new RowsDb(path)];
    const bookA = a.book('T:T1:dev:abcd');
    b.book('T:T1:dev:abcd').add([row('k1', 'ben@acme.test', ['cara@acme.test'])]); // ids 0 and 1, unknown to A
    b.book('T:T1:dev:abcd').flush(SOURCES);
    bookA.add([row('k2', 'dan@acme.test', ['eve@acme.test'])]); // ids 2 and 3, given by A
    bookA.flush(SOURCES);
    expect(received(a)).toEqual({ Eng: 0, Sales: 1 });
    a.close();
    b.close();
  });

  it('a book whose rows another instance erased writes nothing more, and the next is a new one', () => {
    const path = fileDb();
    const [a, b] = [new RowsDb(path), new RowsDb(path)];
    const old = a.book('T:T1:dev:abcd');
    old.add([row('k1', 'ana@acme.test', ['cara@acme.test'])]);
    old.flush(SOURCES);
    expect(b.erase((scope) => scope.startsWith('T:T1:'))).toBe(1);
    old.add([row('k2', 'ana@acme.test', ['ben@acme.test'])]);
    old.flush(SOURCES);
    expect(b.book('T:T1:dev:abcd').size).toBe(0);
    const fresh = a.book('T:T1:dev:abcd');
    expect(fresh).not.toBe(old);
    expect(fresh.sources()).toEqual([]);
    fresh.add([row('k3', 'cara@acme.test', ['ben@acme.test'])]);
    fresh.flush(SOURCES);
    expect(received(b)).toEqual({ Eng: 1, Sales: 0 });
    a.close();
    b.close();
  });

  it('stores nothing before its flush, and keeps what was flushed and read to across a restart', () => {
    const path = fileDb();
    let db = new RowsDb(path);
    db.book('T:T1:dev:abcd').add([row('k1', 'ana@acme.test', ['cara@acme.test'])]);
    db.book('T:T1:dev:abcd').flush(SOURCES);
    db.book('T:T1:dev:abcd').add([row('k2', 'ana@acme.test', ['ben@acme.test'])]);
    db.close(); // killed before k2's flush: k2 is read again after the restart
    db = new RowsDb(path);
    const book = db.book('T:T1:dev:abcd');
    expect(book.size).toBe(1);
    expect(book.sources()).toEqual(SOURCES);
    book.add([row('k2', 'ana@acme.test', ['ben@acme.test'])]);
    book.flush(SOURCES);
    expect(received(db)).toEqual({ Eng: 1, Sales: 1 });
    db.close();
  });

  it('cuts chunks at their size, fills the last one first, and skips those wholly before a date', () => {
    const db = new RowsDb(':memory:', { chunkRows: 4 });
    const book = db.book('T:T1:dev:abcd');
    for (let i = 0; i < 3; i += 1) {
      book.add([row(`old${i}`, 'ana@acme.test', ['ben@acme.test'], NOW - 100 * DAY)]);
      book.flush(SOURCES);
    }
    book.add([row('old3', 'ana@acme.test', ['ben@acme.test'], NOW - 100 * DAY)]);
    book.add([0, 1, 2].map((i) => row(`new${i}`, 'ben@acme.test', ['cara@acme.test'])));
    book.flush(SOURCES);
    expect([...book.chunks()].map((c) => c.size)).toEqual([3, 4]);
    expect([...book.chunks(NOW - 50 * DAY)].map((c) => c.size)).toEqual([4]);
    expect(received(db)).toEqual({ Eng: 0, Sales: 3 });
  });

  it('lets go of rows older than 400 days, and of a company nobody read for 30 days', () => {
    const path = fileDb();
    let db = new RowsDb(path, { chunkRows: 2 });
    const book = db.book('T:T1:dev:abcd');
    book.add([row('ancient', 'ana@acme.test', ['ben@acme.test'], NOW - 401 * DAY), row('ancient2', 'ana@acme.test', ['ben@acme.test'], NOW - 402 * DAY)]);
    book.flush(SOURCES, NOW - 3 * DAY);
    book.add([row('recent', 'ana@acme.test', ['ben@acme.test'])]);
    book.flush(SOURCES, NOW);
    expect(book.size).toBe(1);
    db.book('T:T2:dev:abcd').add([row('other', 'ana@acme.test', ['ben@acme.test'])]);
    db.book('T:T2:dev:abcd').flush(SOURCES, NOW - 31 * DAY);
    db.close();
    db = new RowsDb(path, { now: NOW });
    expect(db.book('T:T2:dev:abcd').size).toBe(0);
    expect(db.book('T:T1:dev:abcd').size).toBe(1);
    db.close();
  });

  it('empties a file of another shape (an older version) and works on', () => {
    const path = fileDb();
    const old = new Database(path);
    old.exec('CREATE TABLE insight_scopes (scope TEXT PRIMARY KEY, sources TEXT NOT NULL, read_at REAL NOT NULL)');
    old.close();
    const db = new RowsDb(path);
    db.book('T:T1:dev:abcd').add([row('k1', 'ana@acme.test', ['cara@acme.test'])]);
    db.book('T:T1:dev:abcd').flush(SOURCES);
    expect(received(db)).toEqual({ Eng: 0, Sales: 1 });
    db.close();
  });

  it('works on in memory when the file is no database, and says so, leaving the file as it is', () => {
    const path = fileDb();
    writeFileSync(path, 'not a database '.repeat(500));
    const warnings: string[] = [];
    const db = openRowsDb(path, (line) => warnings.push(line));
    db.book('T:T1:dev:abcd').add([row('k1', 'ana@acme.test', ['cara@acme.test'])]);
    db.book('T:T1:dev:abcd').flush(SOURCES);
    expect(received(db)).toEqual({ Eng: 0, Sales: 1 });
    expect(warnings).toEqual([expect.stringMatching(/^INSIGHTS_DB .* cannot be read \(file is not a database\)/)]);
    expect(readFileSync(path, 'utf8')).toContain('not a database');
  });

  it('deletes a company whose chunks were damaged in the file, so the feed is read again, and says so', () => {
    const path = fileDb();
    let db = new RowsDb(path);
    db.book('T:T1:dev:abcd').add([row('k1', 'ana@acme.test', ['cara@acme.test', 'ben@acme.test'])]);
    db.book('T:T1:dev:abcd').flush(SOURCES);
    db.close();
    const file = new Database(path);
    const data = Buffer.from(file.prepare('SELECT data FROM insight_chunks').pluck().get() as Buffer);
    data.writeInt32LE(2_000_000_000, data.length - 1 - 4 * 2 - 4 * 2 - 4 * 2); // the second receiver start, far out
    file.prepare('UPDATE insight_chunks SET data = ?').run(data);
    file.close();
    const warnings: string[] = [];
    db = new RowsDb(path, { warn: (line) => warnings.push(line) });
    const book = db.book('T:T1:dev:abcd');
    expect([book.size, book.sources()]).toEqual([0, []]);
    expect(warnings).toEqual([expect.stringContaining('its starts are out of order')]);
    db.close();
  });

  it('erases the companies of one workspace only', () => {
    const db = new RowsDb(':memory:');
    for (const scope of ['T:T1:dev:abcd', 'T:T1:prod:wxyz', 'T:T2:dev:abcd']) {
      db.book(scope).add([row('k1', 'ana@acme.test', ['ben@acme.test'])]);
      db.book(scope).flush(SOURCES);
    }
    expect(db.erase((scope) => scope.split(':').includes('T1'))).toBe(2);
    expect(['T:T1:dev:abcd', 'T:T1:prod:wxyz', 'T:T2:dev:abcd'].map((s) => db.book(s).size)).toEqual([0, 0, 1]);
    expect(db.book('T:T1:dev:abcd').sources()).toEqual([]);
  });
});

const rawRow = fc.record({
  at: fc.double({ noNaN: true, noDefaultInfinity: true }),
  amount: fc.double({ noNaN: true, noDefaultInfinity: true }),
  giver: fc.integer({ min: -1, max: 1000 }),
  receivers: fc.array(fc.integer({ min: 0, max: 1000 }), { maxLength: 5 }),
  tags: fc.array(fc.integer(), { maxLength: 4 }),
  shared: fc.boolean(),
});

const rowsOf = (c: ReturnType<typeof chunkOf>): RawRow[] =>
  Array.from({ length: c.size }, (_, i) => ({
    at: c.at[i]!, amount: c.amount[i]!, giver: c.giver[i]!, shared: c.shared[i] === 1,
    receivers: [...c.receivers.subarray(c.receiverStart[i]!, c.receiverStart[i + 1]!)],
    tags: [...c.tags.subarray(c.tagStart[i]!, c.tagStart[i + 1]!)],
  }));

describe('a chunk’s bytes', () => {
  it('read back as the rows written, after the rows of the chunk they were added to', () => {
    fc.assert(
      fc.property(fc.array(rawRow, { maxLength: 30 }), fc.array(rawRow, { maxLength: 30 }), (first, then) => {
        const a = new ChunkBuilder();
        first.forEach((r) => a.push(r));
        // Through a Buffer at an odd offset, as SQLite may hand bytes back.
        const bytes = chunkBytes(a.build());
        const odd = Buffer.alloc(bytes.byteLength + 1);
        odd.set(bytes, 1);
        const stored = chunkOf(odd.subarray(1));
        const b = new ChunkBuilder();
        then.forEach((r) => b.push(r));
        expect(rowsOf(chunkOf(chunkBytes(b.build(stored))))).toEqual([...first, ...then]);
      }),
    );
  });

  it('refuses damaged bytes at once rather than send a chart round billions of times', () => {
    const b = new ChunkBuilder();
    b.push({ at: 1, amount: 2, giver: 0, receivers: [1, 2], tags: [7], shared: true });
    b.push({ at: 3, amount: 4, giver: 1, receivers: [0], tags: [], shared: false });
    const good = chunkBytes(b.build());
    fc.assert(
      fc.property(fc.integer({ min: 12, max: good.length - 1 }), fc.integer({ min: 0, max: 255 }), (at, byte) => {
        const bad = good.slice();
        bad[at] = byte;
        try {
          const c = chunkOf(bad);
          for (const starts of [c.receiverStart, c.tagStart]) for (let i = 1; i < starts.length; i += 1) expect(starts[i]!).toBeGreaterThanOrEqual(starts[i - 1]!);
          expect(c.receiverStart[c.size]).toBe(c.receivers.length);
        } catch (error) {
          expect(error).toBeInstanceOf(DamagedChunk);
        }
      }),
    );
  });

  it('refuses bytes of the wrong length', () => {
    const bytes = chunkBytes(new ChunkBuilder().build());
    expect(() => chunkOf(new Uint8Array([...bytes, 0]))).toThrow(/wrong length/);
  });
});
