// The app's Prometheus metrics (prom-client), one registry per process, served at GET /metrics: Slack acks by kind
// with their latency, engagement-service calls, Slack Web API calls and rate limits, dedupe claims, jobs.
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export const registry = new Registry();
collectDefaultMetrics({ register: registry, prefix: 'kudos_' });

/** Slack wants an answer within 3 s: the buckets resolve the part under it finely. */
const ACK_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 3, 5];

export const metrics = {
  acks: new Counter({
    name: 'kudos_slack_acks_total',
    help: 'Slack requests answered, by kind and HTTP status',
    labelNames: ['kind', 'status'],
    registers: [registry],
  }),
  ackSeconds: new Histogram({
    name: 'kudos_slack_ack_seconds',
    help: 'Time from a Slack request to its answer',
    labelNames: ['kind'],
    buckets: ACK_BUCKETS,
    registers: [registry],
  }),
  serviceCalls: new Counter({
    name: 'kudos_engagement_calls_total',
    help: 'Engagement service calls, by endpoint and outcome',
    labelNames: ['method', 'endpoint', 'outcome'],
    registers: [registry],
  }),
  serviceSeconds: new Histogram({
    name: 'kudos_engagement_call_seconds',
    help: 'Engagement service call latency',
    labelNames: ['method', 'endpoint'],
    buckets: ACK_BUCKETS,
    registers: [registry],
  }),
  slackCalls: new Counter({
    name: 'kudos_slack_api_calls_total',
    help: 'Slack Web API calls, by method and outcome',
    labelNames: ['method', 'outcome'],
    registers: [registry],
  }),
  slackRateLimited: new Counter({
    name: 'kudos_slack_rate_limited_total',
    help: 'Slack Web API answers of 429 (the client waits Retry-After)',
    labelNames: ['method'],
    registers: [registry],
  }),
  dedupe: new Counter({
    name: 'kudos_dedupe_claims_total',
    help: 'At-most-once claims: won, or refused as a duplicate',
    labelNames: ['result'],
    registers: [registry],
  }),
  jobChunks: new Counter({
    name: 'kudos_job_chunks_total',
    help: 'Background job chunks done, by job and outcome',
    labelNames: ['job', 'outcome'],
    registers: [registry],
  }),
  outboxTakeovers: new Counter({
    name: 'kudos_outbox_takeovers_total',
    help: 'Acknowledged work taken over after its instance died, by kind',
    labelNames: ['kind'],
    registers: [registry],
  }),
  jobFailures: new Counter({ name: 'kudos_job_failures_total', help: 'Background jobs that stopped on an error', labelNames: ['job'], registers: [registry] }),
};

/** A path with its IDs, e-mails and keys taken out, so each endpoint is one label value, not one per member. */
export function endpointOf(pathname: string): string {
  return pathname
    .split('/')
    .map((part) => (/[@%]/.test(part) || /^\d{2,}$/.test(part) || (/\d/.test(part) && part.length >= 8) || part.length > 32 ? ':id' : part))
    .join('/');
}

/** Times one engagement-service call and counts its outcome (`ok`, or the error's name). */
export async function timedServiceCall<T>(method: string, url: URL, call: () => Promise<T>): Promise<T> {
  const endpoint = endpointOf(url.pathname);
  const stop = metrics.serviceSeconds.startTimer({ method, endpoint });
  try {
    const result = await call();
    metrics.serviceCalls.inc({ method, endpoint, outcome: 'ok' });
    return result;
  } catch (error) {
    metrics.serviceCalls.inc({ method, endpoint, outcome: error instanceof Error ? error.name : 'error' });
    throw error;
  } finally {
    stop();
  }
}
