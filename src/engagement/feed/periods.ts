// Calendar periods of the leaderboards and the digest — this week (from Monday), month, quarter or year — midnight to
// midnight on the workspace's clock (each view words its own period: leaderboard/view.ts).
import { TZDate } from '@date-fns/tz';
import { addMonths, addWeeks, addYears, startOfISOWeek, startOfMonth, startOfQuarter, startOfYear } from 'date-fns';

export const PERIOD_KINDS = ['week', 'month', 'quarter', 'year'] as const;
export type PeriodKind = (typeof PERIOD_KINDS)[number];

export type CalendarPeriod = { kind: PeriodKind; start: Date; end: Date; timeZone: string };

const STARTS = { week: startOfISOWeek, month: startOfMonth, quarter: startOfQuarter, year: startOfYear } as const;
const NEXT = {
  week: (d: Date) => addWeeks(d, 1),
  month: (d: Date) => addMonths(d, 1),
  quarter: (d: Date) => addMonths(d, 3),
  year: (d: Date) => addYears(d, 1),
} as const;

/** The period of `kind` that contains `now` on the clock of `timeZone`. */
export function calendarPeriod(kind: PeriodKind, now: Date, timeZone: string): CalendarPeriod {
  const start = STARTS[kind](new TZDate(now.getTime(), timeZone));
  const end = NEXT[kind](start);
  return { kind, start: new Date(start.getTime()), end: new Date(end.getTime()), timeZone };
}
