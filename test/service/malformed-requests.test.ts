// Client mistakes are 4xx with the design's error body, never 500: the key is checked first, then content type,
// charset, encoding, escapes and size (design.md §2).
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useService } from '../support/engagement.js';
import { type RawRequest, send, sendBytes } from './raw-http.js';

const service = useService();
const KEY = { 'x-api-key': 'acme-dev-key' };
const JSON_TYPE = { 'content-type': 'application/json' };
const recognition = JSON.stringify({ recipients: 'ben@acme.test', amount: 1, for: 'malformed-requests test' });
const post = (headers: Record<string, string>, body: Buffer | string = recognition): RawRequest => ({
  method: 'POST',
  path: '/dev/1/recognition/ana@acme.test',
  headers,
  body,
});

async function expectError(request: RawRequest, status: number, errorCode: string, message?: RegExp) {
  const answer = await send(service.current.url, request);
  expect(answer.status).toBe(status);
  const body = JSON.parse(answer.text);
  expect(body).toMatchObject({ statusCode: status, error_code: errorCode, message: expect.any(String) });
  if (message) expect(body.message).toMatch(message);
}

describe('malformed requests', () => {
  it('checks the key before the body: no key 401, a wrong-stage key 403, whatever the content type', async () => {
    await expectError(post({ 'content-type': 'text/plain' }, 'hello'), 401, 'UNAUTHORIZED');
    await expectError(post({ 'content-type': 'application/json; charset=latin1' }), 401, 'UNAUTHORIZED');
    await expectError(post({ 'x-api-key': 'acme-prod-key', 'content-type': 'text/plain' }, 'hello'), 403, 'WRONG_STAGE');
  });

  it('answers 415 to a content type or charset it does not read', async () => {
    await expectError(post({ ...KEY, 'content-type': 'application/json; charset=latin1' }), 415, 'UNSUPPORTED_MEDIA_TYPE', /latin1/);
    await expectError(post({ ...KEY, 'content-type': 'text/plain' }, 'hello'), 415, 'UNSUPPORTED_MEDIA_TYPE', /application\/json/);
    await expectError(post({ ...KEY }, recognition), 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers 415 to an unknown content-encoding and 400 to a body its encoding cannot decode', async () => {
    await expectError(post({ ...KEY, ...JSON_TYPE, 'content-encoding': 'br2' }), 415, 'UNSUPPORTED_MEDIA_TYPE', /br2/);
    await expectError(post({ ...KEY, ...JSON_TYPE, 'content-encoding': 'gzip' }, recognition), 400, 'VALIDATION_ERROR', /decoded/);
  });

  it('reads a gzip body and an explicit UTF-8 charset', async () => {
    const gzipped = await send(service.current.url, post({ ...KEY, ...JSON_TYPE, 'content-encoding': 'gzip' }, gzipSync(recognition)));
    expect(gzipped.status).toBe(200);
    const utf8 = await send(service.current.url, post({ ...KEY, 'content-type': 'application/json; charset="UTF-8"' }));
    expect(utf8.status).toBe(200);
  });

  it('answers 400 to a malformed %-escape in the path or the query', async () => {
    await expectError(
      { method: 'POST', path: '/dev/1/recognition/%ZZ', headers: { ...KEY, ...JSON_TYPE }, body: recognition },
      400,
      'VALIDATION_ERROR',
      /escape/,
    );
    await expectError({ path: '/dev/api/v1/users/%FF/profile', headers: KEY }, 400, 'VALIDATION_ERROR', /escape/);
    await expectError({ path: '/dev/1/members?email=%ZZ', headers: KEY }, 400, 'VALIDATION_ERROR', /escape/);
    await expectError({ path: '/dev/1/recognition?email=ana%E0%A4@acme.test', headers: KEY }, 400, 'VALIDATION_ERROR', /escape/);
  });

  it('answers 413 to a body over 1 MB, also when it only grows that large once decompressed', async () => {
    const big = JSON.stringify({ recipients: 'ben@acme.test', amount: 1, for: 'x'.repeat(1_100_000) });
    await expectError(post({ ...KEY, ...JSON_TYPE }, big), 413, 'PAYLOAD_TOO_LARGE');
    await expectError(post({ ...KEY, ...JSON_TYPE, 'content-encoding': 'gzip' }, gzipSync(big)), 413, 'PAYLOAD_TOO_LARGE');
  });

  it('answers 400 to JSON that does not parse, with the design’s body', async () => {
    await expectError(post({ ...KEY, ...JSON_TYPE }, '{"recipients":'), 400, 'VALIDATION_ERROR', /not valid JSON/);
  });

  it('gives requests Node’s parser refuses the design’s body too', async () => {
    const junk = await sendBytes(service.current.url, 'FROB /dev/1/members HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(junk.status).toBe(400);
    expect(JSON.parse(junk.text)).toMatchObject({ statusCode: 400, error_code: 'VALIDATION_ERROR' });
    const huge = await sendBytes(service.current.url, `GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(huge.status).toBe(431);
    expect(JSON.parse(huge.text)).toMatchObject({ statusCode: 431 });
  });
});
