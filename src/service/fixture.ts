// The seed fixture format of design.md: validated with zod (errors name the exact path) and loaded in one transaction.
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { SKILLS, amountSchema, formatPath, isoDateSchema, reasonSchema } from './formats.js';
import { describeCycle, managerCycles } from './manager-cycles.js';

const question = z.object({
  question_id: z.string().min(1),
  question_text: z.string().min(1),
  type: z.string().min(1),
  options: z.array(z.string()),
  skill: z.enum(SKILLS),
  dimension: z.string().min(1),
});

const member = z.object({
  email: z.email(),
  firstname: z.string().min(1),
  lastname: z.string().min(1),
  team_id: z.string().nullish(),
  manager_email: z.email().nullish(),
  talent_type: z.string().optional(),
  impact_rating: z.number().optional(),
  status: z.string().optional(),
  engagement_health_score: z.number().min(0).max(100).optional(),
  language: z
    .string()
    .regex(/^[a-z]{2,5}$/)
    .optional(),
  country: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional(),
  timezone: z.number().int().min(-12).max(14).nullish(),
  personal_context: z.record(z.string(), z.array(z.string())).optional(),
});

const company = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  default_language: z.string().regex(/^[a-z]{2,5}$/),
  default_country: z.string().regex(/^[A-Z]{2}$/),
  api_keys: z.array(z.object({ key: z.string().min(8), stage: z.enum(['prod', 'dev']) })).min(1),
  teams: z.array(z.object({ id: z.string().min(1), name: z.string().min(1).max(100) })).default([]),
  cohorts: z.array(z.object({ id: z.string().min(1), name: z.string().min(1), members: z.array(z.email()) })).default([]),
  members: z.array(member).default([]),
  questions: z.array(question).default([]),
  responses: z.array(z.object({ email: z.email(), question_id: z.string().min(1), answer: z.string(), date: isoDateSchema })).default([]),
  recognitions: z
    .array(
      z.object({
        from: z.email(),
        to: z.array(z.email()).min(1),
        amount: amountSchema,
        for: reasonSchema,
        share: z.boolean().default(true),
        createdate: z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      }),
    )
    .default([]),
  presets: z
    .array(
      z.object({
        id: z.string().min(1),
        name: z.string().min(1),
        goals_feedback: z.string(),
        culture_contribution: z.string(),
        next_review: isoDateSchema,
        teams: z.array(z.string()).optional(),
        members: z.array(z.email()).optional(),
      }),
    )
    .default([]),
});

export const fixtureSchema = z.object({
  main_questions: z.array(question).default([]),
  companies: z.array(company).min(1),
});

export type Fixture = z.infer<typeof fixtureSchema>;

export class FixtureError extends Error {
  constructor(source: string, problems: string[]) {
    super(`Seed fixture ${source} is invalid:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'FixtureError';
  }
}

export function parseFixture(raw: unknown, source: string): Fixture {
  const result = fixtureSchema.safeParse(raw);
  if (!result.success) {
    throw new FixtureError(
      source,
      result.error.issues.map((i) => `${formatPath(i.path) || '(root)'}: ${i.message}`),
    );
  }
  const problems = crossReferenceProblems(result.data);
  if (problems.length > 0) throw new FixtureError(source, problems);
  return result.data;
}

export function readFixtureFile(file: string): Fixture {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new FixtureError(file, [`cannot be read as JSON: ${(error as Error).message}`]);
  }
  return parseFixture(raw, file);
}

/** References the schema alone cannot check: teams, managers, cohort members and questions that must exist. */
function crossReferenceProblems(fixture: Fixture): string[] {
  const problems: string[] = [];
  const mainIds = new Set(fixture.main_questions.map((q) => q.question_id));
  fixture.companies.forEach((c, ci) => {
    const at = (path: string) => `companies[${ci}].${path}`;
    const teams = new Set(c.teams.map((t) => t.id));
    const emails = new Set(c.members.map((m) => m.email.toLowerCase()));
    const questions = new Set([...mainIds, ...c.questions.map((q) => q.question_id)]);
    c.members.forEach((m, i) => {
      if (m.team_id && !teams.has(m.team_id)) problems.push(`${at(`members[${i}].team_id`)}: unknown team "${m.team_id}"`);
      if (m.manager_email && !emails.has(m.manager_email.toLowerCase())) problems.push(`${at(`members[${i}].manager_email`)}: no member "${m.manager_email}"`);
    });
    const links = c.members.flatMap((m, row) => (m.manager_email ? [{ row, email: m.email.toLowerCase(), manager: m.manager_email.toLowerCase() }] : []));
    for (const { row, cycle } of managerCycles(links, () => null))
      problems.push(`${at(`members[${row}].manager_email`)}: makes a reporting cycle: ${describeCycle(cycle)}`);
    c.cohorts.forEach((co, i) =>
      co.members.forEach((e, j) => {
        if (!emails.has(e.toLowerCase())) problems.push(`${at(`cohorts[${i}].members[${j}]`)}: no member "${e}"`);
      }),
    );
    c.responses.forEach((r, i) => {
      if (!questions.has(r.question_id)) problems.push(`${at(`responses[${i}].question_id`)}: unknown question "${r.question_id}"`);
      if (!emails.has(r.email.toLowerCase())) problems.push(`${at(`responses[${i}].email`)}: no member "${r.email}"`);
    });
    c.recognitions.forEach((r, i) => {
      if (!emails.has(r.from.toLowerCase())) problems.push(`${at(`recognitions[${i}].from`)}: no member "${r.from}"`);
      r.to.forEach((e, j) => {
        if (!emails.has(e.toLowerCase())) problems.push(`${at(`recognitions[${i}].to[${j}]`)}: no member "${e}"`);
      });
    });
  });
  return problems;
}
