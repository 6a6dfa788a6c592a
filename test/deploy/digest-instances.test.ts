// Two app instances on one PostgreSQL, both starting while a weekly digest is due: the digest runs as a job on the
// pg-boss queue, either instance may take it, and the store's claim on the week lets exactly one post go out.
import { describe, expect, it } from 'vitest';
import { type Harness, startHarness, waitFor } from '../support/app-harness.js';
import { noPostgres, usePostgresDatabase } from '../support/postgres.js';

const T1 = { teamId: 'T1' };

/** Monday 09:00 UTC of this week (or last week's before it): Monday 09:30 is then due. */
function thisWeeksSlot(): Date {
  const slot = new Date();
  slot.setUTCHours(9, 0, 0, 0);
  while (slot.getUTCDay() !== 1) slot.setUTCDate(slot.getUTCDate() - 1);
  return slot;
}

const posts = (h: Harness) => h.fake.workspace.messages.filter((m) => m.channel === 'C1' && m.text.includes('Kudos this week')).length;
const outcomes = (hs: Harness[]) => hs.flatMap((h) => h.lines).filter((l) => /weekly digest of T:T1: (posted|already posted)/.test(l));

const postgres = usePostgresDatabase('digest');

describe.skipIf(noPostgres)('the weekly digest on two instances sharing PostgreSQL', () => {
  it('is posted once when both instances start while it is due, as jobs on the queue', async () => {
    let clock = new Date(thisWeeksSlot().getTime() - 60 * 60 * 1000);
    // The schedule ticks every second and a half, as it ticks every minute in production: a run that fails (its instance
    // stopping under it, a loaded machine) is followed by another, and every extra run is one more chance to post twice.
    const options = { now: () => clock, digestEveryMs: 1_500, env: { STORE_URL: postgres.url() } };
    const instances = [await startHarness(options), await startHarness(options)];
    try {
      expect(instances[0]!.runtime.deps.jobs.kind).toBe('pg-boss');
      await instances[0]!.runtime.deps.workspaces.update(T1, { feedChannel: 'C1' });
      clock = new Date(thisWeeksSlot().getTime() + 30 * 60 * 1000);
      await Promise.all(instances.map((h) => h.restart()));
      // Each instance queued one run at start and the schedule adds more: one posts, the others find it claimed (those may
      // say so before the post is done, so the post itself is waited for), then a few more ticks for any second post.
      const posted = () => outcomes(instances).filter((l) => l.endsWith(': posted')).length;
      await waitFor(() => outcomes(instances).length >= 2 && posted() >= 1, 'both runs, one of them posting', 45_000).catch((error: Error) => {
        const said = instances.flatMap((h, i) => h.lines.filter((l) => /digest|job/i.test(l)).map((l) => `instance ${i}: ${l}`));
        throw new Error(`${error.message}; the instances said:\n${said.join('\n')}`);
      });
      await new Promise((r) => setTimeout(r, 3_500));
      expect(instances.map(posts).reduce((a, b) => a + b, 0)).toBe(1);
      expect(posted()).toBe(1);
    } finally {
      for (const h of instances) await h.close();
    }
  }, 60_000);
});
