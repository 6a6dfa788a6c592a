// Slack's side of Sign in with Slack for the workbench and the tests: a one-time code per consent (who, which
// workspace, the app's nonce and redirect), exchanged once at openid.connect.token for an access token and an
// id_token, and openid.connect.userInfo answering for that token. Codes and tokens live in this process.
import { randomBytes } from 'node:crypto';
import type { SlackWorkspace } from './workspace.js';

type Reply = Record<string, unknown>;
type Grant = { workspace: SlackWorkspace; userId: string; nonce: string; clientId: string; redirectUri: string };

const codes = new Map<string, Grant>();
const tokens = new Map<string, Grant>();

/** A person consented on the authorize page: the code the app's redirect gets. */
export function issueOpenIdCode(workspace: SlackWorkspace, userId: string, query: URLSearchParams): string {
  const code = `oidc-${randomBytes(12).toString('hex')}`;
  codes.set(code, { workspace, userId, nonce: query.get('nonce') ?? '', clientId: query.get('client_id') ?? '', redirectUri: query.get('redirect_uri') ?? '' });
  return code;
}

const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

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
    const now = Math.floor(Date.now() / 1000);
    const idToken = `${part({ alg: 'RS256', typ: 'JWT' })}.${part({ iss: 'https://slack.com', aud: grant.clientId, iat: now, exp: now + 3600, nonce: grant.nonce, ...claims(grant) })}.c2lnbmVk`;
    return { ok: true, access_token: accessToken, token_type: 'Bearer', id_token: idToken };
  }
  if (method === 'openid.connect.userInfo') {
    const grant = tokens.get(token ?? '');
    return grant ? { ok: true, ...claims(grant) } : { ok: false, error: 'invalid_auth' };
  }
  return undefined;
}
