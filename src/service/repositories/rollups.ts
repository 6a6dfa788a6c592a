// The town hall's per-day rollups: shared recognitions, coins, the day's highlight and survey answers, and who gave,
// who received what and who answered (each person a small integer of rollup_people). They are folded in from each
// table's last folded rowid (so rows written by anyone, in this process or not, are counted once), and rebuilt from
// scratch when a trigger marked them stale (a summed row was edited or deleted).
import type { Scope } from '../scope.js';
import type { Sql } from './statements.js';

type Marks = { recognitions: number; recipients: number; responses: number };

const FOLD_HIGHLIGHTS = `
  INSERT INTO recognition_days (stage, company_id, day, highlight_amount, highlight_createdate, highlight_id)
  SELECT stage, company_id, day, amount, createdate, id FROM (
    SELECT stage, company_id, substr(createdate, 1, 10) AS day, amount, createdate, id,
      row_number() OVER (PARTITION BY stage, company_id, substr(createdate, 1, 10) ORDER BY amount DESC, createdate DESC, id DESC) AS rank
    FROM recognitions WHERE id > ? AND id <= ? AND share = 1)
  WHERE rank = 1
  ON CONFLICT DO UPDATE SET highlight_amount = excluded.highlight_amount, highlight_createdate = excluded.highlight_createdate, highlight_id = excluded.highlight_id
  WHERE highlight_id IS NULL OR (excluded.highlight_amount, excluded.highlight_createdate, excluded.highlight_id) > (highlight_amount, highlight_createdate, highlight_id)`;

/** New recipient rows, per recognition: how many, and whether they are its first (it now counts as sent to someone). */
const FOLD_RECIPIENTS = `
  INSERT INTO recognition_days (stage, company_id, day, shared, coins)
  SELECT r.stage, r.company_id, substr(r.createdate, 1, 10), sum(f.first), sum(r.amount * f.k)
  FROM (SELECT n.recognition_id, count(*) AS k,
          NOT EXISTS (SELECT 1 FROM recognition_recipients o WHERE o.recognition_id = n.recognition_id AND o.rowid <= ?) AS first
        FROM recognition_recipients n WHERE n.rowid > ? AND n.rowid <= ? GROUP BY n.recognition_id) f
  JOIN recognitions r ON r.id = f.recognition_id
  WHERE r.share = 1
  GROUP BY r.stage, r.company_id, substr(r.createdate, 1, 10)
  ON CONFLICT DO UPDATE SET shared = shared + excluded.shared, coins = coins + excluded.coins`;

/** The new recipient rows of shared recognitions, with their recognition and what `join` adds (parameters: the rowid range). */
const newShared = (join = '') =>
  `recognition_recipients rr JOIN recognitions r ON r.id = rr.recognition_id ${join} WHERE rr.rowid > ? AND rr.rowid <= ? AND r.share = 1`;
/** The person of an e-mail of the recognition's company. */
const personOf = (email: string) => `JOIN rollup_people p ON p.stage = r.stage AND p.company_id = r.company_id AND p.email = ${email}`;

const INTERN = `
  INSERT OR IGNORE INTO rollup_people (stage, company_id, email)
  SELECT r.stage, r.company_id, rr.email FROM ${newShared()}
  UNION SELECT r.stage, r.company_id, r.sender_email FROM ${newShared()}`;

const FOLD_RECEIVED = `
  INSERT INTO recognition_day_recipients (stage, company_id, day, person, coins, received)
  SELECT r.stage, r.company_id, substr(r.createdate, 1, 10), p.id, sum(r.amount), count(*)
  FROM ${newShared(personOf('rr.email'))}
  GROUP BY r.stage, r.company_id, substr(r.createdate, 1, 10), p.id
  ON CONFLICT DO UPDATE SET coins = coins + excluded.coins, received = received + excluded.received`;

const FOLD_GIVERS = `
  INSERT OR IGNORE INTO recognition_day_givers (stage, company_id, day, person)
  SELECT DISTINCT r.stage, r.company_id, substr(r.createdate, 1, 10), p.id
  FROM ${newShared(personOf('r.sender_email'))}`;

const FOLD_RESPONSES = `
  INSERT INTO response_days (stage, company_id, day, answers)
  SELECT stage, company_id, date, count(*) FROM responses WHERE id > ? AND id <= ? GROUP BY stage, company_id, date
  ON CONFLICT DO UPDATE SET answers = answers + excluded.answers`;

const FOLD_RESPONDERS = [
  'INSERT OR IGNORE INTO rollup_people (stage, company_id, email) SELECT stage, company_id, email FROM responses WHERE id > ? AND id <= ?',
  `INSERT OR IGNORE INTO response_day_people (stage, company_id, day, person)
   SELECT DISTINCT s.stage, s.company_id, s.date, p.id FROM responses s JOIN rollup_people p ON p.stage = s.stage AND p.company_id = s.company_id AND p.email = s.email
   WHERE s.id > ? AND s.id <= ?`,
];

const ROLLUPS = ['recognition_days', 'recognition_day_givers', 'recognition_day_recipients', 'response_days', 'response_day_people'];
const IN_PERIOD = 'stage = ? AND company_id = ? AND day BETWEEN ? AND ?';

export function rollupsRepository(sql: Sql) {
  const marks = () => Object.fromEntries((sql('SELECT name, mark FROM rollup_marks').all() as { name: string; mark: number }[]).map((m) => [m.name, m.mark]));
  const setMark = (name: string, mark: number) => sql('UPDATE rollup_marks SET mark = ? WHERE name = ?').run(mark, name);
  const inPeriod = (scope: Scope, from: string, to: string) => [scope.stage, scope.companyId, from, to];
  const foldRecipients = (from: number, to: number) => {
    sql(FOLD_RECIPIENTS).run(from, from, to);
    sql(INTERN).run(from, to, from, to);
    sql(FOLD_RECEIVED).run(from, to);
    sql(FOLD_GIVERS).run(from, to);
  };
  return {
    /** Brings the rollups up to date with every row written since the last fold; call inside an immediate transaction. */
    fold: () => {
      let done = marks() as Marks & { stale: number };
      if (done.stale) {
        for (const table of [...ROLLUPS, 'rollup_people']) sql(`DELETE FROM ${table}`).run();
        for (const name of ['recognitions', 'recipients', 'responses', 'stale']) setMark(name, 0);
        done = { recognitions: 0, recipients: 0, responses: 0, stale: 0 };
      }
      const last = sql(`SELECT (SELECT coalesce(max(id), 0) FROM recognitions) AS recognitions,
        (SELECT coalesce(max(rowid), 0) FROM recognition_recipients) AS recipients, (SELECT coalesce(max(id), 0) FROM responses) AS responses`).get() as Marks;
      if (last.recognitions > done.recognitions) sql(FOLD_HIGHLIGHTS).run(done.recognitions, last.recognitions);
      if (last.recipients > done.recipients) foldRecipients(done.recipients, last.recipients);
      if (last.responses > done.responses) {
        sql(FOLD_RESPONSES).run(done.responses, last.responses);
        for (const statement of FOLD_RESPONDERS) sql(statement).run(done.responses, last.responses);
      }
      for (const name of ['recognitions', 'recipients', 'responses'] as const) if (last[name] !== done[name]) setMark(name, last[name]);
    },
    /** Shared recognitions with a recipient in the period, their coins and their distinct givers; read as BigInt. */
    sharedTotals: (scope: Scope, from: string, to: string) =>
      sql(`SELECT coalesce(sum(shared), 0) AS n, coalesce(sum(coins), 0) AS coins,
             (SELECT count(DISTINCT person) FROM recognition_day_givers WHERE ${IN_PERIOD}) AS givers
           FROM recognition_days WHERE ${IN_PERIOD}`)
        .safeIntegers()
        .get(...inPeriod(scope, from, to), ...inPeriod(scope, from, to)) as { n: bigint; coins: bigint; givers: bigint },
    /** The most recognised in the period by coins (ties by e-mail), as the e-mail, kudos received and coins. */
    topRecipients: (scope: Scope, from: string, to: string, limit: number) =>
      sql(`SELECT p.email, t.received AS n, t.coins FROM (
             SELECT person, sum(coins) AS coins, sum(received) AS received FROM recognition_day_recipients WHERE ${IN_PERIOD} GROUP BY person) t
           JOIN rollup_people p ON p.id = t.person ORDER BY t.coins DESC, p.email LIMIT ?`)
        .safeIntegers()
        .all(...inPeriod(scope, from, to), limit) as { email: string; n: bigint; coins: bigint }[],
    highlight: (scope: Scope, from: string, to: string) =>
      sql(`SELECT r.reason, r.amount FROM recognition_days d JOIN recognitions r ON r.id = d.highlight_id
           WHERE d.stage = ? AND d.company_id = ? AND d.day BETWEEN ? AND ? AND d.highlight_id IS NOT NULL
           ORDER BY d.highlight_amount DESC, d.highlight_createdate DESC, d.highlight_id DESC LIMIT 1`).get(...inPeriod(scope, from, to)) as
        | { reason: string; amount: number }
        | undefined,
    /** Survey answers in the period and how many people gave them. */
    participation: (scope: Scope, from: string, to: string) =>
      sql(`SELECT (SELECT coalesce(sum(answers), 0) FROM response_days WHERE ${IN_PERIOD}) AS n,
             (SELECT count(DISTINCT person) FROM response_day_people WHERE ${IN_PERIOD}) AS people`).get(
        ...inPeriod(scope, from, to),
        ...inPeriod(scope, from, to),
      ) as { n: number; people: number },
  };
}
