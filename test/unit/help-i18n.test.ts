// `/kudos help` in the five other languages: the commands people type stay exactly the English ones (every code span of
// every message, in order), the explanations around them are translated, and the local keywords are offered.
import { describe, expect, it } from 'vitest';
import { helpBlocks } from '../../src/features/help/help.js';
import { type MessageKey, messageOf } from '../../src/i18n/catalogue.js';
import { LOCALES } from '../../src/i18n/locales.js';
import { help } from '../../src/i18n/messages/en/help.js';
import { translatorFor } from '../../src/i18n/translator.js';

const KEYS = Object.keys(help).map((key) => `help.${key}` as MessageKey);
const codeSpans = (text: string) => text.match(/`[^`]*`/g) ?? [];
const textOf = (blocks: unknown[]) => JSON.stringify(blocks);

describe('help, translated', () => {
  it.each(LOCALES.filter((l) => l !== 'en'))('%s keeps every command example exactly as typed', (locale) => {
    for (const key of KEYS) expect(codeSpans(messageOf(locale, key)), key).toEqual(codeSpans(messageOf('en', key)));
  });

  it('is German for de and Japanese for ja, with the words each language can also type', () => {
    const german = textOf(helpBlocks(translatorFor('de'), true));
    expect(german).toContain('*Kudos geben*');
    expect(german).toContain('`/kudos balance` — die Münzen, die du in diesem Zeitraum noch geben kannst');
    expect(german).toContain('In deiner Sprache kannst du auch eingeben: `/kudos hilfe`, `/kudos guthaben`, `/kudos rangliste` und `/kudos prämien`.');
    const japanese = textOf(helpBlocks(translatorFor('ja'), false));
    expect(japanese).toContain('*Kudos を贈る*');
    expect(japanese).toContain('あなたの言語では次のようにも入力できます：');
    expect(japanese).not.toContain('*管理者向け*');
  });
});
