// Signing in to the insights dashboard in tests: the app's /insights/login, Slack's consent (a code from the fake
// Slack's OpenID provider for the chosen person), and the app's callback — the session cookie it sets, or its answer.
import { issueOpenIdCode } from '../../src/workbench/openid.js';
import type { SlackWorkspace } from '../../src/workbench/workspace.js';

export const OPENID_ENV = { SLACK_OPENID_CLIENT_ID: 'insights-client', SLACK_OPENID_CLIENT_SECRET: 'insights-secret', SLACK_OPENID_AUTHORIZE_URL: 'https://slack.test/openid/connect/authorize' };

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

export const get = (appUrl: string, path: string, cookie?: string) => fetch(`${appUrl}${path}`, { redirect: 'manual', ...(cookie ? { headers: { cookie } } : {}) });
