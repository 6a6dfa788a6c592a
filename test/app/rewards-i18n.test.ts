// Rewards in the reader's language, end to end: a person whose Slack locale is French reads the catalogue, the redeem
// confirm, its "Redeeming…" ack, the outcome and the DMs in French (1 pièce, 2 pièces), while the English-speaking admin
// who adjusted the balance reads English, and the approver channel reads the workspace's language (English here).
import { describe, expect, it } from 'vitest';
import { textOf, useHarness, waitFor } from '../support/app-harness.js';
import { blockAction, viewSubmission } from '../support/slack-requests.js';

const FLO = 'UFLO';
const h = useHarness({ extraUsers: [{ id: FLO, name: 'Flore Martin', email: 'flore@acme.test', locale: 'fr-FR' }] });

type View = { id: string; private_metadata?: string; blocks?: unknown[]; title?: { text: string } };
const input = (value: string) => ({ value: { type: 'plain_text_input', value } });
const choice = (value: string) => ({ value: { type: 'static_select', selected_option: { value } } });

async function openBy(user: string, actionId: string, value?: string): Promise<View> {
  const before = h.current.fake.callsTo('views.open').length;
  await h.current.interact(blockAction(user, actionId, value === undefined ? {} : { value }));
  await waitFor(() => h.current.fake.callsTo('views.open').length > before, 'a modal');
  const view = h.current.fake.callsTo('views.open').at(-1)!.args.view as View;
  const stored = [...h.current.fake.views.values()].at(-1) as { id: string };
  return { ...view, id: stored.id };
}

/** The catalogue as `user` reads it from `/kudos rewards` (its text is the title, in their language). */
async function catalogue(user: string, title: string): Promise<string> {
  const before = h.current.fake.callsTo('response_url').length;
  await h.current.command('rewards', user);
  const found = await waitFor(
    () =>
      h.current.fake
        .callsTo('response_url')
        .slice(before)
        .find((c) => c.args.text === title),
    'the catalogue',
  );
  return textOf(found.args);
}

async function adjust(user: string, amount: string, reason: string) {
  const modal = await openBy('UCEO', 'reward_adjust');
  const values = { user: { value: { type: 'users_select', selected_user: user } }, amount: input(amount), reason: input(reason) };
  return h.current.interact(viewSubmission('UCEO', { id: modal.id, callback_id: 'reward_adjust_modal', values }));
}

const dmsTo = (user: string) =>
  h.current.fake
    .callsTo('chat.postMessage')
    .filter((c) => c.args.channel === user)
    .map((c) => String(c.args.text));

describe('rewards in the reader’s language', () => {
  it('speaks French to a French-locale person — catalogue, plural coins, confirm, outcome and DMs — and English to the admin', async () => {
    const form = await openBy('UCEO', 'reward_add');
    expect(form.title?.text).toBe('Add a reward');
    const values = {
      name: input('Team lunch'),
      description: input('Lunch for your team'),
      cost: input('2'),
      stock: input(''),
      limit: input(''),
      period: choice('month'),
      approval: { value: { type: 'checkboxes', selected_options: [{ value: 'yes' }] } },
      ask: choice('nothing'),
      question: input(''),
      options: input(''),
      image: input(''),
    };
    await h.current.interact(viewSubmission('UCEO', { id: form.id, callback_id: 'reward_edit_modal', values }));
    await h.current.interact(
      viewSubmission('UCEO', {
        id: (await openBy('UCEO', 'reward_settings')).id,
        callback_id: 'reward_settings_modal',
        values: { channel: { value: { type: 'conversations_select', selected_conversation: 'C1' } } },
      }),
    );

    // One coin, then two: French plural forms, and the admin's own answer in English.
    expect(textOf((await adjust(FLO, '1', 'welcome')).json)).toContain('now has 1 coin');
    await waitFor(() => dmsTo(FLO).length > 0, 'the adjustment DM');
    expect(dmsTo(FLO)[0]).toContain('a ajusté votre solde de récompenses de +1 pièce');
    const one = await catalogue(FLO, 'Récompenses');
    expect(one).toContain('Vous avez *1 pièce* à dépenser');
    expect(one).toContain('Team lunch'); // an admin's name for a reward is data: as typed
    expect(one).toContain('2 pièces');
    expect(one).toContain('un administrateur l’approuve');
    await adjust(FLO, '1', 'welcome again');
    expect(await catalogue(FLO, 'Récompenses')).toContain('Vous avez *2 pièces* à dépenser');

    // The confirm, its "Redeeming…" ack and the outcome, all in French.
    const lunch = /"action_id":"reward_redeem","value":"([^"]+)"/.exec(one)![1]!;
    const confirm = await openBy(FLO, 'reward_redeem', lunch);
    expect(confirm.title?.text).toBe('Échanger une récompense');
    expect(textOf(confirm.blocks)).toContain('Vous avez 2 pièces ; il vous en restera 0 pièce.');
    const updates = h.current.fake.callsTo('views.update').length;
    const ack = await h.current.interact(
      viewSubmission(FLO, {
        id: confirm.id,
        callback_id: 'reward_redeem_modal',
        private_metadata: confirm.private_metadata!,
        values: {},
        blocks: confirm.blocks!,
      }),
    );
    expect(textOf(ack.json)).toContain('Échange en cours');
    const outcome = await waitFor(
      () =>
        h.current.fake
          .callsTo('views.update')
          .slice(updates)
          .find((c) => c.args.view_id === confirm.id),
      'the outcome',
    );
    expect(textOf(outcome.args.view)).toContain('C’est fait : *Team lunch* vous revient.');
    expect(textOf(outcome.args.view)).toContain('Il vous reste 0 pièce.');
    await waitFor(() => dmsTo(FLO).some((t) => t.includes('Vous avez échangé 2 pièces contre *Team lunch*')), 'the French DM');
    // The approver channel is read by many: the workspace's language (English by default).
    const post = await waitFor(
      () => h.current.fake.callsTo('chat.postMessage').find((c) => c.args.channel === 'C1' && String(c.args.text).includes('Team lunch')),
      'the approver post',
    );
    expect(String(post.args.text)).toBe(`New reward request from <@${FLO}>: Team lunch`);
    expect(textOf(post.args.blocks)).toContain('Approve');
  });
});
