// Serves a SlackWorkspace (or the workbench's several, picked by bot token) over HTTP as Slack's Web API does
// (`POST /api/{method}`, form or JSON bodies, Bearer token) plus the response_url endpoint (`POST /response/{token}`)
// files' private downloads (`GET /files-pri/…`, bot token only) and Sign in with Slack's signing keys (`GET /openid/connect/keys`).
// Used by the workbench and by the tests.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SlackOrg } from './slack-org.js';
import { SlackWorkspace } from './workspace.js';
import { openIdCall } from './openid.js';
import { privateFileId, servePrivateFile } from './file-input.js';
import { JWKS_PATH, publishedKeys } from './openid-keys.js';

export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** web-api sends form fields, JSON-encoding the nested ones (blocks, view); JSON bodies are taken as they are. */
export function parseApiArgs(text: string, contentType: string): Record<string, unknown> {
  if (contentType.includes('application/json')) return text ? (JSON.parse(text) as Record<string, unknown>) : {};
  const args: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    let parsed: unknown = value;
    if (/^[[{]/.test(value)) {
      try {
        parsed = JSON.parse(value);
      } catch {
        parsed = value;
      }
    }
    args[key] = parsed;
  }
  return args;
}

/** Handles /api/*, /response/* and /upload/* (and GET /files/* to download, GET /files-pri/* with the bot token);
 *  false for any other path. */
export async function handleSlackApi(target: SlackWorkspace | SlackOrg, req: IncomingMessage, res: ServerResponse, path: string): Promise<boolean> {
  const org = target instanceof SlackWorkspace ? undefined : target;
  const byId = (id: string) => (target instanceof SlackWorkspace ? target : target.byId(id));
  if (req.method === 'GET' && path.startsWith('/files/')) {
    const file = byId(path.slice('/files/'.length)).files.get(path.slice('/files/'.length));
    if (!file?.bytes) return false;
    res
      .writeHead(200, { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${file.name.replace(/"/g, '')}"` })
      .end(file.bytes);
    return true;
  }
  if (req.method === 'GET' && path.startsWith('/files-pri/')) {
    const id = privateFileId(path);
    const token = (req.headers.authorization ?? '').replace(/^Bearer /, '');
    const holder = target instanceof SlackWorkspace ? (token.startsWith('xoxb-') ? target : undefined) : target.holderOf(id, token);
    servePrivateFile(res, holder?.files.get(id));
    return true;
  }
  if (req.method === 'GET' && path === JWKS_PATH) {
    res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'max-age=300' }).end(JSON.stringify(publishedKeys()));
    return true;
  }
  if (req.method === 'POST' && path.startsWith('/upload/')) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const ok = byId(path.slice('/upload/'.length)).receiveUpload(path.slice('/upload/'.length), Buffer.concat(chunks));
    res.writeHead(ok ? 200 : 404, { 'content-type': 'text/plain' }).end(ok ? 'OK' : 'not found');
    return true;
  }
  if (req.method !== 'POST' || !(path.startsWith('/api/') || path.startsWith('/response/'))) return false;
  const text = await readBody(req);
  let args: Record<string, unknown>;
  try {
    args = parseApiArgs(text, req.headers['content-type'] ?? '');
  } catch {
    res.writeHead(400, { 'content-type': 'application/json' }).end('{"ok":false,"error":"invalid_json"}');
    return true;
  }
  if (path.startsWith('/response/')) {
    byId(path.slice('/response/'.length)).respond(path.slice('/response/'.length), args);
    res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    return true;
  }
  const token = (req.headers.authorization ?? '').replace(/^Bearer /, '') || (typeof args.token === 'string' ? args.token : undefined);
  const method = path.slice('/api/'.length);
  const workspace = target instanceof SlackWorkspace ? target : target.byToken(token);
  const reply =
    openIdCall(method, args, token) ??
    (org && method === 'oauth.v2.access' ? org.oauthAccess(args) : workspace ? workspace.call(method, args, token) : { ok: false, error: 'invalid_auth' });
  // Slack answers a rate-limited call with HTTP 429 and how many seconds to wait (a limiter's own, else 30).
  const limited = reply.error === 'ratelimited';
  const { retryAfter, ...body } = reply;
  res
    .writeHead(limited ? 429 : 200, { 'content-type': 'application/json', ...(limited ? { 'retry-after': String(retryAfter ?? 30) } : {}) })
    .end(JSON.stringify(body));
  return true;
}
