// Contract: performance boosts (per-item results, manager and membership checks, review cycle), presets, feedback.
import { describe, expect, it } from 'vitest';
import { type Boost, ValidationError } from '../../src/engagement-client/index.js';
import { clientFor, useService } from '../support/engagement.js';

const service = useService();
const client = () => clientFor(service.current);

const boost = (employee: string, reviewer: string, date: string, over: Partial<Boost['assessment_data']> = {}): Boost => ({
  employee_email: employee,
  reviewer_email: reviewer,
  review_date: date,
  assessment_data: {
    goal_performance: { rating: 'met_goals', supporting_examples: `goals of ${employee}` },
    culture_contribution: { rating: 'consistently', supporting_examples: 'helps everyone' },
    ...over,
  },
});

describe('POST /api/v1/performance-boosts', () => {
  it('files one review from the direct manager', async () => {
    const result = await client().performance.boost(boost('ana@acme.test', 'mgr@acme.test', '2026-01-10'));
    expect(result).toEqual({
      statusCode: 200,
      body: [{ success: true, employee_email: 'ana@acme.test', reviewer_email: 'mgr@acme.test', review_date: '2026-01-10' }],
    });
  });

  it('processes each item on its own: statusCode 200 with failed items', async () => {
    const result = await client().performance.boost([
      boost('cara@acme.test', 'ceo@acme.test', '2026-01-10'),
      boost('ben@acme.test', 'ceo@acme.test', '2026-01-10'),
      boost('ghost@acme.test', 'mgr@acme.test', '2026-01-10'),
      boost('hank@globex.test', 'mgr@acme.test', '2026-01-10'),
      boost('mgr@acme.test', 'ceo@acme.test', '2026-01-10', { goal_performance: { rating: 'met_goals', supporting_examples: '' } }),
    ]);
    expect(result.statusCode).toBe(200);
    expect(result.body.map((r) => (r.success ? 'ok' : r.error_code))).toEqual([
      'ok',
      'NOT_DIRECT_MANAGER',
      'MEMBER_NOT_FOUND',
      'MEMBER_NOT_FOUND',
      'VALIDATION_ERROR',
    ]);
    const validation = result.body[4];
    expect(validation).toMatchObject({ field: 'assessment_data.goal_performance.supporting_examples' });
  });

  it('requires culture examples too, and known ratings', async () => {
    const missing = await client().performance.boost(
      boost('ben@acme.test', 'mgr@acme.test', '2026-01-10', { culture_contribution: { rating: 'somewhat' } as never }),
    );
    expect(missing.body[0]).toMatchObject({
      success: false,
      error_code: 'VALIDATION_ERROR',
      field: 'assessment_data.culture_contribution.supporting_examples',
    });
    const rating = await client().performance.boost(
      boost('ben@acme.test', 'mgr@acme.test', '2026-01-10', { culture_contribution: { rating: 'always', supporting_examples: 'x' } as never }),
    );
    expect(rating.body[0]).toMatchObject({ error_code: 'VALIDATION_ERROR', field: 'assessment_data.culture_contribution.rating' });
  });

  it('refuses a second review inside the 90-day cycle and accepts one on day 90', async () => {
    await client().performance.boost(boost('ben@acme.test', 'mgr@acme.test', '2026-02-01'));
    const early = await client().performance.boost(boost('ben@acme.test', 'mgr@acme.test', '2026-05-01'));
    expect(early.body[0]).toMatchObject({ success: false, error_code: 'ALREADY_REVIEWED', next_review_date: '2026-05-02' });
    const onTime = await client().performance.boost(boost('ben@acme.test', 'mgr@acme.test', '2026-05-02'));
    expect(onTime.body[0]?.success).toBe(true);
  });

  it('ends the cycle at the covering preset’s next_review', async () => {
    await client().performance.preset({ name: 'Sales H1', goals_feedback: 'g', culture_contribution: 'c', next_review: '2026-03-01', teams: ['t200'] });
    // Cara (team t200) was last reviewed on 2026-01-10: without the preset her cycle would run to 2026-04-10.
    const early = await client().performance.boost(boost('cara@acme.test', 'ceo@acme.test', '2026-02-01'));
    expect(early.body[0]).toMatchObject({ error_code: 'ALREADY_REVIEWED', next_review_date: '2026-03-01' });
    const result = await client().performance.boost(boost('cara@acme.test', 'ceo@acme.test', '2026-03-01'));
    expect(result.body[0]?.success).toBe(true);
  });

  it('never reopens a cycle through a preset whose next_review lies before the last review', async () => {
    await client().members.import({ members: [{ email: 'dora@acme.test', first_name: 'Dora', last_name: 'Day', manager_email: 'mgr@acme.test' }] });
    await client().performance.preset({
      name: 'Old round',
      goals_feedback: 'g',
      culture_contribution: 'c',
      next_review: '2026-03-01',
      members: ['dora@acme.test'],
    });
    const sameDay = await client().performance.boost([1, 2, 3].map(() => boost('dora@acme.test', 'mgr@acme.test', '2026-06-01')));
    expect(sameDay.body.map((r) => (r.success ? 'ok' : r.error_code))).toEqual(['ok', 'ALREADY_REVIEWED', 'ALREADY_REVIEWED']);
    const again = await client().performance.boost(boost('dora@acme.test', 'mgr@acme.test', '2026-06-01'));
    expect(again.body[0]).toMatchObject({ success: false, error_code: 'ALREADY_REVIEWED', next_review_date: '2026-08-30' });
    await client().performance.preset({
      name: 'Same day',
      goals_feedback: 'g',
      culture_contribution: 'c',
      next_review: '2026-06-01',
      members: ['dora@acme.test'],
    });
    const onPresetDay = await client().performance.boost(boost('dora@acme.test', 'mgr@acme.test', '2026-06-01'));
    expect(onPresetDay.body[0]).toMatchObject({ success: false, error_code: 'ALREADY_REVIEWED', next_review_date: '2026-08-30' });
  });

  it('takes review dates from 2000-01-01 to tomorrow (UTC) only', async () => {
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    await client().members.import({ members: [{ email: 'eli@acme.test', first_name: 'Eli', last_name: 'Early', manager_email: 'mgr@acme.test' }] });
    const result = await client().performance.boost([
      boost('eli@acme.test', 'mgr@acme.test', '9999-12-31'),
      boost('eli@acme.test', 'mgr@acme.test', '1999-12-31'),
      boost('eli@acme.test', 'mgr@acme.test', day(2)),
      boost('eli@acme.test', 'mgr@acme.test', '2026-02-30'),
      boost('eli@acme.test', 'mgr@acme.test', '2000-01-01'),
      boost('eli@acme.test', 'mgr@acme.test', day(1)),
    ]);
    expect(result.body.map((r) => (r.success ? 'ok' : `${r.error_code} ${r.field}`))).toEqual([
      'VALIDATION_ERROR review_date',
      'VALIDATION_ERROR review_date',
      'VALIDATION_ERROR review_date',
      'VALIDATION_ERROR review_date',
      'ok',
      'ok',
    ]);
    expect(result.body[0]).toMatchObject({ error: expect.stringContaining(`no later than tomorrow (${day(1)}, UTC)`) });
    expect(result.body[1]).toMatchObject({ error: expect.stringContaining('2000-01-01') });
  });

  it('takes at most 200 items', async () => {
    const many = (n: number) =>
      Array.from({ length: n }, (_, i) => boost('ghost@acme.test', 'mgr@acme.test', `2026-01-${String((i % 28) + 1).padStart(2, '0')}`));
    expect((await client().performance.boost(many(200))).body).toHaveLength(200);
    await expect(client().performance.boost(many(201))).rejects.toBeInstanceOf(ValidationError);
    await expect(client().performance.boost([])).rejects.toBeInstanceOf(ValidationError);
  });
});

describe('POST /api/v1/performance-preset', () => {
  const preset = { name: 'Q1', goals_feedback: 'What did they deliver?', culture_contribution: 'How did they help?', next_review: '2026-12-31' };

  it('saves a preset and returns its _id', async () => {
    const saved = await client().performance.preset({ ...preset, members: ['ana@acme.test'] });
    expect(saved.data).toMatchObject({ ...preset, members: ['ana@acme.test'] });
    expect(saved.data._id).toBeTruthy();
  });

  it('needs exactly one of teams or members, each 1 to 50, all known', async () => {
    const fails = (body: object) => expect(client().performance.preset({ ...preset, ...body } as never)).rejects.toBeInstanceOf(ValidationError);
    await fails({});
    await fails({ teams: ['t100'], members: ['ana@acme.test'] });
    await fails({ teams: [] });
    await fails({ teams: ['t999'] });
    await fails({ members: ['ghost@acme.test'] });
    await fails({ members: Array.from({ length: 51 }, (_, i) => `m${i}@acme.test`) });
    await fails({ teams: Array.from({ length: 51 }, (_, i) => `t${i}`) });
  });

  it('accepts 50 teams', async () => {
    const members = Array.from({ length: 50 }, (_, i) => ({ email: `teamlead${i}@acme.test`, first_name: 'T', last_name: String(i), team_name: `Squad ${i}` }));
    await client().members.import({ members });
    const teams = (
      service.current.db.prepare("SELECT id FROM teams WHERE stage = 'dev' AND company_id = 'acme' AND name LIKE 'Squad %'").all() as { id: string }[]
    ).map((t) => t.id);
    expect(teams).toHaveLength(50);
    const saved = await client().performance.preset({ ...preset, name: 'Squads', teams });
    expect(saved.data.teams).toHaveLength(50);
  });

  it('accepts 50 members', async () => {
    const emails = Array.from({ length: 50 }, (_, i) => ({ email: `p${i}@acme.test`, first_name: 'P', last_name: String(i) }));
    await client().members.import({ members: emails });
    const saved = await client().performance.preset({ ...preset, members: emails.map((e) => e.email) });
    expect(saved.data.members).toHaveLength(50);
  });

  it('moves a member to the newest preset that names them (exclusivity)', async () => {
    const first = await client().performance.preset({ ...preset, name: 'First', next_review: '2026-06-01', members: ['mgr@acme.test'] });
    const second = await client().performance.preset({ ...preset, name: 'Second', next_review: '2026-09-01', members: ['mgr@acme.test'] });
    const owner = service.current.db.prepare("SELECT preset_id FROM preset_targets WHERE stage = 'dev' AND target = 'mgr@acme.test'").all() as {
      preset_id: string;
    }[];
    expect(owner).toEqual([{ preset_id: second.data._id }]);
    expect(owner[0]?.preset_id).not.toBe(first.data._id);
    await client().performance.boost(boost('mgr@acme.test', 'ceo@acme.test', '2026-05-01'));
    const beforeSecondEnds = await client().performance.boost(boost('mgr@acme.test', 'ceo@acme.test', '2026-06-15'));
    expect(beforeSecondEnds.body[0]).toMatchObject({ error_code: 'ALREADY_REVIEWED', next_review_date: '2026-09-01' });
  });
});

describe('GET /1/performance_feedback', () => {
  it('turns each successful boost into a feedback item with a score', async () => {
    await client().performance.boost(boost('ceo@acme.test', 'ceo@acme.test', '2026-01-01'));
    const { feedback } = await client().performance.feedback({ email: 'ana@acme.test' });
    expect(feedback[0]).toMatchObject({ score: 3, comment: 'goals of ana@acme.test', reviewer_email: 'mgr@acme.test', review_date: '2026-01-10' });
  });

  it('filters by reviewer and by both', async () => {
    // Ana's preset from above runs to 2026-12-31: an earlier round lets her second review fall before tomorrow.
    await client().performance.preset({
      name: 'Earlier',
      goals_feedback: 'g',
      culture_contribution: 'c',
      next_review: '2026-06-01',
      members: ['ana@acme.test'],
    });
    await client().performance.boost(
      boost('ana@acme.test', 'mgr@acme.test', '2026-11-05', { goal_performance: { rating: 'exceeded_goals', supporting_examples: 'great' } }),
    );
    const byReviewer = await client().performance.feedback({ reviewer_email: 'mgr@acme.test' });
    expect(byReviewer.feedback.every((f) => f.reviewer_email === 'mgr@acme.test')).toBe(true);
    const both = await client().performance.feedback({ email: 'ana@acme.test', reviewer_email: 'mgr@acme.test' });
    expect(both.feedback.map((f) => f.score)).toEqual([4, 3]);
    expect((await client().performance.feedback({ email: 'ana@acme.test', reviewer_email: 'ceo@acme.test' })).feedback).toEqual([]);
  });

  it('requires email or reviewer_email', async () => {
    await expect(client().performance.feedback({} as never)).rejects.toBeInstanceOf(ValidationError);
  });
});
