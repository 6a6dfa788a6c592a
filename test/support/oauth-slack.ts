// Slack's side of OAuth for the tests: oauth.v2.access answered here — a code per team (`code-T2`, `code-E1` for an
// org-wide install), refresh tokens, a code Slack refuses (`code-BAD`), a connection that drops (`code-DROP`) — and
// every other Web API method passed on to the fake Slack. Every code exchanged and token refreshed is recorded; a
// refresh can be made slow (`refreshDelayMs`) and a token declared lapsed (`expired`: Slack answers `token_expired`).
import { type IncomingMessage, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FakeSlack } from './fake-slack.js';

export const CLIENT_SECRET = 'client-secret-for-tests';

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    req.on('data', (d) => (body += d));
    req.on('end', () => resolve(body));
  });

/** Slack's oauth.v2.access for a code (one per team) or a refresh token. */
function oauthAccess(args: URLSearchParams, refreshes: string[]) {
  if (args.get('client_secret') !== CLIENT_SECRET) return { ok: false, error: 'invalid_client_id' };
  if (args.get('grant_type') === 'refresh_token') {
    const old = args.get('refresh_token')!;
    refreshes.push(old);
    const [team, n] = old.split(':');
    return {
      ok: true,
      token_type: 'bot',
      access_token: `xoxb-${team}-${Number(n) + 1}`,
      refresh_token: `${team}:${Number(n) + 1}`,
      expires_in: 43_200,
      team: { id: team },
    };
  }
  const team = args.get('code')!.replace('code-', '');
  if (team === 'BAD') return { ok: false, error: 'invalid_code' };
  if (team.startsWith('E')) {
    return {
      ok: true,
      app_id: 'A1',
      token_type: 'bot',
      scope: 'commands,chat:write',
      bot_user_id: `UBOT${team}`,
      access_token: `xoxb-${team}-1`,
      team: null,
      enterprise: { id: team, name: 'Grid' },
      is_enterprise_install: true,
      authed_user: { id: 'UCEO' },
    };
  }
  return {
    ok: true,
    app_id: 'A1',
    token_type: 'bot',
    scope: 'commands,chat:write',
    bot_user_id: `UBOT${team}`,
    access_token: `xoxb-${team}-1`,
    // T2's and TR…'s tokens expire within the two hours the app refreshes in; the others' last.
    refresh_token: `${team}:1`,
    expires_in: team === 'T2' || team.startsWith('TR') ? 600 : 43_200,
    team: { id: team, name: `Team ${team}` },
    enterprise: null,
    is_enterprise_install: false,
    authed_user: { id: 'UCEO' },
  };
}

export async function startOAuthSlack(fake: FakeSlack, options: { refreshDelayMs?: number } = {}) {
  const exchanges: string[] = [];
  const refreshes: string[] = [];
  const expired = new Set<string>();
  const server = createServer(async (req, res) => {
    const body = await readBody(req);
    if (req.url === '/api/oauth.v2.access') {
      const args = new URLSearchParams(body);
      if (args.get('code')) exchanges.push(args.get('code')!);
      if (args.get('code') === 'code-DROP') return void req.socket.destroy();
      if (args.get('grant_type') === 'refresh_token') await new Promise((r) => setTimeout(r, options.refreshDelayMs ?? 0));
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(oauthAccess(args, refreshes)));
      return;
    }
    const token = req.headers.authorization?.replace(/^Bearer /, '') ?? new URLSearchParams(body).get('token') ?? '';
    if (expired.has(token)) return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ ok: false, error: 'token_expired' }));
    const forwarded = await fetch(`${fake.url}${req.url}`, {
      method: req.method ?? 'POST',
      headers: { 'content-type': req.headers['content-type'] ?? 'application/x-www-form-urlencoded', authorization: req.headers.authorization ?? '' },
      body,
    });
    res.writeHead(forwarded.status, { 'content-type': 'application/json' }).end(await forwarded.text());
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    apiUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/`,
    exchanges,
    refreshes,
    expired,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export type OAuthSlack = Awaited<ReturnType<typeof startOAuthSlack>>;

/** A browser's install: where /slack/install sent it (Slack's consent page, with the state) and the cookie it set. */
export async function beginInstall(appUrl: string): Promise<{ state: string; cookie: string; location: URL }> {
  const response = await fetch(`${appUrl}/slack/install`, { redirect: 'manual' });
  if (response.status !== 302) throw new Error(`/slack/install answered ${response.status}: ${await response.text()}`);
  const location = new URL(response.headers.get('location')!);
  return { state: location.searchParams.get('state')!, cookie: response.headers.get('set-cookie')!.split(';')[0]!, location };
}

/** The browser coming back from Slack to the app's redirect URL with `query` (a code, an error) and, if given, its cookie. */
export const finishInstall = (appUrl: string, query: Record<string, string>, cookie?: string) =>
  fetch(`${appUrl}/slack/oauth_redirect?${new URLSearchParams(query)}`, { redirect: 'manual', ...(cookie ? { headers: { cookie } } : {}) });
