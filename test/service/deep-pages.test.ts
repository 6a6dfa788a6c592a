// Deep pages of one recipient's recognitions (issue 24): every page is exactly the LIMIT/OFFSET page of the order the
// spec's list had (newest createdate first, then the latest id), read from the recipient index — page N+1 seeks from
// page N's key, and EXPLAIN QUERY PLAN shows one index range and rowid lookups: no scan, no sort of the recipient's rows.
import Database from 'better-sqlite3';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashApiKey } from '../../src/service/api-keys.js';
import { migrations } from '../../src/service/migrations.js';
import { type RunningService, startService } from '../../src/service/server.js';
import { testFixture } from '../support/fixture.js';

let service: RunningService;
let statements: string[] | null = null;

/** 700 recognitions to ben whose dates run against their ids and share seconds (the id breaks ties), half written with
 * the recipient's createdate and half without (a trigger fills it in; all without on the previous schema); and 100 to the same address on the prod stage. */
function seed(db: Database.Database, withDates = true): void {
  const recognition = db.prepare(
    "INSERT INTO recognitions (stage, company_id, sender_email, amount, reason, share, type, createdate) VALUES (?, 'acme', 'ana@acme.test', 1, ?, 1, 'coin', ?)",
  );
  const dated = withDates
    ? db.prepare("INSERT INTO recognition_recipients (recognition_id, email, name, type, createdate) VALUES (?, 'ben@acme.test', 'Ben Carter', 'user', ?)")
    : undefined;
  const undated = db.prepare("INSERT INTO recognition_recipients (recognition_id, email, name, type) VALUES (?, 'ben@acme.test', 'Ben Carter', 'user')");
  db.transaction(() => {
    for (let i = 0; i < 800; i += 1) {
      const createdate = `2026-04-${String(28 - (i % 9)).padStart(2, '0')} 10:00:0${i % 3}`;
      const id = recognition.run(i < 700 ? 'dev' : 'prod', `deep ${i}`, createdate).lastInsertRowid;
      if (i % 2 && dated) dated.run(id, createdate);
      else undated.run(id);
    }
  })();
}

beforeAll(async () => {
  const file = join(mkdtempSync(join(tmpdir(), 'deep-pages-')), 'db.sqlite');
  service = await startService({ db: file, seed: testFixture(), onStatement: (sql) => statements?.push(sql) });
  seed(service.db);
});
afterAll(() => service?.close());

/** The page as the list was defined before the index: every recognition of the recipient, sorted, LIMIT/OFFSET. */
function offsetPage(db: Database.Database, page: number, limit: number): string[] {
  return (
    db
      .prepare(`SELECT r.id FROM recognitions r WHERE r.stage = 'dev' AND r.company_id = 'acme'
      AND r.id IN (SELECT recognition_id FROM recognition_recipients WHERE email = 'ben@acme.test') ORDER BY r.createdate DESC, r.id DESC LIMIT ? OFFSET ?`)
      .all(limit, (page - 1) * limit) as { id: number }[]
  ).map((r) => String(r.id));
}

async function read(page: number, limit = 50, url = service.url) {
  statements = [];
  const response = await fetch(`${url}/dev/1/recognition?email=ben@acme.test&limit=${limit}&page=${page}`, { headers: { 'x-api-key': 'acme-dev-key' } });
  const sql = statements;
  statements = null;
  const body = (await response.json()) as { recognitions: { id: string }[]; pagination: { totalItems: number; totalPages: number } };
  return { ids: body.recognitions.map((r) => r.id), pagination: body.pagination, sql };
}

const planOf = (sql: string) => (service.db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all() as { detail: string }[]).map((p) => p.detail);

describe("one recipient's recognitions, page after page", () => {
  it('are the LIMIT/OFFSET pages, each after the first one index range from the last key: no count, no scan, no sort', async () => {
    const first = await read(1);
    expect(first.sql.some((s) => /count\(\*\) AS n FROM recognition_recipients/.test(s))).toBe(true);
    const pages = first.pagination.totalPages;
    expect(first.pagination.totalItems).toBe(offsetPage(service.db, 1, 10_000).length);
    expect(pages).toBeGreaterThanOrEqual(14);
    const all = [...first.ids];
    for (let page = 2; page <= pages; page += 1) {
      const { ids, sql } = await read(page);
      expect(ids).toEqual(offsetPage(service.db, page, 50));
      expect(sql.some((s) => /count\(\*\) AS n FROM recognition_recipients/.test(s))).toBe(false); // the total is counted once
      const [pageSql] = sql.filter((s) => s.includes('FROM recognition_recipients rr'));
      expect(pageSql).toMatch(/\(rr\.createdate, rr\.recognition_id\) < \('2026-04-\d\d 10:00:0\d', \d+(\.0)?\)/);
      expect(pageSql).toMatch(/LIMIT 50(\.0)? OFFSET 0(\.0)?\) p/);
      // The page (co-routine p) is one index range of ben's rows after the key and a rowid lookup per row: no scan, no
      // temporary b-tree. Only the outer SELECT writing the JSON sorts again — the page's 50 rows.
      const plan = planOf(pageSql!);
      expect(plan.slice(0, plan.indexOf('SCAN p'))).toEqual([
        'CO-ROUTINE p',
        'SEARCH rr USING COVERING INDEX recipients_by_email (email=? AND (createdate,recognition_id)<(?,?))',
        'SEARCH r USING INTEGER PRIMARY KEY (rowid=?)',
      ]);
      all.push(...ids);
    }
    expect(all).toEqual(offsetPage(service.db, 1, 10_000));
  });

  it('read out of order, past the end or with another size, are still the LIMIT/OFFSET pages', async () => {
    for (const [page, limit] of [
      [9, 50],
      [3, 50],
      [4, 50],
      [2, 250],
      [3, 250],
      [11, 7],
      [10, 7],
      [99, 50],
    ] as const) {
      expect((await read(page, limit)).ids).toEqual(offsetPage(service.db, page, limit));
    }
  });

  it('follow a recognition whose date changes and a recipient row written without a date', async () => {
    const [moved] = offsetPage(service.db, 3, 1);
    service.db.prepare("UPDATE recognitions SET createdate = '2026-12-31 23:59:59' WHERE id = ?").run(Number(moved));
    const id = service.db
      .prepare(
        "INSERT INTO recognitions (stage, company_id, sender_email, amount, reason, share, type, createdate) VALUES ('dev', 'acme', 'cara@acme.test', 2, 'late', 1, 'coin', '2026-04-25 10:00:01')",
      )
      .run().lastInsertRowid;
    service.db.prepare("INSERT INTO recognition_recipients (recognition_id, email, name, type) VALUES (?, 'ben@acme.test', 'Ben Carter', 'user')").run(id);
    const first = await read(1);
    expect(first.ids[0]).toBe(moved);
    for (let page = 1; page <= first.pagination.totalPages; page += 1) expect((await read(page)).ids).toEqual(offsetPage(service.db, page, 50));
  });
});

describe('a database of the previous schema', () => {
  it('gets the recipients their dates and the index at open, and pages as before', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'deep-upgrade-')), 'db.sqlite');
    const old = new Database(file);
    const previous = migrations.length - 1;
    for (const step of migrations.slice(0, previous)) typeof step === 'string' ? old.exec(step) : step(old);
    old.pragma(`user_version = ${previous}`);
    old.exec(`INSERT INTO companies VALUES ('acme', 'Acme', 'en', 'US');
      INSERT INTO members (stage, company_id, email, firstname, lastname, language, country) VALUES ('dev', 'acme', 'ben@acme.test', 'Ben', 'Carter', 'en', 'US');`);
    old.prepare("INSERT INTO api_key_hashes (key_sha256, company_id, stage) VALUES (?, 'acme', 'dev')").run(hashApiKey('acme-dev-key'));
    seed(old, false);
    expect(() => old.prepare('SELECT createdate FROM recognition_recipients').get()).toThrow(/no such column/);
    old.close();
    const upgraded = await startService({ db: file, seed: testFixture() });
    try {
      expect(upgraded.db.prepare('SELECT count(*) AS n FROM recognition_recipients WHERE createdate IS NULL').get()).toEqual({ n: 0 });
      const mismatched =
        'SELECT count(*) AS n FROM recognition_recipients rr JOIN recognitions r ON r.id = rr.recognition_id WHERE rr.createdate <> r.createdate';
      expect(upgraded.db.prepare(mismatched).get()).toEqual({ n: 0 });
      for (const page of [1, 2, 14]) expect((await read(page, 50, upgraded.url)).ids).toEqual(offsetPage(upgraded.db, page, 50));
    } finally {
      await upgraded.close();
    }
  });
});
