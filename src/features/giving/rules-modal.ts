// The "Giving rules" step of `/kudos setup`: a form pushed over the setup form, filled with the current rules, and
// the parser of its submission — every field checked, a wrong one answered under that field.
import type { ModalView, PlainTextOption } from '@slack/types';
import { z } from 'zod';
import { type GivingRules, canonicalTimeZone } from '../../store/giving-rules.js';
import { context, plain, section } from '../../ui/blocks.js';
import type { Translator } from '../../i18n/translator.js';
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

export function rulesModal(t: Translator, rules: GivingRules): ModalView {
  const PERIODS = [option(t.t('giving.rulesMonth'), 'month'), option(t.t('giving.rulesWeek'), 'week')];
  const BASES = [option(t.t('giving.rulesBasisWorkspace'), 'workspace'), option(t.t('giving.rulesBasisGiver'), 'giver')];
  const EXEMPT = option(t.t('giving.rulesExemptOption'), 'admins');
  return {
    type: 'modal',
    callback_id: GIVING_IDS.rulesView,
    title: plain(t.t('giving.rulesTitle'), 24),
    submit: plain(t.t('giving.rulesSave'), 24),
    close: plain(t.t('giving.rulesBack'), 24),
    blocks: [
      section(t.t('giving.rulesIntro')),
      wholeNumberInput(RULE_BLOCKS.allowance, t.t('giving.rulesAllowanceLabel'), rules.allowance, {
        min: 1,
        hint: t.t('giving.rulesDefault', { value: t.number(100) }),
      }),
      {
        type: 'input',
        block_id: RULE_BLOCKS.period,
        label: plain(t.t('giving.rulesPeriodLabel')),
        element: { type: 'static_select', action_id: 'value', options: PERIODS, initial_option: PERIODS.find((p) => p.value === rules.period)! },
      },
      wholeNumberInput(RULE_BLOCKS.resetDay, t.t('giving.rulesResetDayLabel'), rules.resetDay, {
        min: 1,
        hint: t.t('giving.rulesResetDayHint'),
      }),
      {
        type: 'input',
        block_id: RULE_BLOCKS.basis,
        label: plain(t.t('giving.rulesBasisLabel')),
        element: { type: 'radio_buttons', action_id: 'value', options: BASES, initial_option: BASES.find((b) => b.value === rules.timeZoneBasis)! },
      },
      {
        type: 'input',
        block_id: RULE_BLOCKS.timeZone,
        label: plain(t.t('giving.rulesTimeZoneLabel')),
        hint: plain(t.t('giving.rulesTimeZoneHint')),
        element: { type: 'plain_text_input', action_id: 'value', initial_value: rules.timeZone },
      },
      wholeNumberInput(RULE_BLOCKS.perKudosMax, t.t('giving.rulesPerKudosLabel'), rules.perKudosMax, {
        min: 1,
        hint: t.t('giving.rulesDefault', { value: t.number(50) }),
      }),
      {
        type: 'input',
        block_id: RULE_BLOCKS.exempt,
        optional: true,
        label: plain(t.t('giving.rulesExemptLabel')),
        element: { type: 'checkboxes', action_id: 'value', options: [EXEMPT], ...(rules.adminsExempt ? { initial_options: [EXEMPT] } : {}) },
      },
      context(t.t('giving.rulesChangeNote')),
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
export function parseRules(t: Translator, values: unknown, max: number): { ok: true; rules: GivingRules } | { ok: false; errors: Record<string, string> } {
  const state = stateSchema.safeParse(values);
  if (!state.success) return { ok: false, errors: { [RULE_BLOCKS.allowance]: t.t('giving.rulesIncomplete') } };
  const s = state.data;
  const errors: Record<string, string> = {};
  const period = s[RULE_BLOCKS.period].value.selected_option?.value === 'week' ? 'week' : 'month';
  const allowance = wholeNumber(s[RULE_BLOCKS.allowance].value.value, 1, max);
  if (allowance === undefined) errors[RULE_BLOCKS.allowance] = t.t('giving.rulesAllowanceRange', { max: t.number(max) });
  const resetDay = wholeNumber(s[RULE_BLOCKS.resetDay].value.value, 1, period === 'week' ? 7 : 28);
  if (resetDay === undefined) errors[RULE_BLOCKS.resetDay] = t.t(period === 'week' ? 'giving.rulesWeekDayRange' : 'giving.rulesMonthDayRange');
  const typedZone = (s[RULE_BLOCKS.timeZone].value.value ?? '').trim();
  const timeZone = typedZone ? canonicalTimeZone(typedZone) : undefined;
  if (!timeZone) errors[RULE_BLOCKS.timeZone] = t.t('giving.rulesUnknownTimeZone', { zone: typedZone });
  const perKudosMax = wholeNumber(s[RULE_BLOCKS.perKudosMax].value.value, 1, max);
  if (perKudosMax === undefined) errors[RULE_BLOCKS.perKudosMax] = t.t('giving.rulesPerKudosRange', { max: t.number(max) });
  else if (allowance !== undefined && perKudosMax > allowance)
    errors[RULE_BLOCKS.perKudosMax] = t.t('giving.rulesPerKudosOverAllowance', { max: t.number(perKudosMax), allowance: t.number(allowance) });
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
export function savedView(t: Translator, summary: string): ModalView {
  return {
    type: 'modal',
    callback_id: `${GIVING_IDS.rulesView}_saved`,
    title: plain(t.t('giving.rulesTitle'), 24),
    close: plain(t.t('giving.rulesDone'), 24),
    blocks: [section(`:white_check_mark: ${t.t('giving.rulesSaved', { summary })}`)],
  };
}
