// Slack's side of Sign in with Slack for the workbench and the tests: a one-time code per consent (who, which
// workspace, the app's nonce and redirect), exchanged once at openid.connect.token for an access token and an
// id_token signed with the workbench's key (issuer: the workbench's address), and openid.connect.userInfo answering
// for that token. Codes and tokens live in this process.
import { randomBytes } from 'node:crypto';
import { signIdToken } from './openid-keys.js';
import type { SlackWorkspace } from './workspace.js';

type Reply = Record<string, unknown>;
/** `idToken`: what openid.connect.token answers instead of the signed id_token (tests of a forged answer). */
type Grant = { workspace: SlackWorkspace; userId: string; nonce: string; clientId: string; redirectUri: string; idToken?: string | undefined };

const codes = new Map<string, Grant>();
const tokens = new Map<string, Grant>();
let clock: () => Date = () => new Date();

/** The time id_tokens are issued at: the app's own clock (the workbench's demo clock, which "Jump to next
 *  celebration" moves ahead), so the app never finds a fresh sign-in already expired. */
export function useOpenIdClock(now: () => Date): void {
  clock = now;
}

/** A person consented on the authorize page: the code the app's redirect gets. `idToken`: answered instead of the
 *  signed id_token (tests only: Slack's answer forged or tampered with on the way). */
export function issueOpenIdCode(workspace: SlackWorkspace, userId: string, query: URLSearchParams, idToken?: string): string {
  const code = `oidc-${randomBytes(12).toString('hex')}`;
  codes.set(code, {
    workspace,
    userId,
    nonce: query.get('nonce') ?? '',
    clientId: query.get('client_id') ?? '',
    redirectUri: query.get('redirect_uri') ?? '',
    idToken,
  });
  return code;
}

/** The issuer the workbench signs as: its own origin, which is what the app derives from its SLACK_API_URL. */
export const issuerOf = (workspace: SlackWorkspace) => new URL(workspace.baseUrl).origin;

function claims(grant: Grant): Reply {
  const user = grant.workspace.user(grant.userId);
  return {
    sub: grant.userId,
    'https://slack.com/user_id': grant.userId,
    'https://slack.com/team_id': grant.workspace.team.id,
    'https://slack.com/team_name': grant.workspace.team.name,
    ...(user?.email ? { email: user.email, email_verified: true } : {}),
    name: user?.name ?? grant.userId,
  };
}

/** openid.connect.token and openid.connect.userInfo; undefined for any other method. */
export function openIdCall(method: string, args: Record<string, unknown>, token: string | undefined): Reply | undefined {
  if (method === 'openid.connect.token') {
    const grant = codes.get(String(args.code ?? ''));
    if (!grant) return { ok: false, error: 'invalid_code' };
    if (args.client_id !== grant.clientId || !args.client_secret) return { ok: false, error: 'invalid_client_id' };
    if (args.redirect_uri !== grant.redirectUri) return { ok: false, error: 'bad_redirect_uri' };
    codes.delete(String(args.code));
    const accessToken = `xoxp-oidc-${randomBytes(12).toString('hex')}`;
    tokens.set(accessToken, grant);
    const now = Math.floor(clock().getTime() / 1000);
    const idToken =
      grant.idToken ?? signIdToken({ iss: issuerOf(grant.workspace), aud: grant.clientId, iat: now, exp: now + 3600, nonce: grant.nonce, ...claims(grant) });
    return { ok: true, access_token: accessToken, token_type: 'Bearer', id_token: idToken };
  }
  if (method === 'openid.connect.userInfo') {
    const grant = tokens.get(token ?? '');
    return grant ? { ok: true, ...claims(grant) } : { ok: false, error: 'invalid_auth' };
  }
  return undefined;
}
