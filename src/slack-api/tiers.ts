// Slack's rate limit of each Web API method the app calls (docs.slack.dev/apis/web-api/rate-limits and each method's
// page): limits are per method, per workspace, per app; chat.postMessage is "special", about one a second per channel.
// The bursts are ours: Slack tolerates "occasional bursts" without saying how many; we allow half a minute's worth, so
// a first App Home (its roster's user groups, a few look-ups) is not spaced out while a steady flow still keeps to the tier.

export type Tier = { name: string; perMinute: number; burst: number; perChannel?: boolean };

const TIER_1: Tier = { name: 'Tier 1', perMinute: 1, burst: 1 };
const TIER_2: Tier = { name: 'Tier 2', perMinute: 20, burst: 10 };
const TIER_3: Tier = { name: 'Tier 3', perMinute: 50, burst: 25 };
const TIER_4: Tier = { name: 'Tier 4', perMinute: 100, burst: 50 };
/** chat.postMessage: one message a second per channel ("short bursts >1 allowed": we allow 2). */
const POST_MESSAGE: Tier = { name: 'special (1/s per channel)', perMinute: 60, burst: 2, perChannel: true };
/** conversations.history / .replies for a commercial app not (yet) in the Marketplace, since 2025: 1 a minute. */
const HISTORY: Tier = { ...TIER_1, name: 'Tier 1 (non-Marketplace history)' };

export const TIERS: Record<string, Tier> = {
  'auth.test': TIER_4, // special, generous
  'chat.getPermalink': TIER_4, // special, generous
  'chat.postMessage': POST_MESSAGE,
  'chat.postEphemeral': TIER_4,
  'chat.update': TIER_3,
  'conversations.history': HISTORY,
  'conversations.replies': HISTORY,
  'conversations.open': TIER_3,
  'files.getUploadURLExternal': TIER_4,
  'files.completeUploadExternal': TIER_4,
  'usergroups.list': TIER_2,
  'usergroups.users.list': TIER_2,
  'users.info': TIER_4,
  'users.list': TIER_2,
  'users.lookupByEmail': TIER_3,
  'views.open': TIER_4,
  'views.push': TIER_4,
  'views.update': TIER_4,
  'views.publish': TIER_4,
  'oauth.v2.access': TIER_4,
};

/** A method not in the table is held to Tier 2, where "most methods" are. */
export const tierOf = (method: string): Tier => TIERS[method] ?? TIER_2;
