// No overspend across instances: two app processes on one PostgreSQL take 40 concurrent signed redemption submissions by
// one person, split between them. The ledger spends at most the balance, stock never goes below zero, the outcomes
// (each acked "Redeeming…", then shown once in its modal by views.update) say so exactly (done / not enough coins /
// none left), and a cancel pressed on both instances at once refunds once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RewardsLedger } from '../../src/store/rewards-ledger.js';
import { type RunningService, startService } from '../../src/service/server.js';
import { createStoreFactory } from '../../src/store/factory.js';
import { type Reward, RewardsCatalogue } from '../../src/store/rewards-catalogue.js';
import { GROUPS, USERS, waitFor } from '../support/basics.js';
import { type Instance, startInstance, stopInstances } from '../support/app-process.js';
import { type FakeSlack, startFakeSlack } from '../support/fake-slack.js';
import { testFixture } from '../support/fixture.js';
import { blockAction, formBody, send, viewSubmission } from '../support/slack-requests.js';
import { noPostgres, usePostgresDatabase } from '../support/postgres.js';
import { instanceEnv, outboxSettled } from '../support/instance-env.js';

const TEAM = { teamId: 'T1' };
const FORM = 'application/x-www-form-urlencoded';
const BURST = 40;
const reward = (id: string, name: string, cost: number): Reward => ({
  id,
  name,
  description: '',
  cost,
  stocked: true,
  needsApproval: false,
  ask: 'nothing',
  question: '',
  options: [],
  retired: false,
});
/** Balance-bound: 100 coins buy 3 at 30, with 5 in stock. Stock-bound: then 4 in stock at 1 coin each, with 10 left. */
const PRICEY = reward('pricey', 'Pricey perk', 30);
const CHEAP = reward('cheap', 'Cheap perk', 1);

const postgres = usePostgresDatabase('rewards-two');

describe.skipIf(noPostgres)('redemptions across two instances on one PostgreSQL', () => {
  let fake: FakeSlack;
  let service: RunningService;
  let instances: Instance[] = [];
  let books: { ledger: RewardsLedger; close: () => Promise<void> };

  beforeAll(async () => {
    fake = await startFakeSlack(USERS, GROUPS);
    service = await startService({ seed: testFixture(), db: ':memory:' });
    const stores = await createStoreFactory(postgres.url());
    const catalogue = new RewardsCatalogue(stores.db);
    const ledger = new RewardsLedger(stores.db);
    for (const r of [PRICEY, CHEAP]) await catalogue.save(TEAM, r);
    await ledger.setStock(TEAM, PRICEY.id, 5);
    await ledger.setStock(TEAM, CHEAP.id, 4);
    await ledger.adjust(TEAM, 'UANA', 100, 'UCEO', 'two instances: a starting balance');
    books = { ledger, close: () => stores.close() };
    const env = instanceEnv({ fake, service }, 'rewards-two', { url: postgres.url() });
    instances = await Promise.all([startInstance(env), startInstance(env)]);
  }, 60_000);

  afterAll(async () => {
    await stopInstances(instances);
    await books?.close();
    await service?.close();
    await fake?.close();
  });

  /** 40 confirms of `r` by Ana at once, each its own open modal and request, alternately to each instance: each acked
   *  at once with "Redeeming…", each outcome then shown once by views.update on its modal. */
  async function burst(r: Reward): Promise<string[]> {
    const ids = Array.from({ length: BURST }, (_, i) => `V-${r.id}-${i}`);
    for (const id of ids)
      fake.workspace.applyViewResponse('UANA', id, {
        response_action: 'update',
        view: { type: 'modal', title: { type: 'plain_text', text: 'Redeem a reward' }, blocks: [] },
      });
    await Promise.all(
      ids.map(async (id, i) => {
        const submission = viewSubmission('UANA', {
          id,
          callback_id: 'reward_redeem_modal',
          private_metadata: JSON.stringify({ reward: r.id, request: `${r.id}-${i}` }),
          values: {},
          blocks: [],
        });
        const answer = await send(instances[i % 2]!.url, formBody(submission), FORM);
        expect(answer.status).toBe(200);
        expect(JSON.stringify(answer.json)).toContain('Redeeming');
      }),
    );
    const updates = (id: string) => fake.callsTo('views.update').filter((c) => c.args.view_id === id);
    await waitFor(() => ids.every((id) => updates(id).length > 0), 'every outcome in its modal', 30_000);
    for (const id of ids) expect(updates(id)).toHaveLength(1);
    return ids.map((id) => JSON.stringify(updates(id)[0]!.args.view));
  }
  const count = (answers: string[], text: string) => answers.filter((a) => a.includes(text)).length;
  const entries = async () => (await books.ledger.entries(TEAM)).filter((e) => e.user === 'UANA');
  const sum = async () => (await entries()).reduce((total, e) => total + e.amount, 0);

  it('spends at most the balance: 3 of 40 confirms at 30 coins from 100, the rest refused, stock 5 → 2', async () => {
    const answers = await burst(PRICEY);
    expect(count(answers, 'Done')).toBe(3);
    expect(count(answers, 'Not enough coins')).toBe(BURST - 3);
    expect(await books.ledger.balance(TEAM, 'UANA')).toBe(10);
    expect(await sum()).toBe(10);
    expect((await entries()).filter((e) => e.kind === 'redeemed')).toHaveLength(3);
    expect(await books.ledger.stock(TEAM, PRICEY.id)).toBe(2);
  }, 60_000);

  it('never takes stock below zero: 4 of 40 confirms at 1 coin with 4 in stock, the rest told none are left', async () => {
    const answers = await burst(CHEAP);
    expect(count(answers, 'Done')).toBe(4);
    expect(count(answers, 'None left')).toBe(BURST - 4);
    expect(await books.ledger.stock(TEAM, CHEAP.id)).toBe(0);
    expect(await books.ledger.balance(TEAM, 'UANA')).toBe(6);
    expect(await sum()).toBe(6);
    expect((await entries()).filter((e) => e.kind === 'redeemed')).toHaveLength(7);
  }, 60_000);

  it('refunds once: a cancel pressed 10 times on each instance at once gives the 30 coins and one stock back', async () => {
    const request = (await books.ledger.events(TEAM, 'all')).find((e) => e.reward.id === PRICEY.id && e.kind !== 'cancelled')!.request;
    await Promise.all(
      Array.from({ length: 20 }, (_, i) => send(instances[i % 2]!.url, formBody(blockAction('UANA', 'reward_cancel', { value: request })), FORM)),
    );
    const cancelledDm = () => fake.callsTo('chat.postMessage').filter((c) => c.args.channel === 'UANA' && String(c.args.text).includes('was cancelled by you'));
    await waitFor(() => cancelledDm().length >= 1, 'the cancel DM', 10_000);
    await outboxSettled(postgres.url());
    expect(cancelledDm()).toHaveLength(1);
    expect((await entries()).filter((e) => e.kind === 'refunded').map((e) => `${e.request}:${e.amount}`)).toEqual([`${request}:30`]);
    // App Home, redrawn after the cancel, credits the kudos Ana received in the service (each once): counted apart.
    const received = (await entries()).filter((e) => e.kind === 'received').reduce((total, e) => total + e.amount, 0);
    expect(await books.ledger.balance(TEAM, 'UANA')).toBe(36 + received);
    expect(await sum()).toBe(36 + received);
    expect(await books.ledger.stock(TEAM, PRICEY.id)).toBe(3);
  }, 60_000);
});
