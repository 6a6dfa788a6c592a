// The seed fixture: errors name their exact path; the demo company is rich enough for the app to look alive.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FixtureError, parseFixture, readFixtureFile } from '../../src/service/fixture.js';
import { DEMO_FIXTURE } from '../../src/service/server.js';
import { testFixture } from '../support/fixture.js';

describe('fixture validation', () => {
  it('names the exact path of a bad field', () => {
    const fixture = testFixture() as unknown as { companies: { members: { email: string }[] }[] };
    fixture.companies[0]!.members[2]!.email = 'not-an-email';
    expect(() => parseFixture(fixture, 'test.json')).toThrow(/companies\[0\]\.members\[2\]\.email/);
  });

  it('reports references to teams and members that do not exist', () => {
    const fixture = testFixture();
    fixture.companies[0]!.members[1]!.team_id = 't404';
    fixture.companies[0]!.recognitions[0]!.to = ['ghost@acme.test'];
    const error = (() => {
      try {
        parseFixture(fixture, 'test.json');
      } catch (e) {
        return e as FixtureError;
      }
    })();
    expect(error).toBeInstanceOf(FixtureError);
    expect(error?.message).toContain('companies[0].members[1].team_id: unknown team "t404"');
    expect(error?.message).toContain('companies[0].recognitions[0].to[0]: no member "ghost@acme.test"');
  });

  it('keeps engagement_health_score within 0 to 100', () => {
    const fixture = testFixture();
    fixture.companies[0]!.members[0]!.engagement_health_score = 100;
    expect(() => parseFixture(fixture, 'ok.json')).not.toThrow();
    fixture.companies[0]!.members[0]!.engagement_health_score = 101;
    expect(() => parseFixture(fixture, 'bad.json')).toThrow(/companies\[0\]\.members\[0\]\.engagement_health_score/);
  });

  it('reports a file that is not JSON', () => {
    expect(() => readFixtureFile(new URL('./fixture.test.ts', import.meta.url).pathname)).toThrow(/cannot be read as JSON/);
  });
});

describe('demo company', () => {
  const demo = readFixtureFile(DEMO_FIXTURE);
  const company = demo.companies[0]!;

  it('has 40+ members in 5+ teams with a manager tree three levels deep', () => {
    expect(company.members.length).toBeGreaterThanOrEqual(40);
    expect(new Set(company.members.map((m) => m.team_id)).size).toBeGreaterThanOrEqual(5);
    const managerOf = new Map(company.members.map((m) => [m.email, m.manager_email]));
    const depth = (email: string): number => (managerOf.get(email) ? 1 + depth(managerOf.get(email)!) : 1);
    expect(Math.max(...company.members.map((m) => depth(m.email)))).toBeGreaterThanOrEqual(3);
  });

  it('covers all six skills, several months of responses, a cohort and a recognition history', () => {
    const skills = new Set([...demo.main_questions, ...company.questions].map((q) => q.skill));
    expect(skills.size).toBe(6);
    expect(new Set(company.responses.map((r) => r.date.slice(0, 7))).size).toBeGreaterThanOrEqual(3);
    expect(company.cohorts.length).toBeGreaterThan(0);
    expect(company.recognitions.length).toBeGreaterThan(50);
  });

  it('is the file the README documents (demo keys)', () => {
    const text = readFileSync(DEMO_FIXTURE, 'utf8');
    expect(text).toContain('"northwind-dev-key"');
  });
});
