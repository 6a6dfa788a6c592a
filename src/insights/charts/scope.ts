// What every insights chart is computed over: the kudos (one pass, never kept), who is in the company and in the
// viewer's scope, the period cut into weeks or months on the workspace's clock, and the team and value filters.
import { TZDate } from '@date-fns/tz';
import { addMonths, addWeeks, format, startOfISOWeek, startOfMonth } from 'date-fns';
import { hashtagsIn } from '../../features/values/tags.js';
import type { People, Person } from '../people.js';

/** One recognition as the charts read it. A private one (`shared: false`) is counted in totals only, never by name. */
export type InsightKudos = { at: number; giver?: string | undefined; receivers: readonly string[]; amount: number; reason: string; shared: boolean };

export type Bucket = 'week' | 'month';

export type Scope = {
  people: People;
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

/** Whether a person counts in this scope (known, in the viewer's teams, in the filtered team). */
export function inScope(scope: Scope, email: string | undefined): Person | undefined {
  const p = email === undefined ? undefined : scope.people.get(email);
  if (!p || (scope.teams && !scope.teams.has(p.team)) || (scope.team !== undefined && p.team !== scope.team)) return undefined;
  return p;
}

/** Everyone in scope. */
export function scopedPeople(scope: Scope): Person[] {
  return [...scope.people.values()].filter((p) => inScope(scope, p.email));
}

/** Whether a kudos is in the period and carries the filtered value (checked cheaply before the hashtags are read). */
export function kudosCounts(scope: Scope, k: InsightKudos): boolean {
  if (k.at < scope.from || k.at >= scope.to) return false;
  return scope.value === undefined || (k.reason.includes('#') && hashtagsIn(k.reason).includes(scope.value));
}

/** A kudos touches the scope when its giver or one of its receivers is in it. */
export const touches = (scope: Scope, k: InsightKudos) => inScope(scope, k.giver) !== undefined || k.receivers.some((r) => inScope(scope, r) !== undefined);

export type Buckets = { starts: number[]; labels: string[]; indexOf: (at: number) => number };

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
  const indexOf = (at: number) => {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid]! <= at) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  };
  return { starts, labels, indexOf };
}

/** A share as a percentage with one decimal. */
export const percent = (part: number, whole: number) => (whole ? Math.round((1000 * part) / whole) / 10 : 0);
