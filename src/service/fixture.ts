// The seed fixture format of design.md: validated with zod (errors name the exact path) and loaded in one transaction.
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { Db } from './db.js';
import { SKILLS, amountSchema, formatPath, isoDateSchema, reasonSchema } from './formats.js';

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
  language: z.string().regex(/^[a-z]{2,5}$/).optional(),
  country: z.string().regex(/^[A-Z]{2}$/).optional(),
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
  responses: z
    .array(z.object({ email: z.email(), question_id: z.string().min(1), answer: z.string(), date: isoDateSchema }))
    .default([]),
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
    throw new FixtureError(source, result.error.issues.map((i) => `${formatPath(i.path) || '(root)'}: ${i.message}`));
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
      if (m.manager_email && !emails.has(m.manager_email.toLowerCase()))
        problems.push(`${at(`members[${i}].manager_email`)}: no member "${m.manager_email}"`);
    });
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

/** Loads every company into each stage one of its keys names, unless the database already holds companies. */
export function loadFixture(db: Db, fixture: Fixture): boolean {
  const { n } = db.prepare('SELECT count(*) AS n FROM companies').get() as { n: number };
  if (n > 0) return false;
  db.transaction(() => {
    for (const c of fixture.companies) {
      db.prepare('INSERT INTO companies (id, name, default_language, default_country) VALUES (?, ?, ?, ?)').run(
        c.id, c.name, c.default_language, c.default_country,
      );
      for (const k of c.api_keys) db.prepare('INSERT INTO api_keys (key, company_id, stage) VALUES (?, ?, ?)').run(k.key, c.id, k.stage);
      const stages = [...new Set(c.api_keys.map((k) => k.stage))];
      for (const stage of stages) loadCompanyStage(db, fixture, c, stage);
    }
  })();
  return true;
}

function loadCompanyStage(db: Db, fixture: Fixture, c: Fixture['companies'][number], stage: string): void {
  const insertQuestion = db.prepare(
    'INSERT OR IGNORE INTO questions (stage, company_id, question_id, question_text, type, options, skill, dimension) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  for (const q of fixture.main_questions)
    insertQuestion.run(stage, '', q.question_id, q.question_text, q.type, JSON.stringify(q.options), q.skill, q.dimension);
  for (const q of c.questions)
    insertQuestion.run(stage, c.id, q.question_id, q.question_text, q.type, JSON.stringify(q.options), q.skill, q.dimension);
  const insertTeam = db.prepare('INSERT INTO teams (stage, company_id, id, name) VALUES (?, ?, ?, ?)');
  for (const t of c.teams) insertTeam.run(stage, c.id, t.id, t.name);
  const insertCohort = db.prepare('INSERT INTO cohorts (stage, company_id, id, name) VALUES (?, ?, ?, ?)');
  const insertCohortMember = db.prepare('INSERT INTO cohort_members (stage, company_id, cohort_id, email) VALUES (?, ?, ?, ?)');
  for (const co of c.cohorts) {
    insertCohort.run(stage, c.id, co.id, co.name);
    for (const e of co.members) insertCohortMember.run(stage, c.id, co.id, e.toLowerCase());
  }
  const insertMember = db.prepare(`INSERT INTO members (stage, company_id, email, firstname, lastname, team_id, manager_email,
      talent_type, impact_rating, status, engagement_health_score, language, country, timezone, personal_context)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  for (const m of c.members) {
    insertMember.run(
      stage, c.id, m.email.toLowerCase(), m.firstname, m.lastname, m.team_id ?? null, m.manager_email?.toLowerCase() ?? null,
      m.talent_type ?? '', m.impact_rating ?? 0, m.status ?? 'Active', m.engagement_health_score ?? 0,
      m.language ?? c.default_language, m.country ?? c.default_country, m.timezone ?? null,
      m.personal_context ? JSON.stringify(m.personal_context) : null,
    );
  }
  const insertResponse = db.prepare('INSERT INTO responses (stage, company_id, email, question_id, answer, date) VALUES (?, ?, ?, ?, ?, ?)');
  for (const r of c.responses) insertResponse.run(stage, c.id, r.email.toLowerCase(), r.question_id, r.answer, r.date);
  const names = new Map(c.members.map((m) => [m.email.toLowerCase(), `${m.firstname} ${m.lastname}`]));
  const insertRecognition = db.prepare(
    'INSERT INTO recognitions (stage, company_id, sender_email, amount, reason, share, type, createdate) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const insertRecipient = db.prepare('INSERT INTO recognition_recipients (recognition_id, email, name, type) VALUES (?, ?, ?, ?)');
  for (const r of c.recognitions) {
    const { lastInsertRowid } = insertRecognition.run(stage, c.id, r.from.toLowerCase(), r.amount, r.for, r.share ? 1 : 0, 'coin', r.createdate);
    for (const e of new Set(r.to.map((t) => t.toLowerCase()))) insertRecipient.run(lastInsertRowid, e, names.get(e) ?? e, 'user');
  }
  const insertPreset = db.prepare(
    'INSERT INTO presets (id, stage, company_id, name, goals_feedback, culture_contribution, next_review, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const insertTarget = db.prepare('INSERT OR REPLACE INTO preset_targets (stage, company_id, kind, target, preset_id) VALUES (?, ?, ?, ?, ?)');
  for (const p of c.presets) {
    const id = `${stage}-${p.id}`;
    insertPreset.run(id, stage, c.id, p.name, p.goals_feedback, p.culture_contribution, p.next_review, new Date().toISOString());
    const targets = [...(p.teams ?? []).map((t) => ['team', t]), ...(p.members ?? []).map((m) => ['member', m.toLowerCase()])];
    for (const [kind, target] of targets) insertTarget.run(stage, c.id, kind, target, id);
  }
}
