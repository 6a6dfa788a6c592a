// Installing the app to many workspaces: Bolt's OAuth routes (/slack/install, /slack/oauth_redirect) with a state that
// is single-use and short-lived across instances (oauth-state.ts), any failure answered with a page a person can act on
// (oauth-pages.ts), installations kept on STORE_URL (sealed), expiring bot tokens refreshed before they lapse, once
// across instances (store/token-rotation.ts).
import type { HTTPReceiverOptions, Logger } from '@slack/bolt';
import { WebClient } from '@slack/web-api';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import type { AtomicStore } from '../store/atomic.js';
import type { InstallationRecords } from '../store/installations.js';
import type { Refresh } from '../store/token-rotation.js';
import type { WorkspaceRef } from '../store/workspaces.js';
import { INSTALL_PATH, answerInstallFailure } from './oauth-pages.js';
import { STATE_TTL_MS, singleUseStateStore } from './oauth-state.js';

/** The bot scopes of manifest.json: what an install asks for. */
export const BOT_SCOPES = [
  'commands',
  'chat:write',
  'chat:write.public',
  'users:read',
  'users:read.email',
  'usergroups:read',
  'im:write',
  'files:write',
  'files:read',
  'reactions:read',
  'channels:history',
  'groups:history',
  'im:history',
];

/** `authorizationUrl`: Slack's consent page, or the workbench's stand-in for it. `states`: where issued states live
 *  until their redirect consumes them (STORE_URL, shared by every instance). */
export type OAuthSettings = {
  clientId: string;
  clientSecret: string;
  stateSecret: string;
  authorizationUrl?: string;
  installations: InstallationRecords;
  states: AtomicStore;
};

/** Exchanging a code is tried once: a retry after a lost answer would find the code used. A person waits on it, so a
 *  Slack that does not answer is given up after 10 s and the page says so. */
const INSTALLER_CLIENT = { retryConfig: { retries: 0 }, timeout: 10_000 };

/** What the HTTP receiver is given to serve the install routes and to authorize each request from its installation. */
export function oauthReceiverOptions(oauth: OAuthSettings, log: Logger, slackApiUrl: string | undefined): Partial<HTTPReceiverOptions> {
  return {
    clientId: oauth.clientId,
    clientSecret: oauth.clientSecret,
    scopes: BOT_SCOPES,
    installationStore: oauth.installations,
    installerOptions: {
      ...(oauth.authorizationUrl ? { authorizationUrl: oauth.authorizationUrl } : {}),
      directInstall: true,
      stateVerification: true,
      stateStore: singleUseStateStore(oauth.stateSecret, oauth.states),
      stateCookieExpirationSeconds: STATE_TTL_MS / 1000,
      clientOptions: { ...INSTALLER_CLIENT, ...(slackApiUrl ? { slackApiUrl } : {}) },
      callbackOptions: {
        afterInstallation: async (installation) => {
          log.info(
            `installed in ${installation.isEnterpriseInstall ? `enterprise ${installation.enterprise?.id ?? '?'}` : `workspace ${installation.team?.id ?? '?'}`}`,
          );
          return true;
        },
        failure: (error, _options, req, res) => {
          log.info(`an install did not finish: ${error.code}: ${error.message}`);
          answerInstallFailure(error, req, res);
        },
      },
    },
  };
}

/** The installer's part of the receiver, for the install path: Bolt only logs a failure to start an install (its
 *  state could not be stored) and leaves the browser waiting; this answers it with a page. */
type Installer = { handleInstallPath: (req: IncomingMessage, res: ServerResponse, options: undefined, installOptions: { scopes: string[] }) => Promise<void> };

/** Serves GET /slack/install when OAuth is on (true), so a failure to start still gets an answer. */
export function serveInstallPath(installer: Installer | undefined, log: Logger): (req: IncomingMessage, res: ServerResponse, path: string) => boolean {
  return (req, res, path) => {
    if (!installer || req.method !== 'GET' || path !== INSTALL_PATH) return false;
    installer.handleInstallPath(req, res, undefined, { scopes: BOT_SCOPES }).catch((error: unknown) => {
      log.error('an install could not start:', error);
      answerInstallFailure(error, req, res);
    });
    return true;
  };
}

/** A WebClient with the bot token of the workspace's installation, for work that runs outside a Slack request. */
export async function installedClient(
  installations: InstallationRecords,
  w: WorkspaceRef,
  options: ConstructorParameters<typeof WebClient>[1],
): Promise<WebClient> {
  const installation = await installations.fetchInstallation({ teamId: w.teamId, enterpriseId: w.enterpriseId, isEnterpriseInstall: Boolean(w.enterpriseId) });
  const token = installation.bot?.token;
  if (!token) throw new Error(`the installation of ${w.enterpriseId ?? w.teamId} has no bot token`);
  return new WebClient(token, options);
}

const refreshedSchema = z.object({ ok: z.literal(true), access_token: z.string(), refresh_token: z.string(), expires_in: z.number() });

/** Slack's oauth.v2.access with grant_type=refresh_token: a rotating bot token's next token. Tried once (a refresh
 *  token is single-use: a retry after a lost answer would find it spent), given up after 10 s. */
export function tokenRefresh(app: { clientId: string; clientSecret: string }, slackApiUrl: string | undefined): Refresh {
  const client = new WebClient(undefined, { ...INSTALLER_CLIENT, ...(slackApiUrl ? { slackApiUrl } : {}) });
  return async (refreshToken) => {
    const answer = refreshedSchema.parse(
      await client.oauth.v2.access({ client_id: app.clientId, client_secret: app.clientSecret, grant_type: 'refresh_token', refresh_token: refreshToken }),
    );
    return { token: answer.access_token, refreshToken: answer.refresh_token, expiresAt: Math.floor(Date.now() / 1000) + answer.expires_in };
  };
}
