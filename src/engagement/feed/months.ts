// The calendar months and years of a company's clock that the rollups count in: where each starts (ms), whether a
// moment is one's first, how a period of months splits into whole years and months, and the SQL that files a row's
// time under its month (or year).
import { TZDate } from '@date-fns/tz';
import { addMonths, addYears, startOfMonth, startOfYear } from 'date-fns';
import { type RawBuilder, sql } from 'kysely';

export const monthStart = (at: number, timeZone: string) => startOfMonth(new TZDate(at, timeZone)).getTime();
export const nextMonth = (start: number, timeZone: string) => addMonths(new TZDate(start, timeZone), 1).getTime();
export const isMonthStart = (at: number, timeZone: string) => monthStart(at, timeZone) === at;
export const yearStart = (at: number, timeZone: string) => startOfYear(new TZDate(at, timeZone)).getTime();
export const nextYear = (start: number, timeZone: string) => addYears(new TZDate(start, timeZone), 1).getTime();

/** Months [from, to) as the whole years a year's rollup can count (those starting at or after `from` and ending by
 *  `open`: `to`, or a year's end when nothing is recorded from `to` to it) and the month ranges left around them. */
export function yearsAndMonths(from: number, to: number, open: number, timeZone: string): { years: number[]; months: [number, number][] } {
  const years: number[] = [];
  const months: [number, number][] = [];
  let at = from;
  while (at < to) {
    const start = yearStart(at, timeZone);
    const end = nextYear(start, timeZone);
    if (start === at && end <= Math.max(open, to)) years.push(start);
    else months.push([at, Math.min(end, to)]);
    at = Math.min(end, Math.max(open, to));
  }
  return { years, months };
}

/** The starts of every month (or year) from the one holding `first` to the one holding `last`. */
export function startsBetween(first: number, last: number, timeZone: string, unit: 'month' | 'year' = 'month'): number[] {
  const [start, next] = unit === 'month' ? [monthStart, nextMonth] : [yearStart, nextYear];
  const starts: number[] = [];
  for (let m = start(first, timeZone); m <= last; m = next(m, timeZone)) starts.push(m);
  return starts;
}

/** The start (one of `starts`, which cover every time it is given) of the month or year the time in `column` falls in. */
export function startOf(column: RawBuilder<unknown>, starts: number[]): RawBuilder<number> {
  if (starts.length <= 1) return sql<number>`${sql.lit(starts[0] ?? 0)}`;
  const whens = starts.slice(1).map((next, i) => sql`WHEN ${column} < ${sql.lit(next)} THEN ${sql.lit(starts[i]!)}`);
  return sql<number>`CASE ${sql.join(whens, sql` `)} ELSE ${sql.lit(starts.at(-1)!)} END`;
}
