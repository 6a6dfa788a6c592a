// Bulk member import: per-row validation, all-or-nothing for new members, skip/update of existing ones, auto-created teams.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Db } from './db.js';
import { type RowError, validationError } from './errors.js';
import { emailSchema } from './formats.js';
import { findMember } from './members.js';
import type { Scope } from './scope.js';
import { check } from './validation.js';

const noOuterSpaces = (s: string) => s === s.trim();

const rowSchema = z.object({
  email: z.string().max(255, 'must be at most 255 characters').pipe(emailSchema),
  first_name: z
    .string()
    .min(1, 'is required')
    .max(100, 'must be at most 100 characters')
    .refine(noOuterSpaces, 'must not start or end with a space'),
  last_name: z.string().trim().min(1, 'is required').max(100, 'must be at most 100 characters'),
  team_name: z.string().trim().max(100, 'must be at most 100 characters').optional(),
  manager_email: emailSchema.optional(),
  language: z.string().regex(/^[a-z]{2,5}$/, 'must be 2 to 5 lowercase letters').optional(),
  country: z.string().regex(/^[A-Z]{2}$/, 'must be two uppercase letters').optional(),
  timezone: z.number().int('must be a whole number of hours').min(-12, 'must be from -12 to 14').max(14, 'must be from -12 to 14').optional(),
});

type ImportRow = z.infer<typeof rowSchema>;

export const importBodySchema = z.object({
  members: z.array(z.unknown()).min(1, 'must hold at least 1 member').max(1000, 'must hold at most 1000 members'),
  options: z
    .object({ skip_duplicates: z.boolean().default(false), update_if_exists: z.boolean().default(false) })
    .default({ skip_duplicates: false, update_if_exists: false }),
});

type Plan = { insert: ImportRow[]; update: ImportRow[]; skipped: { email: string; reason: string }[] };

export function importMembers(db: Db, scope: Scope, body: z.infer<typeof importBodySchema>) {
  const plan = planImport(db, scope, body);
  const id = randomUUID();
  const summary = {
    total_submitted: body.members.length,
    successfully_imported: plan.insert.length + plan.update.length,
    updated: plan.update.length,
    skipped: plan.skipped.length,
    failed: 0,
  };
  const defaults = db.prepare('SELECT default_language, default_country FROM companies WHERE id = ?').get(scope.companyId) as CompanyDefaults;
  db.transaction(() => {
    plan.insert.forEach((row) => insertMember(db, scope, row, defaults));
    plan.update.forEach((row) => updateMember(db, scope, row));
    db.prepare('INSERT INTO imports (id, stage, company_id, created_at, summary) VALUES (?, ?, ?, ?, ?)').run(
      id, scope.stage, scope.companyId, new Date().toISOString(), JSON.stringify(summary),
    );
  })();
  const listed = (rows: ImportRow[]) => rows.map((r) => ({ email: r.email, team_name: r.team_name ?? null }));
  return {
    status: 'success',
    import_id: id,
    summary,
    details: { imported: listed([...plan.insert, ...plan.update]), updated: listed(plan.update), skipped: plan.skipped, failed: [] },
  };
}

/** Decides what happens to each row; throws VALIDATION_ERROR with every row's problems when any row fails. */
function planImport(db: Db, scope: Scope, body: z.infer<typeof importBodySchema>): Plan {
  const { skip_duplicates: skip, update_if_exists: update } = body.options;
  const errors: RowError[] = [];
  const plan: Plan = { insert: [], update: [], skipped: [] };
  const seen = new Set<string>();

  body.members.forEach((raw, row) => {
    const rawEmail = emailOf(raw);
    if (rawEmail && seen.has(rawEmail)) {
      errors.push({ row, email: rawEmail, field: 'email', message: 'appears more than once in this request' });
      return;
    }
    if (rawEmail) seen.add(rawEmail);
    const exists = rawEmail ? !!findMember(db, scope, rawEmail) : false;
    if (exists && skip) {
      plan.skipped.push({ email: rawEmail!, reason: 'already exists' });
      return;
    }
    const parsed = check(rowSchema, raw, 'body');
    if (!parsed.ok) {
      for (const { field, message } of parsed.problems) errors.push({ row, email: rawEmail, field: field || 'member', message });
      return;
    }
    if (exists && !update) {
      errors.push({ row, email: rawEmail, field: 'email', message: 'already exists (set skip_duplicates or update_if_exists)' });
      return;
    }
    (exists ? plan.update : plan.insert).push(parsed.data);
  });

  body.members.forEach((raw, row) => {
    const manager = (raw as { manager_email?: unknown })?.manager_email;
    if (typeof manager !== 'string') return;
    const managerEmail = manager.trim().toLowerCase();
    const email = emailOf(raw);
    if (plan.skipped.some((s) => s.email === email)) return;
    if (managerEmail === email) errors.push({ row, email, field: 'manager_email', message: 'a member cannot be their own manager' });
    else if (!seen.has(managerEmail) && !findMember(db, scope, managerEmail))
      errors.push({ row, email, field: 'manager_email', message: `manager ${managerEmail} does not exist and is not in this request` });
  });

  if (errors.length > 0) {
    errors.sort((a, b) => a.row - b.row);
    const rows = new Set(errors.map((e) => e.row)).size;
    throw validationError(`${rows} of ${body.members.length} members are invalid; nothing was imported.`, errors);
  }
  return plan;
}

function emailOf(raw: unknown): string | null {
  const email = (raw as { email?: unknown } | null)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : null;
}

function teamIdFor(db: Db, scope: Scope, teamName: string | undefined): string | null {
  if (!teamName) return null;
  const found = db.prepare('SELECT id FROM teams WHERE stage = ? AND company_id = ? AND name = ?').get(scope.stage, scope.companyId, teamName) as
    | { id: string }
    | undefined;
  if (found) return found.id;
  const { n } = db.prepare('SELECT count(*) AS n FROM teams WHERE stage = ? AND company_id = ?').get(scope.stage, scope.companyId) as { n: number };
  let next = n + 1;
  while (db.prepare('SELECT 1 FROM teams WHERE stage = ? AND company_id = ? AND id = ?').get(scope.stage, scope.companyId, `t${next}`)) next += 1;
  const id = `t${next}`;
  db.prepare('INSERT INTO teams (stage, company_id, id, name) VALUES (?, ?, ?, ?)').run(scope.stage, scope.companyId, id, teamName);
  return id;
}

type CompanyDefaults = { default_language: string; default_country: string };

function insertMember(db: Db, scope: Scope, row: ImportRow, company: CompanyDefaults): void {
  db.prepare(
    `INSERT INTO members (stage, company_id, email, firstname, lastname, team_id, manager_email, language, country, timezone)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    scope.stage, scope.companyId, row.email, row.first_name, row.last_name, teamIdFor(db, scope, row.team_name),
    row.manager_email ?? null, row.language ?? company.default_language, row.country ?? company.default_country, row.timezone ?? null,
  );
}

/** Updates the fields the row carries; fields it leaves out keep their stored values. */
function updateMember(db: Db, scope: Scope, row: ImportRow): void {
  db.prepare(
    `UPDATE members SET firstname = ?, lastname = ?,
       team_id = coalesce(?, team_id), manager_email = coalesce(?, manager_email),
       language = coalesce(?, language), country = coalesce(?, country), timezone = coalesce(?, timezone)
     WHERE stage = ? AND company_id = ? AND email = ?`,
  ).run(
    row.first_name, row.last_name, teamIdFor(db, scope, row.team_name), row.manager_email ?? null, row.language ?? null,
    row.country ?? null, row.timezone ?? null, scope.stage, scope.companyId, row.email,
  );
}
