// The admins' CSV import read line by line (line numbers as pasted, header and blank lines counted, each problem in
// words, a malformed line or mixed line endings costing only that line, duplicates, more than 2,000 lines refused
// whole), and celebrations' messages and forms inside Block Kit's limits.
import { describe, expect, it } from 'vitest';
import { MAX_IMPORT_LINES, lineProblemText, readImport } from '../../src/features/celebrations/import-csv.js';
import { LOCALES } from '../../src/i18n/locales.js';
import { translatorFor } from '../../src/i18n/translator.js';

const en = translatorFor('en');

const TODAY = { year: 2026, month: 11, day: 25 };

describe('reading an import', () => {
  it('numbers lines as pasted and says what is wrong with each', () => {
    const r = readImport(
      'email,birthday,start date\nana@x.test,03-14,2021-09-01\n\nbob@x.test,13-01,\ncid@x.test,,2021-02-29\ndee@x.test\neve@x.test,01-01,2020-01-01,extra\nana@x.test,03-15,',
      TODAY,
    );
    if ('refused' in r) throw new Error(en.said(r.refused));
    expect(r.rows).toEqual([{ line: 2, email: 'ana@x.test', birthday: { month: 3, day: 14 }, start: { year: 2021, month: 9, day: 1 } }]);
    expect(r.problems.map((p) => [p.line, lineProblemText(en, p)])).toEqual([
      [4, 'bob@x.test: birthday “13-01” is not a date: there is no month 13'],
      [5, 'cid@x.test: start date “2021-02-29” is not a date: February has no day 29 in 2021 (it has 28)'],
      [6, 'dee@x.test: neither a birthday nor a start date'],
      [7, '4 columns; expected 3: e-mail, birthday (MM-DD), start date (YYYY-MM-DD)'],
      [8, 'ana@x.test is already on line 2'],
    ]);
  });
  it('reports a line with a broken quote by its number and still reads the others, whatever the line endings', () => {
    const r = readImport('email,birthday,start date\r\nana@x.test,03-14,\n"bob@x.test,04-01,\r\ncid@x.test,"05"-05,\rdee@x.test,"06-06",2020-01-06\r\n', TODAY);
    if ('refused' in r) throw new Error(en.said(r.refused));
    expect(r.rows.map((row) => [row.line, row.email])).toEqual([
      [2, 'ana@x.test'],
      [5, 'dee@x.test'],
    ]);
    expect(r.problems.map((p) => ({ line: p.line, problem: lineProblemText(en, p) }))).toEqual([
      { line: 3, problem: 'not CSV: a quote (") is opened and never closed' },
      { line: 4, problem: 'not CSV: a quote (") inside a cell: quote the whole cell and double the quotes in it' },
    ]);
  });
  it('takes 2,000 lines and refuses 2,001 whole', () => {
    const lines = (n: number) => Array.from({ length: n }, (_, i) => `p${i}@x.test,01-01,`).join('\n');
    const ok = readImport(lines(MAX_IMPORT_LINES), TODAY);
    expect('rows' in ok && ok.rows.length).toBe(2000);
    const refused = readImport(lines(MAX_IMPORT_LINES + 1), TODAY);
    expect('refused' in refused && en.said(refused.refused)).toBe('2001 lines: an import takes 2,000 at most; split it.');
    expect('refused' in refused && translatorFor('de').said(refused.refused)).toBe('2001 Zeilen: Ein Import nimmt höchstens 2.000; teil die Datei auf.');
  });
  it('skips a header named in the reader’s language, and words each problem in it', () => {
    const r = readImport('メールアドレス,誕生日,入社日\nana@x.test,02-30,', TODAY, [translatorFor('ja').t('celebrations.csvEmail')]);
    if ('refused' in r) throw new Error(en.said(r.refused));
    expect(r.problems.map((p) => [p.line, lineProblemText(translatorFor('ja'), p)])).toEqual([
      [2, 'ana@x.test：誕生日 「02-30」は日付ではありません：2月に 30 日はありません（29 日までです）'],
    ]);
  });
});

describe('celebrations’ messages and forms inside Block Kit’s limits', async () => {
  const { blockKitProblems } = await import('../support/block-kit.js');
  const { celebrationPost, dayBeforeMessage } = await import('../../src/features/celebrations/message.js');
  const { celebrateMeModal, importModal, settingsModal } = await import('../../src/features/celebrations/forms.js');
  const { DEFAULT_CELEBRATION_SETTINGS } = await import('../../src/store/celebration-settings.js');
  const at = new Date();
  const many = Array.from({ length: 60 }, (_, i) => ({
    userId: `U${i}`,
    kind: i % 2 ? ('anniversary' as const) : ('birthday' as const),
    years: 5,
    milestone: true,
    date: TODAY,
    key: `U${i}:x:2026`,
    at,
    lapses: at,
  }));
  it.each(LOCALES)('renders a post for 60 people, the day-before DM and every form (%s)', (locale) => {
    const t = translatorFor(locale);
    expect(blockKitProblems(celebrationPost(t, many, 'Northwind', { birthday: 5, anniversary: 10 }), 'message')).toEqual([]);
    expect(blockKitProblems(dayBeforeMessage(t, many[1]!, 'C1', 'Northwind'), 'message')).toEqual([]);
    expect(
      blockKitProblems(
        celebrateMeModal(t, 'celebrate_me', { birthday: '02-29', start: '2020-01-06', source: 'person' }, { birthday: true, anniversary: false }),
        'modal',
      ),
    ).toEqual([]);
    expect(blockKitProblems(importModal(t, 'celebration_import'), 'modal')).toEqual([]);
    expect(blockKitProblems(settingsModal(t, 'celebration_settings', { ...DEFAULT_CELEBRATION_SETTINGS, channel: 'C1' }), 'modal')).toEqual([]);
  });
  it('posts in the language it is given: French for a workspace whose default is French', () => {
    const post = celebrationPost(translatorFor('fr'), [many[0]!, many[1]!], 'Northwind', { birthday: 5, anniversary: 5 });
    expect(post.text).toBe(
      ':birthday: Joyeux anniversaire <@U0> !\n:trophy: 5 ans chez Northwind aujourd’hui, <@U1> ! Une belle étape : merci pour ces 5 ans.',
    );
    expect(JSON.stringify(post.blocks)).toContain('L’entreprise offre 5 pièces à chacun');
  });
});
