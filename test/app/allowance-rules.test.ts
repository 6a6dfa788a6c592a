// The "Giving rules" step of /kudos setup through signed requests: admins only, every field checked inline, a saved
// change applied at once (the balance, the period, the per-kudos maximum).
import { describe, expect, it } from 'vitest';
import { textOf, useHarness, waitFor } from '../support/app-harness.js';
import { blockAction, viewSubmission } from '../support/slack-requests.js';
import { blockKitProblems } from '../support/block-kit.js';
import { translatorFor } from '../../src/i18n/translator.js';
import { rulesModal, savedView } from '../../src/features/giving/rules-modal.js';
import { DEFAULT_GIVING_RULES } from '../../src/store/giving-rules.js';

const h = useHarness();

const form = (over: Partial<Record<'allowance' | 'period' | 'reset' | 'basis' | 'tz' | 'max', string>> & { exempt?: boolean } = {}) => ({
  allowance: { value: { type: 'number_input', value: over.allowance ?? '100' } },
  period: { value: { type: 'static_select', selected_option: { value: over.period ?? 'month' } } },
  reset_day: { value: { type: 'number_input', value: over.reset ?? '1' } },
  tz_basis: { value: { type: 'radio_buttons', selected_option: { value: over.basis ?? 'workspace' } } },
  time_zone: { value: { type: 'plain_text_input', value: over.tz ?? 'UTC' } },
  per_kudos_max: { value: { type: 'number_input', value: over.max ?? '50' } },
  exempt: { value: { type: 'checkboxes', selected_options: over.exempt ? [{ value: 'admins' }] : [] } },
});

const submit = (userId: string, values: object) =>
  h.current.interact(viewSubmission(userId, { id: 'VRULES', callback_id: 'giving_rules', values: values as Record<string, unknown> }));

async function reply(text: string, userId: string) {
  const before = h.current.fake.callsTo('response_url').length;
  await h.current.command(text, userId);
  return textOf((await waitFor(() => h.current.fake.callsTo('response_url')[before], 'reply')).args);
}

describe('Giving rules in /kudos setup', () => {
  it('the setup form has the step; an admin opens it filled with the defaults', async () => {
    const before = h.current.fake.callsTo('views.open').length;
    await h.current.command('setup', 'UCEO', { trigger_id: h.current.fake.workspace.issueTrigger('UCEO') });
    const setup = await waitFor(() => h.current.fake.callsTo('views.open')[before], 'the setup form');
    expect(textOf(setup.args)).toContain('setup_giving_rules');
    const action = blockAction('UCEO', 'setup_giving_rules', { view: { id: 'VSETUP', type: 'modal' } });
    action.trigger_id = h.current.fake.workspace.issueTrigger('UCEO');
    await h.current.interact(action);
    const pushed = await waitFor(() => h.current.fake.callsTo('views.push')[0], 'the Giving rules form');
    const view = textOf(pushed.args.view);
    expect(view).toContain('"callback_id":"giving_rules"');
    expect(view).toContain('"initial_value":"100"');
    expect(view).toContain('"initial_value":"50"');
  });

  it('is for admins only: opening and saving are refused to others, nothing changes', async () => {
    const pushes = h.current.fake.callsTo('views.push').length;
    await h.current.interact(blockAction('UANA', 'setup_giving_rules', { view: { id: 'VSETUP', type: 'modal' } }));
    await new Promise((r) => setTimeout(r, 200));
    expect(h.current.fake.callsTo('views.push')).toHaveLength(pushes);
    const saved = await submit('UANA', form({ allowance: '5' }));
    expect(textOf(saved.json)).toContain('Only Slack workspace admins');
    expect(await reply('balance', 'UANA')).toContain('of 100 coins left this month');
  });

  it('checks every field inline', async () => {
    const bad = await submit('UCEO', form({ allowance: '0', reset: '31', tz: 'Mars/Olympus', max: '2.5' }));
    expect(bad.json).toEqual({
      response_action: 'errors',
      errors: {
        allowance: 'The allowance must be a whole number of coins from 1 to 1,000,000.',
        reset_day: 'A month starts on a day from 1 to 28 (every month has those).',
        time_zone: '“Mars/Olympus” isn’t a time zone I know. Use an IANA name such as Europe/Lisbon, America/New_York or UTC.',
        per_kudos_max: 'The per-kudos maximum must be a whole number of coins from 1 to 1,000,000.',
      },
    });
    const week = await submit('UCEO', form({ period: 'week', reset: '8', allowance: '20', max: '30' }));
    expect(week.json).toEqual({
      response_action: 'errors',
      errors: {
        reset_day: 'A week starts on a weekday from 1 (Monday) to 7 (Sunday).',
        per_kudos_max: 'The per-kudos maximum (30) can’t be more than the allowance (20).',
      },
    });
  });

  it('a saved change applies at once: a weekly allowance of 30, at most 10 per kudos', async () => {
    const saved = await submit('UCEO', form({ allowance: '30', period: 'week', reset: '1', tz: 'europe/lisbon', max: '10' }));
    expect(textOf(saved.json)).toContain('Saved. Everyone may give 30 coins a week, from Monday (Europe/Lisbon), at most 10 coins per person in one kudos.');
    expect(await reply('balance', 'UBEN')).toContain('You have 30 of 30 coins left this week (resets ');
    expect(await reply('<@UCARA|cara> 11 for over the new max', 'UBEN')).toContain('The amount must be a whole number of coins from 1 to 10');
    expect(await reply('<@UCARA|cara> <@UANA|ana> 10 for the new rules', 'UBEN')).toContain('You have 10 of 30 coins left this week');
  });

  it('admins can be made exempt: they give without spending', async () => {
    await submit('UCEO', form({ allowance: '30', max: '10', exempt: true }));
    expect(await reply('<@UCARA|cara> <@UANA|ana> <@UBEN|ben> 10 for exempt admin', 'UCEO')).toContain('You give without an allowance');
    expect(await reply('<@UCARA|cara> <@UANA|ana> <@UBEN|ben> 10 for exempt again', 'UCEO')).toContain('You sent');
  });
});

describe('the Giving rules views follow Block Kit', () => {
  it('the form, with defaults and with every option set, and the saved view', () => {
    expect(blockKitProblems(rulesModal(translatorFor('en'), DEFAULT_GIVING_RULES), 'modal')).toEqual([]);
    expect(
      blockKitProblems(rulesModal(translatorFor('en'), { ...DEFAULT_GIVING_RULES, period: 'week', timeZoneBasis: 'giver', adminsExempt: true }), 'modal'),
    ).toEqual([]);
    expect(blockKitProblems(savedView(translatorFor('en'), 'Everyone may give 100 coins a month.'), 'modal')).toEqual([]);
  });
});
