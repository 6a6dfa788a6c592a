// Page numbers over keyset cursors: a sequential export issues one bounded query per page (it seeks from the last
// page's key, OFFSET 0, no recount), and every page is exactly the LIMIT/OFFSET page, even after the data changed.
import Database from 'better-sqlite3';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningService, startService } from '../../src/service/server.js';
import { testFixture } from '../support/fixture.js';

type Row = { email: string; answer: string; date: string };
let service: RunningService;
let file: string;
let statements: string[] | null = null;

beforeAll(async () => {
  file = join(mkdtempSync(join(tmpdir(), 'paging-')), 'db.sqlite');
  service = await startService({ db: file, seed: testFixture(), onStatement: (sql) => statements?.push(sql) });
  const insert = service.db.prepare("INSERT INTO responses (stage, company_id, email, question_id, answer, date) VALUES ('dev', 'acme', ?, 'q-acme-1', ?, ?)");
  // Seven dates dealt out of order: many rows share a date, so the id must break ties exactly as OFFSET would.
  service.db.transaction(() => {
    for (let i = 0; i < 1000; i += 1) insert.run(i % 2 ? 'ana@acme.test' : 'ben@acme.test', `a${i}`, `2026-05-0${1 + ((i * 3) % 7)}`);
  })();
});
afterAll(() => service?.close());

/** The rows as LIMIT/OFFSET over the whole ordered set gives them: the semantics pages must keep. */
function offsetPage(page: number, limit: number): Row[] {
  return service.db
    .prepare(
      "SELECT email, answer, date FROM responses WHERE stage = 'dev' AND company_id = 'acme' AND question_id = 'q-acme-1' ORDER BY date, id LIMIT ? OFFSET ?",
    )
    .all(limit, (page - 1) * limit) as Row[];
}

async function read(page: number, limit = 50) {
  statements = [];
  const response = await fetch(`${service.url}/dev/1/responses?question_id=q-acme-1&limit=${limit}&page=${page}`, { headers: { 'x-api-key': 'acme-dev-key' } });
  const sql = statements;
  statements = null;
  const body = (await response.json()) as { responses: Row[]; pagination: { totalItems: number; totalPages: number } };
  return { rows: body.responses.map(({ email, answer, date }) => ({ email, answer, date })), pagination: body.pagination, sql };
}

describe('page numbers over keyset cursors', () => {
  it('a sequential export issues one bounded query per page: it seeks from the last key, skips nothing and counts once', async () => {
    const first = await read(1);
    expect(first.sql.some((s) => /count\(\*\)/.test(s))).toBe(true);
    const pages = first.pagination.totalPages;
    expect(pages).toBe(21); // 1,000 rows here and 2 of the fixture, 50 a page
    const exported = [...first.rows];
    for (let page = 2; page <= pages; page += 1) {
      const { rows, sql } = await read(page);
      expect(sql).toHaveLength(3); // the key, the data version, the page
      expect(sql.some((s) => /count\(\*\)/.test(s))).toBe(false);
      const [pageSql] = sql.filter((s) => /FROM responses/.test(s));
      // Two index ranges after the cursor — the rest of its day, then the days after — each read no further than 50 rows.
      expect(pageSql).toMatch(/r\.date = '2026-05-0\d'\s+AND r\.id > \d+(\.0)? ORDER BY r\.date ASC, r\.id ASC LIMIT 50(\.0)?\)/);
      expect(pageSql).toMatch(/\s+AND r\.date > '2026-05-0\d' ORDER BY r\.date ASC, r\.id ASC LIMIT 50(\.0)?\)/);
      expect(pageSql).toMatch(/LIMIT 50(\.0)? OFFSET 0(\.0)?\) r\s/);
      exported.push(...rows);
    }
    expect(exported).toEqual(offsetPage(1, 2000));
  });

  it('pages read out of order, past the end or with another size are the LIMIT/OFFSET pages', async () => {
    for (const [page, limit] of [
      [7, 50],
      [5, 50],
      [6, 50],
      [3, 250],
      [2, 250],
      [4, 250],
      [5, 250],
      [9, 7],
      [400, 50],
    ] as const) {
      expect((await read(page, limit)).rows).toEqual(offsetPage(page, limit));
    }
  });

  it('a write in the service drops the cursors: the next page and the total are exact again', async () => {
    await read(3);
    const before = await read(4);
    service.db
      .prepare(
        "INSERT INTO responses (stage, company_id, email, question_id, answer, date) VALUES ('dev', 'acme', 'ana@acme.test', 'q-acme-1', 'early', '2026-01-01')",
      )
      .run();
    const after = await read(4);
    expect(after.pagination.totalItems).toBe(before.pagination.totalItems + 1);
    expect(after.rows).toEqual(offsetPage(4, 50));
    expect(after.rows[1]).toEqual(before.rows[0]); // the early row moved every later row one place on
  });

  it('a write by another process on the same file drops the cursors too', async () => {
    await read(5);
    const other = new Database(file);
    other.prepare("DELETE FROM responses WHERE answer IN ('a1', 'a2', 'a3')").run();
    other.close();
    const after = await read(6);
    expect(after.rows).toEqual(offsetPage(6, 50));
    expect(after.pagination.totalItems).toBe(offsetPage(1, 5000).length);
  });
});
