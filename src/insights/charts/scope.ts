// What an insights chart is computed over: the period cut into weeks or months on the workspace's clock, the viewer's
// teams (a manager's), and the team and value filters.
import { TZDate } from '@date-fns/tz';
import { addMonths, addWeeks, format, startOfISOWeek, startOfMonth } from 'date-fns';

export type Bucket = 'week' | 'month';

export type Scope = {
  /** The period, [from, to) in ms. */
  from: number;
  to: number;
  bucket: Bucket;
  timeZone: string;
  /** A manager's teams (their reports'); absent for an admin, who sees every team. */
  teams?: ReadonlySet<string> | undefined;
  /** Filters: one team, one company value's hashtag. */
  team?: string | undefined;
  value?: string | undefined;
};

/** A chart's numbers: what the page plots, lists in its table and gives as CSV, all the same rows. */
export type Table = { columns: string[]; rows: (string | number)[][] };

export type Buckets = { starts: number[]; labels: string[] };

/** The weeks (from Monday) or months of the period on the workspace's clock, labelled `2026-11-02` or `2026-11`. */
export function bucketsOf(scope: Pick<Scope, 'from' | 'to' | 'bucket' | 'timeZone'>): Buckets {
  const startOf = scope.bucket === 'week' ? startOfISOWeek : startOfMonth;
  const next = scope.bucket === 'week' ? (d: TZDate) => addWeeks(d, 1) : (d: TZDate) => addMonths(d, 1);
  const starts: number[] = [];
  const labels: string[] = [];
  for (let d = startOf(new TZDate(scope.from, scope.timeZone)); d.getTime() < scope.to; d = next(d)) {
    starts.push(d.getTime());
    labels.push(format(d, scope.bucket === 'week' ? 'yyyy-MM-dd' : 'yyyy-MM'));
  }
  return { starts, labels };
}

/** A share as a percentage with one decimal. */
export const percent = (part: number, whole: number) => (whole ? Math.round((1000 * part) / whole) / 10 : 0);
