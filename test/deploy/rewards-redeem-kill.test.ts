// A redemption's confirm acked at once ("Redeeming…") survives its instance: the app, a real process, is killed with
// SIGKILL after the ledger step, while its outcome's views.update is on its way; the restart on the same SQLite file
// finishes it. The coins are taken once, and the outcome, late and its modal gone by then, reaches the person in a DM.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Reward } from '../../src/store/rewards-catalogue.js';
import { rewardBooks } from '../support/reward-books.js';
import { waitFor } from '../support/basics.js';
import { killInstance, stopInstances } from '../support/app-process.js';
import { formBody, send, viewSubmission } from '../support/slack-requests.js';
import { instanceEnv, useInstanceWorld } from '../support/instance-env.js';

/** Short leases, so the dead instance's confirm is taken over within seconds (production: 15 s). */
const TAKEOVER_MS = '2000';
const TEAM = { teamId: 'T1' };
const PERK: Reward = {
  id: 'perk',
  name: 'Desk plant',
  description: '',
  cost: 40,
  stocked: false,
  needsApproval: false,
  ask: 'nothing',
  question: '',
  options: [],
  retired: false,
};

describe('a redemption killed after its ledger step, restarted on the same SQLite file', () => {
  const world = useInstanceWorld();
  let env: Record<string, string>;
  const start = () => world.start(env);

  beforeAll(async () => {
    const storeUrl = `sqlite://${join(mkdtempSync(join(tmpdir(), 'kudos-redeem-')), 'app.sqlite')}`;
    const b = await rewardBooks(storeUrl);
    await b.catalogue.save(TEAM, PERK);
    await b.ledger.adjust(TEAM, 'UANA', 100, 'UCEO', 'redeem kill test: a starting balance');
    await b.close();
    env = instanceEnv(world, 'redeem-kill', { url: storeUrl }, { TAKEOVER_MS });
  }, 60_000);

  it('takes the coins once and tells the late outcome in a DM, with an apology, when the modal is gone', async () => {
    const viewId = 'V-redeem-kill';
    world.fake.workspace.applyViewResponse('UANA', viewId, {
      response_action: 'update',
      view: { type: 'modal', title: { type: 'plain_text', text: 'Redeem a reward' }, blocks: [] },
    });
    const dying = await start();
    // The outcome's update: carried out by Slack after the ledger step, never answered; the instance dies meanwhile.
    const outcomeSent = world.fake.holdNext('views.update');
    const submission = viewSubmission('UANA', {
      id: viewId,
      callback_id: 'reward_redeem_modal',
      private_metadata: JSON.stringify({ reward: PERK.id, request: 'req-kill' }),
      values: {},
      blocks: [],
    });
    const ack = await send(dying.url, formBody(submission), 'application/x-www-form-urlencoded');
    expect(JSON.stringify(ack.json)).toContain('Redeeming');
    await outcomeSent;
    await killInstance(dying);
    // The person closed the modal meanwhile: the restart's update finds no view.
    world.fake.failNext('views.update', 'not_found');
    await start();
    const late = () =>
      world.fake
        .callsTo('chat.postMessage')
        .filter((c) => c.args.channel === 'UANA' && String(c.args.text).startsWith('Sorry for the delay') && String(c.args.text).includes('Done'));
    await waitFor(() => late().length >= 1, 'the late outcome in a DM', 20_000);
    await stopInstances(world.running);
    expect(late()).toHaveLength(1);
    expect(world.fake.callsTo('views.update').filter((c) => c.args.view_id === viewId)).toHaveLength(2);
    const b = await rewardBooks(env.STORE_URL!);
    try {
      expect((await b.ledger.entries(TEAM)).filter((e) => e.kind === 'redeemed' && e.request === 'req-kill')).toHaveLength(1);
      expect(await b.ledger.balance(TEAM, 'UANA')).toBe(60);
    } finally {
      await b.close();
    }
  }, 60_000);
});
