// Words and numbers in one person's language: a catalogue message filled in (plural rules and number formats from
// CLDR, through intl-messageformat), a number, a date in a time zone, a list ("Ana, Ben y Carl"). Compiled messages
// are kept per language, so a message is parsed once per process, not once per request.
import { IntlMessageFormat } from 'intl-messageformat';
import { type MessageKey, type MessageValues, messageOf } from './catalogue.js';
import { DEFAULT_LOCALE, type Locale } from './locales.js';
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

export class Translator {
  constructor(readonly locale: Locale) {}

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
    return new Intl.NumberFormat(this.locale).format(n);
  }

  /** "Ana, Ben and Carl" / "Ana, Ben y Carl"; `or` for alternatives. */
  list(items: string[], type: 'and' | 'or' = 'and'): string {
    return new Intl.ListFormat(this.locale, { style: 'long', type: type === 'and' ? 'conjunction' : 'disjunction' }).format(items);
  }

  /** A language's name as this language says it inside a sentence ("español", "português (Brasil)", "Japanisch"). */
  languageName(locale: Locale): string {
    return new Intl.DisplayNames(this.locale, { type: 'language' }).of(locale) ?? locale;
  }

  /** A date (or time) as the language writes it, in `timeZone` (UTC unless given); the first of a month as French and
   *  Portuguese write it ("1er décembre", "1º de dezembro"), which Intl leaves as "1". */
  date(date: Date, style: DateStyle = 'day', timeZone = 'UTC'): string {
    const first = FIRST_OF_MONTH[this.locale];
    const parts = this.dateFormat(style, timeZone).formatToParts(date);
    return parts.map((p) => (first && p.type === 'day' && p.value === '1' ? first : p.value)).join('');
  }

  private dateFormat(style: DateStyle, timeZone: string): Intl.DateTimeFormat {
    try {
      return new Intl.DateTimeFormat(this.locale, { ...DATE_STYLES[style], timeZone });
    } catch {
      // A time zone Intl does not know (a stale setting): the date in UTC rather than no answer.
      return new Intl.DateTimeFormat(this.locale, { ...DATE_STYLES[style], timeZone: 'UTC' });
    }
  }
}

/** How a language writes the first day of a month when it is not a plain "1". */
const FIRST_OF_MONTH: Partial<Record<Locale, string>> = { fr: '1er', 'pt-BR': '1º' };

const translators = new Map<Locale, Translator>();

/** The one translator of a language (they hold nothing but it). */
export function translatorFor(locale: Locale = DEFAULT_LOCALE): Translator {
  let translator = translators.get(locale);
  if (!translator) translators.set(locale, (translator = new Translator(locale)));
  return translator;
}
