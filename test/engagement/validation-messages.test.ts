// Contract: every request the service refuses as invalid says which field is at fault and which rule it broke —
// never zod's generic "Invalid input".
import { describe, expect, it } from 'vitest';
import { useService } from '../support/engagement.js';

const service = useService();

const review = {
  employee_email: 'ana@acme.test',
  reviewer_email: 'mgr@acme.test',
  review_date: '2026-01-10',
  assessment_data: {
    goal_performance: { rating: 'met_goals', supporting_examples: 'x' },
    culture_contribution: { rating: 'consistently', supporting_examples: 'y' },
  },
};
const preset = { name: 'P', goals_feedback: 'g', culture_contribution: 'c', next_review: '2027-01-01', members: ['ana@acme.test'] };

/** [what is wrong, path (GET) or [path, body] (POST), the message expected]. */
const cases: [string, string | [string, unknown], RegExp][] = [
  ['201 reviews in one request', ['/api/v1/performance-boosts', Array.from({ length: 201 }, () => review)], /at most 200 reviews/],
  ['no reviews', ['/api/v1/performance-boosts', []], /at least 1 review/],
  ['a review request that is text', ['/api/v1/performance-boosts', 'hello'], /review or a list of reviews/],
  ['recipients of the wrong type', ['/1/recognition/ana@acme.test', { recipients: 5, amount: 1, for: 'x' }], /recipients .*(text|list)/],
  [
    'recipients with a number inside',
    ['/1/recognition/ana@acme.test', { recipients: ['ben@acme.test', 5], amount: 1, for: 'x' }],
    /recipients\[1\] must be text/,
  ],
  ['no recipients', ['/1/recognition/ana@acme.test', { amount: 1, for: 'x' }], /recipients is required/],
  ['an amount as text', ['/1/recognition/ana@acme.test', { recipients: 'ben@acme.test', amount: '5', for: 'x' }], /amount must be a number/],
  ['no reason', ['/1/recognition/ana@acme.test', { recipients: 'ben@acme.test', amount: 1 }], /for is required/],
  ['a type other than coin', ['/1/recognition/ana@acme.test', { recipients: 'ben@acme.test', amount: 1, for: 'x', type: 'badge' }], /type must be "coin"/],
  [
    'display_feed as text',
    ['/1/recognition/ana@acme.test', { recipients: 'ben@acme.test', amount: 1, for: 'x', display_feed: 'yes' }],
    /display_feed must be true or false/,
  ],
  ['a body that is not an object', ['/1/recognition/ana@acme.test', [1, 2]], /body must be a JSON object/],
  ['a body of JSON null', ['/1/recognition/ana@acme.test', null], /body must be a JSON object/],
  ['an empty body, read as {}', ['/1/recognition/ana@acme.test', undefined], /recipients is required/],
  ['an import without members', ['/api/v1/members', {}], /members is required/],
  [
    'import options of the wrong type',
    ['/api/v1/members', { members: [{}], options: { skip_duplicates: 'yes' } }],
    /options\.skip_duplicates must be true or false/,
  ],
  ['a preset name that is a number', ['/api/v1/performance-preset', { ...preset, name: 7 }], /name must be text/],
  ['a preset without next_review', ['/api/v1/performance-preset', { ...preset, next_review: undefined }], /next_review is required/],
  ['a preset member that is not an e-mail', ['/api/v1/performance-preset', { ...preset, members: ['nobody'] }], /members\[0\] must be an e-mail address/],
  ['a town-hall topic over 200 characters', ['/townhall/content', { topic: 'x'.repeat(201) }], /topic must be at most 200 characters/],
  ['a town-hall date that is a number', ['/townhall/content', { date_from: 20260101 }], /date_from must be a date as YYYY-MM-DD/],
  ['an e-mail given twice in the query', '/1/members?email=a@acme.test&email=b@acme.test', /email must be given once/],
  ['an empty e-mail', '/1/members?email=', /email is required/],
  ['a limit over 250', '/1/questions?limit=251', /limit must be at most 250/],
  ['a page of 0', '/1/questions?page=0', /page must be at least 1/],
  ['a page that is not a number', '/1/questions?page=two', /page must be a whole number/],
  ['an unknown skill', '/1/questions?skill=Juggling', /skill must be one of/],
  ['context_limit over 50', '/api/v1/users/ana@acme.test/profile?context_limit=51', /context_limit must be at most 50/],
  [
    'include_personal_context not a boolean',
    '/api/v1/users/ana@acme.test/profile?include_personal_context=maybe',
    /include_personal_context must be one of "true", "false"/,
  ],
  ['responses without a filter', '/1/responses', /email or question_id is required/],
  ['a bad date_from', '/1/responses?email=ana@acme.test&date_from=2026-13-01', /date_from is not a real calendar date/],
];

async function messageOf(request: string | [string, unknown]): Promise<{ status: number; message: string }> {
  const [path, body] = typeof request === 'string' ? [request, undefined] : request;
  const post = typeof request !== 'string';
  const response = await fetch(`${service.current.url}/dev${path}`, {
    method: post ? 'POST' : 'GET',
    headers: { 'x-api-key': 'acme-dev-key', ...(post ? { 'content-type': 'application/json' } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, message: ((await response.json()) as { message: string }).message };
}

describe('validation messages name the field and the rule', () => {
  it.each(cases)('%s', async (_what, request, expected) => {
    const { status, message } = await messageOf(request);
    expect(status).toBe(400);
    expect(message).toMatch(expected);
    expect(message).not.toMatch(/Invalid input|Invalid option|Too (big|small)|expected \w+, received/);
  });

  it('names the rule in failed boost items too', async () => {
    const response = await fetch(`${service.current.url}/dev/api/v1/performance-boosts`, {
      method: 'POST',
      headers: { 'x-api-key': 'acme-dev-key', 'content-type': 'application/json' },
      body: JSON.stringify([
        { ...review, review_date: 5 },
        { ...review, assessment_data: { ...review.assessment_data, goal_performance: { rating: 'great', supporting_examples: 'x' } } },
        'text',
      ]),
    });
    const { body } = (await response.json()) as { body: { error: string }[] };
    expect(body.map((b) => b.error)).toEqual([
      'review_date must be a date as YYYY-MM-DD',
      'assessment_data.goal_performance.rating must be one of "exceeded_goals", "met_goals", "partially_met_goals", "did_not_meet_goals"',
      'review must be a JSON object',
    ]);
  });
});
