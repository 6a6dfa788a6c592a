// `/kudos help` in the five other languages: the commands people type stay exactly the English ones (every code span of
// every message, in order; a giving example's reason is in the language and gives the same), the explanations around them are translated, and the local keywords are offered.
import { describe, expect, it } from 'vitest';
import { helpBlocks } from '../../src/features/help/help.js';
import { parseKudosCommand } from '../../src/features/kudos/grammar.js';
import { type MessageKey, messageOf } from '../../src/i18n/catalogue.js';
import { LOCALES } from '../../src/i18n/locales.js';
import { help } from '../../src/i18n/messages/en/help.js';
import { translatorFor } from '../../src/i18n/translator.js';

const KEYS = Object.keys(help).map((key) => `help.${key}` as MessageKey);
const codeSpans = (text: string) => text.match(/`[^`]*`/g) ?? [];
const textOf = (blocks: unknown[]) => JSON.stringify(blocks);
/** The examples of giving, whose reason (and its `for`) is written in the reader's language. */
const LOCAL_REASONS: MessageKey[] = ['help.giveCommand', 'help.givePrivate', 'help.giveValue'];
/** What a `/kudos` example gives, its reason aside: the same people, amount and privacy in every language. */
const gives = (span: string) => {
  // `@ana.lima` as Slack sends it once picked from its suggestions: a mention.
  const text = span.replace(/^`\/kudos |`$/g, '').replace(/@([a-z]+)\.([a-z]+)/g, (_, a: string, b: string) => `<@U${(a + b).toUpperCase()}>`);
  const parsed = parseKudosCommand(text, 'UME');
  return parsed.kind === 'give' ? { recipients: parsed.recipients, amount: parsed.amount, private: parsed.private, complete: parsed.complete } : span;
};

describe('help, translated', () => {
  it.each(LOCALES.filter((l) => l !== 'en'))('%s keeps every command example exactly as typed, but a reason in its own words', (locale) => {
    for (const key of KEYS) {
      const [english, translated] = [codeSpans(messageOf('en', key)), codeSpans(messageOf(locale, key))];
      if (!LOCAL_REASONS.includes(key)) expect(translated, key).toEqual(english);
      else expect(translated.map(gives), key).toEqual(english.map(gives));
    }
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
