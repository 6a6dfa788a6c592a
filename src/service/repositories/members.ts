// Members of a company on a stage: lookups, the sets recognition resolves to, writes of import and seed, health scores.
import type { Scope } from '../scope.js';
import type { Sql } from './statements.js';

export type MemberRow = {
  email: string;
  firstname: string;
  lastname: string;
  company_id: string;
  team_id: string | null;
  manager_email: string | null;
  talent_type: string;
  impact_rating: number;
  status: string;
  engagement_health_score: number;
  language: string;
  country: string;
  timezone: number | null;
  personal_context: string | null;
};

/** A member to write: the row without its scope; fields left out of an update keep their stored values. */
export type MemberWrite = Omit<MemberRow, 'company_id'>;
export type MemberUpdate = Pick<MemberRow, 'email' | 'firstname' | 'lastname'> &
  Partial<Pick<MemberRow, 'team_id' | 'manager_email' | 'language' | 'country' | 'timezone'>>;

const IN_SCOPE = 'm.stage = ? AND m.company_id = ?';
const ACTIVE = "m.status = 'Active'";

export function membersRepository(sql: Sql) {
  const list = (where: string, scope: Scope, ...params: unknown[]) =>
    sql(`SELECT * FROM members m WHERE ${IN_SCOPE} AND ${where} ORDER BY m.email`).all(scope.stage, scope.companyId, ...params) as MemberRow[];
  return {
    find: (scope: Scope, email: string) =>
      sql(`SELECT * FROM members m WHERE ${IN_SCOPE} AND m.email = ?`).get(scope.stage, scope.companyId, email.trim()) as MemberRow | undefined,
    /** Which of `emails` are members, in one statement (lowercased, as every address is stored). */
    existing: (scope: Scope, emails: string[]) =>
      new Set(
        (
          sql(`SELECT lower(m.email) AS email FROM members m WHERE ${IN_SCOPE} AND m.email IN (SELECT value FROM json_each(?))`).all(
            scope.stage,
            scope.companyId,
            JSON.stringify([...new Set(emails)]),
          ) as { email: string }[]
        ).map((m) => m.email),
      ),
    active: (scope: Scope) => list(ACTIVE, scope),
    activeInTeam: (scope: Scope, teamId: string) => list(`${ACTIVE} AND m.team_id = ?`, scope, teamId),
    activeInCohort: (scope: Scope, cohortId: string) =>
      list(
        `${ACTIVE} AND m.email IN (SELECT email FROM cohort_members c WHERE c.stage = m.stage AND c.company_id = m.company_id AND c.cohort_id = ?)`,
        scope,
        cohortId,
      ),
    /** Active members by health score: each score once with how many have it, counted from the index members_by_health. */
    healthCounts: (scope: Scope) =>
      sql(`SELECT engagement_health_score AS score, count(*) AS n FROM members m WHERE ${IN_SCOPE} AND ${ACTIVE} GROUP BY score`).all(
        scope.stage,
        scope.companyId,
      ) as { score: number; n: number }[],
    insert: (scope: Scope, m: MemberWrite) => {
      sql(`INSERT INTO members (stage, company_id, email, firstname, lastname, team_id, manager_email, talent_type, impact_rating, status,
             engagement_health_score, language, country, timezone, personal_context) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`).run(
        scope.stage,
        scope.companyId,
        m.email,
        m.firstname,
        m.lastname,
        m.team_id,
        m.manager_email,
        m.talent_type,
        m.impact_rating,
        m.status,
        m.engagement_health_score,
        m.language,
        m.country,
        m.timezone,
        m.personal_context,
      );
    },
    update: (scope: Scope, m: MemberUpdate) => {
      sql(`UPDATE members SET firstname = ?, lastname = ?, team_id = coalesce(?, team_id), manager_email = coalesce(?, manager_email),
             language = coalesce(?, language), country = coalesce(?, country), timezone = coalesce(?, timezone)
           WHERE stage = ? AND company_id = ? AND email = ?`).run(
        m.firstname,
        m.lastname,
        m.team_id ?? null,
        m.manager_email ?? null,
        m.language ?? null,
        m.country ?? null,
        m.timezone ?? null,
        scope.stage,
        scope.companyId,
        m.email,
      );
    },
  };
}
