// The Marketplace review's scope check: manifest.json asks for exactly the bot scopes the code needs — each Web API
// method the source calls mapped to the scope Slack's reference gives it, plus the scopes the subscribed events
// require — holds the OAuth redirect URL the app serves, and subscribes only to events the app handles.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { EVENTS } from '../../src/ui/ids.js';

const manifest = JSON.parse(readFileSync(new URL('../../manifest.json', import.meta.url), 'utf8'));
const SRC = fileURLToPath(new URL('../../src/', import.meta.url));

/** Slack's reference (api.slack.com/methods/<method>): the bot scope each method needs; [] for none. */
const METHOD_SCOPES: Record<string, string[]> = {
  'auth.test': [],
  'auth.teams.list': [],
  'chat.getPermalink': [],
  'chat.postEphemeral': ['chat:write'],
  // chat:write.public: the feed and digest channels are posted to without the bot joining them.
  'chat.postMessage': ['chat:write', 'chat:write.public'],
  'chat.update': ['chat:write'],
  // Public and private channels where kudos are given by reaction; the bot's own DM with a manager, read after a crash
  // for a monthly summary it may have sent (mpim history is not read).
  'conversations.history': ['channels:history', 'groups:history', 'im:history'],
  'conversations.replies': ['channels:history', 'groups:history'],
  'conversations.open': ['im:write'],
  'files.getUploadURLExternal': ['files:write'],
  'files.completeUploadExternal': ['files:write'],
  // The import modal's file_input: Slack requires files:read of an app using it, and to download the picked file.
  'files.info': ['files:read'],
  'usergroups.list': ['usergroups:read'],
  'usergroups.users.list': ['usergroups:read'],
  // The profile's e-mail (the member e-mail) is only there with users:read.email.
  'users.info': ['users:read', 'users:read.email'],
  'users.list': ['users:read', 'users:read.email'],
  'users.lookupByEmail': ['users:read.email'],
  'views.open': [],
  'views.push': [],
  'views.update': [],
  'views.publish': [],
};

/** Scopes an event subscription needs (api.slack.com/events/<event>), and the slash command's. */
const EVENT_SCOPES: Record<string, string[]> = {
  app_home_opened: [],
  app_uninstalled: [],
  tokens_revoked: [],
  user_change: ['users:read'],
  reaction_added: ['reactions:read'],
};
const COMMAND_SCOPES = ['commands'];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (e.isDirectory()) return e.name === 'workbench' || e.name === 'service' ? [] : sources(join(dir, e.name));
    return e.name.endsWith('.ts') ? [join(dir, e.name)] : [];
  });
}

/** Every Web API method the app's source calls on a WebClient (`slack.chat.postMessage(`, `client.users.info(`, …). */
function calledMethods(): Set<string> {
  const call =
    /(?:\bslack|\bclient|\bbulk|\))\.((?:auth|chat|conversations|files|usergroups|users|views|reactions|team|pins|bots|emoji|dnd)\.[A-Za-z]+(?:\.[A-Za-z]+)?)\(/g;
  const found = new Set<string>();
  for (const file of sources(SRC)) for (const m of readFileSync(file, 'utf8').matchAll(call)) found.add(m[1]!);
  return found;
}

describe('manifest.json for the Marketplace', () => {
  const methods = calledMethods();

  it('every Web API method the code calls has a known scope (add a new one to METHOD_SCOPES)', () => {
    expect(methods.size).toBeGreaterThan(10);
    expect([...methods].filter((m) => !(m in METHOD_SCOPES))).toEqual([]);
  });

  it('asks for exactly the bot scopes those methods, the events and the command need: none unused', () => {
    const needed = new Set([
      ...COMMAND_SCOPES,
      ...[...methods].flatMap((m) => METHOD_SCOPES[m] ?? []),
      ...manifest.settings.event_subscriptions.bot_events.flatMap((e: string) => EVENT_SCOPES[e] ?? ['unknown event']),
    ]);
    expect([...manifest.oauth_config.scopes.bot].sort()).toEqual([...needed].sort());
    expect(manifest.oauth_config.scopes.user).toBeUndefined();
  });

  it('names the OAuth redirect URL the app serves, on the host of its request URLs', () => {
    const events = new URL(manifest.settings.event_subscriptions.request_url);
    const redirects: string[] = manifest.oauth_config.redirect_urls;
    expect(redirects).toHaveLength(1);
    expect(new URL(redirects[0]!).host).toBe(events.host);
    expect(new URL(redirects[0]!).pathname).toBe('/slack/oauth_redirect');
  });

  it('subscribes only to events the app handles, each with its scope known', () => {
    expect([...manifest.settings.event_subscriptions.bot_events].sort()).toEqual([...EVENTS].sort());
    for (const e of EVENTS) expect(EVENT_SCOPES, e).toHaveProperty(e);
  });
});
