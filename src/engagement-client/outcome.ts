// "Did the service act?" decided once: a write that succeeded acted; a failed one either surely did nothing (the
// service refused it, or it was never reached) or may have acted (no answer, a 5xx, an answer we could not read).
import { EngagementError, NetworkError, ResponseShapeError, ServerError, TimeoutError } from './errors.js';

/** Connection errors raised before a request is sent: the service never saw it. */
export const REFUSED_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN']);

export type WriteOutcome = 'acted' | 'surely-not' | 'unknown';

/** The outcome of a write that threw `error`. Anything not known to be harmless counts as "may have acted". */
export function outcomeOfFailure(error: unknown): Exclude<WriteOutcome, 'acted'> {
  if (error instanceof NetworkError) return error.code && REFUSED_CODES.has(error.code) ? 'surely-not' : 'unknown';
  if (error instanceof TimeoutError || error instanceof ServerError || error instanceof ResponseShapeError) return 'unknown';
  // Every other engagement error is a 4xx (or the recognition 503 verdict): the service answered and did nothing.
  return error instanceof EngagementError ? 'surely-not' : 'unknown';
}

/** A failure that may pass if tried again: the service was not reached or did not answer (not one it refused). */
export function isTransient(error: unknown): boolean {
  return error instanceof NetworkError || error instanceof TimeoutError || error instanceof ServerError;
}
