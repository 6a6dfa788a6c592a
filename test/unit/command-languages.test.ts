// `/kudos` in each language's own words: the common subcommands and the reason's connector are read beside the English
// ones, the English keep working, and a usage answer is worded in the reader's language.
import type { Said } from '../../src/i18n/said.js';
import { describe, expect, it } from 'vitest';
import { parseKudosCommand } from '../../src/features/kudos/grammar.js';
import { localKeywords } from '../../src/features/kudos/keywords.js';
import { LOCALES } from '../../src/i18n/locales.js';
import { translatorFor } from '../../src/i18n/translator.js';

const parse = (text: string) => parseKudosCommand(text, 'UME');

describe('subcommands in six languages', () => {
  it.each([
    ['ayuda', 'help'],
    ['Ajuda', 'help'],
    ['aide', 'help'],
    ['HILFE', 'help'],
    ['ヘルプ', 'help'],
    ['saldo', 'balance'],
    ['solde', 'balance'],
    ['guthaben', 'balance'],
    ['残高', 'balance'],
    ['ranking', 'top'],
    ['classement', 'top'],
    ['rangliste', 'top'],
    ['ランキング', 'top'],
    ['premios', 'rewards'],
    ['recompensas', 'rewards'],
    ['récompenses', 'rewards'],
    ['prämien', 'rewards'],
    ['リワード', 'rewards'],
  ])('%s → %s', (word, kind) => {
    expect(parse(word).kind).toBe(kind);
  });

  it('reads the rest of a translated subcommand as the English one: `ranking week givers` is `top week givers`', () => {
    expect(parse('ranking week givers')).toEqual(parse('top week givers'));
    expect(parse('rangliste month')).toEqual(parse('top month'));
  });

  it('keeps every English keyword', () => {
    for (const word of ['help', 'balance', 'top', 'rewards', 'profile', 'received', 'setup']) expect(parse(word).kind).toBe(word === 'top' ? 'top' : word);
  });

  it('shows each language but English its own words in help, one per subcommand', () => {
    expect(localKeywords('en')).toEqual([]);
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      const words = localKeywords(locale);
      expect(words).toHaveLength(4);
      for (const word of words) expect(parse(word).kind).not.toBe('usage');
    }
  });
});

describe('the reason’s connector in six languages', () => {
  it.each([
    ['<@U1|ana> 10 for the launch', 'the launch'],
    ['<@U1|ana> 10 por el lanzamiento', 'el lanzamiento'],
    ['<@U1|ana> 10 pelo lançamento', 'lançamento'],
    ['<@U1|ana> 10 pour le lancement', 'le lancement'],
    ['<@U1|ana> 10 für den Launch', 'den Launch'],
    ['<@U1|ana> 10 のために ローンチ', 'ローンチ'],
    ['<@U1|ana> 10 ローンチのお礼', 'ローンチのお礼'],
  ])('%s → reason “%s”', (text, reason) => {
    expect(parse(text)).toMatchObject({ kind: 'give', amount: 10, reason, complete: true });
  });

  it('still calls a word before a connector a wrong amount, in any language', () => {
    for (const text of ['<@U1|ana> diez por el lanzamiento', '<@U1|ana> dix pour le lancement', '<@U1|ana> zehn für den Launch'])
      expect(translatorFor('en').said((parse(text) as unknown as { message: Said }).message)).toContain('whole number of coins');
  });

  it('reads French `pour` as the connector only before what French puts after it, so an English reason stays as typed', () => {
    expect(parse('<@U1|ana> 10 pour l’aide')).toMatchObject({ kind: 'give', reason: 'l’aide', complete: true });
    expect(parse('<@U1|ana> 10 pour ton aide')).toMatchObject({ kind: 'give', reason: 'ton aide', complete: true });
    expect(parse('<@U1|ana> 10 pour one out for the team')).toMatchObject({ kind: 'give', reason: 'pour one out for the team', complete: true });
    expect(parse('<@U1|ana> awesome pour one out')).toMatchObject({ kind: 'give', reason: 'awesome pour one out', complete: false });
  });

  it('never reads a thank-you before a connector as an amount', () => {
    expect(parse('<@U1|ana> gracias por el lanzamiento')).toMatchObject({ kind: 'give', reason: 'gracias por el lanzamiento', complete: false });
    expect(parse('<@U1|ana> danke für den Launch')).toMatchObject({ kind: 'give', reason: 'danke für den Launch', complete: false });
  });
});

describe('usage answers in the reader’s language', () => {
  it('words one parse in every language, each different from the English', () => {
    const parsed = parse('<@UME> 5 for me');
    expect(parsed.kind).toBe('usage');
    const message = (parsed as unknown as { message: Said }).message;
    const english = translatorFor('en').said(message);
    expect(english).toContain('yourself');
    for (const locale of LOCALES.filter((l) => l !== 'en')) expect(translatorFor(locale).said(message)).not.toBe(english);
    expect(translatorFor('ja').said(message)).toContain('自分自身');
  });

  it('formats the numbers of a rule as the language groups digits', () => {
    const message = (parse('<@U1|ana> 99999999 for x') as unknown as { message: Said }).message;
    expect(translatorFor('en').said(message)).toContain('1,000,000');
    expect(translatorFor('de').said(message)).toContain('1.000.000');
    expect(translatorFor('fr').said(message)).toMatch(/1\s000\s000/);
  });
});

describe('what other scripts type', () => {
  it('reads full-width digits as the amount (１０ is 10)', () => {
    expect(parse('<@U1|ana> １０ ローンチのお礼')).toMatchObject({ kind: 'give', amount: 10, reason: 'ローンチのお礼', complete: true });
    expect(parse('<@U1|ana> ５ for x')).toMatchObject({ kind: 'give', amount: 5, reason: 'x' });
  });

  it('passes over direction marks around a mention or an address', () => {
    expect(parse('\u200f<@U1|ana> 2 for rtl')).toMatchObject({ kind: 'give', recipients: [{ kind: 'user', id: 'U1' }], amount: 2 });
    expect(parse('\u200fana@acme.test\u200e 2 for rtl')).toMatchObject({ kind: 'give', recipients: [{ kind: 'email', email: 'ana@acme.test' }] });
    const unknown = parse('\u200f@tom.hughes 2 for rtl');
    expect(translatorFor('en').said((unknown as unknown as { message: Said }).message)).toContain('Pick people from Slack’s @ suggestions');
  });
});
