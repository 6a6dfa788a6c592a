// The calendar months and years of a company's clock that the rollups count in: where each starts (ms), whether a
// moment is one's first, and the SQL that files a row's time under its month (or year).
import { TZDate } from '@date-fns/tz';
import { addMonths, addYears, startOfMonth, startOfYear } from 'date-fns';
import { type RawBuilder, sql } from 'kysely';

export const monthStart = (at: number, timeZone: string) => startOfMonth(new TZDate(at, timeZone)).getTime();
export const nextMonth = (start: number, timeZone: string) => addMonths(new TZDate(start, timeZone), 1).getTime();
export const isMonthStart = (at: number, timeZone: string) => monthStart(at, timeZone) === at;
export const yearStart = (at: number, timeZone: string) => startOfYear(new TZDate(at, timeZone)).getTime();
export const nextYear = (start: number, timeZone: string) => addYears(new TZDate(start, timeZone), 1).getTime();

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
