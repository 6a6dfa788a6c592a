// A redemption's confirm acked at once ("Redeeming…") survives its instance: the app, a real process, is killed with
// SIGKILL after the ledger step, while its outcome's views.update is on its way; the restart on the same SQLite file
// finishes it. The coins are taken once, and the outcome, late and its modal gone by then, reaches the person in a DM.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningService, startService } from '../../src/service/server.js';
import type { Reward } from '../../src/store/rewards-catalogue.js';
import { rewardBooks } from '../support/reward-books.js';
import { GROUPS, USERS, waitFor } from '../support/app-harness.js';
import { type Instance, killInstance, startInstance, stopInstances } from '../support/app-process.js';
import { type FakeSlack, startFakeSlack } from '../support/fake-slack.js';
import { testFixture } from '../support/fixture.js';
import { formBody, send, viewSubmission } from '../support/slack-requests.js';
import { instanceEnv } from '../support/instance-env.js';

/** Short leases, so the dead instance's confirm is taken over within seconds (production: 15 s). */
const TAKEOVER_MS = '2000';
const TEAM = { teamId: 'T1' };
const PERK: Reward = { id: 'perk', name: 'Desk plant', description: '', cost: 40, stocked: false, needsApproval: false, ask: 'nothing', question: '', options: [], retired: false };

describe('a redemption killed after its ledger step, restarted on the same SQLite file', () => {
  let fake: FakeSlack;
  let service: RunningService;
  let env: Record<string, string>;
  const running: Instance[] = [];
  const start = async () => {
    const instance = await startInstance(env);
    running.push(instance);
    return instance;
  };

  beforeAll(async () => {
    fake = await startFakeSlack(USERS, GROUPS);
    service = await startService({ seed: testFixture(), db: ':memory:' });
    const storeUrl = `sqlite://${join(mkdtempSync(join(tmpdir(), 'kudos-redeem-')), 'app.sqlite')}`;
    const b = await rewardBooks(storeUrl);
    await b.catalogue.save(TEAM, PERK);
    await b.ledger.adjust(TEAM, 'UANA', 100, 'UCEO', 'redeem kill test: a starting balance');
    await b.close();
    env = instanceEnv({ fake, service }, 'redeem-kill', { url: storeUrl }, { TAKEOVER_MS });
  }, 60_000);

  afterAll(async () => {
    await stopInstances(running);
    await service?.close();
    await fake?.close();
  });

  it('takes the coins once and tells the late outcome in a DM, with an apology, when the modal is gone', async () => {
    const viewId = 'V-redeem-kill';
    fake.workspace.applyViewResponse('UANA', viewId, { response_action: 'update', view: { type: 'modal', title: { type: 'plain_text', text: 'Redeem a reward' }, blocks: [] } });
    const dying = await start();
    // The outcome's update: carried out by Slack after the ledger step, never answered; the instance dies meanwhile.
    const outcomeSent = fake.holdNext('views.update');
    const submission = viewSubmission('UANA', { id: viewId, callback_id: 'reward_redeem_modal', private_metadata: JSON.stringify({ reward: PERK.id, request: 'req-kill' }), values: {}, blocks: [] });
    const ack = await send(dying.url, formBody(submission), 'application/x-www-form-urlencoded');
    expect(JSON.stringify(ack.json)).toContain('Redeeming');
    await outcomeSent;
    await killInstance(dying);
    // The person closed the modal meanwhile: the restart's update finds no view.
    fake.failNext('views.update', 'not_found');
    await start();
    const late = () => fake.callsTo('chat.postMessage').filter((c) => c.args.channel === 'UANA' && String(c.args.text).startsWith('Sorry for the delay') && String(c.args.text).includes('Done'));
    await waitFor(() => late().length >= 1, 'the late outcome in a DM', 20_000);
    await stopInstances(running);
    expect(late()).toHaveLength(1);
    expect(fake.callsTo('views.update').filter((c) => c.args.view_id === viewId)).toHaveLength(2);
    const b = await rewardBooks(env.STORE_URL!);
    try {
      expect((await b.ledger.entries(TEAM)).filter((e) => e.kind === 'redeemed' && e.request === 'req-kill')).toHaveLength(1);
      expect(await b.ledger.balance(TEAM, 'UANA')).toBe(60);
    } finally {
      await b.close();
    }
  }, 60_000);
});
