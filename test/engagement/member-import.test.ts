// Contract: bulk member import — per-row validation, all-or-nothing, duplicates, managers, teams, defaults and limits.
import { describe, expect, it } from 'vitest';
import { type ImportItem, ValidationError } from '../../src/engagement-client/index.js';
import { clientFor, useService } from '../support/engagement.js';

const service = useService({ importRate: '10000/60s' });
const client = () => clientFor(service.current);
let counter = 0;
const fresh = (over: Partial<ImportItem> = {}): ImportItem => ({ email: `new${++counter}@acme.test`, first_name: 'New', last_name: 'Person', ...over });

async function rejected(members: ImportItem[]) {
  const error = await client()
    .members.import({ members })
    .catch((e) => e);
  expect(error).toBeInstanceOf(ValidationError);
  expect(error.errorCode).toBe('VALIDATION_ERROR');
  return error as ValidationError;
}

describe('POST /api/v1/members', () => {
  it('imports new members, creates unknown teams and fills company defaults', async () => {
    const item = fresh({ team_name: 'Research' });
    const result = await client().members.import({ members: [item] });
    expect(result.status).toBe('success');
    expect(result.import_id).toBeTruthy();
    expect(result.summary).toMatchObject({ total_submitted: 1, successfully_imported: 1, skipped: 0, failed: 0 });
    expect(result.details.imported).toEqual([{ email: item.email, team_name: 'Research' }]);
    expect(result.rate_limit.remaining).toBeGreaterThan(0);
    expect(result.rate_limit.reset_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?[+-]\d{2}:\d{2}$/);
    const member = await client().members.get(item.email);
    expect(member.team_id).toMatch(/^t/);
    const row = service.current.db.prepare('SELECT language, country FROM members WHERE email = ? AND stage = ?').get(item.email, 'dev');
    expect(row).toEqual({ language: 'en', country: 'US' });
    const again = fresh({ team_name: 'Research' });
    await client().members.import({ members: [again] });
    expect((await client().members.get(again.email)).team_id).toBe(member.team_id);
  });

  it('accepts a manager who is in the same batch, in any order', async () => {
    const boss = fresh();
    const report = fresh({ manager_email: boss.email });
    const result = await client().members.import({ members: [report, boss] });
    expect(result.summary.successfully_imported).toBe(2);
  });

  it('rejects the whole batch, with per-row errors, when a manager is unknown — nothing imported', async () => {
    const good = fresh();
    const bad = fresh({ manager_email: 'nobody@acme.test' });
    const error = await rejected([good, bad]);
    expect(error.rowErrors).toEqual([{ row: 1, email: bad.email, field: 'manager_email', message: expect.stringContaining('nobody@acme.test') }]);
    await expect(client().members.get(good.email)).rejects.toThrow();
  });

  it('fails on an existing e-mail unless told to skip or update', async () => {
    const error = await rejected([{ email: 'ana@acme.test', first_name: 'Ana', last_name: 'Lima' }]);
    expect(error.rowErrors[0]).toMatchObject({ row: 0, field: 'email' });
  });

  it('skips existing members silently with skip_duplicates', async () => {
    const item = fresh();
    const result = await client().members.import({
      members: [{ email: 'ben@acme.test', first_name: 'Changed', last_name: 'Name' }, item],
      options: { skip_duplicates: true },
    });
    expect(result.summary).toMatchObject({ total_submitted: 2, successfully_imported: 1, skipped: 1 });
    expect((await client().members.get('ben@acme.test')).firstname).toBe('Ben');
  });

  it('updates existing members with update_if_exists', async () => {
    const item = fresh();
    await client().members.import({ members: [item] });
    const result = await client().members.import({ members: [{ ...item, first_name: 'Renamed', team_name: 'Sales' }], options: { update_if_exists: true } });
    expect(result.summary).toMatchObject({ successfully_imported: 1, updated: 1 });
    const member = await client().members.get(item.email);
    expect(member.firstname).toBe('Renamed');
    expect(member.team_id).toBe('t200');
  });

  it('reports a duplicate e-mail inside one request', async () => {
    const item = fresh();
    const error = await rejected([item, { ...item }]);
    expect(error.rowErrors).toEqual([expect.objectContaining({ row: 1, field: 'email' })]);
  });

  it('takes 1 to 1000 members per request', async () => {
    const thousand = Array.from({ length: 1000 }, () => fresh());
    expect((await client().members.import({ members: thousand })).summary.successfully_imported).toBe(1000);
    await rejected(Array.from({ length: 1001 }, () => fresh()));
    await rejected([]);
  });

  const limits: [string, Partial<ImportItem>, Partial<ImportItem>, string][] = [
    ['email', { email: `${'a'.repeat(245)}@acme.test` }, { email: `${'a'.repeat(246)}@acme.test` }, 'email'],
    ['first_name', { first_name: 'F'.repeat(100) }, { first_name: 'F'.repeat(101) }, 'first_name'],
    ['last_name', { last_name: 'L'.repeat(100) }, { last_name: 'L'.repeat(101) }, 'last_name'],
    ['team_name', { team_name: 'T'.repeat(100) }, { team_name: 'T'.repeat(101) }, 'team_name'],
    ['timezone low', { timezone: -12 }, { timezone: -13 }, 'timezone'],
    ['timezone high', { timezone: 14 }, { timezone: 15 }, 'timezone'],
    ['timezone whole', { timezone: 0 }, { timezone: 1.5 }, 'timezone'],
    ['language', { language: 'pt' }, { language: 'PT' }, 'language'],
    ['language length', { language: 'abcde' }, { language: 'abcdef' }, 'language'],
    ['country', { country: 'DE' }, { country: 'de' }, 'country'],
    ['first_name spaces', { first_name: 'Ann Marie' }, { first_name: ' Ann' }, 'first_name'],
    ['first_name empty', { first_name: 'A' }, { first_name: '' }, 'first_name'],
    ['last_name empty', { last_name: 'B' }, { last_name: '' }, 'last_name'],
    ['email shape', { email: 'ok.person@acme.test' }, { email: 'not-an-email' }, 'email'],
  ];
  it.each(limits)('%s: accepted at the bound, refused just past it', async (_name, ok, bad, field) => {
    const good = fresh(ok);
    expect((await client().members.import({ members: [good] })).summary.successfully_imported).toBe(1);
    const error = await rejected([fresh(bad)]);
    expect(error.rowErrors[0]?.field).toBe(field);
  });
});
