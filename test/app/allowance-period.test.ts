// Allowance periods: a month from its reset day, a week from its weekday, midnight on the chosen clock.
import { describe, expect, it } from 'vitest';
import { periodAt, resetLabel } from '../../src/features/giving/period.js';

describe('allowance period', () => {
  it('a month from the 1st in UTC resets on the 1st of next month', () => {
    const p = periodAt(new Date('2026-11-23T09:00:00Z'), { period: 'month', resetDay: 1 }, 'UTC');
    expect(p.start.toISOString()).toBe('2026-11-01T00:00:00.000Z');
    expect(p.end.toISOString()).toBe('2026-12-01T00:00:00.000Z');
    expect(resetLabel(p)).toBe('1 Dec');
  });
  it('a month from the 25th, before the 25th, started last month', () => {
    const p = periodAt(new Date('2026-11-23T09:00:00Z'), { period: 'month', resetDay: 25 }, 'UTC');
    expect(p.start.toISOString()).toBe('2026-10-25T00:00:00.000Z');
    expect(resetLabel(p)).toBe('25 Nov');
  });
  it('follows the time zone: already 1 Dec in Tokyo while still 30 Nov in UTC', () => {
    const now = new Date('2026-11-30T20:00:00Z');
    expect(periodAt(now, { period: 'month', resetDay: 1 }, 'UTC').start.toISOString()).toBe('2026-11-01T00:00:00.000Z');
    const tokyo = periodAt(now, { period: 'month', resetDay: 1 }, 'Asia/Tokyo');
    expect(tokyo.start.toISOString()).toBe('2026-11-30T15:00:00.000Z');
    expect(resetLabel(tokyo)).toBe('1 Jan');
  });
  it('a week from Monday; on Monday itself the week starts that day', () => {
    const p = periodAt(new Date('2026-11-23T09:00:00Z'), { period: 'week', resetDay: 1 }, 'Europe/Lisbon');
    expect(p.start.toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(resetLabel(p)).toBe('30 Nov');
    const friday = periodAt(new Date('2026-11-23T09:00:00Z'), { period: 'week', resetDay: 5 }, 'UTC');
    expect(friday.start.toISOString()).toBe('2026-11-20T00:00:00.000Z');
  });
});
