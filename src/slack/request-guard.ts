// In front of Bolt's HTTP receiver, which is told not to verify again: the one signature check (a bad or stale one is
// a 401, as Bolt answers it), and a signed request whose body Bolt would crash on (a `payload=null` hangs in an
// unhandled rejection, a view submission without `view` answers 500) or leave unacked for 3 s is answered at once.
// Slack's unsigned `ssl_check` and well-formed requests go on to Bolt unchanged, with the body already read.
import { type BufferedIncomingMessage, HTTPModuleFunctions, isValidSlackRequest } from '@slack/bolt';
import type { Logger } from '@slack/logger';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { parse } from 'node:querystring';
import { judge, type Verdict } from './envelope.js';

const FORM = 'application/x-www-form-urlencoded';

function isSigned(req: IncomingMessage, raw: string, signingSecret: string): boolean {
  const signature = req.headers['x-slack-signature'];
  const timestamp = Number(req.headers['x-slack-request-timestamp']);
  return typeof signature === 'string' && isValidSlackRequest({ signingSecret, body: raw, headers: { 'x-slack-signature': signature, 'x-slack-request-timestamp': timestamp } });
}

/** The verdict on a signed body, read once exactly as Bolt reads it (form fields, a form's `payload`, or JSON). */
function verdictOn(req: BufferedIncomingMessage, raw: string): Verdict {
  const form = req.headers['content-type'] === FORM;
  const fields = form ? parse(raw) : {};
  if (form && 'payload' in fields && typeof fields.payload !== 'string') return { pass: false, status: 400, reason: 'payload is not one string' };
  let body: unknown;
  try {
    body = !form ? JSON.parse(raw) : typeof fields.payload === 'string' ? JSON.parse(fields.payload) : fields;
  } catch {
    return { pass: false, status: 400, reason: 'the body is not JSON' };
  }
  return judge(body, form, typeof fields.payload === 'string');
}

/** Slack's reachability check: unsigned by design; Bolt answers it and runs nothing. */
const isSslCheck = (req: IncomingMessage, raw: string) => req.headers['content-type'] === FORM && parse(raw).ssl_check === '1';

export function guardSlackRequests(signingSecret: string, log: Logger, next: (req: IncomingMessage, res: ServerResponse) => void) {
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
      if (isSslCheck(req, raw)) return next(buffered, res);
      log.warn('refused a Slack request whose signature or timestamp does not verify');
      res.writeHead(401).end();
      return;
    }
    const verdict = verdictOn(buffered, raw);
    if (verdict.pass) return next(buffered, res);
    if (verdict.status === 400) log.warn(`refused a signed but malformed Slack request (${verdict.reason})`);
    else log.debug(`answered a Slack request at once: ${verdict.reason}`);
    if (!verdict.body) res.writeHead(verdict.status).end();
    else res.writeHead(verdict.status, { 'content-type': 'application/json' }).end(JSON.stringify(verdict.body));
  };
}
