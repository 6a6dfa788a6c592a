// The insights dashboard on the app's own HTTP server: /insights (the page), /insights/login, /insights/callback and
// /insights/logout (Sign in with Slack), /insights/api/charts[/{id}[.csv]] (the same tables as JSON and CSV) and
// /insights/assets/*. Every page and data route opens the signed session and asks access.ts who may see what first.
import type { Logger } from '@slack/logger';
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { stringify } from 'csv-stringify/sync';
import { type Translator, translatorFor } from '../i18n/translator.js';
import type { Languages } from '../slack/languages.js';
import type { LanguageChoices } from '../store/language-choices.js';
import { SAFE_CAST } from '../ui/csv-safe.js';
import type { GivingRulesStore } from '../store/giving-rules.js';
import type { ValuesStore } from '../store/values.js';
import { type AccessDeps, type Viewer, isRefusal, viewerOf } from './access.js';
import { serveAsset } from './assets.js';
import { CHARTS } from './charts/index.js';
import type { Table } from './charts/scope.js';
import { type Filters, filtersOf, scopeOf } from './filters.js';
import type { Ledgers } from './ledgers.js';
import { type OpenIdSettings, STATE_COOKIE, SIGN_IN_TTL_MS, SignInRefused, StateOfAnotherSignIn, finishSignIn, signInLink } from './oidc.js';
import { badFiltersPage, dashboardPage, failedPage, failedSignInPage, notConfiguredPage, refusedPage, signInPage, tableText } from './pages.js';
import { SESSION_COOKIE, SESSION_TTL_MS, type Session, type SessionSigner, cookieHeader, cookiesOf } from './session.js';
import type { SignOuts } from './sign-outs.js';
import { acceptedLocales } from '../ops/page-language.js';

/** `languages`: the signed-in person's language; `languageChoices`: a workspace's default where no Slack client is. */
export type InsightsDeps = AccessDeps & {
  ledgers: Ledgers;
  values: ValuesStore;
  givingRules: GivingRulesStore;
  log: Logger;
  now: () => Date;
  languages: Pick<Languages, 'person'>;
  languageChoices: Pick<LanguageChoices, 'workspaceDefault'>;
};
export type InsightsSettings = { openid?: OpenIdSettings | undefined; signer: SessionSigner; signOuts: SignOuts };

const NO_STORE = { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' };
const html = (res: ServerResponse, status: number, body: string, headers: Record<string, string | string[]> = {}): void =>
  void res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', ...NO_STORE, ...headers }).end(body);
const json = (res: ServerResponse, status: number, body: unknown): void =>
  void res.writeHead(status, { 'content-type': 'application/json', ...NO_STORE }).end(JSON.stringify(body));
const redirect = (res: ServerResponse, location: string, cookies: string[] = []): void =>
  void res.writeHead(302, { location, ...NO_STORE, ...(cookies.length ? { 'set-cookie': cookies } : {}) }).end();

/** A session's life is counted on the real clock, as its cookie's Max-Age is by the browser: the app's clock (the
 *  workbench's demo clock, which jumps ahead) dates the charts and checks Slack's id_token, and would end a session
 *  at the first jump. */
const sessionNow = () => Date.now();

/** Over HTTPS (directly or behind a proxy that says so), cookies are marked Secure. */
const isSecure = (req: IncomingMessage) => req.headers['x-forwarded-proto'] === 'https' || 'encrypted' in req.socket;
const redirectUri = (req: IncomingMessage) => `${isSecure(req) ? 'https' : 'http'}://${req.headers.host ?? 'localhost'}/insights/callback`;

/** The words of a page before anyone is signed in: the browser's first language Kudos speaks (Accept-Language), else
 *  English. */
const browserWords = (req: IncomingMessage): Translator => translatorFor(acceptedLocales(req.headers['accept-language'])[0]);

/** The signed-in person's words: their language in Slack (App Home choice, Slack locale, …); where Kudos has no Slack
 *  client for their workspace, its default language, else their browser's. */
async function personWords(deps: InsightsDeps, req: IncomingMessage, session: Session): Promise<Translator> {
  const w = { teamId: session.teamId, enterpriseId: session.enterpriseId };
  try {
    const slack = await deps.clientFor(w);
    if (slack) return await deps.languages.person(slack, w, session.userId);
    const locale = await deps.languageChoices.workspaceDefault(w);
    if (locale) return translatorFor(locale);
  } catch (error) {
    deps.log.warn('insights: the signed-in person’s language could not be read; their browser’s is used:', error);
  }
  return browserWords(req);
}

/** The charts this viewer asked for (`only`: one of them), computed over their scope. */
async function chartsFor(deps: InsightsDeps, viewer: Viewer, filters: Filters, only?: string): Promise<{ def: (typeof CHARTS)[number]; table: Table }[]> {
  const now = deps.now().getTime();
  const [rules, values] = await Promise.all([deps.givingRules.get(viewer.w), deps.values.get(viewer.w)]);
  const rows = await deps.ledgers.of(
    viewer.slack,
    viewer.w,
    viewer.connection,
    values.map((v) => v.hashtag),
    now,
  );
  const input = {
    rows,
    scope: scopeOf(filters, now, rules.timeZone, viewer.teams),
    reports: viewer.reports,
    now,
    days: filters.days,
    allowance: { coins: rules.allowance, period: rules.period },
  };
  return Promise.all(CHARTS.filter((def) => only === undefined || def.id === only).map(async (def) => ({ def, table: await def.run(input) })));
}

/** The browser's session, unless it is missing, forged, expired or signed out. */
async function sessionOf(settings: InsightsSettings, req: IncomingMessage, now: number): Promise<Session | undefined> {
  const session = settings.signer.open(cookiesOf(req.headers.cookie).get(SESSION_COOKIE), now);
  return session && !(await settings.signOuts.ended(session)) ? session : undefined;
}

async function signIn(
  settings: InsightsSettings & { openid: OpenIdSettings },
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  url: URL,
  now: number,
): Promise<boolean> {
  const secure = isSecure(req);
  if (path === '/insights/login') {
    const link = await signInLink(settings.openid, redirectUri(req), now);
    redirect(res, link.url, [cookieHeader(STATE_COOKIE, link.state, SIGN_IN_TTL_MS / 1000, secure)]);
    return true;
  }
  if (path !== '/insights/callback') return false;
  const clearState = cookieHeader(STATE_COOKIE, '', 0, secure);
  try {
    const who = await finishSignIn(settings.openid, url.searchParams, cookiesOf(req.headers.cookie).get(STATE_COOKIE), redirectUri(req), now);
    const session = {
      teamId: who.teamId,
      enterpriseId: who.enterpriseId,
      userId: who.userId,
      id: randomBytes(16).toString('base64url'),
      expiresAt: sessionNow() + SESSION_TTL_MS,
    };
    redirect(res, '/insights', [clearState, cookieHeader(SESSION_COOKIE, settings.signer.seal(session), SESSION_TTL_MS / 1000, secure)]);
  } catch (error) {
    const refused = error instanceof SignInRefused;
    // A state cookie of a later sign-in (started in another tab) stays for it.
    const cookies = error instanceof StateOfAnotherSignIn ? [] : [clearState];
    // Someone already signed in (Back, then Allow again; an older tab) is simply shown the dashboard.
    if (refused && (await sessionOf(settings, req, sessionNow()))) redirect(res, '/insights', cookies);
    else
      html(
        res,
        refused ? 400 : 424,
        failedSignInPage(browserWords(req), browserWords(req).t(refused ? error.sentence : 'dashboard.signInUnconfirmed', refused ? error.values : undefined)),
        cookies.length ? { 'set-cookie': cookies } : {},
      );
  }
  return true;
}

/** Sign out: POST from the dashboard's own page only (a link or another site cannot sign anyone out); the session
 *  is recorded as ended, so a copy of its cookie opens nothing on any instance, and the cookie is deleted. */
async function signOut(settings: InsightsSettings, req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.method !== 'POST') return void res.writeHead(405, { allow: 'POST', ...NO_STORE }).end();
  const origin = req.headers.origin;
  const fetchSite = req.headers['sec-fetch-site'];
  const sameOrigin =
    (origin === undefined || (URL.canParse(origin) && new URL(origin).host === req.headers.host)) &&
    (fetchSite === undefined || fetchSite === 'same-origin' || fetchSite === 'none');
  if (!sameOrigin) return void res.writeHead(403, NO_STORE).end();
  const now = sessionNow();
  const session = settings.signer.open(cookiesOf(req.headers.cookie).get(SESSION_COOKIE), now);
  if (session) await settings.signOuts.record(session, now);
  redirect(res, '/insights', [cookieHeader(SESSION_COOKIE, '', 0, isSecure(req))]);
}

/** The signed-in viewer with their filters, or the answer already sent (not signed in, refused, bad filters). */
async function admitted(
  deps: InsightsDeps,
  settings: InsightsSettings,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  api: boolean,
): Promise<{ viewer: Viewer; filters: Filters; t: Translator } | undefined> {
  const session = await sessionOf(settings, req, sessionNow());
  // not-for-people: the JSON API's answer to a program without a session
  if (!session) return void (api ? json(res, 401, { error: 'not signed in' }) : html(res, 401, signInPage(browserWords(req))));
  const w = { teamId: session.teamId, enterpriseId: session.enterpriseId };
  // The workspace's Slack client, looked up once for the viewer's language and their access both.
  const client = deps.clientFor(w);
  const once = { ...deps, clientFor: () => client };
  const t = await personWords(once, req, session);
  const viewer = await viewerOf(once, w, session.userId);
  if (isRefusal(viewer)) return void (api ? json(res, 403, { error: t.t(viewer.sentence) }) : html(res, 403, refusedPage(t, t.t(viewer.sentence))));
  const filters = filtersOf(url.searchParams);
  if ('problem' in filters) return void (api ? json(res, 400, { error: t.said(filters.problem) }) : html(res, 400, badFiltersPage(t, t.said(filters.problem))));
  if (filters.team && viewer.teams && !viewer.teams.has(filters.team)) {
    const sentence = t.t('dashboard.notYourTeam', { team: filters.team });
    return void (api ? json(res, 403, { error: sentence }) : html(res, 403, refusedPage(t, sentence)));
  }
  if (filters.team && !(await viewer.people.hasTeam(filters.team))) {
    const problem = t.t('dashboard.noSuchTeam', { team: filters.team });
    return void (api ? json(res, 400, { error: problem }) : html(res, 400, badFiltersPage(t, problem)));
  }
  if (filters.value && !(await deps.values.get(viewer.w)).some((v) => v.hashtag === filters.value)) {
    const problem = t.t('dashboard.noSuchValue', { value: filters.value });
    return void (api ? json(res, 400, { error: problem }) : html(res, 400, badFiltersPage(t, problem)));
  }
  return { viewer, filters, t };
}

async function serve(deps: InsightsDeps, settings: InsightsSettings, req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (
    (req.method === 'GET' || req.method === 'HEAD') &&
    path.startsWith('/insights/assets/') &&
    (await serveAsset(res, path.slice('/insights/assets/'.length)))
  )
    return;
  if (path === '/insights/logout') return signOut(settings, req, res);
  // HEAD is GET without the body (link checkers use it); node's server leaves the body out by itself.
  if (req.method !== 'GET' && req.method !== 'HEAD') return void res.writeHead(405, { allow: 'GET, HEAD', ...NO_STORE }).end();
  if (path === '/insights/') return redirect(res, `/insights${url.search}`);
  if (!settings.openid) return html(res, 503, notConfiguredPage(browserWords(req)));
  if (await signIn({ ...settings, openid: settings.openid }, req, res, path, url, deps.now().getTime())) return;
  const api = path.startsWith('/insights/api/');
  const chart = /^\/insights\/api\/charts\/([a-z-]+?)(\.csv)?$/.exec(path);
  if (path !== '/insights' && path !== '/insights/api/charts' && !(chart && CHARTS.some((c) => c.id === chart[1])))
    // not-for-people: a path no page or link has
    return void res.writeHead(404, { 'content-type': 'text/plain', ...NO_STORE }).end('not found');
  const ok = await admitted(deps, settings, req, res, url, api);
  if (!ok) return;
  const { t } = ok;
  const charts = await chartsFor(deps, ok.viewer, ok.filters, chart?.[1]);
  // The JSON API is for programs: its columns are the tables' ids and its cells raw figures; the title is the reader's.
  const tableOf = (c: (typeof charts)[number]) => ({ id: c.def.id, title: t.t(c.def.title), columns: c.table.columns, rows: c.table.rows });
  if (path === '/insights/api/charts') return json(res, 200, { filters: ok.filters, charts: charts.map(tableOf) });
  const one = chart ? charts.find((c) => c.def.id === chart[1]) : undefined;
  if (one && chart?.[2]) {
    // The CSV is what the reader sees in the page's table: its headings, months and figures in their language.
    const text = tableText(t, one.table);
    const csv = stringify([text.columns, ...text.rows], SAFE_CAST);
    return void res
      .writeHead(200, { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${one.def.id}.csv"`, ...NO_STORE })
      .end(csv);
  }
  if (one) return json(res, 200, tableOf(one));
  const teams = ok.viewer.teams ? [...ok.viewer.teams].sort() : await ok.viewer.people.teams();
  const values = (await deps.values.get(ok.viewer.w)).map((v) => v.hashtag);
  const who = (await ok.viewer.people.person(ok.viewer.email))?.name ?? ok.viewer.email;
  html(res, 200, dashboardPage(t, { who, admin: ok.viewer.admin, filters: ok.filters, teams, values, charts }));
}

/** Answers the request and returns true when its path is the dashboard's. */
export function insightsRoutes(deps: InsightsDeps, settings: InsightsSettings): (req: IncomingMessage, res: ServerResponse, path: string) => boolean {
  return (req, res, path) => {
    if (path !== '/insights' && !path.startsWith('/insights/')) return false;
    serve(deps, settings, req, res, path).catch((error: unknown) => {
      deps.log.error('insights:', error);
      if (res.headersSent) res.end();
      else if (path.startsWith('/insights/api/')) json(res, 500, { error: browserWords(req).t('dashboard.failedApi') });
      else html(res, 500, failedPage(browserWords(req)));
    });
    return true;
  };
}
