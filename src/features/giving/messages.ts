// The allowance as people read it: the balance line under every confirmation, in the give form and on App Home,
// and the refusal that names the cost, what is left and when it resets.
import { coins, figure } from '../../ui/blocks.js';
import type { GivingRules } from '../../store/giving-rules.js';
import type { AllowanceStatus } from './allowance.js';
import { resetLabel } from './period.js';

/** "You have 40 of 100 coins left this month (resets 1 Dec)." */
export function balanceLine(status: AllowanceStatus): string {
  if (status.exempt) return 'You give without an allowance: an admin made workspace admins exempt.';
  return `You have ${figure(status.left)} of ${coins(status.cap)} left this ${status.rules.period} (resets ${resetLabel(status.period)}).`;
}

/** Why a kudos costing `cost` can't go: names the cost, the balance and the reset, and what the giver can still do
 *  (a reactor chose no amount, so the advice is about the coins left, not about typing fewer). */
export function overAllowance(status: AllowanceStatus, cost: number, costDetail = ''): string {
  const balance = balanceLine(status)
    .replace(/^You have /, '')
    .replace(/\.$/, '');
  const then = `until it resets on ${resetLabel(status.period)}`;
  const advice = status.left === 0 ? `Your allowance is used up ${then}.` : `You can give ${coins(status.left)} in all ${then}.`;
  return `This kudos needs ${coins(cost)}${costDetail}, more than you have left: ${balance}. ${advice}`;
}

/** The range sentence of a bad amount, with the workspace's per-kudos maximum. */
export function perKudosRule(max: number): string {
  return `The amount must be a whole number of coins from 1 to ${figure(max)} (this workspace’s per-kudos maximum).`;
}

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** The rules in one sentence: "100 coins a month from the 1st (UTC), at most 50 per person per kudos." */
export function rulesSummary(rules: GivingRules): string {
  const from = rules.period === 'week' ? `from ${WEEKDAYS[rules.resetDay - 1]}` : `from day ${rules.resetDay} of the month`;
  const clock = rules.timeZoneBasis === 'giver' ? 'each giver’s own time zone' : rules.timeZone;
  const exempt = rules.adminsExempt ? ' Workspace admins are exempt.' : '';
  return `Everyone may give ${coins(rules.allowance)} a ${rules.period}, ${from} (${clock}), at most ${coins(rules.perKudosMax)} per person in one kudos.${exempt}`;
}
