// The error code of a failed Slack Web API call (`channel_not_found`, `ratelimited`…), read once with zod, not cast.
import { z } from 'zod';

const platformError = z.object({ data: z.object({ error: z.string() }) });

export function slackErrorCode(error: unknown): string | undefined {
  const parsed = platformError.safeParse(error);
  return parsed.success ? parsed.data.data.error : undefined;
}

/** For a log line: the Slack error code, else the error's message. */
export const slackErrorText = (error: unknown): string => slackErrorCode(error) ?? (error instanceof Error ? error.message : String(error));
