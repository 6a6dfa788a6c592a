// The fetch given to every WebClient (and Bolt's respond): a string body goes over undici's request on a shared
// keep-alive pool, read whole into a Response that answers from the text (no web stream) — node's fetch cost ~0.4 ms
// more CPU a call in its streams, abort signals and transferables (bench/cpu-profile.ts); anything else (a file
// upload's FormData) over the real fetch.
// Each Slack Web API call is counted by method and outcome, and each 429. pacedSlackFetch adds Slack's tiers
// (pacer.ts): every app WebClient is given it, so every Web API call of the app goes through this one place;
// there a `token_expired` answer is met by refreshing the rotating token and sending again once.
import { STATUS_CODES } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { Agent, request } from 'undici';
import { z } from 'zod';
import { metrics } from '../metrics/metrics.js';
import { ReadResponse } from './read-response.js';
import type { SlackCall, SlackPacer } from './pacer.js';
import { tierOf } from './tiers.js';

type Fetch = typeof globalThis.fetch;

const methodOf = (url: string) => {
  const method = new URL(url).pathname.split('/').pop() ?? '';
  // Slack's methods are dotted names; anything else (an upload URL) is one label, not one per file.
  return /^[a-zA-Z]+(\.[a-zA-Z]+)+$/.test(method) ? method : 'other';
};

const pool = new Agent({ connections: 32, keepAliveTimeout: 10_000, keepAliveMaxTimeout: 60_000 });

/** A POST or GET of a string body (all Slack's Web API and response_url calls) over undici.request, no redirects. */
async function viaRequest(url: string, init: RequestInit & { body?: string | null }): Promise<Response> {
  const answer = await request(url, {
    method: (init.method ?? 'GET') as 'GET' | 'POST',
    headers: Object.fromEntries(new Headers(init.headers).entries()),
    body: init.body ?? null,
    signal: init.signal ?? null,
    dispatcher: pool,
  });
  const text = await answer.body.text();
  const headers = new Headers();
  for (const [name, value] of Object.entries(answer.headers)) for (const v of [value ?? []].flat()) headers.append(name, v);
  const status = answer.statusCode;
  // A Response may carry no body with these statuses; a redirect is the caller's to see (Slack never redirects an API call).
  return new ReadResponse([101, 204, 205, 304].includes(status) ? '' : text, { status, statusText: STATUS_CODES[status] ?? '', headers }, url);
}

const leanFetch: Fetch = (input, init) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : undefined;
  const body = init?.body;
  if (url === undefined || (body != null && typeof body !== 'string')) return globalThis.fetch(input, init);
  return viaRequest(url, { ...init, body });
};

export const countedSlackFetch: Fetch = async (input, init) => {
  const method = methodOf(urlOf(input));
  try {
    const response = await leanFetch(input, init);
    if (response.status === 429) metrics.slackRateLimited.inc({ method });
    metrics.slackCalls.inc({ method, outcome: response.ok ? 'ok' : response.status === 429 ? 'rate_limited' : `http_${response.status}` });
    return response;
  } catch (error) {
    metrics.slackCalls.inc({ method, outcome: 'network_error' });
    throw error;
  }
};

/** How long Slack asked to wait, in ms (Retry-After is in seconds; a missing one counts as 1 s). */
const retryAfterMs = (response: Response) => Math.max(1, Number(response.headers.get('retry-after')) || 1) * 1_000;

const urlOf = (input: Parameters<Fetch>[0]) => (typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);

/** The Web API call a request makes (undefined for anything else: a response_url, an upload): its method, token and,
 *  where the limit is per channel, channel. */
function callOf(url: string, init: RequestInit | undefined): SlackCall | undefined {
  const path = new URL(url).pathname;
  const method = methodOf(url);
  if (!path.includes('/api/') || method === 'other') return undefined;
  const body = typeof init?.body === 'string' ? new URLSearchParams(init.body) : undefined;
  const token = new Headers(init?.headers).get('authorization')?.replace(/^Bearer /, '') ?? body?.get('token') ?? '';
  const channel = tierOf(method).perChannel ? (body?.get('channel') ?? undefined) : undefined;
  return { method, token, ...(channel ? { channel } : {}) };
}

/** Sends again after a 429 this many times before the WebClient sees it (its own retries follow): a Slack that keeps
 *  refusing is a fault to surface, not to wait out forever. */
const PACED_ATTEMPTS = 20;

const failedAnswer = z.object({ ok: z.literal(false), error: z.string() });

/** Slack's answer carries this error code (a JSON body with `ok: false`); the body is parsed only when it may. */
async function answeredError(response: Response, code: string): Promise<boolean> {
  const text = await response.clone().text();
  if (!text.includes(`"${code}"`)) return false;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return false; // not Slack's JSON (an HTML error page): nothing to renew
  }
  const parsed = failedAnswer.safeParse(body);
  return parsed.success && parsed.data.error === code;
}

/** A call Slack answered `token_expired` (a rotating token lapsed mid-flight): the installation's token is refreshed
 *  once (across instances) and the call sent again once with the new token, so no request fails for it. */
async function renewedIfExpired(
  pacer: SlackPacer,
  call: SlackCall,
  input: Parameters<Fetch>[0],
  init: RequestInit | undefined,
  response: Response,
): Promise<Response> {
  if (!call.token || !(await answeredError(response, 'token_expired'))) return response;
  const token = await pacer.renewExpired(call.token).catch(() => undefined);
  if (!token) return response;
  const headers = new Headers(init?.headers);
  if (headers.has('authorization')) headers.set('authorization', `Bearer ${token}`);
  const body = typeof init?.body === 'string' ? init.body.replace(`token=${encodeURIComponent(call.token)}`, `token=${encodeURIComponent(token)}`) : init?.body;
  return countedSlackFetch(input, { ...init, headers, ...(body !== undefined ? { body } : {}) });
}

/** The fetch of every app WebClient: each Web API call waits for its slot, and a 429 is waited out (Retry-After, shared
 *  with every instance) and sent again, so a message is never dropped for a rate limit. `slotTaken`: the caller took
 *  the first attempt's slot itself (a channel lane, lanes.ts); only a send after a 429 takes one here. */
export function pacedSlackFetch(pacer: SlackPacer, options: { slotTaken?: boolean } = {}): Fetch {
  return async (input, init) => {
    const call = callOf(urlOf(input), init);
    if (!call) return countedSlackFetch(input, init);
    for (let attempt = 1; ; attempt++) {
      const waitMs = attempt === 1 && options.slotTaken ? 0 : await pacer.slot(call);
      if (waitMs > 0) await sleep(waitMs);
      const response = await countedSlackFetch(input, init);
      if (response.status !== 429) return renewedIfExpired(pacer, call, input, init, response);
      await pacer.hold(call, Date.now() + retryAfterMs(response));
      if (attempt >= PACED_ATTEMPTS) return response;
    }
  };
}
