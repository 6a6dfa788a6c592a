// A /kudos far longer than any valid one, signed, through the real app (issue "Bounded work per request": a signed
// 3.9 MB command froze the instance for good): answered with a sentence naming the limit, nothing sent, and the
// instance answers /healthz and the next /kudos right after. The app runs in its own process, so an instance that
// freezes fails these tests by timing out instead of freezing them too; `npm run bench:grammar` measures the time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMAND_BODY_MAX, COMMAND_TEXT_MAX } from '../../src/features/kudos/limits.js';
import { type RunningService, startService } from '../../src/service/server.js';
import { USERS, waitFor } from '../support/basics.js';
import { type Instance, killInstance, startInstance } from '../support/app-process.js';
import { type FakeSlack, startFakeSlack } from '../support/fake-slack.js';
import { testFixture } from '../support/fixture.js';
import { instanceEnv } from '../support/instance-env.js';
import { commandBody, send } from '../support/slack-requests.js';

const FORM = 'application/x-www-form-urlencoded';
/** Far longer than an answer takes, far shorter than a frozen instance. */
const ANSWER_MS = 10_000;
const LIMIT = 'a /kudos command is at most 24,000 characters, with a reason of at most 1,000.';
const words = (n: number) => 'great work '.repeat(Math.ceil(n / 11)).slice(0, n);

let fake: FakeSlack;
let service: RunningService;
let app: Instance;

beforeAll(async () => {
  fake = await startFakeSlack(USERS);
  service = await startService({ seed: testFixture(), db: ':memory:' });
  app = await startInstance(instanceEnv({ fake, service }, 'huge', { url: 'sqlite://:memory:' }));
}, 60_000);

afterAll(async () => {
  // SIGKILL: a frozen instance would never run its SIGTERM handler.
  if (app) await killInstance(app);
  await service?.close();
  await fake?.close();
});

const kudos = (text: string) => send(app.url, commandBody({ text, user_id: 'UANA', response_url: fake.responseUrl() }), FORM, { timeoutMs: ANSWER_MS });
const healthz = async () => (await fetch(`${app.url}/healthz`, { signal: AbortSignal.timeout(ANSWER_MS) })).status;
const recognitions = () => (service.db.prepare('SELECT count(*) AS n FROM recognitions').get() as { n: number }).n;

describe('a /kudos too long to be valid', () => {
  it('a signed 3.9 MB command is answered with the limit, nothing is sent, and /healthz answers right after', async () => {
    const calls = fake.calls.length;
    const before = recognitions();
    const answer = await kudos(`<@UBEN> 1 for ${words(3_900_000)}`);
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ response_type: 'ephemeral', text: `That command is far too long: ${LIMIT}` });
    expect(await healthz()).toBe(200);
    await new Promise((r) => setTimeout(r, 200)); // work after an ack would show up here
    expect(fake.calls.slice(calls)).toEqual([]);
    expect(recognitions()).toBe(before);
  });

  it('a text over the limit in a body the guard lets through reaches the grammar, which names its length and the limit', async () => {
    const text = `<@UBEN> 1 for ${words(100_000)}`;
    expect(commandBody({ text, user_id: 'UANA', response_url: fake.responseUrl() }).length).toBeLessThan(COMMAND_BODY_MAX);
    expect((await kudos(text)).json).toEqual({ response_type: 'ephemeral', text: `That command is 100,014 characters long: ${LIMIT}` });
    expect(await healthz()).toBe(200);
  });

  it('the longest text the grammar reads is read as a kudos, its reason refused for its length', async () => {
    const text = `<@UBEN> 1 for ${'x'.repeat(COMMAND_TEXT_MAX - 14)}`;
    expect(text).toHaveLength(COMMAND_TEXT_MAX);
    expect((await kudos(text)).json).toEqual({ response_type: 'ephemeral', text: 'The reason is over 1,000 characters long; keep it to 1,000 characters.' });
  });

  it('the next /kudos after them is sent as usual', async () => {
    const before = recognitions();
    expect((await kudos('<@UBEN> 1 for the launch')).status).toBe(200);
    await waitFor(() => recognitions() > before, 'the kudos recorded');
  });

  it('an unsigned body of 3.9 MB is refused (401), and one over Bolt’s 4 MB limit gets a 413', async () => {
    const body = commandBody({ text: words(3_900_000), user_id: 'UANA', response_url: fake.responseUrl() });
    expect((await send(app.url, body, FORM, { signature: 'v0=0', timeoutMs: ANSWER_MS })).status).toBe(401);
    const tooBig = commandBody({ text: words(4_300_000), user_id: 'UANA', response_url: fake.responseUrl() });
    expect((await send(app.url, tooBig, FORM, { timeoutMs: ANSWER_MS })).status).toBe(413);
    expect(await healthz()).toBe(200);
  });
});
