// Contract: questions (company custom plus shared main) and responses (email or question_id required), filters and paging.
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../src/engagement-client/index.js';
import { clientFor, useService } from '../support/engagement.js';

const service = useService();
const client = () => clientFor(service.current);

describe('GET /1/questions', () => {
  it("returns the company's custom questions plus the shared main ones, never another company's", async () => {
    const { questions, statusCode, message } = await client().questions.list();
    expect(statusCode).toBe(200);
    expect(message).toBe('success');
    expect(questions.map((q) => q.question_id).sort()).toEqual(['q-acme-1', 'q-main-1']);
    const globex = await clientFor(service.current, 'globex-dev-key').questions.list();
    expect(globex.questions.map((q) => q.question_id).sort()).toEqual(['q-globex-1', 'q-main-1']);
  });

  it('filters by skill, dimension and type', async () => {
    expect((await client().questions.list({ skill: 'Leadership' })).questions.map((q) => q.question_id)).toEqual(['q-acme-1']);
    expect((await client().questions.list({ dimension: 'Wellbeing' })).questions.map((q) => q.question_id)).toEqual(['q-main-1']);
    expect((await client().questions.list({ type: 'Open Text' })).questions).toEqual([]);
  });

  it('refuses a skill outside the six', async () => {
    await expect(client().questions.list({ skill: 'Juggling' as never })).rejects.toBeInstanceOf(ValidationError);
  });

  it('takes limit from 1 to 250', async () => {
    expect((await client().questions.list({ limit: 250 })).pagination.pageSize).toBe(250);
    expect((await client().questions.list({ limit: 1 })).questions).toHaveLength(1);
    await expect(client().questions.list({ limit: 251 })).rejects.toBeInstanceOf(ValidationError);
    await expect(client().questions.list({ limit: 0 })).rejects.toBeInstanceOf(ValidationError);
    await expect(client().questions.list({ page: 0 })).rejects.toBeInstanceOf(ValidationError);
  });
});

describe('GET /1/responses', () => {
  it('requires email or question_id', async () => {
    const error = await client()
      .responses.list({} as never)
      .catch((e) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.message).toContain('email or question_id');
  });

  it('filters by member, with question text', async () => {
    const { responses } = await client().responses.list({ email: 'ana@acme.test' });
    expect(responses).toEqual([
      { email: 'ana@acme.test', question_id: 'q-acme-1', question_text: 'Custom one', answer: '2', date: '2026-09-01' },
      { email: 'ana@acme.test', question_id: 'q-main-1', question_text: 'Main one', answer: 'Yes', date: '2026-10-01' },
    ]);
  });

  it('filters by question and date range, inclusive', async () => {
    const all = await client().responses.list({ question_id: 'q-acme-1' });
    expect(all.responses.map((r) => r.email)).toEqual(['ana@acme.test', 'ben@acme.test']);
    const october = await client().responses.list({ question_id: 'q-acme-1', date_from: '2026-10-01', date_to: '2026-10-15' });
    expect(october.responses.map((r) => r.date)).toEqual(['2026-10-15']);
    await expect(client().responses.list({ question_id: 'q-acme-1', date_from: '2026-13-01' })).rejects.toBeInstanceOf(ValidationError);
  });

  it('reads every page through the iterator', async () => {
    const seen = [];
    for await (const r of client().responses.all({ question_id: 'q-acme-1', limit: 1 })) seen.push(r.email);
    expect(seen).toEqual(['ana@acme.test', 'ben@acme.test']);
  });
});
