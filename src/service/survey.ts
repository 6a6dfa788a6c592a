// Survey analytics: the company's questions (custom plus shared main ones) and member responses, filtered and paged.
import { z } from 'zod';
import type { Db } from './db.js';
import { SKILLS, isoDateSchema } from './formats.js';
import { type Paging, offset, pagination, pagingQuery } from './paging.js';
import type { Scope } from './scope.js';

export const questionsQuerySchema = z.object({
  type: z.string().optional(),
  skill: z.enum(SKILLS).optional(),
  dimension: z.string().optional(),
  ...pagingQuery,
});

export const responsesQuerySchema = z
  .object({
    email: z.string().trim().min(1).optional(),
    question_id: z.string().trim().min(1).optional(),
    date_from: isoDateSchema.optional(),
    date_to: isoDateSchema.optional(),
    ...pagingQuery,
  })
  .refine((q) => q.email || q.question_id, { message: 'email or question_id is required' });

type QuestionRow = { question_id: string; question_text: string; type: string; options: string; skill: string; dimension: string };

const presentQuestion = (q: QuestionRow) => ({ ...q, options: JSON.parse(q.options) as string[] });

export function listQuestions(db: Db, scope: Scope, query: z.infer<typeof questionsQuerySchema>) {
  const filters: [string, string | undefined][] = [
    ['type', query.type],
    ['skill', query.skill],
    ['dimension', query.dimension],
  ];
  const active = filters.filter(([, v]) => v !== undefined);
  const where = ['stage = ?', "company_id IN ('', ?)", ...active.map(([c]) => `${c} = ?`)].join(' AND ');
  const params = [scope.stage, scope.companyId, ...active.map(([, v]) => v)];
  const { n } = db.prepare(`SELECT count(*) AS n FROM questions WHERE ${where}`).get(...params) as { n: number };
  const rows = db
    .prepare(`SELECT question_id, question_text, type, options, skill, dimension FROM questions WHERE ${where}
              ORDER BY company_id <> '' , rowid LIMIT ? OFFSET ?`)
    .all(...params, query.limit, offset(query)) as QuestionRow[];
  return { statusCode: 200, message: 'success', questions: rows.map(presentQuestion), pagination: pagination(query, n) };
}

export function listResponses(db: Db, scope: Scope, query: z.infer<typeof responsesQuerySchema> & Paging) {
  const clauses: [string, string | undefined][] = [
    ['r.email = ?', query.email],
    ['r.question_id = ?', query.question_id],
    ['r.date >= ?', query.date_from],
    ['r.date <= ?', query.date_to],
  ];
  const active = clauses.filter(([, v]) => v !== undefined);
  const where = ['r.stage = ?', 'r.company_id = ?', ...active.map(([c]) => c)].join(' AND ');
  const params = [scope.stage, scope.companyId, ...active.map(([, v]) => v)];
  const { n } = db.prepare(`SELECT count(*) AS n FROM responses r WHERE ${where}`).get(...params) as { n: number };
  // Page first, then join: SQLite would otherwise evaluate the join for every row OFFSET skips.
  const rows = db
    .prepare(
      `SELECT r.email, r.question_id, coalesce(q.question_text, '') AS question_text, r.answer, r.date
       FROM (SELECT r.* FROM responses r WHERE ${where} ORDER BY r.date, r.id LIMIT ? OFFSET ?) r
       LEFT JOIN questions q ON q.stage = r.stage AND q.question_id = r.question_id AND q.company_id IN ('', r.company_id)
       ORDER BY r.date, r.id`,
    )
    .all(...params, query.limit, offset(query));
  return { statusCode: 200, message: 'success', responses: rows, pagination: pagination(query, n) };
}
