// Contract: member lookup, engagement profile, authentication, stage and company isolation.
import { describe, expect, it } from 'vitest';
import { NotFoundError, UnauthorizedError, ValidationError, WrongStageError } from '../../src/engagement-client/index.js';
import { clientFor, useService } from '../support/engagement.js';

const service = useService();

describe('GET /1/members', () => {
  it('returns the member record', async () => {
    const member = await clientFor(service.current).members.get('ana@acme.test');
    expect(member).toEqual({
      email: 'ana@acme.test',
      firstname: 'Ana',
      lastname: 'Lima',
      company_id: 'acme',
      team_id: 't100',
      talent_type: 'Engineer',
      impact_rating: 3.5,
      status: 'Active',
      manager_email: 'mgr@acme.test',
      // A field past the spec's shown ones: the language the person reads, which the app falls back on.
      language: 'en',
    });
  });

  it('answers 404 MEMBER_NOT_FOUND for an unknown e-mail', async () => {
    const error = await clientFor(service.current)
      .members.get('nobody@acme.test')
      .catch((e) => e);
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error.errorCode).toBe('MEMBER_NOT_FOUND');
  });

  it("never shows another company's members", async () => {
    await expect(clientFor(service.current, 'globex-dev-key').members.get('ana@acme.test')).rejects.toBeInstanceOf(NotFoundError);
    await expect(clientFor(service.current).members.get('hank@globex.test')).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe('authentication', () => {
  it('refuses an unknown key with 401', async () => {
    const error = await clientFor(service.current, 'not-a-key')
      .members.get('ana@acme.test')
      .catch((e) => e);
    expect(error).toBeInstanceOf(UnauthorizedError);
    expect(error.status).toBe(401);
  });

  it('refuses a missing key with 401', async () => {
    const response = await fetch(`${service.current.url}/dev/1/members?email=ana@acme.test`);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error_code: 'UNAUTHORIZED' });
  });

  it('refuses a key used on the other stage with 403 WRONG_STAGE', async () => {
    const error = await clientFor(service.current, 'acme-prod-key', 'dev')
      .members.get('ana@acme.test')
      .catch((e) => e);
    expect(error).toBeInstanceOf(WrongStageError);
    await expect(clientFor(service.current, 'acme-dev-key', 'prod').members.get('ana@acme.test')).rejects.toBeInstanceOf(WrongStageError);
  });

  it('keeps the stages apart: a recognition on dev is not seen on prod', async () => {
    const dev = clientFor(service.current, 'acme-dev-key', 'dev');
    const prod = clientFor(service.current, 'acme-prod-key', 'prod');
    const before = (await prod.recognition.list({ email: 'cara@acme.test' })).pagination.totalItems;
    await dev.recognition.create('ana@acme.test', { recipients: 'cara@acme.test', amount: 3, for: 'stage test' });
    expect((await prod.recognition.list({ email: 'cara@acme.test' })).pagination.totalItems).toBe(before);
    expect((await dev.recognition.list({ email: 'cara@acme.test' })).recognitions[0]?.for).toBe('stage test');
  });
});

describe('GET /api/v1/users/{email}/profile', () => {
  it('returns score, status and the personal context by default', async () => {
    const profile = await clientFor(service.current).profile.get('cara@acme.test');
    expect(profile).toEqual({
      impact_rating: 3.5,
      engagement_health_score: 75,
      engagement_health_status: 'Elite',
      personal_context: { strengths: ['a', 'b', 'c'], recent_wins: ['w1', 'w2'] },
    });
  });

  it('maps the health bands at their edges', async () => {
    const client = clientFor(service.current);
    expect((await client.profile.get('ana@acme.test')).engagement_health_status).toBe('Novice'); // 24
    expect((await client.profile.get('ben@acme.test')).engagement_health_status).toBe('Intermediate'); // 25
    expect((await client.profile.get('mgr@acme.test')).engagement_health_status).toBe('Advanced'); // 60
  });

  it('omits personal_context when include_personal_context is false', async () => {
    const profile = await clientFor(service.current).profile.get('ana@acme.test', { include_personal_context: false });
    expect(profile).not.toHaveProperty('personal_context');
  });

  it('caps each context list at context_limit, from 1 to 50', async () => {
    const client = clientFor(service.current);
    expect((await client.profile.get('ana@acme.test', { context_limit: 1 })).personal_context).toEqual({ strengths: ['a'], recent_wins: ['w1'] });
    expect((await client.profile.get('ana@acme.test', { context_limit: 50 })).personal_context).toEqual({
      strengths: ['a', 'b', 'c'],
      recent_wins: ['w1', 'w2'],
    });
    await expect(client.profile.get('ana@acme.test', { context_limit: 0 })).rejects.toBeInstanceOf(ValidationError);
    await expect(client.profile.get('ana@acme.test', { context_limit: 51 })).rejects.toBeInstanceOf(ValidationError);
  });

  it('answers 404 for an unknown member', async () => {
    await expect(clientFor(service.current).profile.get('ghost@acme.test')).rejects.toBeInstanceOf(NotFoundError);
  });
});
