// Contract: no membership oracle — on every endpoint, another company's address answers exactly like an unknown one.
import { describe, expect, it } from 'vitest';
import { useService } from '../support/engagement.js';

const service = useService();
const FOREIGN = 'hank@globex.test'; // a member of Globex, asked about with Acme's key
const UNKNOWN = 'ghost@acme.test'; // a member of no company

const review = (employee: string, reviewer: string) => ({
  employee_email: employee,
  reviewer_email: reviewer,
  review_date: '2026-01-10',
  assessment_data: {
    goal_performance: { rating: 'met_goals', supporting_examples: 'x' },
    culture_contribution: { rating: 'consistently', supporting_examples: 'y' },
  },
});

/** Each probe: a request naming the address, by method, path and body. */
const probes: [string, (address: string) => { method?: string; path: string; body?: unknown }][] = [
  ['member lookup', (a) => ({ path: `/1/members?email=${encodeURIComponent(a)}` })],
  ['profile', (a) => ({ path: `/api/v1/users/${encodeURIComponent(a)}/profile` })],
  [
    'recognition sender',
    (a) => ({ method: 'POST', path: `/1/recognition/${encodeURIComponent(a)}`, body: { recipients: 'ben@acme.test', amount: 1, for: 'x' } }),
  ],
  ['recognition recipient', (a) => ({ method: 'POST', path: '/1/recognition/ana@acme.test', body: { recipients: [a], amount: 1, for: 'x' } })],
  ['recognitions received', (a) => ({ path: `/1/recognition?email=${encodeURIComponent(a)}` })],
  ['recognitions received (legacy path)', (a) => ({ path: `/1/recognition/recipient/${encodeURIComponent(a)}` })],
  ['boost employee', (a) => ({ method: 'POST', path: '/api/v1/performance-boosts', body: review(a, 'mgr@acme.test') })],
  ['boost reviewer', (a) => ({ method: 'POST', path: '/api/v1/performance-boosts', body: review('ana@acme.test', a) })],
  [
    'preset member',
    (a) => ({
      method: 'POST',
      path: '/api/v1/performance-preset',
      body: { name: 'P', goals_feedback: 'g', culture_contribution: 'c', next_review: '2027-01-01', members: [a] },
    }),
  ],
  ['feedback by employee', (a) => ({ path: `/1/performance_feedback?email=${encodeURIComponent(a)}` })],
  ['feedback by reviewer', (a) => ({ path: `/1/performance_feedback?reviewer_email=${encodeURIComponent(a)}` })],
  ['survey responses', (a) => ({ path: `/1/responses?email=${encodeURIComponent(a)}` })],
  [
    'import manager',
    (a) => ({ method: 'POST', path: '/api/v1/members', body: { members: [{ email: 'new@acme.test', first_name: 'N', last_name: 'M', manager_email: a }] } }),
  ],
];

async function ask(request: { method?: string; path: string; body?: unknown }, address: string) {
  const response = await fetch(`${service.current.url}/dev${request.path}`, {
    method: request.method ?? 'GET',
    headers: { 'x-api-key': 'acme-dev-key', ...(request.body ? { 'content-type': 'application/json' } : {}) },
    body: request.body ? JSON.stringify(request.body) : undefined,
  });
  const text = (await response.text()).replaceAll(address, '<address>');
  return { status: response.status, body: JSON.parse(text) as Record<string, unknown> };
}

/** What differs between two answers for reasons other than the address: per-request counters and timestamps. */
const comparable = (answer: { status: number; body: Record<string, unknown> }) => ({ ...answer, body: { ...answer.body, rate_limit: undefined } });

describe('no membership oracle', () => {
  it.each(probes)('%s: another company’s address answers like an unknown one', async (_name, probe) => {
    const foreign = await ask(probe(FOREIGN), FOREIGN);
    const unknown = await ask(probe(UNKNOWN), UNKNOWN);
    expect(comparable(foreign)).toEqual(comparable(unknown));
    expect(JSON.stringify(foreign.body)).not.toMatch(/NOT_IN_COMPANY|another company|belong/i);
  });

  it('answers a boost naming another company’s member with MEMBER_NOT_FOUND', async () => {
    const { body } = await ask(probes[6]![1](FOREIGN), FOREIGN);
    expect(body).toMatchObject({ body: [{ success: false, error_code: 'MEMBER_NOT_FOUND', field: 'employee_email' }] });
  });
});
