// When the engagement service fails: refused connection, 500, timeout, the 503 for an unknown recipient, a slow
// service. Each ends in one clear sentence to the giver, the ack is never late, and no coins are sent twice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startService } from '../../src/service/server.js';
import { testFixture } from '../support/fixture.js';
import { type Harness, startHarness, textOf, waitFor } from '../support/app-harness.js';
import { useServiceBehindProxy } from '../support/service-behind-proxy.js';

const t = useServiceBehindProxy({}, { env: { ENGAGEMENT_TIMEOUT_MS: '500' } });

const count = (reason: string) => (t.service.db.prepare('SELECT count(*) AS n FROM recognitions WHERE reason = ?').get(reason) as { n: number }).n;

async function give(text: string) {
  const before = t.h.fake.callsTo('response_url').length;
  const started = performance.now();
  const ack = await t.h.command(text, 'UANA');
  const ackMs = performance.now() - started;
  const reply = await waitFor(() => t.h.fake.callsTo('response_url')[before], 'reply', 8_000);
  return { ack, ackMs, reply: textOf(reply.args) };
}

describe('engagement service failures', () => {
  it('500: says the service failed, records nothing', async () => {
    t.proxy.set('500');
    const { reply } = await give('<@UBEN|ben> 5 for error 500');
    expect(reply).toContain('The engagement service failed (500)');
    expect(count('error 500')).toBe(0);
  });

  it('503: names the unknown recipient (the service’s verdict), records nothing', async () => {
    t.proxy.set('503');
    const { reply } = await give('<@UBEN|ben> 5 for error 503');
    expect(reply).toContain('ben@acme.test isn’t in the company directory. Nothing was sent.');
    expect(count('error 503')).toBe(0);
  });

  it('timeout: acks in time, says it cannot tell, and a repeat of the same command sends nothing more', async () => {
    t.proxy.set('slow', 1_500);
    const first = await give('<@UBEN|ben> 5 for slow service');
    expect(first.ack.status).toBe(200);
    expect(first.reply).toContain('didn’t answer within 0.5 s');
    expect(first.reply).toContain('won’t repeat it on my own');
    await waitFor(() => count('slow service') === 1, 'the late recognition to land', 3_000);
    t.proxy.set('pass');
    const second = await give('<@UBEN|ben> 5 for slow service');
    expect(second.reply).toContain('already sent');
    await new Promise((r) => setTimeout(r, 200));
    expect(count('slow service')).toBe(1);
  });

  it('a failure that surely sent nothing can be retried at once', async () => {
    t.proxy.set('503');
    await give('<@UBEN|ben> 5 for try again');
    t.proxy.set('pass');
    const { reply } = await give('<@UBEN|ben> 5 for try again');
    expect(reply).toContain('You sent *5 coins*');
    expect(count('try again')).toBe(1);
  });
});

describe('engagement service unreachable', () => {
  let down: Harness;
  beforeAll(async () => {
    const closed = await startService({ seed: testFixture(), db: ':memory:' });
    const url = closed.url;
    await closed.close();
    down = await startHarness({ engagementUrl: url });
  });
  afterAll(async () => down.close());

  it('refused connection: tells the giver nothing was sent and to try again', async () => {
    const before = down.fake.callsTo('response_url').length;
    const ack = await down.command('<@UBEN|ben> 5 for offline', 'UANA');
    expect(ack.status).toBe(200);
    const reply = await waitFor(() => down.fake.callsTo('response_url')[before], 'reply', 8_000);
    expect(textOf(reply.args)).toContain('couldn’t reach the engagement service');
  });
});
