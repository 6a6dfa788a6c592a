// The demo clock is the whole app's clock: after a jump months ahead, /kudos balance resets at the end of the demo month,
// a kudos is dated in it by the embedded service, a reward request and its approval are stamped in it, and an
// Insights session goes on.
import { describe, expect, it } from 'vitest';
import type { RunningWorkbench } from '../../src/workbench/start.js';
import { handleOf } from '../../src/workbench/workspace.js';
import { waitFor } from '../support/app-harness.js';
import { useDemoWorkbench } from '../support/demo-workbench.js';
import { asThePage } from '../support/workbench-page.js';

const demo = useDemoWorkbench('demo-clock');
const [MAYA, BEN] = ['U001', 'U002'];
const GENERAL = 'C0GENERAL';

/** Noon UTC on the 15th, four months ahead: the same month in every demo person's time zone. */
function monthsAhead(): Date {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 4, 15, 12));
}
const monthOf = (d: Date | number) => new Date(d).toISOString().slice(0, 7);
const longMonth = (d: Date) => d.toLocaleString('en', { month: 'long', timeZone: 'UTC' });

async function page(r: RunningWorkbench, path: string, body: Record<string, unknown>): Promise<void> {
  expect((await asThePage(r.workbench.url, path, body)).status).toBe(200);
}

async function ask(r: RunningWorkbench, user: string, text: string): Promise<string> {
  const before = r.workspace.messages.length;
  await page(r, '/workbench/command', { user, channel: GENERAL, text });
  return JSON.stringify(await waitFor(() => r.workspace.messages.slice(before).find((m) => m.ephemeralTo === user && m.text !== ''), `an answer to ${text}`));
}

/** Signs `user` in to /insights through the workbench's Sign in with Slack: the session cookie. */
async function signIn(r: RunningWorkbench, user: string): Promise<string> {
  const appUrl = r.runtime.slack!.url;
  const login = await fetch(`${appUrl}/insights/login`, { redirect: 'manual' });
  const authorize = new URL(login.headers.get('location')!);
  const allow = new URL(`${r.workbench.localUrl}/openid/connect/allow`);
  for (const k of ['client_id', 'redirect_uri', 'state', 'nonce']) allow.searchParams.set(k, authorize.searchParams.get(k) ?? '');
  allow.searchParams.set('who', `${r.workspace.team.id}/${user}`);
  const consent = await fetch(allow, { redirect: 'manual' });
  const callback = await fetch(consent.headers.get('location')!, {
    redirect: 'manual',
    headers: { cookie: (login.headers.get('set-cookie') ?? '').split(';')[0]! },
  });
  return callback.headers
    .getSetCookie()
    .find((c) => c.startsWith('kudos_insights='))!
    .split(';')[0]!;
}

describe('the demo clock moved months ahead', () => {
  it('/kudos balance resets at the end of the demo month, and a kudos is dated in it', async () => {
    const r = await demo.start();
    const at = r.clock.moveTo(monthsAhead());
    const next = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1));
    expect(await ask(r, MAYA, '/kudos balance')).toContain(`(resets ${longMonth(next)} 1)`);

    expect(await ask(r, MAYA, `/kudos @${handleOf(r.workspace.user(BEN)!.name)} 3 for the demo clock`)).toContain('You sent *3 coins*');
    const sent = r.runtime.embedded!.db.prepare("SELECT createdate FROM recognitions WHERE reason LIKE '%the demo clock%'").all() as { createdate: string }[];
    expect(sent.map((k) => k.createdate.slice(0, 7))).toEqual([monthOf(at)]);
  });

  it('stamps a reward request and its approval in the demo month, where its limit counts', async () => {
    const r = await demo.start();
    const at = r.clock.moveTo(monthsAhead());
    const before = r.workspace.messages.length;
    await page(r, '/workbench/command', { user: BEN, channel: GENERAL, text: '/kudos rewards' });
    const list = await waitFor(() => r.workspace.messages.slice(before).find((m) => m.ephemeralTo === BEN && m.text === 'Rewards'), 'the catalogue');
    const opened = r.workspace.modals.get(BEN)?.length ?? 0;
    await page(r, '/workbench/action', {
      user: BEN,
      surface: 'message',
      channel: GENERAL,
      message_ts: list.ts,
      action_id: 'reward_redeem',
      value: 'team-lunch',
    });
    const viewId = await waitFor(
      () => ((r.workspace.modals.get(BEN)?.length ?? 0) > opened ? r.workspace.modals.get(BEN)!.at(-1) : undefined),
      'the redeem modal',
    );
    await page(r, '/workbench/submit', { user: BEN, view_id: viewId, values: {} });
    await waitFor(() => JSON.stringify(r.workspace.views.get(viewId)?.view).includes('is yours to receive'), 'the redemption’s answer');

    const events = await r.runtime.deps.rewards.ledger.events({ teamId: r.workspace.team.id }, 'all');
    const requested = events.find((e) => e.kind === 'requested' && e.user === BEN && e.reward.id === 'team-lunch' && e.period === monthOf(at));
    expect(monthOf(requested!.at)).toBe(monthOf(at));

    // Approved by an admin from the approver channel (#general): that step is dated in the demo month too.
    const asked = await waitFor(
      () => r.workspace.messages.find((m) => m.channel === GENERAL && !m.ephemeralTo && JSON.stringify(m.blocks ?? []).includes(requested!.request)),
      'the approver’s message',
    );
    await page(r, '/workbench/action', {
      user: MAYA,
      surface: 'message',
      channel: GENERAL,
      message_ts: asked.ts,
      action_id: 'reward_approve',
      value: requested!.request,
    });
    const ledger = r.runtime.deps.rewards.ledger;
    const approved = await waitFor(async () =>
      (await ledger.events({ teamId: r.workspace.team.id }, 'all')).find((e) => e.kind === 'approved' && e.request === requested!.request),
    );
    expect(monthOf(approved.at)).toBe(monthOf(at));
  });

  it('keeps an Insights session signed in across a jump', async () => {
    const r = await demo.start();
    const cookie = await signIn(r, MAYA);
    const charts = () => fetch(`${r.runtime.slack!.url}/insights/api/charts`, { headers: { cookie } }).then((res) => res.status);
    expect(await charts()).toBe(200);
    r.clock.moveTo(monthsAhead());
    expect(await charts()).toBe(200);
  });
});
