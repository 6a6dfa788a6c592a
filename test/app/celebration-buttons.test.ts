// The celebration post's "Add kudos" and the day-before DM's "Don't post this year", clicked through Slack: real signed
// block_actions payloads into the running app. Add kudos opens the give form with the celebrated people (never the
// clicker), gives nothing by itself, and a kudos sent from it is filed once; the skip keeps that person's post from
// going out this year, a second press changes nothing, and nobody can skip someone else's. The company's coins are in
// the rewards ledger and its balances export.
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { celebrateDue } from '../../src/features/celebrations/post.js';
import { textOf, useHarness, waitFor } from '../support/app-harness.js';
import { blockAction, viewSubmission } from '../support/slack-requests.js';

const h = useHarness();
const W = { teamId: 'T1' };

const tick = (iso: string) => celebrateDue(h.current.runtime.deps, h.current.runtime.slack!.app.client, W, new Date(iso));
const posts = () => h.current.fake.workspace.messages.filter((m) => m.channel === 'C1' && m.metadata?.event_type === 'kudos_celebration');
type Button = { type: string; action_id?: string; value?: string };
const buttonOf = (blocks: unknown, actionId: string) =>
  ((blocks ?? []) as { type: string; elements?: Button[] }[]).flatMap((b) => b.elements ?? []).find((e) => e.action_id === actionId);

/** Clicks a message button with a fresh trigger and response_url, as Slack sends it; the response_url answer. */
async function click(user: string, actionId: string, value: string, ts: string, channel: string) {
  const before = h.current.fake.callsTo('response_url').length;
  const opened = h.current.fake.callsTo('views.open').length;
  const answer = await h.current.interact(
    blockAction(user, actionId, { value, response_url: h.current.fake.responseUrl(), container: { type: 'message', message_ts: ts, channel_id: channel } }),
  );
  expect(answer.status).toBe(200);
  return { before, opened };
}

async function saidAfter(before: number) {
  return (
    await waitFor(
      () =>
        h.current.fake
          .callsTo('response_url')
          .slice(before)
          .find((c) => c.args.text),
      'the answer',
    )
  ).args;
}

const giveValues = (users: string[], amount: string, reason: string) => ({
  recipients: { users: { type: 'multi_users_select', selected_users: users } },
  usergroups: { groups: { type: 'multi_static_select', selected_options: [] } },
  others: { text: { type: 'plain_text_input', value: null } },
  amount: { value: { type: 'number_input', value: amount } },
  reason: { text: { type: 'plain_text_input', value: reason } },
  share: { choice: { type: 'checkboxes', selected_options: [{ value: 'share' }] } },
});

describe('celebration buttons through Slack', () => {
  it('posts today’s people once with the company’s coins in the rewards ledger and balances.csv', async () => {
    await h.current.runtime.deps.celebrationSettings.set(W, {
      channel: 'C1',
      hour: 9,
      birthdays: true,
      anniversaries: true,
      companyName: 'Acme',
      birthdayCoins: 5,
      anniversaryCoins: 2,
    });
    await h.current.runtime.deps.celebrationDates.setDates(W, 'UANA', { birthday: '11-27', source: 'person' });
    await h.current.runtime.deps.celebrationDates.setDates(W, 'UBEN', { start: '2021-11-27', source: 'import' });
    expect(await tick('2026-11-27T09:30:00Z')).toMatchObject({ posted: 2 });
    expect(await tick('2026-11-27T10:30:00Z')).toMatchObject({ posted: 0 });
    expect(posts()).toHaveLength(1);
    expect(posts()[0]!.text).toBe(':birthday: Happy birthday <@UANA>!\n:trophy: 5 years at Acme today, <@UBEN>! A milestone: thank you for 5 years.');
    const entries = await h.current.runtime.deps.rewards.ledger.entries(W);
    expect(entries.filter((e) => e.user === 'UANA')).toEqual([
      expect.objectContaining({ amount: 5, kind: 'received', why: 'birthday 2026, from the company' }),
    ]);
    expect(entries.filter((e) => e.user === 'UBEN')).toEqual([
      expect.objectContaining({ amount: 2, why: 'work anniversary (5 years) 2026, from the company' }),
    ]);
    expect(await h.current.runtime.deps.rewards.ledger.balance(W, 'UANA')).toBe(5);

    const uploads = h.current.fake.callsTo('files.completeUploadExternal').length;
    await h.current.command('rewards export', 'UCEO');
    await waitFor(() => h.current.fake.callsTo('files.completeUploadExternal').length >= uploads + 2, 'two files');
    const file = [...h.current.fake.workspace.files.values()].find((f) => f.name === 'balances.csv')!;
    const rows = parse(String(file.bytes), { columns: true }) as Record<string, string>[];
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ person: 'UANA', received: '5', balance: '5' }),
        expect.objectContaining({ person: 'UBEN', received: '2', balance: '2' }),
      ]),
    );
  });

  it('“Add kudos” opens the give form with the celebrated people, twice when pressed twice, and gives nothing by itself', async () => {
    const post = posts()[0]!;
    const button = buttonOf(post.blocks, 'celebration_kudos')!;
    expect(button.value).toBe('UANA,UBEN');
    const first = await click('UCARA', 'celebration_kudos', button.value!, post.ts, 'C1');
    await waitFor(() => h.current.fake.callsTo('views.open').length > first.opened, 'the give form');
    const form = h.current.fake.callsTo('views.open').at(-1)!.args.view as { callback_id: string; blocks: unknown[] };
    expect(form.callback_id).toBe('give_kudos_modal');
    expect(textOf(form.blocks)).toContain('"initial_users":["UANA","UBEN"]');
    expect(textOf(form.blocks)).toContain('Celebrating with you!');
    // Nothing is quoted from the post, so the form does not say a message is quoted (as Kudos for this message does).
    expect(textOf(form.blocks)).not.toContain('Thanking someone for a message');
    const second = await click('UCARA', 'celebration_kudos', button.value!, post.ts, 'C1');
    await waitFor(() => h.current.fake.callsTo('views.open').length > second.opened, 'the give form again');
    expect(h.current.recognitions()).toEqual([]);

    // The celebrated person's own click leaves them out.
    const own = await click('UANA', 'celebration_kudos', button.value!, post.ts, 'C1');
    await waitFor(() => h.current.fake.callsTo('views.open').length > own.opened, 'Ana’s give form');
    const anas = textOf((h.current.fake.callsTo('views.open').at(-1)!.args.view as { blocks: unknown[] }).blocks);
    expect(anas).toContain('"initial_users":["UBEN"]');
  });

  it('a kudos sent from the form is filed once, even when the submission arrives twice', async () => {
    const view = [...h.current.fake.views.values()].filter((v) => v.callback_id === 'give_kudos_modal').at(-2) as {
      id: string;
      callback_id: string;
      private_metadata: string;
    };
    const submission = viewSubmission('UCARA', {
      id: view.id,
      callback_id: view.callback_id,
      private_metadata: view.private_metadata,
      values: giveValues(['UANA', 'UBEN'], '3', 'Celebrating with you! :tada:'),
    });
    const [a, b] = await Promise.all([h.current.interact(submission), h.current.interact(submission)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    await waitFor(() => h.current.recognitions().some((r) => r.reason.startsWith('Celebrating with you')), 'the kudos');
    await waitFor(() => h.current.fake.callsTo('views.update').filter((c) => c.args.view_id === view.id).length >= 2, 'both result views');
    expect(h.current.recognitions().filter((r) => r.reason.startsWith('Celebrating with you'))).toEqual([
      expect.objectContaining({ sender_email: 'cara@acme.test', amount: 3 }),
    ]);
  });

  it('“Don’t post this year”: the day before, one click skips the post; a second press and someone else’s click change nothing', async () => {
    await h.current.runtime.deps.celebrationDates.setDates(W, 'UCARA', { birthday: '12-05', source: 'person' });
    await h.current.runtime.deps.celebrationDates.setDates(W, 'UMGR', { birthday: '12-05', source: 'person' });
    expect(await tick('2026-12-04T10:00:00Z')).toMatchObject({ told: 2, posted: 0 });
    const dm = h.current.fake.callsTo('chat.postMessage').find((c) => c.args.channel === 'UCARA' && textOf(c.args.blocks).includes('celebration_skip'))!;
    expect(dm.args.text).toMatch(/Tomorrow Kudos will celebrate your birthday in <#C1>/);
    const skip = buttonOf(dm.args.blocks, 'celebration_skip')!;
    expect(skip.value).toBe('UCARA:birthday:2026');

    const stranger = await click('UANA', 'celebration_skip', skip.value!, '1.0', 'DCARA');
    expect(textOf(await saidAfter(stranger.before))).toContain('someone else’s celebration');
    const once = await click('UCARA', 'celebration_skip', skip.value!, '1.0', 'DCARA');
    const said = await saidAfter(once.before);
    expect(said).toMatchObject({ text: ':white_check_mark: Done: it won’t be posted this year.', replace_original: true });
    const twice = await click('UCARA', 'celebration_skip', skip.value!, '1.0', 'DCARA');
    expect(textOf(await saidAfter(twice.before))).toContain('already been posted (or was already skipped)');

    // On the day, at 09:00 on their clock: Max is posted, Cara is not, and gets no coins.
    const before = posts().length;
    await tick('2026-12-05T09:00:00Z');
    await tick('2026-12-05T12:00:00Z');
    expect(
      posts()
        .slice(before)
        .map((m) => m.text),
    ).toEqual([':birthday: Happy birthday <@UMGR>!']);
    expect((await h.current.runtime.deps.rewards.ledger.entries(W)).filter((e) => e.user === 'UCARA')).toEqual([]);
  });

  it('a skip pressed after the post went out says so and posts nothing more', async () => {
    const before = posts().length;
    const late = await click('UANA', 'celebration_skip', 'UANA:birthday:2026', '1.0', 'DANA');
    expect(textOf(await saidAfter(late.before))).toContain('already been posted');
    await tick('2026-11-27T20:00:00Z');
    expect(posts()).toHaveLength(before);
  });

  it('posts in the workspace’s default language (French) and tells the person the day before in their own (German)', async () => {
    const deps = h.current.runtime.deps;
    await deps.languageChoices.setWorkspaceDefault(W, 'fr');
    await deps.languages.choose(W, 'UBEN', 'de');
    try {
      await deps.celebrationDates.setDates(W, 'UBEN', { birthday: '03-10', source: 'person' });
      const dms = () => h.current.fake.callsTo('chat.postMessage').filter((c) => c.args.channel === 'UBEN');
      const told = dms().length;
      await tick('2027-03-09T12:00:00Z');
      expect(
        dms()
          .slice(told)
          .map((c) => c.args.text),
      ).toEqual(['Morgen feiert Kudos deinen Geburtstag in <#C1>.']);
      const before = posts().length;
      await tick('2027-03-10T12:00:00Z');
      expect(posts().slice(before)).toHaveLength(1);
      const post = posts().at(-1)!;
      expect(post.text).toBe(':birthday: Joyeux anniversaire <@UBEN> !');
      expect(JSON.stringify(post.blocks)).toContain('Ajouter des kudos');
    } finally {
      await deps.languageChoices.setWorkspaceDefault(W, undefined);
      await deps.languages.choose(W, 'UBEN', undefined);
    }
  });
});
