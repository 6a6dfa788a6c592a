// GET /metrics (Prometheus text) and GET /readyz (the store and the engagement service answer) for the app's HTTP
// server; /healthz stays liveness only. Also the timing of every Slack request's answer, labelled by kind.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { request } from 'undici';
import { metrics, registry } from '../metrics/metrics.js';

export type ReadinessChecks = Record<string, () => Promise<void>>;
/** Answers the request and returns true when it is one of the ops routes. */
export type OpsRoutes = (req: IncomingMessage, res: ServerResponse, path: string) => boolean;

const CHECK_TIMEOUT_MS = 2_000;

/** Each check is `ok` or `failing`: the reason (an internal address, say) goes to the log, not to whoever asks. */
async function readiness(checks: ReadinessChecks, warn: (line: string) => void): Promise<{ ready: boolean; checks: Record<string, string> }> {
  const results = await Promise.all(
    Object.entries(checks).map(async ([name, check]) => {
      const timeout = new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS / 1000} s`)), CHECK_TIMEOUT_MS).unref(),
      );
      try {
        await Promise.race([check(), timeout]);
        return [name, 'ok'] as const;
      } catch (error) {
        warn(`readiness: ${name} is failing: ${(error as Error).message || String(error)}`);
        return [name, 'failing'] as const;
      }
    }),
  );
  return { ready: results.every(([, r]) => r === 'ok'), checks: Object.fromEntries(results) };
}

export function opsRoutes(checks: ReadinessChecks, warn: (line: string) => void): OpsRoutes {
  return (req, res, path) => {
    if (req.method !== 'GET' || (path !== '/metrics' && path !== '/readyz')) return false;
    const answer =
      path === '/metrics'
        ? registry.metrics().then((text) => res.writeHead(200, { 'content-type': registry.contentType }).end(text))
        : readiness(checks, warn).then((r) =>
            res
              .writeHead(r.ready ? 200 : 503, { 'content-type': 'application/json' })
              // not-for-people: the readiness answer, read by a probe
              .end(JSON.stringify({ status: r.ready ? 'ready' : 'not ready', checks: r.checks })),
          );
    answer.catch(() => res.writeHead(500).end());
    return true;
  };
}

/** The engagement service is ready when it answers at all without a server error (its API has no health route). */
export async function serviceAnswers(root: string): Promise<void> {
  const response = await request(new URL('healthz', root.endsWith('/') ? root : `${root}/`), {
    method: 'GET',
    headersTimeout: CHECK_TIMEOUT_MS,
    bodyTimeout: CHECK_TIMEOUT_MS,
  });
  await response.body.dump();
  if (response.statusCode >= 500) throw new Error(`answered ${response.statusCode}`);
}

/** The kind each request in flight was labelled with, read when its answer is finished. */
const kinds = new WeakMap<ServerResponse, string>();

/** Starts the clock on a Slack request; its answer is counted under its kind (labelAck), `unparsed` if it had none. */
export function timeAck(res: ServerResponse): void {
  const stop = metrics.ackSeconds.startTimer();
  res.once('finish', () => {
    const kind = kinds.get(res) ?? 'unparsed';
    stop({ kind });
    metrics.acks.inc({ kind, status: String(res.statusCode) });
  });
}

type Body = { command?: unknown; type?: unknown; event?: { type?: unknown } };

/** Labels a parsed request for timeAck: command, block_actions, view_submission, event:<a type the app handles> or
 *  event:other (a label per type a client makes up would grow the metric's series without bound). */
export function labelAck(res: ServerResponse, body: Body, events: ReadonlySet<string>): void {
  const event = String(body.event?.type ?? '');
  kinds.set(res, body.command ? 'command' : body.type === 'event_callback' ? `event:${events.has(event) ? event : 'other'}` : String(body.type ?? 'unknown'));
}
