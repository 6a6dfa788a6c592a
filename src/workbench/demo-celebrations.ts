// The demo workspace's celebrations: posted in #general, with a few people's dates set around the day the workbench
// first starts (a birthday and a 5-year milestone today, a 1-year anniversary and a birthday tomorrow), so a post and a
// day-before DM show at once. Dates someone already stored, and an admin's own settings, are never written over.
import type { CelebrationDatesStore } from '../store/celebration-dates.js';
import type { CelebrationSettingsStore } from '../store/celebration-settings.js';
import { dateText, localDate, monthDayText } from '../features/celebrations/dates.js';
import { nextDate } from '../features/celebrations/occasions.js';
import type { SlackWorkspace } from './workspace.js';

export async function demoCelebrations(stores: { settings: CelebrationSettingsStore; dates: CelebrationDatesStore }, workspace: SlackWorkspace, now: Date): Promise<void> {
  const ref = { teamId: workspace.team.id };
  const general = workspace.channels.find((c) => c.name === 'general' && !c.dmWith);
  const current = await stores.settings.get(ref);
  if (!current.channel && general) await stores.settings.set(ref, { ...current, channel: general.id, hour: 0 });
  const people = workspace.users.filter((u) => !u.is_bot && !u.deleted).slice(0, 4);
  const today = localDate(now, 'UTC');
  const tomorrow = nextDate(today);
  const plan = [
    { birthday: monthDayText(today) },
    { start: dateText({ ...today, year: today.year - 5, day: Math.min(today.day, 28) }) },
    { start: dateText({ ...tomorrow, year: tomorrow.year - 1, day: Math.min(tomorrow.day, 28) }) },
    { birthday: monthDayText(tomorrow) },
  ];
  for (const [i, person] of people.entries()) {
    const stored = await stores.dates.get(ref, person.id);
    if (stored.dates.birthday || stored.dates.start) continue;
    await stores.dates.setDates(ref, person.id, { ...plan[i]!, source: 'import', ...(person.email ? { email: person.email } : {}) });
  }
}
