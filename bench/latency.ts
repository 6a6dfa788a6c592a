// Latency sampling for benches: time a request many times after a warm-up and give its percentiles in milliseconds.
export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

export type Latency = { p50: number; p95: number; max: number; samples: number };

/** Runs `request(i)` `warmup` times unmeasured, then `samples` times one after another. */
export async function sample(request: (i: number) => Promise<unknown>, samples: number, warmup = Math.min(20, samples)): Promise<Latency> {
  for (let i = 0; i < warmup; i += 1) await request(i);
  const times: number[] = [];
  for (let i = 0; i < samples; i += 1) {
    const started = performance.now();
    await request(warmup + i);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), max: times[times.length - 1]!, samples };
}

/** A JSON request to the service that fails loudly on anything but 200. */
export function serviceCaller(url: string, apiKey: string) {
  return async <T = unknown>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${url}${path}`, {
      method,
      headers: { 'x-api-key': apiKey, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (response.status !== 200) throw new Error(`${method} ${path}: HTTP ${response.status} ${text.slice(0, 200)}`);
    return JSON.parse(text) as T;
  };
}
