// Reads an older version's Redis store under its prefix: keyv's, the atomic store's and the ledger's records as strings
// `<prefix>:<namespace>::<key>` (an envelope; a claim's expiry is the key's), the ledger's logs as lists
// `<prefix>:rewards::log:<log>`, and the outbox as a hash per item beside a sorted set of leases (redis-atomic,
// redis-ledger and redis-outbox.ts before 0f4f498). Read only: nothing on the server changes.
import { createClient } from '@redis/client';
import { type LegacyOutboxItem, type LegacyRecord, type LegacySnapshot, counted, envelopeExpiry, listed, readable } from './snapshot.js';

const CONNECT_TIMEOUT_MS = 5_000;
/** Keys read per pipelined batch. */
const BATCH = 500;

const BULLMQ =
  "keys of BullMQ's queue (jobs are queued in PostgreSQL now: the repeated ticks are scheduled again at start, and long jobs were kept in the outbox, moved above)";

/** What a key of the prefix is, from its name alone (the old code's layout). */
type Shape = { string: { ns: string; key: string } } | { log: string } | { leases: true } | { item: true } | { other: string };

function shapeOf(rest: string): Shape {
  if (rest === '{outbox}:leases') return { leases: true };
  if (rest.startsWith('{outbox}:item:')) return { item: true };
  if (rest.startsWith('rewards::log:')) return { log: rest.slice('rewards::log:'.length) };
  if (rest.startsWith('bull:')) return { other: BULLMQ };
  const sep = rest.indexOf('::');
  return sep > 0 ? { string: { ns: rest.slice(0, sep), key: rest.slice(sep + 2) } } : { other: "keys under the prefix in no namespace (not the old store's)" };
}

const clientOf = (url: string) => createClient({ url, socket: { connectTimeout: CONNECT_TIMEOUT_MS, reconnectStrategy: false } });
type Client = ReturnType<typeof clientOf>;

async function connect(url: string, label: string): Promise<Client> {
  const client = clientOf(url);
  // Without a listener an 'error' event would end the process; the first one says why connect() failed.
  let first: Error | undefined;
  client.on('error', (error: Error) => void (first ??= error));
  try {
    await client.connect();
    return client;
  } catch (error) {
    if (client.isOpen) client.destroy();
    throw new Error(`${label} does not answer: ${(first ?? (error as Error)).message || String(error)}`);
  }
}

/** When the key lapses, in ms since the epoch (-1: never, -2: gone): PEXPIRETIME, exact and the same on every run
 *  (Redis 7); before Redis 7, now + PTTL. */
async function expiryOf(client: Client, key: string): Promise<number> {
  try {
    return await client.pExpireTime(key);
  } catch {
    const ttl = await client.pTTL(key);
    return ttl > 0 ? Date.now() + ttl : ttl;
  }
}

/** The strings' records, read in pipelined batches; a key gone meanwhile (expired) is left out. */
async function readStrings(
  client: Client,
  found: { full: string; ns: string; key: string }[],
  others: Map<string, number>,
): Promise<Map<string, LegacyRecord[]>> {
  const records = new Map<string, LegacyRecord[]>();
  for (let i = 0; i < found.length; i += BATCH) {
    const read = await Promise.all(
      found.slice(i, i + BATCH).map(async (k) => ({ ...k, raw: await client.get(k.full).catch(() => undefined), expiry: await expiryOf(client, k.full) })),
    );
    for (const { ns, key, raw, expiry } of read) {
      if (raw === undefined) counted(others, "keys of a namespace that hold no text (not the old store's)");
      if (raw === undefined || raw === null || expiry === -2) continue;
      listed(records, ns, { key, raw, expiresAt: expiry > 0 ? expiry : envelopeExpiry(raw) });
    }
  }
  return records;
}

async function readOutbox(client: Client, prefix: string): Promise<LegacyOutboxItem[]> {
  const items: LegacyOutboxItem[] = [];
  for (const id of await client.zRange(`${prefix}:{outbox}:leases`, 0, -1)) {
    const h = await client.hGetAll(`${prefix}:{outbox}:item:${id}`);
    // An id whose hash is gone was finished; the old outbox dropped it from the set at its next look.
    if (h.kind === undefined || h.body === undefined) continue;
    items.push({
      id,
      kind: h.kind,
      body: JSON.parse(h.body) as unknown,
      ...(h.progress ? { progress: JSON.parse(h.progress) as unknown } : {}),
      createdAt: Number(h.created),
      attempts: Number(h.attempts),
    });
  }
  return items.sort((a, b) => a.createdAt - b.createdAt);
}

/** `*`, `?`, `[`, `]` and `\` in the prefix are matched as themselves. */
const literal = (text: string) => text.replace(/[*?[\]\\]/g, (c) => `\\${c}`);

/** Everything under `<prefix>:` on the server of `url`; `label` names it (without credentials) in errors. */
export async function readRedisLegacy(url: string, prefix: string, label: string): Promise<LegacySnapshot> {
  const client = await connect(url, label);
  try {
    const strings: { full: string; ns: string; key: string }[] = [];
    const logs = new Map<string, unknown[]>();
    const others = new Map<string, number>();
    let outbox = false;
    for await (const batch of client.scanIterator({ MATCH: `${literal(prefix)}:*`, COUNT: 1000 })) {
      for (const full of batch) {
        const shape = shapeOf(full.slice(prefix.length + 1));
        if ('string' in shape) strings.push({ full, ...shape.string });
        else if ('log' in shape)
          logs.set(
            shape.log,
            (await client.lRange(full, 0, -1)).map((text) => readable(() => JSON.parse(text))),
          );
        else if ('leases' in shape) outbox = true;
        else if ('other' in shape) counted(others, shape.other);
      }
    }
    const records = await readStrings(client, strings, others);
    return { label, records, logs, outbox: outbox ? await readOutbox(client, prefix) : [], others };
  } finally {
    await client.close();
  }
}
