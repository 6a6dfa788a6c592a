// Give by reaction end to end: signed reaction_added events in, the fake Slack's messages and the real service out —
// once per person and message (replays, new event IDs, removed and added again), refusals only to the reactor.
import { describe, expect, it } from 'vitest';
import { textOf, useHarness, waitFor } from '../support/app-harness.js';

const h = useHarness();

const say = (user: string, text: string) => h.current.fake.workspace.post({ channel: 'C1', user, text }).ts;
/** As Slack sends it: `item_user` names the message's author (the workbench's own messages have it too). */
const reaction = (user: string, ts: string, name = 'coin') => {
  const author = h.current.fake.workspace.messages.find((m) => m.ts === ts)?.user;
  return {
    type: 'reaction_added',
    user,
    reaction: name,
    item: { type: 'message', channel: 'C1', ts },
    ...(author ? { item_user: author } : {}),
    event_ts: `${Date.now() / 1000}`,
  };
};
const historyReads = () => h.current.fake.callsTo('conversations.history').length + h.current.fake.callsTo('conversations.replies').length;
const ephemeralsTo = (user: string) => h.current.fake.callsTo('chat.postEphemeral').filter((c) => c.args.user === user && c.args.channel === 'C1');
const given = (fragment: string) => h.current.recognitions().filter((r) => r.reason.includes(fragment));
const settle = () => new Promise((r) => setTimeout(r, 400));

describe('give by reaction', () => {
  it('gives the author 5 coins for the message: its first 150 characters as plain text and a permalink; tells only the reactor', async () => {
    const long = `Shipped the Q&amp;A page with <@UANA> ${'and more '.repeat(30)}`;
    const ts = say('UBEN', long);
    const before = ephemeralsTo('UCARA').length;
    const ack = await h.current.event(reaction('UCARA', ts));
    expect(ack.status).toBe(200);
    const told = await waitFor(() => ephemeralsTo('UCARA').slice(before)[0], 'the ephemeral confirmation');
    expect(textOf(told.args.blocks)).toContain('You sent *5 coins* to <@UBEN>');
    const [r] = given('Shipped the Q&A page');
    expect(r).toMatchObject({ sender_email: 'cara@acme.test', amount: 5, share: 1 });
    expect(r!.reason).toContain('For this message: “Shipped the Q&A page with @Ana Lima and more');
    expect(r!.reason).toContain('https://acme.slack.test/archives/C1/p');
    const quoted = /“(.*)”/.exec(r!.reason)![1]!;
    expect([...quoted]).toHaveLength(150);
    await waitFor(() => h.current.fake.callsTo('chat.postMessage').some((c) => c.args.channel === 'UBEN' && textOf(c.args).includes('Shipped')), 'the DM');
  });

  it('gives once: the same event replayed, a new event ID, and the reaction removed and added again', async () => {
    const ts = say('UMGR', 'Rolled back the bad deploy in 4 minutes');
    const first = reaction('UANA', ts);
    await Promise.all([
      h.current.event(first, 'EvSAME1'),
      h.current.event(first, 'EvSAME1', { 'x-slack-retry-num': '1', 'x-slack-retry-reason': 'http_timeout' }),
    ]);
    await waitFor(() => given('Rolled back the bad deploy').length === 1, 'the first kudos');
    await h.current.event({ type: 'reaction_removed', user: 'UANA', reaction: 'coin', item: { type: 'message', channel: 'C1', ts } });
    await Promise.all([h.current.event(reaction('UANA', ts)), h.current.event(reaction('UANA', ts))]);
    await settle();
    expect(given('Rolled back the bad deploy')).toHaveLength(1);
    expect(ephemeralsTo('UANA').filter((c) => textOf(c.args).includes('<@UMGR>'))).toHaveLength(1);
    // Someone else reacting to the same message gives their own kudos.
    await h.current.event(reaction('UBEN', ts));
    await waitFor(() => given('Rolled back the bad deploy').length === 2, 'Ben’s kudos');
  });

  it('refuses your own message and an app’s message ephemerally, and gives nothing', async () => {
    const own = say('UANA', 'My own great idea');
    await h.current.event(reaction('UANA', own));
    const refusal = await waitFor(() => ephemeralsTo('UANA').find((c) => textOf(c.args).includes('your own message')), 'own-message refusal');
    expect(refusal.args.channel).toBe('C1');
    const bot = h.current.fake.workspace.post({ channel: 'C1', bot: true, text: 'Deploy finished' }).ts;
    await h.current.event(reaction('UBEN', bot));
    await waitFor(() => ephemeralsTo('UBEN').find((c) => textOf(c.args).includes('app’s message')), 'bot-message refusal');
    expect(given('My own great idea')).toHaveLength(0);
    expect(given('Deploy finished')).toHaveLength(0);
    expect(h.current.fake.callsTo('chat.postMessage').some((c) => c.args.channel === 'C1' && /own great idea|Deploy finished/.test(textOf(c.args)))).toBe(
      false,
    );
  });

  it('tells the reactor when the author is not in the company directory, and lets a later reaction try again', async () => {
    const ts = say('UGHOST', 'Ghostly help');
    await h.current.event(reaction('UANA', ts));
    const told = await waitFor(() => ephemeralsTo('UANA').find((c) => textOf(c.args).includes('directory')), 'directory refusal');
    expect(textOf(told.args)).not.toContain('You sent');
    expect(given('Ghostly help')).toHaveLength(0);
    await h.current.event(reaction('UANA', ts));
    await waitFor(() => ephemeralsTo('UANA').filter((c) => textOf(c.args).includes('directory')).length === 2, 'the second refusal (key released)');
  });

  it('ignores other emoji; admins change the giving emoji and amount, others may not', async () => {
    const ts = say('UCARA', 'Taco-worthy refactor');
    await h.current.event(reaction('UANA', ts, 'thumbsup'));
    const refused = h.current.fake.callsTo('response_url').length;
    await h.current.command('reactions :taco: 3', 'UBEN');
    await waitFor(
      () =>
        h.current.fake
          .callsTo('response_url')
          .slice(refused)
          .find((c) => textOf(c.args).includes('Only admins can change the giving emoji')),
      'refusal',
    );
    const set = h.current.fake.callsTo('response_url').length;
    await h.current.command('reactions :taco: 3', 'UCEO');
    await waitFor(
      () =>
        h.current.fake
          .callsTo('response_url')
          .slice(set)
          .find((c) => textOf(c.args).includes(':taco:')),
      'confirmation',
    );
    await h.current.event(reaction('UANA', ts, 'coin'));
    await h.current.event(reaction('UANA', ts, 'taco'));
    await waitFor(() => given('Taco-worthy refactor').length === 1, 'the taco kudos');
    await settle();
    expect(given('Taco-worthy refactor')).toEqual([expect.objectContaining({ amount: 3 })]);
    const reset = h.current.fake.callsTo('response_url').length;
    await h.current.command('reactions :coin: 5', 'UCEO');
    await waitFor(
      () =>
        h.current.fake
          .callsTo('response_url')
          .slice(reset)
          .find((c) => textOf(c.args).includes(':coin:')),
      'back to :coin:',
    );
  });

  it('any change by a non-admin gets the admin sentence, an emoji typed as a character works, a bad one is explained', async () => {
    const said = async (text: string, user: string) => {
      const before = h.current.fake.callsTo('response_url').length;
      await h.current.command(text, user);
      return textOf((await waitFor(() => h.current.fake.callsTo('response_url')[before], `an answer to ${text}`)).args);
    };
    for (const text of ['reactions 🌮 3', 'reactions :taco: lots', 'reactions taco'])
      expect(await said(text, 'UBEN')).toContain('Only admins can change the giving emoji');
    expect(await said('reactions :taco: lots', 'UCEO')).toContain('Use `/kudos reactions :emoji: coins`');
    expect(await said('reactions 🌮 3', 'UCEO')).toContain('From now on :taco: on a message gives its author 3 coins');
    expect(await said('reactions ❤ 2', 'UCEO')).toContain('From now on :heart: on a message gives its author 2 coins');
    expect(await said('reactions 3', 'UCEO')).toContain('`3` isn’t an emoji');
    expect(await said('reactions :taco: 51', 'UCEO')).toContain('A reaction can give at most 50 coins, this workspace’s per-kudos maximum');
    expect(await said('reactions :coin: 5', 'UCEO')).toContain('From now on :coin:');
  });

  it('spends from the allowance: with none left the reactor is told, alone, what is left and when it resets', async () => {
    for (const [who, why] of [
      ['UBEN', 'first half'],
      ['UCARA', 'second half'],
    ] as const) {
      const replies = h.current.fake.callsTo('response_url').length;
      await h.current.command(`<@${who}|x> 50 for the ${why}`, 'UMGR');
      await waitFor(
        () =>
          h.current.fake
            .callsTo('response_url')
            .slice(replies)
            .find((c) => textOf(c.args).includes('You sent')),
        `the ${why}`,
      );
    }
    const ts = say('UANA', 'Allowance-less thanks');
    await h.current.event(reaction('UMGR', ts));
    const told = await waitFor(() => ephemeralsTo('UMGR').find((c) => textOf(c.args).includes('more than you have left')), 'the allowance refusal');
    expect(textOf(told.args)).toContain('0 of 100 coins left');
    expect(textOf(told.args)).toMatch(/Your allowance is used up until it resets on [A-Z][a-z]+ \d+\./);
    expect(textOf(told.args)).not.toContain('Give fewer coins');
    expect(given('Allowance-less thanks')).toHaveLength(0);
    expect(h.current.fake.callsTo('chat.postMessage').some((c) => textOf(c.args).includes('Allowance-less thanks'))).toBe(false);
  });

  it('reads a message’s text once however many people react to it', async () => {
    const ts = say('UMGR', 'Untangled the billing migration');
    const reads = historyReads();
    await Promise.all(['UANA', 'UBEN', 'UCARA'].map((who) => h.current.event(reaction(who, ts))));
    await waitFor(() => given('Untangled the billing migration').length === 3, 'three kudos quoting the message');
    await waitFor(
      () => ['UANA', 'UBEN', 'UCARA'].every((who) => ephemeralsTo(who).some((c) => textOf(c.args).includes('<@UMGR>') && textOf(c.args).includes('You sent'))),
      'each reactor told',
    );
    expect(historyReads() - reads).toBe(1);
  });

  it('a message the app can’t read still gives, quoting nothing; where no ephemeral can be posted, the reactor gets a DM, never a public post', async () => {
    const hidden = say('UBEN', 'Secret channel work');
    h.current.fake.failNext('conversations.history', 'not_in_channel');
    const told = ephemeralsTo('UCARA').length;
    await h.current.event(reaction('UCARA', hidden));
    await waitFor(
      () =>
        ephemeralsTo('UCARA')
          .slice(told)
          .find((c) => textOf(c.args).includes('You sent')),
      'the reactor told',
    );
    const [kudos] = await waitFor(
      () => given(`/archives/C1/p${hidden.replace('.', '')}`).length === 1 && given(`/archives/C1/p${hidden.replace('.', '')}`),
      'the kudos, with the permalink',
    );
    expect(kudos!.reason).toMatch(/^For this message https:\/\/\S+$/);
    expect(given('Secret channel work')).toHaveLength(0);
    const own = say('UCARA', 'Cara’s own note');
    h.current.fake.failNext('chat.postEphemeral', 'not_in_channel');
    await h.current.event(reaction('UCARA', own));
    const dm = await waitFor(
      () => h.current.fake.callsTo('chat.postMessage').find((c) => c.args.channel === 'UCARA' && textOf(c.args).includes('your own message')),
      'the DM',
    );
    expect(dm.args.channel).toBe('UCARA');
  });

  it('reads the message for its author when the event names none, and refuses when nobody can tell', async () => {
    const ts = say('UMGR', 'Rewrote the onboarding doc');
    const { item_user: _, ...anonymous } = reaction('UANA', ts) as ReturnType<typeof reaction> & { item_user?: string };
    await h.current.event(anonymous);
    await waitFor(() => given('Rewrote the onboarding doc').length === 1, 'the kudos to the message’s author');
    const unreadable = say('UBEN', 'Nobody can read this');
    h.current.fake.failNext('conversations.history', 'channel_not_found');
    h.current.fake.failNext('conversations.replies', 'channel_not_found');
    const { item_user: __, ...unknown } = reaction('UCARA', unreadable) as ReturnType<typeof reaction> & { item_user?: string };
    await h.current.event(unknown);
    await waitFor(() => ephemeralsTo('UCARA').find((c) => textOf(c.args).includes('couldn’t tell whose message that is')), 'the refusal');
    expect(given('Nobody can read this')).toHaveLength(0);
  });
  it('drops control characters from the quoted message (nobody can edit it) and quotes invisible text as nothing', async () => {
    const ts = say('UCARA', 'Fixed the alarm \u0007 bell\r\nfor good');
    const before = ephemeralsTo('UBEN').length;
    await h.current.event(reaction('UBEN', ts));
    const told = await waitFor(() => ephemeralsTo('UBEN').slice(before)[0], 'the ephemeral confirmation');
    expect(textOf(told.args.blocks)).toContain('You sent *5 coins* to <@UCARA>');
    expect(given('Fixed the alarm')[0]!.reason).toContain('“Fixed the alarm  bell\nfor good”');
    const blank = say('UANA', '\u200B\u200B \u2060\uFEFF');
    await h.current.event(reaction('UBEN', blank));
    await waitFor(() => ephemeralsTo('UBEN').slice(before + 1)[0], 'the second confirmation');
    const quoted = h.current.recognitions().filter((r) => r.sender_email === 'ben@acme.test' && r.reason.startsWith('For this message'));
    expect(quoted.at(-1)!.reason).toMatch(/^For this message https:/);
  });

  it('gives from the event’s author without waiting for the message: rate-limited history leaves only the quote out, and no read is tried again until Slack’s Retry-After', async () => {
    // Last in this file: the workspace's reads stay paused for the fake Slack's Retry-After (30 s).
    const texts = ['Paired on the flaky test', 'Wrote the runbook', 'Took the pager at 3 am'];
    const messages = texts.map((text) => say('UBEN', text));
    const reads = historyReads();
    const sent = () => ephemeralsTo('UCARA').filter((c) => textOf(c.args).includes('You sent *5 coins* to <@UBEN>')).length;
    const before = sent();
    h.current.fake.failNext('conversations.history', 'ratelimited');
    await h.current.event(reaction('UCARA', messages[0]!));
    await waitFor(() => sent() === before + 1, 'the first kudos, given while history answers 429');
    for (const ts of messages.slice(1)) await h.current.event(reaction('UCARA', ts));
    await waitFor(() => sent() === before + 3, 'three kudos');
    // One read was tried and refused (429); the next two were not tried at all.
    expect(historyReads() - reads).toBe(1);
    const recorded = h.current.recognitions().filter((r) => r.sender_email === 'cara@acme.test' && /^For this message https:/.test(r.reason));
    expect(recorded.length).toBeGreaterThanOrEqual(3);
    expect(texts.some((t) => h.current.recognitions().some((r) => r.reason.includes(t)))).toBe(false);
  });
});
