// GET /metrics and GET /readyz on the real app: a /kudos moves the ack, service-call, Slack-call and dedupe counters
// (a retry moves the duplicate counter); /readyz names what is not ready when the engagement service is gone.
import { describe, expect, it } from 'vitest';
import { textOf, useHarness, waitFor } from '../support/app-harness.js';

/** The value of one sample line of the Prometheus text, 0 when the series does not exist yet. */
async function sample(url: string, series: string): Promise<number> {
  const text = await (await fetch(`${url}/metrics`)).text();
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('GET /metrics', () => {
  const h = useHarness();

  it('serves Prometheus text whose counters move with a kudos and its retry', async () => {
    const url = h.current.url;
    const series = {
      acks: 'kudos_slack_acks_total{kind="command",status="200"}',
      ackCount: 'kudos_slack_ack_seconds_count{kind="command"}',
      recognitions: 'kudos_engagement_calls_total{method="POST",endpoint="/dev/1/recognition/:id",outcome="ok"}',
      won: 'kudos_dedupe_claims_total{result="won"}',
      duplicate: 'kudos_dedupe_claims_total{result="duplicate"}',
      slackCalls: 'kudos_slack_api_calls_total{method="users.info",outcome="ok"}',
    };
    const before = Object.fromEntries(await Promise.all(Object.entries(series).map(async ([k, s]) => [k, await sample(url, s)] as const)));
    const response = await fetch(`${url}/metrics`);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const trigger = `metrics-${Date.now()}`;
    const replies = h.current.fake.callsTo('response_url').length;
    await h.current.command('<@UBEN> 5 for the dashboards', 'UANA', { trigger_id: trigger });
    await waitFor(() => h.current.recognitions().length === 1, 'the recognition');
    // Replayed once the first is over — answered, then posted (a replay while it is still being handled is acked and
    // left to it).
    await waitFor(
      () =>
        h.current.fake
          .callsTo('response_url')
          .slice(replies)
          .find((c) => textOf(c.args).includes('You sent')),
      'the first answer',
    );
    await waitFor(
      () => h.current.fake.callsTo('chat.postMessage').some((c) => c.args.channel === 'C1' && textOf(c.args).includes('the dashboards')),
      'the post',
    );
    await new Promise((r) => setTimeout(r, 200));
    await h.current.command('<@UBEN> 5 for the dashboards', 'UANA', { trigger_id: trigger });
    await waitFor(
      () =>
        h.current.fake
          .callsTo('response_url')
          .slice(replies)
          .find((c) => textOf(c.args).includes('already sent')),
      'the duplicate notice',
    );
    const sampled = async (k: keyof typeof series) => sample(url, series[k]);
    expect(await sampled('acks')).toBe(before.acks! + 2);
    expect(await sampled('ackCount')).toBe(before.ackCount! + 2);
    expect(await sampled('recognitions')).toBe(before.recognitions! + 1);
    expect(await sampled('won')).toBeGreaterThanOrEqual(before.won! + 2); // the command's two keys
    expect(await sampled('duplicate')).toBe(before.duplicate! + 1);
    expect(await sampled('slackCalls')).toBeGreaterThan(before.slackCalls!);
  });

  it('labels an event of a type the app does not handle `event:other`, so made-up types add no series', async () => {
    const url = h.current.url;
    const before = await sample(url, 'kudos_slack_acks_total{kind="event:other",status="200"}');
    for (const type of ['made_up_one', 'made_up_two']) expect((await h.current.event({ type, user: 'UANA' }, `Ev-${type}-${Date.now()}`)).status).toBe(200);
    const text = await (await fetch(`${url}/metrics`)).text();
    expect(text).not.toContain('made_up');
    expect(await sample(url, 'kudos_slack_acks_total{kind="event:other",status="200"}')).toBe(before + 2);
  });

  it('answers /readyz 200 naming each check, and /healthz stays plain liveness', async () => {
    const ready = await fetch(`${h.current.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', checks: { store: 'ok', service: 'ok' } });
    expect((await fetch(`${h.current.url}/healthz`)).status).toBe(200);
  });
});

describe('GET /readyz without the engagement service', () => {
  const h = useHarness();

  it('answers 503 and says the service is what is not ready, while /healthz still answers 200', async () => {
    await h.current.service!.close();
    const ready = await fetch(`${h.current.url}/readyz`);
    expect(ready.status).toBe(503);
    const body = (await ready.json()) as { status: string; checks: Record<string, string> };
    expect(body.status).toBe('not ready');
    expect(body.checks.store).toBe('ok');
    expect(body.checks.service).toBe('failing'); // the reason, with the service's address, is only logged
    expect(JSON.stringify(body)).not.toContain('127.0.0.1');
    expect(h.current.lines.some((l) => l.includes('readiness: service is failing'))).toBe(true);
    expect((await fetch(`${h.current.url}/healthz`)).status).toBe(200);
  });
});
