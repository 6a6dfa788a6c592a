// Errors caught where they are typed: an unknown name is quoted exactly, with an example of people who exist;
// commas between mentions work; every bad amount gets the one sentence with the range and never opens the form;
// the form says what is required in the words its validation uses.
import { describe, expect, it } from 'vitest';
import { textOf, useHarness, waitFor } from '../support/app-harness.js';
import { globalShortcut, viewSubmission } from '../support/slack-requests.js';

const h = useHarness();
const RANGE = 'The amount must be a whole number of coins from 1 to 1,000,000.';

describe('what is typed in /kudos', () => {
  it('quotes exactly the name it does not know and suggests people who exist in the demo', async () => {
    const ack = await h.current.command('@ana 10 for the launch', 'UBEN');
    const text = String(ack.json?.text);
    expect(text).toContain('“@ana”');
    expect(text).not.toContain('@ana 10');
    expect(text).toContain('`/kudos @ana.lima @tom.hughes 10 for the launch`');
    expect(text).not.toContain('`/kudos @ana @ben');
  });

  it('quotes only the first word it could not read as a person', async () => {
    const ack = await h.current.command('hello there 5 for x', 'UBEN');
    expect(String(ack.json?.text)).toContain('“hello” isn’t a person');
  });

  it.each([',', ', '])('reads mentions separated by "%s" as several people', async (sep) => {
    const replies = h.current.fake.callsTo('response_url').length;
    const reason = `commas ${JSON.stringify(sep)}`;
    await h.current.command(`<@UBEN|ben>${sep}<@UCARA|cara> 2 for ${reason}`, 'UANA');
    const reply = await waitFor(
      () =>
        h.current.fake
          .callsTo('response_url')
          .slice(replies)
          .find((c) => c.args.text),
      'reply',
    );
    expect(textOf(reply.args)).toContain('You sent *2 coins* to <@UBEN> and <@UCARA>');
  });

  it.each(['-5', '2.5', '0', '99999999999999999999', 'abc', '10coins', '1e3'])('amount %s: the one sentence with the range, and no form', async (amount) => {
    const opened = h.current.fake.callsTo('views.open').length;
    const ack = await h.current.command(`<@UBEN|ben> ${amount} for the launch`, 'UANA');
    expect(ack.json).toEqual({ response_type: 'ephemeral', text: RANGE });
    await new Promise((r) => setTimeout(r, 50));
    expect(h.current.fake.callsTo('views.open').length).toBe(opened);
  });

  it('a reason that starts with a word before "for" is still a reason', async () => {
    const opened = h.current.fake.callsTo('views.open').length;
    await h.current.command('<@UBEN|ben> thanks for the launch', 'UANA');
    await waitFor(() => h.current.fake.callsTo('views.open').length > opened, 'the form');
    const view = h.current.fake.callsTo('views.open')[opened]!.args.view as { blocks: { block_id?: string; element?: { initial_value?: string } }[] };
    expect(view.blocks.find((b) => b.block_id === 'reason')?.element?.initial_value).toBe('thanks for the launch');
  });
});

describe('what the give form requires', () => {
  it.each([
    ['ben@acme.test,cara@acme.test', 'commas in the form'],
    ['ben@acme.test cara@acme.test', 'spaces in the form'],
  ])('reads "%s" typed in the form as two people', async (others, reason) => {
    const before = h.current.fake.callsTo('views.open').length;
    await h.current.interact(globalShortcut('UANA', 'give_kudos'));
    await waitFor(() => h.current.fake.callsTo('views.open').length > before, 'views.open');
    const view = h.current.fake.callsTo('views.open')[before]!.args.view as { callback_id: string; private_metadata: string };
    const values = {
      others: { text: { value: others } },
      amount: { value: { value: '1' } },
      reason: { text: { value: reason } },
      share: { choice: { selected_options: [] } },
    };
    const r = await h.current.interact(
      viewSubmission('UANA', { id: [...h.current.fake.views.keys()].at(-1)!, callback_id: view.callback_id, private_metadata: view.private_metadata, values }),
    );
    expect(r.json?.response_action).toBe('update');
    await waitFor(() => h.current.recognitions().some((x) => x.reason === reason), 'the recognition');
  });

  it('quotes exactly the word of the text field it can’t read', async () => {
    const before = h.current.fake.callsTo('views.open').length;
    await h.current.interact(globalShortcut('UANA', 'give_kudos'));
    await waitFor(() => h.current.fake.callsTo('views.open').length > before, 'views.open');
    const view = h.current.fake.callsTo('views.open')[before]!.args.view as { callback_id: string; private_metadata: string };
    const values = { others: { text: { value: 'team:t100, hello' } }, amount: { value: { value: '1' } }, reason: { text: { value: 'x' } } };
    const r = await h.current.interact(
      viewSubmission('UANA', { id: [...h.current.fake.views.keys()].at(-1)!, callback_id: view.callback_id, private_metadata: view.private_metadata, values }),
    );
    expect((r.json!.errors as Record<string, string>).others).toBe(
      'I can’t read “hello” as a recipient. Write e-mails, team:ID, cohort:ID or everyone, separated by spaces or commas.',
    );
  });

  it('says above the fields that one of them is needed, in the words of the error', async () => {
    const before = h.current.fake.callsTo('views.open').length;
    await h.current.interact(globalShortcut('UANA', 'give_kudos'));
    await waitFor(() => h.current.fake.callsTo('views.open').length > before, 'views.open');
    const view = h.current.fake.callsTo('views.open')[before]!.args.view as {
      callback_id: string;
      private_metadata: string;
      blocks: { type: string; block_id?: string; label?: { text: string }; text?: { text: string } }[];
    };
    const recipients = view.blocks.find((b) => b.block_id === 'recipients')!;
    expect(recipients.label?.text).not.toContain('Who do you want to thank');
    const r = await h.current.interact(
      viewSubmission('UANA', {
        id: [...h.current.fake.views.keys()].at(-1)!,
        callback_id: view.callback_id,
        private_metadata: view.private_metadata,
        values: { amount: { value: { value: '1' } }, reason: { text: { value: 'x' } } },
      }),
    );
    const error = (r.json!.errors as Record<string, string>).recipients!;
    expect(error).toBe('Fill in at least one: people, user groups, or teams, cohorts, e-mails or everyone.');
    const intro = view.blocks.find((b) => b.type === 'section' && b.text?.text.includes('Who do you want to thank?'));
    expect(intro?.text?.text).toContain(error);
  });
});
