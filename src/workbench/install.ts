// Installing the app into a demo workspace the way Slack does it: the app's /slack/install and /slack/oauth_redirect
// (served on the workbench's address, passed through to the app), and, in between, the workbench's stand-in for
// Slack's consent page, which hands the app an authorization code for the workspace the person picked.
import { escapeHtml } from '../ui/html.js';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SlackOrg } from './slack-org.js';

/** The paths passed through to the app, as a browser on the workbench's address sees them. */
export const APP_INSTALL_PATHS = ['/slack/install', '/slack/oauth_redirect'];

/** Cancel on Slack's consent page: back to the app's redirect with `error=access_denied` and the state, as Slack does. */
const cancelled = (state: string) => `/slack/oauth_redirect?${new URLSearchParams({ error: 'access_denied', state })}`;

/** Slack's consent page, in the workbench: pick one of the demo workspaces and allow the app's bot scopes, or cancel. */
export function authorizePage(org: SlackOrg, url: URL): string {
  const state = url.searchParams.get('state') ?? '';
  const scopes = (url.searchParams.get('scope') ?? '').split(',').filter(Boolean);
  // The first workspace not installed yet is picked; with every one installed, the first.
  const picked = Math.max(
    org.workspaces.findIndex((x) => !org.isInstalled(x.team.id)),
    0,
  );
  const options = org.workspaces
    .map((w, i) => {
      const installed = org.isInstalled(w.team.id);
      return `<label class="install-choice"><input type="radio" name="team" value="${escapeHtml(w.team.id)}"${i === picked ? ' checked' : ''}> ${escapeHtml(w.team.name)}${installed ? ' <span class="only-you">already installed: installing again renews it</span>' : ''}</label>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Install Kudos</title><link rel="icon" href="/favicon.svg" type="image/svg+xml"><link rel="stylesheet" href="/style.css"></head>
<body class="install-page"><main class="install">
  <h1>Kudos is requesting permission to access a workspace</h1>
  <p>This stands in for Slack’s consent page: choose which demo workspace installs the app.</p>
  <form method="get" action="/oauth/v2/allow">
    <input type="hidden" name="state" value="${escapeHtml(state)}">
    <fieldset><legend>Workspace</legend>
${options}
    </fieldset>
    <p>Kudos will be able to: ${scopes.map((s) => `<code>${escapeHtml(s)}</code>`).join(' ')}</p>
    <button type="submit" class="primary" id="install-allow">Allow</button> <a id="install-cancel" href="${escapeHtml(cancelled(state))}">Cancel</a>
  </form>
</main></body></html>`;
}

/** The person allowed: back to the app's redirect with a one-time code for the chosen workspace and the app's state. */
export function allowRedirect(org: SlackOrg, url: URL): string {
  const team = url.searchParams.get('team') ?? '';
  const code = org.authorize(team);
  return `/slack/oauth_redirect?${new URLSearchParams({ code, state: url.searchParams.get('state') ?? '' })}`;
}

/**
 * Passes /slack/install and /slack/oauth_redirect to the app with the browser's cookies (the app's state cookie) and
 * language, and
 * its answer back. A finished install lands on the workbench showing the new workspace instead of the app's page.
 */
export async function passToApp(org: SlackOrg, appUrl: string, req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
  const team = org.teamOfCode(url.searchParams.get('code') ?? '');
  const answer = await fetch(`${appUrl}${url.pathname}${url.search}`, {
    redirect: 'manual',
    // The browser's language too: the app's install pages speak it (src/ops/page-language.ts).
    headers: {
      ...(req.headers.cookie ? { cookie: req.headers.cookie } : {}),
      ...(req.headers['accept-language'] ? { 'accept-language': req.headers['accept-language'] } : {}),
    },
  });
  const headers: Record<string, string | string[]> = { 'content-type': answer.headers.get('content-type') ?? 'text/html; charset=utf-8' };
  const cookies = answer.headers.getSetCookie();
  if (cookies.length) headers['set-cookie'] = cookies;
  if (team && answer.status === 200 && org.isInstalled(team)) {
    res.writeHead(302, { ...headers, location: `/?team=${encodeURIComponent(team)}` }).end();
    return;
  }
  const location = answer.headers.get('location');
  res.writeHead(answer.status, { ...headers, ...(location ? { location } : {}) }).end(Buffer.from(await answer.arrayBuffer()));
}

/** The workbench installing a demo workspace itself (the first one, on a first start) through the same routes. */
export async function installThroughOAuth(org: SlackOrg, workbenchUrl: string, teamId: string): Promise<void> {
  const begun = await fetch(`${workbenchUrl}/slack/install`, { redirect: 'manual' });
  const consent = new URL(begun.headers.get('location') ?? '', workbenchUrl);
  const cookie = begun.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const back = allowRedirect(
    org,
    new URL(`/oauth/v2/allow?${new URLSearchParams({ team: teamId, state: consent.searchParams.get('state') ?? '' })}`, workbenchUrl),
  );
  const done = await fetch(`${workbenchUrl}${back}`, { redirect: 'manual', headers: { cookie } });
  if (!org.isInstalled(teamId)) throw new Error(`installing the app in the demo workspace ${teamId} failed: HTTP ${done.status} ${await done.text()}`);
}
