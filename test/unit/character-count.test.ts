// Characters counted as people read them (text-rules.ts), in windows so the count stays linear: the same count as one
// pass of Intl.Segmenter over the whole text, for any text, wherever a window happens to cut it; and a limit measured
// cheapest first (charactersOver).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { characterCount, charactersOver } from '../../src/service/text-rules.js';

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });
const onePass = (text: string) => [...graphemes.segment(text)].length;

/** What joins or splits clusters: accents, ZWJ sequences, skin tones, flags (pairs), Hangul jamo, Indic conjuncts,
 *  prepended marks, CR LF, lone surrogates — beside plain ASCII, which is counted without the segmenter. */
const ALPHABET = [
  'a',
  'e',
  ' ',
  '\n',
  '\r',
  '\t',
  '&',
  '<',
  '1',
  '#',
  '\u0301',
  '\u0308',
  '\u200d',
  '\u200b',
  '\ufe0f',
  '\u20e3',
  '👩',
  '💻',
  '👨‍👩‍👧‍👦',
  '🏻',
  '🇫',
  '🇷',
  '\u1100',
  '\u1161',
  '\u11a8',
  '가',
  '\u0600',
  '\u0915',
  '\u094d',
  '\u0937',
  '\u0e33',
  '\u0903',
  '\ud800',
  '\udc00',
  '漢',
];

describe('characterCount', () => {
  it('property: equals one pass of the segmenter, for texts long enough to be cut into many windows', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...ALPHABET), { maxLength: 1_500 }), (chars) => {
        const text = chars.join('');
        expect(characterCount(text)).toBe(onePass(text));
      }),
      { numRuns: 300 },
    );
  });

  it.each(ALPHABET.map((c) => [JSON.stringify(c), c]))('equals one pass on runs of %s around window sizes, alone and between plain text', (_, c) => {
    for (const n of [1, 127, 128, 129, 256, 257, 1_000]) {
      for (const text of [c!.repeat(n), `a${c!.repeat(n)}${'b'.repeat(20)}${c!.repeat(n)}漢`]) expect(characterCount(text)).toBe(onePass(text));
    }
  });

  it('counts as people read them: a family emoji, an accent written apart and a flag are one each', () => {
    expect(characterCount('👨‍👩‍👧‍👦')).toBe(1);
    expect(characterCount('e\u0301'.repeat(600))).toBe(600);
    expect(characterCount('🇫🇷'.repeat(3))).toBe(3);
    expect(characterCount(`a${'\u0301'.repeat(50_000)}`)).toBe(1);
  });
});

describe('charactersOver', () => {
  it('is undefined within the limit, the count over it, and “far” past what the limit’s characters can take', () => {
    expect(charactersOver('x'.repeat(1_000), 1_000)).toBeUndefined();
    expect(charactersOver('👨‍👩‍👧‍👦'.repeat(1_000), 1_000)).toBeUndefined();
    expect(charactersOver('x'.repeat(1_001), 1_000)).toBe(1_001);
    expect(charactersOver('x'.repeat(16_001), 1_000)).toBe('far');
  });
});
