// Who sees the insights dashboard, on every page and data route: nobody without a session, a session of another
// workspace, a forged or an expired cookie; admins see every team, a manager only their reports' teams, and an
// employee is refused. Sign in with Slack's state and nonce are checked on the way back.
import { describe, expect, it, vi } from 'vitest';
import { CHARTS } from '../../src/insights/charts/index.js';
import { SESSION_TTL_MS } from '../../src/insights/session.js';
import { issueOpenIdCode } from '../../src/workbench/openid.js';
import { SlackWorkspace } from '../../src/workbench/workspace.js';
import { USERS, useHarness } from '../support/app-harness.js';
import { OPENID_ENV, beginSignIn, callback, get, signIn } from '../support/insights.js';

let clock = Date.parse('2026-11-20T10:00:00Z');
const h = useHarness({ env: OPENID_ENV, now: () => new Date(clock) });

const ROUTES = ['/insights', '/insights/api/charts', ...CHARTS.flatMap((c) => [`/insights/api/charts/${c.id}`, `/insights/api/charts/${c.id}.csv`])];

async function statuses(cookie?: string, query = ''): Promise<number[]> {
  return Promise.all(ROUTES.map(async (path) => (await get(h.current.url, `${path}${query}`, cookie)).status));
}

describe('insights: who may see', () => {
  it('answers every route without a session with 401 and no data; the page offers Sign in with Slack', async () => {
    expect(new Set(await statuses())).toEqual(new Set([401]));
    const page = await (await get(h.current.url, '/insights')).text();
    expect(page).toContain('Sign in with Slack');
    expect(page).not.toContain('<table');
  });

  it('sends the browser to Slack with a state and a nonce, and signs an admin in to every chart', async () => {
    const { location } = await beginSignIn(h.current.url);
    expect(location.origin + location.pathname).toBe(OPENID_ENV.SLACK_OPENID_AUTHORIZE_URL);
    expect(location.searchParams.get('scope')).toBe('openid profile email');
    expect(location.searchParams.get('nonce')).toMatch(/.{16,}/);
    const admin = await signIn(h.current.url, h.current.fake.workspace, 'UCEO');
    expect(new Set(await statuses(admin))).toEqual(new Set([200]));
    const byTeam = (await (await get(h.current.url, '/insights/api/charts/by-team', admin)).json()) as { rows: unknown[][] };
    expect(byTeam.rows.map((r) => r[0]).sort()).toEqual(['No team', 't100', 't200']);
  });

  it('shows a manager only their reports’ teams and refuses a team that is not theirs', async () => {
    const manager = await signIn(h.current.url, h.current.fake.workspace, 'UMGR');
    expect(new Set(await statuses(manager))).toEqual(new Set([200]));
    const byTeam = (await (await get(h.current.url, '/insights/api/charts/by-team', manager)).json()) as { rows: unknown[][] };
    expect(byTeam.rows.map((r) => r[0])).toEqual(['t100']);
    const lonely = (await (await get(h.current.url, '/insights/api/charts/not-recognised?days=365', manager)).json()) as { rows: unknown[][] };
    expect(lonely.rows.map((r) => r[0]).every((name) => name === 'Ana Lima' || name === 'Ben Carter')).toBe(true);
    expect(new Set(await statuses(manager, '?team=t200'))).toEqual(new Set([403]));
    expect(new Set(await statuses(manager, '?team=t100'))).toEqual(new Set([200]));
  });

  it('refuses an employee with a friendly page on every route', async () => {
    const employee = await signIn(h.current.url, h.current.fake.workspace, 'UANA');
    expect(new Set(await statuses(employee))).toEqual(new Set([403]));
    const page = await (await get(h.current.url, '/insights', employee)).text();
    expect(page).toContain('not open to you');
    expect(page).not.toContain('<table');
  });

  it('refuses a session of another workspace', async () => {
    const other = new SlackWorkspace(USERS, [], [], { id: 'T-OTHER', name: 'Elsewhere', domain: 'elsewhere' });
    other.baseUrl = h.current.fake.workspace.baseUrl; // the same Slack (one issuer and key for every workspace)
    const session = await signIn(h.current.url, other, 'UCEO');
    expect(new Set(await statuses(session))).toEqual(new Set([403]));
    expect(await (await get(h.current.url, '/insights', session)).text()).toContain('not installed');
  });

  it('refuses a forged cookie: another user in a signed payload, a made-up signature, garbage', async () => {
    const employee = await signIn(h.current.url, h.current.fake.workspace, 'UANA');
    const [payload, signature] = employee.slice('kudos_insights='.length).split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8')) as Record<string, unknown>;
    const promoted = Buffer.from(JSON.stringify({ ...claims, u: 'UCEO' })).toString('base64url');
    for (const forged of [`kudos_insights=${promoted}.${signature}`, `kudos_insights=${payload}.${'A'.repeat(signature!.length)}`, 'kudos_insights=garbage']) {
      expect(new Set(await statuses(forged))).toEqual(new Set([401]));
    }
  });

  it('refuses an expired session: 8 hours of real time, whatever the app’s clock says', async () => {
    const admin = await signIn(h.current.url, h.current.fake.workspace, 'UCEO');
    expect((await get(h.current.url, '/insights/api/charts', admin)).status).toBe(200);
    // The app's clock moving ahead (the workbench's demo clock jumps) signs nobody out.
    clock += SESSION_TTL_MS + 1;
    expect((await get(h.current.url, '/insights/api/charts', admin)).status).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + SESSION_TTL_MS + 1 });
    try {
      expect(new Set(await statuses(admin))).toEqual(new Set([401]));
    } finally {
      vi.useRealTimers();
    }
  });

  it('checks the state: bound to the browser, used once; and the nonce Slack returns', async () => {
    const first = await beginSignIn(h.current.url);
    const code = issueOpenIdCode(h.current.fake.workspace, 'UCEO', first.location.searchParams);
    const state = first.location.searchParams.get('state')!;
    expect((await callback(h.current.url, { code, state })).status).toBe(400); // no state cookie: another browser
    const used = await callback(h.current.url, { code, state }, first.stateCookie);
    expect(used.status).toBe(302);
    const again = await callback(
      h.current.url,
      { code: issueOpenIdCode(h.current.fake.workspace, 'UCEO', first.location.searchParams), state },
      first.stateCookie,
    );
    expect(again.status).toBe(400);
    expect(await again.text()).toContain('already used');
    const second = await beginSignIn(h.current.url);
    const wrongNonce = new URLSearchParams(second.location.searchParams);
    wrongNonce.set('nonce', 'a-nonce-of-another-sign-in');
    const replayed = await callback(
      h.current.url,
      { code: issueOpenIdCode(h.current.fake.workspace, 'UCEO', wrongNonce), state: second.location.searchParams.get('state')! },
      second.stateCookie,
    );
    expect(replayed.status).toBe(400);
    expect(replayed.headers.getSetCookie().some((c) => c.startsWith('kudos_insights='))).toBe(false);
  });

  it('signs out: the session cookie is cleared', async () => {
    const r = await fetch(`${h.current.url}/insights/logout`, { method: 'POST', redirect: 'manual' });
    expect(r.status).toBe(302);
    expect(r.headers.getSetCookie().find((c) => c.startsWith('kudos_insights='))).toContain('Max-Age=0');
  });

  it('answers filters it cannot read with a page saying so and a way back, reflecting nothing', async () => {
    const admin = await signIn(h.current.url, h.current.fake.workspace, 'UCEO');
    const query = `?value=${encodeURIComponent('"><script>alert(1)</script>')}`;
    const page = await get(h.current.url, `/insights${query}`, admin);
    expect(page.status).toBe(400);
    const body = await page.text();
    expect(body).toContain('These filters could not be read');
    expect(body).toContain('href="/insights"');
    expect(body).not.toContain('not open to you');
    expect(body).not.toContain('<script>alert');
    expect((await get(h.current.url, `/insights/api/charts${query}`, admin)).status).toBe(400);
  });

  it('takes a value filter written with its #, and says so of a value that is none of the company’s', async () => {
    await h.current.runtime.deps.values.set(
      { teamId: 'T1' },
      [{ name: 'Ownership', hashtag: 'ownership', emoji: 'muscle', description: 'We finish what we start' }],
      'UCEO',
    );
    const admin = await signIn(h.current.url, h.current.fake.workspace, 'UCEO');
    const tagged = await get(h.current.url, `/insights/api/charts/values?value=${encodeURIComponent('#Ownership')}`, admin);
    expect(tagged.status).toBe(200);
    const unknown = await get(h.current.url, '/insights/api/charts/values?value=nonexistent', admin);
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { error: string }).error).toBe('value: #nonexistent is not one of the company values; pick one from the list');
  });

  it('ignores a cookie that is not validly encoded (another app’s on the host), on every route and for sign-out', async () => {
    const admin = await signIn(h.current.url, h.current.fake.workspace, 'UCEO');
    const planted = `foo=%E0%A4%A; ${admin}; bar=%`;
    expect(new Set(await statuses(planted))).toEqual(new Set([200]));
    expect(new Set(await statuses('foo=%E0%A4%A'))).toEqual(new Set([401]));
    const out = await fetch(`${h.current.url}/insights/logout`, { method: 'POST', redirect: 'manual', headers: { cookie: planted } });
    expect(out.status).toBe(302);
    expect(new Set(await statuses(admin))).toEqual(new Set([401]));
    await new Promise((r) => setTimeout(r, 5)); // a sign-in after the sign-out
  });

  it('serves only its own files under /insights/assets, not names every object has', async () => {
    expect((await get(h.current.url, '/insights/assets/dashboard.css')).status).toBe(200);
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty', '..%2f..%2fpackage.json'])
      expect((await get(h.current.url, `/insights/assets/${name}`)).status).toBe(404);
  });

  it('answers HEAD as GET, and /insights/ with a trailing slash by sending the browser to /insights', async () => {
    expect((await fetch(`${h.current.url}/insights`, { method: 'HEAD' })).status).toBe(401);
    const slash = await fetch(`${h.current.url}/insights/?months=3`, { redirect: 'manual' });
    expect(slash.status).toBe(302);
    expect(slash.headers.get('location')).toBe('/insights?months=3');
  });

  it('says so when an admin asks for a team the directory does not have', async () => {
    const admin = await signIn(h.current.url, h.current.fake.workspace, 'UCEO');
    const page = await get(h.current.url, `/insights?team=${encodeURIComponent('<b>Nope</b>')}`, admin);
    expect(page.status).toBe(400);
    const body = await page.text();
    expect(body).toContain('no team “&#60;b&#62;Nope&#60;/b&#62;” in the directory');
    expect((await get(h.current.url, '/insights/api/charts?team=Nope', admin)).status).toBe(400);
  });

  it('ends a session on sign-out even when it was issued on a clock ahead of this one (another instance’s)', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 5 * 60 * 60 * 1000 });
    let admin: string;
    try {
      admin = await signIn(h.current.url, h.current.fake.workspace, 'UCEO');
    } finally {
      vi.useRealTimers();
    }
    const out = await fetch(`${h.current.url}/insights/logout`, { method: 'POST', redirect: 'manual', headers: { cookie: admin } });
    expect(out.status).toBe(302);
    expect(new Set(await statuses(admin))).toEqual(new Set([401]));
    // Only that session and the ones issued before the sign-out (by this instance's clock) are over: a new one opens.
    await new Promise((r) => setTimeout(r, 5));
    const later = await signIn(h.current.url, h.current.fake.workspace, 'UCEO');
    expect(new Set(await statuses(later))).toEqual(new Set([200]));
  });

  it('leaves a later sign-in’s state alone when an older tab’s comes back, and shows the dashboard to someone signed in', async () => {
    const older = await beginSignIn(h.current.url);
    const newer = await beginSignIn(h.current.url);
    const olderBack = await callback(
      h.current.url,
      { code: issueOpenIdCode(h.current.fake.workspace, 'UCEO', older.location.searchParams), state: older.location.searchParams.get('state')! },
      newer.stateCookie,
    );
    expect(olderBack.status).toBe(400);
    expect(olderBack.headers.getSetCookie()).toEqual([]);
    const newerBack = await callback(
      h.current.url,
      { code: issueOpenIdCode(h.current.fake.workspace, 'UCEO', newer.location.searchParams), state: newer.location.searchParams.get('state')! },
      newer.stateCookie,
    );
    expect(newerBack.status).toBe(302);
    const session = newerBack.headers
      .getSetCookie()
      .find((c) => c.startsWith('kudos_insights='))!
      .split(';')[0]!;
    const again = await callback(
      h.current.url,
      { code: issueOpenIdCode(h.current.fake.workspace, 'UCEO', newer.location.searchParams), state: newer.location.searchParams.get('state')! },
      session,
    );
    expect(again.status).toBe(302);
    expect(again.headers.get('location')).toBe('/insights');
  });

  it('signs out for good: POST from its own page only, and a kept copy of the cookie opens nothing after', async () => {
    const admin = await signIn(h.current.url, h.current.fake.workspace, 'UCEO');
    const logout = (method: string, origin?: string) =>
      fetch(`${h.current.url}/insights/logout`, { method, redirect: 'manual', headers: { cookie: admin, ...(origin ? { origin } : {}) } });
    expect((await logout('GET')).status).toBe(405);
    expect((await logout('POST', 'https://evil.example')).status).toBe(403);
    expect((await logout('POST', 'not a url')).status).toBe(403);
    const crossSite = await fetch(`${h.current.url}/insights/logout`, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: admin, 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.status).toBe(403);
    expect(new Set(await statuses(admin))).toEqual(new Set([200]));
    const out = await logout('POST', new URL(h.current.url).origin);
    expect(out.status).toBe(302);
    expect(out.headers.getSetCookie().find((c) => c.startsWith('kudos_insights='))).toContain('Max-Age=0');
    expect(new Set(await statuses(admin))).toEqual(new Set([401]));
    await new Promise((r) => setTimeout(r, 5)); // a sign-in after the sign-out
    const again = await signIn(h.current.url, h.current.fake.workspace, 'UCEO');
    expect(new Set(await statuses(again))).toEqual(new Set([200]));
  });
});
