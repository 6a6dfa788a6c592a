// When a workspace's next celebration is due, after a given instant: the workbench's demo clock jumps there, so a
// visitor sees a post appear without waiting for someone's birthday. Same rules as the scheduler (each person's own
// time zone, the configured hour, opt-outs and the occasions an admin turned off).
import type { WebClient } from '@slack/web-api';
import type { CelebrationDatesStore } from '../../store/celebration-dates.js';
import type { CelebrationSettingsStore } from '../../store/celebration-settings.js';
import type { GivingRulesStore } from '../../store/giving-rules.js';
import type { WorkspaceRef } from '../../store/workspaces.js';
import { knownTimeZone, localDate, occurrenceIn } from './dates.js';
import { type DueDeps, celebratedDates } from './due.js';
import { type CelebratedDates, type Occasion, occasionsOn } from './occasions.js';

export type NextDeps = DueDeps & {
  celebrationDates: Pick<CelebrationDatesStore, 'everyone'>;
  celebrationSettings: Pick<CelebrationSettingsStore, 'get'>;
  givingRules: Pick<GivingRulesStore, 'get'>;
};

/** A person's first occasion due strictly after `after` (this year's or next year's), in `timeZone`. */
export function nextOccasionOf(userId: string, dates: CelebratedDates, after: Date, hour: number, timeZone: string): Occasion | undefined {
  const year = localDate(after, timeZone).year;
  const days = [year, year + 1].flatMap((y) => [dates.birthday, dates.start].flatMap((d) => (d ? [occurrenceIn(d, y)] : [])));
  const found = days.flatMap((day) => occasionsOn(userId, dates, day, hour, timeZone)).filter((o) => o.at.getTime() > after.getTime());
  return found.sort((a, b) => a.at.getTime() - b.at.getTime())[0];
}

/** The workspace's next occasion after `after`, or undefined when none can come (no channel, no dates stored). */
export async function nextCelebration(deps: NextDeps, slack: WebClient, w: WorkspaceRef, after: Date): Promise<Occasion | undefined> {
  const [settings, people, rules] = await Promise.all([deps.celebrationSettings.get(w), deps.celebrationDates.everyone(w), deps.givingRules.get(w)]);
  if (!settings.channel) return undefined;
  let next: Occasion | undefined;
  for (const person of people) {
    const dates = celebratedDates(person, settings);
    if (!dates.birthday && !dates.start) continue;
    const user = await deps.directory.user(slack, w, person.userId).catch(() => undefined);
    if (!user || user.deleted || user.isBot) continue;
    const o = nextOccasionOf(person.userId, dates, after, settings.hour, knownTimeZone(user.tz) ?? rules.timeZone);
    if (o && (!next || o.at.getTime() < next.at.getTime())) next = o;
  }
  return next;
}
