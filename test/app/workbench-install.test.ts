// Installing through the workbench's stand-in for Slack's consent page, over HTTP as a browser would: Cancel goes back
// to the app with `error=access_denied`, as Slack does, and lands on the app's page saying so with a way to start
// again; an install that went through cannot be replayed with the same redirect.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/config.js';
import { createLogger } from '../../src/log.js';
import { type RunningWorkbench, startWorkbenchRuntime } from '../../src/workbench/start.js';

let running: RunningWorkbench;
beforeAll(async () => {
  const config = parseConfig({
    PORT: '0',
    ENGAGEMENT_DB: ':memory:',
    STORE_URL: 'sqlite://:memory:',
    ENCRYPTION_KEY: Buffer.alloc(32, 5).toString('base64'),
    LOG_LEVEL: 'warn',
  });
  running = await startWorkbenchRuntime(
    config,
    createLogger('warn', () => {}),
  );
});
afterAll(() => running?.stop());

/** A browser starting an install on the workbench: the consent page it is sent to, and the app's state cookie. */
async function begin(): Promise<{ consent: string; state: string; cookie: string }> {
  const begun = await fetch(`${running.workbench.url}/slack/install`, { redirect: 'manual' });
  expect(begun.status).toBe(302);
  const location = new URL(begun.headers.get('location')!, running.workbench.url);
  const cookie = begun.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { consent: await (await fetch(location)).text(), state: location.searchParams.get('state')!, cookie };
}

const follow = (path: string, cookie: string) => fetch(`${running.workbench.url}${path}`, { redirect: 'manual', headers: { cookie } });

describe('the workbench’s consent page', () => {
  it('cancels as Slack does: back to the app, which says the install was cancelled and offers to start again', async () => {
    const { consent, cookie } = await begin();
    const cancel = /id="install-cancel" href="([^"]+)"/.exec(consent)?.[1]?.replaceAll('&#38;', '&');
    expect(cancel).toMatch(/^\/slack\/oauth_redirect\?error=access_denied&state=/);
    const page = await follow(cancel!, cookie);
    const html = await page.text();
    expect(page.status).toBe(403);
    expect(html).toContain('You cancelled the install');
    expect(html).toContain('href="/slack/install"');
    expect(running.org.isInstalled('T0GLOBEX')).toBe(false);
  });

  it('installs once: the same redirect again is refused with the app’s page', async () => {
    const { state, cookie } = await begin();
    const allowed = await follow(`/oauth/v2/allow?${new URLSearchParams({ team: 'T0GLOBEX', state })}`, cookie);
    const back = allowed.headers.get('location')!;
    expect(back).toMatch(/^\/slack\/oauth_redirect\?code=/);
    const done = await follow(back, cookie);
    expect([done.status, done.headers.get('location')]).toEqual([302, '/?team=T0GLOBEX']);
    expect(running.org.isInstalled('T0GLOBEX')).toBe(true);
    const again = await follow(back, cookie);
    expect(again.status).toBe(400);
    expect(await again.text()).toContain('This install link was already used');
  });
});

describe('the app’s own pages from the workbench’s address', () => {
  it('sends /insights, /privacy and /support to the app’s port, where they answer (the dashboard with its sign-in page)', async () => {
    for (const path of ['/insights', '/privacy', '/support']) {
      const sent = await fetch(`${running.workbench.url}${path}`, { redirect: 'manual' });
      expect(sent.status).toBe(302);
      const location = sent.headers.get('location')!;
      expect(location).toBe(`${running.runtime.slack!.url}${path}`);
      const page = await fetch(location, { redirect: 'manual' });
      // The dashboard asks a stranger to sign in (401 with its sign-in page); the two templates answer 200.
      expect(page.status).toBe(path === '/insights' ? 401 : 200);
      expect(await page.text()).toMatch(path === '/insights' ? /Sign in with Slack/ : /<html/i);
    }
  });
});
