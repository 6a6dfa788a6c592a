// A reason is never cut: escaped, a 1,000-character reason of `&` is 5,000 characters, more than a section's 3,000, so
// the post and the DM carry it over several sections, each within Slack's limit, no entity split, nothing lost.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type KudosStory, channelPost, recipientDm } from '../../src/features/kudos/messages.js';
import { translatorFor } from '../../src/i18n/translator.js';
import { escapeText } from '../../src/ui/blocks.js';

type Section = { type: string; text?: { text: string } };
const story = (reason: string): KudosStory => ({ giverId: 'UANA', recipients: ['<@UBEN>'], people: 1, amount: 5, total: 5, reason: escapeText(reason) });
/** The quoted reason, read back from the sections' quote lines. */
const quoted = (blocks: unknown[]) =>
  (blocks as Section[])
    .filter((b) => b.type === 'section')
    .flatMap((b) => b.text!.text.split('\n'))
    .filter((l) => l.startsWith('> '))
    .map((l) => l.slice(2));

describe('a long reason in the post and the DM', () => {
  it('keeps all of 1,000 `&`, in sections of at most 3,000 characters', () => {
    for (const make of [channelPost, recipientDm]) {
      const { blocks } = make(translatorFor('en'), story('&'.repeat(1000)));
      const texts = (blocks as Section[]).filter((b) => b.type === 'section').map((b) => b.text!.text);
      expect(texts.length).toBeGreaterThan(1);
      for (const t of texts) expect(t.length).toBeLessThanOrEqual(3000);
      expect(quoted(blocks).join('')).toBe('&amp;'.repeat(1000));
    }
  });

  it('never splits an entity or loses a character, whatever the reason', () => {
    const char = fc.constantFrom('&', '<', '>', 'a', 'é', '😀', ' ', '\n');
    fc.assert(
      fc.property(fc.array(char, { minLength: 1, maxLength: 1000 }), (chars) => {
        const reason = chars.join('');
        const { blocks } = channelPost(translatorFor('en'), story(reason));
        const texts = (blocks as Section[]).filter((b) => b.type === 'section').map((b) => b.text!.text);
        for (const t of texts) {
          expect(t.length).toBeLessThanOrEqual(3000);
          expect(t).not.toMatch(/&(?!amp;|lt;|gt;)/);
          expect(t.endsWith('…')).toBe(false);
        }
        expect(quoted(blocks).join('\n').replace(/\n/g, '')).toBe(escapeText(reason).replace(/\n/g, ''));
      }),
      { numRuns: 300 },
    );
  });
});
