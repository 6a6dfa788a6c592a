// What a repeated one-recipient /kudos costs after its ack, counted on the real app (real service, fake Slack, SQLite):
// one engagement call (the recognition), the three Slack calls people see, one dedupe claim for both keys, one
// allowance spend, and nothing read through keyv — who is who, membership, settings and rules come from the caches.
import Keyv from 'keyv';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registry } from '../../src/metrics/metrics.js';
import { useHarness, waitFor } from '../support/app-harness.js';

const h = useHarness();

/** Engagement calls so far, by method and endpoint (every outcome). */
async function engagementCalls(): Promise<Map<string, number>> {
  const metric = (await registry.getMetricsAsJSON()).find((m) => m.name === 'kudos_engagement_calls_total') as {
    values: { labels: Record<string, string>; value: number }[];
  };
  const calls = new Map<string, number>();
  for (const { labels, value } of metric.values)
    calls.set(`${labels.method} ${labels.endpoint}`, (calls.get(`${labels.method} ${labels.endpoint}`) ?? 0) + value);
  return calls;
}

const difference = (after: Map<string, number>, before: Map<string, number>) =>
  Object.fromEntries([...after].map(([k, n]) => [k, n - (before.get(k) ?? 0)]).filter(([, n]) => n !== 0));

/** Gives, and waits for the reply and for the post and the DM that follow it. */
async function give(reason: string) {
  const replies = h.current.fake.callsTo('response_url').length;
  await h.current.command(`<@UBEN|ben> 1 for ${reason}`, 'UANA');
  const reply = await waitFor(() => h.current.fake.callsTo('response_url')[replies], 'the reply');
  const posted = (channel: string) =>
    h.current.fake.callsTo('chat.postMessage').some((c) => c.args.channel === channel && JSON.stringify(c.args).includes(reason));
  await waitFor(() => posted('C1') && posted('UBEN'), 'the post and the DM');
  return reply;
}

afterEach(() => vi.restoreAllMocks());

describe('a repeated one-recipient /kudos', () => {
  it('makes one engagement call, three Slack calls, one dedupe claim, one allowance spend and no keyv read', async () => {
    expect((await give('the first one')).args.text).toMatch(/^Sent 1 coin to <@UBEN>/); // fills the caches
    const deps = h.current.runtime.deps;
    const counted = {
      keyvReads: vi.spyOn(Keyv.prototype, 'get'),
      claimAll: vi.spyOn(deps.dedupe, 'claimAll'),
      claim: vi.spyOn(deps.dedupe, 'claim'),
      release: vi.spyOn(deps.dedupe, 'release'),
      spend: vi.spyOn(deps.allowances, 'spend'),
      total: vi.spyOn(deps.allowances, 'total'),
      refund: vi.spyOn(deps.allowances, 'refund'),
    };
    const [engagement, slack] = [await engagementCalls(), h.current.fake.calls.length];
    expect((await give('the second one')).args.text).toMatch(/^Sent 1 coin to <@UBEN>/);
    await new Promise((r) => setTimeout(r, 100)); // anything still going after the reply would be counted too
    expect(difference(await engagementCalls(), engagement)).toEqual({ 'POST /dev/1/recognition/:id': 1 });
    // The giver's answer first; the post and the DM after it, in either order.
    const calls = h.current.fake.calls.slice(slack).map((c) => `${c.method} ${String(c.args.channel ?? '')}`);
    expect(calls[0]).toBe('response_url ');
    expect(calls.slice(1).sort()).toEqual(['chat.postMessage C1', 'chat.postMessage UBEN']);
    expect(Object.fromEntries(Object.entries(counted).map(([k, spy]) => [k, spy.mock.calls.length]))).toEqual({
      keyvReads: 0,
      claimAll: 1,
      claim: 0,
      release: 0,
      spend: 1,
      total: 0,
      refund: 0,
    });
    expect(h.current.recognitions().filter((r) => r.reason.startsWith('the '))).toHaveLength(2);
  });
});
