// `--from` / `--to` of the admin commands, checked where they are typed: real calendar dates, the start not after the end.
import { isValid, parse } from 'date-fns';
import { type Said, said } from '../../i18n/said.js';

const SHAPE = /^\d{4}-\d{2}-\d{2}$/;

const isCalendarDate = (text: string) => SHAPE.test(text) && isValid(parse(text, 'yyyy-MM-dd', new Date(0)));

/** The sentence naming the flag to fix (worded by whoever tells the admin), or undefined when the range can be sent. */
export function dateRangeSaid(flags: { from?: string | undefined; to?: string | undefined }, example: string): Said | undefined {
  for (const key of ['from', 'to'] as const) {
    const value = flags[key];
    if (value === undefined) continue;
    if (!SHAPE.test(value)) return said('exports.dateNotADate', { flag: key, example, value });
    if (!isCalendarDate(value)) return said('exports.dateNotInCalendar', { flag: key, example, value });
  }
  if (flags.from && flags.to && flags.from > flags.to) return said('exports.dateFromAfterTo', { from: flags.from, to: flags.to });
  return undefined;
}
