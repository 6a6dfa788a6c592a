// The fetch given to every WebClient: the real fetch, counting each Slack Web API call by method and outcome and
// each 429 (the client then waits Retry-After and tries again).
import { metrics } from './metrics.js';

type Fetch = typeof globalThis.fetch;

const methodOf = (input: Parameters<Fetch>[0]) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const method = new URL(url).pathname.split('/').pop() ?? '';
  // Slack's methods are dotted names; anything else (an upload URL) is one label, not one per file.
  return /^[a-zA-Z]+(\.[a-zA-Z]+)+$/.test(method) ? method : 'other';
};

export const countedSlackFetch: Fetch = async (input, init) => {
  const method = methodOf(input);
  try {
    const response = await globalThis.fetch(input, init);
    if (response.status === 429) metrics.slackRateLimited.inc({ method });
    metrics.slackCalls.inc({ method, outcome: response.ok ? 'ok' : response.status === 429 ? 'rate_limited' : `http_${response.status}` });
    return response;
  } catch (error) {
    metrics.slackCalls.inc({ method, outcome: 'network_error' });
    throw error;
  }
};
