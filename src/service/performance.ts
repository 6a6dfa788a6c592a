// Performance: manager reviews (boosts) checked item by item, review presets with exclusive coverage, and feedback.
import { randomUUID } from 'node:crypto';
import { addDays, formatISO, parseISO } from 'date-fns';
import { z } from 'zod';
import type { Db } from './db.js';
import { validationError } from './errors.js';
import { emailSchema, isoDateSchema, reviewDateSchema } from './formats.js';
import { findMember } from './members.js';
import { type Paging, offset, pagination } from './paging.js';
import type { Scope } from './scope.js';
import { check } from './validation.js';

const examples = z.string({ error: 'is required' }).trim().min(1, 'is required');

export const boostSchema = z.object({
  employee_email: emailSchema,
  reviewer_email: emailSchema,
  review_date: reviewDateSchema,
  assessment_data: z.object({
    goal_performance: z.object({
      rating: z.enum(['exceeded_goals', 'met_goals', 'partially_met_goals', 'did_not_meet_goals']),
      supporting_examples: examples,
    }),
    culture_contribution: z.object({
      rating: z.enum(['significantly', 'consistently', 'somewhat', 'rarely']),
      supporting_examples: examples,
    }),
    future_development: z
      .object({ goals_targets_outcomes: z.string().optional(), skill_recommendations: z.string().optional() })
      .optional(),
  }),
});

/** One review object or a list of them; each item is checked on its own by fileBoost. */
export const boostsBodySchema = z.preprocess(
  (body) => (body !== null && typeof body === 'object' && !Array.isArray(body) ? [body] : body),
  z
    .array(z.unknown(), { error: 'the body must be a review or a list of reviews' })
    .min(1, 'a request holds at least 1 review')
    .max(200, { error: (issue) => `a request holds at most 200 reviews; this one holds ${(issue.input as unknown[]).length}` }),
);

const SCORES = { exceeded_goals: 4, met_goals: 3, partially_met_goals: 2, did_not_meet_goals: 1 } as const;

type BoostResult =
  | { success: true; employee_email: string; reviewer_email: string; review_date: string }
  | { success: false; error_code: string; error: string; field?: string; employee_email?: string; next_review_date?: string };

/**
 * The date the employee's current review cycle ends: the covering preset's next_review when it lies after the last
 * review, else 90 days after the last review — so a preset from an earlier round never reopens a cycle.
 */
function cycleEnd(db: Db, scope: Scope, employee: { email: string; team_id: string | null }, lastReview: string): string {
  const preset = db
    .prepare(
      `SELECT p.next_review FROM preset_targets t JOIN presets p ON p.id = t.preset_id
       WHERE t.stage = ? AND t.company_id = ? AND ((t.kind = 'member' AND t.target = ?) OR (t.kind = 'team' AND t.target = ?))
       ORDER BY t.kind = 'member' DESC LIMIT 1`,
    )
    .get(scope.stage, scope.companyId, employee.email, employee.team_id ?? '') as { next_review: string } | undefined;
  if (preset && preset.next_review > lastReview) return preset.next_review;
  return formatISO(addDays(parseISO(lastReview), 90), { representation: 'date' });
}

function fileBoost(db: Db, scope: Scope, raw: unknown): BoostResult {
  const parsed = check(boostSchema, raw, 'body');
  if (!parsed.ok) {
    const { field, message } = parsed.problems[0];
    return { success: false, error_code: 'VALIDATION_ERROR', error: `${field || 'review'} ${message}`, field };
  }
  const b = parsed.data;
  // Another company's member is answered exactly like an unknown address: no membership oracle (design.md §2).
  for (const [field, email] of [['employee_email', b.employee_email], ['reviewer_email', b.reviewer_email]] as const) {
    if (!findMember(db, scope, email)) return { success: false, error_code: 'MEMBER_NOT_FOUND', error: `No member with e-mail ${email}.`, field };
  }
  const employee = findMember(db, scope, b.employee_email)!;
  if (employee.manager_email !== b.reviewer_email) {
    return { success: false, error_code: 'NOT_DIRECT_MANAGER', error: `${b.reviewer_email} is not the direct manager of ${b.employee_email}.`, field: 'reviewer_email' };
  }
  const last = db
    .prepare('SELECT max(review_date) AS d FROM boosts WHERE stage = ? AND company_id = ? AND employee_email = ?')
    .get(scope.stage, scope.companyId, employee.email) as { d: string | null };
  if (last.d) {
    const end = cycleEnd(db, scope, employee, last.d);
    if (b.review_date < end) {
      return {
        success: false,
        error_code: 'ALREADY_REVIEWED',
        error: `${employee.email} was reviewed on ${last.d}; the next review can be filed from ${end}.`,
        field: 'employee_email',
        employee_email: employee.email,
        next_review_date: end,
      };
    }
  }
  const { goal_performance: goal, culture_contribution: culture, future_development: future } = b.assessment_data;
  db.prepare(
    `INSERT INTO boosts (stage, company_id, employee_email, reviewer_email, review_date, goal_rating, goal_examples,
       culture_rating, culture_examples, future_goals, future_skills) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(scope.stage, scope.companyId, employee.email, b.reviewer_email, b.review_date, goal.rating, goal.supporting_examples,
    culture.rating, culture.supporting_examples, future?.goals_targets_outcomes ?? null, future?.skill_recommendations ?? null);
  return { success: true, employee_email: employee.email, reviewer_email: b.reviewer_email, review_date: b.review_date };
}

/** Each item stands alone: one failure never undoes another item's success. */
export function fileBoosts(db: Db, scope: Scope, body: z.infer<typeof boostsBodySchema>) {
  return { statusCode: 200, body: body.map((item) => db.transaction(() => fileBoost(db, scope, item))()) };
}

export const presetSchema = z
  .object({
    name: z.string().trim().min(1, 'is required'),
    goals_feedback: z.string().trim().min(1, 'is required'),
    culture_contribution: z.string().trim().min(1, 'is required'),
    next_review: isoDateSchema,
    teams: z.array(z.string().trim().min(1)).min(1, 'must name at least one team').max(50, 'must name at most 50 teams').optional(),
    members: z.array(emailSchema).min(1, 'must name at least one member').max(50, 'must name at most 50 members').optional(),
  })
  .refine((p) => (p.teams ? 1 : 0) + (p.members ? 1 : 0) === 1, { message: 'give either teams or members, not both and not neither', path: ['teams'] });

/** Saves a preset; each team or member it names leaves whatever preset covered it before. */
export function savePreset(db: Db, scope: Scope, preset: z.infer<typeof presetSchema>) {
  const kind = preset.teams ? 'team' : 'member';
  const targets = [...new Set(preset.teams ?? preset.members ?? [])];
  const unknown = targets.filter((t) =>
    kind === 'team'
      ? !db.prepare('SELECT 1 FROM teams WHERE stage = ? AND company_id = ? AND id = ?').get(scope.stage, scope.companyId, t)
      : !findMember(db, scope, t),
  );
  if (unknown.length > 0) throw validationError(`Unknown ${kind === 'team' ? 'team IDs' : 'members'}: ${unknown.join(', ')}.`);
  const id = randomUUID();
  db.transaction(() => {
    db.prepare('INSERT INTO presets (id, stage, company_id, name, goals_feedback, culture_contribution, next_review, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)').run(
      id, scope.stage, scope.companyId, preset.name, preset.goals_feedback, preset.culture_contribution, preset.next_review, new Date().toISOString(),
    );
    const upsert = db.prepare('INSERT OR REPLACE INTO preset_targets (stage, company_id, kind, target, preset_id) VALUES (?, ?, ?, ?, ?)');
    targets.forEach((t) => upsert.run(scope.stage, scope.companyId, kind, t, id));
  })();
  return {
    statusCode: 200,
    data: { _id: id, name: preset.name, goals_feedback: preset.goals_feedback, culture_contribution: preset.culture_contribution, next_review: preset.next_review, [kind === 'team' ? 'teams' : 'members']: targets },
  };
}

export const feedbackQuerySchema = z
  .object({ email: z.string().trim().min(1).optional(), reviewer_email: z.string().trim().min(1).optional() })
  .refine((q) => q.email || q.reviewer_email, { message: 'email or reviewer_email is required' });

export function listFeedback(db: Db, scope: Scope, query: z.infer<typeof feedbackQuerySchema>, paging: Paging) {
  const clauses = [
    ['employee_email = ?', query.email],
    ['reviewer_email = ?', query.reviewer_email],
  ].filter(([, v]) => v !== undefined) as [string, string][];
  const where = ['stage = ?', 'company_id = ?', ...clauses.map(([c]) => c)].join(' AND ');
  const params = [scope.stage, scope.companyId, ...clauses.map(([, v]) => v)];
  const { n } = db.prepare(`SELECT count(*) AS n FROM boosts WHERE ${where}`).get(...params) as { n: number };
  const rows = db.prepare(`SELECT * FROM boosts WHERE ${where} ORDER BY review_date DESC, id DESC LIMIT ? OFFSET ?`).all(...params, paging.limit, offset(paging)) as {
    id: number; employee_email: string; reviewer_email: string; review_date: string; goal_rating: keyof typeof SCORES;
    goal_examples: string; culture_rating: string; culture_examples: string;
  }[];
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
  return { statusCode: 200, feedback, pagination: pagination(paging, n) };
}
