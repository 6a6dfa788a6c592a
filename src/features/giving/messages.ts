// The allowance as people read it, in their words: the balance line under every confirmation, in the give form and on
// App Home, and the refusal that names the cost, what is left and when it resets.
import { sentences } from '../../i18n/sentences.js';
import type { GivingRules } from '../../store/giving-rules.js';
import type { Translator } from '../../i18n/translator.js';
import type { AllowanceStatus } from './allowance.js';
import type { Period } from './period.js';

/** The day the next period starts, as the people on that clock say it ("December 1", "1 de diciembre"). */
export const resetDate = (t: Translator, period: Period) => t.date(period.end, 'month', period.timeZone);

/** "40 of 100 coins left this month (resets December 1)": what is left, said inside other sentences. */
const left = (t: Translator, status: AllowanceStatus) =>
  t.t('giving.balanceLeft', {
    left: t.number(status.left),
    cap: t.t('common.coins', { count: status.cap }),
    period: status.rules.period,
    date: resetDate(t, status.period),
  });

/** "You have 40 of 100 coins left this month (resets December 1)." */
export function balanceLine(t: Translator, status: AllowanceStatus): string {
  if (status.exempt) return t.t('giving.balanceExempt');
  return t.t('giving.balance', { balance: left(t, status) });
}

/** What a kudos's cost is made of, when more than one amount: `people` × `amount` each, or at least `amount` for each
 *  person it reaches (a group whose size is not known yet). */
export type CostDetail = { kind: 'each'; people: number; amount: number } | { kind: 'least'; amount: number } | { kind: 'none' };

/** Why a kudos costing `cost` can't go: names the cost, the balance and the reset, and what the giver can still do
 *  (a reactor chose no amount, so the advice is about the coins left, not about typing fewer). */
export function overAllowance(t: Translator, status: AllowanceStatus, cost: number, detail: CostDetail = { kind: 'none' }): string {
  const values = {
    cost: t.t('common.coins', { count: cost }),
    balance: left(t, status),
    detail: detail.kind,
    people: detail.kind === 'each' ? t.t('common.people', { count: detail.people }) : '',
    amount: detail.kind === 'none' ? '' : t.t('common.coins', { count: detail.amount }),
  };
  const date = resetDate(t, status.period);
  const advice = status.left === 0 ? t.t('giving.usedUp', { date }) : t.t('giving.canStillGive', { coins: t.t('common.coins', { count: status.left }), date });
  return sentences(t.t('giving.overAllowance', values), advice);
}

/** The range sentence of a bad amount, with the workspace's per-kudos maximum. */
export function perKudosRule(t: Translator, max: number): string {
  return t.t('giving.perKudosRule', { max: t.number(max) });
}

/** The rules in one sentence: "Everyone may give 100 coins a month, from day 1 of the month (UTC), at most 50 coins per
 *  person in one kudos." */
export function rulesSummary(t: Translator, rules: GivingRules): string {
  const summary = t.t('giving.rulesSummary', {
    allowance: t.t('common.coins', { count: rules.allowance }),
    period: rules.period,
    weekday: rules.period === 'week' ? t.weekday(rules.resetDay) : '',
    day: rules.resetDay,
    clock: rules.timeZoneBasis === 'giver' ? t.t('giving.rulesGiverClock') : rules.timeZone,
    max: t.t('common.coins', { count: rules.perKudosMax }),
  });
  return sentences(summary, rules.adminsExempt && t.t('giving.rulesAdminsExempt'));
}
