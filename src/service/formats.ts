// Value formats the spec fixes (e-mail, dates, timestamps, health bands), shared by routes, rules and the loader.
import { z } from 'zod';
import { charactersOver, longText, text } from './text-rules.js';

export const emailSchema = text().trim().toLowerCase().pipe(z.email());

export const isoDateSchema = z
  .string({ error: (issue) => (issue.input === undefined ? undefined : 'must be a date as YYYY-MM-DD') })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD')
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), 'is not a real calendar date');

/** design.md: a recognition's `amount` is a whole number of coins from 1 to 1,000,000. */
export const amountSchema = z
  .number({ error: (issue) => (issue.code === 'invalid_type' && issue.input !== undefined ? 'must be a number of coins' : undefined) })
  .int('must be a whole number of coins')
  .min(1, 'must be at least 1')
  .max(1_000_000, 'must be at most 1,000,000 coins');

/** design.md: a recognition's `for` holds 1 to 1,000 characters after trimming, counted as people read them (grapheme
 *  clusters: é written as e + accent, or a family emoji of seven code points, is one); longer is refused, never cut. */
export const reasonSchema = longText()
  .trim()
  .min(1, 'is required')
  .refine((s) => charactersOver(s, 1000) === undefined, 'must be at most 1,000 characters');

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** design.md: a review date is a real date from 2000-01-01 to tomorrow (UTC), judged when the request arrives. */
export const reviewDateSchema = isoDateSchema.superRefine((date, ctx) => {
  const tomorrow = isoDay(new Date(Date.now() + 86_400_000));
  if (date < '2000-01-01') ctx.addIssue({ code: 'custom', message: 'must be on or after 2000-01-01' });
  if (date > tomorrow) ctx.addIssue({ code: 'custom', message: `must be no later than tomorrow (${tomorrow}, UTC)` });
});

export const SKILLS = ['Critical Thinking', 'Empathy', 'Initiative Making', 'Leadership', 'Self Awareness', 'Optimism'] as const;

/** `YYYY-MM-DD HH:MM:SS` in UTC, the spec's createdate format. */
export function formatTimestamp(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ');
}

/** design.md: Novice 0–24, Intermediate 25–49, Advanced 50–74, Elite 75–100. */
export function healthStatus(score: number): 'Novice' | 'Intermediate' | 'Advanced' | 'Elite' {
  if (score >= 75) return 'Elite';
  if (score >= 50) return 'Advanced';
  if (score >= 25) return 'Intermediate';
  return 'Novice';
}

/** Renders a zod issue path as `companies[0].members[3].email`. */
export function formatPath(path: ReadonlyArray<PropertyKey>): string {
  return path.reduce<string>((out, key) => (typeof key === 'number' ? `${out}[${key}]` : out ? `${out}.${String(key)}` : String(key)), '');
}
