// A stop finishes the kudos the app already acked: their givers were told nothing but the silent ack, so a restart
// right after it must neither lose them nor leave them unanswered (runtime.ts, ack-first.ts `drain`).
import { describe, expect, it } from 'vitest';
import { useHarness } from '../support/app-harness.js';

const h = useHarness();

describe('stopping with acked kudos queued', () => {
  it('records and answers every kudos acked before the stop', async () => {
    const before = h.current.recognitions().length;
    const replies = h.current.fake.callsTo('response_url').length;
    const acked = await Promise.all([1, 2, 3].map((i) => h.current.command(`<@UBEN|ben> 1 for the stop ${i}`)));
    expect(acked.map((a) => a.status)).toEqual([200, 200, 200]);
    await h.current.restart();
    expect(h.current.recognitions().length - before).toBe(3);
    expect(h.current.fake.callsTo('response_url').length - replies).toBe(3);
  });
});
