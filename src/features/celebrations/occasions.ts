// Which of a person's occasions fall on a given local day, and whether one is due now: on its day from the configured
// hour in the person's own time zone until that day ends (a post missed while the app was down goes out late the same
// day, never the next). The day before, from the same hour, the person may be told (and may skip it).
import { type CalendarDate, type MonthDay, compareDates, endOfLocalDay, isMilestone, localDate, localMoment, occurrenceIn, yearsAt } from './dates.js';

export type OccasionKind = 'birthday' | 'anniversary';

export type CelebratedDates = { birthday?: MonthDay; start?: CalendarDate };

export type Occasion = {
  userId: string;
  kind: OccasionKind;
  /** The local date it falls on (29 February birthdays on the 28th in other years). */
  date: CalendarDate;
  /** Anniversaries: whole years since the start date (1 or more). */
  years?: number;
  milestone?: boolean;
  /** Its name in the once-per-year claim: `U1:birthday:2026`. */
  key: string;
  /** Due from this instant (the local hour on its day) until `lapses` (the end of its local day). */
  at: Date;
  lapses: Date;
};

/** The calendar date after `d` (month and year ends included). */
export function nextDate(d: CalendarDate): CalendarDate {
  const t = new Date(Date.UTC(d.year, d.month - 1, d.day + 1));
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() };
}

export const occasionKey = (userId: string, kind: OccasionKind, year: number) => `${userId}:${kind}:${year}`;

/** The person's occasions that fall on the local date `day`, with when each is due in `timeZone`. */
export function occasionsOn(userId: string, dates: CelebratedDates, day: CalendarDate, hour: number, timeZone: string): Occasion[] {
  const found: Occasion[] = [];
  const timing = { at: localMoment(day, hour, timeZone), lapses: endOfLocalDay(day, timeZone) };
  if (dates.birthday && compareDates(occurrenceIn(dates.birthday, day.year), day) === 0) {
    found.push({ userId, kind: 'birthday', date: day, key: occasionKey(userId, 'birthday', day.year), ...timing });
  }
  const start = dates.start;
  if (start && yearsAt(start, day.year) >= 1 && compareDates(occurrenceIn(start, day.year), day) === 0) {
    const years = yearsAt(start, day.year);
    found.push({ userId, kind: 'anniversary', date: day, years, milestone: isMilestone(years), key: occasionKey(userId, 'anniversary', day.year), ...timing });
  }
  return found;
}

/** The occasions due at `now`: today's (local to the person) from the hour until the day ends. */
export function dueOccasions(userId: string, dates: CelebratedDates, now: Date, hour: number, timeZone: string): Occasion[] {
  return occasionsOn(userId, dates, localDate(now, timeZone), hour, timeZone).filter(
    (o) => o.at.getTime() <= now.getTime() && now.getTime() < o.lapses.getTime(),
  );
}

/** Tomorrow's occasions (local to the person), once today's hour has come: the ones to tell the person about. */
export function tomorrowsOccasions(userId: string, dates: CelebratedDates, now: Date, hour: number, timeZone: string): Occasion[] {
  const today = localDate(now, timeZone);
  if (now.getTime() < localMoment(today, hour, timeZone).getTime()) return [];
  return occasionsOn(userId, dates, nextDate(today), hour, timeZone);
}
