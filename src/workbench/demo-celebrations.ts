// The demo workspace's celebrations: posted in #general, with a few people's dates set around the day the workbench
// first starts (a birthday and a 5-year milestone today, a 1-year anniversary and a birthday tomorrow), so a post and a
// day-before DM show at once. Dates someone already stored, and an admin's own settings, are never written over.
// Around a leap day the anniversaries reach back to a year that has 29 February (20 years, or 4), so they still fall
// on the planned day.
import type { CelebrationDatesStore } from '../store/celebration-dates.js';
import type { CelebrationSettingsStore } from '../store/celebration-settings.js';
import { type CalendarDate, dateText, daysInMonth, localDate, monthDayText } from '../features/celebrations/dates.js';
import { nextDate } from '../features/celebrations/occasions.js';
import { DEFAULT_USER_TZ, type SlackWorkspace } from './workspace.js';

export async function demoCelebrations(
  stores: { settings: CelebrationSettingsStore; dates: CelebrationDatesStore },
  workspace: SlackWorkspace,
  now: Date,
): Promise<void> {
  const ref = { teamId: workspace.team.id };
  const general = workspace.channels.find((c) => c.name === 'general' && !c.dmWith);
  const current = await stores.settings.get(ref);
  if (!current.channel && general) await stores.settings.set(ref, { ...current, channel: general.id, hour: 0 });
  const people = workspace.users.filter((u) => !u.is_bot && !u.deleted).slice(0, 4);
  for (const [i, person] of people.entries()) {
    const stored = await stores.dates.get(ref, person.id);
    if (stored.dates.birthday || stored.dates.start) continue;
    await stores.dates.setDates(ref, person.id, {
      ...demoCelebrationPlan(now, person.tz ?? DEFAULT_USER_TZ)[i]!,
      source: 'import',
      ...(person.email ? { email: person.email } : {}),
    });
  }
}

/** The first of `years` back from `day` in which its date exists (29 February only in leap years). */
function yearsBack(day: CalendarDate, years: number[]): CalendarDate {
  const year = years.map((n) => day.year - n).find((y) => day.day <= daysInMonth(y, day.month)) ?? day.year - years[0]!;
  return { ...day, year };
}

/** The four demo people's dates around `now`'s day in `timeZone` (the person's own): a birthday and a 5-year milestone
 *  today, a first anniversary and a birthday tomorrow. */
export function demoCelebrationPlan(now: Date, timeZone: string): Array<{ birthday: string } | { start: string }> {
  const today = localDate(now, timeZone);
  const tomorrow = nextDate(today);
  return [
    { birthday: monthDayText(today) },
    { start: dateText(yearsBack(today, [5, 20])) },
    { start: dateText(yearsBack(tomorrow, [1, 4])) },
    { birthday: monthDayText(tomorrow) },
  ];
}
