// What keeps the service fast at company scale (issue 12), pinned against the rows themselves: a team's recognition page
// is one bounded index range that always lists what the raw rows say (kudos to everyone, private ones, moves between
// teams, rows written straight into SQLite); the town hall reads per-day rollups that agree with the rows after every
// kind of write, a delete included; and a data file of the previous schema is upgraded with both.
import Database from 'better-sqlite3';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../../src/service/migrations.js';
import { type RunningService, startService } from '../../src/service/server.js';
import { testFixture } from '../support/fixture.js';

let service: RunningService;
let statements: string[] | null = null;

beforeAll(async () => {
  const file = join(mkdtempSync(join(tmpdir(), 'scale-')), 'db.sqlite');
  service = await startService({ db: file, seed: testFixture(), onStatement: (sql) => statements?.push(sql) });
});
afterAll(() => service?.close());

async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown, key = 'acme-dev-key', url = service.url): Promise<T> {
  const stage = key.includes('prod') ? 'prod' : 'dev';
  const response = await fetch(`${url}/${stage}${path}`, {
    method,
    headers: { 'x-api-key': key, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as T;
}

const give = (from: string, recipients: string, amount: number, reason: string, share = true, key?: string) =>
  call('POST', `/1/recognition/${from}`, { recipients, amount, for: reason, type: 'coin', display_feed: share }, key);

type Page = { recognitions: { id: string }[]; pagination: { totalItems: number } };

/** The team page as the rows define it: shared recognitions to a current member of the team, newest first. */
function teamPageFromRows(db: Database.Database, team: string): string[] {
  return (
    db
      .prepare(`SELECT r.id FROM recognitions r WHERE r.stage = 'dev' AND r.company_id = 'acme' AND r.share = 1 AND r.id IN (
        SELECT rr.recognition_id FROM teams t JOIN members m ON m.stage = t.stage AND m.company_id = t.company_id AND m.team_id = t.id
        JOIN recognition_recipients rr ON rr.email = m.email WHERE t.stage = 'dev' AND t.company_id = 'acme' AND t.name = ?)
      ORDER BY r.createdate DESC, r.id DESC`)
      .all(team) as { id: number }[]
  ).map((r) => String(r.id));
}

async function expectTeamPagesMatchRows(db: Database.Database, url = service.url) {
  for (const team of ['Engineering', 'Sales', 'Support']) {
    const expected = teamPageFromRows(db, team);
    const page = await call<Page>('GET', `/1/recognition?team_name=${team}&limit=100`, undefined, 'acme-dev-key', url);
    expect(
      page.recognitions.map((r) => r.id),
      team,
    ).toEqual(expected);
    expect(page.pagination.totalItems, team).toBe(expected.length);
  }
}

/** Each day of the rollups next to the same sums over the rows; and the rows' days all have a rollup. */
function expectRollupsMatchRows(db: Database.Database) {
  const rows = db
    .prepare(`SELECT r.stage, r.company_id, substr(r.createdate, 1, 10) AS day, count(DISTINCT r.id) AS shared, sum(r.amount) AS coins
      FROM recognitions r JOIN recognition_recipients rr ON rr.recognition_id = r.id WHERE r.share = 1 GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`)
    .all();
  expect(db.prepare('SELECT stage, company_id, day, shared, coins FROM recognition_days WHERE shared > 0 ORDER BY 1, 2, 3').all()).toEqual(rows);
  const givers = db.prepare(`SELECT DISTINCT r.stage, r.company_id, substr(r.createdate, 1, 10) AS day, lower(r.sender_email) AS email FROM recognitions r
      WHERE r.share = 1 AND EXISTS (SELECT 1 FROM recognition_recipients rr WHERE rr.recognition_id = r.id) ORDER BY 1, 2, 3, 4`);
  const rolledGivers = `SELECT g.stage, g.company_id, g.day, lower(p.email) AS email FROM recognition_day_givers g JOIN rollup_people p ON p.id = g.person ORDER BY 1, 2, 3, 4`;
  expect(db.prepare(rolledGivers).all()).toEqual(givers.all());
  const received =
    db.prepare(`SELECT r.stage, r.company_id, substr(r.createdate, 1, 10) AS day, lower(rr.email) AS email, sum(r.amount) AS coins, count(*) AS received
      FROM recognitions r JOIN recognition_recipients rr ON rr.recognition_id = r.id WHERE r.share = 1 GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4`);
  const rolledReceived = `SELECT d.stage, d.company_id, d.day, lower(p.email) AS email, d.coins, d.received FROM recognition_day_recipients d JOIN rollup_people p ON p.id = d.person ORDER BY 1, 2, 3, 4`;
  expect(db.prepare(rolledReceived).all()).toEqual(received.all());
  const responders = db.prepare('SELECT DISTINCT stage, company_id, date AS day, lower(email) AS email FROM responses ORDER BY 1, 2, 3, 4');
  const rolledResponders = `SELECT d.stage, d.company_id, d.day, lower(p.email) AS email FROM response_day_people d JOIN rollup_people p ON p.id = d.person ORDER BY 1, 2, 3, 4`;
  expect(db.prepare(rolledResponders).all()).toEqual(responders.all());
  const highlights = db.prepare(`SELECT stage, company_id, day, id FROM (SELECT stage, company_id, substr(createdate, 1, 10) AS day, id,
      row_number() OVER (PARTITION BY stage, company_id, substr(createdate, 1, 10) ORDER BY amount DESC, createdate DESC, id DESC) AS n
      FROM recognitions WHERE share = 1) WHERE n = 1 ORDER BY 1, 2, 3`);
  expect(db.prepare('SELECT stage, company_id, day, highlight_id AS id FROM recognition_days WHERE highlight_id IS NOT NULL ORDER BY 1, 2, 3').all()).toEqual(
    highlights.all(),
  );
  const answers = db.prepare('SELECT stage, company_id, date AS day, count(*) AS answers FROM responses GROUP BY 1, 2, 3 ORDER BY 1, 2, 3');
  expect(db.prepare('SELECT stage, company_id, day, answers FROM response_days ORDER BY 1, 2, 3').all()).toEqual(answers.all());
}

const today = () => new Date().toISOString().slice(0, 10);
const townhall = (from: string, to: string, topic?: string) =>
  call<{ sections: { heading: string; body: string }[] }>('POST', '/townhall/content', { date_from: from, date_to: to, ...(topic ? { topic } : {}) });

describe('a team page at company scale', () => {
  it('is one range of an index in page order: no scan, no sort, LIMIT of the page', async () => {
    await give('ana@acme.test', 'ben@acme.test', 2, 'for the plan');
    statements = [];
    await call('GET', '/1/recognition?team_name=Engineering&limit=50');
    const page = statements.find((s) => s.includes('FROM recognition_teams rt') && s.includes('LIMIT'));
    statements = null;
    expect(page).toBeDefined();
    const plan = (service.db.prepare(`EXPLAIN QUERY PLAN ${page!}`).all() as { detail: string }[]).map((p) => p.detail);
    expect(plan).toContain('SEARCH rt USING PRIMARY KEY (team_ref=?)');
    // Only the page itself (p, at most 50 rows) is scanned and sorted, to join its senders and recipients.
    expect(plan.filter((d) => /^SCAN/.test(d))).toEqual(['SCAN p']);
  });

  it('lists what the rows say after kudos to everyone, to a team, private ones, another stage, rows written straight into SQLite and moves between teams', async () => {
    await give('ana@acme.test', 'ALL_MEMBERS', 1, 'for the launch');
    await give('cara@acme.test', 't100', 3, 'for the migration');
    await give('ben@acme.test', 'cara@acme.test', 4, 'private thanks', false);
    await give('ana@acme.test', 'ben@acme.test,cara@acme.test', 5, 'for the offsite');
    await give('ana@acme.test', 'ben@acme.test', 6, 'on prod', true, 'acme-prod-key');
    const id = service.db
      .prepare(
        "INSERT INTO recognitions (stage, company_id, sender_email, amount, reason, share, type, createdate) VALUES ('dev', 'acme', 'cara@acme.test', 7, 'legacy row', 1, 'coin', '2026-02-01 09:00:00')",
      )
      .run().lastInsertRowid;
    service.db.prepare("INSERT INTO recognition_recipients (recognition_id, email, name, type) VALUES (?, 'mgr@acme.test', 'Max Manager', 'user')").run(id);
    await expectTeamPagesMatchRows(service.db);

    // Ben moves to Sales, Cara to a new team, Dan joins Engineering: recognitions follow their recipients' current team.
    const members = [
      { email: 'ben@acme.test', first_name: 'Ben', last_name: 'Carter', team_name: 'Sales', manager_email: 'mgr@acme.test' },
      { email: 'cara@acme.test', first_name: 'Cara', last_name: 'Sales', team_name: 'Support', manager_email: 'ceo@acme.test' },
      { email: 'dan@acme.test', first_name: 'Dan', last_name: 'New', team_name: 'Engineering', manager_email: 'mgr@acme.test' },
    ];
    await call('POST', '/api/v1/members', { members, options: { update_if_exists: true } });
    await give('ceo@acme.test', 'dan@acme.test', 8, 'welcome');
    await expectTeamPagesMatchRows(service.db);
    expect(teamPageFromRows(service.db, 'Support').length).toBeGreaterThan(0);
  });
});

describe('the town hall at company scale', () => {
  it('reads per-day rollups that agree with the rows after every kind of write, and after a delete', async () => {
    await give('mgr@acme.test', 'ALL_MEMBERS', 9, 'for the quarter');
    service.db
      .prepare("INSERT INTO responses (stage, company_id, email, question_id, answer, date) VALUES ('dev', 'acme', 'cara@acme.test', 'q-acme-1', '1', ?)")
      .run(today());
    statements = [];
    const digest = await townhall('2026-01-01', today());
    const sql = statements;
    statements = null;
    expect(sql.some((s) => s.includes('FROM recognition_days'))).toBe(true);
    expect(sql.some((s) => s.includes('FROM response_days'))).toBe(true);
    expect(sql.some((s) => s.includes('FROM recognition_day_recipients'))).toBe(true);
    // No statement of the town hall reads the recipient rows or the answers themselves (beyond folding new ones in).
    expect(sql.filter((s) => /count\(DISTINCT (email|sender_email)|GROUP BY rr\.email/.test(s))).toEqual([]);
    expectRollupsMatchRows(service.db);
    // The rollups and the rows (read with a topic every reason of the period holds) tell the same story.
    const everyReason = await townhall('2026-01-01', today(), 'e');
    const other =
      "SELECT count(*) AS n FROM recognitions WHERE stage = 'dev' AND company_id = 'acme' AND share = 1 AND createdate >= '2026-01-01' AND reason NOT LIKE '%e%'";
    expect(service.db.prepare(other).get()).toEqual({ n: 0 });
    expect(everyReason.sections[0]?.body).toBe(digest.sections[0]?.body.replace('No shared recognition between', 'No shared recognition about "e" between'));

    service.db
      .prepare(
        "DELETE FROM recognition_recipients WHERE email = 'ben@acme.test' AND recognition_id IN (SELECT id FROM recognitions WHERE reason = 'for the offsite')",
      )
      .run();
    service.db.prepare("DELETE FROM responses WHERE email = 'ana@acme.test'").run();
    await townhall('2026-01-01', today());
    expectRollupsMatchRows(service.db);
    await expectTeamPagesMatchRows(service.db);
  });
});

describe('a data file of the previous schema', () => {
  it('is upgraded in place: team pages and rollups built from the rows already there', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'scale-upgrade-')), 'db.sqlite');
    const old = new Database(file);
    old.exec(migrations.slice(0, 6).join('\n'));
    old.pragma('user_version = 6');
    old.exec(`INSERT INTO companies VALUES ('acme', 'Acme', 'en', 'US');
      INSERT INTO api_keys VALUES ('acme-dev-key', 'acme', 'dev');
      INSERT INTO teams VALUES ('dev', 'acme', 't100', 'Engineering'), ('dev', 'acme', 't200', 'Sales'), ('dev', 'acme', 't300', 'Support');
      INSERT INTO members (stage, company_id, email, firstname, lastname, team_id, language, country, engagement_health_score)
        VALUES ('dev', 'acme', 'ana@acme.test', 'Ana', 'Lima', 't100', 'en', 'US', 40), ('dev', 'acme', 'ben@acme.test', 'Ben', 'Carter', 't100', 'en', 'US', 80),
               ('dev', 'acme', 'cara@acme.test', 'Cara', 'Sales', 't200', 'en', 'US', 60);
      INSERT INTO recognitions VALUES (1, 'dev', 'acme', 'ana@acme.test', 3, 'old one', 1, 'coin', '2026-03-01 10:00:00'),
        (2, 'dev', 'acme', 'cara@acme.test', 5, 'old two', 1, 'coin', '2026-03-02 10:00:00'), (3, 'dev', 'acme', 'ben@acme.test', 2, 'private', 0, 'coin', '2026-03-03 10:00:00');
      INSERT INTO recognition_recipients VALUES (1, 'ben@acme.test', 'Ben Carter', 'user'), (2, 'ana@acme.test', 'Ana Lima', 'user'),
        (2, 'ben@acme.test', 'Ben Carter', 'user'), (3, 'cara@acme.test', 'Cara Sales', 'user');
      INSERT INTO responses (stage, company_id, email, question_id, answer, date) VALUES ('dev', 'acme', 'ana@acme.test', 'q', '1', '2026-03-01');`);
    old.close();
    const upgraded = await startService({ db: file, seed: testFixture() });
    try {
      expect(upgraded.db.pragma('user_version', { simple: true })).toBe(migrations.length);
      await expectTeamPagesMatchRows(upgraded.db, upgraded.url);
      expectRollupsMatchRows(upgraded.db);
      const digest = await call<{ sections: { body: string }[] }>(
        'POST',
        '/townhall/content',
        { date_from: '2026-03-01', date_to: '2026-03-31' },
        'acme-dev-key',
        upgraded.url,
      );
      expect(digest.sections[0]?.body).toContain('2 shared recognitions from 2 colleagues, 13 coins in all.');
      expect(digest.sections[1]?.body).toBe('1 answer from 1 person — 33% of 3 active members.');
    } finally {
      await upgraded.close();
    }
  });
});
