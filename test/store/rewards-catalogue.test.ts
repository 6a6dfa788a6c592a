// The rewards catalogue on its tables, on SQLite and on PostgreSQL: rewards in the order they were added, a save
// replacing the reward with its id where it stands, the approver channel set and cleared, each workspace apart.
import { describe, expect, it } from 'vitest';
import { type Reward, RewardsCatalogue } from '../../src/store/rewards-catalogue.js';
import { storeBackends, useStoreFactories } from './open-stores.js';

const backends = storeBackends('catalogue');
const reward = (id: string, more: Partial<Reward> = {}): Reward => ({
  id,
  name: `Reward ${id}`,
  description: '',
  cost: 10,
  stocked: false,
  needsApproval: true,
  ask: 'nothing',
  question: '',
  options: [],
  retired: false,
  ...more,
});

for (const backend of backends) {
  describe.skipIf(backend.skip)(`the rewards catalogue on ${backend.name}`, () => {
    const { open } = useStoreFactories(backend.url);

    it('keeps the catalogue’s order, replaces a reward by id in place, and keeps every field', async () => {
      const catalogue = new RewardsCatalogue((await open()).db);
      const w = { teamId: 'TCAT' };
      expect(await catalogue.get(w)).toEqual({ rewards: [] });
      for (const id of ['zeta', 'alpha', 'mid']) await catalogue.save(w, reward(id));
      const hoodie = reward('alpha', {
        name: 'Hoodie',
        imageUrl: 'https://example.test/h.png',
        cost: 250,
        stocked: true,
        limit: { count: 2, period: 'year' },
        needsApproval: false,
        ask: 'choice',
        question: 'Size?',
        options: ['S', 'M'],
        retired: true,
      });
      await catalogue.save(w, hoodie);
      expect((await catalogue.get(w)).rewards.map((r) => r.id)).toEqual(['zeta', 'alpha', 'mid']);
      expect(await catalogue.reward(w, 'alpha')).toEqual(hoodie);
      expect(await catalogue.reward(w, 'nope')).toBeUndefined();
      expect(await catalogue.get({ teamId: 'TOTHER' })).toEqual({ rewards: [] });
    });

    it('sets and clears the approver channel without touching the rewards', async () => {
      const catalogue = new RewardsCatalogue((await open()).db);
      const w = { teamId: 'TCHAN' };
      await catalogue.save(w, reward('one'));
      await catalogue.setApproverChannel(w, 'CAPPROVE');
      expect(await catalogue.get(w)).toEqual({ rewards: [reward('one')], approverChannel: 'CAPPROVE' });
      await catalogue.setApproverChannel(w, undefined);
      expect(await catalogue.get(w)).toEqual({ rewards: [reward('one')] });
    });
  });
}
