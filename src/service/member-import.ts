// Bulk member import: per-row validation, all-or-nothing for new members, skip/update of existing ones, auto-created teams.
import { randomUUID } from 'node:crypto';
import { type RowError, validationError } from './errors.js';
import { describeCycle, type ManagerLink, managerCycles } from './manager-cycles.js';
import type { CompanyDefaults } from './repositories/companies.js';
import type { Repositories } from './repositories/index.js';
import type { MemberUpdate } from './repositories/members.js';
import { type ImportBody, type ImportRow, importRow } from './requests.js';
import type { Scope } from './scope.js';
import { check } from './validation.js';

/** A row to write, with its index in the request. */
type Planned = ImportRow & { row: number };
type Plan = { insert: Planned[]; update: Planned[]; skipped: { email: string; reason: string }[] };

export function importMembers(repos: Repositories, scope: Scope, body: ImportBody) {
  const plan = planImport(repos, scope, body);
  const id = randomUUID();
  const summary = {
    total_submitted: body.members.length,
    successfully_imported: plan.insert.length + plan.update.length,
    updated: plan.update.length,
    skipped: plan.skipped.length,
    failed: 0,
  };
  const defaults = repos.companies.defaults(scope.companyId);
  repos.transaction(() => {
    plan.insert.forEach((row) => insertMember(repos, scope, row, defaults));
    plan.update.forEach((row) => updateMember(repos, scope, row));
    repos.imports.record(scope, id, summary);
  });
  const listed = (rows: ImportRow[]) => rows.map((r) => ({ email: r.email, team_name: r.team_name ?? null }));
  return {
    status: 'success',
    import_id: id,
    summary,
    details: { imported: listed([...plan.insert, ...plan.update]), updated: listed(plan.update), skipped: plan.skipped, failed: [] },
  };
}

/** Decides what happens to each row; throws VALIDATION_ERROR with every row's problems when any row fails. */
function planImport(repos: Repositories, scope: Scope, body: ImportBody): Plan {
  const emails = body.members.map(emailOf);
  const managers = body.members.map((raw) => managerOf(raw));
  // One lookup for every address the request names, instead of one per row.
  const existing = repos.members.existing(
    scope,
    [...emails, ...managers].filter((e): e is string => e !== null),
  );
  const errors: RowError[] = [];
  const plan = planRows(body, emails, existing, errors);
  const inRequest = new Set(emails.filter((e): e is string => e !== null));
  const skipped = new Set(plan.skipped.map((s) => s.email));
  managers.forEach((manager, row) => {
    const email = emails[row] ?? null;
    if (manager === null || (email !== null && skipped.has(email))) return;
    if (manager === email) errors.push({ row, email, field: 'manager_email', message: 'a member cannot be their own manager' });
    else if (!inRequest.has(manager) && !existing.has(manager))
      errors.push({ row, email, field: 'manager_email', message: `manager ${manager} does not exist and is not in this request` });
  });
  errors.push(...cycleErrors(repos, scope, plan, errors));
  if (errors.length > 0) {
    errors.sort((a, b) => a.row - b.row);
    const rows = new Set(errors.map((e) => e.row)).size;
    throw validationError(`${rows} of ${body.members.length} members are invalid; nothing was imported.`, errors);
  }
  return plan;
}

/** The rows that would close a reporting cycle, among those written and otherwise valid (a stored manager counts). */
function cycleErrors(repos: Repositories, scope: Scope, plan: Plan, errors: RowError[]): RowError[] {
  const refused = new Set(errors.map((e) => e.row));
  const links: ManagerLink[] = [...plan.insert, ...plan.update]
    .filter((r) => r.manager_email !== undefined && !refused.has(r.row))
    .map((r) => ({ row: r.row, email: r.email, manager: r.manager_email! }));
  return managerCycles(links, (email) => repos.members.find(scope, email)?.manager_email?.toLowerCase() ?? null).map(({ row, email, cycle }) => ({
    row,
    email,
    field: 'manager_email',
    message: `would make a reporting cycle: ${describeCycle(cycle)}`,
  }));
}

/** Each row inserted, updated or skipped by the request's options; its problems go to `errors`. */
function planRows(body: ImportBody, emails: (string | null)[], existing: Set<string>, errors: RowError[]): Plan {
  const { skip_duplicates: skip, update_if_exists: update } = body.options;
  const plan: Plan = { insert: [], update: [], skipped: [] };
  const seen = new Set<string>();
  body.members.forEach((raw, row) => {
    const rawEmail = emails[row] ?? null;
    if (rawEmail && seen.has(rawEmail)) {
      errors.push({ row, email: rawEmail, field: 'email', message: 'appears more than once in this request' });
      return;
    }
    if (rawEmail) seen.add(rawEmail);
    const exists = rawEmail !== null && existing.has(rawEmail);
    if (exists && skip) {
      plan.skipped.push({ email: rawEmail, reason: 'already exists' });
      return;
    }
    const parsed = check(importRow, raw, 'body');
    if (!parsed.ok) {
      for (const { field, message } of parsed.problems) errors.push({ row, email: rawEmail, field: field || 'member', message });
      return;
    }
    if (exists && !update) {
      errors.push({ row, email: rawEmail, field: 'email', message: 'already exists (set skip_duplicates or update_if_exists)' });
      return;
    }
    (exists ? plan.update : plan.insert).push({ ...parsed.data, row });
  });
  return plan;
}

function managerOf(raw: unknown): string | null {
  const manager = (raw as { manager_email?: unknown } | null)?.manager_email;
  return typeof manager === 'string' ? manager.trim().toLowerCase() : null;
}

function emailOf(raw: unknown): string | null {
  const email = (raw as { email?: unknown } | null)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : null;
}

function teamIdFor(repos: Repositories, scope: Scope, teamName: string | undefined): string | null {
  if (!teamName) return null;
  return repos.groups.teamIdByName(scope, teamName) ?? repos.groups.createTeam(scope, teamName);
}

/** The member fields an import row carries; those it leaves out stay undefined. */
function fieldsOf(repos: Repositories, scope: Scope, row: ImportRow): MemberUpdate {
  return {
    email: row.email,
    firstname: row.first_name,
    lastname: row.last_name,
    team_id: teamIdFor(repos, scope, row.team_name),
    manager_email: row.manager_email,
    language: row.language,
    country: row.country,
    timezone: row.timezone,
  };
}

/** A new member: what the row leaves out takes the company's defaults or the schema's. */
function insertMember(repos: Repositories, scope: Scope, row: ImportRow, company: CompanyDefaults): void {
  const f = fieldsOf(repos, scope, row);
  repos.members.insert(scope, {
    ...f,
    team_id: f.team_id ?? null,
    manager_email: f.manager_email ?? null,
    language: f.language ?? company.default_language,
    country: f.country ?? company.default_country,
    timezone: f.timezone ?? null,
    talent_type: '',
    impact_rating: 0,
    status: 'Active',
    engagement_health_score: 0,
    personal_context: null,
  });
}

/** Updates the fields the row carries; fields it leaves out keep their stored values. */
function updateMember(repos: Repositories, scope: Scope, row: ImportRow): void {
  repos.members.update(scope, fieldsOf(repos, scope, row));
}
