// A TCP relay in front of PostgreSQL that counts what the app asks of it, read from the wire protocol's frontend
// messages: round trips (a simple Query, or a Sync closing an extended query: node-postgres waits for the answer to
// each), statements (Query and Execute), transactions (BEGIN, and a statement outside one), statements by their
// first word, and bytes both ways. pg_stat_statements would need a server restart to load; this needs nothing.
import { type Socket, createConnection, createServer } from 'node:net';
import type { AddressInfo } from 'node:net';

/** What the relay carried since it started. */
export type WireCounts = {
  roundTrips: number;
  statements: number;
  transactions: number;
  byKind: Map<string, number>;
  byText: Map<string, number>;
  inBytes: number;
  outBytes: number;
};

const SSL_REQUEST = 80877103;
const CANCEL_REQUEST = 80877102;

/** The kind of a statement: its first word, lower case (`select`, `insert`, `begin`, `with`…). */
const kindOf = (text: string) => /^\s*([a-z_]+)/i.exec(text)?.[1]?.toLowerCase() ?? 'other';

/** Counts one connection's frontend stream: the first message has no type byte (startup, or an SSL request before
 *  it), every later one is a type byte and an Int32 length that counts itself. */
export function frontendCounter(totals: WireCounts) {
  let pending: Buffer = Buffer.alloc(0);
  let started = false;
  let inTransaction = false;
  const count = (text: string) => {
    const kind = kindOf(text);
    totals.byKind.set(kind, (totals.byKind.get(kind) ?? 0) + 1);
    totals.byText.set(text, (totals.byText.get(text) ?? 0) + 1);
    return kind;
  };
  const statement = (kind: string) => {
    if (kind === 'begin' || kind === 'start') [inTransaction, totals.transactions] = [true, totals.transactions + 1];
    else if (kind === 'commit' || kind === 'rollback' || kind === 'end') inTransaction = false;
    else if (!inTransaction) totals.transactions += 1;
  };
  let parsed: string | undefined; // the text of the last Parse, for the Execute that runs it
  return (chunk: Buffer) => {
    pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
    let at = 0;
    for (;;) {
      if (!started) {
        if (pending.length < at + 8) break;
        const length = pending.readInt32BE(at);
        const code = pending.readInt32BE(at + 4);
        if (pending.length < at + length) break;
        at += length;
        if (code !== SSL_REQUEST && code !== CANCEL_REQUEST) started = true;
        continue;
      }
      if (pending.length < at + 5) break;
      const type = String.fromCharCode(pending[at]!);
      const length = pending.readInt32BE(at + 1);
      if (pending.length < at + 1 + length) break;
      const body = pending.subarray(at + 5, at + 1 + length);
      at += 1 + length;
      if (type === 'Q') {
        const kind = count(body.subarray(0, body.indexOf(0)).toString());
        [totals.roundTrips, totals.statements] = [totals.roundTrips + 1, totals.statements + 1];
        statement(kind);
      } else if (type === 'P') {
        const text = body.subarray(body.indexOf(0) + 1);
        parsed = text.subarray(0, text.indexOf(0)).toString();
      } else if (type === 'E') {
        totals.statements += 1;
        statement(count(parsed ?? 'prepared'));
      } else if (type === 'S') totals.roundTrips += 1;
    }
    pending = pending.subarray(at);
  };
}

/** A relay on a free loopback port to PostgreSQL at `host:port`; `counts()` is a copy of the totals so far. */
export async function countingRelay(host: string, port: number) {
  const totals: WireCounts = { roundTrips: 0, statements: 0, transactions: 0, byKind: new Map(), byText: new Map(), inBytes: 0, outBytes: 0 };
  const sockets = new Set<Socket>();
  const relay = createServer((client) => {
    const server = createConnection({ host, port });
    for (const s of [client, server]) {
      sockets.add(s);
      s.on('error', () => [client, server].forEach((x) => x.destroy()));
      s.on('close', () => sockets.delete(s));
    }
    const feed = frontendCounter(totals);
    client.on('data', (d: Buffer) => {
      totals.inBytes += d.length;
      feed(d);
      server.write(d);
    });
    server.on('data', (d: Buffer) => {
      totals.outBytes += d.length;
      client.write(d);
    });
    client.on('end', () => server.end());
    server.on('end', () => client.end());
  });
  await new Promise<void>((r) => relay.listen(0, '127.0.0.1', r));
  return {
    port: (relay.address() as AddressInfo).port,
    counts: (): WireCounts => ({ ...totals, byKind: new Map(totals.byKind), byText: new Map(totals.byText) }),
    close: () => {
      sockets.forEach((s) => s.destroy());
      relay.close();
    },
  };
}
