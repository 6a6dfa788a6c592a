// Text kept exactly: Slack's escapes are read back when a message is quoted, written once in mrkdwn, and the
// service stores plain text; a bot's mentions read as names; your own message is not thanked.
import { describe, expect, it } from 'vitest';
import { textOf, useHarness, waitFor } from '../support/app-harness.js';
import { messageShortcut, viewSubmission } from '../support/slack-requests.js';

const h = useHarness();

type View = { callback_id: string; private_metadata: string; blocks: { block_id?: string; element?: Record<string, unknown> }[] };

async function shortcutOn(userId: string, message: { user?: string; text: string; bot_id?: string }) {
  const opened = h.current.fake.callsTo('views.open').length;
  await h.current.interact(messageShortcut(userId, 'kudos_for_message', message, 'C1'));
  await waitFor(() => h.current.fake.callsTo('views.open').length > opened, 'views.open');
  const view = h.current.fake.callsTo('views.open')[opened]!.args.view as View;
  const id = [...h.current.fake.views.keys()].at(-1)!;
  return { view, id, element: (block: string) => view.blocks.find((b) => b.block_id === block)?.element };
}

const submitted = (reason: string, users: string[]) => ({
  recipients: { users: { type: 'multi_users_select', selected_users: users } },
  others: { text: { type: 'plain_text_input', value: null } },
  amount: { value: { type: 'number_input', value: '2' } },
  reason: { text: { type: 'plain_text_input', value: reason } },
  share: { choice: { type: 'checkboxes', selected_options: [{ value: 'share' }] } },
});

describe('text kept exactly', () => {
  it('quotes a message as plain text and posts and stores it escaped exactly once', async () => {
    const opened = await shortcutOn('UANA', { user: 'UBEN', text: 'Q&amp;A notes for R&amp;D are up &lt;everyone&gt; &amp;' });
    const reason = String(opened.element('reason')?.initial_value);
    expect(reason).toContain('“Q&A notes for R&D are up <everyone> &”');
    expect(reason).not.toContain('&amp;');

    const posts = h.current.fake.callsTo('chat.postMessage').length;
    await h.current.interact(
      viewSubmission('UANA', {
        id: opened.id,
        callback_id: opened.view.callback_id,
        private_metadata: opened.view.private_metadata,
        values: submitted(reason, ['UBEN']),
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
    expect(textOf(post.args.blocks)).toContain('Q&amp;A notes for R&amp;D are up &lt;everyone&gt; &amp;');
    expect(textOf(post.args.blocks)).not.toContain('&amp;amp;');
    expect(textOf(post.args.blocks)).not.toContain('&amp;lt;');
    const stored = h.current.recognitions().at(-1)!.reason;
    expect(stored).toContain('Q&A notes for R&D are up <everyone> &');
    expect(stored).not.toMatch(/&(amp|lt|gt);/);
  });

  it('a /kudos reason typed with & < > is stored as plain text and posted escaped once', async () => {
    const posts = h.current.fake.callsTo('chat.postMessage').length;
    await h.current.command('<@UBEN|ben> 1 for Q&amp;A &lt;3 &gt; R&amp;D', 'UCARA');
    const post = await waitFor(
      () =>
        h.current.fake
          .callsTo('chat.postMessage')
          .slice(posts)
          .find((c) => c.args.channel === 'C1'),
      'channel post',
    );
    expect(textOf(post.args.blocks)).toContain('> Q&amp;A &lt;3 &gt; R&amp;D');
    expect(h.current.recognitions().at(-1)!.reason).toBe('Q&A <3 > R&D');
  });

  it('an incomplete /kudos opens the form with the reason as plain text', async () => {
    const opened = h.current.fake.callsTo('views.open').length;
    await h.current.command('<@UBEN|ben> for Q&amp;A help', 'UANA');
    await waitFor(() => h.current.fake.callsTo('views.open').length > opened, 'views.open');
    const view = h.current.fake.callsTo('views.open')[opened]!.args.view as View;
    expect(view.blocks.find((b) => b.block_id === 'reason')?.element?.initial_value).toBe('Q&A help');
  });

  it('on a bot message, mentions read as names and nobody is chosen', async () => {
    const opened = await shortcutOn('UANA', { user: 'UDEPLOY', bot_id: 'BDEPLOY', text: '<@UBEN> shipped 2.0 &amp; fixed <@UCARA|cara>’s bug' });
    const reason = String(opened.element('reason')?.initial_value);
    expect(reason).toContain('“@Ben Carter shipped 2.0 & fixed @Cara Sales’s bug”');
    expect(reason).not.toContain('<@');
    expect(opened.element('recipients')?.initial_users).toBeUndefined();
  });

  it('on the app’s own feed post, quotes who was thanked, how much and why', async () => {
    const posts = h.current.fake.callsTo('chat.postMessage').length;
    await h.current.command('<@UBEN|ben> 3 for the &lt;fast&gt; fix', 'UCARA');
    const post = await waitFor(
      () =>
        h.current.fake
          .callsTo('chat.postMessage')
          .slice(posts)
          .find((c) => c.args.channel === 'C1'),
      'channel post',
    );
    const opened = await shortcutOn('UANA', { user: 'UKUDOS', bot_id: 'BKUDOS', text: String(post.args.text) });
    const reason = String(opened.element('reason')?.initial_value);
    expect(reason).toContain('“@Cara Sales gave @Ben Carter 3 coins: the <fast> fix”');
    expect(opened.element('recipients')?.initial_users).toBeUndefined();
  });

  it('on your own message, says you can’t thank yourself instead of opening an empty form', async () => {
    const opened = await shortcutOn('UANA', { user: 'UANA', text: 'I fixed the build' });
    expect(opened.view.callback_id).not.toBe('give_kudos_modal');
    expect(opened.element('recipients')).toBeUndefined();
    expect(textOf(opened.view.blocks)).toContain('your own message, and kudos can’t go to yourself');
  });
});
