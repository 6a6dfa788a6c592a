// One query per page: reading a page of 50 runs as many SQL statements as a page of 1 (no query per row),
// counted with a hook on every statement the service's database connection runs; each recognition of a page comes
// out of SQLite as the API's JSON.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningService, startService } from '../../src/service/server.js';
import { testFixture } from '../support/fixture.js';

let service: RunningService;
let statements: string[] | null = null;

beforeAll(async () => {
  service = await startService({ seed: testFixture(), onStatement: (sql) => statements?.push(sql) });
  const insert = service.db.prepare(
    "INSERT INTO recognitions (stage, company_id, sender_email, amount, reason, share, type, createdate) VALUES ('dev', 'acme', ?, 2, ?, 1, 'coin', ?)",
  );
  const recipient = service.db.prepare('INSERT INTO recognition_recipients (recognition_id, email, name, type) VALUES (?, ?, ?, ?)');
  for (let i = 0; i < 60; i += 1) {
    const id = insert.run(i % 2 ? 'ana@acme.test' : 'cara@acme.test', `page test ${i}`, `2026-03-01 10:${String(i).padStart(2, '0')}:00`).lastInsertRowid;
    recipient.run(id, 'ben@acme.test', 'Ben Carter', 'user');
    recipient.run(id, 'mgr@acme.test', 'Max Manager', 'user');
  }
});
afterAll(() => service?.close());

async function statementsFor(path: string): Promise<{ body: Record<string, unknown[]>; sql: string[] }> {
  statements = [];
  const response = await fetch(`${service.url}/dev${path}`, { headers: { 'x-api-key': 'acme-dev-key' } });
  const sql = statements;
  statements = null;
  expect(response.status).toBe(200);
  return { body: (await response.json()) as Record<string, unknown[]>, sql };
}

describe('one query per page', () => {
  it.each([
    ['recognitions received', '/1/recognition?email=ben@acme.test', 'recognitions'],
    ['recognitions received (legacy path)', '/1/recognition/recipient/ben@acme.test', 'recognitions'],
    ['shared recognitions of a team', '/1/recognition?team_name=Engineering', 'recognitions'],
    ['feedback', '/1/performance_feedback?email=ana@acme.test', 'feedback'],
    ['questions', '/1/questions', 'questions'],
    ['responses', '/1/responses?email=ana@acme.test', 'responses'],
  ])('%s: a page of 50 runs as many statements as a page of 1, at most 4', async (_name, path, list) => {
    const one = await statementsFor(`${path}${path.includes('?') ? '&' : '?'}limit=1`);
    const fifty = await statementsFor(`${path}${path.includes('?') ? '&' : '?'}limit=50`);
    expect(fifty.sql).toHaveLength(one.sql.length);
    expect(fifty.sql.length).toBeLessThanOrEqual(4); // the key, the data version, the count, the page
    if (list === 'recognitions') expect(fifty.body[list]).toHaveLength(50);
  });

  it('reads each recognition of the page with its sender and its recipients in order', async () => {
    const { body } = await statementsFor('/1/recognition?email=ben@acme.test&limit=2');
    expect(body.recognitions).toEqual([
      expect.objectContaining({
        for: 'page test 59',
        total: 4,
        from: { email: 'ana@acme.test', name: 'Ana Lima' },
        to: [
          { email: 'ben@acme.test', name: 'Ben Carter', type: 'user' },
          { email: 'mgr@acme.test', name: 'Max Manager', type: 'user' },
        ],
      }),
      expect.objectContaining({ for: 'page test 58', from: { email: 'cara@acme.test', name: 'Cara Sales' } }),
    ]);
  });

  it.each([
    ['by e-mail', '/1/recognition?email=ben@acme.test&limit=50'],
    ['by team', '/1/recognition?team_name=Engineering&limit=50'],
  ])('a recognition page %s reaches JavaScript as one JSON text per recognition, written by SQLite', async (_name, path) => {
    const { sql } = await statementsFor(path);
    const page = sql.find((s) => s.includes('json_object') && s.includes('LIMIT'));
    expect(page).toBeDefined();
    // Not a dozen columns a row to build objects from and serialise again: the page's key and the API's item.
    expect(
      service.db
        .prepare(page!)
        .columns()
        .map((c) => c.name),
    ).toEqual(['_key', 'item']);
  });
});
