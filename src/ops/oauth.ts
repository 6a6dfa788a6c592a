// Installing the app to many workspaces: Bolt's OAuth routes (/slack/install, /slack/oauth_redirect) with the state
// verified, installations kept on STORE_URL (sealed), expiring bot tokens refreshed by Bolt before they lapse.
import type { HTTPReceiverOptions, Logger } from '@slack/bolt';
import { WebClient } from '@slack/web-api';
import type { InstallationRecords } from '../store/installations.js';
import type { WorkspaceRef } from '../store/workspaces.js';

/** The bot scopes of manifest.json: what an install asks for. */
export const BOT_SCOPES = ['commands', 'chat:write', 'chat:write.public', 'users:read', 'users:read.email', 'usergroups:read', 'im:write', 'files:write', 'reactions:read', 'channels:history', 'groups:history'];

/** `authorizationUrl`: Slack's consent page, or the workbench's stand-in for it. */
export type OAuthSettings = { clientId: string; clientSecret: string; stateSecret: string; authorizationUrl?: string; installations: InstallationRecords };

/** What the HTTP receiver is given to serve the install routes and to authorize each request from its installation. */
export function oauthReceiverOptions(oauth: OAuthSettings, log: Logger, slackApiUrl: string | undefined): Partial<HTTPReceiverOptions> {
  return {
    clientId: oauth.clientId,
    clientSecret: oauth.clientSecret,
    stateSecret: oauth.stateSecret,
    scopes: BOT_SCOPES,
    installationStore: oauth.installations,
    installerOptions: {
      ...(oauth.authorizationUrl ? { authorizationUrl: oauth.authorizationUrl } : {}),
      directInstall: true,
      stateVerification: true,
      ...(slackApiUrl ? { clientOptions: { slackApiUrl } } : {}),
      callbackOptions: {
        afterInstallation: async (installation) => {
          log.info(`installed in ${installation.isEnterpriseInstall ? `enterprise ${installation.enterprise?.id ?? '?'}` : `workspace ${installation.team?.id ?? '?'}`}`);
          return true;
        },
      },
    },
  };
}

/** A WebClient with the bot token of the workspace's installation, for work that runs outside a Slack request. */
export async function installedClient(installations: InstallationRecords, w: WorkspaceRef, options: ConstructorParameters<typeof WebClient>[1]): Promise<WebClient> {
  const installation = await installations.fetchInstallation({ teamId: w.teamId, enterpriseId: w.enterpriseId, isEnterpriseInstall: Boolean(w.enterpriseId) });
  const token = installation.bot?.token;
  if (!token) throw new Error(`the installation of ${w.enterpriseId ?? w.teamId} has no bot token`);
  return new WebClient(token, options);
}
