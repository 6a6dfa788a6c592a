// Hands a guarded request to Bolt with the body the guard already parsed: what Bolt's HTTPReceiver does once it has
// parsed a body (url_verification answered, an HTTPResponseAck, processEvent, its error handler), without reading,
// parsing and routing the body a second time on the path every ack takes. A command that is answered only after a
// silent ack (a ready /kudos give), or a view submission answered after a "working on it" view (a redemption's confirm),
// is written to the outbox and acked here at once, and Bolt runs it behind other requests' acks; if Bolt then fails
// before our listener (say the workspace's installation is gone), a giver is told so on the response_url. An event
// whose work must not be lost is written to the outbox before Bolt acks it.
import { edgeWords } from './edge-words.js';
import { type App, type BufferedIncomingMessage, ErrorCode, HTTPModuleFunctions as http, HTTPResponseAck, type Logger } from '@slack/bolt';
import type { ReceiverEvent } from '@slack/bolt';
import type { ServerResponse } from 'node:http';
import type { SlackBody } from './envelope.js';
import { countedSlackFetch } from '../slack-api/fetch.js';
import type { OutboxWorker } from '../ops/outbox-worker.js';
import { NotInstalled } from '../store/installations.js';
import type { Durable } from '../store/outbox.js';
import { type DurableRequests, acceptRequest, durableKind, processKept } from './durable.js';

export type DispatchOptions = {
  durable: DurableRequests;
  outbox: OutboxWorker;
  /** Queues work behind the acks (ack-first.ts). */
  afterAck: <T>(work: () => Promise<T>) => Promise<T>;
};

/** Said instead of a silent ack when the request could not be written down first (the store did not answer). */
const NOT_KEPT = edgeWords.t('slack.notKept');

/** What the giver reads when the workspace's installation is gone, after the edge already acked (nothing was sent). */
const NOT_INSTALLED = edgeWords.t('slack.notInstalled');

/** Bolt's authorize found no installation: nothing can be sent, now or on another try. Any other failure (the store or
 *  the service away mid-give) may have come after the service recorded the kudos, so it is never "nothing was sent". */
function notInstalled(error: unknown): boolean {
  if ((error as { code?: unknown } | undefined)?.code !== ErrorCode.AuthorizationError) return false;
  // Bolt's and the OAuth installer's AuthorizationError each keep the error they wrap as `original`.
  for (let e: unknown = error; e instanceof Error; e = (e as { original?: unknown }).original) if (e instanceof NotInstalled) return true;
  return false;
}

/** How a request acked at once is answered: its ack, the ack when it could not be kept, and a failure in Bolt after it. */
type AtOnce = { ack: unknown; notKept: unknown; failed: (error: unknown) => Promise<void> };

/** A view shown in the modal instead of its answer when the submission could not be written down first. */
const notKeptView = {
  response_action: 'update',
  view: {
    type: 'modal',
    title: { type: 'plain_text', text: 'Kudos' },
    close: { type: 'plain_text', text: edgeWords.t('slack.close') },
    blocks: [{ type: 'section', text: { type: 'mrkdwn', text: NOT_KEPT } }],
  },
};

/** An ephemeral answer to the command's response_url (signed by Slack, so its own address). */
async function tell(responseUrl: unknown, text: string): Promise<void> {
  if (typeof responseUrl !== 'string') return;
  await countedSlackFetch(responseUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ response_type: 'ephemeral', text }),
  });
}

export function boltDispatch(app: App, logger: Logger, options: DispatchOptions) {
  const event = (req: BufferedIncomingMessage, body: SlackBody, ack: ReceiverEvent['ack']): ReceiverEvent => ({
    body,
    ack,
    retryNum: http.extractRetryNumFromHTTPRequest(req),
    retryReason: http.extractRetryReasonFromHTTPRequest(req),
    customProperties: {},
  });
  /** Written down before the ack, or why not: null when it is being handled already (a replay), an error when the store failed. */
  const keep = async (kind: 'request' | 'event', body: SlackBody): Promise<Durable | null | Error> => {
    try {
      return await acceptRequest(options.outbox, body);
    } catch (error) {
      logger.error(`could not keep a Slack ${kind} before its ack:`, error);
      return error instanceof Error ? error : new Error(String(error));
    }
  };
  const answerAtOnce = async (req: BufferedIncomingMessage, res: ServerResponse, body: SlackBody, answers: AtOnce) => {
    const durable = await keep('request', body);
    if (durable instanceof Error) return http.buildContentResponse(res, answers.notKept);
    http.buildContentResponse(res, answers.ack);
    if (!durable) return;
    const acked = event(req, body, async () => {});
    const failed = async (e: unknown) => {
      // Given back by processKept otherwise: tried again (checking what the service did), and its outcome told then.
      if (!notInstalled(e)) return;
      await answers.failed(e).catch((told: unknown) => logger.warn('could not tell the person:', told));
      await durable.finish().catch(() => {});
    };
    // Not awaited: the request's objects are freed now, not when its turn in the queue comes.
    void options
      .afterAck(() => processKept(app, options.outbox, acked, durable, failed))
      .catch((e: unknown) => logger.error('a request acked at once failed in Bolt:', e));
  };
  const command = (body: SlackBody): AtOnce => ({
    ack: undefined,
    notKept: { response_type: 'ephemeral', text: NOT_KEPT },
    failed: () => tell(body.response_url, NOT_INSTALLED),
  });
  // Bolt failed before our listener: there is no installation to update the modal with, so it is only logged.
  const view = (working: unknown): AtOnce => ({ ack: { response_action: 'update', view: working }, notKept: notKeptView, failed: async () => {} });
  return async (req: BufferedIncomingMessage, res: ServerResponse, body: SlackBody): Promise<void> => {
    if (body.type === 'url_verification') return http.buildUrlVerificationResponse(res, body);
    const kind = durableKind(body, options.durable);
    if (kind === 'command') return answerAtOnce(req, res, body, command(body));
    const working = body.type === 'view_submission' ? options.durable.view(body) : undefined;
    if (working) return answerAtOnce(req, res, body, view(working));
    const durable = kind === 'event' ? await keep('event', body) : undefined;
    // Not kept: Slack delivers the event again later (a 500 counts as a failed delivery); being handled: nothing to do.
    if (durable instanceof Error) return void res.writeHead(500).end();
    if (durable === null) return http.buildContentResponse(res, undefined);
    const ack = new HTTPResponseAck({ logger, processBeforeResponse: false, httpRequest: req, httpRequestBody: body, httpResponse: res });
    try {
      const received = event(req, body, ack.bind());
      await (durable ? processKept(app, options.outbox, received, durable) : app.processEvent(received));
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
