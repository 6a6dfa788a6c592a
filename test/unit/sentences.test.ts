// Sentences joined as their language joins them: a space after a Latin full stop, none after a Japanese one.
import { describe, expect, it } from 'vitest';
import { sentences } from '../../src/i18n/sentences.js';

describe('sentences', () => {
  it('joins Latin sentences with a space and leaves out the empty ones', () => {
    expect(sentences('Nothing was sent.', undefined, '', false, 'Try again.')).toBe('Nothing was sent. Try again.');
  });

  it('joins Japanese sentences with nothing after 。, ！ or ？', () => {
    expect(sentences('投稿します。', '受け取った人に届きます。', 'どうですか？', 'はい')).toBe('投稿します。受け取った人に届きます。どうですか？はい');
  });

  it('keeps a space after a Japanese sentence that ends in Latin text', () => {
    expect(sentences('`/kudos help` で確認できます', '次へ。')).toBe('`/kudos help` で確認できます 次へ。');
  });
});
