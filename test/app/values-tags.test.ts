// The values parser on its own: which hashtags in a reason are company values, and the picker's hashtags added once.
import { describe, expect, it } from 'vitest';
import { valuesIn, withTags } from '../../src/features/values/tags.js';
import { filtersOf } from '../../src/insights/filters.js';
import { type CompanyValue, hashtagsIn } from '../../src/store/values.js';

const value = (hashtag: string): CompanyValue => ({ hashtag, name: hashtag, emoji: 'star', description: 'd' });
const VALUES = [value('ownership'), value('curiosity'), value('team-first'), value('café'), value('誠実')];

describe('values in a reason', () => {
  it.each([
    ['#ownership of the launch', ['ownership']],
    ['for #Ownership, and #curiosity!', ['ownership', 'curiosity']],
    ['(#team-first) always', ['team-first']],
    ['#ownerships and #owner are not #ownership', ['ownership']],
    ['a#ownership or ##ownership or &#ownership; are not tags', []],
    ['#teamwork is just text', []],
    ['#Café, #cafe\u0301 and #CAFÉ are one value; #誠実 too', ['café', '誠実']],
    ['é#café and #cafés are not tags', []],
    ['no tags at all', []],
  ])('%s', (reason, expected) => {
    expect(valuesIn(reason, VALUES).map((v) => v.hashtag)).toEqual(expected);
  });

  it('lists each value once, in the company’s order', () => {
    expect(valuesIn('#curiosity #ownership #curiosity', VALUES).map((v) => v.hashtag)).toEqual(['ownership', 'curiosity']);
  });

  it('adds the picked hashtags the reason lacks, and no others', () => {
    expect(withTags('thanks #ownership', ['ownership', 'curiosity'])).toBe('thanks #ownership #curiosity');
    expect(withTags('thanks', [])).toBe('thanks');
    expect(hashtagsIn(withTags('x', ['team-first']))).toEqual(['team-first']);
  });

  it('the insights dashboard’s value filter takes the same hashtags', () => {
    expect(filtersOf(new URLSearchParams({ value: 'Cafe\u0301' }))).toMatchObject({ value: 'café' });
    expect(filtersOf(new URLSearchParams({ value: 'a b' }))).toHaveProperty('problem');
  });
});
