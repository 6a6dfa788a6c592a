// Writes the demo company fixture (src/service/fixtures/demo-company.json) from a fixed seed, so it can be regenerated identically.
import { writeFileSync } from 'node:fs';
import { fixtureSchema } from '../src/service/fixture.js';

let state = 20261122;
const random = () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648;
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
const between = (lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1));

const teams = [
  { id: 't100', name: 'Engineering' },
  { id: 't200', name: 'Product' },
  { id: 't300', name: 'Design' },
  { id: 't400', name: 'Customer Success' },
  { id: 't500', name: 'People' },
  { id: 't600', name: 'Sales' },
];

const people: [string, string, string, string][] = [
  // firstname, lastname, team, talent type
  ['Maya', 'Okafor', 't500', 'Executive'],
  ['Daniel', 'Ferreira', 't100', 'Engineering Director'],
  ['Priya', 'Raman', 't200', 'Product Director'],
  ['Ana', 'Lima', 't100', 'Engineering Manager'],
  ['Ben', 'Carter', 't100', 'Engineering Manager'],
  ['Sofia', 'Marquez', 't300', 'Design Lead'],
  ['Kenji', 'Watanabe', 't200', 'Product Manager'],
  ['Grace', 'Mensah', 't400', 'Support Lead'],
  ['Lukas', 'Becker', 't600', 'Sales Lead'],
  ['Amara', 'Nwosu', 't500', 'People Partner'],
  ['Tom', 'Hughes', 't100', 'Engineer'],
  ['Leila', 'Haddad', 't100', 'Engineer'],
  ['Mateo', 'Rossi', 't100', 'Engineer'],
  ['Hannah', 'Schmidt', 't100', 'Engineer'],
  ['Omar', 'Khalil', 't100', 'Engineer'],
  ['Chloe', 'Dubois', 't100', 'Engineer'],
  ['Ravi', 'Patel', 't100', 'Engineer'],
  ['Julia', 'Nowak', 't100', 'Engineer'],
  ['Samuel', 'Adeyemi', 't100', 'Engineer'],
  ['Elena', 'Popescu', 't100', 'Engineer'],
  ['Noah', 'Jensen', 't200', 'Product Manager'],
  ['Isabel', 'Costa', 't200', 'Product Analyst'],
  ['Yusuf', 'Demir', 't200', 'Product Manager'],
  ['Mei', 'Chen', 't300', 'Designer'],
  ['Lucas', 'Moreau', 't300', 'Designer'],
  ['Aisha', 'Bello', 't300', 'Researcher'],
  ['Felix', 'Wagner', 't400', 'Support Specialist'],
  ['Zoe', 'Taylor', 't400', 'Support Specialist'],
  ['Diego', 'Alvarez', 't400', 'Customer Success Manager'],
  ['Nina', 'Ivanova', 't400', 'Customer Success Manager'],
  ['Arjun', 'Mehta', 't400', 'Support Specialist'],
  ['Laura', 'Bianchi', 't600', 'Account Executive'],
  ['Ethan', 'Brooks', 't600', 'Account Executive'],
  ['Fatima', 'Zahra', 't600', 'Sales Engineer'],
  ['Oliver', 'Smith', 't600', 'Account Executive'],
  ['Sara', 'Lindqvist', 't500', 'Recruiter'],
  ['David', 'Kim', 't500', 'People Operations'],
  ['Camila', 'Rojas', 't100', 'Engineer'],
  ['Jonas', 'Berg', 't100', 'Engineer'],
  ['Wanjiru', 'Kamau', 't200', 'Product Designer'],
  ['Pedro', 'Santos', 't400', 'Support Specialist'],
  ['Emily', 'Walsh', 't600', 'Sales Development'],
  ['Hiro', 'Tanaka', 't100', 'Engineer'],
  ['Ingrid', 'Olsen', 't300', 'Designer'],
];

const email = (p: [string, string, string, string]) => `${`${p[0]}.${p[1]}`.toLowerCase()}@northwind.test`;
const byName = (first: string) => email(people.find((p) => p[0] === first)!);

// The manager tree: Maya (CEO) → directors → leads → everyone else.
const managerOf = (p: [string, string, string, string], i: number): string | null => {
  if (i === 0) return null;
  if (['Daniel', 'Priya', 'Amara'].includes(p[0])) return byName('Maya');
  if (['Ana', 'Ben'].includes(p[0])) return byName('Daniel');
  if (['Sofia', 'Kenji', 'Grace', 'Lukas'].includes(p[0])) return byName('Priya');
  if (p[2] === 't100') return byName(i % 2 === 0 ? 'Ana' : 'Ben');
  if (p[2] === 't200') return byName('Kenji');
  if (p[2] === 't300') return byName('Sofia');
  if (p[2] === 't400') return byName('Grace');
  if (p[2] === 't600') return byName('Lukas');
  return byName('Amara');
};

const strengths = [
  'Clear written updates',
  'Mentoring newer teammates',
  'Calm under incident pressure',
  'Customer empathy',
  'Turning vague asks into plans',
  'Thorough code reviews',
  'Running crisp meetings',
  'Data-driven decisions',
];
const wins = [
  'Shipped the billing migration',
  'Closed the Q3 renewal with Contoso',
  'Cut support backlog by 40%',
  'Launched the new onboarding flow',
  'Led the accessibility audit',
  'Hired two engineers',
  'Rolled out the design system v2',
  'Halved CI build time',
];
const growth = ['Delegating more', 'Presenting to executives', 'Saying no to scope creep', 'Writing design docs earlier', 'Cross-team visibility'];
const timezones = [0, 1, 1, 2, -5, -8, 5, 9];

const members = people.map((p, i) => {
  const score = between(12, 96);
  return {
    email: email(p),
    firstname: p[0],
    lastname: p[1],
    team_id: p[2],
    manager_email: managerOf(p, i),
    talent_type: p[3],
    impact_rating: Math.round((2.5 + random() * 2.5) * 10) / 10,
    status: 'Active',
    engagement_health_score: score,
    language: 'en',
    country: pick(['US', 'GB', 'DE', 'PT', 'IN', 'JP']),
    timezone: pick(timezones),
    personal_context: {
      strengths: [pick(strengths), pick(strengths)].filter((v, j, a) => a.indexOf(v) === j),
      recent_wins: [pick(wins)],
      growth_areas: [pick(growth)],
    },
  };
});

const mainQuestions = [
  { question_id: 'q-main-1', question_text: 'I would recommend this company as a great place to work.', skill: 'Optimism', dimension: 'Advocacy' },
  { question_id: 'q-main-2', question_text: 'I know what is expected of me at work.', skill: 'Self Awareness', dimension: 'Clarity' },
  { question_id: 'q-main-3', question_text: 'My manager cares about me as a person.', skill: 'Empathy', dimension: 'Relationships' },
  { question_id: 'q-main-4', question_text: 'I see myself still working here in two years.', skill: 'Optimism', dimension: 'Retention' },
].map((q) => ({ ...q, type: 'Multiple Choice', options: ['1', '2', '3', '4', '5'] }));

const customQuestions = [
  {
    question_id: 'q-nw-1',
    question_text: 'When I see a problem, I feel free to fix it without waiting to be asked.',
    skill: 'Initiative Making',
    dimension: 'Ownership',
  },
  { question_id: 'q-nw-2', question_text: 'I question assumptions before I commit to a plan.', skill: 'Critical Thinking', dimension: 'Decision Making' },
  { question_id: 'q-nw-3', question_text: 'My team lead explains the why behind priorities.', skill: 'Leadership', dimension: 'Growth' },
  { question_id: 'q-nw-4', question_text: 'I understand how my mood affects my teammates.', skill: 'Self Awareness', dimension: 'Wellbeing' },
  { question_id: 'q-nw-5', question_text: 'I take time to understand a colleague before disagreeing.', skill: 'Empathy', dimension: 'Collaboration' },
  { question_id: 'q-nw-6', question_text: 'I believe next quarter will be better than this one.', skill: 'Optimism', dimension: 'Wellbeing' },
  { question_id: 'q-nw-7', question_text: 'I had a meaningful conversation about my growth this month.', skill: 'Leadership', dimension: 'Growth' },
  { question_id: 'q-nw-8', question_text: 'I proposed an improvement that was adopted this quarter.', skill: 'Initiative Making', dimension: 'Ownership' },
].map((q) => ({ ...q, type: 'Multiple Choice', options: ['1', '2', '3', '4', '5'] }));

const months = ['2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'];
const allQuestions = [...mainQuestions, ...customQuestions];
const responses = months.flatMap((month, mi) =>
  members.flatMap((m) => {
    if (random() < 0.2) return []; // not everyone answers every pulse
    const day = String(between(2, mi === 5 ? 18 : 26)).padStart(2, '0');
    return [0, 1, 2].map(() => {
      const q = pick(allQuestions);
      return {
        email: m.email,
        question_id: q.question_id,
        answer: String(Math.min(5, Math.max(1, Math.round(m.engagement_health_score / 22) + between(-1, 1)))),
        date: `${month}-${day}`,
      };
    });
  }),
);

const reasons = [
  'untangling the flaky deploy pipeline at 11pm',
  'the thoughtful onboarding doc — saved me days',
  'staying on the customer call until it was solved',
  'the crystal-clear launch plan',
  'pairing with me on the tricky migration',
  'covering my on-call shift while I was sick',
  'the beautiful new dashboard designs',
  'turning around the renewal with a tough account',
  'organising the team offsite',
  'the best demo at the all-hands',
  'catching that security issue in review',
  'the patient answers to all my questions in week one',
  'running the retro so well',
  'the user interviews that changed our roadmap',
  'closing 30 tickets in a day during the outage',
];

const recognitions = Array.from({ length: 140 }, () => {
  const from = pick(members);
  let to = pick(members);
  while (to.email === from.email) to = pick(members);
  const month = pick(months);
  const day = String(between(1, month === '2026-11' ? 20 : 28)).padStart(2, '0');
  const time = `${String(between(8, 18)).padStart(2, '0')}:${String(between(0, 59)).padStart(2, '0')}:${String(between(0, 59)).padStart(2, '0')}`;
  return {
    from: from.email,
    to: [to.email],
    amount: pick([5, 5, 10, 10, 15, 20, 25, 50]),
    for: pick(reasons),
    share: random() > 0.15,
    createdate: `${month}-${day} ${time}`,
  };
}).sort((a, b) => a.createdate.localeCompare(b.createdate));

const fixture = {
  main_questions: mainQuestions,
  companies: [
    {
      id: 'northwind',
      name: 'Northwind Labs',
      default_language: 'en',
      default_country: 'US',
      api_keys: [
        { key: 'northwind-dev-key', stage: 'dev' },
        { key: 'northwind-prod-key', stage: 'prod' },
      ],
      teams,
      cohorts: [
        { id: 'c-2026', name: 'Class of 2026', members: ['Camila', 'Jonas', 'Wanjiru', 'Pedro', 'Emily', 'Hiro', 'Ingrid'].map(byName) },
        { id: 'c-mentors', name: 'Mentors', members: ['Ana', 'Sofia', 'Grace', 'Tom'].map(byName) },
      ],
      members,
      questions: customQuestions,
      responses,
      recognitions,
      presets: [],
    },
    {
      id: 'globex',
      name: 'Globex',
      default_language: 'de',
      default_country: 'DE',
      api_keys: [{ key: 'globex-dev-key', stage: 'dev' }],
      teams: [{ id: 't900', name: 'Operations' }],
      cohorts: [],
      members: [
        {
          email: 'hank.scorpio@globex.test',
          firstname: 'Hank',
          lastname: 'Scorpio',
          team_id: 't900',
          manager_email: null,
          talent_type: 'Executive',
          impact_rating: 5,
          status: 'Active',
          engagement_health_score: 88,
        },
        {
          email: 'homer.simpson@globex.test',
          firstname: 'Homer',
          lastname: 'Simpson',
          team_id: 't900',
          manager_email: 'hank.scorpio@globex.test',
          talent_type: 'Operator',
          impact_rating: 2.1,
          status: 'Active',
          engagement_health_score: 30,
        },
      ],
      questions: [],
      responses: [],
      recognitions: [],
      presets: [],
    },
  ],
};

fixtureSchema.parse(fixture);
writeFileSync(new URL('../src/service/fixtures/demo-company.json', import.meta.url), `${JSON.stringify(fixture, null, 1)}\n`);
console.log(`demo fixture: ${members.length} members, ${responses.length} responses, ${recognitions.length} recognitions`);
