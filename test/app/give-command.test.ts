// /kudos end to end: signed command in, fake Slack and the real service out — confirmation, post, DMs, at most once.
import { describe, expect, it } from 'vitest';
import { commandBody, send } from '../support/slack-requests.js';
import { textOf, useHarness, waitFor } from '../support/app-harness.js';

const h = useHarness();

async function lastReply(after: number) {
  return waitFor(
    () =>
      h.current.fake
        .callsTo('response_url')
        .slice(after)
        .find((c) => c.args.replace_original || c.args.text),
    'a response_url reply',
  );
}

describe('/kudos giving', () => {
  it('acks at once, sends one recognition, confirms, posts in the channel and DMs the recipient', async () => {
    const replies = h.current.fake.callsTo('response_url').length;
    const ack = await h.current.command('<@UBEN|ben> 10 for the launch', 'UANA');
    expect(ack.status).toBe(200);
    expect(ack.body).toBe(''); // a silent ack: Slack cannot replace a command's ack message, so the one answer follows
    const reply = await lastReply(replies);
    expect(reply.args.response_type).toBe('ephemeral');
    expect(textOf(reply.args)).toContain('You sent *10 coins* to <@UBEN>');
    expect(textOf(reply.args)).toContain('Posting in <#C1>. The recipient gets a direct message.');
    // The post and the DM follow the giver's answer, at the channel's pace.
    const post = await waitFor(() => h.current.fake.callsTo('chat.postMessage').find((c) => c.args.channel === 'C1'), 'the post');
    expect(textOf(post.args.blocks)).toContain('<@UANA> gave <@UBEN> *10 coins*');
    const dm = await waitFor(() => h.current.fake.callsTo('chat.postMessage').find((c) => c.args.channel === 'UBEN'), 'the DM');
    expect(textOf(dm.args.blocks)).toContain('<@UANA> sent you *10 coins*');
    expect(h.current.recognitions().filter((r) => r.reason === 'the launch')).toEqual([
      { sender_email: 'ana@acme.test', amount: 10, reason: 'the launch', share: 1 },
    ]);
  });

  it('sends once when Slack delivers the same command twice (replay with the same signature)', async () => {
    const body = commandBody({ text: '<@UCARA|cara> 3 for replay test', user_id: 'UANA', response_url: h.current.fake.responseUrl() });
    const [a, b] = await Promise.all([
      send(h.current.url, body, 'application/x-www-form-urlencoded'),
      send(h.current.url, body, 'application/x-www-form-urlencoded'),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    await waitFor(() => h.current.recognitions().some((r) => r.reason === 'replay test'), 'the recognition');
    await new Promise((r) => setTimeout(r, 300));
    expect(h.current.recognitions().filter((r) => r.reason === 'replay test')).toHaveLength(1);
  });

  it('sends once on a double submit of the same text, and says so', async () => {
    const replies = h.current.fake.callsTo('response_url').length;
    await h.current.command('<@UCARA|cara> 4 for double enter', 'UANA');
    await lastReply(replies);
    await h.current.command('<@UCARA|cara> 4 for double enter', 'UANA');
    const second = await waitFor(
      () =>
        h.current.fake
          .callsTo('response_url')
          .slice(replies + 1)
          .find((c) => textOf(c.args).includes('already sent')),
      'duplicate notice',
    );
    expect(textOf(second.args)).toContain('never send the same kudos twice');
    expect(h.current.recognitions().filter((r) => r.reason === 'double enter')).toHaveLength(1);
  });

  it('keeps --private kudos out of the channel but still DMs', async () => {
    const posts = h.current.fake.callsTo('chat.postMessage').length;
    const replies = h.current.fake.callsTo('response_url').length;
    await h.current.command('<@UMGR|max> 2 for quiet help --private', 'UANA');
    const reply = await lastReply(replies);
    expect(textOf(reply.args)).toContain('Kept private');
    await waitFor(() => h.current.fake.callsTo('chat.postMessage').slice(posts).length > 0, 'the DM');
    await new Promise((r) => setTimeout(r, 200));
    const newPosts = h.current.fake.callsTo('chat.postMessage').slice(posts);
    expect(newPosts.map((c) => c.args.channel)).toEqual(['UMGR']);
    expect(h.current.recognitions().find((r) => r.reason === 'quiet help')?.share).toBe(0);
  });

  it('expands a user group, leaving out the giver', async () => {
    const replies = h.current.fake.callsTo('response_url').length;
    await h.current.command('<!subteam^S1|@eng> 1 for the sprint', 'UANA');
    const reply = await lastReply(replies);
    // The group is named, with its head count (issue 13), and its members besides the giver are messaged.
    expect(textOf(reply.args)).toContain('You sent *1 coin* to @eng (2 people)');
    expect(textOf(reply.args)).not.toContain('<@UANA>');
    const dmsTo = () =>
      h.current.fake
        .callsTo('chat.postMessage')
        .filter((c) => textOf(c.args).includes('the sprint'))
        .map((c) => c.args.channel);
    const dms = await waitFor(() => (['UBEN', 'UMGR'].every((id) => dmsTo().includes(id)) ? dmsTo() : undefined), 'the DMs');
    expect(dms).toEqual(expect.arrayContaining(['UBEN', 'UMGR']));
    expect(dms).not.toContain('UANA');
    expect(h.current.fake.callsTo('usergroups.users.list').at(-1)?.args.usergroup).toBe('S1');
  });

  it('DMs people the service resolved from a team, found by e-mail', async () => {
    const replies = h.current.fake.callsTo('response_url').length;
    await h.current.command('team:t200 5 for the sales push', 'UANA');
    const reply = await lastReply(replies);
    expect(textOf(reply.args)).toContain('everyone in team t200 (1 person)');
    expect(h.current.fake.callsTo('users.lookupByEmail').some((c) => c.args.email === 'cara@acme.test')).toBe(true);
    await waitFor(
      () => h.current.fake.callsTo('chat.postMessage').some((c) => c.args.channel === 'UCARA' && textOf(c.args).includes('sales push')),
      'the DM to Cara',
    );
  });

  it.each([
    ['<@UGHOST|gus> 5 for nothing', 'UANA', '<@UGHOST> (ghost@acme.test) isn’t in the company directory'],
    ['nobody@acme.test 5 for nothing', 'UANA', 'nobody@acme.test isn’t in the company directory'],
    ['<@UDEPLOY|deploy> 5 for deploys', 'UANA', 'is a bot'],
    ['<@UGUEST|gia> 5 for visiting', 'UANA', 'can’t see an e-mail address for <@UGUEST> (a guest)'],
    ['<@UBEN|ben> 5 for unknown giver', 'UGHOST', 'You (ghost@acme.test) aren’t in the company directory yet'],
    ['<@UNOPE|nobody> 5 for a stranger', 'UANA', 'I can’t find the Slack user `UNOPE` (<@UNOPE>) in this workspace'],
    ['<@WNOPE> 5 for a grid stranger', 'UANA', 'I can’t find the Slack user `WNOPE` (<@WNOPE>) in this workspace'],
    ['<!subteam^SNOPE|@ghosts> 5 for a lost group', 'UANA', 'I can’t find the user group @ghosts in this workspace'],
    ['<!subteam^SNOPE> 5 for a lost group', 'UANA', 'I can’t find the user group `SNOPE` in this workspace'],
  ])('%s → one clear sentence, nothing sent', async (text, user, sentence) => {
    const before = h.current.recognitions().length;
    const replies = h.current.fake.callsTo('response_url').length;
    await h.current.command(text, user);
    const reply = await lastReply(replies);
    expect(textOf(reply.args)).toContain(sentence);
    expect(h.current.recognitions()).toHaveLength(before);
  });

  it('treats Enterprise Grid user IDs (W…) as users', async () => {
    const replies = h.current.fake.callsTo('response_url').length;
    await h.current.command('<@WGRID|wes> 2 for grid kudos', 'UANA');
    const reply = await lastReply(replies);
    expect(textOf(reply.args)).toContain('You sent *2 coins* to <@WGRID>');
    await waitFor(() => h.current.fake.callsTo('chat.postMessage').some((c) => c.args.channel === 'WGRID'), 'the DM');
  });

  it('refuses an amount over the limit in the ack, naming the limit, before calling the service', async () => {
    const before = h.current.recognitions().length;
    const ack = await h.current.command('everyone 9007199254740991 for x', 'UANA');
    expect(ack.json).toEqual({ response_type: 'ephemeral', text: 'The amount must be a whole number of coins from 1 to 1,000,000.' });
    const reason = await h.current.command(`<@UBEN|ben> 5 for ${'x'.repeat(1001)}`, 'UANA');
    expect(reason.json?.text).toContain('keep it to 1,000 characters');
    await new Promise((r) => setTimeout(r, 100));
    expect(h.current.recognitions()).toHaveLength(before);
  });

  it('refuses a typed control character in plain words before calling the service, and takes invisible characters for no reason', async () => {
    const before = h.current.recognitions().length;
    const bell = await h.current.command('<@UBEN|ben> 5 for the \u0007 alarm', 'UANA');
    expect(bell.json?.text).toBe(
      'The reason holds an invisible control character (U+0007), often left by pasted text, and can’t be sent. Remove it and try again.',
    );
    const opened = h.current.fake.callsTo('views.open').length;
    await h.current.command(`<@UBEN|ben> 1 for ${'\u200B'.repeat(5)}`, 'UANA');
    const form = await waitFor(() => h.current.fake.callsTo('views.open')[opened], 'the give form for the missing reason');
    const reason = (form.args.view as { blocks: { block_id: string; element: Record<string, unknown> }[] }).blocks.find(
      (b) => b.block_id === 'reason',
    )!.element;
    expect(reason.initial_value).toBeUndefined();
    await new Promise((r) => setTimeout(r, 100));
    expect(h.current.recognitions()).toHaveLength(before);
  });

  it('refuses self-kudos in the ack', async () => {
    const ack = await h.current.command('<@UANA|ana> 5 for me', 'UANA');
    expect(ack.json?.text).toContain('can’t give kudos to yourself');
  });

  it('opens the give modal pre-filled when something is missing', async () => {
    const opened = h.current.fake.callsTo('views.open').length;
    const ack = await h.current.command('<@UBEN|ben> team:t200 for the docs --private', 'UANA');
    expect(ack.status).toBe(200);
    const call = await waitFor(() => h.current.fake.callsTo('views.open')[opened], 'views.open');
    const view = call.args.view as { callback_id: string; blocks: { block_id: string; element: Record<string, unknown> }[] };
    expect(view.callback_id).toBe('give_kudos_modal');
    const block = (id: string) => view.blocks.find((b) => b.block_id === id)!.element;
    expect(block('recipients').initial_users).toEqual(['UBEN']);
    expect(block('others').initial_value).toBe('team:t200');
    expect(block('amount').initial_value).toBeUndefined();
    expect(block('reason').initial_value).toBe('the docs');
    expect(block('share').initial_options).toBeUndefined();
  });

  it('makes no Slack or directory lookups for a repeated one-recipient kudos', async () => {
    const replies = h.current.fake.callsTo('response_url').length;
    await h.current.command('<@UBEN|ben> 1 for warm-up', 'UCARA');
    await lastReply(replies);
    const before = h.current.fake.calls.length;
    await h.current.command('<@UBEN|ben> 1 for the repeat', 'UCARA');
    await lastReply(replies + 1);
    const methods = h.current.fake.calls.slice(before).map((c) => c.method);
    expect(methods.filter((m) => m.startsWith('users.'))).toEqual([]);
  });
});
