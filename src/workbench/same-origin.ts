// The workbench answers only itself. It acts as anyone in the demo workspaces, on a developer's machine: a web page they
// happen to visit must not give kudos through it (cross-site requests, "simple" form or text/plain posts), and a
// hostname rebound to 127.0.0.1 must not reach it (DNS rebinding). So: the Host must be its own address; an Origin, when
// a request has one, must be its own; the page's actions must carry that Origin and be JSON. The Slack Web API routes
// the app calls from its own process (no Origin, a form or JSON body) are left as Slack's are.
import type { IncomingMessage, ServerResponse } from 'node:http';

type Refusal = { status: 403 | 415; error: string };

/** The names a browser on this machine reaches the workbench by. */
const LOOPBACK = ['localhost', '127.0.0.1', '[::1]'];

/** Where the page acts as a Slack client (POST /workbench/…): what only the page itself may send. */
const isPageAction = (req: IncomingMessage, path: string) => req.method === 'POST' && path.startsWith('/workbench/');

const mediaType = (req: IncomingMessage) => (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();

/** Why the workbench on `port` refuses this request, or undefined when it serves it. */
function refusal(req: IncomingMessage, path: string, port: number): Refusal | undefined {
  const hosts = LOOPBACK.flatMap((name) => (port === 80 ? [name, `${name}:80`] : [`${name}:${port}`]));
  const origins = LOOPBACK.map((name) => `http://${name}${port === 80 ? '' : `:${port}`}`);
  const host = (req.headers.host ?? '').toLowerCase();
  if (!hosts.includes(host))
    return { status: 403, error: `This workbench answers only at http://localhost:${port}/, not at ${JSON.stringify(req.headers.host ?? '')}.` };
  const origin = req.headers.origin;
  if (origin !== undefined && !origins.includes(origin.toLowerCase()))
    return { status: 403, error: `Requests from another site (${JSON.stringify(origin)}) are refused.` };
  // A subresource or fetch another site started (Fetch Metadata), even where a browser sent no Origin.
  const site = req.headers['sec-fetch-site'];
  if ((site === 'cross-site' || site === 'same-site') && req.headers['sec-fetch-mode'] !== 'navigate')
    return { status: 403, error: 'Requests from another site are refused.' };
  if (!isPageAction(req, path)) return undefined;
  if (origin === undefined) return { status: 403, error: 'The workbench acts only for its own page: this request has no Origin.' };
  if (mediaType(req) !== 'application/json')
    return {
      status: 415,
      error: `The workbench takes its page's actions as application/json only, not ${JSON.stringify(mediaType(req) || 'no content type')}.`,
    };
  return undefined;
}

/** Answers a refused request with its sentence (JSON, like the workbench's other refusals): true when it goes no further. */
export function refuseForeign(req: IncomingMessage, res: ServerResponse, path: string, port: number, log: (line: string) => void): boolean {
  const refused = refusal(req, path, port);
  if (!refused) return false;
  log(`workbench ${req.method} ${path}: refused: ${refused.error}`);
  res.writeHead(refused.status, { 'content-type': 'application/json' }).end(JSON.stringify({ error: refused.error }));
  return true;
}
