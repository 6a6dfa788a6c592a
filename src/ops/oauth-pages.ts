// What a person sees when an install does not finish: a plain page (never a 500, never a stack trace) saying what
// happened and whether anything was installed, with a link that starts the install again.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { slackErrorCode } from '../slack-api/web-api-error.js';
import { STATE_TTL_MS, StateRefused } from './oauth-state.js';

/** Where an install starts (Bolt's default install path, which the app serves). */
export const INSTALL_PATH = '/slack/install';

type InstallFailure = { status: number; title: string; sentence: string };

/** Codes Slack gives oauth.v2.access for a code that cannot be exchanged (again). */
const SPENT_CODES = new Set(['invalid_code', 'code_already_used', 'code_expired', 'invalid_grant']);
/** Codes that mean the app's own OAuth settings are wrong, not the person's link. */
const APP_SETTINGS = new Set(['invalid_client_id', 'bad_client_secret', 'invalid_client', 'bad_redirect_uri', 'oauth_authorization_url_mismatch']);
/** @slack/web-api's codes for a call that got no usable answer from Slack. */
const NO_ANSWER = new Set(['slack_webapi_request_error', 'slack_webapi_http_error', 'slack_webapi_rate_limited_error']);

const NOTHING = 'Nothing was installed.';
const minutes = STATE_TTL_MS / 60_000;

/** 400: what the browser brought back cannot finish an install; 403: the person said no; 424: Slack (or the app's
 *  store) failed it — a 4xx all the same, so no proxy puts its own error page in place of this one. */
function stateFailure(error: unknown): InstallFailure {
  if (error instanceof StateRefused && error.problem === 'expired')
    return { status: 400, title: 'This install link expired', sentence: `An install must be finished within ${minutes} minutes of starting it. ${NOTHING}` };
  if (error instanceof StateRefused && error.problem === 'used')
    return { status: 400, title: 'This install link was already used', sentence: `Each install link works once, and this one has been used. ${NOTHING}` };
  if (error instanceof StateRefused)
    return { status: 400, title: 'This install link is not valid', sentence: `Kudos did not issue this link, or it was changed on the way. ${NOTHING}` };
  return {
    status: 400,
    title: 'This install was started in another browser',
    sentence: `The link back from Slack does not match the install this browser started (it was opened in another browser, or this browser blocked or lost its cookie). ${NOTHING}`,
  };
}

function installFailure(error: unknown, url: URL): InstallFailure {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'slack_oauth_installer_authorization_error')
    return {
      status: 403,
      title: 'You cancelled the install',
      sentence: `Kudos was not added to a workspace: the install was cancelled on Slack’s page. ${NOTHING}`,
    };
  if (code === 'slack_oauth_invalid_state') return stateFailure(error);
  if (code === 'slack_oauth_generate_url_error')
    return {
      status: 424,
      title: 'The install could not start',
      sentence: `Kudos could not prepare the install (its store did not answer). ${NOTHING} Try again in a minute.`,
    };
  if (code === 'slack_oauth_missing_state')
    return {
      status: 400,
      title: 'This link is incomplete',
      sentence: `The link back from Slack has no state, so Kudos cannot tell that this browser started the install. ${NOTHING}`,
    };
  if (code === 'slack_oauth_missing_code') {
    const denied = url.searchParams.get('error');
    return {
      status: 400,
      title: 'Slack did not authorize the install',
      sentence: `${denied ? `Slack answered “${denied}”` : 'The link back from Slack has no authorization code'}. ${NOTHING}`,
    };
  }
  const slack = slackErrorCode(error);
  if (slack && SPENT_CODES.has(slack))
    return {
      status: 400,
      title: 'Slack refused the authorization code',
      sentence: `The code Slack gave for this install was already used or has expired (${slack}). ${NOTHING}`,
    };
  if (slack && APP_SETTINGS.has(slack))
    return {
      status: 424,
      title: 'Slack did not accept this app’s settings',
      sentence: `Slack answered “${slack}”, so the install could not finish. ${NOTHING} Tell whoever runs Kudos: SLACK_CLIENT_ID, SLACK_CLIENT_SECRET and the redirect URL must be those of the app at api.slack.com.`,
    };
  if (slack) return { status: 424, title: 'Slack refused the install', sentence: `Slack answered “${slack}”, so the install could not finish. ${NOTHING}` };
  if (typeof code === 'string' && NO_ANSWER.has(code))
    return {
      status: 424,
      title: 'Slack could not be reached',
      sentence: `Kudos could not reach Slack to finish the install. ${NOTHING} Try again in a minute.`,
    };
  return {
    status: 424,
    title: 'The install could not be finished',
    sentence: `Something failed on Kudos’s side while finishing the install, so it may not have been saved. Try again in a minute; if it keeps failing, tell whoever runs Kudos.`,
  };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function failurePage(failure: InstallFailure): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(failure.title)} · Kudos</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.5;color:#1d1c1d}a.again{display:inline-block;margin-top:1rem;padding:.5rem 1rem;background:#007a5a;color:#fff;border-radius:4px;text-decoration:none}</style></head>
<body><main>
  <h1>${escapeHtml(failure.title)}</h1>
  <p>${escapeHtml(failure.sentence)}</p>
  <p><a class="again" href="${INSTALL_PATH}">Start the install again</a></p>
</main></body></html>`;
}

/** Bolt's `callbackOptions.failure`, and the answer when an install cannot even start: the page, with its status. */
export function answerInstallFailure(error: unknown, req: IncomingMessage, res: ServerResponse): void {
  const failure = installFailure(error, new URL(req.url ?? '/', 'http://localhost'));
  if (res.headersSent) return void res.end();
  res.writeHead(failure.status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(failurePage(failure));
}
