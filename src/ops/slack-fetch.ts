// The fetch given to every WebClient (and Bolt's respond): a string body goes over undici's request on a shared
// keep-alive pool, read whole into a Response that answers from the text (no web stream) — node's fetch cost ~0.4 ms
// more CPU a call in its streams, abort signals and transferables (bench/cpu-profile.ts); anything else (a file
// upload's FormData) over the real fetch.
// Each Slack Web API call is counted by method and outcome, and each 429 (the client then waits Retry-After).
import { STATUS_CODES } from 'node:http';
import { Agent, request } from 'undici';
import { metrics } from './metrics.js';
import { ReadResponse } from './read-response.js';

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
  const method = methodOf(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
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
