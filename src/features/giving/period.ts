// The allowance period that contains a moment, on a given clock: a week from a weekday or a month from a day of the
// month, midnight to midnight in the time zone the rules name (the workspace's or the giver's).
import { TZDate } from '@date-fns/tz';
import { addDays, addMonths, getISODay, setDate, startOfDay, subMonths } from 'date-fns';
import type { GivingRules } from '../../store/giving-rules.js';

export type Period = { start: Date; end: Date; timeZone: string };

const plain = (start: Date, end: Date, timeZone: string): Period => ({ start: new Date(start.getTime()), end: new Date(end.getTime()), timeZone });

/** The last period found per rule and clock: every kudos asks for the one containing now, which changes once a week
 *  or month, while date arithmetic in a time zone costs dozens of Intl calls. Bounded like the time zones in use. */
const lastPeriods = new Map<string, Period>();
const LAST_PERIODS_MAX = 1_000;

export function periodAt(now: Date, rules: Pick<GivingRules, 'period' | 'resetDay'>, timeZone: string): Period {
  const key = `${rules.period}|${rules.resetDay}|${timeZone}`;
  const last = lastPeriods.get(key);
  const at = now.getTime();
  if (last && last.start.getTime() <= at && at < last.end.getTime()) return plain(last.start, last.end, timeZone);
  const found = computePeriod(now, rules, timeZone);
  if (lastPeriods.size >= LAST_PERIODS_MAX) lastPeriods.clear();
  lastPeriods.set(key, found);
  return plain(found.start, found.end, timeZone);
}

function computePeriod(now: Date, rules: Pick<GivingRules, 'period' | 'resetDay'>, timeZone: string): Period {
  const today = startOfDay(new TZDate(now.getTime(), timeZone));
  if (rules.period === 'week') {
    const start = addDays(today, -((getISODay(today) - rules.resetDay + 7) % 7));
    return plain(start, addDays(start, 7), timeZone);
  }
  const thisMonths = setDate(today, rules.resetDay);
  const start = thisMonths.getTime() <= today.getTime() ? thisMonths : subMonths(thisMonths, 1);
  return plain(start, addMonths(start, 1), timeZone);
}
