// The give modal end to end: shortcut opens it, inline errors fixed, submitted once even when delivered twice,
// the message shortcut pre-selects the author and quotes the message.
import { describe, expect, it } from 'vitest';
import { textOf, useHarness, waitFor } from '../support/app-harness.js';
import { blockAction, giveFormValues, globalShortcut, messageShortcut, viewSubmission } from '../support/slack-requests.js';

const h = useHarness();

type View = { id: string; callback_id: string; private_metadata: string; blocks: { block_id?: string; element?: Record<string, unknown> }[] };

async function openFromShortcut(): Promise<View> {
  const opened = h.current.fake.callsTo('views.open').length;
  await h.current.interact(globalShortcut('UANA', 'give_kudos'));
  await waitFor(() => h.current.fake.callsTo('views.open').length > opened, 'views.open');
  const view = h.current.fake.callsTo('views.open')[opened]!.args.view as View;
  const stored = [...h.current.fake.views.values()].at(-1) as View;
  return { ...view, id: stored.id };
}

describe('give modal', () => {
  it('opens from the global shortcut with every field, user groups included', async () => {
    const view = await openFromShortcut();
    expect(view.callback_id).toBe('give_kudos_modal');
    expect(view.blocks.map((b) => b.block_id).filter(Boolean)).toEqual(['recipients', 'usergroups', 'others', 'amount', 'reason', 'share', 'channel']);
    expect(textOf(view.blocks)).toContain('@eng — Engineering');
  });

  it('answers bad input with inline errors, then sends once the input is fixed', async () => {
    const view = await openFromShortcut();
    const bad = await h.current.interact(
      viewSubmission('UANA', {
        id: view.id,
        callback_id: view.callback_id,
        private_metadata: view.private_metadata,
        values: giveFormValues({ users: ['UBEN'], amount: '0', reason: 'modal thanks' }),
      }),
    );
    expect(bad.json).toEqual({ response_action: 'errors', errors: { amount: 'The amount must be a whole number of coins from 1 to 1,000,000.' } });
    expect(h.current.recognitions().filter((r) => r.reason === 'modal thanks')).toEqual([]);

    const good = await h.current.interact(
      viewSubmission('UANA', {
        id: view.id,
        callback_id: view.callback_id,
        private_metadata: view.private_metadata,
        values: giveFormValues({ users: ['UBEN'], amount: '7', reason: 'modal thanks' }),
      }),
    );
    expect(good.json?.response_action).toBe('update');
    expect(textOf(good.json)).toContain('Sending kudos to <@UBEN>…');
    const update = await waitFor(
      () => h.current.fake.callsTo('views.update').find((c) => c.args.view_id === view.id && textOf(c.args.view).includes('You sent')),
      'result view',
    );
    expect(textOf(update.args.view)).toContain('You sent *7 coins* to <@UBEN>');
    expect(h.current.recognitions().filter((r) => r.reason === 'modal thanks')).toHaveLength(1);
  });

  it('escapes what was typed in the modal, so `<!channel>` or `<b>` in a reason stays text', async () => {
    const view = await openFromShortcut();
    const posts = h.current.fake.callsTo('chat.postMessage').length;
    await h.current.interact(
      viewSubmission('UANA', {
        id: view.id,
        callback_id: view.callback_id,
        private_metadata: JSON.stringify({ source: 'command', channelId: 'C1' }),
        values: giveFormValues({ users: ['UBEN'], amount: '1', reason: 'a < b & <!channel>' }),
      }),
    );
    const post = await waitFor(
      () =>
        h.current.fake
          .callsTo('chat.postMessage')
          .slice(posts)
          .find((c) => c.args.channel === 'C1'),
      'channel post',
    );
    expect(textOf(post.args.blocks)).toContain('a &lt; b &amp; &lt;!channel&gt;');
    expect(h.current.recognitions().at(-1)?.reason).toBe('a < b & <!channel>');
  });

  it('answers a submission without the fields it reads with a view saying so, not a crash', async () => {
    const broken = viewSubmission('UANA', { id: 'VBROKEN', callback_id: 'give_kudos_modal', values: {} }) as { view: Record<string, unknown> };
    delete broken.view.state;
    const r = await h.current.interact(broken);
    expect(r.status).toBe(200);
    expect(r.json?.response_action).toBe('update');
    expect(textOf(r.json)).toContain('without the fields I need');
  });

  it('reports unknown people inline on the recipients field', async () => {
    const view = await openFromShortcut();
    const r = await h.current.interact(
      viewSubmission('UANA', { id: view.id, callback_id: view.callback_id, values: giveFormValues({ users: ['UGHOST'], amount: '1', reason: 'x' }) }),
    );
    expect(r.json?.response_action).toBe('errors');
    expect(textOf(r.json)).toContain('isn’t in the company directory');
  });

  it('files one recognition when the same submission arrives twice (double click)', async () => {
    const view = await openFromShortcut();
    const submission = viewSubmission('UANA', {
      id: view.id,
      callback_id: view.callback_id,
      values: giveFormValues({ users: ['UCARA'], groups: ['S1'], amount: '2', reason: 'double click', share: false }),
    });
    const [a, b] = await Promise.all([h.current.interact(submission), h.current.interact(submission)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    await waitFor(() => h.current.fake.callsTo('views.update').filter((c) => c.args.view_id === view.id).length >= 2, 'both result views');
    expect(h.current.recognitions().filter((r) => r.reason === 'double click')).toHaveLength(1);
    expect(h.current.recognitions().find((r) => r.reason === 'double click')?.share).toBe(0);
    expect(
      textOf(
        h.current.fake
          .callsTo('views.update')
          .filter((c) => c.args.view_id === view.id)
          .map((c) => c.args.view),
      ),
    ).toContain('already sent');
  });

  it('offers "Edit and try again" after a failure, restoring what was typed', async () => {
    const workspace = { teamId: 'T1' };
    await h.current.runtime.deps.workspaces.update(workspace, { apiKey: 'revoked-key', stage: 'dev' });
    try {
      const view = await openFromShortcut();
      const r = await h.current.interact(
        viewSubmission('UANA', {
          id: view.id,
          callback_id: view.callback_id,
          private_metadata: view.private_metadata,
          values: giveFormValues({ users: ['UBEN'], others: 'team:t200', amount: '3', reason: 'retry me' }),
        }),
      );
      expect(r.json?.response_action).toBe('update');
      const failed = await waitFor(
        () => h.current.fake.callsTo('views.update').find((c) => c.args.view_id === view.id && textOf(c.args.view).includes('rejected')),
        'failure view',
      );
      const failedView = failed.args.view as { private_metadata: string };
      expect(textOf(failedView)).toContain('An admin can enter a valid key with `/kudos setup`');
      await h.current.runtime.deps.workspaces.update(workspace, { apiKey: 'acme-dev-key', stage: 'dev' });
      const updates = h.current.fake.callsTo('views.update').length;
      await h.current.interact(blockAction('UANA', 'give_retry', { view: { id: view.id, private_metadata: failedView.private_metadata, type: 'modal' } }));
      const restored = await waitFor(
        () =>
          h.current.fake
            .callsTo('views.update')
            .slice(updates)
            .find((c) => c.args.view_id === view.id),
        'restored modal',
      );
      const blocks = (restored.args.view as View).blocks;
      const element = (id: string) => blocks.find((b) => b.block_id === id)!.element!;
      expect(element('recipients').initial_users).toEqual(['UBEN']);
      expect(element('others').initial_value).toBe('team:t200');
      expect(element('amount').initial_value).toBe('3');
      expect(element('reason').initial_value).toBe('retry me');
      const again = await h.current.interact(
        viewSubmission('UANA', {
          id: view.id,
          callback_id: view.callback_id,
          private_metadata: view.private_metadata,
          values: giveFormValues({ users: ['UBEN'], others: 'team:t200', amount: '3', reason: 'retry me' }),
        }),
      );
      expect(again.json?.response_action).toBe('update');
      await waitFor(() => h.current.recognitions().some((x) => x.reason === 'retry me'), 'the retried recognition');
      expect(h.current.recognitions().filter((x) => x.reason === 'retry me')).toHaveLength(1);
    } finally {
      await h.current.runtime.deps.workspaces.update(workspace, { apiKey: 'acme-dev-key', stage: 'dev' });
    }
  });

  it('message shortcut pre-selects the author and quotes the message with a permalink', async () => {
    const opened = h.current.fake.callsTo('views.open').length;
    await h.current.interact(messageShortcut('UANA', 'kudos_for_message', { user: 'UBEN', text: 'Fixed the flaky test!', ts: '1700000000.000200' }, 'C9'));
    await waitFor(() => h.current.fake.callsTo('views.open').length > opened, 'views.open');
    const view = h.current.fake.callsTo('views.open')[opened]!.args.view as View;
    const element = (id: string) => view.blocks.find((b) => b.block_id === id)!.element!;
    expect(element('recipients').initial_users).toEqual(['UBEN']);
    expect(element('reason').initial_value).toBe('For this message: “Fixed the flaky test!” https://acme.slack.test/archives/C9/p1700000000000200');
    expect(JSON.parse(view.private_metadata)).toEqual({ channelId: 'C9', source: 'message' });
  });

  it('the App Home button opens the same modal', async () => {
    const opened = h.current.fake.callsTo('views.open').length;
    await h.current.interact(blockAction('UANA', 'home_give', { view: { id: 'VHOME', type: 'home' } }));
    await waitFor(() => h.current.fake.callsTo('views.open').length > opened, 'views.open');
    expect((h.current.fake.callsTo('views.open')[opened]!.args.view as View).callback_id).toBe('give_kudos_modal');
  });
});
