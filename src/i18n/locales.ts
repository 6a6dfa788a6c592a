// The languages Kudos speaks, and how any locale text (Slack's `es-ES`, a member's `pt`, a header's `fr-CA;q=0.8`,
// something malformed) maps onto one of them — or onto none, so the caller falls back; never an error.
import { z } from 'zod';

export const LOCALES = ['en', 'es', 'pt-BR', 'fr', 'de', 'ja'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Each language in its own words, as a person looks for it in a menu. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  es: 'Español',
  'pt-BR': 'Português (Brasil)',
  fr: 'Français',
  de: 'Deutsch',
  ja: '日本語',
};

const BY_LANGUAGE: Record<string, Locale> = { en: 'en', es: 'es', pt: 'pt-BR', fr: 'fr', de: 'de', ja: 'ja' };

/** A BCP 47-ish tag: a 2–3 letter language, then subtags (`_` as Slack and POSIX write them is read as `-`). */
const tagSchema = z
  .string()
  .trim()
  .max(35)
  .transform((s) => s.replace(/_/g, '-').toLowerCase())
  .pipe(z.string().regex(/^[a-z]{2,3}(-[a-z0-9]{1,8})*$/));

/** The language Kudos speaks for `input`, or undefined when it speaks none of it or `input` is not a locale. */
export function localeOf(input: unknown): Locale | undefined {
  const parsed = tagSchema.safeParse(input);
  if (!parsed.success) return undefined;
  return BY_LANGUAGE[parsed.data.split('-')[0]!];
}

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);
