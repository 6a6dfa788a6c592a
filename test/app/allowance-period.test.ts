// Allowance periods: a month from its reset day, a week from its weekday, midnight on the chosen clock.
import { describe, expect, it } from 'vitest';
import { resetDate } from '../../src/features/giving/messages.js';
import { periodAt } from '../../src/features/giving/period.js';
import { translatorFor } from '../../src/i18n/translator.js';

const resetLabel = (p: Parameters<typeof resetDate>[1]) => resetDate(translatorFor('en'), p);

describe('allowance period', () => {
  it('a month from the 1st in UTC resets on the 1st of next month', () => {
    const p = periodAt(new Date('2026-11-23T09:00:00Z'), { period: 'month', resetDay: 1 }, 'UTC');
    expect(p.start.toISOString()).toBe('2026-11-01T00:00:00.000Z');
    expect(p.end.toISOString()).toBe('2026-12-01T00:00:00.000Z');
    expect(resetLabel(p)).toBe('December 1');
  });
  it('a month from the 25th, before the 25th, started last month', () => {
    const p = periodAt(new Date('2026-11-23T09:00:00Z'), { period: 'month', resetDay: 25 }, 'UTC');
    expect(p.start.toISOString()).toBe('2026-10-25T00:00:00.000Z');
    expect(resetLabel(p)).toBe('November 25');
  });
  it('follows the time zone: already 1 Dec in Tokyo while still 30 Nov in UTC', () => {
    const now = new Date('2026-11-30T20:00:00Z');
    expect(periodAt(now, { period: 'month', resetDay: 1 }, 'UTC').start.toISOString()).toBe('2026-11-01T00:00:00.000Z');
    const tokyo = periodAt(now, { period: 'month', resetDay: 1 }, 'Asia/Tokyo');
    expect(tokyo.start.toISOString()).toBe('2026-11-30T15:00:00.000Z');
    expect(resetLabel(tokyo)).toBe('January 1');
  });
  it('a week from Monday; on Monday itself the week starts that day', () => {
    const p = periodAt(new Date('2026-11-23T09:00:00Z'), { period: 'week', resetDay: 1 }, 'Europe/Lisbon');
    expect(p.start.toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(resetLabel(p)).toBe('November 30');
    const friday = periodAt(new Date('2026-11-23T09:00:00Z'), { period: 'week', resetDay: 5 }, 'UTC');
    expect(friday.start.toISOString()).toBe('2026-11-20T00:00:00.000Z');
  });
});
