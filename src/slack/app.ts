// The Bolt app over HTTP: our own server in front of Bolt adds /healthz, refuses far-future timestamps (Bolt only
// refuses old ones), answers signed but malformed requests itself and hands the rest to Bolt parsed once; Bolt's
// HTTPReceiver serves the OAuth redirect and ssl_check, its installer the install path (ops/oauth.ts). Then every
// listener kind is registered.
import { App, HTTPReceiver, type HTTPReceiverOptions, type LogLevel } from '@slack/bolt';
import type { Logger } from '@slack/logger';
import { WebClient } from '@slack/web-api';
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AckFirst } from './ack-first.js';
import type { FeatureDeps } from './deps.js';
import { inRequestContext } from '../log.js';
import { type OpsRoutes, labelAck, timeAck } from '../ops/routes.js';
import { countedSlackFetch, pacedSlackFetch } from '../slack-api/fetch.js';
import type { SlackPacer } from '../slack-api/pacer.js';
import { serveInstallPath } from '../ops/oauth.js';
import type { Surface } from './feature.js';
import { type Registered, registerFeatures } from './adapter.js';
import { lifecycle } from './lifecycle.js';
import { boltDispatch } from './dispatch.js';
import { keepInSocketMode } from './durable.js';
import { guardSlackRequests } from './request-guard.js';
import { slackErrorText } from '../slack-api/web-api-error.js';
import type { WorkspaceRef } from '../store/workspaces.js';

const MAX_CLOCK_SKEW_S = 5 * 60;

export type SlackAppOptions = {
  /** One workspace's bot token; absent with OAuth installs, where each request is authorized from its installation. */
  botToken?: string | undefined;
  logger: Logger;
  logLevel: LogLevel;
  slackApiUrl?: string | undefined;
  /** GET /metrics and /readyz, answered next to /healthz. */
  ops?: OpsRoutes;
  /** Told of every Slack request until it is answered, so post-ack work waits for the acks (ack-first.ts). */
  acks?: Pick<AckFirst, 'arrived'>;
  /** Slack's tiers kept across instances (slack-api/pacer.ts); absent, calls go unpaced (a bench's direct client). */
  pacer?: SlackPacer | undefined;
  /** What the app answers: the features and the command's grammar (features/index.ts), handed in by runtime.ts. */
  surface: Surface;
};

/** web-api retries for ~30 minutes by default: too long for a chat.postMessage that may already have gone through. */
export const clientRetryConfig = { retries: 2, factor: 2, minTimeout: 300, maxTimeout: 2_000 };

/** What every WebClient of the app is given: Slack's address (SLACK_API_URL), the short retry policy (network
 *  failures; rate limits are the pacer's, which waits them out) and the fetch that keeps Slack's tiers (`slotTaken`:
 *  the caller took each call's first slot, as a channel lane does). */
export function webClientOptions(slackApiUrl: string | undefined, pacer?: SlackPacer, paced: { slotTaken?: boolean } = {}) {
  return { ...(slackApiUrl ? { slackApiUrl } : {}), retryConfig: clientRetryConfig, fetch: pacer ? pacedSlackFetch(pacer, paced) : countedSlackFetch };
}

/** Who the one bot token is: asked once at start and awaited, so Bolt never runs its own auth.test unawaited (whose
 *  failure, say when the app stops while it is in flight, was an unhandled rejection) and a refused token stops the
 *  start in plain words. The workspace is the one the app serves (the weekly digest visits it). */
type BotIdentity = { botId: string; botUserId: string; workspace: WorkspaceRef };

async function botIdentity(token: string, options: SlackAppOptions): Promise<BotIdentity> {
  try {
    const r = await new WebClient(token, { ...webClientOptions(options.slackApiUrl, options.pacer), logger: options.logger }).auth.test();
    const workspace = { teamId: String(r.team_id), ...(r.is_enterprise_install && r.enterprise_id ? { enterpriseId: String(r.enterprise_id) } : {}) };
    return { botId: String(r.bot_id), botUserId: String(r.user_id), workspace };
  } catch (error) {
    throw new Error(`Slack did not accept SLACK_BOT_TOKEN (auth.test: ${slackErrorText(error)}); check the token and that Slack is reachable`);
  }
}

/** The App's options for the one bot token (with its identity, so Bolt asks nothing more), or none with OAuth. */
async function tokenOptions(options: SlackAppOptions): Promise<{ token?: string; botId?: string; botUserId?: string; identity?: BotIdentity }> {
  if (!options.botToken) return {};
  const identity = await botIdentity(options.botToken, options);
  return { token: options.botToken, botId: identity.botId, botUserId: identity.botUserId, identity };
}

export function registerListeners(app: App, deps: FeatureDeps, surface: Surface): Registered {
  return registerFeatures(app, deps, { ...surface, features: [lifecycle, ...surface.features] });
}

/** The app keeps no conversation state: Bolt's default store would look one up (and build an Error) on every request. */
const NO_CONVERSATION_STORE = { convoStore: false } as const;

/** `workspace`: the one bot token's workspace; absent with OAuth installs. */
export type RunningSlackApp = { app: App; server: Server; url: string; workspace?: WorkspaceRef; stop: () => Promise<void> };

export async function startHttpApp(
  options: SlackAppOptions & { signingSecret: string; port: number; host?: string; oauth?: Partial<HTTPReceiverOptions> },
  deps: FeatureDeps,
): Promise<RunningSlackApp> {
  // The guard in front verifies every request's signature once and parses its body once; Bolt's receiver, which
  // would do both again, only serves what the guard does not take (install routes, ssl_check).
  const receiver = new HTTPReceiver({
    signingSecret: options.signingSecret,
    signatureVerification: false,
    endpoints: '/slack/events',
    logger: options.logger,
    processBeforeResponse: false,
    ...options.oauth,
  });
  const { identity, ...token } = await tokenOptions(options);
  const app = new App({
    receiver,
    ...NO_CONVERSATION_STORE,
    ...token,
    logger: options.logger,
    logLevel: options.logLevel,
    clientOptions: webClientOptions(options.slackApiUrl, options.pacer),
  });
  const { handled, durable } = registerListeners(app, deps, options.surface);
  const bolt = (req: IncomingMessage, res: ServerResponse) => {
    try {
      receiver.requestListener(req, res);
    } catch {
      res.writeHead(404).end();
    }
  };
  const installPath = serveInstallPath(receiver.installer, options.logger);
  const toBolt = boltDispatch(app, options.logger, { durable, outbox: deps.outbox, afterAck: deps.afterAck });
  const guarded = guardSlackRequests(
    options.signingSecret,
    options.logger,
    {
      dispatch: (req, res, body) => {
        labelAck(res, body, handled.events);
        void toBolt(req, res, body);
      },
      sslCheck: bolt,
    },
    handled,
    options.surface.grammar,
  );
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (options.ops?.(req, res, path)) return;
    if (installPath(req, res, path)) return;
    if (req.method === 'GET' && path === '/healthz') {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
      return;
    }
    const timestamp = Number(req.headers['x-slack-request-timestamp']);
    if (path === '/slack/events' && Number.isFinite(timestamp) && timestamp - Date.now() / 1000 > MAX_CLOCK_SKEW_S) {
      options.logger.warn('refused a request whose timestamp is in the future');
      res.writeHead(401).end();
      return;
    }
    if (req.method === 'POST' && path === '/slack/events') {
      options.acks?.arrived(res);
      timeAck(res);
      void guarded(req, res);
    } else bolt(req, res);
  };
  // Every line logged while a request is handled, listeners after the ack included, carries its request id.
  const server = createServer((req, res) => inRequestContext(req, res, () => handle(req, res)));
  return { app, ...(await listening(server, options.port, options.host)), ...(identity ? { workspace: identity.workspace } : {}) };
}

/** The server listening on the port (0: any free one), with its address and a stop that drops open connections. */
async function listening(server: Server, port: number, host = '0.0.0.0'): Promise<Pick<RunningSlackApp, 'server' | 'url' | 'stop'>> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return {
    server,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** Socket Mode: no public URL; a small HTTP server still answers /healthz on PORT. */
export async function startSocketApp(options: SlackAppOptions & { appToken: string; port: number }, deps: FeatureDeps): Promise<RunningSlackApp> {
  const { identity, ...token } = await tokenOptions(options);
  const app = new App({
    ...token,
    appToken: options.appToken,
    socketMode: true,
    ...NO_CONVERSATION_STORE,
    logger: options.logger,
    logLevel: options.logLevel,
    clientOptions: webClientOptions(options.slackApiUrl, options.pacer),
  });
  const { durable } = registerListeners(app, deps, options.surface);
  keepInSocketMode(app, deps.outbox, durable, deps.afterAck, options.logger);
  await app.start();
  const server = createServer((req, res) => {
    if (options.ops?.(req, res, new URL(req.url ?? '/', 'http://localhost').pathname)) return;
    res.writeHead(req.url === '/healthz' ? 200 : 404, { 'content-type': 'application/json' }).end('{"status":"ok"}');
  });
  await new Promise<void>((resolve) => server.listen(options.port, () => resolve()));
  return {
    app,
    server,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    ...(identity ? { workspace: identity.workspace } : {}),
    stop: async () => {
      await app.stop();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
