// What keeps a recognition POST fast at company scale (issue 12), pinned on the statements and the files themselves: a
// kudos to a team of 200 is one transaction whose recipients are one INSERT … SELECT, and the
// service's thread never copies the write-ahead log into the database file — the checkpointer's worker does.
import Database from 'better-sqlite3';
import { copyFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAFETY_NET_PAGES } from '../../src/service/checkpointer.js';
import { CACHE_KIB } from '../../src/service/db.js';
import { type RunningService, startService } from '../../src/service/server.js';
import { largeCompany } from '../support/fixture.js';

let service: RunningService;
let file: string;
let statements: string[] | null = null;

beforeAll(async () => {
  file = join(mkdtempSync(join(tmpdir(), 'write-path-')), 'db.sqlite');
  service = await startService({ db: file, seed: largeCompany(200).fixture, onStatement: (sql) => statements?.push(sql) });
});
afterAll(() => service?.close());

async function give(recipients: string, reason: string) {
  statements = [];
  const response = await fetch(`${service.url}/dev/1/recognition/ana@acme.test`, {
    method: 'POST',
    headers: { 'x-api-key': 'acme-dev-key', 'content-type': 'application/json' },
    body: JSON.stringify({ recipients, amount: 2, for: reason }),
  });
  const sql = statements;
  statements = null;
  expect(response.status).toBe(200);
  return { body: (await response.json()) as { total: number; to: unknown[] }, sql };
}

describe('a recognition POST to a team of 200', () => {
  it('is one transaction: the recognition, one INSERT … SELECT of its 200 recipients, its teams', async () => {
    const { body, sql } = await give('t900', 'for the team offsite');
    expect(body.to).toHaveLength(200);
    expect(body.total).toBe(400);
    expect(sql.filter((s) => s === 'BEGIN')).toHaveLength(1);
    expect(sql.filter((s) => s === 'COMMIT')).toHaveLength(1);
    const inside = sql.slice(sql.indexOf('BEGIN') + 1, sql.indexOf('COMMIT'));
    expect(inside).toHaveLength(3);
    const recipients = inside.filter((s) => s.includes('INSERT INTO recognition_recipients'));
    expect(recipients).toHaveLength(1);
    expect(recipients[0]).toMatch(/SELECT .* FROM members m/s);
    // Nothing outside the transaction writes: the checks before it and the read of the answer are SELECTs.
    expect(sql.filter((s) => !inside.includes(s) && s !== 'BEGIN' && s !== 'COMMIT' && !/^\s*SELECT/i.test(s))).toEqual([]);
  });

  it('runs as many statements as a kudos to a team of 3', async () => {
    const big = await give('t900', 'for the release');
    const small = await give('t100', 'for the plan');
    expect(small.body.to).toHaveLength(2);
    expect(big.sql.length).toBe(small.sql.length);
  });
});

describe('the service connection', () => {
  it('keeps up to 128 MiB of pages, so the indexes a write touches at random stay in memory', () => {
    expect(service.db.pragma('cache_size', { simple: true })).toBe(-CACHE_KIB);
  });
});

describe('checkpoints', () => {
  it('are left by the service connection to the worker: its own autocheckpoint is only the far safety net', () => {
    expect(service.db.pragma('wal_autocheckpoint', { simple: true })).toBe(SAFETY_NET_PAGES);
  });

  it('bring a kudos into the database file itself, read without the log, while the service keeps running', async () => {
    await give('ben@acme.test', 'for checkpointing');
    let found = 0;
    for (let attempt = 0; attempt < 50 && found === 0; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      // The database file alone, copied without its -wal: it holds only what a checkpoint has copied in.
      const copy = join(mkdtempSync(join(tmpdir(), 'write-path-copy-')), 'db.sqlite');
      copyFileSync(file, copy);
      const db = new Database(copy);
      const hasTable = db.prepare("SELECT 1 FROM sqlite_schema WHERE name = 'recognitions'").get() !== undefined;
      if (hasTable) found = (db.prepare("SELECT count(*) AS n FROM recognitions WHERE reason = 'for checkpointing'").get() as { n: number }).n;
      db.close();
    }
    expect(found).toBe(1);
  });
});
