// Recognition: resolving recipient forms (e-mails, ALL_MEMBERS, teams, cohorts), recording coins, and reading them back.
import { z } from 'zod';
import type { Db } from './db.js';
import { ServiceError, validationError } from './errors.js';
import { amountSchema, formatTimestamp, reasonSchema } from './formats.js';
import { type MemberRow, fullName, requireMember } from './members.js';
import { type Paging, offset, pagination } from './paging.js';
import type { Scope } from './scope.js';

export const recognitionBodySchema = z.object({
  recipients: z.union([z.string().trim().min(1, 'must name at least one recipient'), z.array(z.string()).min(1, 'must name at least one recipient')]),
  amount: amountSchema,
  for: reasonSchema,
  type: z.literal('coin').default('coin'),
  display_feed: z.boolean().default(true),
});

type Recipient = { email: string; name: string; type: 'user' };

function tokensOf(recipients: string | string[]): string[] {
  const list = typeof recipients === 'string' ? recipients.split(',') : recipients.flatMap((r) => r.split(','));
  return list.map((t) => t.trim()).filter((t) => t.length > 0);
}

function resolveRecipients(db: Db, scope: Scope, sender: string, tokens: string[]): Recipient[] {
  const resolved = new Map<string, Recipient>();
  const add = (rows: MemberRow[]) => rows.filter((m) => m.email !== sender).forEach((m) => resolved.set(m.email, { email: m.email, name: fullName(m), type: 'user' }));
  const unknown: string[] = [];
  const companyMembers = (where: string, ...params: unknown[]) =>
    db.prepare(`SELECT * FROM members m WHERE m.stage = ? AND m.company_id = ? AND ${where} ORDER BY m.email`).all(scope.stage, scope.companyId, ...params) as MemberRow[];

  for (const token of tokens) {
    if (token.includes('@')) {
      const email = token.toLowerCase();
      if (email === sender) throw validationError('The sender cannot recognise themselves; remove their address from recipients.');
      const rows = companyMembers('m.email = ?', email);
      if (rows.length === 0) unknown.push(email);
      add(rows);
    } else if (token === 'ALL_MEMBERS') {
      add(companyMembers("m.status = 'Active'"));
    } else if (db.prepare('SELECT 1 FROM teams WHERE stage = ? AND company_id = ? AND id = ?').get(scope.stage, scope.companyId, token)) {
      add(companyMembers("m.team_id = ? AND m.status = 'Active'", token));
    } else {
      add(companyMembers("m.status = 'Active' AND m.email IN (SELECT email FROM cohort_members WHERE stage = ? AND company_id = ? AND cohort_id = ?)", scope.stage, scope.companyId, token));
    }
  }
  if (unknown.length > 0) {
    throw new ServiceError(503, 'RECIPIENT_NOT_FOUND', `No member with e-mail ${unknown.join(', ')} in this company; nothing was sent.`, undefined, {
      recipients: unknown,
    });
  }
  return [...resolved.values()];
}

export function createRecognition(db: Db, scope: Scope, senderEmail: string, body: z.infer<typeof recognitionBodySchema>) {
  const sender = requireMember(db, scope, senderEmail);
  const to = resolveRecipients(db, scope, sender.email, tokensOf(body.recipients));
  const createdate = formatTimestamp(new Date());
  const id = db.transaction(() => {
    const { lastInsertRowid } = db
      .prepare('INSERT INTO recognitions (stage, company_id, sender_email, amount, reason, share, type, createdate) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
      .run(scope.stage, scope.companyId, sender.email, body.amount, body.for, body.display_feed ? 1 : 0, body.type, createdate);
    const insert = db.prepare('INSERT INTO recognition_recipients (recognition_id, email, name, type) VALUES (?, ?, ?, ?)');
    to.forEach((r) => insert.run(lastInsertRowid, r.email, r.name, r.type));
    return Number(lastInsertRowid);
  })();
  return { statusCode: 200, ...recognitionById(db, id) };
}

type RecognitionRow = { id: number; stage: string; company_id: string; sender_email: string; amount: number; reason: string; share: number; type: string; createdate: string };

function present(db: Db, row: RecognitionRow) {
  const to = db.prepare('SELECT email, name, type FROM recognition_recipients WHERE recognition_id = ? ORDER BY rowid').all(row.id) as Recipient[];
  const sender = db.prepare('SELECT firstname, lastname FROM members WHERE stage = ? AND company_id = ? AND email = ?').get(row.stage, row.company_id, row.sender_email) as
    | { firstname: string; lastname: string }
    | undefined;
  return {
    id: String(row.id),
    type: row.type,
    amount: row.amount,
    total: row.amount * to.length,
    company: row.company_id,
    createdate: row.createdate,
    when: row.createdate,
    for: row.reason,
    share: row.share === 1,
    status: true,
    from: { email: row.sender_email, name: sender ? fullName(sender) : row.sender_email },
    to,
  };
}

function recognitionById(db: Db, id: number) {
  return present(db, db.prepare('SELECT * FROM recognitions WHERE id = ?').get(id) as RecognitionRow);
}

export type RecognitionFilter = { email: string } | { team_name: string };

/** By e-mail: everything the member received; by team name: only shared recognitions to that team's members. Newest first. */
export function listRecognitions(db: Db, scope: Scope, filter: RecognitionFilter, paging: Paging) {
  const [where, param] =
    'email' in filter
      ? ['r.id IN (SELECT recognition_id FROM recognition_recipients WHERE email = ?)', filter.email.trim()]
      : [
          `r.share = 1 AND r.id IN (SELECT rr.recognition_id FROM recognition_recipients rr JOIN members m
             ON m.email = rr.email AND m.stage = r.stage AND m.company_id = r.company_id
             JOIN teams t ON t.id = m.team_id AND t.stage = m.stage AND t.company_id = m.company_id WHERE t.name = ?)`,
          filter.team_name,
        ];
  const base = `FROM recognitions r WHERE r.stage = ? AND r.company_id = ? AND ${where}`;
  const { n } = db.prepare(`SELECT count(*) AS n ${base}`).get(scope.stage, scope.companyId, param) as { n: number };
  const rows = db
    .prepare(`SELECT r.* ${base} ORDER BY r.createdate DESC, r.id DESC LIMIT ? OFFSET ?`)
    .all(scope.stage, scope.companyId, param, paging.limit, offset(paging)) as RecognitionRow[];
  return { statusCode: 200, recognitions: rows.map((r) => present(db, r)), pagination: pagination(paging, n) };
}
