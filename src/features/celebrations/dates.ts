// The date rules of celebrations, as pure functions: parsing a birthday (day and month, never a year) and a work
// start date with clear refusals, which day an occasion falls on in a given year (29 February on the 28th in other
// years), its years and milestones, and the moment it is due at a local hour in a person's own time zone.
import { TZDate } from '@date-fns/tz';

export type MonthDay = { month: number; day: number };
/** A work start date, a calendar date. */
export type CalendarDate = { year: number; month: number; day: number };
export type Parsed<T> = { ok: true; value: T } | { ok: false; problem: string };

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;
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
/** "3 March": a birthday as people read it. */
export const monthDayLabel = (d: MonthDay) => `${d.day} ${MONTHS[d.month - 1]}`;

function dayProblem(year: number | 'any', month: number, day: number): string | undefined {
  if (month < 1 || month > 12) return `there is no month ${month}`;
  const last = daysInMonth(year, month);
  if (day < 1 || day > last) return `${MONTHS[month - 1]} has no day ${day}${year === 'any' ? '' : ` in ${year}`} (it has ${last})`;
  return undefined;
}

/** A birthday as `MM-DD` (or `--MM-DD`); a date with a year is refused, the year is never kept. */
export function parseBirthday(text: string): Parsed<MonthDay> {
  const t = text.trim();
  if (/^\d{4}-\d{1,2}-\d{1,2}$/.test(t))
    return { ok: false, problem: `“${t}” has a year: give the birthday as day and month only, MM-DD (e.g. 03-14); the year is never stored` };
  const m = /^(?:--)?(\d{1,2})-(\d{1,2})$/.exec(t);
  if (!m) return { ok: false, problem: `“${t}” is not a birthday: write it as MM-DD, e.g. 03-14 for 14 March` };
  const month = Number(m[1]);
  const day = Number(m[2]);
  const problem = dayProblem('any', month, day);
  return problem ? { ok: false, problem: `“${t}” is not a date: ${problem}` } : { ok: true, value: { month, day } };
}

/** A work start date as `YYYY-MM-DD`, a real calendar date from 1900 up to `today` (the person's or workspace's local date). */
export function parseStartDate(text: string, today: CalendarDate): Parsed<CalendarDate> {
  const t = text.trim();
  const m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(t);
  if (!m) return { ok: false, problem: `“${t}” is not a start date: write it as YYYY-MM-DD, e.g. 2021-09-01` };
  const date = { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
  const problem = dayProblem(date.year, date.month, date.day);
  if (problem) return { ok: false, problem: `“${t}” is not a date: ${problem}` };
  if (date.year < EARLIEST_START_YEAR) return { ok: false, problem: `“${t}” is before ${EARLIEST_START_YEAR}; check the year` };
  if (compareDates(date, today) > 0) return { ok: false, problem: `“${t}” is in the future; a start date is the day someone started` };
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
