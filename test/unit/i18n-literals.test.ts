// No person-facing English left in the code of views: every sentence comes from the catalogue (src/i18n). Read with
// the TypeScript parser; text for operators and machines is passed over (test/support/english-literals.ts).
import { describe, expect, it } from 'vitest';
import { VIEW_FOLDERS, englishLiterals } from '../support/english-literals.js';

describe('English literals in views', () => {
  it('finds none in the folders where people’s words are made', () => {
    expect(englishLiterals(VIEW_FOLDERS).map((l) => `${l.file}:${l.line}  ${l.text}`)).toEqual([]);
  });

  it('finds one when there is one (the finder itself works)', () => {
    expect(englishLiterals(['test/fixtures/english-literal.ts']).map((l) => l.text)).toEqual([
      'Thanks for the launch, everyone!',
      expect.stringMatching(/^You sent .* coins\.$/),
    ]);
  });
});
