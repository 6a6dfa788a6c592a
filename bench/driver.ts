// The load generator of the ack benches, the same for every app measured: signed /kudos commands over a keep-alive
// http.Agent (one socket per concurrent request, opened before the measured run), and a wait until this process is
// idle so one run's work after its acks does not spill into the next run.
//
// Why not fetch: undici's pool hands requests to a connection still being opened, so while the process is busy ~10
// requests in a row queued on one new connection and took ~1 s each — the p99 of 500 requests was the driver opening
// connections (bare Bolt: 600–1,400 ms with cold connections, 57 ms with warm ones on the same machine minutes apart).
import { type IncomingMessage, Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { commandBody, signature } from '../test/support/slack-requests.js';

const agent = new Agent({ keepAlive: true, maxSockets: 256 });
/** The middle value (the upper one of an even count). */
export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/** One signed POST (a form by default, JSON for events) to the app's /slack/events; resolves with the HTTP status once
 *  the answer is read. A kept-alive socket the app closed as the request went out (its 5 s idle timeout, after a long
 *  wait between runs) is reset unanswered: the request is sent once more on a new socket, as Node's docs advise
 *  (`request.reusedSocket`). */
export function post(appUrl: string, body: string, contentType = 'application/x-www-form-urlencoded', retried = false): Promise<number> {
  const timestamp = Math.floor(Date.now() / 1000);
  return new Promise((resolve, reject) => {
    const req = request(
      `${appUrl}/slack/events`,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': contentType,
          'content-length': Buffer.byteLength(body),
          'x-slack-request-timestamp': String(timestamp),
          'x-slack-signature': signature(body, timestamp),
        },
      },
      (res: IncomingMessage) => {
        res.resume();
        res.once('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.once('error', (error: NodeJS.ErrnoException) => {
      if (req.reusedSocket && error.code === 'ECONNRESET' && !retried) resolve(post(appUrl, body, contentType, true));
      else reject(error);
    });
    req.end(body);
  });
}

/** The signed body of request `i` of a run labelled `label`. */
export type BodyOf = (label: string, i: number) => string;

/** Sends `total` requests (one-coin /kudos unless `bodyOf` says otherwise), `concurrency` at a time; the ack
 *  latencies' p50 and p99 in ms. */
export async function measure(url: string, responseUrl: () => string, total: number, concurrency: number, label: string, gapMs = 0, bodyOf?: BodyOf) {
  const latencies: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < total) {
      const i = next++;
      const body = bodyOf ? bodyOf(label, i) : commandBody({ text: `<@UBEN|ben> 1 for ${label} ${i}`, user_id: 'UANA', response_url: responseUrl() });
      const started = performance.now();
      const status = await post(url, body);
      latencies.push(performance.now() - started);
      if (status !== 200) throw new Error(`${label}: HTTP ${status}`);
      if (gapMs) await new Promise((resolve) => setTimeout(resolve, gapMs));
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  latencies.sort((a, b) => a - b);
  return { p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}

/** Resolves once this process's event loop has been under 5 % busy for 200 ms (at most `maxMs`): the kudos behind
 *  the last run's acks are sent, and the next run starts on an idle process whichever app it measures. */
export async function idle(maxMs = 20_000): Promise<void> {
  const started = performance.now();
  for (;;) {
    const before = performance.eventLoopUtilization();
    await new Promise((resolve) => setTimeout(resolve, 200));
    if (performance.eventLoopUtilization(before).utilization < 0.05 || performance.now() - started > maxMs) return;
  }
}

/** One measured run: the app's sockets opened first (`concurrency` requests at once, not measured), then an idle
 *  process, then `total` at `concurrency`. */
export async function measuredRun(url: string, responseUrl: () => string, total: number, concurrency: number, label: string, bodyOf?: BodyOf) {
  await idle();
  await measure(url, responseUrl, concurrency, concurrency, `${label}-sockets`, 0, bodyOf);
  await idle();
  return measure(url, responseUrl, total, concurrency, label, 0, bodyOf);
}
