// The "Giving rules" step of `/kudos setup`: a form pushed over the setup form, filled with the current rules, and
// the parser of its submission — every field checked, a wrong one answered under that field.
import type { ModalView, PlainTextOption } from '@slack/types';
import { z } from 'zod';
import { type GivingRules, canonicalTimeZone } from '../../store/giving-rules.js';
import { context, figure, plain, section } from '../../ui/blocks.js';
import { ACTIONS, VIEWS } from '../../ui/ids.js';
import { wholeNumber, wholeNumberInput } from '../../ui/whole-number.js';

export const GIVING_IDS = { openRules: ACTIONS.setupGivingRules, rulesView: VIEWS.givingRules } as const;

export const RULE_BLOCKS = {
  allowance: 'allowance',
  period: 'period',
  resetDay: 'reset_day',
  basis: 'tz_basis',
  timeZone: 'time_zone',
  perKudosMax: 'per_kudos_max',
  exempt: 'exempt',
} as const;

const option = (text: string, value: string): PlainTextOption => ({ text: plain(text), value });
const PERIODS = [option('Month', 'month'), option('Week', 'week')];
const BASES = [option('The workspace’s time zone (below)', 'workspace'), option('Each giver’s own Slack time zone', 'giver')];
const EXEMPT = option('Workspace admins give without an allowance', 'admins');

export function rulesModal(rules: GivingRules): ModalView {
  return {
    type: 'modal',
    callback_id: GIVING_IDS.rulesView,
    title: plain('Giving rules', 24),
    submit: plain('Save', 24),
    close: plain('Back', 24),
    blocks: [
      section('How many coins each person may give, and how often it starts again. Every way of giving (command, form, shortcuts, reactions) spends from it.'),
      wholeNumberInput(RULE_BLOCKS.allowance, 'Allowance (coins per person per period)', rules.allowance, { min: 1, hint: 'Default 100.' }),
      {
        type: 'input',
        block_id: RULE_BLOCKS.period,
        label: plain('Period'),
        element: { type: 'static_select', action_id: 'value', options: PERIODS, initial_option: PERIODS.find((p) => p.value === rules.period)! },
      },
      wholeNumberInput(RULE_BLOCKS.resetDay, 'Reset day', rules.resetDay, {
        min: 1,
        hint: 'A month: the day of the month it starts, 1–28. A week: the weekday, 1 Monday … 7 Sunday.',
      }),
      {
        type: 'input',
        block_id: RULE_BLOCKS.basis,
        label: plain('The period follows'),
        element: { type: 'radio_buttons', action_id: 'value', options: BASES, initial_option: BASES.find((b) => b.value === rules.timeZoneBasis)! },
      },
      {
        type: 'input',
        block_id: RULE_BLOCKS.timeZone,
        label: plain('Workspace time zone'),
        hint: plain('An IANA name such as Europe/Lisbon or America/New_York. Also used for givers whose time zone Slack doesn’t say.'),
        element: { type: 'plain_text_input', action_id: 'value', initial_value: rules.timeZone },
      },
      wholeNumberInput(RULE_BLOCKS.perKudosMax, 'Per-kudos maximum (coins per person)', rules.perKudosMax, { min: 1, hint: 'Default 50.' }),
      {
        type: 'input',
        block_id: RULE_BLOCKS.exempt,
        optional: true,
        label: plain('Exemptions'),
        element: { type: 'checkboxes', action_id: 'value', options: [EXEMPT], ...(rules.adminsExempt ? { initial_options: [EXEMPT] } : {}) },
      },
      context('A change applies at once. Coins already given this period still count; a new period or reset day starts a new count.'),
    ],
  };
}

const text = z.object({ value: z.string().nullish() });
const selected = z.object({ selected_option: z.object({ value: z.string() }).nullish() });
const stateSchema = z.object({
  [RULE_BLOCKS.allowance]: z.object({ value: text }),
  [RULE_BLOCKS.period]: z.object({ value: selected }),
  [RULE_BLOCKS.resetDay]: z.object({ value: text }),
  [RULE_BLOCKS.basis]: z.object({ value: selected }),
  [RULE_BLOCKS.timeZone]: z.object({ value: text }),
  [RULE_BLOCKS.perKudosMax]: z.object({ value: text }),
  [RULE_BLOCKS.exempt]: z.object({ value: z.object({ selected_options: z.array(z.object({ value: z.string() })).nullish() }) }).optional(),
});

/** The rules a submission asks for, or a sentence under each field that is wrong. */
export function parseRules(values: unknown, max: number): { ok: true; rules: GivingRules } | { ok: false; errors: Record<string, string> } {
  const state = stateSchema.safeParse(values);
  if (!state.success) return { ok: false, errors: { [RULE_BLOCKS.allowance]: 'The form came back incomplete; close it and open Giving rules again.' } };
  const s = state.data;
  const errors: Record<string, string> = {};
  const period = s[RULE_BLOCKS.period].value.selected_option?.value === 'week' ? 'week' : 'month';
  const allowance = wholeNumber(s[RULE_BLOCKS.allowance].value.value, 1, max);
  if (allowance === undefined) errors[RULE_BLOCKS.allowance] = `The allowance must be a whole number of coins from 1 to ${figure(max)}.`;
  const resetDay = wholeNumber(s[RULE_BLOCKS.resetDay].value.value, 1, period === 'week' ? 7 : 28);
  if (resetDay === undefined)
    errors[RULE_BLOCKS.resetDay] =
      period === 'week' ? 'A week starts on a weekday from 1 (Monday) to 7 (Sunday).' : 'A month starts on a day from 1 to 28 (every month has those).';
  const typedZone = (s[RULE_BLOCKS.timeZone].value.value ?? '').trim();
  const timeZone = typedZone ? canonicalTimeZone(typedZone) : undefined;
  if (!timeZone) errors[RULE_BLOCKS.timeZone] = `“${typedZone}” isn’t a time zone I know. Use an IANA name such as Europe/Lisbon, America/New_York or UTC.`;
  const perKudosMax = wholeNumber(s[RULE_BLOCKS.perKudosMax].value.value, 1, max);
  if (perKudosMax === undefined) errors[RULE_BLOCKS.perKudosMax] = `The per-kudos maximum must be a whole number of coins from 1 to ${figure(max)}.`;
  else if (allowance !== undefined && perKudosMax > allowance)
    errors[RULE_BLOCKS.perKudosMax] = `The per-kudos maximum (${figure(perKudosMax)}) can’t be more than the allowance (${figure(allowance)}).`;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    rules: {
      allowance: allowance!,
      period,
      resetDay: resetDay!,
      timeZoneBasis: s[RULE_BLOCKS.basis].value.selected_option?.value === 'giver' ? 'giver' : 'workspace',
      timeZone: timeZone!,
      perKudosMax: perKudosMax!,
      adminsExempt: (s[RULE_BLOCKS.exempt]?.value.selected_options ?? []).some((o) => o.value === 'admins'),
    },
  };
}

/** What the form turns into once saved. */
export function savedView(summary: string): ModalView {
  return {
    type: 'modal',
    callback_id: `${GIVING_IDS.rulesView}_saved`,
    title: plain('Giving rules', 24),
    close: plain('Done', 24),
    blocks: [section(`:white_check_mark: Saved. ${summary}`)],
  };
}
