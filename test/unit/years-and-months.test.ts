// How the dashboard splits a period of whole months into the years a year's rollup counts and the months around them:
// a year is used only when the period holds its start and nothing is recorded between the period's end and the year's.
import { describe, expect, it } from 'vitest';
import { yearsAndMonths } from '../../src/engagement/feed/months.js';

const at = (iso: string) => Date.parse(iso);

describe('a period of months as whole years and months', () => {
  it('counts the current year whole when nothing is recorded after the period, and the months before it one by one', () => {
    const split = yearsAndMonths(at('2025-12-01T00:00:00Z'), at('2026-12-01T00:00:00Z'), at('2027-01-01T00:00:00Z'), 'UTC');
    expect(split).toEqual({ years: [at('2026-01-01T00:00:00Z')], months: [[at('2025-12-01T00:00:00Z'), at('2026-01-01T00:00:00Z')]] });
  });

  it('reads months where something is recorded after the period in its last year', () => {
    const split = yearsAndMonths(at('2025-12-01T00:00:00Z'), at('2026-12-01T00:00:00Z'), at('2026-12-01T00:00:00Z'), 'UTC');
    expect(split).toEqual({
      years: [],
      months: [
        [at('2025-12-01T00:00:00Z'), at('2026-01-01T00:00:00Z')],
        [at('2026-01-01T00:00:00Z'), at('2026-12-01T00:00:00Z')],
      ],
    });
  });

  it('uses every whole year of a long period, on the workspace’s clock', () => {
    const tz = 'Asia/Kolkata';
    const start = (iso: string) => Date.parse(`${iso}T00:00:00+05:30`);
    const split = yearsAndMonths(start('2024-07-01'), start('2026-12-01'), start('2027-01-01'), tz);
    expect(split).toEqual({ years: [start('2025-01-01'), start('2026-01-01')], months: [[start('2024-07-01'), start('2025-01-01')]] });
  });

  it('is months alone for a period inside one year', () => {
    const split = yearsAndMonths(at('2026-03-01T00:00:00Z'), at('2026-06-01T00:00:00Z'), at('2027-01-01T00:00:00Z'), 'UTC');
    expect(split).toEqual({ years: [], months: [[at('2026-03-01T00:00:00Z'), at('2026-06-01T00:00:00Z')]] });
  });
});
