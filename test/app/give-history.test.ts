// The give form's result and the App Home agree on where kudos can be seen: the App Home lists the kudos received
// (the engagement API lists none by giver), and the result says exactly that.
import { describe, expect, it } from 'vitest';
import { textOf, useHarness, waitFor } from '../support/app-harness.js';
import { globalShortcut, viewSubmission } from '../support/slack-requests.js';

const h = useHarness();

describe('where kudos can be seen', () => {
  it('the result of the give form promises only what the App Home shows', async () => {
    const before = h.current.fake.callsTo('views.open').length;
    await h.current.interact(globalShortcut('UANA', 'give_kudos'));
    await waitFor(() => h.current.fake.callsTo('views.open').length > before, 'views.open');
    const view = h.current.fake.callsTo('views.open')[before]!.args.view as { callback_id: string; private_metadata: string };
    const id = [...h.current.fake.views.keys()].at(-1)!;
    await h.current.interact(
      viewSubmission('UANA', {
        id,
        callback_id: view.callback_id,
        private_metadata: view.private_metadata,
        values: { recipients: { users: { selected_users: ['UBEN'] } }, amount: { value: { value: '1' } }, reason: { text: { value: 'history' } } },
      }),
    );
    const result = await waitFor(
      () => h.current.fake.callsTo('views.update').find((c) => c.args.view_id === id && textOf(c.args.view).includes('You sent')),
      'result',
    );
    const said = textOf(result.args.view);
    expect(said).not.toMatch(/both|given|you gave/i);
    expect(said).toContain('The kudos you receive are on your App Home tab');

    const published = h.current.fake.callsTo('views.publish').length;
    await h.current.event({ type: 'app_home_opened', user: 'UBEN', tab: 'home' });
    const home = await waitFor(
      () =>
        h.current.fake
          .callsTo('views.publish')
          .slice(published)
          .find((c) => c.args.user_id === 'UBEN'),
      'App Home',
    );
    expect(textOf(home.args.view)).toContain('Latest kudos you received');
    expect(textOf(home.args.view)).toContain('history');
    expect(textOf(home.args.view)).not.toMatch(/kudos you gave|given/i);
  });
});
