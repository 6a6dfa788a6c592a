// Hands a guarded request to Bolt with the body the guard already parsed: what Bolt's HTTPReceiver does once it has
// parsed a body (url_verification answered, an HTTPResponseAck, processEvent, its error handler), without reading,
// parsing and routing the body a second time on the path every ack takes.
import { type App, type BufferedIncomingMessage, HTTPModuleFunctions as http, HTTPResponseAck, type Logger } from '@slack/bolt';
import type { ServerResponse } from 'node:http';
import type { SlackBody } from './envelope.js';

export function boltDispatch(app: App, logger: Logger) {
  return async (req: BufferedIncomingMessage, res: ServerResponse, body: SlackBody): Promise<void> => {
    if (body.type === 'url_verification') return http.buildUrlVerificationResponse(res, body);
    const ack = new HTTPResponseAck({ logger, processBeforeResponse: false, httpRequest: req, httpRequestBody: body, httpResponse: res });
    try {
      await app.processEvent({
        body,
        ack: ack.bind(),
        retryNum: http.extractRetryNumFromHTTPRequest(req),
        retryReason: http.extractRetryReasonFromHTTPRequest(req),
        customProperties: {},
      });
    } catch (error) {
      const handled = await http.defaultProcessEventErrorHandler({ error: error instanceof Error ? error : new Error(String(error)), logger, request: req, response: res, storedResponse: ack.storedResponse });
      if (handled) ack.ack();
    }
  };
}
