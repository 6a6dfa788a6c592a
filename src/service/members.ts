// Member records and engagement profiles: lookups within the caller's company.
import type { Db } from './db.js';
import { memberNotFound } from './errors.js';
import { healthStatus } from './formats.js';
import type { Scope } from './scope.js';

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

export function findMember(db: Db, scope: Scope, email: string): MemberRow | undefined {
  return db
    .prepare('SELECT * FROM members WHERE stage = ? AND company_id = ? AND email = ?')
    .get(scope.stage, scope.companyId, email.trim()) as MemberRow | undefined;
}

export function requireMember(db: Db, scope: Scope, email: string): MemberRow {
  const member = findMember(db, scope, email);
  if (!member) throw memberNotFound(email);
  return member;
}

export function fullName(m: Pick<MemberRow, 'firstname' | 'lastname'>): string {
  return `${m.firstname} ${m.lastname}`.trim();
}

export function memberRecord(m: MemberRow) {
  return {
    email: m.email,
    firstname: m.firstname,
    lastname: m.lastname,
    company_id: m.company_id,
    team_id: m.team_id ?? '',
    talent_type: m.talent_type,
    impact_rating: m.impact_rating,
    status: m.status,
    manager_email: m.manager_email,
  };
}

export function memberProfile(m: MemberRow, includeContext: boolean, contextLimit: number) {
  const score = Math.max(0, Math.min(100, m.engagement_health_score));
  const profile: Record<string, unknown> = {
    impact_rating: m.impact_rating,
    engagement_health_score: score,
    engagement_health_status: healthStatus(score),
  };
  if (includeContext) {
    const context = m.personal_context ? (JSON.parse(m.personal_context) as Record<string, string[]>) : {};
    profile.personal_context = Object.fromEntries(Object.entries(context).map(([k, list]) => [k, list.slice(0, contextLimit)]));
  }
  return profile;
}
