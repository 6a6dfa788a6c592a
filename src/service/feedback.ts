// Performance feedback: each filed review read back with a score (4/3/2/1 for exceeded … did not meet), newest first.
import { type Paging, pagination } from './paging.js';
import type { FeedbackFilter } from './repositories/boosts.js';
import type { Repositories } from './repositories/index.js';
import type { Scope } from './scope.js';

const SCORES: Record<string, number> = { exceeded_goals: 4, met_goals: 3, partially_met_goals: 2, did_not_meet_goals: 1 };

export function listFeedback(repos: Repositories, scope: Scope, filter: FeedbackFilter, paging: Paging) {
  const { rows, total } = repos.boosts.feedbackPage(scope, filter, paging);
  const feedback = rows.map((r) => ({
    id: String(r.id),
    score: SCORES[r.goal_rating],
    comment: r.goal_examples,
    employee_email: r.employee_email,
    reviewer_email: r.reviewer_email,
    review_date: r.review_date,
    goal_performance_rating: r.goal_rating,
    culture_contribution_rating: r.culture_rating,
    culture_comment: r.culture_examples,
  }));
  return { statusCode: 200, feedback, pagination: pagination(paging, total) };
}
