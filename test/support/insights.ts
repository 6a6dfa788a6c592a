// Signing in to the insights dashboard in tests: the app's /insights/login, Slack's consent (a code from the fake
// Slack's OpenID provider for the chosen person), and the app's callback — the session cookie it sets, or its answer.
import { issueOpenIdCode, issuerOf } from '../../src/workbench/openid.js';
import type { SlackWorkspace } from '../../src/workbench/workspace.js';

export const OPENID_ENV = {
  SLACK_OPENID_CLIENT_ID: 'insights-client',
  SLACK_OPENID_CLIENT_SECRET: 'insights-secret',
  SLACK_OPENID_AUTHORIZE_URL: 'https://slack.test/openid/connect/authorize',
};

export async function beginSignIn(appUrl: string): Promise<{ location: URL; stateCookie: string }> {
  const r = await fetch(`${appUrl}/insights/login`, { redirect: 'manual' });
  if (r.status !== 302) throw new Error(`/insights/login answered ${r.status}`);
  return { location: new URL(r.headers.get('location')!), stateCookie: r.headers.getSetCookie()[0]!.split(';')[0]! };
}

export const callback = (appUrl: string, query: Record<string, string>, cookie?: string) =>
  fetch(`${appUrl}/insights/callback?${new URLSearchParams(query)}`, { redirect: 'manual', ...(cookie ? { headers: { cookie } } : {}) });

/** The session cookie (`name=value`) of `userId` signed in through `workspace`'s Slack. */
export async function signIn(appUrl: string, workspace: SlackWorkspace, userId: string): Promise<string> {
  const { location, stateCookie } = await beginSignIn(appUrl);
  const code = issueOpenIdCode(workspace, userId, location.searchParams);
  const r = await callback(appUrl, { code, state: location.searchParams.get('state')! }, stateCookie);
  if (r.status !== 302) throw new Error(`the callback answered ${r.status}: ${await r.text()}`);
  const session = r.headers.getSetCookie().find((c) => c.startsWith('kudos_insights='));
  return session!.split(';')[0]!;
}

export const get = (appUrl: string, path: string, cookie?: string) =>
  fetch(`${appUrl}${path}`, { redirect: 'manual', ...(cookie ? { headers: { cookie } } : {}) });

/** Claims of a good id_token for `userId` in answer to the sign-in whose authorize link is `location` (`now`: seconds). */
export function idTokenClaims(workspace: SlackWorkspace, userId: string, location: URL, now: number): Record<string, unknown> {
  return {
    iss: issuerOf(workspace),
    aud: location.searchParams.get('client_id'),
    sub: userId,
    iat: now,
    exp: now + 3600,
    nonce: location.searchParams.get('nonce'),
    'https://slack.com/user_id': userId,
    'https://slack.com/team_id': workspace.team.id,
  };
}

/** A sign-in whose openid.connect.token answers the id_token `makeToken` builds from a good one's claims: the callback's
 *  answer (a session cookie only when the app accepted it). */
export async function signInWithIdToken(
  appUrl: string,
  workspace: SlackWorkspace,
  userId: string,
  now: number,
  makeToken: (claims: Record<string, unknown>) => string | Promise<string>,
): Promise<Response> {
  const { location, stateCookie } = await beginSignIn(appUrl);
  const idToken = await makeToken(idTokenClaims(workspace, userId, location, now));
  const code = issueOpenIdCode(workspace, userId, location.searchParams, idToken);
  return callback(appUrl, { code, state: location.searchParams.get('state')! }, stateCookie);
}
