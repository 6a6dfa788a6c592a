// How an admin command's failure is logged: a refusal someone can fix (bad input, key, rate) is INFO in one line with
// no stack trace; anything else is an ERROR with its stack, for the operator.
import type { Logger } from '@slack/logger';
import { EngagementError } from '../../engagement-client/index.js';
import { DirectoryError } from '../../directory/directory.js';
import { NotConnectedError, UnreadableKeyError } from '../../engagement/connections.js';

export function isExpectedRefusal(error: unknown): boolean {
  if (error instanceof DirectoryError || error instanceof NotConnectedError || error instanceof UnreadableKeyError) return true;
  return error instanceof EngagementError && error.status !== null && error.status >= 400 && error.status < 500;
}

export function logFailure(log: Logger, what: string, error: unknown): void {
  if (isExpectedRefusal(error)) log.info(`${what} refused: ${(error as Error).name}: ${(error as Error).message}`);
  else log.error(`${what} failed:`, error);
}
