// Puts the insights dashboard together at start-up: Sign in with Slack's settings (the OAuth app's client, or
// SLACK_OPENID_CLIENT_ID in one-workspace mode), the session key (derived from ENCRYPTION_KEY, shared by every
// instance), the people directory and ledgers (over the read model of recognitions shared by every instance), and the bot
// client of each workspace the app serves.
import { createHmac } from 'node:crypto';
import type { WebClient } from '@slack/web-api';
import type { Config } from '../config.js';
import type { FeatureDeps } from '../slack/deps.js';
import type { StoreFactory } from '../store/factory.js';
import type { WorkspaceRef } from '../store/workspaces.js';
import { type Refusal, type Viewer, viewerOf } from './access.js';
import { Ledgers } from './ledgers.js';
import { SLACK_AUTHORIZE_URL, slackOpenIdProvider } from './oidc.js';
import { PeopleDirectory } from './people.js';
import { insightsRoutes } from './routes.js';
import { signOuts } from './sign-outs.js';
import { sessionSigner } from './session.js';
import { monthlySummary, previousMonth, summaryBlocks } from './summary.js';
import type { KnownBlock } from '@slack/types';

export type InsightsDepsIn = Pick<
  FeatureDeps,
  'directory' | 'connections' | 'rosters' | 'workspaces' | 'feed' | 'values' | 'givingRules' | 'log' | 'now' | 'insights' | 'languages' | 'languageChoices'
>;

export type Insights = {
  routes: ReturnType<typeof insightsRoutes>;
  /** Who the dashboard admits (for App Home's link and the monthly summary). */
  viewer: (w: WorkspaceRef, userId: string) => Promise<Viewer | Refusal>;
  /** Whether Sign in with Slack is set up (else App Home links nothing). */
  configured: boolean;
  /** Whom the dashboard admits, in one word, for App Home. */
  role: (w: WorkspaceRef, userId: string) => Promise<'admin' | 'manager' | undefined>;
  /** A manager's summary of the month before `now`, in their language (undefined: they manage nobody now). */
  summary: (w: WorkspaceRef, userId: string, now: number) => Promise<{ month: string; text: string; blocks: KnownBlock[] } | undefined>;
  /** Tells the dashboard how to reach each workspace once the Slack app is up. */
  attach: (clientFor: (w: WorkspaceRef) => Promise<WebClient | undefined>) => void;
};

export function startInsights(config: Config, deps: InsightsDepsIn, stores: StoreFactory, encryptionKey: Buffer): Insights {
  // not-for-people: the key derivation's label
  const secret = createHmac('sha256', encryptionKey).update('kudos insights').digest();
  const clientId = config.oauth?.clientId ?? config.SLACK_OPENID_CLIENT_ID;
  const clientSecret = config.oauth?.clientSecret ?? config.SLACK_OPENID_CLIENT_SECRET;
  const openid =
    clientId && clientSecret
      ? {
          ...slackOpenIdProvider(config.SLACK_API_URL),
          clientId,
          clientSecret,
          authorizeUrl: config.SLACK_OPENID_AUTHORIZE_URL ?? SLACK_AUTHORIZE_URL,
          slackApiUrl: config.SLACK_API_URL,
          states: stores.atomic('oauth-states'),
          secret,
        }
      : undefined;
  let clientFor: (w: WorkspaceRef) => Promise<WebClient | undefined> = async () => undefined;
  const access = {
    directory: deps.directory,
    connections: deps.connections,
    people: new PeopleDirectory({
      ...deps,
      db: stores.db,
      onError: (error, scope) => deps.log.warn(`insights: reading ${scope}'s directory again failed; the saved one stays:`, error),
    }),
    clientFor: (w: WorkspaceRef) => clientFor(w),
  };
  const ledgers = new Ledgers(deps);
  const routes = insightsRoutes(
    {
      ...access,
      ledgers,
      values: deps.values,
      givingRules: deps.givingRules,
      log: deps.log,
      now: deps.now,
      languages: deps.languages,
      languageChoices: deps.languageChoices,
    },
    { openid, signer: sessionSigner(secret), signOuts: signOuts(stores.namespace<number>('insights-sign-outs')) },
  );
  return {
    routes,
    configured: openid !== undefined,
    viewer: (w, userId) => viewerOf(access, w, userId),
    role: async (w, userId) => {
      const v = await viewerOf(access, w, userId);
      return 'refused' in v ? undefined : v.admin ? 'admin' : 'manager';
    },
    summary: async (w, userId, now) => {
      const v = await viewerOf(access, w, userId);
      if ('refused' in v || v.ownReports.size === 0) return undefined;
      const [rules, values, t] = await Promise.all([deps.givingRules.get(w), deps.values.get(w), deps.languages.person(v.slack, w, userId)]);
      const month = previousMonth(now, rules.timeZone);
      const rows = await ledgers.of(
        v.slack,
        w,
        v.connection,
        values.map((x) => x.hashtag),
        now,
      );
      const summary = await monthlySummary(
        rows,
        v.ownReports,
        v.ownTeams,
        { ...month, label: t.date(new Date(month.from), 'monthYear', rules.timeZone) },
        rules.timeZone,
      );
      return { month: month.key, text: t.t('insights.summaryText'), blocks: summaryBlocks(t, summary, deps.insights.url()) };
    },
    attach: (f) => (clientFor = f),
  };
}
