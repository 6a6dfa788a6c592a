// Rewards end to end through the real app, fake Slack and the real engagement service: admins add rewards in a modal
// (each bound refused under its field), people see their spendable balance (received kudos, counted once) and redeem
// in a confirm modal, admins approve, fulfil or decline (coins back, once), retiring refunds open requests, the CSV
// exports reconcile with the ledger, and nothing of this is visible to another workspace.
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { textOf, useHarness, waitFor } from '../support/app-harness.js';
import { blockAction, viewSubmission } from '../support/slack-requests.js';

const h = useHarness();

type View = { id: string; callback_id: string; private_metadata?: string; blocks?: unknown[]; submit?: unknown; close?: unknown };
const input = (value: string) => ({ value: { type: 'plain_text_input', value } });
const choice = (value: string) => ({ value: { type: 'static_select', selected_option: { value } } });

async function opened(before: number): Promise<View> {
  await waitFor(() => h.current.fake.callsTo('views.open').length > before, 'a modal');
  return h.current.fake.callsTo('views.open').at(-1)!.args.view as View & { id: string };
}

async function openBy(user: string, actionId: string, value?: string): Promise<View> {
  const before = h.current.fake.callsTo('views.open').length;
  await h.current.interact(blockAction(user, actionId, value === undefined ? {} : { value }));
  const view = await opened(before);
  const stored = [...h.current.fake.views.values()].at(-1) as { id: string };
  return { ...view, id: stored.id };
}

const rewardForm = (fields: Record<string, string>) => ({
  name: input(fields.name ?? 'Team lunch'),
  description: input(fields.description ?? 'Lunch for your team'),
  cost: input(fields.cost ?? '30'),
  stock: input(fields.stock ?? ''),
  limit: input(fields.limit ?? ''),
  period: choice('month'),
  approval: { value: { type: 'checkboxes', selected_options: fields.approval === 'no' ? [] : [{ value: 'yes' }] } },
  ask: choice(fields.ask ?? 'nothing'),
  question: input(fields.question ?? ''),
  options: input(fields.options ?? ''),
  image: input(''),
});

async function addReward(fields: Record<string, string>) {
  const view = await openBy('UCEO', 'reward_add');
  return h.current.interact(viewSubmission('UCEO', { id: view.id, callback_id: 'reward_edit_modal', values: rewardForm(fields) }));
}

/** The answer to the command (a late answer to an earlier command, such as a kudos's, is skipped). */
async function reply(user: string, text: string): Promise<string> {
  const before = h.current.fake.callsTo('response_url').length;
  await h.current.command(text, user);
  const answer = (c: { args: Record<string, unknown> }) => (text === 'rewards' ? c.args.text === 'Rewards' : !!c.args.text);
  return textOf((await waitFor(() => h.current.fake.callsTo('response_url').slice(before).find(answer), 'a reply')).args);
}

async function adjustBalance(user: string, amount: string, reason: string) {
  const modal = await openBy('UCEO', 'reward_adjust');
  return h.current.interact(
    viewSubmission('UCEO', {
      id: modal.id,
      callback_id: 'reward_adjust_modal',
      values: { user: { value: { type: 'users_select', selected_user: user } }, amount: input(amount), reason: input(reason) },
    }),
  );
}

/** The id of the reward named `name`, read from its Redeem button. */
async function rewardId(name: string): Promise<string> {
  const shown = await reply('UANA', 'rewards');
  const blocks = JSON.parse(shown) as { blocks: { type: string; block_id?: string; elements?: { action_id: string; value: string }[] }[] };
  const index = blocks.blocks.findIndex((b) => b.type === 'section' && JSON.stringify(b).includes(name));
  return blocks.blocks
    .slice(index)
    .find((b) => b.type === 'actions')!
    .elements!.find((e) => e.action_id === 'reward_redeem')!.value;
}

/** The view that replaced modal `viewId` by views.update (a redemption's outcome, after its "Redeeming…" ack). */
async function updatedTo(viewId: string, before = 0): Promise<string> {
  return textOf(
    (
      await waitFor(
        () =>
          h.current.fake
            .callsTo('views.update')
            .slice(before)
            .find((c) => c.args.view_id === viewId),
        'the outcome in the modal',
      )
    ).args.view,
  );
}

/** A confirm: its ack (inline errors, or "Redeeming…") and, when acked at once, the outcome that replaced it. */
async function redeem(user: string, reward: string, values: Record<string, unknown> = {}) {
  const view = await openBy(user, 'reward_redeem', reward);
  const ack = await h.current.interact(
    viewSubmission(user, { id: view.id, callback_id: 'reward_redeem_modal', private_metadata: view.private_metadata!, values, blocks: view.blocks! }),
  );
  const redeeming = textOf(ack.json).includes('Redeeming');
  return { json: ack.json, viewId: view.id, outcome: redeeming ? await updatedTo(view.id) : undefined };
}

const dmsTo = (user: string) =>
  h.current.fake
    .callsTo('chat.postMessage')
    .filter((c) => c.args.channel === user)
    .map((c) => String(c.args.text));
/** How many times `user`'s App Home was published. */
const publishedFor = (user: string) => h.current.fake.callsTo('views.publish').filter((c) => c.args.user_id === user).length;
const receivedByAna = () =>
  (
    h.current
      .service!.db.prepare(
        "SELECT COALESCE(SUM(r.amount), 0) AS n FROM recognitions r JOIN recognition_recipients rr ON rr.recognition_id = r.id WHERE r.stage = 'dev' AND rr.email = 'ana@acme.test'",
      )
      .get() as { n: number }
  ).n;
const balanceIn = (text: string) => Number(/You have \*([\d,]+) coins?\*/.exec(text)![1]!.replace(/,/g, ''));

describe('rewards', () => {
  it('refuses each bad field of the reward form under it, and the form to non-admins', async () => {
    const long = await addReward({ name: 'x'.repeat(76), cost: '0', stock: '1000001' });
    expect(long.json).toMatchObject({ response_action: 'errors' });
    const errors = (long.json as { errors: Record<string, string> }).errors;
    expect(errors.name).toContain('at most 75 characters');
    expect(errors.cost).toContain('from 1 to 1,000,000');
    expect(errors.stock).toContain('0 to 1,000,000');
    // Counted as a person sees them: 74 letters and one emoji (two UTF-16 units, 👩‍💻 five) are 75 characters.
    const emoji = await addReward({ name: `${'x'.repeat(74)}👩‍💻`, cost: '5' });
    expect(emoji.json, JSON.stringify(emoji.json)).toMatchObject({ response_action: 'update' });
    expect(((await addReward({ name: `${'x'.repeat(75)}🎉`, cost: '5' })).json as { errors: Record<string, string> }).errors.name).toContain('this one has 76');
    expect(((await addReward({ cost: '1000001' })).json as { errors: Record<string, string> }).errors.cost).toContain('1,000,000');
    expect(((await addReward({ cost: '' })).json as { errors: Record<string, string> }).errors.cost).toContain('Give a cost');
    const refused = await h.current.interact(viewSubmission('UBEN', { id: 'VFORGED', callback_id: 'reward_edit_modal', values: rewardForm({}) }));
    expect(textOf(refused.json)).toContain('Only Slack workspace admins');
  });

  it('lists the catalogue with the balance of coins received, counted once however often it is read', async () => {
    expect((await addReward({ name: 'Team lunch', cost: '30', stock: '5' })).json).toMatchObject({ response_action: 'update' });
    expect((await addReward({ name: 'A day off', cost: '1', approval: 'no', ask: 'note', question: 'Which day?' })).json).toMatchObject({
      response_action: 'update',
    });
    const first = await reply('UANA', 'rewards');
    expect(first).toContain('Team lunch');
    expect(first).toContain('5 left');
    expect(first).not.toMatch(/purchase|payment|money/i);
    expect(balanceIn(first)).toBe(receivedByAna());
    const again = await reply('UANA', 'rewards');
    expect(balanceIn(again)).toBe(receivedByAna());
    await h.current.command('<@UANA|ana> 7 for the rewards review', 'UBEN');
    await waitFor(() => h.current.recognitions().some((r) => r.reason === 'the rewards review'), 'the kudos');
    expect(balanceIn(await reply('UANA', 'rewards'))).toBe(receivedByAna());
  });

  it('redeems in a confirm modal, asks what the reward needs, and tells the person in a DM', async () => {
    const dayOff = await rewardId('A day off');
    const missing = await redeem('UANA', dayOff, {});
    expect((missing.json as { errors: Record<string, string> }).errors.note).toContain('Write what this reward needs');
    // A view sent without its blocks (they say what the confirm asked) gets the full checks too: the problem under the field.
    const bare = await openBy('UANA', 'reward_redeem', dayOff);
    const noBlocks = await h.current.interact(
      viewSubmission('UANA', { id: bare.id, callback_id: 'reward_redeem_modal', private_metadata: bare.private_metadata!, values: {} }),
    );
    expect((noBlocks.json as { errors: Record<string, string> }).errors.note).toContain('Write what this reward needs');
    const before = balanceIn(await reply('UANA', 'rewards'));
    const done = await redeem('UANA', dayOff, { note: input('Friday the 5th') });
    expect(done.json).toMatchObject({ response_action: 'update' });
    expect(textOf(done.json)).toContain('Redeeming');
    expect(textOf(done.json)).not.toContain('"submit"');
    expect(done.outcome).toContain('Done');
    await waitFor(() => dmsTo('UANA').some((t) => t.includes('A day off')), 'the DM');
    const after = await reply('UANA', 'rewards');
    expect(balanceIn(after)).toBe(before - 1);
    expect(after).toContain('Friday the 5th');
  });

  it('refuses a redemption past the balance, saying so, and takes nothing', async () => {
    expect((await addReward({ name: 'Swag box', cost: '1000000' })).json).toMatchObject({ response_action: 'update' });
    const before = balanceIn(await reply('UANA', 'rewards'));
    const refused = await redeem('UANA', await rewardId('Swag box'));
    expect(refused.outcome).toContain('Not enough coins');
    expect(balanceIn(await reply('UANA', 'rewards'))).toBe(before);
  });

  it('posts new requests to the approver channel; approve, fulfil and decline act once each, declining gives the coins back', async () => {
    const settings = await openBy('UCEO', 'reward_settings');
    await h.current.interact(
      viewSubmission('UCEO', {
        id: settings.id,
        callback_id: 'reward_settings_modal',
        values: { channel: { value: { type: 'conversations_select', selected_conversation: 'C1' } } },
      }),
    );
    expect(textOf((await adjustBalance('UANA', '100', 'lunch fund')).json)).toContain('now has');
    const lunch = await rewardId('Team lunch');
    const start = balanceIn(await reply('UANA', 'rewards'));
    await redeem('UANA', lunch);
    const post = await waitFor(
      () => h.current.fake.callsTo('chat.postMessage').find((c) => c.args.channel === 'C1' && textOf(c.args.blocks).includes('reward_approve')),
      'the approver post',
    );
    const request = /"action_id":"reward_approve","value":"([^"]+)"/.exec(textOf(post.args.blocks).replace(/\\"/g, '"'))![1]!;
    const firstHomes = publishedFor('UCEO');
    await h.current.interact(blockAction('UCEO', 'reward_approve', { value: request }));
    await waitFor(() => dmsTo('UANA').some((t) => t.includes('was approved by')), 'the approval DM');
    await waitFor(() => publishedFor('UCEO') > firstHomes, 'App Home redrawn after the approval');
    const replies = h.current.fake.callsTo('response_url').length;
    await h.current.interact(blockAction('UCEO', 'reward_approve', { value: request, response_url: h.current.fake.responseUrl() }));
    expect(
      textOf(
        (
          await waitFor(
            () =>
              h.current.fake
                .callsTo('response_url')
                .slice(replies)
                .find((c) => c.args.text),
            'the answer',
          )
        ).args,
      ),
    ).toContain('already approved');
    expect(dmsTo('UANA').filter((t) => t.includes('was approved by'))).toHaveLength(1);
    // Pressed again on App Home: the Home is redrawn (the request shows as approved, its Approve button gone), and no
    // DM says "already approved … nothing changed".
    const homes = publishedFor('UCEO');
    await h.current.interact(blockAction('UCEO', 'reward_approve', { value: request, view: { id: 'VHOMECEO', type: 'home' } }));
    await waitFor(() => publishedFor('UCEO') > homes, 'App Home redrawn after the second press');
    // Pressed again in a modal (no Home in front of the admin): told why in a DM — the only such DM.
    await h.current.interact(blockAction('UCEO', 'reward_approve', { value: request, view: { id: 'VMODAL', type: 'modal' } }));
    await waitFor(() => dmsTo('UCEO').some((t) => t.includes('already approved')), 'the press in a modal answered in a DM');
    await new Promise((r) => setTimeout(r, 200));
    expect(dmsTo('UCEO').filter((t) => t.includes('already approved'))).toHaveLength(1);
    const refusedBen = await h.current.interact(blockAction('UBEN', 'reward_fulfil', { value: request }));
    expect(refusedBen.status).toBe(200);
    await h.current.interact(blockAction('UCEO', 'reward_fulfil', { value: request }));
    await waitFor(() => dmsTo('UANA').some((t) => t.includes('was fulfilled by')), 'the fulfilled DM');
    expect(balanceIn(await reply('UANA', 'rewards'))).toBe(start - 30);
    // A second request, declined with a reason (twice: refunded once).
    await redeem('UANA', lunch);
    const second = await waitFor(
      () =>
        h.current.fake
          .callsTo('chat.postMessage')
          .filter((c) => c.args.channel === 'C1' && textOf(c.args.blocks).includes('reward_approve'))
          .at(1),
      'the second post',
    );
    const id = /"action_id":"reward_approve","value":"([^"]+)"/.exec(textOf(second.args.blocks).replace(/\\"/g, '"'))![1]!;
    for (let i = 0; i < 2; i++) {
      const modal = await openBy('UCEO', 'reward_decline', id);
      await h.current.interact(
        viewSubmission('UCEO', {
          id: modal.id,
          callback_id: 'reward_decline_modal',
          private_metadata: id,
          values: { reason: input('lunch budget is used up') },
        }),
      );
    }
    await waitFor(() => dmsTo('UANA').some((t) => t.includes('declined') && t.includes('lunch budget is used up')), 'the decline DM');
    expect(balanceIn(await reply('UANA', 'rewards'))).toBe(start - 30);
    expect(dmsTo('UANA').filter((t) => t.includes('declined'))).toHaveLength(1);
  });

  it('says a saved or retired name as typed: & and < escaped for mrkdwn, not read as a link', async () => {
    const saved = await addReward({ name: 'Tea & <cake>', cost: '5' });
    expect(textOf(saved.json)).toContain('Saved *Tea &amp; &lt;cake&gt;*');
    const before = h.current.fake.callsTo('response_url').length;
    await h.current.interact(
      blockAction('UCEO', 'reward_retire', {
        value: await rewardId('Tea &amp; &lt;cake&gt;'),
        response_url: h.current.fake.responseUrl(),
        container: { type: 'message' },
      }),
    );
    const said = await waitFor(
      () =>
        h.current.fake
          .callsTo('response_url')
          .slice(before)
          .find((c) => textOf(c.args).includes('is retired')),
      'the retire answer',
    );
    expect(textOf(said.args)).toContain('*Tea &amp; &lt;cake&gt;* is retired');
  });

  it('retiring a reward refunds its open requests and takes it off the catalogue', async () => {
    expect((await addReward({ name: 'Charity donation', cost: '2', ask: 'choice', options: 'Red Cross\nUNICEF' })).json).toMatchObject({
      response_action: 'update',
    });
    const charity = await rewardId('Charity donation');
    const start = balanceIn(await reply('UANA', 'rewards'));
    const bad = await redeem('UANA', charity, { note: choice('Somebody else') });
    expect((bad.json as { errors: Record<string, string> }).errors.note).toContain('Pick one');
    await redeem('UANA', charity, { note: choice('UNICEF') });
    expect(balanceIn(await reply('UANA', 'rewards'))).toBe(start - 2);
    await h.current.interact(blockAction('UCEO', 'reward_retire', { value: charity }));
    await waitFor(() => dmsTo('UANA').some((t) => t.includes('the reward was retired')), 'the refund DM');
    const after = await reply('UANA', 'rewards');
    expect(balanceIn(after)).toBe(start);
    expect(after).not.toContain(`reward_redeem","value":"${charity}`);
  });

  it('retire pressed twice (one press delivered twice, and a second press at once) gives each open request back once', async () => {
    expect((await addReward({ name: 'Concert tickets', cost: '1', stock: '3', approval: 'no' })).json).toMatchObject({ response_action: 'update' });
    const tickets = await rewardId('Concert tickets');
    const start = balanceIn(await reply('UANA', 'rewards'));
    await redeem('UANA', tickets);
    await redeem('UANA', tickets);
    const { ledger } = h.current.runtime.deps.rewards;
    const team = { teamId: 'T1' };
    expect(await ledger.stock(team, tickets)).toBe(1);
    const press = blockAction('UCEO', 'reward_retire', { value: tickets });
    await Promise.all([h.current.interact(press), h.current.interact(press), h.current.interact(blockAction('UCEO', 'reward_retire', { value: tickets }))]);
    const retiredDms = () => dmsTo('UANA').filter((t) => t.includes('Concert tickets') && t.includes('the reward was retired'));
    await waitFor(() => retiredDms().length >= 2, 'both refunds');
    await new Promise((r) => setTimeout(r, 300));
    expect(retiredDms()).toHaveLength(2);
    const requests = new Set((await ledger.events(team, 'all')).filter((e) => e.reward.id === tickets).map((e) => e.request));
    const refunds = (await ledger.entries(team)).filter((e) => e.kind === 'refunded' && requests.has(e.request ?? ''));
    expect(refunds.map((e) => e.request).sort()).toEqual([...requests].sort());
    expect(balanceIn(await reply('UANA', 'rewards'))).toBe(start);
    expect(await ledger.stock(team, tickets)).toBe(3);
  });

  it('adjusts a balance with a reason (never below zero) and exports CSVs that reconcile with the ledger', async () => {
    const start = balanceIn(await reply('UANA', 'rewards'));
    const adjust = (amount: string, reason: string) => adjustBalance('UANA', amount, reason);
    expect(((await adjust('-99999999', 'too much')).json as { errors: Record<string, string> }).errors.amount).toBeTruthy();
    expect(((await adjust('5', '')).json as { errors: Record<string, string> }).errors.reason).toContain('Say why');
    expect(textOf((await adjust('-1000000', 'correction')).json)).toContain('below zero');
    expect(textOf((await adjust('12', 'welcome bonus')).json)).toContain('now has');
    expect(balanceIn(await reply('UANA', 'rewards'))).toBe(start + 12);
    // Someone Slack no longer knows (an account removed since): their row has empty name and e-mail, and the export goes on.
    await h.current.runtime.deps.rewards.ledger.adjust({ teamId: 'T1' }, 'UGONE', 4, 'UCEO', 'before they left');
    const uploads = h.current.fake.callsTo('files.completeUploadExternal').length;
    expect(await reply('UBEN', 'rewards export')).toContain('Only admins');
    await reply('UCEO', 'rewards export');
    await waitFor(() => h.current.fake.callsTo('files.completeUploadExternal').length >= uploads + 2, 'two files');
    const files = [...h.current.fake.workspace.files.values()].slice(-2);
    const balancesCsv = String(files.find((f) => f.name === 'balances.csv')!.bytes);
    expect(balancesCsv.split('\n')[0]).toBe('person,person_name,person_email,received,redeemed,refunded,adjusted,balance,entries');
    const balances = parse(balancesCsv, { columns: true }) as Record<string, string>[];
    const ana = balances.find((b) => b.person === 'UANA')!;
    expect(ana).toMatchObject({ person_name: 'Ana Lima', person_email: 'ana@acme.test' });
    expect(Number(ana.balance)).toBe(start + 12);
    expect(Number(ana.received) - Number(ana.redeemed) + Number(ana.refunded) + Number(ana.adjusted)).toBe(Number(ana.balance));
    expect(balances.find((b) => b.person === 'UGONE')).toMatchObject({ person_name: '', person_email: '', balance: '4' });
    const redemptionsCsv = String(files.find((f) => f.name === 'redemptions.csv')!.bytes);
    expect(redemptionsCsv.split('\n')[0]).toBe(
      'request,requested_at,person,person_name,person_email,reward,cost,note,state,changed_by,changed_by_name,changed_by_email,changed_at,reason',
    );
    const redemptions = parse(redemptionsCsv, { columns: true }) as Record<string, string>[];
    expect(redemptions.map((r) => `${r.reward}:${r.state}`).sort()).toEqual([
      'A day off:approved',
      'Charity donation:cancelled',
      'Concert tickets:cancelled',
      'Concert tickets:cancelled',
      'Team lunch:declined',
      'Team lunch:fulfilled',
    ]);
    expect(redemptions.find((r) => r.state === 'declined')).toMatchObject({
      person: 'UANA',
      person_name: 'Ana Lima',
      person_email: 'ana@acme.test',
      changed_by: 'UCEO',
      changed_by_name: 'Cleo Chief',
      changed_by_email: 'ceo@acme.test',
    });
  });

  it('lets only the person who asked cancel an open request, with the coins back once', async () => {
    const start = balanceIn(await reply('UANA', 'rewards'));
    const shown = await reply('UANA', 'rewards');
    const id = /"action_id":"reward_cancel","value":"([^"]+)"/.exec(shown.replace(/\\"/g, '"'))![1]!;
    const url = h.current.fake.responseUrl();
    await h.current.interact(blockAction('UBEN', 'reward_cancel', { value: id, response_url: url }));
    await waitFor(() => h.current.fake.callsTo('response_url').some((c) => textOf(c.args).includes('Only the person who asked')), 'the refusal');
    expect(balanceIn(await reply('UANA', 'rewards'))).toBe(start);
    const home = { view: { id: 'VHOMEANA', type: 'home' } };
    const firstHomes = publishedFor('UANA');
    await h.current.interact(blockAction('UANA', 'reward_cancel', { value: id, ...home }));
    await waitFor(() => dmsTo('UANA').some((t) => t.includes('was cancelled by you')), 'the cancel DM');
    await waitFor(() => publishedFor('UANA') > firstHomes, 'App Home redrawn after the cancel');
    // Pressed again on App Home (a stale Home): the Home is redrawn, and no second DM says nothing changed.
    const homes = publishedFor('UANA');
    await h.current.interact(blockAction('UANA', 'reward_cancel', { value: id, ...home }));
    await waitFor(() => publishedFor('UANA') > homes, 'App Home redrawn after the second press');
    await new Promise((r) => setTimeout(r, 200));
    expect(dmsTo('UANA').filter((t) => t.includes('nothing changed'))).toEqual([]);
    expect(dmsTo('UANA').filter((t) => t.includes('was cancelled by you'))).toHaveLength(1);
    // Told what happened, not why: they cancelled it themselves.
    expect(dmsTo('UANA').find((t) => t.includes('was cancelled by you'))).not.toContain('Reason:');
    expect(balanceIn(await reply('UANA', 'rewards'))).toBe(start + 1);
  });

  it('acks a confirm at once with a "Redeeming…" view (no submit), then shows the outcome in that modal by views.update', async () => {
    const view = await openBy('UANA', 'reward_redeem', await rewardId('A day off'));
    const before = h.current.fake.callsTo('views.update').length;
    const values = { note: input('Monday the 8th') };
    const ack = await h.current.interact(
      viewSubmission('UANA', { id: view.id, callback_id: 'reward_redeem_modal', private_metadata: view.private_metadata!, values, blocks: view.blocks! }),
    );
    expect(ack.json).toMatchObject({ response_action: 'update', view: { type: 'modal' } });
    expect(textOf(ack.json)).toContain('Redeeming');
    expect((ack.json as { view: Record<string, unknown> }).view.submit).toBeUndefined();
    expect(await updatedTo(view.id, before)).toContain('Done');
    expect(textOf(h.current.fake.views.get(view.id))).toContain('Done');
    expect(
      h.current.fake
        .callsTo('views.update')
        .slice(before)
        .filter((c) => c.args.view_id === view.id),
    ).toHaveLength(1);
  });

  it('tells the outcome in a DM when the modal is gone (views.update answers not_found), taking the coins once', async () => {
    expect((await addReward({ name: 'Gift card', cost: '1000000' })).json).toMatchObject({ response_action: 'update' });
    const start = balanceIn(await reply('UANA', 'rewards'));
    h.current.fake.failNext('views.update', 'not_found');
    const refused = await redeem('UANA', await rewardId('Gift card'));
    expect(refused.outcome).toContain('Not enough coins');
    await waitFor(() => dmsTo('UANA').some((t) => t.includes('Not enough coins')), 'the refusal in a DM');
    h.current.fake.failNext('views.update', 'not_found');
    const dayOffDms = () => dmsTo('UANA').filter((t) => t.includes('A day off')).length;
    const before = dayOffDms();
    const done = await redeem('UANA', await rewardId('A day off'), { note: input('Tuesday the 9th') });
    expect(done.outcome).toContain('Done');
    // Its outcome reaches the person once, in the "You redeemed" DM (no second DM saying "Done" too).
    await waitFor(() => dmsTo('UANA').some((t) => t.includes('You redeemed') && t.includes('A day off')), 'the outcome in a DM');
    await new Promise((r) => setTimeout(r, 200));
    expect(dayOffDms()).toBe(before + 1);
    expect(dmsTo('UANA').filter((t) => t.includes('Sorry for the delay'))).toHaveLength(0);
    expect(balanceIn(await reply('UANA', 'rewards'))).toBe(start - 1);
  });

  it('a confirm submitted twice (a double click) redeems once and tells the person once', async () => {
    const dayOff = await rewardId('A day off');
    const view = await openBy('UANA', 'reward_redeem', dayOff);
    const submit = () =>
      h.current.interact(
        viewSubmission('UANA', {
          id: view.id,
          callback_id: 'reward_redeem_modal',
          private_metadata: view.private_metadata!,
          values: { note: input('Monday the 8th') },
          blocks: view.blocks!,
        }),
      );
    const dms = () => dmsTo('UANA').filter((t) => t.includes('You redeemed') && t.includes('A day off')).length;
    const before = dms();
    const outbox = h.current.runtime.stores.outbox();
    const settled = async () => {
      while ((await outbox.open()) > 0) await new Promise((r) => setTimeout(r, 20));
    };
    const updates = () => h.current.fake.callsTo('views.update').filter((c) => c.args.view_id === view.id).length;
    await submit();
    await waitFor(() => dms() > before, 'the DM', 15_000);
    // (A second confirm that arrives while the first still runs is the same kept request: that run answers both.)
    await settled();
    const shown = updates();
    const again = await submit();
    expect(textOf(again.json)).toContain('Redeeming');
    // The second confirm's outcome in the modal says it is done; only the DMs after it must not go out again.
    await waitFor(() => updates() > shown, 'the second outcome', 15_000);
    await settled();
    expect(dms()).toBe(before + 1);
  });

  it('refuses to adjust a bot’s balance, and reads a typographic minus as a minus', async () => {
    const bot = (await adjustBalance('UDEPLOY', '5', 'thanks, robot')).json as { errors: Record<string, string> };
    expect(bot.errors.user).toContain('bot');
    const start = balanceIn(await reply('UANA', 'rewards'));
    expect(textOf((await adjustBalance('UANA', '\u22121', 'a typo fixed')).json)).toContain('now has');
    expect(balanceIn(await reply('UANA', 'rewards'))).toBe(start - 1);
  });

  it('asks before retiring a reward (Slack’s confirm dialog on the button)', async () => {
    const shown = JSON.parse(await reply('UCEO', 'rewards')) as {
      blocks: { type: string; elements?: { action_id: string; confirm?: { title: { text: string }; text: { text: string } } }[] }[];
    };
    const retire = shown.blocks.flatMap((b) => b.elements ?? []).find((e) => e.action_id === 'reward_retire')!;
    expect(retire.confirm?.title.text).toBe('Retire this reward?');
    expect(retire.confirm?.text.text).toContain('open requests are cancelled with their coins given back');
  });

  it('names a new request’s reward escaped in the approver post’s text too: a <!channel> in it pings no one', async () => {
    await addReward({ name: 'Ping <!channel> lunch', cost: '1', approval: 'yes' });
    expect(textOf((await adjustBalance('UANA', '2', 'for the ping test')).json)).toContain('now has');
    await redeem('UANA', await rewardId('Ping &lt;!channel&gt; lunch'));
    const post = await waitFor(
      () =>
        h.current.fake.callsTo('chat.postMessage').find((c) => String(c.args.text).startsWith('New reward request') && String(c.args.text).includes('Ping')),
      'the approver post',
    );
    expect(String(post.args.text)).toContain('Ping &lt;!channel&gt; lunch');
    expect(String(post.args.text)).not.toContain('<!channel>');
  });

  it('the adjustment DM says the reason as typed, escaped: a <!channel> in it pings no one', async () => {
    expect(textOf((await adjustBalance('UANA', '1', 'a <!channel> & more')).json)).toContain('now has');
    await waitFor(() => dmsTo('UANA').some((t) => t.includes('adjusted by +1 coin by')), 'the adjustment DM');
    expect(dmsTo('UANA').find((t) => t.includes('adjusted by +1 coin by'))).toContain('a &lt;!channel&gt; &amp; more');
  });

  it('says up front, with no Redeem button, when the person reached the limit or none are left', async () => {
    expect((await addReward({ name: 'Coffee', cost: '1', limit: '1', approval: 'no' })).json).toMatchObject({ response_action: 'update' });
    const coffee = await rewardId('Coffee');
    const first = await openBy('UANA', 'reward_redeem', coffee);
    expect(first.submit).toBeDefined();
    expect((await redeem('UANA', coffee)).outcome).toContain('Done');
    const again = await openBy('UANA', 'reward_redeem', coffee);
    expect(textOf(again.blocks)).toContain('You have reached this reward’s limit of 1 per month');
    expect(again.submit).toBeUndefined();
    expect(JSON.stringify(again.close)).toContain('Close');
    // Someone else has their own limit.
    expect((await openBy('UBEN', 'reward_redeem', coffee)).submit).toBeDefined();
    expect((await addReward({ name: 'Sold-out mug', cost: '1', stock: '0' })).json).toMatchObject({ response_action: 'update' });
    const mug = await openBy('UBEN', 'reward_redeem', await rewardId('Sold-out mug'));
    expect(textOf(mug.blocks)).toContain('None left right now');
    expect(mug.submit).toBeUndefined();
  });
});
