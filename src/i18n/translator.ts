// Words and numbers in one person's language: a catalogue message filled in (plural rules and number formats from
// CLDR, through intl-messageformat), a number, a date in a time zone, a list ("Ana, Ben y Carl"). Compiled messages
// are kept per language, so a message is parsed once per process, not once per request.
import { IntlMessageFormat } from 'intl-messageformat';
import { type MessageKey, type MessageValues, messageOf } from './catalogue.js';
import { DEFAULT_LOCALE, type Locale, isLocale } from './locales.js';
import type { Said } from './said.js';

const compiled = new Map<string, IntlMessageFormat>();

function formatOf(locale: Locale, key: MessageKey): IntlMessageFormat {
  const id = `${locale}\u0000${key}`;
  let format = compiled.get(id);
  if (!format) {
    // ignoreTag: Slack's own markup (`<@U1>`, `<url|label>`) is text here, not rich-text tags.
    format = new IntlMessageFormat(messageOf(locale, key), locale, undefined, { ignoreTag: true });
    compiled.set(id, format);
  }
  return format;
}

export type DateStyle = 'day' | 'long' | 'weekday' | 'month' | 'monthYear' | 'time';
const DATE_STYLES: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  day: { day: 'numeric', month: 'short', year: 'numeric' },
  long: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  weekday: { weekday: 'long' },
  month: { day: 'numeric', month: 'long' },
  monthYear: { month: 'long', year: 'numeric' },
  time: { hour: 'numeric', minute: '2-digit' },
};

/** Each language's date formats kept at most for this many styles × time zones (a time zone is a setting, so few). */
const DATE_FORMATS_MAX = 500;

export class Translator {
  /** Built once per language: an Intl formatter costs more to build than to use, and tables format a number per cell. */
  private readonly numbers: Intl.NumberFormat;
  private readonly lists: Record<'and' | 'or', Intl.ListFormat>;
  private readonly names: Intl.DisplayNames;
  private readonly dates = new Map<string, Intl.DateTimeFormat>();

  constructor(readonly locale: Locale) {
    this.numbers = new Intl.NumberFormat(locale);
    this.lists = {
      and: new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }),
      or: new Intl.ListFormat(locale, { style: 'long', type: 'disjunction' }),
    };
    this.names = new Intl.DisplayNames(locale, { type: 'language' });
  }

  /** The message of `key`, its placeholders filled with `values`. */
  t(key: MessageKey, values?: MessageValues): string {
    return String(formatOf(this.locale, key).format(values));
  }

  /** A sentence decided earlier (a parser's, a lower layer's), in this language. */
  said(said: Said): string {
    return this.t(said.key, said.values);
  }

  /** 1,000 / 1.000 / 1 000, as the language groups digits. */
  number(n: number): string {
    return this.numbers.format(n);
  }

  /** "Ana, Ben and Carl" / "Ana, Ben y Carl"; `or` for alternatives. */
  list(items: string[], type: 'and' | 'or' = 'and'): string {
    return this.lists[type].format(items);
  }

  /** A language's name as this language says it inside a sentence ("español", "português (Brasil)", "Japanisch"). */
  languageName(locale: Locale): string {
    return this.names.of(locale) ?? locale;
  }

  /** A date (or time) as the language writes it, in `timeZone` (UTC unless given); the first of a month as French and
   *  Portuguese write it ("1er décembre", "1º de dezembro"), which Intl leaves as "1". */
  date(date: Date, style: DateStyle = 'day', timeZone = 'UTC'): string {
    const first = FIRST_OF_MONTH[this.locale];
    const parts = this.dateFormat(style, timeZone).formatToParts(date);
    return parts.map((p) => (first && p.type === 'day' && p.value === '1' ? first : p.value)).join('');
  }

  /** A calendar day written `yyyy-MM-dd` (as the service sends them), as the language writes it; anything else as given. */
  day(isoDay: string): string {
    const date = new Date(`${isoDay}T00:00:00Z`);
    return /^\d{4}-\d{2}-\d{2}$/.test(isoDay) && !Number.isNaN(date.getTime()) ? this.date(date, 'day') : isoDay;
  }

  /** An hour of the day as the language writes a time: "9:00 AM", "09:00", "9:00". */
  hour(hour: number): string {
    return this.date(new Date(Date.UTC(2024, 0, 1, hour)), 'time');
  }

  /** A weekday's name, ISO-numbered (1 Monday … 7 Sunday): "Monday", "lunes", "月曜日". */
  weekday(isoDay: number): string {
    // 2024-01-01 was a Monday, so the ISO day is the January day.
    return this.date(new Date(Date.UTC(2024, 0, isoDay, 12)), 'weekday');
  }

  private dateFormat(style: DateStyle, timeZone: string): Intl.DateTimeFormat {
    const key = `${style}\u0000${timeZone}`;
    let format = this.dates.get(key);
    if (!format) {
      try {
        format = new Intl.DateTimeFormat(this.locale, { ...DATE_STYLES[style], timeZone });
      } catch {
        // A time zone Intl does not know (a stale setting): the date in UTC rather than no answer.
        format = new Intl.DateTimeFormat(this.locale, { ...DATE_STYLES[style], timeZone: 'UTC' });
      }
      if (this.dates.size >= DATE_FORMATS_MAX) this.dates.clear();
      this.dates.set(key, format);
    }
    return format;
  }
}

/** How a language writes the first day of a month when it is not a plain "1". */
const FIRST_OF_MONTH: Partial<Record<Locale, string>> = { fr: '1er', 'pt-BR': '1º' };

const translators = new Map<Locale, Translator>();

/** The words of a language kept as data (a modal's private_metadata): English when it names none Kudos speaks. */
export const translatorOf = (stored: unknown): Translator => translatorFor(isLocale(stored) ? stored : undefined);

/** The one translator of a language (it holds only its language's formatters). */
export function translatorFor(locale: Locale = DEFAULT_LOCALE): Translator {
  let translator = translators.get(locale);
  if (!translator) translators.set(locale, (translator = new Translator(locale)));
  return translator;
}
