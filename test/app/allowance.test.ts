// Giving allowances end to end: signed /kudos commands, fake Slack, the real service behind a proxy that can fail —
// spent and shown, refused with the figure and the reset date, given back when nothing was recorded, kept after a timeout.
import { describe, expect, it } from 'vitest';
import { textOf, waitFor } from '../support/app-harness.js';
import { useServiceBehindProxy } from '../support/service-behind-proxy.js';
import { globalShortcut, viewSubmission } from '../support/slack-requests.js';

const t = useServiceBehindProxy({}, { env: { ENGAGEMENT_TIMEOUT_MS: '500' } });

/** The default period (a month from the 1st, UTC) resets on the 1st of next month: "December 1". */
function nextFirst(): string {
  const now = new Date();
  return `${new Date(Date.UTC(2026, (now.getUTCMonth() + 1) % 12, 1)).toLocaleString('en', { month: 'long', timeZone: 'UTC' })} 1`;
}

const sent = (reason: string) =>
  t.service.db.prepare('SELECT amount, sender_email FROM recognitions WHERE reason LIKE ?').all(reason) as { amount: number; sender_email: string }[];

async function give(text: string, userId: string) {
  const before = t.h.fake.callsTo('response_url').length;
  await t.h.command(text, userId);
  return textOf((await waitFor(() => t.h.fake.callsTo('response_url')[before], 'reply', 8_000)).args);
}

describe('giving allowance', () => {
  it('spends amount × recipients and shows what is left in the confirmation', async () => {
    const reply = await give('<@UANA|ana> <@UCARA|cara> 10 for the allowance launch', 'UBEN');
    expect(reply).toContain('You sent *10 coins*');
    expect(reply).toContain(`You have 80 of 100 coins left this month (resets ${nextFirst()})`);
  });

  it('refuses a kudos over what is left, naming the cost, the balance and the reset, and sends nothing', async () => {
    const reply = await give('<@UANA|ana> <@UCARA|cara> 45 for too generous', 'UBEN');
    expect(reply).toContain('This kudos needs 90 coins (2 people × 45 coins), more than you have left: 80 of 100 coins left this month');
    expect(reply).toMatch(/You can give 80 coins in all until it resets on [A-Z][a-z]+ \d+\./);
    expect(reply).toContain(`resets ${nextFirst()}`);
    expect(sent('too generous')).toEqual([]);
    // The refusal spent nothing: a kudos that fits still goes.
    expect(await give('<@UANA|ana> <@UCARA|cara> 40 for just right', 'UBEN')).toContain('You have 0 of 100 coins left this month');
  });

  it('refuses an amount over the per-kudos maximum with the range sentence', async () => {
    const reply = await give('<@UBEN|ben> 51 for a big favour', 'UANA');
    expect(reply).toContain('The amount must be a whole number of coins from 1 to 50');
    expect(sent('a big favour')).toEqual([]);
  });

  it('gives the coins back when the service refuses the recipient (503)', async () => {
    t.proxy.set('503');
    const reply = await give('<@UBEN|ben> 30 for refused recipient', 'UCARA');
    t.proxy.set('pass');
    expect(reply).toContain('Nothing was sent.');
    expect(reply).toContain('Nothing was taken from your allowance. You have 100 of 100 coins left');
    expect(await give('<@UBEN|ben> 30 for after refund', 'UCARA')).toContain('You have 70 of 100 coins left');
  });

  it('gives the coins back when a team matches nobody', async () => {
    const reply = await give('team:t999 5 for nobody there', 'UMGR');
    expect(reply).toContain('matches nobody');
    expect(reply).toContain('You have 100 of 100 coins left');
  });

  it('keeps the coins spent after a timeout and says why', async () => {
    t.proxy.set('slow', 1_500);
    const reply = await give('<@UBEN|ben> 25 for slow allowance', 'UCEO');
    t.proxy.set('pass');
    expect(reply).toContain('didn’t answer within 0.5 s');
    expect(reply).toContain('The 25 coins stay spent from your allowance, because the service may have recorded the kudos');
    expect(reply).toContain('You have 75 of 100 coins left');
    await waitFor(() => sent('slow allowance').length === 1, 'the late recognition', 3_000);
  });

  it('a team kudos that would pass the allowance is refused with the figure', async () => {
    // UMGR still has 100: a team of one (t200) costs 30, a person 40, and 30 are left.
    expect(await give('team:t200 30 for the sales push', 'UMGR')).toContain('You have 70 of 100 coins left');
    expect(await give('<@UBEN|ben> 40 for the review', 'UMGR')).toContain('You have 30 of 100 coins left');
    const reply = await give('team:t100 35 for the eng push', 'UMGR');
    expect(reply).toContain('This kudos needs 35 coins at the very least');
    expect(reply).toContain('30 of 100 coins left this month');
    expect(sent('the eng push')).toEqual([]);
  });
});

describe('a group whose size the service told', () => {
  it('a team kudos costs amount × the people it reached; the next one to that team is refused up front with the figure', async () => {
    // UCEO has 75 left (the timeout kept 25). Team t100 has 3 people: the first kudos reserves, then keeps 30.
    expect(await give('team:t100 10 for the first team kudos', 'UCEO')).toContain('You have 45 of 100 coins left');
    const reply = await give('team:t100 20 for the second team kudos', 'UCEO');
    expect(reply).toContain('This kudos needs 60 coins (3 people × 20 coins), more than you have left: 45 of 100 coins left this month');
    expect(sent('the second team kudos')).toEqual([]);
    expect(await give('team:t100 15 for the third team kudos', 'UCEO')).toContain('You have 0 of 100 coins left');
  });
});

describe('the allowance shown', () => {
  it('/kudos balance says what is left and when it resets, with the rules', async () => {
    const before = t.h.fake.callsTo('response_url').length;
    await t.h.command('balance', 'UANA');
    const reply = textOf((await waitFor(() => t.h.fake.callsTo('response_url')[before], 'balance reply')).args);
    expect(reply).toContain(`You have 100 of 100 coins left this month (resets ${nextFirst()})`);
    expect(reply).toContain('Everyone may give 100 coins a month, from day 1 of the month (UTC), at most 50 coins per person in one kudos.');
  });

  it('App Home shows the balance', async () => {
    await t.h.event({ type: 'app_home_opened', user: 'UBEN', channel: 'DBEN', tab: 'home', event_ts: '1.0' });
    const home = await waitFor(() => t.h.fake.callsTo('views.publish').find((c) => c.args.user_id === 'UBEN'), 'App Home');
    expect(textOf(home.args)).toContain(`:coin: You have 0 of 100 coins left this month (resets ${nextFirst()})`);
  });

  it('the give form shows the balance and refuses an amount over the per-kudos maximum inline', async () => {
    const opened = t.h.fake.callsTo('views.open').length;
    await t.h.interact(globalShortcut('UCARA', 'give_kudos'));
    const call = await waitFor(() => t.h.fake.callsTo('views.open')[opened], 'the give form');
    const view = call.args.view as { callback_id: string; private_metadata: string };
    expect(textOf(view)).toContain('You have 70 of 100 coins left this month');
    const amountField = (view as unknown as { blocks: { block_id?: string; element?: { max_value?: string } }[] }).blocks.find((b) => b.block_id === 'amount');
    expect(amountField?.element?.max_value).toBe('50');
    const values = {
      recipients: { users: { type: 'multi_users_select', selected_users: ['UBEN'] } },
      amount: { value: { type: 'number_input', value: '60' } },
      reason: { text: { type: 'plain_text_input', value: 'form over max' } },
      share: { choice: { type: 'checkboxes', selected_options: [] } },
    };
    const id = [...t.h.fake.views.keys()].at(-1)!;
    const answer = await t.h.interact(viewSubmission('UCARA', { id, callback_id: view.callback_id, private_metadata: view.private_metadata, values }));
    expect(answer.json).toEqual({
      response_action: 'errors',
      errors: { amount: 'The amount must be a whole number of coins from 1 to 50 (this workspace’s per-kudos maximum).' },
    });
    expect(sent('form over max')).toEqual([]);
  });
});
