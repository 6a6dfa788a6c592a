// The workbench's demo clock runs with the system clock, only ever moves ahead (what was posted stays posted), and a
// move to a moment it has passed leaves it where it is.
import { describe, expect, it } from 'vitest';
import { DemoClock } from '../../src/workbench/demo-clock.js';

describe('the demo clock', () => {
  it('follows the system clock, ahead by the jumps, never back', () => {
    let system = Date.parse('2026-11-27T21:00:00Z');
    const clock = new DemoClock(() => system);
    expect(clock.now().toISOString()).toBe('2026-11-27T21:00:00.000Z');
    expect(clock.moveTo(new Date('2026-11-28T00:00:00Z')).toISOString()).toBe('2026-11-28T00:00:00.000Z');
    system += 60_000;
    expect(clock.now().toISOString()).toBe('2026-11-28T00:01:00.000Z');
    expect(clock.moveTo(new Date('2026-11-27T23:00:00Z')).toISOString()).toBe('2026-11-28T00:01:00.000Z');
    expect(clock.ahead).toBe(3 * 3600_000);
  });
});
