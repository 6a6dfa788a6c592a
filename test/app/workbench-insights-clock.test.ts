// Sign in to /insights through the workbench after "Jump to next celebration" moved the app's clock hours ahead: the
// workbench's stand-in for Slack issues its id_token on the same clock, so the sign-in is not refused as expired.
import { expect, it } from 'vitest';
import { useDemoWorkbench } from '../support/demo-workbench.js';

const demo = useDemoWorkbench('demo-insights-clock');

it('signs in to /insights after the demo clock jumped hours ahead', async () => {
  const running = await demo.start();
  running.clock.moveTo(new Date(Date.now() + 3 * 3600_000));
  const appUrl = running.runtime.slack!.url;

  const login = await fetch(`${appUrl}/insights/login`, { redirect: 'manual' });
  const stateCookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
  const authorize = new URL(login.headers.get('location')!);
  const allow = new URL(`${running.workbench.localUrl}/openid/connect/allow`);
  for (const k of ['client_id', 'redirect_uri', 'state', 'nonce']) allow.searchParams.set(k, authorize.searchParams.get(k) ?? '');
  allow.searchParams.set('who', `${running.workspace.team.id}/U001`);
  const consent = await fetch(allow, { redirect: 'manual' });
  const callback = await fetch(consent.headers.get('location')!, { redirect: 'manual', headers: { cookie: stateCookie } });

  expect(await (callback.status === 400 ? callback.text() : Promise.resolve(''))).not.toContain('expired');
  expect(callback.status).toBe(302);
  expect(callback.headers.get('set-cookie') ?? '').toContain('kudos_insights=');
});
