// Where shared kudos go when the give modal opens without a channel (⚡ shortcut, App Home): a channel picker that
// starts on the feed channel or the channel it came from, and a "Share" box ticked only when it can be honoured.
import { describe, expect, it } from 'vitest';
import { textOf, useHarness, waitFor } from '../support/app-harness.js';
import { blockAction, globalShortcut, messageShortcut, viewSubmission } from '../support/slack-requests.js';

const h = useHarness();
const workspace = { teamId: 'T1' };

type Element = Record<string, unknown>;
type View = { callback_id: string; private_metadata: string; blocks: { block_id?: string; element?: Element }[] };

async function opened(act: () => Promise<unknown>) {
  const before = h.current.fake.callsTo('views.open').length;
  await act();
  await waitFor(() => h.current.fake.callsTo('views.open').length > before, 'views.open');
  const view = h.current.fake.callsTo('views.open')[before]!.args.view as View;
  const element = (id: string) => view.blocks.find((b) => b.block_id === id)?.element ?? {};
  return { view, id: [...h.current.fake.views.keys()].at(-1)!, element, ticked: Array.isArray(element('share').initial_options) };
}

const values = (share: boolean, channel: string | null, reason: string) => ({
  recipients: { users: { type: 'multi_users_select', selected_users: ['UBEN'] } },
  others: { text: { type: 'plain_text_input', value: null } },
  amount: { value: { type: 'number_input', value: '1' } },
  reason: { text: { type: 'plain_text_input', value: reason } },
  share: { choice: { type: 'checkboxes', selected_options: share ? [{ value: 'share' }] : [] } },
  channel: { conversation: { type: 'conversations_select', selected_conversation: channel } },
});

describe('the channel picker of the give modal', () => {
  it('⚡ shortcut without a feed channel: a picker starting on the channel being viewed; sharing without a channel is refused inline', async () => {
    const m = await opened(() => h.current.interact(globalShortcut('UANA', 'give_kudos')));
    expect(m.element('channel')).toMatchObject({ type: 'conversations_select', default_to_current_conversation: true });
    const submit = (share: boolean, channel: string | null, reason: string) =>
      h.current.interact(
        viewSubmission('UANA', {
          id: m.id,
          callback_id: m.view.callback_id,
          private_metadata: m.view.private_metadata,
          values: values(share, channel, reason),
        }),
      );
    const refused = await submit(true, null, 'picker');
    expect(refused.json).toEqual({
      response_action: 'errors',
      errors: { channel: 'Pick the channel to share the kudos in, or untick “Share in the channel”.' },
    });
    expect(h.current.recognitions().filter((r) => r.reason === 'picker')).toEqual([]);
    const posts = h.current.fake.callsTo('chat.postMessage').length;
    await submit(true, 'C1', 'picker');
    const post = await waitFor(
      () =>
        h.current.fake
          .callsTo('chat.postMessage')
          .slice(posts)
          .find((c) => c.args.channel === 'C1'),
      'post in C1',
    );
    expect(textOf(post.args.blocks)).toContain('picker');
    const result = await waitFor(
      () => h.current.fake.callsTo('views.update').find((c) => c.args.view_id === m.id && textOf(c.args.view).includes('You sent')),
      'result',
    );
    expect(textOf(result.args.view)).toContain('Posting in <#C1>');
    expect(textOf(result.args.view)).not.toContain('Not posted');
  });

  it('App Home without a feed channel: the box is not ticked, as there is no channel to honour it', async () => {
    const m = await opened(() => h.current.interact(blockAction('UANA', 'home_give', { view: { id: 'VHOME', type: 'home' } })));
    expect(m.element('channel').type).toBe('conversations_select');
    expect(m.element('channel').initial_conversation).toBeUndefined();
    expect(m.ticked).toBe(false);
  });

  it('the message shortcut starts the picker on the message’s channel, ticked', async () => {
    const m = await opened(() => h.current.interact(messageShortcut('UANA', 'kudos_for_message', { user: 'UBEN', text: 'done' }, 'C7')));
    expect(m.element('channel').initial_conversation).toBe('C7');
    expect(m.ticked).toBe(true);
  });

  it('with a feed channel, App Home and the shortcut start on it, ticked; another picked channel is honoured', async () => {
    await h.current.runtime.deps.workspaces.update(workspace, { feedChannel: 'C1' });
    try {
      const home = await opened(() => h.current.interact(blockAction('UANA', 'home_give', { view: { id: 'VHOME', type: 'home' } })));
      expect(home.element('channel').initial_conversation).toBe('C1');
      expect(home.ticked).toBe(true);
      const posts = h.current.fake.callsTo('chat.postMessage').length;
      await h.current.interact(
        viewSubmission('UANA', {
          id: home.id,
          callback_id: home.view.callback_id,
          private_metadata: home.view.private_metadata,
          values: values(true, 'C5', 'elsewhere'),
        }),
      );
      await waitFor(
        () =>
          h.current.fake
            .callsTo('chat.postMessage')
            .slice(posts)
            .find((c) => c.args.channel === 'C5'),
        'post in C5',
      );
      expect(
        h.current.fake
          .callsTo('chat.postMessage')
          .slice(posts)
          .some((c) => c.args.channel === 'C1'),
      ).toBe(false);
    } finally {
      await h.current.runtime.deps.workspaces.update(workspace, { feedChannel: undefined });
    }
  });
});
