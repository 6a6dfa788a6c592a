// What a person sees when an install does not finish: a plain page (never a 500, never a stack trace) saying what
// happened and whether anything was installed, with a link that starts the install again; in the browser's language
// (page-language.ts), as the person has no Slack user Kudos could ask yet.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { MessageKey, MessageValues } from '../i18n/catalogue.js';
import { type Translator, translatorFor } from '../i18n/translator.js';
import { slackErrorCode } from '../slack-api/web-api-error.js';
import { STATE_TTL_MS, StateRefused } from './oauth-state.js';
import { escapeHtml } from '../ui/html.js';
import { pageLocale } from './page-language.js';

/** Where an install starts (Bolt's default install path, which the app serves). */
export const INSTALL_PATH = '/slack/install';

/** What the page says: a title and a sentence of the pages namespace, with the sentence's values. */
type InstallFailure = { status: number; title: MessageKey; sentence: MessageKey; values?: MessageValues };

/** Codes Slack gives oauth.v2.access for a code that cannot be exchanged (again). */
const SPENT_CODES = new Set(['invalid_code', 'code_already_used', 'code_expired', 'invalid_grant']);
/** Codes that mean the app's own OAuth settings are wrong, not the person's link. */
const APP_SETTINGS = new Set(['invalid_client_id', 'bad_client_secret', 'invalid_client', 'bad_redirect_uri', 'oauth_authorization_url_mismatch']);
/** @slack/web-api's codes for a call that got no usable answer from Slack. */
const NO_ANSWER = new Set(['slack_webapi_request_error', 'slack_webapi_http_error', 'slack_webapi_rate_limited_error']);

const minutes = STATE_TTL_MS / 60_000;

/** 400: what the browser brought back cannot finish an install; 403: the person said no; 424: Slack (or the app's
 *  store) failed it — a 4xx all the same, so no proxy puts its own error page in place of this one. */
function stateFailure(error: unknown): InstallFailure {
  if (error instanceof StateRefused && error.problem === 'expired')
    return { status: 400, title: 'pages.installExpiredTitle', sentence: 'pages.installExpired', values: { minutes } };
  if (error instanceof StateRefused && error.problem === 'used') return { status: 400, title: 'pages.installUsedTitle', sentence: 'pages.installUsed' };
  if (error instanceof StateRefused) return { status: 400, title: 'pages.installInvalidTitle', sentence: 'pages.installInvalid' };
  return { status: 400, title: 'pages.installOtherBrowserTitle', sentence: 'pages.installOtherBrowser' };
}

function installFailure(error: unknown, url: URL): InstallFailure {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'slack_oauth_installer_authorization_error') return { status: 403, title: 'pages.installCancelledTitle', sentence: 'pages.installCancelled' };
  if (code === 'slack_oauth_invalid_state') return stateFailure(error);
  if (code === 'slack_oauth_generate_url_error') return { status: 424, title: 'pages.installNotStartedTitle', sentence: 'pages.installNotStarted' };
  if (code === 'slack_oauth_missing_state') return { status: 400, title: 'pages.installIncompleteTitle', sentence: 'pages.installIncomplete' };
  if (code === 'slack_oauth_missing_code') {
    const denied = url.searchParams.get('error');
    return denied
      ? { status: 400, title: 'pages.installNotAuthorizedTitle', sentence: 'pages.installSlackAnswered', values: { answer: denied } }
      : { status: 400, title: 'pages.installNotAuthorizedTitle', sentence: 'pages.installNoCode' };
  }
  const slack = slackErrorCode(error);
  if (slack && SPENT_CODES.has(slack))
    return { status: 400, title: 'pages.installCodeRefusedTitle', sentence: 'pages.installCodeRefused', values: { code: slack } };
  if (slack && APP_SETTINGS.has(slack)) return { status: 424, title: 'pages.installSettingsTitle', sentence: 'pages.installSettings', values: { code: slack } };
  if (slack) return { status: 424, title: 'pages.installRefusedTitle', sentence: 'pages.installRefused', values: { code: slack } };
  if (typeof code === 'string' && NO_ANSWER.has(code)) return { status: 424, title: 'pages.installUnreachableTitle', sentence: 'pages.installUnreachable' };
  return { status: 424, title: 'pages.installFailedTitle', sentence: 'pages.installFailed' };
}

function failurePage(t: Translator, failure: InstallFailure): string {
  const title = escapeHtml(t.t(failure.title));
  // not-for-people: markup and CSS; the words are the catalogue's
  return `<!doctype html>
<html lang="${escapeHtml(t.locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(t.t('pages.pageTitle', { title: t.t(failure.title) }))}</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.5;color:#1d1c1d}a.again{display:inline-block;margin-top:1rem;padding:.5rem 1rem;background:#007a5a;color:#fff;border-radius:4px;text-decoration:none}</style></head>
<body><main>
  <h1>${title}</h1>
  <p>${escapeHtml(t.t(failure.sentence, failure.values))}</p>
  <p><a class="again" href="${INSTALL_PATH}">${escapeHtml(t.t('pages.installAgain'))}</a></p>
</main></body></html>`;
}

/** Bolt's `callbackOptions.failure`, and the answer when an install cannot even start: the page, with its status. */
export function answerInstallFailure(error: unknown, req: IncomingMessage, res: ServerResponse): void {
  let url: URL;
  try {
    url = new URL(req.url ?? '/', 'http://localhost');
  } catch {
    url = new URL('http://localhost/');
  }
  const failure = installFailure(error, url);
  if (res.headersSent) return void res.end();
  const t = translatorFor(pageLocale(req));
  res
    .writeHead(failure.status, { 'content-type': 'text/html; charset=utf-8', 'content-language': t.locale, 'cache-control': 'no-store' })
    .end(failurePage(t, failure));
}
