// Company values end to end: admins edit them in a modal, everyone lists them, and a hashtag in a kudos tags it —
// shown as emoji + name in the feed post, found again in the reason the service recorded.
import { describe, expect, it } from 'vitest';
import { textOf, useHarness, waitFor } from '../support/app-harness.js';
import { viewSubmission } from '../support/slack-requests.js';

const h = useHarness();

const LINES = '#ownership :muscle: Ownership — We finish what we start\n#curiosity :bulb: Curiosity - We ask why';

async function reply(after: number) {
  return waitFor(
    () =>
      h.current.fake
        .callsTo('response_url')
        .slice(after)
        .find((c) => c.args.text),
    'a reply',
  );
}

async function openEditor(user: string) {
  const before = h.current.fake.callsTo('views.open').length;
  await h.current.command('values edit', user);
  await waitFor(() => h.current.fake.callsTo('views.open').length > before, 'values editor');
  return [...h.current.fake.views.values()].at(-1) as { id: string; callback_id: string };
}

const submitValues = (user: string, viewId: string, text: string) =>
  h.current.interact(
    viewSubmission(user, { id: viewId, callback_id: 'company_values_edit', values: { values: { text: { type: 'plain_text_input', value: text } } } }),
  );

describe('company values', () => {
  it('refuses `/kudos values edit` and the editor submission to non-admins', async () => {
    const before = h.current.fake.callsTo('response_url').length;
    await h.current.command('values edit', 'UBEN');
    expect(textOf((await reply(before)).args)).toContain('Only admins can change the company values');
    const refused = await submitValues('UBEN', 'VFORGED', LINES);
    expect(refused.json).toMatchObject({ response_action: 'errors' });
    expect(textOf(refused.json)).toContain('Only Slack workspace admins');
    const list = h.current.fake.callsTo('response_url').length;
    await h.current.command('values', 'UBEN');
    expect(textOf((await reply(list)).args)).toContain('no company values yet');
  });

  it('names the line it cannot read, and saves nothing', async () => {
    const view = await openEditor('UCEO');
    const answer = await submitValues('UCEO', view.id, '#ownership :muscle: Ownership — fine\nnot a value line');
    expect(answer.json).toMatchObject({ response_action: 'errors' });
    expect(textOf(answer.json)).toContain('Line 2');
  });

  it('saves what an admin writes; `/kudos values` lists them with descriptions', async () => {
    const view = await openEditor('UCEO');
    const answer = await submitValues('UCEO', view.id, LINES);
    expect(textOf(answer.json)).toContain('Saved 2 values');
    const before = h.current.fake.callsTo('response_url').length;
    await h.current.command('values', 'UBEN');
    const list = textOf((await reply(before)).args);
    expect(list).toContain(':muscle: Ownership `#ownership` — We finish what we start');
    expect(list).toContain(':bulb: Curiosity `#curiosity` — We ask why');
    expect(list).not.toContain('values edit');
  });

  it('takes a hashtag in any language, and a reason tags it however its accent was typed', async () => {
    const view = await openEditor('UCEO');
    const answer = await submitValues('UCEO', view.id, `${LINES}\n#café :coffee: Café — We share a table`);
    expect(textOf(answer.json)).toContain('Saved 3 values');
    const posts = h.current.fake.callsTo('chat.postMessage').length;
    await h.current.command('<@UBEN|ben> 1 for the #Cafe\u0301 chats', 'UANA');
    const post = await waitFor(
      () =>
        h.current.fake
          .callsTo('chat.postMessage')
          .slice(posts)
          .find((c) => c.args.channel === 'C1'),
      'the feed post',
    );
    expect(textOf(post.args.blocks)).toContain(':coffee: Café');
    await submitValues('UCEO', view.id, LINES);
  });

  it('keeps a value’s name and description as typed (no markup, no live mention) and reads a typed emoji character', async () => {
    const view = await openEditor('UCEO');
    const answer = await submitValues('UCEO', view.id, `${LINES}\n#care 💪 Care & <b>kindness</b> — We help <@UANA> &amp; more`);
    expect(textOf(answer.json)).toContain('Saved 3 values');
    const before = h.current.fake.callsTo('response_url').length;
    await h.current.command('values', 'UBEN');
    const list = textOf((await reply(before)).args);
    expect(list).toContain(':muscle: Care &amp; &lt;b&gt;kindness&lt;/b&gt; `#care` — We help &lt;@UANA&gt; &amp;amp; more');
    expect(list).not.toContain('<@UANA>');
    const refused = await submitValues('UCEO', view.id, '#care Care and kindness — no emoji');
    expect(textOf(refused.json)).toContain('Line 1: the emoji is one emoji, or its name between colons');
    await submitValues('UCEO', view.id, LINES);
  });

  it('tags a kudos: the post shows emoji + name, an unknown hashtag stays plain text, the tag is in the recorded reason', async () => {
    const posts = h.current.fake.callsTo('chat.postMessage').length;
    await h.current.command('<@UBEN|ben> 10 for #ownership of the launch #teamwork', 'UANA');
    const post = await waitFor(
      () =>
        h.current.fake
          .callsTo('chat.postMessage')
          .slice(posts)
          .find((c) => c.args.channel === 'C1'),
      'the feed post',
    );
    const shown = textOf(post.args.blocks);
    expect(shown).toContain(':muscle: Ownership');
    expect(shown).not.toContain('Curiosity');
    expect(shown).not.toContain(':teamwork:');
    expect(h.current.recognitions().at(-1)?.reason).toBe('#ownership of the launch #teamwork');
  });

  it('the give modal has a values picker; a picked value is added to the reason', async () => {
    const opened = h.current.fake.callsTo('views.open').length;
    await h.current.command('<@UCARA|cara>', 'UANA');
    await waitFor(() => h.current.fake.callsTo('views.open').length > opened, 'give modal');
    const modal = [...h.current.fake.views.values()].at(-1)!;
    expect(textOf(modal)).toContain(':bulb: Curiosity');
    const posts = h.current.fake.callsTo('chat.postMessage').length;
    await h.current.interact(
      viewSubmission('UANA', {
        id: modal.id,
        callback_id: 'give_kudos_modal',
        private_metadata: String(modal.private_metadata),
        values: {
          recipients: { users: { selected_users: ['UCARA'] } },
          amount: { value: { value: '3' } },
          reason: { text: { value: 'asking the right question' } },
          values: { picked: { selected_options: [{ value: 'curiosity' }] } },
          share: { choice: { selected_options: [{ value: 'share' }] } },
          channel: { conversation: { selected_conversation: 'C1' } },
        },
      }),
    );
    const post = await waitFor(
      () =>
        h.current.fake
          .callsTo('chat.postMessage')
          .slice(posts)
          .find((c) => c.args.channel === 'C1'),
      'the feed post',
    );
    expect(textOf(post.args.blocks)).toContain(':bulb: Curiosity');
    expect(h.current.recognitions().at(-1)?.reason).toBe('asking the right question #curiosity');
  });
});
