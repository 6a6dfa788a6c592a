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

/** What everyone but a Kudos admin hears while the workspace's stored key can't be read: who can fix it. (A Kudos
 *  admin hears UnreadableKeyError's own sentence: they are the one who can, with `/kudos setup`.) */
export const NEEDS_ADMIN = 'Kudos needs an admin before it can be used again: ask a Kudos admin to run `/kudos setup` and enter the API key again.';

/** Who a sentence is for: a Kudos admin (a Slack workspace admin or owner, or someone named in setup) can act on what
 *  only an admin can fix; anyone else is told whom to ask. */
export type Audience = 'admin' | 'member';

/** The service's sentence, ended once, then what did not happen: "… 1,000 characters. Nothing was sent." */
function withOutcome(message: string, outcome: string): string {
  const ended = /[.!?…]$/.test(message) ? message : `${message}.`;
  return `${ended} ${outcome.charAt(0).toUpperCase()}${outcome.slice(1)}.`;
}

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

/** `outcome` says what did not happen, e.g. "nothing was sent"; `write` is false for reads, whose timeouts are harmless. */
export function explainFailure(error: unknown, outcome = 'nothing was sent', write = true, audience: Audience = 'member'): string {
  if (error instanceof DirectoryError || error instanceof NotConnectedError) return error.message;
  if (error instanceof UnreadableKeyError) return audience === 'admin' ? error.message : NEEDS_ADMIN;
  if (error instanceof RecipientNotFoundError) {
    const who = error.recipients.length ? error.recipients.join(', ') : 'a recipient';
    return `${who} isn’t in the company directory, so ${outcome}. Check the address, or ask an admin to add them (or match them with \`/kudos link\`).`;
  }
  if (error instanceof WrongStageError)
    return `The API key saved for this workspace belongs to the other stage (prod/dev), so ${outcome}. An admin can fix it with \`/kudos setup\`.`;
  if (error instanceof UnauthorizedError)
    return `The engagement service rejected this workspace’s API key, so ${outcome}. An admin can enter a valid key with \`/kudos setup\`.`;
  if (error instanceof RateLimitedError) {
    const wait = error.retryAfterMs ? ` Try again in ${Math.ceil(error.retryAfterMs / 1000)} s.` : ' Try again in a minute.';
    return `The engagement service is busy right now (rate limited), so ${outcome}.${wait}`;
  }
  if (error instanceof NotFoundError) return withOutcome(error.message, outcome);
  if (error instanceof ValidationError) return withOutcome(`The engagement service refused it: ${error.message}`, outcome);
  if (error instanceof TimeoutError && !write)
    return `The engagement service didn’t answer within ${error.timeoutMs / 1000} s, so ${outcome}. Try again in a minute.`;
  if (error instanceof TimeoutError)
    return `The engagement service didn’t answer within ${error.timeoutMs / 1000} s, so I can’t tell whether it went through. I won’t repeat it on my own — check before trying again.`;
  if (error instanceof NetworkError)
    return `I couldn’t reach the engagement service, so ${outcome}. Try again in a minute; if it keeps failing, tell an admin.`;
  if (error instanceof ServerError || error instanceof ResponseShapeError)
    return `The engagement service failed (${error.status ?? 'bad answer'}) and didn’t confirm it. Try again in a minute; if it keeps failing, tell an admin.`;
  return `Something went wrong on our side, so ${outcome}. Try again; if it keeps failing, tell an admin.`;
}

/** explainFailure for the person who asked: whether they are an admin is asked only when it changes the sentence. */
export async function explainFailureTo(isAdmin: () => Promise<boolean>, error: unknown, outcome?: string, write?: boolean): Promise<string> {
  const audience: Audience = error instanceof UnreadableKeyError && (await isAdmin().catch(() => false)) ? 'admin' : 'member';
  return explainFailure(error, outcome, write, audience);
}
