// Filed reviews (boosts): the last review of an employee, writing one, and reading them back as feedback pages.
import type { Paging } from '../paging.js';
import type { Scope } from '../scope.js';
import { type Page, readPage } from './paging.js';
import { type Sql, activeFilters } from './statements.js';

export type BoostRow = {
  id: number;
  employee_email: string;
  reviewer_email: string;
  review_date: string;
  goal_rating: string;
  goal_examples: string;
  culture_rating: string;
  culture_examples: string;
  future_goals: string | null;
  future_skills: string | null;
};
export type NewBoost = Omit<BoostRow, 'id'>;
export type FeedbackFilter = { email?: string; reviewer_email?: string };

export function boostsRepository(sql: Sql) {
  return {
    lastReviewDate: (scope: Scope, employee: string) =>
      (
        sql('SELECT max(review_date) AS d FROM boosts WHERE stage = ? AND company_id = ? AND employee_email = ?').get(
          scope.stage,
          scope.companyId,
          employee,
        ) as {
          d: string | null;
        }
      ).d,
    insert: (scope: Scope, b: NewBoost) => {
      sql(`INSERT INTO boosts (stage, company_id, employee_email, reviewer_email, review_date, goal_rating, goal_examples,
             culture_rating, culture_examples, future_goals, future_skills) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`).run(
        scope.stage,
        scope.companyId,
        b.employee_email,
        b.reviewer_email,
        b.review_date,
        b.goal_rating,
        b.goal_examples,
        b.culture_rating,
        b.culture_examples,
        b.future_goals,
        b.future_skills,
      );
    },
    /** Newest review first. */
    feedbackPage: (scope: Scope, filter: FeedbackFilter, paging: Paging): Page<BoostRow> => {
      const { conditions, params } = activeFilters([
        ['employee_email = ?', filter.email],
        ['reviewer_email = ?', filter.reviewer_email],
      ]);
      const where = ['stage = ?', 'company_id = ?', ...conditions].join(' AND ');
      return readPage<BoostRow>(
        sql,
        { from: `FROM boosts WHERE ${where}`, params: [scope.stage, scope.companyId, ...params], key: { columns: ['review_date', 'id'], descending: true } },
        paging,
      );
    },
  };
}
