// The workbench's demo celebrations fall where the demo says on every day of the calendar, in each person's own time zone: a birthday and a milestone
// anniversary today, a first anniversary (the 4th before a leap day) and a birthday tomorrow — month ends and leap days included (the e2e
// test's jump relies on it; a clamp to the 28th once moved the 29th's anniversary a day early).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localDate, parseBirthday, parseStartDate } from '../../src/features/celebrations/dates.js';
import { nextDate, occasionsOn } from '../../src/features/celebrations/occasions.js';
import { demoCelebrationPlan } from '../../src/workbench/demo-celebrations.js';

const ZONES = ['Europe/Lisbon', 'Pacific/Kiritimati', 'Pacific/Pago_Pago', 'UTC'];
const instant = fc.date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2099-12-31T23:59:59Z'), noInvalidDate: true });

function kindsOn(now: Date, on: 'today' | 'tomorrow', zone = 'Europe/Lisbon') {
  const today = localDate(now, zone);
  const day = on === 'today' ? today : nextDate(today);
  return demoCelebrationPlan(now, zone).flatMap((p, i) => {
    const parsed = 'birthday' in p ? parseBirthday(p.birthday) : parseStartDate(p.start, today);
    if (!parsed.ok) throw new Error(parsed.problem.key);
    const dates = 'birthday' in p ? { birthday: parsed.value } : { start: parsed.value as { year: number; month: number; day: number } };
    return occasionsOn(`U${i}`, dates, day, 0, zone).map((o) => `${o.userId}:${o.kind}${o.milestone ? ':milestone' : ''}`);
  });
}

describe('the demo celebration plan', () => {
  it('puts a birthday and a milestone today, an anniversary and a birthday tomorrow, on any day', () => {
    fc.assert(
      fc.property(instant, fc.constantFrom(...ZONES), (now, zone) => {
        expect(kindsOn(now, 'today', zone)).toEqual(['U0:birthday', 'U1:anniversary:milestone']);
        // A 29 February tomorrow has no first anniversary (no 29 February a year back): its demo anniversary is the 4th.
        const leapDayTomorrow = nextDate(localDate(now, zone)).day === 29 && localDate(now, zone).month === 2;
        expect(kindsOn(now, 'tomorrow', zone)).toEqual([leapDayTomorrow ? 'U2:anniversary' : 'U2:anniversary:milestone', 'U3:birthday']);
      }),
      { numRuns: 2000 },
    );
  });
  it('holds on the days a clamp gets wrong: month ends and both sides of a leap day', () => {
    for (const at of [
      '2026-11-28T00:30:00Z',
      '2026-11-29T12:00:00Z',
      '2026-12-31T23:59:00Z',
      '2028-02-28T08:00:00Z',
      '2028-02-29T08:00:00Z',
      '2027-02-28T08:00:00Z',
    ]) {
      const now = new Date(at);
      expect(kindsOn(now, 'today'), at).toHaveLength(2);
      expect(kindsOn(now, 'tomorrow'), at).toHaveLength(2);
    }
  });
});
