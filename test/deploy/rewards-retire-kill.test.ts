// Retiring a reward is kept before its ack: the app, a real process, is killed with SIGKILL half-way through a retire
// (one open request given back, the other not yet); the restart on the same SQLite file, or the other instance on
// PostgreSQL, finishes it. Every open request is refunded exactly once: one ledger entry each, balances and stock whole.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Reward } from '../../src/store/rewards-catalogue.js';
import { rewardBooks } from '../support/reward-books.js';
import { waitFor } from '../support/basics.js';
import { killInstance, stopInstances } from '../support/app-process.js';
import { blockAction, formBody, send } from '../support/slack-requests.js';
import { noPostgres, usePostgresDatabase } from '../support/postgres.js';
import { instanceEnv, outboxSettled, useInstanceWorld } from '../support/instance-env.js';

/** Short leases, so the dead instance's press is taken over within seconds (production: 15 s). */
const TAKEOVER_MS = '2000';
const TEAM = { teamId: 'T1' };
const TICKETS: Reward = {
  id: 'tickets',
  name: 'Concert tickets',
  description: '',
  cost: 40,
  stocked: true,
  needsApproval: true,
  ask: 'nothing',
  question: '',
  options: [],
  retired: false,
};
const PEOPLE = ['UANA', 'UBEN'];

const postgres = usePostgresDatabase('retire-kill');
const backends = [
  {
    name: 'SQLite (restarted on the same file)',
    store: () => `sqlite://${join(mkdtempSync(join(tmpdir(), 'kudos-retire-')), 'app.sqlite')}`,
    skip: false,
    standby: false,
  },
  { name: 'PostgreSQL (another instance takes over)', store: () => postgres.url(), skip: noPostgres, standby: true },
];

for (const backend of backends) {
  describe.skipIf(backend.skip)(`a retire killed half-way, on ${backend.name}`, () => {
    const world = useInstanceWorld();
    let env: Record<string, string>;
    const start = () => world.start(env);

    beforeAll(async () => {
      const storeUrl = backend.store();
      // Two open requests of one stocked reward, by two people with 100 coins each.
      const b = await rewardBooks(storeUrl);
      await b.catalogue.save(TEAM, TICKETS);
      await b.ledger.setStock(TEAM, TICKETS.id, 5);
      for (const user of PEOPLE) {
        await b.ledger.adjust(TEAM, user, 100, 'UCEO', 'retire test: a starting balance');
        await b.ledger.redeem(TEAM, {
          request: `req-${user}`,
          user,
          reward: { id: TICKETS.id, name: TICKETS.name, cost: TICKETS.cost },
          stocked: true,
          needsApproval: true,
        });
      }
      await b.close();
      env = instanceEnv(world, 'retire', { url: storeUrl }, { TAKEOVER_MS });
      if (backend.standby) await start();
    }, 60_000);

    const retiredDm = (user: string) =>
      world.fake.callsTo('chat.postMessage').filter((c) => c.args.channel === user && String(c.args.text).includes('the reward was retired'));

    it('gives every open request back exactly once after the instance died between two refunds', async () => {
      const dying = await start();
      // The first refund's DM: the first request is given back by then, the second not yet.
      const firstRefunded = world.fake.holdNext('chat.postMessage');
      const press = await send(dying.url, formBody(blockAction('UCEO', 'reward_retire', { value: TICKETS.id })), 'application/x-www-form-urlencoded');
      expect(press.status).toBe(200);
      await firstRefunded;
      await killInstance(dying);
      if (!backend.standby) await start();
      await waitFor(() => PEOPLE.every((u) => retiredDm(u).length >= 1), 'both refunds told', 20_000);
      await outboxSettled(env.STORE_URL!);
      await stopInstances(world.running);
      for (const user of PEOPLE) expect(retiredDm(user)).toHaveLength(1);
      const b = await rewardBooks(env.STORE_URL!);
      try {
        const refunds = (await b.ledger.entries(TEAM)).filter((e) => e.kind === 'refunded');
        expect(refunds.map((e) => `${e.user}:${e.request}:${e.amount}`).sort()).toEqual(PEOPLE.map((u) => `${u}:req-${u}:${TICKETS.cost}`));
        for (const user of PEOPLE) expect(await b.ledger.balance(TEAM, user)).toBe(100);
        expect(await b.ledger.stock(TEAM, TICKETS.id)).toBe(5);
        expect((await b.catalogue.reward(TEAM, TICKETS.id))?.retired).toBe(true);
      } finally {
        await b.close();
      }
    }, 90_000);
  });
}
