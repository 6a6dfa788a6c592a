// The date rules of celebrations, as pure functions: parsing a birthday (day and month, never a year) and a work
// start date with clear refusals, which day an occasion falls on in a given year (29 February on the 28th in other
// years), its years and milestones, and the moment it is due at a local hour in a person's own time zone.
import { TZDate } from '@date-fns/tz';
import { type Said, said } from '../../i18n/said.js';

export type MonthDay = { month: number; day: number };
/** A work start date, a calendar date. */
export type CalendarDate = { year: number; month: number; day: number };
/** A refusal is a sentence for whoever reads it, worded in their language (`t.said`). */
export type Parsed<T> = { ok: true; value: T } | { ok: false; problem: Said };
/** The earliest start date accepted: anything older is a typo. */
export const EARLIEST_START_YEAR = 1900;

export const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

export function daysInMonth(year: number | 'any', month: number): number {
  if (month === 2) return year === 'any' || isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

const pad = (n: number) => String(n).padStart(2, '0');
export const monthDayText = (d: MonthDay) => `${pad(d.month)}-${pad(d.day)}`;
export const dateText = (d: CalendarDate) => `${d.year}-${pad(d.month)}-${pad(d.day)}`;
/** A birthday as a date to word with `t.date(…, 'month')` ("14 March", "14. März"): a leap year, so 29 February is one;
 *  noon UTC, so any time zone's day and month are the same. */
export const monthDayDate = (d: MonthDay) => new Date(Date.UTC(2000, d.month - 1, d.day, 12));
/** A start date as a date to word with `t.date(…, 'day')`. */
export const calendarDate = (d: CalendarDate) => new Date(Date.UTC(d.year, d.month - 1, d.day, 12));

function dayProblem(text: string, year: number | 'any', month: number, day: number): Said | undefined {
  if (month < 1 || month > 12) return said('celebrations.dateNoMonth', { text, month });
  const last = daysInMonth(year, month);
  if (day < 1 || day > last) {
    const monthName = monthDayDate({ month, day: 1 });
    return year === 'any'
      ? said('celebrations.dateNoDay', { text, month: monthName, day, last })
      : said('celebrations.dateNoDayInYear', { text, month: monthName, day, last, year: String(year) });
  }
  return undefined;
}

/** A birthday as `MM-DD` (or `--MM-DD`); a date with a year is refused, the year is never kept. */
export function parseBirthday(text: string): Parsed<MonthDay> {
  const t = text.trim();
  if (/^\d{4}-\d{1,2}-\d{1,2}$/.test(t)) return { ok: false, problem: said('celebrations.birthdayHasYear', { text: t }) };
  const m = /^(?:--)?(\d{1,2})-(\d{1,2})$/.exec(t);
  if (!m) return { ok: false, problem: said('celebrations.birthdayNotDate', { text: t, example: monthDayDate({ month: 3, day: 14 }) }) };
  const month = Number(m[1]);
  const day = Number(m[2]);
  const problem = dayProblem(t, 'any', month, day);
  return problem ? { ok: false, problem } : { ok: true, value: { month, day } };
}

/** A work start date as `YYYY-MM-DD`, a real calendar date from 1900 up to `today` (the person's or workspace's local date). */
export function parseStartDate(text: string, today: CalendarDate): Parsed<CalendarDate> {
  const t = text.trim();
  const m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(t);
  if (!m) return { ok: false, problem: said('celebrations.startNotDate', { text: t }) };
  const date = { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
  const problem = dayProblem(t, date.year, date.month, date.day);
  if (problem) return { ok: false, problem };
  if (date.year < EARLIEST_START_YEAR) return { ok: false, problem: said('celebrations.startTooEarly', { text: t, year: String(EARLIEST_START_YEAR) }) };
  if (compareDates(date, today) > 0) return { ok: false, problem: said('celebrations.startInFuture', { text: t }) };
  return { ok: true, value: date };
}

export const compareDates = (a: CalendarDate, b: CalendarDate) => a.year - b.year || a.month - b.month || a.day - b.day;

/** The day a yearly occasion falls on in `year`: 29 February falls on 28 February in a year that has none. */
export function occurrenceIn(date: MonthDay, year: number): CalendarDate {
  return { year, month: date.month, day: Math.min(date.day, daysInMonth(year, date.month)) };
}

/** Whole years since the start date on `on` (its anniversary day in that year, 0 in the first year). */
export const yearsAt = (start: CalendarDate, year: number) => year - start.year;

/** A milestone anniversary: the first year, then every fifth (5, 10, 15…). */
export const isMilestone = (years: number) => years === 1 || (years > 0 && years % 5 === 0);

/** The local calendar date of an instant in a time zone. */
export function localDate(at: Date, timeZone: string): CalendarDate {
  const d = new TZDate(at.getTime(), timeZone);
  return { year: d.getFullYear(), month: d.getMonth() + 1, day: d.getDate() };
}

/** The instant a local date's `hour`:00 happens in `timeZone` (on a clock change, the hour as the zone resolves it). */
export function localMoment(date: CalendarDate, hour: number, timeZone: string): Date {
  return new Date(new TZDate(date.year, date.month - 1, date.day, hour, 0, 0, timeZone).getTime());
}

/** The instant a local date ends (the next local midnight): a missed post is still sent until then, never after. */
export function endOfLocalDay(date: CalendarDate, timeZone: string): Date {
  return new Date(new TZDate(date.year, date.month - 1, date.day + 1, 0, 0, 0, timeZone).getTime());
}

/** A valid IANA time zone name, else undefined (a person with none, or a strange one, gets the workspace's). */
export function knownTimeZone(name: string | undefined): string | undefined {
  if (!name) return undefined;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return name;
  } catch {
    return undefined;
  }
}
