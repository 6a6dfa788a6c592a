// Sign in with Slack's id_token is verified before anyone is signed in: a token signed with the (fake) Slack's published
// key signs in; a forged, unsigned, wrong-key, expired, other-app, other-issuer or other-sign-in (nonce) token is
// refused with the friendly page and no session; when Slack's keys cannot be read, nobody is signed in either and the
// page says Slack could not confirm who you are (424), not that the token was forged.
import { generateKeyPairSync } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import { signIdToken } from '../../src/workbench/openid-keys.js';
import { type Harness, startHarness, useHarness } from '../support/app-harness.js';
import { OPENID_ENV, signInWithIdToken } from '../support/insights.js';

const clock = Date.parse('2026-11-20T10:00:00Z');
const h = useHarness({ env: OPENID_ENV, now: () => new Date(clock) });
const NOW = Math.floor(clock / 1000);

const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const signIn = (makeToken: (claims: Record<string, unknown>) => string | Promise<string>) =>
  signInWithIdToken(h.current.url, h.current.fake.workspace, 'UCEO', NOW, makeToken);

async function expectRefused(answer: Response, sentence: RegExp): Promise<void> {
  expect(answer.status).toBe(400);
  expect(answer.headers.getSetCookie().some((c) => c.startsWith('kudos_insights='))).toBe(false);
  const page = await answer.text();
  expect(page).toContain('<html');
  expect(page).toMatch(sentence);
}

const NOT_SIGNED = /not signed by Slack/;

describe('insights: the id_token from Slack is verified', () => {
  it('signs in with a token signed by the key Slack publishes', async () => {
    const answer = await signIn(signIdToken);
    expect(answer.status).toBe(302);
    expect(answer.headers.getSetCookie().some((c) => c.startsWith('kudos_insights='))).toBe(true);
  });

  it('refuses a forged token: claims changed after Slack signed them', async () => {
    await expectRefused(
      await signIn((claims) => {
        const [header, , signature] = signIdToken({ ...claims, 'https://slack.com/user_id': 'UANA' }).split('.');
        return `${header}.${part(claims)}.${signature}`;
      }),
      NOT_SIGNED,
    );
  });

  it('refuses an unsigned token (alg none) and a token with no signature', async () => {
    await expectRefused(await signIn((claims) => `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`), NOT_SIGNED);
    await expectRefused(await signIn((claims) => `${signIdToken(claims).split('.').slice(0, 2).join('.')}.`), NOT_SIGNED);
  });

  it('refuses a token signed with another key, even under the published key id', async () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    await expectRefused(
      await signIn(async (claims) => {
        const kid = JSON.parse(Buffer.from(signIdToken(claims).split('.')[0]!, 'base64url').toString()).kid as string;
        return new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid }).sign(privateKey);
      }),
      NOT_SIGNED,
    );
  });

  it('refuses an expired token', async () => {
    await expectRefused(await signIn((claims) => signIdToken({ ...claims, iat: NOW - 7200, exp: NOW - 600 })), /had expired/);
  });

  it('refuses a token for another app (aud) or from another issuer', async () => {
    await expectRefused(await signIn((claims) => signIdToken({ ...claims, aud: 'another-client' })), /for another app/);
    await expectRefused(await signIn((claims) => signIdToken({ ...claims, iss: 'https://evil.example' })), /did not come from Slack/);
  });

  it('refuses a token of another sign-in (nonce)', async () => {
    await expectRefused(await signIn((claims) => signIdToken({ ...claims, nonce: 'a-nonce-of-another-sign-in' })), /nonce differs/);
  });
});

describe('insights: Slack\u2019s keys cannot be read', () => {
  let harness: Harness | undefined;
  afterAll(() => harness?.close());

  it('signs nobody in and says Slack could not confirm who you are (424)', async () => {
    harness = await startHarness({ env: OPENID_ENV, now: () => new Date(clock) });
    harness.fake.unavailable('/openid/connect/keys');
    const answer = await signInWithIdToken(harness.url, harness.fake.workspace, 'UCEO', NOW, signIdToken);
    expect(answer.status).toBe(424);
    expect(answer.headers.getSetCookie().some((c) => c.startsWith('kudos_insights='))).toBe(false);
    expect(await answer.text()).toContain('Slack could not confirm who you are');
  });
});
