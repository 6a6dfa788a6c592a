// Recognitions and their recipients: writing one, reading one or a page with sender and recipients in the same
// statement, and the sums of the town-hall digest.
import type { Paging } from '../paging.js';
import type { Scope } from '../scope.js';
import { type Page, type PageQuery, readPage } from './paging.js';
import type { Sql } from './statements.js';

export type Recipient = { email: string; name: string; type: 'user' };
export type NewRecognition = { sender: string; amount: number; reason: string; share: boolean; type: string; createdate: string };
/** A recognition as the API shows it, as JSON text SQLite wrote (see `asJson`). */
export type RecognitionJson = { item: string };
export type RecognitionFilter = { email: string } | { team_name: string };
/** A period of createdates, inclusive, and an optional topic the reason must mention. */
export type Period = { from: string; to: string; topic?: string };

export type RecipientGroup = { kind: 'everyone' } | { kind: 'team' | 'cohort'; id: string };
const GROUPS = {
  everyone: '1',
  team: 'm.team_id = ?',
  cohort: 'm.email IN (SELECT c.email FROM cohort_members c WHERE c.stage = m.stage AND c.company_id = m.company_id AND c.cohort_id = ?)',
} as const;

/** Each recognition of `page` (aliased p, in key order) as the JSON the API shows, written by SQLite: its sender's name,
 * its recipients in the order they were given, the total. One text per row reaches JavaScript, not a dozen values to
 * turn into objects and serialise again — two thirds of a page's cost at 250 rows. The API's fields, in its order. */
const asJson = (page: string) => `
  SELECT p._key, json_object('id', CAST(p.id AS TEXT), 'type', p.type, 'amount', p.amount,
    'total', p.amount * (SELECT count(*) FROM recognition_recipients c WHERE c.recognition_id = p.id),
    'company', p.company_id, 'createdate', p.createdate, 'when', p.createdate, 'for', p.reason,
    'share', json(iif(p.share = 1, 'true', 'false')), 'status', json('true'),
    'from', json_object('email', p.sender_email, 'name', coalesce((SELECT trim(s.firstname || ' ' || s.lastname) FROM members s
      WHERE s.stage = p.stage AND s.company_id = p.company_id AND s.email = p.sender_email), p.sender_email)),
    'to', (SELECT json_group_array(json_object('email', rr.email, 'name', rr.name, 'type', rr.type) ORDER BY rr.rowid)
      FROM recognition_recipients rr WHERE rr.recognition_id = p.id)
  ) AS item
  FROM (${page}) p ORDER BY p.createdate DESC, p.id DESC`;

/** By e-mail: everything the member received, in page order straight from the recipient index (email, createdate,
 * recognition_id) — a page seeks from the last one's key and reads its 50 rows, each recognition by its rowid (CROSS
 * JOIN keeps that order of the loops; the date index would read the whole company). By team name: shared recognitions
 * to the team's current members, one range of recognition_teams in page order (a row per recognition and team). */
function pageQuery(scope: Scope, filter: RecognitionFilter): PageQuery {
  if ('email' in filter) {
    return {
      from: 'FROM recognition_recipients rr CROSS JOIN recognitions r WHERE rr.email = ? AND r.id = rr.recognition_id AND r.stage = ? AND r.company_id = ?',
      params: [filter.email.trim(), scope.stage, scope.companyId],
      columns: 'r.*',
      key: { columns: ['rr.createdate', 'rr.recognition_id'], descending: true },
      present: asJson,
    };
  }
  return {
    from: 'FROM recognition_teams rt WHERE rt.team_ref = (SELECT t.rowid FROM teams t WHERE t.stage = ? AND t.company_id = ? AND t.name = ?)',
    params: [scope.stage, scope.companyId, filter.team_name],
    columns: 'rt.recognition_id AS id',
    key: { columns: ['rt.createdate', 'rt.recognition_id'], descending: true },
    present: (page) => asJson(`SELECT r.*, p._key FROM (${page}) p JOIN recognitions r ON r.id = p.id`),
  };
}

/** The recognition's own row (its recipients are written by the caller). */
const insertRecognition = (sql: Sql, scope: Scope, r: NewRecognition) =>
  sql('INSERT INTO recognitions (stage, company_id, sender_email, amount, reason, share, type, createdate) VALUES (?, ?, ?, ?, ?, ?, ?, ?)').run(
    scope.stage,
    scope.companyId,
    r.sender,
    r.amount,
    r.reason,
    r.share ? 1 : 0,
    r.type,
    r.createdate,
  );

/** The company's shared recognitions in the period (and on its topic), and the parameters the condition takes. */
const shared = (period: Period) =>
  `r.stage = ? AND r.company_id = ? AND r.createdate BETWEEN ? AND ? AND r.share = 1${period.topic ? ' AND r.reason LIKE ?' : ''}`;
const sharedParams = (scope: Scope, period: Period) => [
  scope.stage,
  scope.companyId,
  `${period.from} 00:00:00`,
  `${period.to} 23:59:59`,
  ...(period.topic ? [`%${period.topic}%`] : []),
];

export function recognitionsRepository(sql: Sql) {
  return {
    /** Writes the recognition and its recipients; call inside a transaction. */
    insert: (scope: Scope, r: NewRecognition, to: Recipient[]) => {
      const { lastInsertRowid } = insertRecognition(sql, scope, r);
      const recipient = sql('INSERT INTO recognition_recipients (recognition_id, email, name, type, createdate) VALUES (?, ?, ?, ?, ?)');
      for (const t of to) recipient.run(lastInsertRowid, t.email, t.name, t.type, r.createdate);
      return Number(lastInsertRowid);
    },
    /** Writes the recognition to every active member of `group` but the sender, by e-mail, in one INSERT … SELECT;
     * call inside a transaction. */
    insertToGroup: (scope: Scope, r: NewRecognition, group: RecipientGroup) => {
      const { lastInsertRowid } = insertRecognition(sql, scope, r);
      const groupParams = group.kind === 'everyone' ? [] : [group.id];
      // Marked team_recorded: the teams are recorded below in one statement, so the per-row trigger skips these rows.
      const { changes } = sql(`INSERT INTO recognition_recipients (recognition_id, email, name, type, team_recorded, createdate)
           SELECT ?, m.email, trim(m.firstname || ' ' || m.lastname), 'user', 1, ? FROM members m
           WHERE m.stage = ? AND m.company_id = ? AND m.status = 'Active' AND m.email <> ? AND ${GROUPS[group.kind]} ORDER BY m.email`).run(
        lastInsertRowid,
        r.createdate,
        scope.stage,
        scope.companyId,
        r.sender,
        ...groupParams,
      );
      // The teams with a recipient: one probe of the team index per team, not a pass over the recipients.
      if (r.share && changes > 0)
        sql(`INSERT INTO recognition_teams (team_ref, createdate, recognition_id) SELECT t.rowid, ?, ? FROM teams t
             WHERE t.stage = ? AND t.company_id = ? AND EXISTS (SELECT 1 FROM members m WHERE m.stage = t.stage AND m.company_id = t.company_id
               AND m.team_id = t.id AND m.status = 'Active' AND m.email <> ? AND ${GROUPS[group.kind]})`).run(
          r.createdate,
          lastInsertRowid,
          scope.stage,
          scope.companyId,
          r.sender,
          ...groupParams,
        );
      return Number(lastInsertRowid);
    },
    byId: (id: number) => sql(asJson('SELECT *, NULL AS _key FROM recognitions r WHERE r.id = ?')).get(id) as RecognitionJson,
    page: (scope: Scope, filter: RecognitionFilter, paging: Paging): Page<RecognitionJson> => {
      return readPage<RecognitionJson>(sql, pageQuery(scope, filter), paging);
    },
    /** Sums are read as BigInt: exact past 2^53. */
    sharedTotals: (scope: Scope, period: Period) =>
      sql(`SELECT count(DISTINCT r.id) AS n, coalesce(sum(r.amount), 0) AS coins, count(DISTINCT r.sender_email) AS givers
           FROM recognitions r JOIN recognition_recipients rr ON rr.recognition_id = r.id WHERE ${shared(period)}`)
        .safeIntegers()
        .get(...sharedParams(scope, period)) as { n: bigint; coins: bigint; givers: bigint },
    /** The most recognised by coins (ties by e-mail), grouped from the recipient index alone; read as BigInt. */
    topRecipients: (scope: Scope, period: Period, limit: number) =>
      sql(`SELECT rr.email, count(*) AS n, sum(r.amount) AS coins FROM recognitions r JOIN recognition_recipients rr ON rr.recognition_id = r.id
           WHERE ${shared(period)} GROUP BY rr.email ORDER BY coins DESC, rr.email LIMIT ?`)
        .safeIntegers()
        .all(...sharedParams(scope, period), limit) as { email: string; n: bigint; coins: bigint }[],
    /** The name a recipient was last given under in the company (the newest of the recipient index). */
    recipientName: (scope: Scope, email: string) =>
      (
        sql(`SELECT rr.name FROM recognition_recipients rr JOIN recognitions r ON r.id = rr.recognition_id
            WHERE rr.email = ? AND r.stage = ? AND r.company_id = ? ORDER BY rr.createdate DESC, rr.recognition_id DESC LIMIT 1`).get(
          email,
          scope.stage,
          scope.companyId,
        ) as { name: string } | undefined
      )?.name ?? email,
    /** The largest, then the latest, then the last written. */
    highlight: (scope: Scope, period: Period) =>
      sql(`SELECT r.reason, r.amount FROM recognitions r WHERE ${shared(period)} ORDER BY r.amount DESC, r.createdate DESC, r.id DESC LIMIT 1`).get(
        ...sharedParams(scope, period),
      ) as { reason: string; amount: number } | undefined,
  };
}
