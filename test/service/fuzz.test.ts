// Property: whatever a client sends — any method, path, query, header, encoding or body — the service answers
// without a 5xx, and every error body has the design's shape with statusCode equal to the HTTP status.
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningService, startService } from '../../src/service/server.js';
import { testFixture } from '../support/fixture.js';
import { type RawAnswer, type RawRequest, send, sendBytes } from './raw-http.js';

let service: RunningService;
const internalErrors: string[] = [];

beforeAll(async () => {
  service = await startService({
    seed: testFixture(),
    importRate: '1000/1s',
    log: (line) => line.startsWith('internal error') && internalErrors.push(line),
  });
});
afterAll(() => service?.close());

const ERROR_KEYS = new Set(['statusCode', 'error_code', 'message', 'errors', 'rate_limit', 'recipients']);

function checkAnswer(method: string, answer: RawAnswer): void {
  expect(answer.status, answer.text).toBeGreaterThanOrEqual(200);
  // The spec's one 5xx is a verdict, not a failure: an unknown individual recipient of a recognition.
  if (!(answer.status === 503 && answer.text.includes('"RECIPIENT_NOT_FOUND"'))) expect(answer.status, answer.text).toBeLessThan(500);
  if (answer.status < 400 || method === 'HEAD') return;
  const body = JSON.parse(answer.text) as Record<string, unknown>;
  expect(body.statusCode).toBe(answer.status);
  expect(body.error_code).toMatch(/^[A-Z_]+$/);
  expect(typeof body.message === 'string' && body.message.length > 0).toBe(true);
  if ('errors' in body) expect(Array.isArray(body.errors)).toBe(true);
  expect(Object.keys(body).filter((k) => !ERROR_KEYS.has(k))).toEqual([]);
}

// --- pieces of a request ---------------------------------------------------------------------------------------
const emails = ['ana@acme.test', 'ben@acme.test', 'mgr@acme.test', 'hank@globex.test', 'ghost@acme.test', 'ALL_MEMBERS', 't100', 'c-2026'];
/** Mostly the usual value, sometimes anything: deep rules are reached, odd inputs still come. */
const mostly = <T, U>(usual: fc.Arbitrary<T>, odd: fc.Arbitrary<U>) => fc.oneof({ weight: 6, arbitrary: usual }, { weight: 1, arbitrary: odd });
const anyText = mostly(fc.constantFrom(...emails), fc.oneof(fc.string({ unit: 'grapheme', maxLength: 40 }), fc.string({ maxLength: 5 })));
const badEscapes = fc.constantFrom('%ZZ', '%FF', '%E0%A4', '%', '%%41', '..', '%2e%2e', '%2F', '%00');
const segment = fc.oneof(anyText.map(encodeURIComponent), badEscapes);
const stage = mostly(fc.constant('dev'), fc.oneof(fc.constantFrom('prod', 'staging', 'DEV', ''), badEscapes));
const number = mostly(
  fc.integer({ min: 1, max: 20 }),
  fc.oneof(fc.integer(), fc.double(), fc.constantFrom(0, 1_000_000, 1_000_001, Number.MAX_SAFE_INTEGER, 2 ** 63, -1, 1e308)),
);
const numberText = mostly(
  fc.integer({ min: 1, max: 3 }).map(String),
  fc.oneof(number.map(String), fc.constantFrom('250', '251', '0', '-1', '1e3', 'NaN', '9007199254740993', '1.5', '')),
);
const date = mostly(
  fc.date({ min: new Date('2020-01-01'), max: new Date(), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
  fc.oneof(
    fc.constantFrom('2026-02-30', '9999-12-31', '1999-12-31', '0000-01-01', 'today', ''),
    fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
  ),
);
const queryKeys = [
  'email',
  'team_name',
  'page',
  'limit',
  'type',
  'skill',
  'dimension',
  'question_id',
  'date_from',
  'date_to',
  'reviewer_email',
  'include_personal_context',
  'context_limit',
];
const queryValue = fc.oneof(
  anyText.map(encodeURIComponent),
  numberText,
  date,
  badEscapes,
  fc.constantFrom('true', 'false', 'Leadership', 'Engineering', 'q-acme-1'),
);
const query = fc
  .array(fc.tuple(fc.oneof(fc.constantFrom(...queryKeys), fc.string({ maxLength: 6 }).map(encodeURIComponent)), queryValue), { maxLength: 4 })
  .map((pairs) => (pairs.length ? `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}` : ''));

/** An object with every field most of the time, some fields left out sometimes. */
const shape = <T extends Record<string, fc.Arbitrary<unknown>>>(model: T) => mostly(fc.record(model), fc.record(model, { requiredKeys: [] }));

type Route = { method: string; path: (seg: string) => string; body?: fc.Arbitrary<unknown> };

const recognitionBody = shape({
  recipients: mostly(anyText, fc.oneof(fc.array(anyText, { maxLength: 4 }), number)),
  amount: mostly(number, numberText),
  for: mostly(anyText, fc.oneof(fc.constant('x'.repeat(1001)), number)),
  type: mostly(fc.constant('coin'), fc.constant('badge')),
  display_feed: mostly(fc.boolean(), anyText),
});
const rated = (ratings: string[]) => shape({ rating: mostly(fc.constantFrom(...ratings), fc.constant('nope')), supporting_examples: anyText });
const review = shape({
  employee_email: anyText,
  reviewer_email: anyText,
  review_date: date,
  assessment_data: shape({
    goal_performance: rated(['met_goals', 'exceeded_goals']),
    culture_contribution: rated(['consistently', 'rarely']),
    future_development: fc.anything({ maxDepth: 1 }),
  }),
});
const importRow = shape({
  email: anyText,
  first_name: anyText,
  last_name: anyText,
  team_name: anyText,
  manager_email: anyText,
  language: anyText,
  country: anyText,
  timezone: number,
});
const preset = shape({
  name: anyText,
  goals_feedback: anyText,
  culture_contribution: anyText,
  next_review: date,
  teams: fc.array(anyText, { maxLength: 3 }),
  members: fc.array(anyText, { maxLength: 3 }),
});

const routes: Route[] = [
  { method: 'GET', path: () => '/healthz' },
  { method: 'GET', path: () => '/1/members' },
  { method: 'GET', path: (s) => `/api/v1/users/${s}/profile` },
  {
    method: 'POST',
    path: () => '/api/v1/members',
    body: shape({ members: fc.oneof(fc.array(importRow, { maxLength: 4 }), anyText), options: fc.anything({ maxDepth: 1 }) }),
  },
  { method: 'POST', path: (s) => `/1/recognition/${s}`, body: recognitionBody },
  { method: 'GET', path: () => '/1/recognition' },
  { method: 'GET', path: (s) => `/1/recognition/recipient/${s}` },
  { method: 'GET', path: () => '/1/questions' },
  { method: 'GET', path: () => '/1/responses' },
  { method: 'POST', path: () => '/api/v1/performance-boosts', body: fc.oneof(review, fc.array(review, { maxLength: 4 })) },
  { method: 'POST', path: () => '/api/v1/performance-preset', body: preset },
  { method: 'GET', path: () => '/1/performance_feedback' },
  { method: 'POST', path: () => '/townhall/content', body: shape({ topic: anyText, date_from: date, date_to: date }) },
  { method: 'GET', path: (s) => `/${s}/${s}` },
];

const encodings: Record<string, (b: Buffer) => Buffer> = { gzip: gzipSync, deflate: deflateSync, br: brotliCompressSync };
const contentType = mostly(
  fc.constant('application/json'),
  fc.constantFrom(
    null,
    'application/json; charset=utf-8',
    'APPLICATION/JSON; Charset="UTF-8"',
    'application/json; charset=latin1',
    'application/json; charset=utf-16',
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/json;;;',
    '',
  ),
);
const contentEncoding = mostly(fc.constant(null), fc.constantFrom('identity', 'gzip', 'deflate', 'br', 'br2', 'gzip, br', 'GZIP', ''));

/** A body as fast-check shows it in a counterexample: its text, cut short. */
const printable = (body: Buffer) =>
  Object.assign(body, { [fc.toStringMethod]: () => `<body ${JSON.stringify(body.toString('utf8').slice(0, 200))} (${body.length} bytes)>` });
const OVER_LIMIT = printable(Buffer.from(JSON.stringify({ for: 'x'.repeat(1_100_000) })));

function bodyFor(route: Route): fc.Arbitrary<Buffer | undefined> {
  const json = route.body ?? fc.jsonValue({ maxDepth: 2 });
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant(undefined) },
    { weight: 6, arbitrary: json.map((v) => printable(Buffer.from(JSON.stringify(v) ?? 'null'))) },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 64 }).map((a) => printable(Buffer.from(a))) },
    { weight: 1, arbitrary: fc.string({ maxLength: 30 }).map((s) => printable(Buffer.from(s))) },
    { weight: 1, arbitrary: fc.constant(OVER_LIMIT) },
  );
}

const request: fc.Arbitrary<RawRequest> = fc.constantFrom(...routes).chain((route) =>
  fc
    .record({
      method: mostly(fc.constant(route.method), fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS')),
      stage,
      segment,
      query,
      key: mostly(fc.constant('acme-dev-key'), fc.constantFrom(null, 'acme-prod-key', 'globex-dev-key', 'nope', '')),
      contentType,
      contentEncoding,
      compress: mostly(fc.constant(true), fc.constant(false)),
      body: bodyFor(route),
    })
    .map((r) => {
      const headers: Record<string, string> = {};
      if (r.key !== null) headers['x-api-key'] = r.key;
      if (r.contentType !== null) headers['content-type'] = r.contentType;
      if (r.contentEncoding !== null) headers['content-encoding'] = r.contentEncoding;
      const encode = r.contentEncoding && encodings[r.contentEncoding];
      const body = r.body && encode && r.compress ? printable(encode(r.body)) : r.body;
      const path = route.path(r.segment);
      return { method: r.method, path: `${path === '/healthz' ? '' : `/${r.stage}`}${path}${r.query}`, headers, body };
    }),
);

describe('the service under random requests', () => {
  it('never answers 5xx and always answers errors in the design’s shape', async () => {
    await fc.assert(
      fc.asyncProperty(request, async (r) => {
        checkAnswer(r.method ?? 'GET', await send(service.url, r));
      }),
      { numRuns: 1500 },
    );
    expect(internalErrors).toEqual([]);
  });

  it('answers requests Node’s parser refuses (unknown methods, broken header lines) in the same shape', async () => {
    const line = fc.tuple(
      fc.stringMatching(/^[A-Z]{1,8}$/),
      fc.stringMatching(/^\/[!-~]{0,20}$/),
      fc.constantFrom('', 'X-Broken\r\n', 'Content-Length: nope\r\n', 'Host: a\r\nHost: b\r\n'),
    );
    await fc.assert(
      fc.asyncProperty(line, async ([method, path, extra]) => {
        checkAnswer(method, await sendBytes(service.url, `${method} ${path} HTTP/1.1\r\nHost: x\r\n${extra}Connection: close\r\n\r\n`));
      }),
      { numRuns: 60 },
    );
  });
});
