// When a workspace's weekly digest is due, on the workspace's clock: the latest slot (weekday and hour) at or before
// now, the week it covers (the seven days before it), and whether it may still go out (until its calendar week ends).
import { TZDate } from '@date-fns/tz';
import { addDays, addWeeks, format, getISODay, setHours, startOfDay, startOfISOWeek } from 'date-fns';
import type { DigestSettings } from '../../store/digest-settings.js';
import type { Translator } from '../../i18n/translator.js';

export type DigestSlot = {
  /** The moment it is due. */
  at: Date;
  /** Its name in the once-per-week claim: the slot's local date, `2026-11-23`. */
  week: string;
  /** The recognitions it counts: from a week before the slot up to the slot. */
  from: Date;
  to: Date;
  /** A missed slot is still posted until its calendar week (Monday to Sunday, local) is over. */
  lapses: Date;
  timeZone: string;
};

const plain = (d: Date) => new Date(d.getTime());

/** The latest slot at or before `now`. */
export function latestSlot(now: Date, settings: Pick<DigestSettings, 'weekday' | 'hour'>, timeZone: string): DigestSlot {
  const today = startOfDay(new TZDate(now.getTime(), timeZone));
  let at = setHours(addDays(today, -((getISODay(today) - settings.weekday + 7) % 7)), settings.hour);
  if (at.getTime() > now.getTime()) at = addWeeks(at, -1);
  return {
    at: plain(at),
    week: format(at, 'yyyy-MM-dd'),
    from: plain(addWeeks(at, -1)),
    to: plain(at),
    lapses: plain(addWeeks(startOfISOWeek(at), 1)),
    timeZone,
  };
}

/** The next slot after `now`, to say when the digest goes out. */
export function nextSlot(now: Date, settings: Pick<DigestSettings, 'weekday' | 'hour'>, timeZone: string): Date {
  return plain(addWeeks(new TZDate(latestSlot(now, settings, timeZone).at.getTime(), timeZone), 1));
}

/** Due: its moment has come and its calendar week is not over. */
export const isDue = (slot: DigestSlot, now: Date) => slot.at.getTime() <= now.getTime() && now.getTime() < slot.lapses.getTime();

/** "16–23 Nov" / "Nov 16 – 23" (or one day for a day so far): the covered week as the language writes a range, on the
 *  workspace's clock. */
export function weekLabel(t: Translator, slot: Pick<DigestSlot, 'from' | 'to' | 'timeZone'>): string {
  const options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short' };
  let range: Intl.DateTimeFormat;
  try {
    range = new Intl.DateTimeFormat(t.locale, { ...options, timeZone: slot.timeZone });
  } catch {
    range = new Intl.DateTimeFormat(t.locale, { ...options, timeZone: 'UTC' });
  }
  return range.formatRange(slot.from, slot.to);
}

/** "every Monday at 9:00 AM (Europe/Lisbon)". */
export const whenLabel = (t: Translator, settings: Pick<DigestSettings, 'weekday' | 'hour'>, timeZone: string) =>
  t.t('digest.when', { weekday: t.weekday(settings.weekday), time: t.hour(settings.hour), timeZone });
