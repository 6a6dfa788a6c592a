// The town hall's per-day rollups: shared recognitions, coins, givers, the day's highlight and survey answers. They are
// folded in from each table's last folded rowid (so rows written by anyone, in this process or not, are counted once),
// and rebuilt from scratch when a trigger marked them stale (a summed row was edited or deleted).
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

const FOLD_GIVERS = `
  INSERT OR IGNORE INTO recognition_day_givers (stage, company_id, day, sender_email)
  SELECT DISTINCT r.stage, r.company_id, substr(r.createdate, 1, 10), r.sender_email FROM recognitions r
  WHERE r.share = 1 AND r.id IN (SELECT recognition_id FROM recognition_recipients WHERE rowid > ? AND rowid <= ?)`;

const FOLD_RESPONSES = `
  INSERT INTO response_days (stage, company_id, day, answers)
  SELECT stage, company_id, date, count(*) FROM responses WHERE id > ? AND id <= ? GROUP BY stage, company_id, date
  ON CONFLICT DO UPDATE SET answers = answers + excluded.answers`;

const IN_PERIOD = 'stage = ? AND company_id = ? AND day BETWEEN ? AND ?';

export function rollupsRepository(sql: Sql) {
  const marks = () => Object.fromEntries((sql('SELECT name, mark FROM rollup_marks').all() as { name: string; mark: number }[]).map((m) => [m.name, m.mark]));
  const setMark = (name: string, mark: number) => sql('UPDATE rollup_marks SET mark = ? WHERE name = ?').run(mark, name);
  const inPeriod = (scope: Scope, from: string, to: string) => [scope.stage, scope.companyId, from, to];
  return {
    /** Brings the rollups up to date with every row written since the last fold; call inside an immediate transaction. */
    fold: () => {
      let done = marks() as Marks & { stale: number };
      if (done.stale) {
        for (const table of ['recognition_days', 'recognition_day_givers', 'response_days']) sql(`DELETE FROM ${table}`).run();
        for (const name of ['recognitions', 'recipients', 'responses', 'stale']) setMark(name, 0);
        done = { recognitions: 0, recipients: 0, responses: 0, stale: 0 };
      }
      const last = sql(`SELECT (SELECT coalesce(max(id), 0) FROM recognitions) AS recognitions,
        (SELECT coalesce(max(rowid), 0) FROM recognition_recipients) AS recipients, (SELECT coalesce(max(id), 0) FROM responses) AS responses`).get() as Marks;
      if (last.recognitions > done.recognitions) sql(FOLD_HIGHLIGHTS).run(done.recognitions, last.recognitions);
      if (last.recipients > done.recipients) {
        sql(FOLD_RECIPIENTS).run(done.recipients, done.recipients, last.recipients);
        sql(FOLD_GIVERS).run(done.recipients, last.recipients);
      }
      if (last.responses > done.responses) sql(FOLD_RESPONSES).run(done.responses, last.responses);
      for (const name of ['recognitions', 'recipients', 'responses'] as const) if (last[name] !== done[name]) setMark(name, last[name]);
    },
    /** Shared recognitions with a recipient in the period, their coins and their distinct givers; read as BigInt. */
    sharedTotals: (scope: Scope, from: string, to: string) =>
      sql(`SELECT coalesce(sum(shared), 0) AS n, coalesce(sum(coins), 0) AS coins,
             (SELECT count(DISTINCT sender_email) FROM recognition_day_givers WHERE ${IN_PERIOD}) AS givers
           FROM recognition_days WHERE ${IN_PERIOD}`)
        .safeIntegers()
        .get(...inPeriod(scope, from, to), ...inPeriod(scope, from, to)) as { n: bigint; coins: bigint; givers: bigint },
    highlight: (scope: Scope, from: string, to: string) =>
      sql(`SELECT r.reason, r.amount FROM recognition_days d JOIN recognitions r ON r.id = d.highlight_id
           WHERE d.stage = ? AND d.company_id = ? AND d.day BETWEEN ? AND ? AND d.highlight_id IS NOT NULL
           ORDER BY d.highlight_amount DESC, d.highlight_createdate DESC, d.highlight_id DESC LIMIT 1`).get(...inPeriod(scope, from, to)) as
        | { reason: string; amount: number }
        | undefined,
    answers: (scope: Scope, from: string, to: string) =>
      (sql(`SELECT coalesce(sum(answers), 0) AS n FROM response_days WHERE ${IN_PERIOD}`).get(...inPeriod(scope, from, to)) as { n: number }).n,
  };
}
