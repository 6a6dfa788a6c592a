// The page an install that did not finish ends on, in the browser's language (no Slack user is known yet): every kind of
// failure has its title and sentence in each of the six languages, its status unchanged, `<html lang>` set, and what
// Slack sent back escaped.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/i18n/locales.js';
import { answerInstallFailure } from '../../src/ops/oauth-pages.js';
import { StateRefused } from '../../src/ops/oauth-state.js';

type Answer = { status: number; headers: Record<string, string>; html: string };

/** The page answerInstallFailure writes for `error`, to a browser at `url` saying `acceptLanguage`. */
function answer(error: unknown, url = '/slack/oauth_redirect', acceptLanguage?: string): Answer {
  const req = { url, headers: acceptLanguage === undefined ? {} : { 'accept-language': acceptLanguage } } as IncomingMessage;
  const out: Answer = { status: 0, headers: {}, html: '' };
  const res = {
    headersSent: false,
    writeHead(status: number, headers: Record<string, string>) {
      out.status = status;
      out.headers = headers;
      return this;
    },
    end(html?: string) {
      out.html = html ?? '';
      return this;
    },
  } as unknown as ServerResponse;
  answerInstallFailure(error, req, res);
  return out;
}

const slackSaid = (code: string) => ({ code: 'slack_webapi_platform_error', data: { ok: false, error: code } });

const FAILURES: [string, unknown, string, number][] = [
  ['cancelled', { code: 'slack_oauth_installer_authorization_error' }, '/slack/oauth_redirect?error=access_denied', 403],
  ['expired', new StateRefused('expired'), '/slack/oauth_redirect', 400],
  ['used', new StateRefused('used'), '/slack/oauth_redirect', 400],
  ['made up', new StateRefused('unknown'), '/slack/oauth_redirect', 400],
  ['another browser', { code: 'slack_oauth_invalid_state' }, '/slack/oauth_redirect', 400],
  ['not started', { code: 'slack_oauth_generate_url_error' }, '/slack/install', 424],
  ['no state', { code: 'slack_oauth_missing_state' }, '/slack/oauth_redirect', 400],
  ['denied', { code: 'slack_oauth_missing_code' }, '/slack/oauth_redirect?error=%3Cb%3Enope', 400],
  ['no code', { code: 'slack_oauth_missing_code' }, '/slack/oauth_redirect', 400],
  ['spent code', slackSaid('code_already_used'), '/slack/oauth_redirect', 400],
  ['app settings', slackSaid('bad_client_secret'), '/slack/oauth_redirect', 424],
  ['refused', slackSaid('team_not_allowed'), '/slack/oauth_redirect', 424],
  ['unreachable', { code: 'slack_webapi_request_error' }, '/slack/oauth_redirect', 424],
  ['unknown', new Error('boom'), '/slack/oauth_redirect', 424],
];

describe('the install failure page, in the browser’s language', () => {
  it.each(FAILURES.flatMap(([kind, error, url, status]) => LOCALES.map((locale) => [kind, locale, error, url, status] as const)))(
    '%s, in %s',
    (_kind, locale, error, url, status) => {
      const page = answer(error, url, `${locale};q=0.9, zz`);
      expect(page.status).toBe(status);
      expect(page.headers['content-language']).toBe(locale);
      expect(page.html).toContain(`<html lang="${locale}">`);
      expect(page.html).toMatch(/<h1>[^<]+<\/h1>\s*<p>[^<]+<\/p>/);
      expect(page.html).toContain('<a class="again" href="/slack/install">');
      expect(page.html.slice(page.html.indexOf('<body>'))).not.toMatch(/[{}]|<b>|undefined/);
    },
  );

  it('is German for a German browser, with the minutes counted and the state’s problem named', () => {
    const page = answer(new StateRefused('expired'), '/slack/oauth_redirect', 'de-DE,de;q=0.9,en;q=0.8');
    expect(page.html).toContain('<h1>Dieser Installationslink ist abgelaufen</h1>');
    expect(page.html).toContain('innerhalb von 5 Minuten nach dem Start');
    expect(page.html).toContain('>Installation neu starten</a>');
  });

  it('is Japanese for ja, and escapes what Slack sent back', () => {
    const page = answer({ code: 'slack_oauth_missing_code' }, '/slack/oauth_redirect?error=%3Cb%3Enope', 'ja');
    expect(page.html).toContain('<h1>Slack がインストールを承認しませんでした</h1>');
    expect(page.html).toContain('Slack からの応答は「&#60;b&#62;nope」でした。');
  });

  it('is English for a browser Kudos does not speak, a malformed header, or a ?lang= it does not know', () => {
    for (const [url, header] of [
      ['/slack/oauth_redirect', 'zh-CN,ko;q=0.8'],
      ['/slack/oauth_redirect', ';;;q=,,'],
      ['/slack/oauth_redirect?lang=xx-garbage', undefined],
    ] as const) {
      const page = answer(new StateRefused('used'), url, header);
      expect(page.status).toBe(400);
      expect(page.html).toContain('<html lang="en">');
      expect(page.html).toContain('<h1>This install link was already used</h1>');
    }
  });

  it('takes ?lang= over the browser’s language', () => {
    expect(answer(new StateRefused('used'), '/slack/oauth_redirect?lang=pt', 'fr').html).toContain('<h1>Este link de instalação já foi usado</h1>');
  });
});
