// Hands a guarded request to Bolt with the body the guard already parsed: what Bolt's HTTPReceiver does once it has
// parsed a body (url_verification answered, an HTTPResponseAck, processEvent, its error handler), without reading,
// parsing and routing the body a second time on the path every ack takes. A command that is answered only after a
// silent ack (a ready /kudos give) is acked here at once, and Bolt runs it behind other requests' acks; if Bolt then
// fails before our listener (say the workspace's installation is gone), the giver is told so on the response_url.
import { type App, type BufferedIncomingMessage, ErrorCode, HTTPModuleFunctions as http, HTTPResponseAck, type Logger } from '@slack/bolt';
import type { ReceiverEvent } from '@slack/bolt';
import type { ServerResponse } from 'node:http';
import type { AnswersAfterAck } from './adapter.js';
import type { SlackBody } from './envelope.js';
import { countedSlackFetch } from '../ops/slack-fetch.js';

export type DispatchOptions = {
  answersAfterAck: AnswersAfterAck;
  /** Queues work behind the acks (ack-first.ts). */
  afterAck: <T>(work: () => Promise<T>) => Promise<T>;
};

/** What the giver reads when Bolt fails before our listener, after the edge already acked (nothing was sent then). */
function failureText(error: unknown): string {
  const code = error instanceof Error && 'code' in error ? error.code : undefined;
  return code === ErrorCode.AuthorizationError
    ? ':warning: Kudos is not installed in this workspace any more, so nothing was sent. Ask a Slack admin to install the app again.'
    : ':warning: Something went wrong before I could send your kudos, so nothing was sent. Please try again in a moment.';
}

/** An ephemeral answer to the command's response_url (signed by Slack, so its own address). */
async function tell(responseUrl: unknown, text: string): Promise<void> {
  if (typeof responseUrl !== 'string') return;
  await countedSlackFetch(responseUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ response_type: 'ephemeral', text }) });
}

export function boltDispatch(app: App, logger: Logger, options: DispatchOptions) {
  const event = (req: BufferedIncomingMessage, body: SlackBody, ack: ReceiverEvent['ack']): ReceiverEvent => ({
    body,
    ack,
    retryNum: http.extractRetryNumFromHTTPRequest(req),
    retryReason: http.extractRetryReasonFromHTTPRequest(req),
    customProperties: {},
  });
  return async (req: BufferedIncomingMessage, res: ServerResponse, body: SlackBody): Promise<void> => {
    if (body.type === 'url_verification') return http.buildUrlVerificationResponse(res, body);
    if (options.answersAfterAck(body)) {
      http.buildContentResponse(res, undefined);
      const acked = event(req, body, async () => {});
      // Not awaited: the request's objects are freed now, not when its turn in the queue comes.
      void options.afterAck(() => app.processEvent(acked)).catch(async (e: unknown) => {
        logger.error('a command acked at once failed in Bolt:', e);
        await tell(body.response_url, failureText(e)).catch((told: unknown) => logger.warn('could not tell the giver:', told));
      });
      return;
    }
    const ack = new HTTPResponseAck({ logger, processBeforeResponse: false, httpRequest: req, httpRequestBody: body, httpResponse: res });
    try {
      await app.processEvent(event(req, body, ack.bind()));
    } catch (error) {
      const handled = await http.defaultProcessEventErrorHandler({
        error: error instanceof Error ? error : new Error(String(error)),
        logger,
        request: req,
        response: res,
        storedResponse: ack.storedResponse,
      });
      if (handled) ack.ack();
    }
  };
}
