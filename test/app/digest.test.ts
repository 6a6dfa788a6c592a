// The weekly digest through the real app: its content (shared kudos only, values, the nudge) in an admin's preview
// and in the feed channel; posted once per week across restarts on the same data, caught up on start while the week
// lasts and not after; off means nothing; the day, hour and time zone decide when it is due.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allowanceNudge } from '../../src/features/digest/nudge.js';
import { postDueDigest } from '../../src/features/digest/post.js';
import { readDirectory } from '../../src/features/sync/plan.js';
import { DEFAULT_GIVING_RULES } from '../../src/store/giving-rules.js';
import { type Harness, textOf, useHarness, waitFor } from '../support/app-harness.js';
import { blockAction, viewSubmission } from '../support/slack-requests.js';

const T1 = { teamId: 'T1' };
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** The first Monday 09:00 UTC after the real time now: its digest covers the kudos these tests give. */
function comingSlot(): Date {
  const now = new Date();
  const slot = new Date(now);
  slot.setUTCHours(9, 0, 0, 0);
  while (slot.getUTCDay() !== 1 || slot <= now) slot.setUTCDate(slot.getUTCDate() + 1);
  return slot;
}

/** The digests the channel shows (a post Slack refused is not there). */
const digestPosts = (h: Harness, channel = 'C1') => h.fake.workspace.messages.filter((m) => m.channel === channel && m.text.includes('Kudos this week'));

/** The tick's outcome logged after line `from`: the digest job runs once when the app starts. */
/** The "Post now" button's value in the latest preview the app sent (it names the previewed week). */
function postNowValue(h: Harness): string {
  const preview = h.fake
    .callsTo('response_url')
    .filter((c) => JSON.stringify(c.args).includes('digest_post_now'))
    .at(-1)!;
  const blocks = preview.args.blocks as { type: string; elements?: { action_id?: string; value?: string }[] }[];
  return blocks.flatMap((b) => b.elements ?? []).find((e) => e.action_id === 'digest_post_now')!.value!;
}

const tickOutcome = (h: Harness, from: number) => waitFor(() => h.lines.slice(from).find((l) => l.includes('weekly digest of T:T1: ')), 'the digest job');

describe('the digest’s content, previewed and posted now', () => {
  const slot = comingSlot();
  let clock = new Date(slot.getTime() - HOUR);
  const h = useHarness({ now: () => clock });

  /** The reply to a command that says `expected` (kudos confirmations arrive after their ack, in any order). */
  async function reply(text: string, userId: string, expected: string) {
    const before = h.current.fake.callsTo('response_url').length;
    await h.current.command(text, userId);
    return waitFor(
      () =>
        h.current.fake
          .callsTo('response_url')
          .slice(before)
          .find((c) => textOf(c.args).includes(expected)),
      `a reply saying ${expected}`,
    );
  }

  it('counts shared kudos only, with the top receivers, the values and the nudge', async () => {
    await h.current.runtime.deps.workspaces.update(T1, { feedChannel: 'C1' });
    await h.current.runtime.deps.values.set(T1, [{ name: 'Ownership', hashtag: 'ownership', emoji: 'muscle', description: 'We finish what we start' }], 'UCEO');
    const before = h.current.recognitions().length;
    await h.current.command('<@UBEN> 10 for the launch #ownership', 'UANA');
    await h.current.command('<@UANA> 7 for the secret santa plan --private', 'UCARA');
    await h.current.command('<@UCARA> 3 for the careful reviews', 'UBEN');
    await waitFor(() => h.current.recognitions().length === before + 3, 'three recognitions');
    await waitFor(() => h.current.fake.callsTo('response_url').filter((c) => textOf(c.args).includes('You sent')).length === 3, 'three confirmations');
    const preview = await reply('digest preview', 'UCEO', 'Preview');
    const text = textOf(preview.args);
    expect(text).toContain('*Preview* — only you see this');
    expect(text).toContain('*2 kudos* and *13 coins* given by 2 people');
    expect(text).toContain(':first_place_medal: *Ben Carter* — 10 coins (1 kudos)');
    expect(text).toContain(':muscle: Ownership — 1 kudos');
    expect(text).toContain('the launch #ownership');
    expect(text).toContain('still have coins to give');
    expect(text).not.toContain('secret santa');
    expect(text).toContain('digest_post_now');
    expect(digestPosts(h.current)).toHaveLength(0);
  });

  it('previews to the admin in their words, and the digest itself in the workspace’s default language (French)', async () => {
    await h.current.runtime.deps.languageChoices.setWorkspaceDefault(T1, 'fr');
    await h.current.runtime.deps.languages.choose(T1, 'UCEO', 'en');
    try {
      const text = textOf((await reply('digest preview', 'UCEO', 'Preview')).args);
      expect(text).toContain('*Preview* — only you see this');
      expect(text).toContain('Les kudos de la semaine');
      expect(text).toContain('*2 kudos* et *13 pièces* donnés par 2 personnes');
      expect(text).not.toContain('Kudos this week');
    } finally {
      await h.current.runtime.deps.languageChoices.setWorkspaceDefault(T1, undefined);
      await h.current.runtime.deps.languages.choose(T1, 'UCEO', undefined);
    }
  });
  it('nudges the people with coins left this period: everyone but bots, less what they gave (the private kudos too)', async () => {
    const { deps } = h.current.runtime;
    const users = await readDirectory(h.current.runtime.slack!.app.client, T1);
    const nudge = await allowanceNudge(deps, T1, users, new Date());
    expect(nudge).toMatchObject({ people: 8, coins: 8 * 100 - 10 - 7 - 3 });
    await deps.givingRules.set(T1, { ...DEFAULT_GIVING_RULES, adminsExempt: true });
    expect(await allowanceNudge(deps, T1, users, new Date())).toMatchObject({ people: 7 });
    await deps.givingRules.set(T1, DEFAULT_GIVING_RULES);
  });

  it('is for admins only', async () => {
    expect(textOf((await reply('digest preview', 'UANA', 'admin')).args)).toContain('Only Slack workspace admins and owners');
    expect(textOf((await h.current.command('digest', 'UCEO')).body)).toContain('Use `/kudos digest preview`');
    const calls = h.current.fake.calls.length;
    await h.current.interact(
      blockAction('UANA', 'digest_post_now', { value: 'post', response_url: h.current.fake.responseUrl(), container: { type: 'message' } }),
    );
    await waitFor(() => h.current.fake.calls.slice(calls).find((c) => textOf(c.args).includes('Only Slack workspace admins')), 'the refusal');
    expect(digestPosts(h.current)).toHaveLength(0);
  });

  it('"Post now" posts it in the feed channel once, and the week’s slot then posts nothing more', async () => {
    const answers = h.current.fake.callsTo('response_url').length;
    const value = postNowValue(h.current);
    const click = () =>
      h.current.interact(blockAction('UCEO', 'digest_post_now', { value, response_url: h.current.fake.responseUrl(), container: { type: 'message' } }));
    await click();
    expect(textOf((await waitFor(() => h.current.fake.callsTo('response_url')[answers], 'the answer')).args)).toContain('Posted the weekly digest in <#C1>');
    const [post] = digestPosts(h.current);
    expect(textOf(post!.blocks)).toContain('*2 kudos* and *13 coins*');
    await click();
    expect(textOf((await waitFor(() => h.current.fake.callsTo('response_url')[answers + 1], 'the second answer')).args)).toContain('posted already');
    clock = new Date(slot.getTime() + HOUR);
    expect(await postDueDigest(h.current.runtime.deps, h.current.runtime.slack!.app.client, T1, clock)).toBe('already posted');
    expect(digestPosts(h.current)).toHaveLength(1);
    // The same button a week later: it names the week it previewed, so never next week's digest.
    clock = new Date(slot.getTime() + 7 * DAY + HOUR);
    await click();
    expect(textOf((await waitFor(() => h.current.fake.callsTo('response_url')[answers + 2], 'the answer a week later')).args)).toContain('posted already');
    expect(digestPosts(h.current)).toHaveLength(1);
  });

  it('"Post now" pressed twice at once posts once', async () => {
    const posted = digestPosts(h.current).length;
    const week = JSON.stringify({ week: '2031-01-06', from: '2030-12-30T09:00:00.000Z', due: '2031-01-06T09:00:00.000Z' });
    const answers = h.current.fake.callsTo('response_url').length;
    const click = () =>
      h.current.interact(blockAction('UCEO', 'digest_post_now', { value: week, response_url: h.current.fake.responseUrl(), container: { type: 'message' } }));
    await Promise.all([click(), click()]);
    const both = await waitFor(
      () => (h.current.fake.callsTo('response_url').length >= answers + 2 ? h.current.fake.callsTo('response_url').slice(answers) : undefined),
      'both answers',
    );
    expect(
      both.map((c) => textOf(c.args)).filter((t) => t.includes('Posted the weekly digest')),
      JSON.stringify(both.map((c) => textOf(c.args))),
    ).toHaveLength(1);
    expect(digestPosts(h.current)).toHaveLength(posted + 1);
  });

  it('answers a button from before buttons named their week without posting', async () => {
    const posted = digestPosts(h.current).length;
    const answers = h.current.fake.callsTo('response_url').length;
    await h.current.interact(
      blockAction('UCEO', 'digest_post_now', { value: 'post', response_url: h.current.fake.responseUrl(), container: { type: 'message' } }),
    );
    expect(textOf((await waitFor(() => h.current.fake.callsTo('response_url')[answers], 'the answer')).args)).toContain('out of date');
    expect(digestPosts(h.current)).toHaveLength(posted);
  });
});

describe('a digest due and not out yet', () => {
  const slot = comingSlot();
  const clock = new Date(slot.getTime() + 30 * 60 * 1000);
  const h = useHarness({ now: () => clock });

  it('is what the preview shows and what "Post now" posts — one digest, never a second one right behind it', async () => {
    // No channel when the app started: the start's check could not post it, so it is still due.
    expect(await tickOutcome(h.current, 0)).toContain('no channel');
    await h.current.runtime.deps.workspaces.update(T1, { feedChannel: 'C1' });
    const before = h.current.fake.callsTo('response_url').length;
    await h.current.command('digest preview', 'UCEO');
    const preview = textOf(
      (
        await waitFor(
          () =>
            h.current.fake
              .callsTo('response_url')
              .slice(before)
              .find((c) => textOf(c.args).includes('Preview')),
          'the preview',
        )
      ).args,
    );
    expect(preview).toContain('has not gone out yet: it goes to <#C1> within a minute');
    expect(preview).not.toContain('instead of on');
    const answers = h.current.fake.callsTo('response_url').length;
    await h.current.interact(
      blockAction('UCEO', 'digest_post_now', { value: postNowValue(h.current), response_url: h.current.fake.responseUrl(), container: { type: 'message' } }),
    );
    expect(textOf((await waitFor(() => h.current.fake.callsTo('response_url')[answers], 'the answer')).args)).toContain('Posted the weekly digest in <#C1>');
    expect(await postDueDigest(h.current.runtime.deps, h.current.runtime.slack!.app.client, T1, clock)).toBe('already posted');
    expect(digestPosts(h.current)).toHaveLength(1);
  });
});

describe('once per week, across restarts on the same data', () => {
  const slot = comingSlot();
  let clock = new Date(slot.getTime() + 30 * 60 * 1000);
  const store = `sqlite://${join(mkdtempSync(join(tmpdir(), 'kudos-digest-')), 'app.sqlite')}`;
  const h = useHarness({ now: () => clock, env: { STORE_URL: store } });

  async function restart(): Promise<string> {
    const from = h.current.lines.length;
    await h.current.restart();
    return tickOutcome(h.current, from);
  }

  it('is posted on start when due, and not again after two restarts', async () => {
    expect(await tickOutcome(h.current, 0)).toContain(': no channel');
    await h.current.runtime.deps.workspaces.update(T1, { feedChannel: 'C1' });
    expect(await restart()).toContain(': posted');
    expect(digestPosts(h.current)).toHaveLength(1);
    expect(await restart()).toContain(': already posted');
    expect(await restart()).toContain(': already posted');
    expect(digestPosts(h.current)).toHaveLength(1);
  });

  it('missed while down: posted on start later the same week', async () => {
    clock = new Date(slot.getTime() + 10 * DAY);
    expect(await restart()).toContain(': posted');
    expect(digestPosts(h.current)).toHaveLength(2);
  });

  it('missed while down: not posted once its week has passed', async () => {
    clock = new Date(slot.getTime() + 21 * DAY - 8 * HOUR);
    expect(await restart()).toContain(': not due');
    expect(digestPosts(h.current)).toHaveLength(2);
  });

  it('off: nothing is posted', async () => {
    clock = new Date(slot.getTime() + 21 * DAY + HOUR);
    await h.current.runtime.deps.digestSettings.set(T1, { enabled: false, weekday: 1, hour: 9 });
    expect(await restart()).toContain(': off');
    expect(digestPosts(h.current)).toHaveLength(2);
  });
});

describe('the day, hour and time zone decide when it is due', () => {
  const h = useHarness();

  it('Wednesday 14:00 in New York, in its own channel; a refused post is tried again', async () => {
    const { deps } = h.current.runtime;
    const client = h.current.runtime.slack!.app.client;
    await tickOutcome(h.current, 0); // the start's check, done before there is a channel to post in
    await deps.workspaces.update(T1, { feedChannel: 'C1' });
    await deps.givingRules.set(T1, { ...DEFAULT_GIVING_RULES, timeZone: 'America/New_York' });
    await deps.digestSettings.set(T1, { enabled: true, weekday: 3, hour: 14, channel: 'CDIGEST' });
    // Wednesday 2 Dec 2026: 14:00 in New York is 19:00 UTC.
    expect(await postDueDigest(deps, client, T1, new Date('2026-12-02T18:59:00Z'))).toBe('not due');
    expect(await postDueDigest(deps, client, T1, new Date('2026-12-01T19:00:00Z'))).toBe('not due');
    h.current.fake.failNext('chat.postMessage', 'not_in_channel');
    expect(await postDueDigest(deps, client, T1, new Date('2026-12-02T19:00:00Z'))).toBe('failed');
    expect(h.current.lines.some((l) => l.includes('posting in CDIGEST failed (not_in_channel)'))).toBe(true);
    expect(await postDueDigest(deps, client, T1, new Date('2026-12-02T19:05:00Z'))).toBe('posted');
    expect(await postDueDigest(deps, client, T1, new Date('2026-12-03T09:00:00Z'))).toBe('already posted');
    expect(digestPosts(h.current, 'CDIGEST')).toHaveLength(1);
    expect(digestPosts(h.current, 'C1')).toHaveLength(0);
  });

  it('is set in the Weekly digest step of setup, by admins only', async () => {
    const { deps } = h.current.runtime;
    const pushes = h.current.fake.callsTo('views.push').length;
    await h.current.interact(blockAction('UCEO', 'setup_digest', { view: { id: 'VSETUP', type: 'modal' } }));
    const pushed = await waitFor(() => h.current.fake.callsTo('views.push')[pushes], 'the digest form');
    expect(textOf(pushed.args.view)).toContain('"callback_id":"digest_settings"');
    expect(textOf(pushed.args.view)).toMatch(/every Wednesday at 2:00\sPM \(America\/New_York\)/);
    const values = (day: string, hour: string, on: boolean) => ({
      digest_enabled: { value: { type: 'checkboxes', selected_options: on ? [{ value: 'on' }] : [] } },
      digest_weekday: { value: { type: 'static_select', selected_option: { value: day } } },
      digest_hour: { value: { type: 'static_select', selected_option: { value: hour } } },
      digest_channel: { value: { type: 'conversations_select', selected_conversation: null } },
    });
    const submit = (userId: string, v: Record<string, unknown>) =>
      h.current.interact(viewSubmission(userId, { id: 'VDIGEST', callback_id: 'digest_settings', values: v }));
    expect(textOf((await submit('UANA', values('5', '8', false))).json)).toContain('Only Slack workspace admins');
    expect(await deps.digestSettings.get(T1)).toEqual({ enabled: true, weekday: 3, hour: 14, channel: 'CDIGEST' });
    expect(textOf((await submit('UCEO', values('5', '8', true))).json)).toMatch(
      /The weekly digest goes to the feed channel every Friday at 8:00\sAM \(America\/New_York\)/,
    );
    expect(await deps.digestSettings.get(T1)).toEqual({ enabled: true, weekday: 5, hour: 8 });
    const refused = h.current.fake.callsTo('views.push').length;
    await h.current.interact(blockAction('UANA', 'setup_digest', { view: { id: 'VSETUP', type: 'modal' } }));
    await new Promise((r) => setTimeout(r, 300));
    expect(h.current.fake.callsTo('views.push')).toHaveLength(refused);
  });
});
