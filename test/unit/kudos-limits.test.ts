// The bounds of one kudos (design.md §2: 1–1,000,000 coins, a reason of at most 1,000 characters; at most 50 people
// named one by one): the command, the give modal's inputs and its submission each refuse with a sentence naming the limit.
import type { Said } from '../../src/i18n/said.js';
import { describe, expect, it } from 'vitest';
import { translatorFor } from '../../src/i18n/translator.js';
import { BLOCKS, giveModal, parseGiveSubmission } from '../../src/features/kudos/give-modal.js';
import { parseKudosCommand, parseRecipients } from '../../src/features/kudos/grammar.js';
import { COMMAND_TEXT_MAX } from '../../src/features/kudos/limits.js';

const RANGE = 'from 1 to 1,000,000';

/** The element of one input block of the give modal. */
const elementOf = (blockId: string) =>
  (giveModal(translatorFor('en'), {}, { source: 'home' }).blocks.find((b) => b.block_id === blockId) as unknown as { element: Record<string, unknown> })
    .element;

const usageOf = (text: string) => {
  const parsed = parseKudosCommand(text, 'UME');
  expect(parsed.kind).toBe('usage');
  return translatorFor('en').said((parsed as unknown as { message: Said }).message);
};

const submission = (over: { users?: string[]; others?: string; amount?: string; reason?: string }) => ({
  recipients: { users: { selected_users: over.users ?? ['U1'] } },
  others: { text: { value: over.others ?? null } },
  amount: { value: { value: over.amount ?? '5' } },
  reason: { text: { value: over.reason ?? 'the launch' } },
});

describe('amount bounds', () => {
  it.each(['0', '-5', '2.5', '99999999999999999999', '1e3', '9007199254740991', '1000001', '+0'])(
    '/kudos <@U1> %s for x → one sentence with the range',
    (amount) => {
      expect(usageOf(`<@U1> ${amount} for x`)).toContain(RANGE);
    },
  );

  it('refuses the amount that broke the town hall, naming the limit', () => {
    expect(usageOf('everyone 9007199254740991 for x')).toBe('The amount must be a whole number of coins from 1 to 1,000,000.');
  });

  it.each([
    ['1', 1],
    ['+5', 5],
    ['1000000', 1_000_000],
    ['1,000', 1_000],
  ])('accepts %s', (amount, value) => {
    expect(parseKudosCommand(`<@U1> ${amount} for x`, 'UME')).toMatchObject({ kind: 'give', amount: value, complete: true });
  });

  it.each(['0', '-5', '2.5', '99999999999999999999', '1e3', '1000001', 'ten', ''])('the modal refuses %s inline with the range', (amount) => {
    const parsed = parseGiveSubmission(translatorFor('en'), submission({ amount }), 'UME');
    expect(parsed.ok).toBe(false);
    expect((parsed as { errors: Record<string, string> }).errors[BLOCKS.amount]).toContain(RANGE);
  });

  it('the modal’s number input enforces the range itself: whole numbers from 1 to 1,000,000', () => {
    expect(elementOf(BLOCKS.amount)).toMatchObject({ type: 'number_input', is_decimal_allowed: false, min_value: '1', max_value: '1000000' });
  });
});

describe('reason bounds', () => {
  it('accepts 1,000 characters, counted as people see them (a mention counts as its name)', () => {
    expect(parseKudosCommand(`<@U1> 5 for ${'é'.repeat(1000)}`, 'UME')).toMatchObject({ kind: 'give', complete: true });
    expect(parseKudosCommand(`<@U1> 5 for ${'x'.repeat(990)} <@U2|ben>`, 'UME')).toMatchObject({ kind: 'give', complete: true });
  });

  it('refuses 1,001 characters with a sentence naming the limit', () => {
    expect(usageOf(`<@U1> 5 for ${'x'.repeat(1001)}`)).toContain('1,000 characters');
  });

  it('refuses an over-long reason even when the rest is missing (it would not fit the form either)', () => {
    expect(usageOf(`<@U1> for ${'x'.repeat(5000)}`)).toContain('1,000 characters');
  });

  it('the modal caps the reason input and refuses a longer one inline', () => {
    expect(elementOf(BLOCKS.reason).max_length).toBe(1000);
    const parsed = parseGiveSubmission(translatorFor('en'), submission({ reason: 'y'.repeat(1001) }), 'UME');
    expect((parsed as { errors: Record<string, string> }).errors[BLOCKS.reason]).toContain('1,000 characters');
  });
});

describe('reason characters', () => {
  const family = '\u{1F468}\u200D\u{1F469}\u200D\u{1F467}\u200D\u{1F466}';

  it('counts accents and emoji as people read them: 600 × e + accent and 300 families fit, 1,001 accented letters do not', () => {
    expect(parseKudosCommand(`<@U1> 5 for ${'e\u0301'.repeat(600)}`, 'UME')).toMatchObject({ kind: 'give', complete: true });
    expect(parseGiveSubmission(translatorFor('en'), submission({ reason: family.repeat(300) }), 'UME').ok).toBe(true);
    expect(usageOf(`<@U1> 5 for ${'e\u0301'.repeat(1001)}`)).toContain('The reason is 1,001 characters long');
  });

  it('refuses a typed control character in plain words, in the command and in the form', () => {
    const sentence = 'The reason holds an invisible control character (U+0007), often left by pasted text, and can’t be sent. Remove it and try again.';
    expect(usageOf('<@U1> 5 for the \u0007 alarm')).toBe(sentence);
    expect(
      (parseGiveSubmission(translatorFor('en'), submission({ reason: 'the \u0007 alarm' }), 'UME') as { errors: Record<string, string> }).errors[BLOCKS.reason],
    ).toBe(sentence);
  });

  it.each(['\u200B'.repeat(5), ' \u200C\u200D ', '\u2060\uFEFF', '\t \n'])('takes invisible characters for no reason (%j)', (reason) => {
    expect(parseKudosCommand(`<@U1> 5 for ${reason}`, 'UME')).toMatchObject({ kind: 'give', complete: false });
    expect((parseGiveSubmission(translatorFor('en'), submission({ reason }), 'UME') as { errors: Record<string, string> }).errors[BLOCKS.reason]).toBe(
      'Say what the kudos are for.',
    );
  });
});

describe('a text too long to read (issue "Bounded work per request")', () => {
  it('refuses a /kudos text over 24,000 characters from its length alone, naming the limit, whatever it starts with', () => {
    const longest = `<@U1> 5 for ${'x'.repeat(COMMAND_TEXT_MAX - 12)}`;
    expect(longest).toHaveLength(COMMAND_TEXT_MAX);
    expect(usageOf(longest)).toContain('The reason is');
    for (const start of ['<@U1> 5 for ', 'help ', 'top ', '<@UME> 5 for ']) {
      expect(usageOf(`${start}${'x'.repeat(COMMAND_TEXT_MAX)}`)).toMatch(
        /^That command is [\d,]+ characters long: a \/kudos command is at most 24,000 characters, with a reason of at most 1,000\.$/,
      );
    }
  });

  it('refuses a reason over 1,000 characters for its length alone: before naming yourself, before a control character', () => {
    expect(usageOf(`<@UME> 5 for ${'x'.repeat(1001)}`)).toBe('The reason is 1,001 characters long; keep it to 1,000 characters.');
    expect(usageOf(`<@U1> 5 for \u0007${'x'.repeat(1001)}`)).toBe('The reason is 1,002 characters long; keep it to 1,000 characters.');
    const form = parseGiveSubmission(translatorFor('en'), submission({ users: ['UME'], reason: `\u0007${'y'.repeat(1001)}` }), 'UME') as {
      errors: Record<string, string>;
    };
    expect(form.errors[BLOCKS.reason]).toBe('The reason is 1,002 characters long; keep it to 1,000 characters.');
  });

  it('does not count a reason longer than 1,000 characters can be (16 UTF-16 units each, wider than any emoji)', () => {
    const form = parseGiveSubmission(translatorFor('en'), submission({ reason: '漢'.repeat(3_900_000) }), 'UME') as { errors: Record<string, string> };
    expect(form.errors[BLOCKS.reason]).toBe('The reason is over 1,000 characters long; keep it to 1,000 characters.');
  });

  it('refuses the give form’s recipients field over the same length, naming it', () => {
    const parsed = parseRecipients('a@b.co '.repeat(4_000));
    expect('error' in parsed && translatorFor('en').said(parsed.error)).toBe('This field is 28,000 characters long; it takes at most 24,000.');
  });
});

describe('people named one by one', () => {
  const mentions = (n: number) => Array.from({ length: n }, (_, i) => `<@U${i}X>`).join(' ');

  it('takes 50 mentions', () => {
    expect(parseKudosCommand(`${mentions(50)} 1 for all of you`, 'UME')).toMatchObject({ kind: 'give', complete: true });
  });

  it('refuses 51 (or 300) with a sentence saying the cap and what to use instead', () => {
    for (const n of [51, 300]) {
      const message = usageOf(`${mentions(n)} 1 for all of you`);
      expect(message).toContain('at most 50 people');
      expect(message).toContain('user group');
    }
  });

  it('counts e-mail addresses as people named one by one', () => {
    const emails = Array.from({ length: 51 }, (_, i) => `p${i}@acme.test`).join(' ');
    expect(usageOf(`${emails} 1 for all of you`)).toContain('at most 50 people');
  });

  it('the modal’s people picker allows 50, and a submission of more is refused inline', () => {
    expect(elementOf(BLOCKS.recipients).max_selected_items).toBe(50);
    const parsed = parseGiveSubmission(translatorFor('en'), submission({ users: Array.from({ length: 51 }, (_, i) => `U${i}X`) }), 'UME');
    expect((parsed as { errors: Record<string, string> }).errors[BLOCKS.recipients]).toContain('at most 50 people');
  });
});
