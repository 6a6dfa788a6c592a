// The one memo behind time-zone names and reset labels: each input computed once, and never more than its bound kept.
import { describe, expect, it } from 'vitest';
import { boundedMemo } from '../../src/store/bounded-memo.js';

describe('boundedMemo', () => {
  it('computes each input once, undefined answers included', () => {
    const calls: string[] = [];
    const lookup = boundedMemo(
      10,
      (s: string) => s,
      (s: string) => {
        calls.push(s);
        return s === 'none' ? undefined : s.length;
      },
    );
    expect([lookup('abc'), lookup('abc'), lookup('none'), lookup('none')]).toEqual([3, 3, undefined, undefined]);
    expect(calls).toEqual(['abc', 'none']);
  });

  it('starts over once it holds its bound, so new inputs never grow it past that', () => {
    const calls: number[] = [];
    const lookup = boundedMemo(
      2,
      (n: number) => String(n),
      (n: number) => {
        calls.push(n);
        return n * 2;
      },
    );
    lookup(1);
    lookup(2);
    lookup(3); // the bound was reached: 1 and 2 are forgotten
    lookup(1);
    expect(calls).toEqual([1, 2, 3, 1]);
  });
});
