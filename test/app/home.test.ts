// App Home: profile card, latest kudos, buttons; for admins the connection panel. Event retries publish once.
import { describe, expect, it } from 'vitest';
import { textOf, useHarness, waitFor } from '../support/app-harness.js';
import { blockAction } from '../support/slack-requests.js';

const h = useHarness();

async function openHome(user: string, eventId?: string, headers?: Record<string, string>) {
  const before = h.current.fake.callsTo('views.publish').length;
  expect((await h.current.event({ type: 'app_home_opened', user, tab: 'home', channel: 'D1' }, eventId, headers)).status).toBe(200);
  const call = await waitFor(() => h.current.fake.callsTo('views.publish')[before], 'views.publish');
  return call.args;
}

describe('App Home', () => {
  it('shows the profile card, latest kudos and the action buttons', async () => {
    const replies = h.current.fake.callsTo('response_url').length;
    await h.current.command('<@UANA|ana> 6 for the home test', 'UBEN');
    await waitFor(() => h.current.fake.callsTo('response_url').length > replies, 'kudos sent');
    const home = await openHome('UANA');
    expect(home.user_id).toBe('UANA');
    const text = textOf(home.view);
    expect(text).toContain('24/100');
    expect(text).toContain('the home test');
    expect(text).toContain('<@UBEN>');
    for (const action of ['home_give', 'home_review', 'home_feedback']) expect(text).toContain(action);
    expect(text).not.toContain('home_setup');
    expect(text).not.toContain('Admin: connection');
  });

  it('shows admins the connection panel: stage, last 4 of the key, reachability', async () => {
    const text = textOf((await openHome('UCEO')).view);
    expect(text).toContain('Admin: connection');
    expect(text).toContain('dev');
    expect(text).toContain('…-key');
    expect(text).not.toContain('acme-dev-key');
    expect(text).toContain('reachable');
    expect(text).toContain('home_setup');
  });

  it('shows the parts the features declare in their declared order, buttons first', async () => {
    const text = textOf((await openHome('UCEO')).view);
    const parts = [
      ...['home_give', 'home_review', 'home_feedback', 'home_setup'],
      ':coin:',
      'Your profile',
      'Latest kudos you received',
      'Top receivers',
      'Admin: connection',
      'Admin: review presets',
    ];
    const at = parts.map((part) => text.indexOf(part));
    expect(at.every((i) => i >= 0)).toBe(true);
    expect(at).toEqual([...at].sort((a, b) => a - b));
  });

  it('handles a retried event once', async () => {
    const before = h.current.fake.callsTo('views.publish').length;
    await openHome('UBEN', 'Ev-retry-1');
    await h.current.event({ type: 'app_home_opened', user: 'UBEN', tab: 'home', channel: 'D1' }, 'Ev-retry-1', {
      'x-slack-retry-num': '1',
      'x-slack-retry-reason': 'http_timeout',
    });
    await new Promise((r) => setTimeout(r, 200));
    expect(h.current.fake.callsTo('views.publish').length).toBe(before + 1);
  });

  it('ignores the Messages tab', async () => {
    const before = h.current.fake.callsTo('views.publish').length;
    await h.current.event({ type: 'app_home_opened', user: 'UBEN', tab: 'messages', channel: 'D1' });
    await new Promise((r) => setTimeout(r, 100));
    expect(h.current.fake.callsTo('views.publish').length).toBe(before);
  });

  it('"My feedback" opens a modal and fills it', async () => {
    const opened = h.current.fake.callsTo('views.open').length;
    await h.current.interact(blockAction('UANA', 'home_feedback', { view: { id: 'VHOME', type: 'home' } }));
    const open = await waitFor(() => h.current.fake.callsTo('views.open')[opened], 'views.open');
    expect(textOf(open.args.view)).toContain('Loading');
    await waitFor(
      () =>
        h.current.fake
          .callsTo('views.update')
          .find((c) => textOf(c.args.view).includes('Feedback on your reviews') || textOf(c.args.view).includes('nothing yet')),
      'filled modal',
    );
  });
});
