// Value formats the spec fixes (e-mail, dates, timestamps, health bands), shared by routes, rules and the loader.
import { z } from 'zod';

export const emailSchema = z.string().trim().toLowerCase().pipe(z.email());

export const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD')
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), 'is not a real calendar date');

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
