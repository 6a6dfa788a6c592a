// `--from` / `--to` of the admin commands, checked where they are typed: real calendar dates, the start not after the end.
import { isValid, parse } from 'date-fns';

const SHAPE = /^\d{4}-\d{2}-\d{2}$/;

const isCalendarDate = (text: string) => SHAPE.test(text) && isValid(parse(text, 'yyyy-MM-dd', new Date(0)));

/** A sentence naming the flag to fix, or undefined when the range can be sent as typed. */
export function dateRangeProblem(flags: { from?: string | undefined; to?: string | undefined }, example: string): string | undefined {
  for (const key of ['from', 'to'] as const) {
    const value = flags[key];
    if (value === undefined) continue;
    if (!SHAPE.test(value)) return `\`--${key}\` takes a date like ${example} (year-month-day); “${value}” is not one.`;
    if (!isCalendarDate(value)) return `\`--${key} ${value}\` is not a date in the calendar. Write it as year-month-day, like ${example}.`;
  }
  if (flags.from && flags.to && flags.from > flags.to)
    return `\`--from ${flags.from}\` is after \`--to ${flags.to}\`: the period must start before it ends. Did you mean \`--from ${flags.to} --to ${flags.from}\`?`;
  return undefined;
}
