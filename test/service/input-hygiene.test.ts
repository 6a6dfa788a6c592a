// What the service refuses to store, over real HTTP: control characters (line breaks and tabs only in long text),
// lone surrogates, bodies that are not UTF-8, and manager cycles — each a 400 naming the field, in design.md's
// error body — and error bodies that stay small however many names the request held.
import { describe, expect, it } from 'vitest';
import { useService } from '../support/engagement.js';
import { type RawRequest, send } from './raw-http.js';

const service = useService();
const HEADERS = { 'x-api-key': 'acme-dev-key', 'content-type': 'application/json' };

async function call(method: 'GET' | 'POST', path: string, body?: unknown | Buffer | string) {
  const raw = body === undefined || Buffer.isBuffer(body) || typeof body === 'string' ? body : JSON.stringify(body);
  const request: RawRequest = { method, path: `/dev${path}`, headers: raw === undefined ? { 'x-api-key': 'acme-dev-key' } : HEADERS, body: raw };
  const answer = await send(service.current.url, request);
  return {
    status: answer.status,
    body: JSON.parse(answer.text) as Record<string, unknown> & { message: string; errors?: Record<string, unknown>[] },
    bytes: answer.text.length,
  };
}

const give = (body: Record<string, unknown>) => call('POST', '/1/recognition/ana@acme.test', { recipients: 'ben@acme.test', amount: 1, ...body });
const importing = (members: unknown[], options = {}) => call('POST', '/api/v1/members', { members, options });
const received = async () => ((await call('GET', '/1/recognition?email=ben@acme.test&limit=1')).body.pagination as { totalItems: number }).totalItems;

function expectRefused(answer: Awaited<ReturnType<typeof call>>, field: string, rule: RegExp) {
  expect(answer.status).toBe(400);
  expect(answer.body).toMatchObject({ statusCode: 400, error_code: 'VALIDATION_ERROR' });
  expect(answer.body.message).toContain(` ${field} `);
  expect(answer.body.message).toMatch(rule);
}

describe('control characters', () => {
  it('are refused in a reason, naming the field and the character; line breaks and tabs are kept', async () => {
    const before = await received();
    for (const c of ['\u0000', '\u0007', '\u001b', '\r', '\u007f', '\u0085', '\u009b'])
      expectRefused(await give({ for: `thanks${c}!` }), 'for', /control characters \(U\+00[0-9A-F]{2} at character 7\)/);
    expect(await received()).toBe(before);
    const kept = await give({ for: 'line one\nline two\tindented' });
    expect(kept.status).toBe(200);
    expect(kept.body.for).toBe('line one\nline two\tindented');
  });

  it('are refused in every one-line field, line breaks and tabs included: recipients, names, IDs, queries, the path', async () => {
    expectRefused(await give({ recipients: 'ben@acme.test\u0000', for: 'x' }), 'recipients', /control characters \(U\+0000/);
    expectRefused(await give({ recipients: ['ben@acme.test', 'cara@acme.test\n'], for: 'x' }), 'recipients[1]', /U\+000A/);
    expectRefused(
      await call('POST', '/api/v1/performance-preset', {
        name: 'H2\treviews',
        goals_feedback: 'g',
        culture_contribution: 'c',
        next_review: '2027-01-01',
        teams: ['t100'],
      }),
      'name',
      /U\+0009/,
    );
    expectRefused(await call('GET', '/1/recognition?email=ben%40acme.test%07'), 'email', /U\+0007/);
    expectRefused(await call('GET', '/1/questions?dimension=Gro%1Fwth'), 'dimension', /U\+001F/);
    const path = await call('POST', '/1/recognition/ana%00@acme.test', { recipients: 'ben@acme.test', amount: 1, for: 'x' });
    expect(path).toMatchObject({
      status: 400,
      body: { error_code: 'VALIDATION_ERROR', message: expect.stringMatching(/path must not hold control characters/) },
    });
  });

  it('are refused in an import row with the row and field in its errors, and nothing is imported', async () => {
    const answer = await importing([
      { email: 'ok.one@acme.test', first_name: 'Ok', last_name: 'One' },
      { email: 'bad.one@acme.test', first_name: 'Bad\u0000', last_name: 'Line\nBreak' },
    ]);
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([
      { row: 1, email: 'bad.one@acme.test', field: 'first_name', message: expect.stringMatching(/control characters \(U\+0000 at character 4\)/) },
      { row: 1, email: 'bad.one@acme.test', field: 'last_name', message: expect.stringMatching(/U\+000A/) },
    ]);
    expect((await call('GET', '/1/members?email=ok.one@acme.test')).status).toBe(404);
  });

  it('fail one review of a boost request naming its field, and are allowed as line breaks in its examples', async () => {
    const review = (examples: string) => ({
      employee_email: 'ana@acme.test',
      reviewer_email: 'mgr@acme.test',
      review_date: new Date().toISOString().slice(0, 10),
      assessment_data: {
        goal_performance: { rating: 'met_goals', supporting_examples: examples },
        culture_contribution: { rating: 'somewhat', supporting_examples: 'fine' },
      },
    });
    const answer = await call('POST', '/api/v1/performance-boosts', [review('shipped\u0008 it'), review('shipped:\n- billing\n- search')]);
    expect(answer.body.body).toEqual([
      expect.objectContaining({
        success: false,
        error_code: 'VALIDATION_ERROR',
        field: 'assessment_data.goal_performance.supporting_examples',
        error: expect.stringMatching(/U\+0008/),
      }),
      expect.objectContaining({ success: true }),
    ]);
  });
});

describe('lone surrogates', () => {
  it('are refused wherever JSON escapes one; a real pair (an emoji) is kept', async () => {
    const before = await received();
    const text = (reason: string) => `{"recipients":"ben@acme.test","amount":1,"for":"${reason}"}`;
    expectRefused(await call('POST', '/1/recognition/ana@acme.test', text('bad \\ud800 text')), 'for', /lone surrogate \(U\+D800 at character 5\)/);
    expectRefused(await call('POST', '/1/recognition/ana@acme.test', text('ends badly \\ud83d')), 'for', /lone surrogate/);
    expectRefused(await call('POST', '/1/recognition/ana@acme.test', text('\\ude00 low first')), 'for', /lone surrogate \(U\+DE00/);
    const row = await call('POST', '/api/v1/members', '{"members":[{"email":"s@acme.test","first_name":"S","last_name":"\\udc00"}]}');
    expect(row.body.errors).toEqual([expect.objectContaining({ row: 0, field: 'last_name', message: expect.stringMatching(/lone surrogate/) })]);
    expect(await received()).toBe(before);
    const emoji = await call('POST', '/1/recognition/ana@acme.test', text('party \\ud83c\\udf89'));
    expect(emoji.status).toBe(200);
    expect(emoji.body.for).toBe('party 🎉');
  });
});

describe('bodies that are not UTF-8', () => {
  const bytes = (...parts: (string | number[])[]) => Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p) : Buffer.from(p))));

  it('are refused naming the field the bad byte is in, never stored with U+FFFD in its place', async () => {
    const before = await received();
    const head = '{"recipients":"ben@acme.test","amount":1,"for":"caf';
    for (const bad of [[0xe9], [0xff], [0xc0, 0xaf], [0xed, 0xa0, 0x80], [0xf4, 0x90, 0x80, 0x80], [0xe2, 0x82]]) {
      const answer = await call('POST', '/1/recognition/ana@acme.test', bytes(head, bad, '"}'));
      expectRefused(answer, 'for', new RegExp(`for is not valid UTF-8 \\(byte 0x${bad[0]!.toString(16).toUpperCase()} at offset ${head.length}\\)`));
    }
    const nested = await call('POST', '/api/v1/members', bytes('{"members":[{"email":"u@acme.test","first_name":"U","last_name":"', [0xfe], '"}]}'));
    expectRefused(nested, 'members[0].last_name', /not valid UTF-8/);
    const outside = await call('POST', '/1/recognition/ana@acme.test', bytes('{"amount":1', [0xff], '}'));
    expect(outside).toMatchObject({ status: 400, body: { error_code: 'VALIDATION_ERROR', message: expect.stringMatching(/the body is not valid UTF-8/) } });
    expect(await received()).toBe(before);
    const good = await call('POST', '/1/recognition/ana@acme.test', bytes(head, [0xc3, 0xa9], ' ☕ "}'));
    expect(good.status).toBe(200);
    expect(good.body.for).toBe('café ☕');
  });
});

describe('manager cycles', () => {
  it('are refused within one import: A reports to B and B to A, and a longer ring', async () => {
    const two = await importing([
      { email: 'cy.a@acme.test', first_name: 'A', last_name: 'Cycle', manager_email: 'cy.b@acme.test' },
      { email: 'cy.b@acme.test', first_name: 'B', last_name: 'Cycle', manager_email: 'cy.a@acme.test' },
      { email: 'cy.c@acme.test', first_name: 'C', last_name: 'Fine', manager_email: 'cy.a@acme.test' },
    ]);
    expect(two.status).toBe(400);
    expect(two.body.errors).toEqual([
      { row: 0, email: 'cy.a@acme.test', field: 'manager_email', message: 'would make a reporting cycle: cy.a@acme.test → cy.b@acme.test → cy.a@acme.test' },
      { row: 1, email: 'cy.b@acme.test', field: 'manager_email', message: 'would make a reporting cycle: cy.b@acme.test → cy.a@acme.test → cy.b@acme.test' },
    ]);
    const ring = Array.from({ length: 30 }, (_, i) => ({
      email: `ring${i}@acme.test`,
      first_name: 'R',
      last_name: `${i}`,
      manager_email: `ring${(i + 1) % 30}@acme.test`,
    }));
    const long = await importing(ring);
    expect(long.body.errors).toHaveLength(30);
    expect(long.body.errors![0]!.message).toBe(
      `would make a reporting cycle: ${Array.from({ length: 20 }, (_, i) => `ring${i}@acme.test`).join(' → ')} → … 10 more → ring0@acme.test`,
    );
    expect((await call('GET', '/1/members?email=cy.c@acme.test')).status).toBe(404);
  });

  it('are refused when an update closes a ring through the managers already stored', async () => {
    // Stored: ana → mgr → ceo. Making ceo report to ana closes ana → mgr → ceo → ana.
    const update = await importing([{ email: 'ceo@acme.test', first_name: 'Cleo', last_name: 'Chief', manager_email: 'ana@acme.test' }], {
      update_if_exists: true,
    });
    expect(update.status).toBe(400);
    expect(update.body.errors).toEqual([
      {
        row: 0,
        email: 'ceo@acme.test',
        field: 'manager_email',
        message: 'would make a reporting cycle: ceo@acme.test → ana@acme.test → mgr@acme.test → ceo@acme.test',
      },
    ]);
    expect(((await call('GET', '/1/members?email=ceo@acme.test')).body.member as { manager_email: unknown }).manager_email).toBeNull();
    // A new member between them closes one too: ceo → new → ana → mgr → ceo.
    const through = await importing(
      [
        { email: 'ceo@acme.test', first_name: 'Cleo', last_name: 'Chief', manager_email: 'mid@acme.test' },
        { email: 'mid@acme.test', first_name: 'Mid', last_name: 'Dle', manager_email: 'ana@acme.test' },
      ],
      { update_if_exists: true },
    );
    expect(through.body.errors?.map((e) => e.row)).toEqual([0, 1]);
    // A tree stays allowed: a new report of ana, and moving cara under mgr.
    const fine = await importing(
      [
        { email: 'tree@acme.test', first_name: 'Tree', last_name: 'Leaf', manager_email: 'ana@acme.test' },
        { email: 'cara@acme.test', first_name: 'Cara', last_name: 'Sales', manager_email: 'mgr@acme.test' },
      ],
      { update_if_exists: true },
    );
    expect(fine.status).toBe(200);
  });
});

describe('bounded error bodies', () => {
  it('10,000 unknown recipients: 20 named, the rest counted, under 2 KB', async () => {
    const unknown = Array.from({ length: 10_000 }, (_, i) => `nobody${i}@acme.test`);
    const answer = await give({ recipients: unknown.join(','), for: 'to everyone I made up' });
    expect(answer.status).toBe(503);
    expect(answer.body).toMatchObject({ statusCode: 503, error_code: 'RECIPIENT_NOT_FOUND', recipients: unknown.slice(0, 20), recipients_not_shown: 9_980 });
    expect(answer.body.message).toBe(`No member with e-mail ${unknown.slice(0, 20).join(', ')} and 9,980 more in this company; nothing was sent.`);
    expect(answer.bytes).toBeLessThan(2_000);
  });

  it('a few unknown recipients are all named, and a preset naming 50 unknown members names 20', async () => {
    const few = await give({ recipients: 'ben@acme.test,x1@acme.test,x2@acme.test', for: 'x' });
    expect(few.body).toMatchObject({ recipients: ['x1@acme.test', 'x2@acme.test'] });
    expect(few.body).not.toHaveProperty('recipients_not_shown');
    const members = Array.from({ length: 50 }, (_, i) => `ghost${i}@acme.test`);
    const preset = await call('POST', '/api/v1/performance-preset', {
      name: 'P',
      goals_feedback: 'g',
      culture_contribution: 'c',
      next_review: '2027-01-01',
      members,
    });
    expectRefused(preset, 'members', /ghost19@acme\.test and 30 more\.$/);
  });
});
