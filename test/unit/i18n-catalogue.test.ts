// The one catalogue's rules: every language holds every English key, with the same placeholders of the same kinds,
// the same choices in each `select`, plural forms its language has (CLDR), no ICU quote that would swallow text, and a
// translation that is not the English left in place; every message formats.
import { type MessageFormatElement, TYPE, parse } from '@formatjs/icu-messageformat-parser';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CATALOGUES, type MessageKey, messageOf } from '../../src/i18n/catalogue.js';
import { LOCALES, type Locale } from '../../src/i18n/locales.js';
import { translatorFor } from '../../src/i18n/translator.js';

const keysOf = (locale: Locale): string[] =>
  Object.entries(CATALOGUES[locale]).flatMap(([namespace, messages]) => Object.keys(messages).map((key) => `${namespace}.${key}`));
const ENGLISH_KEYS = keysOf('en') as MessageKey[];

type Argument = { kind: 'plain' | 'number' | 'date' | 'plural' | 'select'; options?: string[] };

/** Every argument a message uses, by name and kind; a select's choices; plural categories per argument. */
function argumentsOf(elements: MessageFormatElement[], found = new Map<string, Argument>(), plurals = new Map<string, Set<string>>()) {
  for (const e of elements) {
    if (e.type === TYPE.argument) found.set(e.value, found.get(e.value) ?? { kind: 'plain' });
    if (e.type === TYPE.number) found.set(e.value, { kind: 'number' });
    if (e.type === TYPE.date || e.type === TYPE.time) found.set(e.value, { kind: 'date' });
    if (e.type === TYPE.select) {
      found.set(e.value, { kind: 'select', options: Object.keys(e.options).sort() });
      for (const o of Object.values(e.options)) argumentsOf(o.value, found, plurals);
    }
    if (e.type === TYPE.plural) {
      found.set(e.value, { kind: 'plural' });
      const categories = plurals.get(e.value) ?? new Set<string>();
      for (const [category, o] of Object.entries(e.options)) {
        categories.add(category);
        argumentsOf(o.value, found, plurals);
      }
      plurals.set(e.value, categories);
    }
  }
  return { found, plurals };
}

const parsed = (locale: Locale, key: MessageKey) => argumentsOf(parse(messageOf(locale, key), { ignoreTag: true }));

/** Sample values for every argument of a message, so it can be formatted. */
function samples(found: Map<string, Argument>): Record<string, string | number | Date> {
  return Object.fromEntries(
    [...found].map(([name, a]) => [
      name,
      a.kind === 'number' || a.kind === 'plural' ? 2 : a.kind === 'date' ? new Date(0) : a.kind === 'select' ? 'other' : 'x',
    ]),
  );
}

describe('the catalogue', () => {
  it('has messages', () => {
    expect(ENGLISH_KEYS.length).toBeGreaterThan(100);
  });

  it.each(LOCALES)('%s holds exactly the English keys', (locale) => {
    expect(keysOf(locale).sort()).toEqual([...ENGLISH_KEYS].sort());
  });

  it.each(LOCALES.filter((l) => l !== 'en'))('%s has the English placeholders, kinds and choices in every message', (locale) => {
    const wrong = ENGLISH_KEYS.flatMap((key) => {
      // In name order: a translation may put its placeholders in another order than the English.
      const english = Object.fromEntries([...parsed('en', key).found].sort(([a], [b]) => a.localeCompare(b)));
      const translated = Object.fromEntries([...parsed(locale, key).found].sort(([a], [b]) => a.localeCompare(b)));
      // A plural's number may be shown as `#` or not at all; its kind must stay a plural.
      return JSON.stringify(translated) === JSON.stringify(english) ? [] : [`${key}: ${JSON.stringify(english)} ≠ ${JSON.stringify(translated)}`];
    });
    expect(wrong).toEqual([]);
  });

  it.each(LOCALES)('%s uses only the plural forms its language has, always with `other`', (locale) => {
    const categories = new Set(new Intl.PluralRules(locale).resolvedOptions().pluralCategories as string[]);
    const wrong = ENGLISH_KEYS.flatMap((key) =>
      [...parsed(locale, key).plurals].flatMap(([name, used]) => {
        const unknown = [...used].filter((c) => !c.startsWith('=') && !categories.has(c));
        return unknown.length || !used.has('other') ? [`${key} {${name}}: ${[...used].join(', ')}`] : [];
      }),
    );
    expect(wrong).toEqual([]);
  });

  it.each(LOCALES)('%s has no straight apostrophe (ICU would read it as a quote): ’ is the apostrophe', (locale) => {
    expect(ENGLISH_KEYS.filter((key) => messageOf(locale, key).includes("'"))).toEqual([]);
  });

  it.each(LOCALES)('%s formats every message with its placeholders filled', (locale) => {
    const t = translatorFor(locale);
    for (const key of ENGLISH_KEYS) expect(() => t.t(key, samples(parsed('en', key).found)), key).not.toThrow();
  });

  it.each(LOCALES.filter((l) => l !== 'en'))('%s translates: no sentence of three words or more left as the English', (locale) => {
    const same = ENGLISH_KEYS.filter((key) => {
      const english = messageOf('en', key);
      const words = english.replace(/`[^`]*`|\{[^}]*\}|<[^>]*>/g, ' ').match(/\p{L}{2,}/gu) ?? [];
      return words.length >= 3 && messageOf(locale, key) === english;
    });
    expect(same).toEqual([]);
  });
});

describe('property: a message keeps what it is given', () => {
  it('formats any text placeholder verbatim, in every language, whatever it holds (quotes, braces, markup, RTL)', () => {
    const plainArguments = ENGLISH_KEYS.flatMap((key) =>
      [...parsed('en', key).found].filter(([, a]) => a.kind === 'plain').map(([name]) => ({ key, name, all: parsed('en', key).found })),
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...LOCALES),
        fc.constantFrom(...plainArguments),
        fc.string({ unit: fc.constantFrom('a', 'é', '日', "'", '{', '}', '#', '<', '>', '*', '_', '\u202e', ' ', '’'), minLength: 1, maxLength: 12 }),
        (locale, { key, name, all }, value) => {
          const values = { ...samples(all), [name]: value };
          const text = translatorFor(locale).t(key, values);
          // A select or plural may leave the argument out of the branch taken; where it is shown, it is shown whole.
          const shown = translatorFor(locale)
            .t(key, { ...values, [name]: '\u0000' })
            .includes('\u0000');
          if (shown) expect(text).toContain(value);
        },
      ),
      { numRuns: 400 },
    );
  });
});
