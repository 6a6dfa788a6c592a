// Survey data: the company's questions (custom plus the shared main ones, company_id '') and members' responses.
import type { Paging } from '../paging.js';
import type { Scope } from '../scope.js';
import { type Page, readPage } from './paging.js';
import { type Sql, activeFilters } from './statements.js';

export type Question = { question_id: string; question_text: string; type: string; options: string[]; skill: string; dimension: string };
export type QuestionFilter = { type?: string; skill?: string; dimension?: string };
export type ResponseFilter = { email?: string; question_id?: string; date_from?: string; date_to?: string };
export type ResponseRow = { email: string; question_id: string; question_text: string; answer: string; date: string };
export type NewResponse = { email: string; question_id: string; answer: string; date: string };

type QuestionRow = Omit<Question, 'options'> & { options: string };

export function surveyRepository(sql: Sql) {
  return {
    questionsPage: (scope: Scope, filter: QuestionFilter, paging: Paging): Page<Question> => {
      const { conditions, params } = activeFilters([
        ['type = ?', filter.type],
        ['skill = ?', filter.skill],
        ['dimension = ?', filter.dimension],
      ]);
      const where = ['stage = ?', "company_id IN ('', ?)", ...conditions].join(' AND ');
      const page = readPage<QuestionRow>(
        sql,
        {
          from: `FROM questions WHERE ${where}`,
          params: [scope.stage, scope.companyId, ...params],
          key: { columns: ["company_id <> ''", 'rowid'] },
          columns: 'question_id, question_text, type, options, skill, dimension',
        },
        paging,
      );
      return { ...page, rows: page.rows.map((q) => ({ ...q, options: JSON.parse(q.options) as string[] })) };
    },
    responsesPage: (scope: Scope, filter: ResponseFilter, paging: Paging): Page<ResponseRow> => {
      const { conditions, params } = activeFilters([
        ['r.email = ?', filter.email],
        ['r.question_id = ?', filter.question_id],
        ['r.date >= ?', filter.date_from],
        ['r.date <= ?', filter.date_to],
      ]);
      const where = ['r.stage = ?', 'r.company_id = ?', ...conditions].join(' AND ');
      // Page first, then join: the join runs for the page's rows only.
      const withQuestion = (page: string) =>
        `SELECT r.email, r.question_id, coalesce(q.question_text, '') AS question_text, r.answer, r.date, r._key
         FROM (${page}) r
         LEFT JOIN questions q ON q.stage = r.stage AND q.question_id = r.question_id AND q.company_id IN ('', r.company_id)
         ORDER BY r.date, r.id`;
      return readPage<ResponseRow>(
        sql,
        {
          from: `FROM responses r WHERE ${where}`,
          params: [scope.stage, scope.companyId, ...params],
          key: { columns: ['r.date', 'r.id'], manyTies: true },
          columns: 'r.*',
          present: withQuestion,
        },
        paging,
      );
    },
    /** A question of one company, or a shared main question when companyId is '' (kept once per stage: a repeat is ignored). */
    insertQuestion: (stage: string, companyId: string, q: Question) => {
      sql(
        'INSERT OR IGNORE INTO questions (stage, company_id, question_id, question_text, type, options, skill, dimension) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      ).run(stage, companyId, q.question_id, q.question_text, q.type, JSON.stringify(q.options), q.skill, q.dimension);
    },
    insertResponse: (scope: Scope, r: NewResponse) => {
      sql('INSERT INTO responses (stage, company_id, email, question_id, answer, date) VALUES (?, ?, ?, ?, ?, ?)').run(
        scope.stage,
        scope.companyId,
        r.email,
        r.question_id,
        r.answer,
        r.date,
      );
    },
  };
}
