// Dates as each language writes them: Intl's, with the first of a month as French and Portuguese write it.
import { describe, expect, it } from 'vitest';
import { translatorFor } from '../../src/i18n/translator.js';

const first = new Date('2026-12-01T10:00:00Z');
const eleventh = new Date('2026-12-11T10:00:00Z');

describe('dates by language', () => {
  it.each([
    ['en', 'December 1', 'December 11'],
    ['es', '1 de diciembre', '11 de diciembre'],
    ['pt-BR', '1º de dezembro', '11 de dezembro'],
    ['fr', '1er décembre', '11 décembre'],
    ['de', '1. Dezember', '11. Dezember'],
    ['ja', '12月1日', '12月11日'],
  ] as const)('%s', (locale, one, eleven) => {
    expect(translatorFor(locale).date(first, 'month')).toBe(one);
    expect(translatorFor(locale).date(eleventh, 'month')).toBe(eleven);
  });

  it('reads the day in the time zone asked for, and falls back to UTC on one Intl does not know', () => {
    expect(translatorFor('fr').date(new Date('2026-11-30T23:30:00Z'), 'month', 'Europe/Paris')).toBe('1er décembre');
    expect(translatorFor('fr').date(first, 'month', 'Not/AZone')).toBe('1er décembre');
  });
});
