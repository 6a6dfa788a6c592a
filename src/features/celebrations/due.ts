// Who is celebrated now in a workspace, and who is told about tomorrow: each stored person's occasions in their own
// Slack time zone (the workspace's when Slack has none), without what they or the admins turned off.
import type { WebClient } from '@slack/web-api';
import type { Directory } from '../../directory/directory.js';
import type { CelebrationSettings } from '../../store/celebration-settings.js';
import type { StoredPerson } from '../../store/celebration-dates.js';
import type { WorkspaceRef } from '../../store/workspaces.js';
import { type CalendarDate, knownTimeZone, localDate, occurrenceIn } from './dates.js';
import { type CelebratedDates, type Occasion, dueOccasions, tomorrowsOccasions } from './occasions.js';

export type DueDeps = { directory: Pick<Directory, 'user'> };

/** A person's stored dates as the date rules take them (a damaged field is left out). */
export function celebratedDates(person: StoredPerson, settings: Pick<CelebrationSettings, 'birthdays' | 'anniversaries'>): CelebratedDates {
  const dates: CelebratedDates = {};
  const b = person.dates.birthday?.split('-').map(Number);
  const s = person.dates.start?.split('-').map(Number);
  if (b && settings.birthdays && !person.optOuts.birthday) dates.birthday = { month: b[0]!, day: b[1]! };
  if (s && settings.anniversaries && !person.optOuts.anniversary) dates.start = { year: s[0]!, month: s[1]!, day: s[2]! };
  return dates;
}

/** Whether an occasion may fall on today or tomorrow somewhere on Earth (UTC−12 to UTC+14): only those people's
 *  time zones are looked up. */
function nearToday(dates: CelebratedDates, now: Date): boolean {
  const utc = localDate(now, 'UTC');
  const days = [-1, 0, 1, 2].map((d): CalendarDate => localDate(new Date(Date.UTC(utc.year, utc.month - 1, utc.day + d, 12)), 'UTC'));
  const near = (md: { month: number; day: number }) => days.some((d) => JSON.stringify(occurrenceIn(md, d.year)) === JSON.stringify(d));
  return (!!dates.birthday && near(dates.birthday)) || (!!dates.start && near(dates.start));
}

export type Found = { due: Occasion[]; tomorrow: Occasion[] };

/** Everyone's occasions due now and tomorrow's (for the day-before DM), in each person's time zone. */
export async function findOccasions(
  deps: DueDeps,
  slack: WebClient,
  w: WorkspaceRef,
  people: StoredPerson[],
  settings: CelebrationSettings,
  fallbackZone: string,
  now: Date,
): Promise<Found> {
  const found: Found = { due: [], tomorrow: [] };
  for (const person of people) {
    const dates = celebratedDates(person, settings);
    if (!nearToday(dates, now)) continue;
    const user = await deps.directory.user(slack, w, person.userId).catch(() => undefined);
    if (!user || user.deleted || user.isBot) continue;
    const zone = knownTimeZone(user.tz) ?? fallbackZone;
    found.due.push(...dueOccasions(person.userId, dates, now, settings.hour, zone));
    found.tomorrow.push(...tomorrowsOccasions(person.userId, dates, now, settings.hour, zone));
  }
  return found;
}
