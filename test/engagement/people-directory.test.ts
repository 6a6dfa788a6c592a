// The dashboard's company directory, read from the real service into the read model's rows: the first look waits for
// the read, a look at a stale copy is answered from the saved rows at once while the copy is read again behind it, and
// the next look sees what changed.
import type { WebClient } from '@slack/web-api';
import { describe, expect, it } from 'vitest';
import type { Roster } from '../../src/directory/roster.js';
import { PeopleDirectory } from '../../src/insights/people.js';
import { storeBackends, useStoreFactories } from '../store/open-stores.js';
import { clientFor, useService } from '../support/engagement.js';

const SCOPE = 'T:T1:dev:-key';
const W = { teamId: 'T1' };
const slack = {} as WebClient;
const roster: Roster = {
  emailOf: new Map([
    ['UANA', 'ana@acme.test'],
    ['UCARA', 'cara@acme.test'],
  ]),
  userOf: new Map([
    ['ana@acme.test', 'UANA'],
    ['cara@acme.test', 'UCARA'],
  ]),
  groups: new Map(),
  left: new Set(),
  sources: [],
};

for (const b of storeBackends('people-directory')) {
  describe.skipIf(b.skip)(`the dashboard's company directory on ${b.name}`, () => {
    const { open } = useStoreFactories(b.url);
    const service = useService();

    it('is read at the first look, and read again behind a look at a copy older than half an hour', async () => {
      const stores = await open();
      const failures: unknown[] = [];
      const people = new PeopleDirectory({
        rosters: { of: async () => roster },
        workspaces: { get: async () => ({ teamMap: [] }) },
        db: stores.db,
        onError: (error) => failures.push(error),
      });
      const client = clientFor(service.current);
      const teamOfAna = async () => (await (await people.of(slack, W, client, SCOPE)).person('ana@acme.test'))?.team;

      expect(await teamOfAna()).toBe('t100');
      await client.members.import({
        members: [{ email: 'ana@acme.test', first_name: 'Ana', last_name: 'Lima', team_name: 'Sales' }],
        options: { update_if_exists: true },
      });
      expect(await teamOfAna()).toBe('t100'); // fresh: the saved rows, not read again

      await stores.db
        .updateTable('recognition_scopes')
        .set({ directory_at: Date.now() - 31 * 60_000 })
        .where('scope', '=', SCOPE)
        .execute();
      expect(await teamOfAna()).toBe('t100'); // stale: answered from the saved rows, read again behind
      await expect.poll(teamOfAna).toBe('t200');
      expect(failures).toEqual([]);
    });
  });
}
