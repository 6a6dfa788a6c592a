// Contract: recognition — every recipient form, the 503 for an unknown individual, silent skips, reads and paging.
import { describe, expect, it } from 'vitest';
import { RecipientNotFoundError, ValidationError } from '../../src/engagement-client/index.js';
import { clientFor, useService } from '../support/engagement.js';

const service = useService();
const client = () => clientFor(service.current);
const recipientsOf = (r: { to: { email: string }[] }) => r.to.map((t) => t.email).sort();
const count = () => (service.current.db.prepare('SELECT count(*) AS n FROM recognitions').get() as { n: number }).n;

describe('POST /1/recognition/{sender}', () => {
  it('sends coins to one e-mail and echoes the recognition', async () => {
    const r = await client().recognition.create('ana@acme.test', { recipients: 'ben@acme.test', amount: 10, for: 'the launch' });
    expect(r).toMatchObject({ statusCode: 200, amount: 10, total: 10, company: 'acme', for: 'the launch', share: true, type: 'coin' });
    expect(r.to).toEqual([{ email: 'ben@acme.test', name: 'Ben Carter', type: 'user' }]);
    expect(r.createdate).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(r.when).toBe(r.createdate);
  });

  it('accepts comma-separated e-mails in one string and an array', async () => {
    const a = await client().recognition.create('ana@acme.test', { recipients: 'ben@acme.test, cara@acme.test', amount: 2, for: 'x' });
    expect(recipientsOf(a)).toEqual(['ben@acme.test', 'cara@acme.test']);
    expect(a.total).toBe(4);
    const b = await client().recognition.create('ana@acme.test', { recipients: ['ben@acme.test', 'mgr@acme.test'], amount: 3, for: 'x' });
    expect(recipientsOf(b)).toEqual(['ben@acme.test', 'mgr@acme.test']);
  });

  it('resolves ALL_MEMBERS to everyone but the sender', async () => {
    const r = await client().recognition.create('ana@acme.test', { recipients: 'ALL_MEMBERS', amount: 1, for: 'all hands' });
    expect(recipientsOf(r)).toEqual(['ben@acme.test', 'cara@acme.test', 'ceo@acme.test', 'mgr@acme.test']);
    expect(r.total).toBe(4);
  });

  it('resolves a team ID and a cohort ID, leaving out the sender', async () => {
    const team = await client().recognition.create('ana@acme.test', { recipients: 't100', amount: 1, for: 'team' });
    expect(recipientsOf(team)).toEqual(['ben@acme.test', 'mgr@acme.test']);
    const cohort = await client().recognition.create('cara@acme.test', { recipients: 'c-2026', amount: 1, for: 'cohort' });
    expect(recipientsOf(cohort)).toEqual(['ana@acme.test', 'ben@acme.test']);
  });

  it('skips an unknown team or cohort silently', async () => {
    const r = await client().recognition.create('ana@acme.test', { recipients: ['t999', 'ben@acme.test', 'c-none'], amount: 1, for: 'x' });
    expect(recipientsOf(r)).toEqual(['ben@acme.test']);
  });

  it('fails the whole request with 503 for an unknown individual, recording nothing', async () => {
    const before = count();
    const error = await client()
      .recognition.create('ana@acme.test', { recipients: ['ben@acme.test', 'ghost@acme.test'], amount: 5, for: 'x' })
      .catch((e) => e);
    expect(error).toBeInstanceOf(RecipientNotFoundError);
    expect(error.status).toBe(503);
    expect(error.recipients).toEqual(['ghost@acme.test']);
    expect(error.message).toContain('ghost@acme.test');
    expect(count()).toBe(before);
  });

  it('refuses bad input with 400', async () => {
    const send = (body: object) => client().recognition.create('ana@acme.test', body as never);
    await expect(send({ recipients: 'ana@acme.test', amount: 1, for: 'me' })).rejects.toBeInstanceOf(ValidationError);
    await expect(send({ recipients: 'ben@acme.test', amount: 0, for: 'x' })).rejects.toBeInstanceOf(ValidationError);
    await expect(send({ recipients: 'ben@acme.test', amount: 1.5, for: 'x' })).rejects.toBeInstanceOf(ValidationError);
    await expect(send({ recipients: 'ben@acme.test', amount: 1 })).rejects.toBeInstanceOf(ValidationError);
    await expect(send({ amount: 1, for: 'x' })).rejects.toBeInstanceOf(ValidationError);
    await expect(send({ recipients: 'ben@acme.test', amount: 1, for: 'x', type: 'badge' })).rejects.toBeInstanceOf(ValidationError);
  });

  it('answers 404 for an unknown sender', async () => {
    await expect(client().recognition.create('ghost@acme.test', { recipients: 'ben@acme.test', amount: 1, for: 'x' })).rejects.toMatchObject({ status: 404 });
  });
});

describe('GET /1/recognition', () => {
  it('lists what a member received, private ones too, newest first', async () => {
    await client().recognition.create('mgr@acme.test', { recipients: 'cara@acme.test', amount: 7, for: 'private one', display_feed: false });
    const shared = await client().recognition.create('mgr@acme.test', { recipients: 'cara@acme.test', amount: 8, for: 'public one' });
    expect(shared.share).toBe(true);
    const list = await client().recognition.list({ email: 'cara@acme.test' });
    expect(list.recognitions[0]?.for).toBe('public one');
    expect(list.recognitions.map((r) => r.for)).toContain('private one');
    expect(list.recognitions[0]?.from).toEqual({ email: 'mgr@acme.test', name: 'Max Manager' });
  });

  it('lists only shared recognitions by team name', async () => {
    await client().recognition.create('cara@acme.test', { recipients: 'ben@acme.test', amount: 4, for: 'hidden from feed', display_feed: false });
    const list = await client().recognition.list({ team_name: 'Engineering', limit: 250 });
    expect(list.recognitions.length).toBeGreaterThan(0);
    expect(list.recognitions.every((r) => r.share === true)).toBe(true);
    expect(list.recognitions.map((r) => r.for)).not.toContain('hidden from feed');
  });

  it('pages with limit and page; a page past the end is empty', async () => {
    const total = (await client().recognition.list({ email: 'ben@acme.test' })).pagination.totalItems;
    expect(total).toBeGreaterThan(3);
    const page = await client().recognition.list({ email: 'ben@acme.test', limit: 2, page: 2 });
    expect(page.pagination).toEqual({ currentPage: 2, totalPages: Math.ceil(total / 2), totalItems: total, pageSize: 2 });
    expect(page.recognitions).toHaveLength(2);
    expect((await client().recognition.list({ email: 'ben@acme.test', limit: 2, page: 999 })).recognitions).toEqual([]);
    const all = [];
    for await (const r of client().recognition.all({ email: 'ben@acme.test', limit: 2 })) all.push(r);
    expect(all).toHaveLength(total);
  });

  it('still answers the legacy path with the same data', async () => {
    const modern = await client().recognition.list({ email: 'ben@acme.test', limit: 50 });
    const legacy = await client().recognition.listLegacy('ben@acme.test', { limit: 50 });
    expect(legacy).toEqual(modern);
  });

  it('requires email or team_name', async () => {
    await expect(client().recognition.list({} as never)).rejects.toBeInstanceOf(ValidationError);
  });
});
