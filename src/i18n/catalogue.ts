// The one message catalogue: every sentence a person reads, in ICU MessageFormat, by namespace and language. English
// is the source; each other language must hold the same keys (the compiler checks, through `Translation`) and the
// same placeholders (test/unit/i18n-catalogue.test.ts).
import type { Locale } from './locales.js';
import type { Translation } from './translation.js';
import * as en from './messages/en/index.js';
import * as es from './messages/es/index.js';
import * as ptBR from './messages/pt-BR/index.js';
import * as fr from './messages/fr/index.js';
import * as de from './messages/de/index.js';
import * as ja from './messages/ja/index.js';

type Source = typeof en;
type Catalogue = { readonly [NS in keyof Source]: Translation<Source[NS]> };

/** `namespace.key`, for every key of the English catalogue. */
export type MessageKey = { [NS in keyof Source]: `${NS & string}.${keyof Source[NS] & string}` }[keyof Source];
/** What a message's placeholders are filled with: text, numbers (plural and number formats) and dates. */
export type MessageValues = Record<string, string | number | Date>;

export const CATALOGUES: Record<Locale, Catalogue> = { en, es, 'pt-BR': ptBR, fr, de, ja };

/** The message of `key` in `locale`, as written in the catalogue. */
export function messageOf(locale: Locale, key: MessageKey): string {
  const id: string = key;
  const dot = id.indexOf('.');
  const namespace = CATALOGUES[locale][id.slice(0, dot) as keyof Source] as Record<string, string>;
  return namespace[id.slice(dot + 1)]!;
}
