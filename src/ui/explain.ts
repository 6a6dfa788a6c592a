// Failures in words a person can act on: what went wrong, whether anything was sent, and what to do next.
import {
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
} from '../engagement-client/index.js';
import { DirectoryError } from '../directory/directory.js';
import { NotConnectedError, UnreadableKeyError } from '../engagement/connections.js';
import type { Translator } from '../i18n/translator.js';

/** Who a sentence is for: a Kudos admin (a Slack workspace admin or owner, or someone named in setup) can act on what
 *  only an admin can fix; anyone else is told whom to ask. */
export type Audience = 'admin' | 'member';

/** What did not happen because of the failure, said as a sentence of its own after it ("Nothing was sent."). */
export type Outcome =
  | 'sent'
  | 'filed'
  | 'saved'
  | 'loaded'
  | 'linked'
  | 'changed'
  | 'shown'
  | 'restNotSent'
  | 'moreNotSent'
  | 'notSentYet'
  | 'notSentNow'
  | 'noForm'
  | 'noFile'
  | 'noDigest'
  | 'mayNotBeFiled'
  | 'profileNotLoaded'
  | 'kudosNotLoaded'
  | 'leaderboardNotLoaded'
  | 'feedbackNotLoaded';

const KNOWN = [
  DirectoryError,
  NotConnectedError,
  UnreadableKeyError,
  RecipientNotFoundError,
  WrongStageError,
  UnauthorizedError,
  RateLimitedError,
  NotFoundError,
  ValidationError,
  TimeoutError,
  NetworkError,
  ServerError,
  ResponseShapeError,
];

/** A failure whose words below are exact: the service, the directory or the connection said what happened. Anything
 *  else (the store away mid-request, a bug) is "something went wrong on our side", and an acknowledged request that
 *  meets one is better tried again than told it failed. */
export const isKnownFailure = (error: unknown): boolean => KNOWN.some((kind) => error instanceof kind);

/** `outcome` says what did not happen; `write` is false for reads, whose timeouts are harmless. */
export function explainFailure(t: Translator, error: unknown, outcome: Outcome = 'sent', write = true, audience: Audience = 'member'): string {
  const then = t.t('failures.outcome', { outcome });
  if (error instanceof DirectoryError) return t.said(error.said);
  if (error instanceof NotConnectedError) return t.t('failures.notConnected');
  if (error instanceof UnreadableKeyError) return t.t(audience === 'admin' ? 'failures.keyUnreadable' : 'failures.needsAdmin');
  if (error instanceof RecipientNotFoundError)
    return t.t('failures.recipientNotFound', { count: error.recipients.length, who: t.list(error.recipients), then });
  if (error instanceof WrongStageError) return t.t('failures.wrongStage', { then });
  if (error instanceof UnauthorizedError) return t.t('failures.unauthorized', { then });
  if (error instanceof RateLimitedError) return t.t('failures.rateLimited', { then, seconds: error.retryAfterMs ? Math.ceil(error.retryAfterMs / 1000) : 0 });
  // The service's own words (English, as it wrote them), quoted, then what did not happen.
  if (error instanceof NotFoundError) return t.t('failures.serviceSaid', { said: ended(error.message), then });
  if (error instanceof ValidationError) return t.t('failures.refused', { said: ended(error.message), then });
  if (error instanceof TimeoutError) return t.t(write ? 'failures.timeoutWrite' : 'failures.timeoutRead', { seconds: error.timeoutMs / 1000, then });
  if (error instanceof NetworkError) return t.t('failures.network', { then });
  if (error instanceof ServerError || error instanceof ResponseShapeError) return t.t('failures.server', { status: String(error.status ?? '—') });
  return t.t('failures.ours', { then });
}

/** A sentence as the service wrote it, ended once. */
const ended = (message: string) => (/[.!?…]$/.test(message) ? message : `${message}.`);

/** explainFailure for the person who asked: whether they are an admin is asked only when it changes the sentence. */
export async function explainFailureTo(t: Translator, isAdmin: () => Promise<boolean>, error: unknown, outcome?: Outcome, write?: boolean): Promise<string> {
  const audience: Audience = error instanceof UnreadableKeyError && (await isAdmin().catch(() => false)) ? 'admin' : 'member';
  return explainFailure(t, error, outcome, write, audience);
}
