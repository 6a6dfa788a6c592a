// The allowance period that contains a moment, on a given clock: a week from a weekday or a month from a day of the
// month, midnight to midnight in the time zone the rules name (the workspace's or the giver's).
import { TZDate } from '@date-fns/tz';
import { addDays, addMonths, format, getISODay, setDate, startOfDay, subMonths } from 'date-fns';
import type { GivingRules } from '../../store/giving-rules.js';

export type Period = { start: Date; end: Date; timeZone: string };

const plain = (start: Date, end: Date, timeZone: string): Period => ({ start: new Date(start.getTime()), end: new Date(end.getTime()), timeZone });

export function periodAt(now: Date, rules: Pick<GivingRules, 'period' | 'resetDay'>, timeZone: string): Period {
  const today = startOfDay(new TZDate(now.getTime(), timeZone));
  if (rules.period === 'week') {
    const start = addDays(today, -((getISODay(today) - rules.resetDay + 7) % 7));
    return plain(start, addDays(start, 7), timeZone);
  }
  const thisMonths = setDate(today, rules.resetDay);
  const start = thisMonths.getTime() <= today.getTime() ? thisMonths : subMonths(thisMonths, 1);
  return plain(start, addMonths(start, 1), timeZone);
}

/** "1 Dec": the day the next period starts, as the people on that clock say it. */
export function resetLabel(period: Period): string {
  return format(new TZDate(period.end.getTime(), period.timeZone), 'd MMM');
}
