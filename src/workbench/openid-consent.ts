// Sign in with Slack in the workbench: its stand-in for Slack's OpenID Connect authorize page (pick who signs in, in
// which demo workspace) and the way back to the app's redirect with a one-time code and the app's state.
import { escapeHtml } from '../ui/html.js';
import type { SlackOrg } from './slack-org.js';
import { issueOpenIdCode } from './openid.js';

/** What the app sent, carried through the form to the way back. */
const CARRIED = ['client_id', 'redirect_uri', 'state', 'nonce'];

export function openIdAuthorizePage(org: SlackOrg, url: URL): string {
  const hidden = CARRIED.map((k) => `<input type="hidden" name="${k}" value="${escapeHtml(url.searchParams.get(k) ?? '')}">`).join('\n');
  const people = org.workspaces
    .flatMap((w) =>
      w.users
        .filter((u) => !u.is_bot && !u.deleted)
        .map(
          (u, i) =>
            `<label class="install-choice"><input type="radio" name="who" value="${escapeHtml(`${w.team.id}/${u.id}`)}"${i === 0 && w === org.first ? ' checked' : ''}> ${escapeHtml(u.name)}${u.title ? ` — ${escapeHtml(u.title)}` : ''}${u.is_admin ? ' (workspace admin)' : ''} · ${escapeHtml(w.team.name)}</label>`,
        ),
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Sign in with Slack</title><link rel="icon" href="/favicon.svg" type="image/svg+xml"><link rel="stylesheet" href="/style.css"></head>
<body class="install-page"><main class="install">
  <h1>Sign in to Kudos with Slack</h1>
  <p>This stands in for Slack’s sign-in page: choose who signs in.</p>
  <form method="get" action="/openid/connect/allow">
${hidden}
    <fieldset><legend>Person</legend>
${people}
    </fieldset>
    <button type="submit" class="primary" id="openid-allow">Continue</button>
  </form>
</main></body></html>`;
}

/** The person chose: back to the app's redirect URI with a code for them and the app's state. */
export function openIdAllowRedirect(org: SlackOrg, url: URL): string {
  const [team = '', user = ''] = (url.searchParams.get('who') ?? '').split('/');
  const workspace = org.byTeam(team);
  const back = new URL(url.searchParams.get('redirect_uri') ?? '');
  if (!workspace?.user(user) || !/^https?:$/.test(back.protocol)) throw new Error('that sign-in cannot be finished');
  back.searchParams.set('code', issueOpenIdCode(workspace, user, url.searchParams));
  back.searchParams.set('state', url.searchParams.get('state') ?? '');
  return back.toString();
}
