// Member records and engagement profiles: lookups within the caller's company, and how a member is shown.
import { memberNotFound } from './errors.js';
import { healthStatus } from './formats.js';
import type { Repositories } from './repositories/index.js';
import type { MemberRow } from './repositories/members.js';
import type { Scope } from './scope.js';

export function requireMember(repos: Repositories, scope: Scope, email: string): MemberRow {
  const member = repos.members.find(scope, email);
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
    // A field past the spec's shown ones ("any further fields: not shown"): the language a person reads, for the app.
    language: m.language,
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
