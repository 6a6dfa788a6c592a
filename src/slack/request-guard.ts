// In front of Bolt: the one signature check (a bad or stale one is a 401, as Bolt answers it), the one parse of the
// body, and a signed request whose body Bolt would crash on (a `payload=null` hangs in an unhandled rejection, a view
// submission without `view` answers 500) or leave unacked for 3 s answered at once, as is a command too long to be
// valid, unparsed. A well-formed request goes on with the body as parsed here (dispatch.ts); Slack's unsigned
// `ssl_check` goes to Bolt's receiver, which answers it.
import { edgeWords } from './edge-words.js';
import { type BufferedIncomingMessage, HTTPModuleFunctions, isValidSlackRequest } from '@slack/bolt';
import type { Logger } from '@slack/logger';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { parse } from 'node:querystring';
import { type Handled, type Refusal, type SlackBody, judge } from './envelope.js';
import type { CommandGrammar } from './feature.js';

const FORM = 'application/x-www-form-urlencoded';
/** Slack's `ssl_check=1&token=…` is a few dozen bytes: an unsigned body is decoded only when it is this small, so
 *  nobody without the signing secret makes the app decode megabytes of form. */
const SSL_CHECK_MAX = 4_096;

function isSigned(req: IncomingMessage, raw: string, signingSecret: string): boolean {
  const signature = req.headers['x-slack-signature'];
  const timestamp = Number(req.headers['x-slack-request-timestamp']);
  return (
    typeof signature === 'string' &&
    isValidSlackRequest({ signingSecret, body: raw, headers: { 'x-slack-signature': signature, 'x-slack-request-timestamp': timestamp } })
  );
}

/** A signed body read once exactly as Bolt reads it (form fields, a form's `payload`, or JSON), and the verdict on it. */
function verdictOn(req: BufferedIncomingMessage, raw: string, handled: Handled): { pass: true; body: SlackBody } | Refusal {
  const form = req.headers['content-type'] === FORM;
  const fields = form ? parse(raw) : {};
  // not-for-people: a refusal's reason is logged for operators.
  if (form && 'payload' in fields && typeof fields.payload !== 'string') return { pass: false, status: 400, reason: 'payload is not one string' };
  let body: unknown;
  try {
    body = !form ? JSON.parse(raw) : typeof fields.payload === 'string' ? JSON.parse(fields.payload) : fields;
  } catch {
    // not-for-people: a refusal's reason is logged for operators.
    return { pass: false, status: 400, reason: 'the body is not JSON' };
  }
  const verdict = judge(body, form, typeof fields.payload === 'string', handled);
  return verdict.pass ? { pass: true, body: body as SlackBody } : verdict;
}

/** Slack's reachability check: unsigned by design; Bolt answers it and runs nothing. */
const isSslCheck = (req: IncomingMessage, raw: string) => req.headers['content-type'] === FORM && raw.length <= SSL_CHECK_MAX && parse(raw).ssl_check === '1';

/** A command (a form without `payload`) longer than any valid one is answered from its size alone: decoding 3.9 MB of
 *  form takes 150 ms, which Slack's 3 s and every other request waiting on this process can't spare. */
const isFarTooLongCommand = (req: IncomingMessage, raw: string, bodyMax: number) =>
  req.headers['content-type'] === FORM && raw.length > bodyMax && !raw.startsWith('payload=');

/** Where a request goes past the guard: a signed, well-formed one with its parsed body, or Slack's ssl_check unparsed. */
export type Onward = {
  dispatch: (req: BufferedIncomingMessage, res: ServerResponse, body: SlackBody) => void;
  sslCheck: (req: BufferedIncomingMessage, res: ServerResponse) => void;
};

/** `command`: the command grammar's bounds (handed in with it, feature.ts): a longer body holds no valid command. */
export function guardSlackRequests(
  signingSecret: string,
  log: Logger,
  onward: Onward,
  handled: Handled,
  command: Pick<CommandGrammar, 'bodyMax' | 'farTooLong'>,
) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    let buffered: BufferedIncomingMessage;
    try {
      buffered = await HTTPModuleFunctions.bufferIncomingMessage(req, HTTPModuleFunctions.defaultBodyLimit);
    } catch {
      res.writeHead(413).end();
      return;
    }
    const raw = buffered.rawBody.toString();
    if (!isSigned(req, raw, signingSecret)) {
      if (isSslCheck(req, raw)) return onward.sslCheck(buffered, res);
      log.warn('refused a Slack request whose signature or timestamp does not verify');
      res.writeHead(401).end();
      return;
    }
    if (isFarTooLongCommand(req, raw, command.bodyMax)) {
      log.debug(`answered a ${raw.length}-byte command at once: longer than any valid one`);
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ response_type: 'ephemeral', text: edgeWords.said(command.farTooLong) }));
      return;
    }
    const verdict = verdictOn(buffered, raw, handled);
    if (verdict.pass) return onward.dispatch(buffered, res, verdict.body);
    if (verdict.status === 400) log.warn(`refused a signed but malformed Slack request (${verdict.reason})`);
    else log.debug(`answered a Slack request at once: ${verdict.reason}`);
    if (!verdict.body) res.writeHead(verdict.status).end();
    else res.writeHead(verdict.status, { 'content-type': 'application/json' }).end(JSON.stringify(verdict.body));
  };
}
