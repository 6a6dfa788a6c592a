// The local workbench: on PORT it serves a Slack-like page, the Slack Web API the app is pointed at (for every demo
// workspace, told apart by bot token), the endpoints the page uses to act as a Slack client in one workspace (each
// turned into a signed request to the real Bolt app), the OAuth install of the app into a demo workspace, and the app's
// /readyz and /metrics passed through, so the printed address answers them.
import { readFile } from 'node:fs/promises';
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { handleSlackApi, readBody } from './api-server.js';
import { type AppAnswer, sendToApp } from './client-requests.js';
import { type ClientRoutes, type Deliver, clientRoutes } from './client-routes.js';
import { APP_INSTALL_PATHS, allowRedirect, authorizePage, passToApp } from './install.js';
import { openIdAllowRedirect, openIdAuthorizePage } from './openid-consent.js';
import { OPS_PATHS, passOpsToApp } from './ops-pass.js';
import { emojiMapJson } from './emoji.js';
import { pageState } from './page-state.js';
import { reactionRoutes } from './reaction-route.js';
import { fileRoutes } from './file-route.js';
import { refuseForeign } from './same-origin.js';
import type { SlackOrg } from './slack-org.js';
import type { SlackWorkspace } from './workspace.js';

const PUBLIC = fileURLToPath(new URL('./public/', import.meta.url));
const STATIC: Record<string, [string, string]> = {
  '/': ['index.html', 'text/html; charset=utf-8'],
  '/app.js': ['app.js', 'text/javascript; charset=utf-8'],
  '/blocks.js': ['blocks.js', 'text/javascript; charset=utf-8'],
  '/reactions.js': ['reactions.js', 'text/javascript; charset=utf-8'],
  '/clock.js': ['clock.js', 'text/javascript; charset=utf-8'],
  '/style.css': ['style.css', 'text/css; charset=utf-8'],
  '/favicon.svg': ['favicon.svg', 'image/svg+xml'],
  // Browsers ask for /favicon.ico on any page without an icon link (a downloaded file, /healthz): never a 404.
  '/favicon.ico': ['favicon.svg', 'image/svg+xml'],
};

const json = (res: ServerResponse, status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

/** `url`: for browsers (localhost); `localUrl`: the loopback address, for this process's own requests. */
export type Workbench = {
  url: string;
  localUrl: string;
  apiUrl: string;
  server: Server;
  setApp: (appUrl: string, signingSecret: string) => void;
  extend: (more: Extension) => void;
  close: () => Promise<void>;
};

/** Page actions and page state added once the app is up (the demo clock, which needs the running app). */
export type Extension = { routes: (workspace: SlackWorkspace) => ClientRoutes; state: () => Record<string, unknown> };

/** A request names its workspace (`team`); without one, the first. An action in a workspace the app is not installed
 *  in is refused; a page asking to look at one (a stale choice) is shown the first. */
function workspaceOf(org: SlackOrg, team: unknown, lenient = false): SlackWorkspace {
  if (team === undefined || team === '') return org.first;
  const workspace = org.byTeam(String(team));
  if (!workspace || !org.isInstalled(workspace.team.id)) {
    if (lenient) return org.first;
    throw new z.ZodError([{ code: 'custom', path: ['team'], message: `Kudos is not installed in a workspace ${JSON.stringify(team)}`, input: team }]);
  }
  return workspace;
}

/** Each workspace's client routes, made the first time the page acts in it, with those extensions add. */
function routesPerWorkspace(deliver: Deliver, base: () => string, extensions: Extension[]): (workspace: SlackWorkspace) => ClientRoutes {
  const made = new Map<string, ClientRoutes>();
  return (workspace) => {
    if (!made.has(workspace.team.id))
      made.set(workspace.team.id, { ...clientRoutes(workspace, deliver, base), ...reactionRoutes(workspace, deliver), ...fileRoutes(workspace) });
    return Object.assign({}, made.get(workspace.team.id)!, ...extensions.map((e) => e.routes(workspace)));
  };
}

/** What extensions add to the page's state. */
const extendedState = (extensions: Extension[]): Record<string, unknown> => Object.assign({}, ...extensions.map((e) => e.state()));

const teamOfBody = (body: unknown) => (typeof body === 'object' && body !== null ? (body as { team?: unknown }).team : undefined);

/** Pages the app serves itself (insights dashboard, privacy, support) live on the app's port, as in production; the
 *  workbench's own address sends a newcomer there. */
const appPages = (appUrl: () => string | undefined) =>
  Object.fromEntries(
    ['/insights', '/privacy', '/support'].map((path) => [
      path,
      (req: IncomingMessage, res: ServerResponse) => {
        const url = appUrl();
        if (url) res.writeHead(302, { location: `${url}${path}${new URL(req.url ?? '/', 'http://workbench').search}` }).end();
        else res.writeHead(503, { 'content-type': 'text/plain' }).end('the app is starting');
      },
    ]),
  );

/** The page's stream of workspace changes, kept in `streams` until the page goes away. */
function openEventStream(req: IncomingMessage, res: ServerResponse, streams: Set<ServerResponse>): void {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store', connection: 'keep-alive' });
  // A page reconnects a second after the workbench comes back (a restart of npm start).
  res.write('retry: 1000\n: connected\n\n');
  streams.add(res);
  req.on('close', () => streams.delete(res));
}

/** A request the page sent that could not be served: a malformed one is refused (400) in words, anything else is 500. */
function answerFailure(error: unknown, path: string, res: ServerResponse, log: (line: string) => void): void {
  const refused = error instanceof z.ZodError || error instanceof SyntaxError;
  const message = error instanceof z.ZodError ? z.prettifyError(error).replace(/\s*\n\s*/g, ' ') : (error as Error).message;
  log(`workbench ${path}: ${refused ? 'refused: ' : ''}${message}`);
  if (!res.headersSent) json(res, refused ? 400 : 500, { error: message });
}

/** Listens on 127.0.0.1 only (the workbench is never served to the network) and returns its address. */
async function listenOnLoopback(server: Server, port: number): Promise<string> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

export async function startWorkbench(org: SlackOrg, port: number, log: (line: string) => void = () => {}): Promise<Workbench> {
  let app: { url: string; secret: string } | undefined;
  const emoji = emojiMapJson();
  const streams = new Set<ServerResponse>();
  for (const workspace of org.workspaces) workspace.onChange((change) => streams.forEach((s) => s.write(`data: ${JSON.stringify(change)}\n\n`)));

  const toApp = async (body: string, contentType: string): Promise<AppAnswer> =>
    app ? sendToApp(app.url, app.secret, body, contentType) : { status: 503, body: 'app not started' };
  let address = '';
  const extensions: Extension[] = [];
  const routesOf = routesPerWorkspace(toApp, () => address, extensions);
  const installed = () => org.workspaces.filter((w) => org.isInstalled(w.team.id)).map((w) => ({ id: w.team.id, name: w.team.name }));
  type Get = (req: IncomingMessage, res: ServerResponse, url: URL) => unknown;
  const gets: Record<string, Get> = {
    '/emoji.json': (_req, res) => res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'max-age=3600' }).end(emoji),
    '/workbench/state': (_req, res, url) =>
      json(res, 200, {
        ...pageState(workspaceOf(org, url.searchParams.get('team') ?? '', true), url.searchParams.get('user') ?? ''),
        workspaces: installed(),
        ...extendedState(extensions),
      }),
    '/oauth/v2/authorize': (_req, res, url) =>
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(authorizePage(org, url)),
    '/oauth/v2/allow': (_req, res, url) => res.writeHead(302, { location: allowRedirect(org, url) }).end(),
    '/openid/connect/authorize': (_req, res, url) =>
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(openIdAuthorizePage(org, url)),
    '/openid/connect/allow': (_req, res, url) => res.writeHead(302, { location: openIdAllowRedirect(org, url) }).end(),
    '/healthz': (_req, res) => json(res, app ? 200 : 503, { status: app ? 'ok' : 'starting' }),
    ...appPages(() => app?.url),
    ...Object.fromEntries(OPS_PATHS.map((path) => [path, (_req: IncomingMessage, res: ServerResponse) => passOpsToApp(app?.url, res, path)])),
    '/workbench/events': (req, res) => openEventStream(req, res, streams),
  };

  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (refuseForeign(req, res, url.pathname, Number(new URL(address).port), log)) return;
    try {
      if (await handleSlackApi(org, req, res, url.pathname)) return;
      const file = STATIC[url.pathname];
      const get = gets[url.pathname];
      if (req.method === 'GET' && APP_INSTALL_PATHS.includes(url.pathname)) {
        if (app) await passToApp(org, app.url, req, res, url);
        else res.writeHead(503, { 'content-type': 'text/plain' }).end('the app is starting');
        return;
      }
      const body = req.method === 'POST' && url.pathname.startsWith('/workbench/') ? (JSON.parse((await readBody(req)) || '{}') as unknown) : undefined;
      const route = body === undefined ? undefined : routesOf(workspaceOf(org, teamOfBody(body)))[url.pathname];
      if (req.method === 'GET' && file) res.writeHead(200, { 'content-type': file[1], 'cache-control': 'no-store' }).end(await readFile(`${PUBLIC}${file[0]}`));
      else if (req.method === 'GET' && get) await get(req, res, url);
      // The answer is awaited before any header is written, so a refused request can still get its 400.
      else if (req.method === 'POST' && route) json(res, 200, await route(body));
      else res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    } catch (error) {
      answerFailure(error, url.pathname, res, log);
    }
  });
  address = await listenOnLoopback(server, port);
  for (const workspace of org.workspaces) workspace.baseUrl = address;
  return {
    url: address.replace('127.0.0.1', 'localhost'),
    localUrl: address,
    apiUrl: `${address}/api/`,
    server,
    setApp: (appUrl, secret) => {
      app = { url: appUrl, secret };
    },
    extend: (more) => extensions.push(more),
    close: () =>
      new Promise<void>((resolve) => {
        streams.forEach((s) => s.end());
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
