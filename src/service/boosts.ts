// Manager reviews (boosts), checked item by item: the reviewer must be the direct manager, and the review must fall
// after the employee's current review cycle.
import { addDays, formatISO, parseISO } from 'date-fns';
import type { Repositories } from './repositories/index.js';
import type { MemberRow } from './repositories/members.js';
import type { BoostItem } from './requests.js';
import { boostItem } from './requests.js';
import type { Scope } from './scope.js';
import { check } from './validation.js';

type BoostResult =
  | { success: true; employee_email: string; reviewer_email: string; review_date: string }
  | { success: false; error_code: string; error: string; field?: string; employee_email?: string; next_review_date?: string };

/**
 * The date the employee's current review cycle ends: the covering preset's next_review when it lies after the last
 * review, else 90 days after the last review — so a preset from an earlier round never reopens a cycle.
 */
function cycleEnd(repos: Repositories, scope: Scope, employee: MemberRow, lastReview: string): string {
  const presetEnd = repos.presets.coveringNextReview(scope, employee);
  if (presetEnd && presetEnd > lastReview) return presetEnd;
  return formatISO(addDays(parseISO(lastReview), 90), { representation: 'date' });
}

/** Why this review cannot be filed, or undefined when it can. */
function refusal(repos: Repositories, scope: Scope, b: BoostItem): Extract<BoostResult, { success: false }> | undefined {
  // Another company's member is answered exactly like an unknown address: no membership oracle (design.md §2).
  for (const [field, email] of [
    ['employee_email', b.employee_email],
    ['reviewer_email', b.reviewer_email],
  ] as const) {
    if (!repos.members.find(scope, email)) return { success: false, error_code: 'MEMBER_NOT_FOUND', error: `No member with e-mail ${email}.`, field };
  }
  const employee = repos.members.find(scope, b.employee_email)!;
  if (employee.manager_email !== b.reviewer_email) {
    return {
      success: false,
      error_code: 'NOT_DIRECT_MANAGER',
      error: `${b.reviewer_email} is not the direct manager of ${b.employee_email}.`,
      field: 'reviewer_email',
    };
  }
  const last = repos.boosts.lastReviewDate(scope, employee.email);
  if (!last) return undefined;
  const end = cycleEnd(repos, scope, employee, last);
  if (b.review_date >= end) return undefined;
  return {
    success: false,
    error_code: 'ALREADY_REVIEWED',
    error: `${employee.email} was reviewed on ${last}; the next review can be filed from ${end}.`,
    field: 'employee_email',
    employee_email: employee.email,
    next_review_date: end,
  };
}

function fileBoost(repos: Repositories, scope: Scope, raw: unknown): BoostResult {
  const parsed = check(boostItem, raw, 'body');
  if (!parsed.ok) {
    const { field, message } = parsed.problems[0];
    return { success: false, error_code: 'VALIDATION_ERROR', error: `${field || 'review'} ${message}`, field };
  }
  const b = parsed.data;
  const refused = refusal(repos, scope, b);
  if (refused) return refused;
  const { goal_performance: goal, culture_contribution: culture, future_development: future } = b.assessment_data;
  repos.boosts.insert(scope, {
    employee_email: b.employee_email,
    reviewer_email: b.reviewer_email,
    review_date: b.review_date,
    goal_rating: goal.rating,
    goal_examples: goal.supporting_examples,
    culture_rating: culture.rating,
    culture_examples: culture.supporting_examples,
    future_goals: future?.goals_targets_outcomes ?? null,
    future_skills: future?.skill_recommendations ?? null,
  });
  return { success: true, employee_email: b.employee_email, reviewer_email: b.reviewer_email, review_date: b.review_date };
}

/** Each item stands alone: one failure never undoes another item's success. */
export function fileBoosts(repos: Repositories, scope: Scope, items: unknown[]) {
  return { statusCode: 200, body: items.map((item) => repos.transaction(() => fileBoost(repos, scope, item))) };
}
