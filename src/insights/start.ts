// Puts the insights dashboard together at start-up: Sign in with Slack's settings (the OAuth app's client, or
// SLACK_OPENID_CLIENT_ID in one-workspace mode), the session key (derived from ENCRYPTION_KEY, shared by every
// instance), the people directory and ledgers, and the bot client of each workspace the app serves.
import { createHmac } from 'node:crypto';
import type { WebClient } from '@slack/web-api';
import type { Config } from '../config.js';
import type { FeatureDeps } from '../slack/deps.js';
import type { StoreFactory } from '../store/keyv.js';
import type { WorkspaceRef } from '../store/workspaces.js';
import { type Refusal, type Viewer, viewerOf } from './access.js';
import { Ledgers } from './ledgers.js';
import { SLACK_AUTHORIZE_URL } from './oidc.js';
import { PeopleDirectory } from './people.js';
import { insightsRoutes } from './routes.js';
import { sessionSigner } from './session.js';

export type InsightsDepsIn = Pick<FeatureDeps, 'directory' | 'connections' | 'rosters' | 'workspaces' | 'feed' | 'values' | 'givingRules' | 'log' | 'now'>;

export type Insights = {
  routes: ReturnType<typeof insightsRoutes>;
  /** Who the dashboard admits (for App Home's link and the monthly summary). */
  viewer: (w: WorkspaceRef, userId: string) => Promise<Viewer | Refusal>;
  /** Tells the dashboard how to reach each workspace once the Slack app is up. */
  attach: (clientFor: (w: WorkspaceRef) => Promise<WebClient | undefined>) => void;
};

export function startInsights(config: Config, deps: InsightsDepsIn, stores: StoreFactory, encryptionKey: Buffer): Insights {
  const secret = createHmac('sha256', encryptionKey).update('kudos insights').digest();
  const clientId = config.oauth?.clientId ?? config.SLACK_OPENID_CLIENT_ID;
  const clientSecret = config.oauth?.clientSecret ?? config.SLACK_OPENID_CLIENT_SECRET;
  const openid = clientId && clientSecret
    ? { clientId, clientSecret, authorizeUrl: config.SLACK_OPENID_AUTHORIZE_URL ?? SLACK_AUTHORIZE_URL, slackApiUrl: config.SLACK_API_URL, states: stores.atomic('oauth-states'), secret }
    : undefined;
  let clientFor: (w: WorkspaceRef) => Promise<WebClient | undefined> = async () => undefined;
  const access = { directory: deps.directory, connections: deps.connections, people: new PeopleDirectory(deps), clientFor: (w: WorkspaceRef) => clientFor(w) };
  const routes = insightsRoutes({ ...access, ledgers: new Ledgers(deps), values: deps.values, givingRules: deps.givingRules, log: deps.log, now: deps.now }, { openid, signer: sessionSigner(secret) });
  return {
    routes,
    viewer: (w, userId) => viewerOf(access, w, userId),
    attach: (f) => (clientFor = f),
  };
}
