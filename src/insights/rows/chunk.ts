// A chunk of the dashboard's recognitions as columns of numbers, and its bytes on disk: when, amount, giver, receivers,
// hashtags and shared-or-private of about CHUNK_ROWS kudos. People and hashtags are ids of the store's dictionary, so a
// chunk never changes when the directory or the company values do. Charts read one chunk at a time.

/** Rows a chunk is filled to (one write may go a little over): about 2 MB, so a year of a large company (a million
 *  kudos) is a handful of chunks. */
export const CHUNK_ROWS = 65_536;

/** Kudos i's receivers are receivers[receiverStart[i] .. receiverStart[i + 1]), its hashtags likewise in tags. */
export type RawChunk = {
  size: number;
  at: Float64Array;
  amount: Float64Array;
  giver: Int32Array;
  receiverStart: Int32Array;
  receivers: Int32Array;
  tagStart: Int32Array;
  tags: Int32Array;
  shared: Uint8Array;
};

/** One row as it is appended (-1: no giver). */
export type RawRow = { at: number; amount: number; giver: number; receivers: number[]; tags: number[]; shared: boolean };

/** Collects rows, then makes them one chunk. */
export class ChunkBuilder {
  private rows: RawRow[] = [];

  get size(): number {
    return this.rows.length;
  }

  push(row: RawRow): void {
    this.rows.push(row);
  }

  /** The rows as a chunk, after the rows of `before` (the last chunk stored, when it has room). */
  build(before?: RawChunk): RawChunk {
    const rows = this.rows;
    const head = before?.size ?? 0;
    const size = head + rows.length;
    const receiverCount = (before?.receivers.length ?? 0) + rows.reduce((n, r) => n + r.receivers.length, 0);
    const tagCount = (before?.tags.length ?? 0) + rows.reduce((n, r) => n + r.tags.length, 0);
    const c = emptyChunk(size, receiverCount, tagCount);
    if (before) copyInto(c, before);
    let receiver = before?.receivers.length ?? 0;
    let tag = before?.tags.length ?? 0;
    rows.forEach((r, n) => {
      const i = head + n;
      c.at[i] = r.at;
      c.amount[i] = r.amount;
      c.giver[i] = r.giver;
      c.shared[i] = r.shared ? 1 : 0;
      for (const id of r.receivers) c.receivers[receiver++] = id;
      for (const id of r.tags) c.tags[tag++] = id;
      c.receiverStart[i + 1] = receiver;
      c.tagStart[i + 1] = tag;
    });
    return c;
  }
}

function copyInto(c: RawChunk, from: RawChunk): void {
  c.at.set(from.at);
  c.amount.set(from.amount);
  c.giver.set(from.giver);
  c.shared.set(from.shared);
  c.receivers.set(from.receivers);
  c.tags.set(from.tags);
  c.receiverStart.set(from.receiverStart);
  c.tagStart.set(from.tagStart);
}

const HEADER_BYTES = 16;

/** Where each column starts in a chunk's bytes: the 8-byte numbers first, so every view is aligned. */
function layout(size: number, receivers: number, tags: number) {
  const at = HEADER_BYTES;
  const amount = at + 8 * size;
  const giver = amount + 8 * size;
  const receiverStart = giver + 4 * size;
  const receiverIds = receiverStart + 4 * (size + 1);
  const tagStart = receiverIds + 4 * receivers;
  const tagIds = tagStart + 4 * (size + 1);
  const shared = tagIds + 4 * tags;
  return { at, amount, giver, receiverStart, receiverIds, tagStart, tagIds, shared, bytes: shared + size };
}

function viewsOver(buffer: ArrayBuffer, size: number, receivers: number, tags: number): RawChunk {
  const l = layout(size, receivers, tags);
  return {
    size,
    at: new Float64Array(buffer, l.at, size),
    amount: new Float64Array(buffer, l.amount, size),
    giver: new Int32Array(buffer, l.giver, size),
    receiverStart: new Int32Array(buffer, l.receiverStart, size + 1),
    receivers: new Int32Array(buffer, l.receiverIds, receivers),
    tagStart: new Int32Array(buffer, l.tagStart, size + 1),
    tags: new Int32Array(buffer, l.tagIds, tags),
    shared: new Uint8Array(buffer, l.shared, size),
  };
}

function emptyChunk(size: number, receivers: number, tags: number): RawChunk {
  const buffer = new ArrayBuffer(layout(size, receivers, tags).bytes);
  new Int32Array(buffer, 0, 3).set([size, receivers, tags]);
  return viewsOver(buffer, size, receivers, tags);
}

/** The chunk's bytes: its views share one buffer, headed by its three lengths. */
export function chunkBytes(c: RawChunk): Uint8Array {
  return new Uint8Array(c.at.buffer, 0, layout(c.size, c.receivers.length, c.tags.length).bytes);
}

/** A chunk from its stored bytes (copied once, so its number views are aligned whatever buffer SQLite gave). */
export function chunkOf(bytes: Uint8Array): RawChunk {
  // Copied into a buffer of its own (a Buffer's slice would share SQLite's, at any offset).
  const own = new Uint8Array(bytes.byteLength);
  own.set(bytes);
  const [size, receivers, tags] = new Int32Array(own.buffer, 0, 3) as unknown as [number, number, number];
  if (size < 0 || receivers < 0 || tags < 0 || layout(size, receivers, tags).bytes !== own.byteLength) throw new DamagedChunk('it has the wrong length');
  const c = viewsOver(own.buffer, size, receivers, tags);
  // A chart walks from each start to the next: starts out of order or out of range would make it run on and on.
  if (!ordered(c.receiverStart, receivers) || !ordered(c.tagStart, tags)) throw new DamagedChunk('its starts are out of order');
  for (let i = 0; i < size; i += 1) if (!Number.isFinite(c.at[i]!) || !Number.isFinite(c.amount[i]!)) throw new DamagedChunk('a date or amount is not a number');
  return c;
}

/** Starts from 0 to `end`, never going back. */
function ordered(starts: Int32Array, end: number): boolean {
  if (starts[0] !== 0 || starts[starts.length - 1] !== end) return false;
  for (let i = 1; i < starts.length; i += 1) if (starts[i]! < starts[i - 1]!) return false;
  return true;
}

/** Bytes that are no chunk this code wrote (a damaged file). */
export class DamagedChunk extends Error {
  constructor(why: string) {
    super(`an insights chunk is damaged: ${why}`);
  }
}
