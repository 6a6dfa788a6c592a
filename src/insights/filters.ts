// The dashboard's filters, read from the query string with zod: the period (the last N months), weeks or months, one
// team, one company value, and the days for "not recognised". A bad value is the browser's fault: a 400, never a 500.
import { TZDate } from '@date-fns/tz';
import { startOfMonth, subMonths } from 'date-fns';
import { z } from 'zod';
import type { MessageKey } from '../i18n/catalogue.js';
import { type Said, said } from '../i18n/said.js';
import { HASHTAG_SHAPE, normalHashtag } from '../store/values.js';
import type { Scope } from './charts/scope.js';

export const MONTHS = [1, 3, 6, 12] as const;

const filtersSchema = z.object({
  months: z.coerce
    .number()
    .int()
    .refine((m) => (MONTHS as readonly number[]).includes(m))
    .default(6),
  bucket: z.enum(['week', 'month']).default('month'),
  team: z.string().trim().min(1).max(100).optional(),
  // `#ownership` or `ownership`: a value as people write it, or its name.
  value: z
    .string()
    .trim()
    .transform((v) => normalHashtag(v.replace(/^#/, '')))
    .pipe(z.string().regex(HASHTAG_SHAPE))
    .optional(),
  days: z.coerce.number().int().min(1).max(365).default(30),
});

export type Filters = z.infer<typeof filtersSchema>;

/** What each filter must be, said when a query's is not. */
const PROBLEMS: Record<keyof Filters, MessageKey> = {
  months: 'dashboard.badMonths',
  bucket: 'dashboard.badBucket',
  team: 'dashboard.badTeam',
  value: 'dashboard.badValue',
  days: 'dashboard.badDays',
};

/** The filters of a query, or the first problem, to be worded for the reader. */
export function filtersOf(query: URLSearchParams): Filters | { problem: Said } {
  const raw = Object.fromEntries([...query].filter(([, v]) => v !== ''));
  const parsed = filtersSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const field = String(parsed.error.issues[0]!.path[0]) as keyof Filters;
  return { problem: said(PROBLEMS[field] ?? 'dashboard.badFilters') };
}

/** The query string that asks for these filters again (for the CSV links). */
export function queryOf(f: Filters): string {
  return new URLSearchParams({
    months: String(f.months),
    bucket: f.bucket,
    days: String(f.days),
    ...(f.team ? { team: f.team } : {}),
    ...(f.value ? { value: f.value } : {}),
  }).toString();
}

/** From the start of the month N−1 months back to now, on the workspace's clock. */
export function scopeOf(f: Filters, now: number, timeZone: string, teams?: ReadonlySet<string>): Scope {
  const from = startOfMonth(subMonths(new TZDate(now, timeZone), f.months - 1)).getTime();
  return {
    from,
    to: now + 1,
    bucket: f.bucket,
    timeZone,
    ...(teams ? { teams } : {}),
    ...(f.team ? { team: f.team } : {}),
    ...(f.value ? { value: f.value } : {}),
  };
}
