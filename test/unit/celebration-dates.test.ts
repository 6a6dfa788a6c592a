// Celebrations' date and time-zone rules as properties: birthdays are day and month only, 29 February falls on the
// 28th in other years, anniversaries count whole years with milestones at 1, 5, 10…, an occasion is due exactly from
// the local hour in the person's own zone until their day ends, and invalid dates are refused in words.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { daysInMonth, isMilestone, localDate, localMoment, occurrenceIn, parseBirthday, parseStartDate } from '../../src/features/celebrations/dates.js';
import { dueOccasions, nextDate, occasionsOn, tomorrowsOccasions } from '../../src/features/celebrations/occasions.js';
import { nextOccasionOf } from '../../src/features/celebrations/next.js';
import { datesSaid } from '../../src/features/celebrations/flows.js';
import { translatorFor } from '../../src/i18n/translator.js';
import type { Parsed } from '../../src/features/celebrations/dates.js';

/** A parse's refusal worded in `locale` (English unless given), as the person who typed it reads it. */
const worded = <T>(r: Parsed<T>, locale: Parameters<typeof translatorFor>[0] = 'en') =>
  r.ok ? r : { ok: false, problem: translatorFor(locale).said(r.problem) };

const ZONES = [
  'Europe/Lisbon',
  'America/Los_Angeles',
  'Asia/Kolkata',
  'Pacific/Auckland',
  'Pacific/Kiritimati',
  'Pacific/Pago_Pago',
  'UTC',
  'America/St_Johns',
];
const zone = fc.constantFrom(...ZONES);
const year = fc.integer({ min: 1970, max: 2100 });
const monthDay = fc
  .integer({ min: 1, max: 12 })
  .chain((month) => fc.record({ month: fc.constant(month), day: fc.integer({ min: 1, max: daysInMonth('any', month) }) }));
const calendarDate = fc
  .tuple(year, fc.integer({ min: 1, max: 12 }))
  .chain(([y, month]) => fc.record({ year: fc.constant(y), month: fc.constant(month), day: fc.integer({ min: 1, max: daysInMonth(y, month) }) }));
const hour = fc.integer({ min: 0, max: 23 });
const pad = (n: number) => String(n).padStart(2, '0');
const TODAY = { year: 2026, month: 11, day: 25 };

describe('parsing dates', () => {
  it('takes every real day and month back as written, never with a year', () => {
    fc.assert(
      fc.property(monthDay, (d) => {
        expect(parseBirthday(`${pad(d.month)}-${pad(d.day)}`)).toEqual({ ok: true, value: d });
      }),
    );
  });
  it('refuses a birthday with a year, saying the year is never stored', () => {
    fc.assert(
      fc.property(calendarDate, (d) => {
        const r = parseBirthday(`${d.year}-${pad(d.month)}-${pad(d.day)}`);
        expect(r.ok).toBe(false);
        if (!r.ok) expect(translatorFor('en').said(r.problem)).toMatch(/year is never stored/);
      }),
    );
  });
  it('refuses days a month never has, naming the month', () => {
    expect(worded(parseBirthday('02-30'))).toEqual({ ok: false, problem: '“02-30” is not a date: February has no day 30 (it has 29)' });
    expect(worded(parseBirthday('13-01'))).toMatchObject({ ok: false, problem: expect.stringMatching(/no month 13/) });
    expect(worded(parseBirthday('04-31'))).toMatchObject({ ok: false, problem: expect.stringMatching(/April has no day 31/) });
    expect(worded(parseBirthday('march 3'))).toMatchObject({ ok: false, problem: expect.stringMatching(/MM-DD/) });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 32, max: 99 }), (m, d) => {
        expect(parseBirthday(`${m}-${d}`).ok).toBe(false);
      }),
    );
  });
  it('words a refusal and shows a birthday (day and month, never a year) in German and Japanese', () => {
    expect(worded(parseBirthday('02-30'), 'de')).toEqual({ ok: false, problem: '„02-30“ ist kein Datum: Der Februar hat keinen 30. Tag (er hat 29)' });
    expect(worded(parseBirthday('02-30'), 'ja')).toEqual({ ok: false, problem: '「02-30」は日付ではありません：2月に 30 日はありません（29 日までです）' });
    expect(datesSaid(translatorFor('de'), { birthday: '03-14', start: '2021-09-01' })).toEqual({ birthday: '14. März', start: '1. Sept. 2021' });
    expect(datesSaid(translatorFor('ja'), { birthday: '03-14', start: '2021-09-01' })).toEqual({ birthday: '3月14日', start: '2021年9月1日' });
    expect(datesSaid(translatorFor('en'), { birthday: '02-29' })).toEqual({ birthday: 'February 29' });
  });
  it('takes a real start date up to today and refuses 29 February of a common year, the future and before 1900', () => {
    fc.assert(
      fc.property(calendarDate, (d) => {
        const r = parseStartDate(`${d.year}-${pad(d.month)}-${pad(d.day)}`, TODAY);
        const future = d.year > 2026 || (d.year === 2026 && (d.month > 11 || (d.month === 11 && d.day > 25)));
        expect(r.ok).toBe(!future);
        if (!future) expect(r).toEqual({ ok: true, value: d });
      }),
    );
    expect(worded(parseStartDate('2023-02-29', TODAY))).toMatchObject({ ok: false, problem: expect.stringMatching(/February has no day 29 in 2023/) });
    expect(worded(parseStartDate('1899-12-31', TODAY))).toMatchObject({ ok: false, problem: expect.stringMatching(/before 1900/) });
    expect(worded(parseStartDate('2026-11-26', TODAY))).toMatchObject({ ok: false, problem: expect.stringMatching(/future/) });
    expect(worded(parseStartDate('01/09/2021', TODAY))).toMatchObject({ ok: false, problem: expect.stringMatching(/YYYY-MM-DD/) });
  });
});

describe('which day an occasion falls on', () => {
  it('is the same day and month every year, except 29 February, which is the 28th in years without one', () => {
    fc.assert(
      fc.property(monthDay, year, (d, y) => {
        const on = occurrenceIn(d, y);
        const leapDayInCommonYear = d.month === 2 && d.day === 29 && daysInMonth(y, 2) === 28;
        expect(on).toEqual(leapDayInCommonYear ? { year: y, month: 2, day: 28 } : { year: y, ...d });
      }),
    );
  });
  it('gives each person exactly one birthday per year, whatever their zone and the hour', () => {
    fc.assert(
      fc.property(monthDay, fc.integer({ min: 2001, max: 2099 }), hour, zone, (d, y, h, tz) => {
        let found = 0;
        for (let day = { year: y, month: 1, day: 1 }; day.year === y; day = nextDate(day)) found += occasionsOn('U', { birthday: d }, day, h, tz).length;
        expect(found).toBe(1);
      }),
      { numRuns: 30 },
    );
  });
  it('counts whole years of work, from the first anniversary on; milestones are 1, 5, 10, 15…', () => {
    fc.assert(
      fc.property(calendarDate, fc.integer({ min: 0, max: 50 }), hour, zone, (start, plus, h, tz) => {
        const y = start.year + plus;
        const found = occasionsOn('U', { start }, occurrenceIn(start, y), h, tz);
        if (plus === 0) {
          expect(found).toEqual([]);
          return;
        }
        expect(found).toHaveLength(1);
        expect(found[0]).toMatchObject({ kind: 'anniversary', years: plus, milestone: plus === 1 || plus % 5 === 0, key: `U:anniversary:${y}` });
      }),
    );
    expect([1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 25].filter(isMilestone)).toEqual([1, 5, 10, 15, 20, 25]);
  });
});

describe('when an occasion is due, in the person’s own time zone', () => {
  it('is due from the local hour on its day until that day ends, and at no other instant', () => {
    fc.assert(
      fc.property(monthDay, fc.integer({ min: 2001, max: 2099 }), hour, zone, fc.integer({ min: -36 * 60, max: 36 * 60 }), (d, y, h, tz, minutes) => {
        const day = occurrenceIn(d, y);
        const at = localMoment(day, h, tz);
        const now = new Date(at.getTime() + minutes * 60_000);
        const due = dueOccasions('U', { birthday: d }, now, h, tz);
        const sameLocalDay = JSON.stringify(localDate(now, tz)) === JSON.stringify(day);
        expect(due.length).toBe(minutes >= 0 && sameLocalDay ? 1 : 0);
        if (due.length) expect(due[0]!.key).toBe(`U:birthday:${y}`);
      }),
    );
  });
  it('is at the configured hour on the person’s clock, wherever they are', () => {
    fc.assert(
      fc.property(calendarDate, hour, zone, (day, h, tz) => {
        const at = localMoment(day, h, tz);
        expect(localDate(at, tz)).toEqual(day);
        const shown = new Intl.DateTimeFormat('en-GB', { timeZone: tz, hour: '2-digit', hourCycle: 'h23' }).format(at);
        // On a spring-forward day the missing hour is the next one.
        expect([h, h + 1]).toContain(Number(shown));
      }),
    );
  });
  it('is announced to the person the day before, from the same local hour', () => {
    fc.assert(
      fc.property(monthDay, fc.integer({ min: 2001, max: 2099 }), hour, zone, (d, y, h, tz) => {
        const day = occurrenceIn(d, y);
        const dayBefore = { ...localDate(new Date(localMoment(day, 12, tz).getTime() - 24 * 3600_000), tz) };
        const justBefore = new Date(localMoment(dayBefore, h, tz).getTime() - 60_000);
        const from = localMoment(dayBefore, h, tz);
        if (JSON.stringify(nextDate(dayBefore)) !== JSON.stringify(day)) return;
        expect(tomorrowsOccasions('U', { birthday: d }, justBefore, h, tz)).toEqual([]);
        expect(tomorrowsOccasions('U', { birthday: d }, from, h, tz).map((o) => o.key)).toEqual([`U:birthday:${y}`]);
      }),
    );
  });
  it('posts a 29 February birthday on 28 February 2027 in Auckland, at 09:00 local (20:00 UTC the day before)', () => {
    const due = dueOccasions('U', { birthday: { month: 2, day: 29 } }, new Date('2027-02-27T20:00:00Z'), 9, 'Pacific/Auckland');
    expect(due.map((o) => o.key)).toEqual(['U:birthday:2027']);
    expect(dueOccasions('U', { birthday: { month: 2, day: 29 } }, new Date('2027-02-27T19:59:00Z'), 9, 'Pacific/Auckland')).toEqual([]);
  });
});

describe('the next occasion (the workbench’s demo clock jumps there)', () => {
  it('is strictly after the instant, and due at that moment: the scheduler sees it', () => {
    fc.assert(
      fc.property(
        monthDay,
        fc.date({ min: new Date('1990-01-01'), max: new Date('2090-01-01'), noInvalidDate: true }),
        hour,
        zone,
        (birthday, after, h, tz) => {
          const next = nextOccasionOf('U1', { birthday }, after, h, tz)!;
          expect(next.at.getTime()).toBeGreaterThan(after.getTime());
          expect(dueOccasions('U1', { birthday }, next.at, h, tz).map((o) => o.key)).toContain(next.key);
          // Never further than a year (and a leap day) away.
          expect(next.at.getTime() - after.getTime()).toBeLessThanOrEqual(367 * 24 * 3600_000);
        },
      ),
      { numRuns: 200 },
    );
  });
  it('takes a 29 February birthday to 28 February in a common year, and a first anniversary a year after the start', () => {
    const after = new Date('2027-01-10T12:00:00Z');
    expect(nextOccasionOf('U1', { birthday: { month: 2, day: 29 } }, after, 9, 'UTC')!.date).toEqual({ year: 2027, month: 2, day: 28 });
    expect(nextOccasionOf('U1', { start: { year: 2026, month: 12, day: 1 } }, after, 9, 'UTC')).toMatchObject({
      kind: 'anniversary',
      years: 1,
      date: { year: 2027, month: 12, day: 1 },
    });
    expect(nextOccasionOf('U1', { birthday: { month: 1, day: 10 } }, after, 9, 'UTC')!.date).toEqual({ year: 2028, month: 1, day: 10 });
  });
});
