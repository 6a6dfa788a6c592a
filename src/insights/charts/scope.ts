// What an insights chart is computed over: the period cut into weeks or months on the workspace's clock, the viewer's
// teams (a manager's), and the team and value filters — turned once per chart into a flag per person of the ledger.
import { TZDate } from '@date-fns/tz';
import { addMonths, addWeeks, format, startOfISOWeek, startOfMonth } from 'date-fns';
import type { Chunk, Ledger } from './ledger.js';

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

/** The scope over one ledger: who is in it (1 per person index), how many, and the value filter's bit. */
export type View = { ledger: Ledger; scope: Scope; inScope: Uint8Array; people: number; valueBit: number };

export function viewOf(ledger: Ledger, scope: Scope): View {
  const inScope = new Uint8Array(ledger.persons.length);
  let people = 0;
  ledger.persons.forEach((p, i) => {
    if ((scope.teams && !scope.teams.has(p.team)) || (scope.team !== undefined && p.team !== scope.team)) return;
    inScope[i] = 1;
    people += 1;
  });
  // A value that is none of the company's matches no kudos.
  const valueBit = scope.value === undefined ? 0 : ledger.bitOf(scope.value) || -1;
  return { ledger, scope, inScope, people, valueBit };
}

/** Whether person index `p` (-1: not in the directory) is in scope. */
export const isIn = (view: View, p: number) => p >= 0 && view.inScope[p] === 1;

/** Whether kudos `i` of chunk `c` carries the filtered value (any kudos when there is no value filter). */
export const hasValue = (view: View, c: Chunk, i: number) => view.valueBit === 0 || (view.valueBit > 0 && (c.tags[i]! & view.valueBit) !== 0);

/** Whether kudos `i` of chunk `c` is in the period and carries the filtered value. */
export const counts = (view: View, c: Chunk, i: number) => {
  const at = c.at[i]!;
  return at >= view.scope.from && at < view.scope.to && hasValue(view, c, i);
};

/** Kudos `i` touches the scope when its giver or one of its receivers is in it. */
export function touches(view: View, c: Chunk, i: number): boolean {
  if (isIn(view, c.giver[i]!)) return true;
  for (let j = c.receiverStart[i]!; j < c.receiverStart[i + 1]!; j += 1) if (isIn(view, c.receivers[j]!)) return true;
  return false;
}

export const receiverCount = (c: Chunk, i: number) => c.receiverStart[i + 1]! - c.receiverStart[i]!;

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
