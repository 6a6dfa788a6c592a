// A small seed fixture for tests: two companies, keys on both stages, a manager tree, a team, a cohort, survey data.
import type { Fixture } from '../../src/service/fixture.js';

const member = (email: string, firstname: string, lastname: string, team_id: string | null, manager_email: string | null, score = 50) => ({
  email,
  firstname,
  lastname,
  team_id,
  manager_email,
  talent_type: 'Engineer',
  impact_rating: 3.5,
  status: 'Active',
  engagement_health_score: score,
  language: 'en',
  country: 'US',
  timezone: 0,
  personal_context: { strengths: ['a', 'b', 'c'], recent_wins: ['w1', 'w2'] },
});

export function testFixture(): Fixture {
  return {
    main_questions: [
      { question_id: 'q-main-1', question_text: 'Main one', type: 'Multiple Choice', options: ['Yes', 'No'], skill: 'Empathy', dimension: 'Wellbeing' },
    ],
    companies: [
      {
        id: 'acme',
        name: 'Acme',
        default_language: 'en',
        default_country: 'US',
        api_keys: [
          { key: 'acme-dev-key', stage: 'dev' },
          { key: 'acme-prod-key', stage: 'prod' },
        ],
        teams: [
          { id: 't100', name: 'Engineering' },
          { id: 't200', name: 'Sales' },
        ],
        cohorts: [{ id: 'c-2026', name: 'Class of 2026', members: ['ana@acme.test', 'ben@acme.test'] }],
        members: [
          member('ceo@acme.test', 'Cleo', 'Chief', null, null, 90),
          member('mgr@acme.test', 'Max', 'Manager', 't100', 'ceo@acme.test', 60),
          member('ana@acme.test', 'Ana', 'Lima', 't100', 'mgr@acme.test', 24),
          member('ben@acme.test', 'Ben', 'Carter', 't100', 'mgr@acme.test', 25),
          member('cara@acme.test', 'Cara', 'Sales', 't200', 'ceo@acme.test', 75),
        ],
        questions: [
          { question_id: 'q-acme-1', question_text: 'Custom one', type: 'Multiple Choice', options: ['1', '2'], skill: 'Leadership', dimension: 'Growth' },
        ],
        responses: [
          { email: 'ana@acme.test', question_id: 'q-acme-1', answer: '2', date: '2026-09-01' },
          { email: 'ana@acme.test', question_id: 'q-main-1', answer: 'Yes', date: '2026-10-01' },
          { email: 'ben@acme.test', question_id: 'q-acme-1', answer: '1', date: '2026-10-15' },
        ],
        recognitions: [{ from: 'ben@acme.test', to: ['ana@acme.test'], amount: 5, for: 'seed thanks', share: true, createdate: '2026-10-02 09:30:00' }],
        presets: [],
      },
      {
        id: 'globex',
        name: 'Globex',
        default_language: 'de',
        default_country: 'DE',
        api_keys: [{ key: 'globex-dev-key', stage: 'dev' }],
        teams: [],
        cohorts: [],
        members: [member('hank@globex.test', 'Hank', 'Scorpio', null, null)],
        questions: [{ question_id: 'q-globex-1', question_text: 'Globex only', type: 'Multiple Choice', options: ['1'], skill: 'Optimism', dimension: 'Mood' }],
        responses: [],
        recognitions: [],
        presets: [],
      },
    ],
  };
}

/** The test company grown by `size` people in one team (`t900`), with their Slack users — for what must not grow with it. */
export function largeCompany(size: number) {
  const people = Array.from({ length: size }, (_, i) => ({ id: `UP${i}`, name: `Person ${i}`, email: `p${i}@acme.test` }));
  const fixture = testFixture();
  const acme = fixture.companies[0]!;
  acme.teams.push({ id: 't900', name: 'Everybody' });
  acme.members.push(...people.map((p) => ({ email: p.email, firstname: 'Person', lastname: p.id, team_id: 't900', manager_email: null, status: 'Active' })));
  return { fixture, people };
}

/** The test company with a second question (quotes, commas) and 12,000 survey responses, some of them multi-line. */
export function bigSurvey(): Fixture {
  const fixture = testFixture();
  const acme = fixture.companies[0]!;
  acme.questions.push({
    question_id: 'q-acme-2',
    question_text: 'Second, with "quotes", commas',
    type: 'Open',
    options: [],
    skill: 'Empathy',
    dimension: 'Growth',
  });
  const people = acme.members.map((m) => m.email);
  for (let i = 0; i < 12_000; i += 1) {
    const q = ['q-acme-1', 'q-acme-2', 'q-main-1'][i % 3]!;
    acme.responses.push({
      email: people[i % people.length]!,
      question_id: q,
      answer: i % 7 === 0 ? `multi\nline, "quoted" ${i}` : String(i % 5),
      date: `2026-${String((i % 9) + 1).padStart(2, '0')}-${String((i % 27) + 1).padStart(2, '0')}`,
    });
  }
  return fixture;
}
