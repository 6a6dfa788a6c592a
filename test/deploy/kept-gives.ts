// Nothing acknowledged is lost: the app, a real process, is killed with SIGKILL at each step of a give (right after the
// ack, before the service got the kudos, after it recorded it but before the app heard, while posting in the channel
// after the giver was answered) and at random points of a burst of commands, modal submissions and reactions; a restarted
// instance (SQLite) or another live one (PostgreSQL) finishes every acknowledged give: recorded exactly once, posted exactly
// once, its giver answered, and nothing charged that was not recorded. Each store's test file (kept-gives-sqlite,
// kept-gives-postgres) runs this suite on it, so the pool runs the two at once.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { type RunningService, startService } from '../../src/service/server.js';
import { DEFAULT_GIVING_RULES, GivingRulesStore } from '../../src/store/giving-rules.js';
import { createStoreFactory } from '../../src/store/factory.js';
import { createSecretBox, decodeKey } from '../../src/store/secrets.js';
import { WorkspaceStore } from '../../src/store/workspaces.js';
import { GROUPS, TEST_ENCRYPTION_KEY, USERS, waitFor } from '../support/basics.js';
import { type Instance, killInstance, startInstance, stopInstances } from '../support/app-process.js';
import { startEngagementProxy } from '../support/engagement-proxy.js';
import { type FakeSlack, startFakeSlack } from '../support/fake-slack.js';
import { testFixture } from '../support/fixture.js';
import { SIGNING_SECRET, commandBody, eventBody, formBody, giveFormValues, send, viewSubmission } from '../support/slack-requests.js';
import { outboxSettled } from '../support/instance-env.js';

/** Short leases, so a dead instance's work is taken over within a few seconds here (production: 15 s). KEPT_LOG=debug
 *  logs every instance's lines in full when a test fails; FC_SEED=… replays a burst. */
const TAKEOVER_MS = '2000';
const FORM = 'application/x-www-form-urlencoded';

const giveValues = (reason: string, amount = 1) => giveFormValues({ users: ['UBEN'], amount: String(amount), reason, channel: 'C1' });

/** A store the suite runs on: `standby`, another instance runs all along and takes over; else the dead one is
 *  restarted on the same store. */
export type KeptBackend = { name: string; store: () => Promise<string>; skip: boolean; standby: boolean };

/** The suite on `backend`. */
export function describeKeptGives(backend: KeptBackend): void {
  describe.skipIf(backend.skip)(`acknowledged gives after a SIGKILL, on ${backend.name}`, () => {
    let fake: FakeSlack;
    let service: RunningService;
    let proxy: Awaited<ReturnType<typeof startEngagementProxy>>;
    let env: Record<string, string>;
    const running: Instance[] = [];
    /** What finishes a dead instance's work: the standby on PostgreSQL, a restart on SQLite. */
    const takeOver = async () => {
      if (!backend.standby) await start();
    };

    beforeAll(async () => {
      fake = await startFakeSlack(USERS, GROUPS);
      service = await startService({ seed: testFixture(), db: ':memory:' });
      proxy = await startEngagementProxy(service.url);
      const storeUrl = await backend.store();
      // Ana gives far more here than the default 100 coins a month.
      const store = await createStoreFactory(storeUrl);
      await new GivingRulesStore(store.db).set({ teamId: 'T1' }, { ...DEFAULT_GIVING_RULES, allowance: 100_000, perKudosMax: 100 });
      await store.close();
      env = {
        NODE_ENV: 'production',
        LOG_LEVEL: process.env.KEPT_LOG ?? 'info',
        PORT: '0',
        SLACK_BOT_TOKEN: 'xoxb-kept',
        SLACK_SIGNING_SECRET: SIGNING_SECRET,
        SLACK_API_URL: fake.apiUrl,
        ENGAGEMENT_API_URL: proxy.url,
        ENGAGEMENT_API_KEY: 'acme-dev-key',
        ENGAGEMENT_STAGE: 'dev',
        STORE_URL: storeUrl,
        ENCRYPTION_KEY: TEST_ENCRYPTION_KEY,
        TAKEOVER_MS,
      };
      if (backend.standby) await start();
    }, 60_000);

    afterEach((context) => {
      // What the instances said, when a test failed: which steps ran, what was taken over.
      if (context.task.result?.state === 'fail') for (const i of running) console.log(process.env.KEPT_LOG ? i.output() : i.output().slice(-6_000));
    });

    afterAll(async () => {
      await stopInstances(running);
      await proxy?.close();
      await service?.close();
      await fake?.close();
    });

    const start = async () => {
      const instance = await startInstance(env);
      running.push(instance);
      return instance;
    };
    const recorded = (reason: string) => (service.db.prepare('SELECT count(*) AS n FROM recognitions WHERE reason = ?').get(reason) as { n: number }).n;
    /** Channel posts quoting exactly this reason ("command 1" is not "command 10"). */
    const posts = (reason: string) => {
      const quoted = new RegExp(`${reason.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!\\d)`);
      return fake.callsTo('chat.postMessage').filter((c) => c.args.channel === 'C1' && quoted.test(JSON.stringify(c.args))).length;
    };
    const told = (text: string) => fake.calls.filter((c) => JSON.stringify(c.args).includes(text));

    /** Kills the instance at the moment `reached` resolves (armed before the give), then lets a live one finish it. */
    async function killWhen(arm: () => Promise<void>, give: (url: string) => Promise<{ status: number }>) {
      const dying = await start();
      const reached = arm();
      expect((await give(dying.url)).status).toBe(200);
      await reached;
      await killInstance(dying);
      proxy.set('pass');
      await takeOver();
    }

    const command = (reason: string, responseUrl?: string) => (url: string) =>
      send(url, commandBody({ text: `<@UBEN> 2 for ${reason}`, user_id: 'UANA', response_url: responseUrl ?? fake.responseUrl() }), FORM);
    /** Whether the giver was answered late at this response_url: the give was taken over and is over. */
    const answeredLate = (responseUrl: string) =>
      fake.callsTo('response_url').some((c) => responseUrl.endsWith(String(c.args.url)) && JSON.stringify(c.args).includes('Sorry for the delay'));

    const steps: [string, () => Promise<void>][] = [
      ['right after the ack (looking up the recipient)', () => fake.holdNext('users.info')],
      [
        'before the service got the kudos',
        () => {
          proxy.set('unsent');
          return proxy.held();
        },
      ],
      [
        'after the service recorded it, before the app heard',
        () => {
          proxy.set('unanswered');
          return proxy.held();
        },
      ],
    ];
    for (const [moment, arm] of steps) {
      it(`finishes a /kudos killed ${moment}: recorded once, posted once, the giver answered late`, async () => {
        const reason = `killed ${moment}`;
        const answerAt = fake.responseUrl();
        await killWhen(arm, command(reason, answerAt));
        await waitFor(() => answeredLate(answerAt) && recorded(reason) === 1 && posts(reason) >= 1, 'the late answer', 20_000);
        await outboxSettled(env.STORE_URL!);
        expect(recorded(reason)).toBe(1);
        expect(posts(reason)).toBe(1);
      }, 60_000);
    }

    it('finishes a /kudos killed while posting it in the channel: the giver answered once, before; posted once', async () => {
      const reason = 'killed while posting it in the channel';
      const answerAt = fake.responseUrl();
      const readsBefore = fake.callsTo('conversations.history').length;
      await killWhen(
        () => fake.holdNext('chat.postMessage', (answer) => answer.channel === 'C1' && JSON.stringify(answer).includes(reason)),
        command(reason, answerAt),
      );
      // The giver was told before the post began; the instance that takes over reads the channel, finds the held post
      // there (it reached Slack), and posts nothing more.
      await waitFor(() => fake.callsTo('conversations.history').length > readsBefore, 'the channel read after the takeover', 20_000);
      await outboxSettled(env.STORE_URL!);
      expect(recorded(reason)).toBe(1);
      expect(posts(reason)).toBe(1);
      const answers = fake.callsTo('response_url').filter((c) => answerAt.endsWith(String(c.args.url)));
      expect(answers).toHaveLength(1);
      expect(JSON.stringify(answers[0]!.args)).toContain('Posting in <#C1>');
    }, 60_000);

    it('finishes a give-modal submission killed after the service recorded it, answering in the modal', async () => {
      const reason = 'modal killed after recording';
      const viewId = `V-kept-${Date.now()}`;
      const submit = (url: string) =>
        send(url, formBody(viewSubmission('UANA', { id: viewId, callback_id: 'give_kudos_modal', values: giveValues(reason) })), FORM);
      await killWhen(() => {
        proxy.set('unanswered');
        return proxy.held();
      }, submit);
      await waitFor(() => recorded(reason) === 1 && told('Sorry for the delay').length > 0 && posts(reason) === 1, 'the modal answer', 20_000);
      expect(recorded(reason)).toBe(1);
    }, 60_000);

    it('finishes a reaction killed before the service got the kudos', async () => {
      const ts = fake.workspace.post({ channel: 'C1', user: 'UBEN', text: 'kept reaction: thanks for the review' }).ts;
      const react = (url: string) =>
        send(
          url,
          eventBody({ type: 'reaction_added', user: 'UANA', reaction: 'coin', item: { type: 'message', channel: 'C1', ts }, event_ts: ts }),
          'application/json',
        );
      await killWhen(() => {
        proxy.set('unsent');
        return proxy.held();
      }, react);
      const reason = 'For this message: “kept reaction: thanks for the review”';
      await waitFor(
        () => (service.db.prepare('SELECT count(*) AS n FROM recognitions WHERE reason LIKE ?').get(`${reason}%`) as { n: number }).n === 1,
        'the reaction recorded',
        20_000,
      );
      await waitFor(
        () => fake.callsTo('chat.postEphemeral').some((c) => c.args.user === 'UANA' && String(c.args.text).includes('Sorry for the delay')),
        'the reactor told',
        20_000,
      );
    }, 60_000);

    it('finishes a /kudos killed while posting its reply in the daily thread: replied once, under the same parent', async () => {
      const settings = await createStoreFactory(env.STORE_URL!);
      const workspaces = new WorkspaceStore(settings.db, createSecretBox([decodeKey(TEST_ENCRYPTION_KEY)!]), console, settings.sharedMap('workspace-settings'));
      await workspaces.update({ teamId: 'T1' }, { threadReplies: true });
      try {
        // A fresh instance reads the setting (a running one may hold the old one for a while on SQLite).
        const fresh = await start();
        await command('starting the thread')(fresh.url);
        await waitFor(() => posts('starting the thread') === 1, 'the first reply', 20_000);
        await killInstance(fresh);
        const parent = fake.workspace.messages.find((m) => m.channel === 'C1' && m.metadata?.event_type === 'kudos_daily_thread')!;
        const reason = 'killed while replying in the thread';
        const answerAt = fake.responseUrl();
        const readsBefore = fake.callsTo('conversations.replies').length;
        // The reply in #C1's thread, not a DM sent beside it (their order is not fixed).
        await killWhen(
          () => fake.holdNext('chat.postMessage', (answer) => answer.channel === 'C1' && JSON.stringify(answer).includes(reason)),
          command(reason, answerAt),
        );
        // The held reply reached the thread; the giver was answered before it. The instance that takes the give over
        // (on PostgreSQL the standby, a few seconds after the kill) reads the thread and finds the reply there.
        await waitFor(() => fake.callsTo('conversations.replies').length > readsBefore, 'the thread read after the takeover', 20_000);
        await outboxSettled(env.STORE_URL!);
        expect(fake.callsTo('response_url').filter((c) => answerAt.endsWith(String(c.args.url)))).toHaveLength(1);
        expect(recorded(reason)).toBe(1);
        expect(
          fake
            .callsTo('conversations.replies')
            .slice(readsBefore)
            .some((c) => c.args.ts === parent.ts),
        ).toBe(true);
        const replies = fake.callsTo('chat.postMessage').filter((c) => c.args.channel === 'C1' && JSON.stringify(c.args).includes(reason));
        expect(replies).toHaveLength(1);
        expect(replies[0]!.args.thread_ts).toBe(parent.ts);
        expect(fake.workspace.messages.filter((m) => m.channel === 'C1' && m.metadata?.event_type === 'kudos_daily_thread')).toHaveLength(1);
      } finally {
        await workspaces.update({ teamId: 'T1' }, { threadReplies: false });
        await settings.close();
      }
    }, 60_000);

    it('loses nothing acknowledged, and does nothing twice, when killed at a random point of a burst', async () => {
      // Reproducible: the seed is printed, and FC_SEED=… replays it.
      const seed = Number(process.env.FC_SEED ?? Date.now() % 100_000);
      console.log(`kept-gives burst on ${backend.name}: seed ${seed}`);
      const [killAfterMs] = fc.sample(fc.integer({ min: 5, max: 400 }), { seed, numRuns: 1 });
      const before = await start();
      const messages = Array.from({ length: 10 }, (_, i) => fake.workspace.post({ channel: 'C1', user: 'UBEN', text: `burst reaction ${seed}-${i}` }).ts);
      const gives = [
        ...Array.from({ length: 30 }, (_, i) => ({ reason: `burst ${seed} command ${i}`, send: command(`burst ${seed} command ${i}`) })),
        ...Array.from({ length: 10 }, (_, i) => {
          const reason = `burst ${seed} modal ${i}`;
          return {
            reason,
            send: (url: string) =>
              send(url, formBody(viewSubmission('UANA', { id: `V-burst-${seed}-${i}`, callback_id: 'give_kudos_modal', values: giveValues(reason) })), FORM),
          };
        }),
        ...messages.map((ts, i) => ({
          reason: `For this message: “burst reaction ${seed}-${i}”`,
          send: (url: string) =>
            send(
              url,
              eventBody({ type: 'reaction_added', user: 'UANA', reaction: 'coin', item: { type: 'message', channel: 'C1', ts }, event_ts: ts }),
              'application/json',
            ),
        })),
      ];
      const acked = new Set<string>();
      const burst = Promise.all(
        gives.map(async (g) => {
          const r = await g.send(before.url).catch(() => undefined);
          if (r?.status === 200) acked.add(g.reason);
        }),
      );
      await new Promise((r) => setTimeout(r, killAfterMs));
      await killInstance(before);
      await burst;
      await takeOver();
      // A reaction's reason ends with the message's permalink after a space.
      const count = (reason: string) =>
        (service.db.prepare("SELECT count(*) AS n FROM recognitions WHERE reason = @r OR reason LIKE @r || ' %'").get({ r: reason }) as { n: number }).n;
      // Every give written down finished (recorded, posted, its giver answered) by the instance that took it over.
      await outboxSettled(env.STORE_URL!, 40_000);
      console.log(`${acked.size} of ${gives.length} acknowledged; killed after ${killAfterMs} ms`);
      // Recorded once each (acknowledged or not: a give written down just before the kill is finished too), never twice.
      expect(gives.filter((g) => count(g.reason) > 1).map((g) => g.reason)).toEqual([]);
      expect([...acked].filter((reason) => count(reason) !== 1).map((reason) => `${reason}: recorded ${count(reason)} times`)).toEqual([]);
      const doneOnce = gives.filter((g) => count(g.reason) === 1);
      expect(doneOnce.filter((g) => posts(g.reason) !== 1).map((g) => `${g.reason}: ${posts(g.reason)} posts`)).toEqual([]);
      // Nothing charged that was not recorded: what Ana spent is what the service recorded from her in this test file.
      const given = (
        service.db
          .prepare("SELECT coalesce(sum(amount), 0) AS n FROM recognitions WHERE sender_email = 'ana@acme.test' AND createdate > '2026-11-01'")
          .get() as { n: number }
      ).n;
      const answered = fake.callsTo('response_url').length;
      const balance = await send(
        running.filter((i) => i.child.exitCode === null && i.child.signalCode === null).at(-1)!.url,
        commandBody({ text: 'balance', user_id: 'UANA', response_url: fake.responseUrl() }),
        FORM,
      );
      expect(balance.status).toBe(200);
      const line = await waitFor(
        () =>
          fake
            .callsTo('response_url')
            .slice(answered)
            .map((c) => JSON.stringify(c.args))
            .find((t) => t.includes('coins left this month') && !t.includes('You sent')),
        'the balance',
      );
      expect(line).toContain(`${(100_000 - given).toLocaleString('en-US')} of 100,000`);
    }, 120_000);
  });
}
