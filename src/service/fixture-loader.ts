// Loads a validated seed fixture into an empty database: every company into each stage one of its keys names, in one
// transaction, so a crash half-way leaves nothing behind.
import type { Fixture } from './fixture.js';
import type { Repositories } from './repositories/index.js';
import type { Scope } from './scope.js';

type Company = Fixture['companies'][number];

/** Loads the fixture unless the database already holds companies; true when it did. */
export function loadFixture(repos: Repositories, fixture: Fixture): boolean {
  if (repos.companies.any()) return false;
  repos.transaction(() => {
    for (const c of fixture.companies) {
      repos.companies.insert(c);
      for (const k of c.api_keys) repos.companies.insertKey(k.key, c.id, k.stage);
      for (const stage of new Set(c.api_keys.map((k) => k.stage))) loadCompanyStage(repos, fixture, c, { stage, companyId: c.id });
    }
  });
  return true;
}

function loadCompanyStage(repos: Repositories, fixture: Fixture, c: Company, scope: Scope): void {
  for (const q of fixture.main_questions) repos.survey.insertQuestion(scope.stage, '', q);
  for (const q of c.questions) repos.survey.insertQuestion(scope.stage, c.id, q);
  for (const t of c.teams) repos.groups.insertTeam(scope, t.id, t.name);
  for (const co of c.cohorts)
    repos.groups.insertCohort(
      scope,
      co.id,
      co.name,
      co.members.map((e) => e.toLowerCase()),
    );
  loadMembers(repos, c, scope);
  for (const r of c.responses) repos.survey.insertResponse(scope, { ...r, email: r.email.toLowerCase() });
  loadRecognitions(repos, c, scope);
  loadPresets(repos, c, scope);
}

function loadMembers(repos: Repositories, c: Company, scope: Scope): void {
  for (const m of c.members) {
    repos.members.insert(scope, {
      email: m.email.toLowerCase(),
      firstname: m.firstname,
      lastname: m.lastname,
      team_id: m.team_id ?? null,
      manager_email: m.manager_email?.toLowerCase() ?? null,
      talent_type: m.talent_type ?? '',
      impact_rating: m.impact_rating ?? 0,
      status: m.status ?? 'Active',
      engagement_health_score: m.engagement_health_score ?? 0,
      language: m.language ?? c.default_language,
      country: m.country ?? c.default_country,
      timezone: m.timezone ?? null,
      personal_context: m.personal_context ? JSON.stringify(m.personal_context) : null,
    });
  }
}

function loadRecognitions(repos: Repositories, c: Company, scope: Scope): void {
  const names = new Map(c.members.map((m) => [m.email.toLowerCase(), `${m.firstname} ${m.lastname}`]));
  for (const r of c.recognitions) {
    const to = [...new Set(r.to.map((t) => t.toLowerCase()))].map((email) => ({ email, name: names.get(email) ?? email, type: 'user' as const }));
    repos.recognitions.insert(
      scope,
      { sender: r.from.toLowerCase(), amount: r.amount, reason: r.for, share: r.share, type: 'coin', createdate: r.createdate },
      to,
    );
  }
}

/** Preset IDs are prefixed with the stage: the same fixture preset becomes one preset per stage. */
function loadPresets(repos: Repositories, c: Company, scope: Scope): void {
  for (const p of c.presets) {
    const targets = [
      ...(p.teams ?? []).map((target) => ({ kind: 'team' as const, target })),
      ...(p.members ?? []).map((m) => ({ kind: 'member' as const, target: m.toLowerCase() })),
    ];
    repos.presets.insert(scope, { ...p, id: `${scope.stage}-${p.id}`, created_at: new Date().toISOString() }, targets);
  }
}
