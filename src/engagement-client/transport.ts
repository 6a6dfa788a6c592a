// One HTTP call to the service over undici: x-api-key, per-call timeout, safe retries, typed errors, zod-checked answers.
import { Agent, type Dispatcher, request } from 'undici';
import type { z } from 'zod';
import {
  type EngagementError,
  NetworkError,
  NotFoundError,
  RateLimitedError,
  RecipientNotFoundError,
  ResponseShapeError,
  ServerError,
  TimeoutError,
  UnauthorizedError,
  ValidationError,
  WrongStageError,
} from './errors.js';
import { timedServiceCall } from '../metrics/metrics.js';
import { REFUSED_CODES } from './outcome.js';
import { type RetryPolicy, backoffMs } from './retry-policies.js';
import { errorBodySchema } from './schemas.js';

export type TransportOptions = {
  apiKey: string;
  dispatcher: Dispatcher;
  timeoutMs: number;
  retryPolicy: RetryPolicy;
};

export type Call<S extends z.ZodType> = {
  method: 'GET' | 'POST';
  url: URL;
  body?: unknown;
  schema: S;
  /** The recognition endpoint's 503 means "unknown recipient", not an outage. */
  recipient503?: boolean;
};

/** A pooled dispatcher shared by every client of the process. */
export function createDispatcher(connections = 32): Dispatcher {
  return new Agent({ connections, keepAliveTimeout: 10_000, keepAliveMaxTimeout: 60_000 });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** undici reports network failures as errors whose code sits on the error or on its cause. */
function networkError(error: unknown, url: URL): NetworkError {
  const e = error as { code?: string; message?: string; cause?: { code?: string; message?: string } };
  const code = e.code ?? e.cause?.code ?? null;
  const why = code === 'ECONNREFUSED' ? 'connection refused' : code ? code : (e.cause?.message ?? e.message ?? 'network failure');
  return new NetworkError(`The engagement service at ${url.origin} could not be reached (${why}).`, code, { cause: error });
}

function errorFor(status: number, headers: Record<string, string | string[] | undefined>, json: unknown, call: Call<z.ZodType>): EngagementError {
  const parsed = errorBodySchema.safeParse(json);
  const body = parsed.success ? parsed.data : {};
  const code = body.error_code ?? null;
  const message = body.message ?? `The engagement service answered ${status} to ${call.method} ${call.url.pathname}.`;
  if (status === 401) return new UnauthorizedError(message, status, code);
  if (status === 403) return code === 'WRONG_STAGE' ? new WrongStageError(message, status, code) : new UnauthorizedError(message, status, code);
  if (status === 404) return new NotFoundError(message, status, code);
  if (status === 429) {
    const header = headers['retry-after'];
    const seconds = Number(Array.isArray(header) ? header[0] : header);
    const resetAt = body.rate_limit ? new Date(body.rate_limit.reset_at) : null;
    const retryAfterMs = Number.isFinite(seconds) ? seconds * 1000 : resetAt ? Math.max(0, resetAt.getTime() - Date.now()) : null;
    return new RateLimitedError(message, status, code, retryAfterMs, resetAt);
  }
  if (status === 503 && call.recipient503) return new RecipientNotFoundError(message, code, body.recipients ?? []);
  if (status >= 500) return new ServerError(message, status, code);
  return new ValidationError(message, status, code, body.errors ?? []);
}

/** May this failure be tried again? GETs: outages and 429s. POSTs: only when the service surely did nothing. */
function retryDelay(error: EngagementError, method: string, attempt: number, policy: RetryPolicy): number | null {
  if (attempt >= policy.retries) return null;
  if (error instanceof RateLimitedError) {
    const wait = error.retryAfterMs ?? backoffMs(policy, attempt);
    return wait <= policy.maxRetryAfterMs ? wait : null;
  }
  if (error instanceof NetworkError && error.code && REFUSED_CODES.has(error.code)) return backoffMs(policy, attempt);
  if (method !== 'GET') return null;
  if (error instanceof NetworkError || error instanceof TimeoutError) return backoffMs(policy, attempt);
  if (error instanceof ServerError && [500, 502, 503, 504].includes(error.status ?? 0)) return backoffMs(policy, attempt);
  return null;
}

async function attempt<S extends z.ZodType>(options: TransportOptions, call: Call<S>): Promise<z.infer<S>> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);
  let status: number;
  let headers: Record<string, string | string[] | undefined>;
  let text: string;
  try {
    const response = await request(call.url, {
      method: call.method,
      dispatcher: options.dispatcher,
      signal: controller.signal,
      headers: {
        'x-api-key': options.apiKey,
        accept: 'application/json',
        ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
    });
    status = response.statusCode;
    headers = response.headers;
    text = await response.body.text();
  } catch (error) {
    if (controller.signal.aborted) {
      throw new TimeoutError(
        `The engagement service did not answer ${call.method} ${call.url.pathname} within ${options.timeoutMs / 1000} s.`,
        options.timeoutMs,
      );
    }
    throw networkError(error, call.url);
  } finally {
    clearTimeout(timer);
  }

  let json: unknown;
  try {
    json = text.length > 0 ? JSON.parse(text) : undefined;
  } catch {
    if (status >= 400) throw errorFor(status, headers, undefined, call);
    throw new ResponseShapeError(`The engagement service answered ${call.method} ${call.url.pathname} with something that is not JSON.`, status, null);
  }
  if (status >= 400) throw errorFor(status, headers, json, call);
  const parsed = call.schema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = issue.path.map(String).join('.') || '(body)';
    throw new ResponseShapeError(
      `The engagement service's answer to ${call.method} ${call.url.pathname} has an unexpected shape at "${field}": ${issue.message}.`,
      status,
      null,
    );
  }
  return parsed.data;
}

export async function send<S extends z.ZodType>(options: TransportOptions, call: Call<S>): Promise<z.infer<S>> {
  for (let tries = 0; ; tries += 1) {
    try {
      return await timedServiceCall(call.method, call.url, () => attempt(options, call));
    } catch (error) {
      const delay = retryDelay(error as EngagementError, call.method, tries, options.retryPolicy);
      if (delay === null) throw error;
      await sleep(delay);
    }
  }
}
