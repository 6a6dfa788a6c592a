// manifest.json: valid against Slack's official schema, and every command, shortcut and event in it has a listener
// that answers through the real app (and the app listens for nothing the manifest leaves out).
import { Ajv } from 'ajv';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COMMAND, EVENTS, SHORTCUTS } from '../../src/ui/ids.js';
import { useHarness, waitFor } from '../support/app-harness.js';
import { globalShortcut, messageShortcut } from '../support/slack-requests.js';

const manifest = JSON.parse(readFileSync(new URL('../../manifest.json', import.meta.url), 'utf8'));
const schema = JSON.parse(readFileSync(new URL('../fixtures/slack-manifest-schema/manifest.schema.1.0.0.json', import.meta.url), 'utf8'));

describe('manifest.json', () => {
  it('validates against Slack’s manifest schema', () => {
    const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
    const validate = ajv.compile(schema);
    expect(validate(manifest), JSON.stringify(validate.errors, null, 2)).toBe(true);
  });

  it('declares exactly the command, shortcuts and events the app registers', () => {
    expect(manifest.features.slash_commands.map((c: { command: string }) => c.command)).toEqual([COMMAND]);
    expect(manifest.features.slash_commands[0].should_escape).toBe(true);
    expect(manifest.features.shortcuts.map((s: { callback_id: string; type: string }) => [s.callback_id, s.type]).sort()).toEqual(
      [
        [SHORTCUTS.giveKudos, 'global'],
        [SHORTCUTS.kudosForMessage, 'message'],
        [SHORTCUTS.fileReview, 'global'],
      ].sort(),
    );
    expect([...manifest.settings.event_subscriptions.bot_events].sort()).toEqual([...EVENTS].sort());
    expect(manifest.features.app_home.home_tab_enabled).toBe(true);
    expect(manifest.settings.interactivity.is_enabled).toBe(true);
  });

  it('asks only for the bot scopes the app uses', () => {
    expect([...manifest.oauth_config.scopes.bot].sort()).toEqual([
      'channels:history',
      'chat:write',
      'chat:write.public',
      'commands',
      'files:read',
      'files:write',
      'groups:history',
      'im:history',
      'im:write',
      'reactions:read',
      'usergroups:read',
      'users:read',
      'users:read.email',
    ]);
  });
});

describe('every manifest entry has a listener', () => {
  const h = useHarness();

  const shortcuts: [string, string][] = manifest.features.shortcuts.map((s: { callback_id: string; type: string }) => [s.callback_id, s.type]);
  it.each(shortcuts)('shortcut %s (%s) opens a modal', async (callbackId, type) => {
    const opened = h.current.fake.callsTo('views.open').length;
    const payload = type === 'message' ? messageShortcut('UANA', callbackId, { user: 'UBEN', text: 'hi' }) : globalShortcut('UANA', callbackId);
    expect((await h.current.interact(payload)).status).toBe(200);
    await waitFor(() => h.current.fake.callsTo('views.open').length > opened, `views.open for ${callbackId}`);
  });

  it('the command answers', async () => {
    expect((await h.current.command('help')).status).toBe(200);
  });

  it('event app_home_opened publishes the Home tab', async () => {
    expect(manifest.settings.event_subscriptions.bot_events).toContain('app_home_opened');
    const published = h.current.fake.callsTo('views.publish').length;
    expect((await h.current.event({ type: 'app_home_opened', user: 'UANA', tab: 'home', channel: 'D1' })).status).toBe(200);
    await waitFor(() => h.current.fake.callsTo('views.publish').length > published, 'views.publish');
  });

  it('events app_uninstalled and tokens_revoked delete the workspace’s stored key and settings', async () => {
    for (const event of [{ type: 'app_uninstalled' }, { type: 'tokens_revoked', tokens: { bot: ['UBOT'] } }]) {
      expect(manifest.settings.event_subscriptions.bot_events).toContain(event.type);
      await h.current.runtime.deps.workspaces.update({ teamId: 'T1' }, { apiKey: 'acme-dev-key', stage: 'dev', feedChannel: 'CFEED' });
      expect((await h.current.runtime.deps.workspaces.get({ teamId: 'T1' })).apiKey).toBe('acme-dev-key');
      expect((await h.current.event(event)).status).toBe(200);
      await waitFor(() => h.current.lines.some((l) => l.includes(event.type === 'app_uninstalled' ? 'app uninstalled' : 'bot token revoked')), event.type);
      const after = await h.current.runtime.deps.workspaces.get({ teamId: 'T1' });
      expect(after.apiKey).toBeUndefined();
      expect(after.feedChannel).toBeUndefined();
      h.current.lines.splice(0);
    }
  });

  it('event user_change drops the cached Slack user, so the next lookup asks Slack again', async () => {
    expect(manifest.settings.event_subscriptions.bot_events).toContain('user_change');
    const infoCalls = () => h.current.fake.callsTo('users.info').filter((c) => c.args.user === 'UCARA').length;
    const replies = () => h.current.fake.callsTo('response_url').length;
    let seen = replies();
    await h.current.command('profile', 'UCARA');
    await waitFor(() => replies() > seen, 'profile reply');
    const before = infoCalls();
    seen = replies();
    await h.current.command('profile', 'UCARA');
    await waitFor(() => replies() > seen, 'profile reply');
    expect(infoCalls()).toBe(before); // cached
    expect((await h.current.event({ type: 'user_change', user: { id: 'UCARA', profile: {} } })).status).toBe(200);
    await new Promise((r) => setTimeout(r, 50));
    seen = replies();
    await h.current.command('profile', 'UCARA');
    await waitFor(() => replies() > seen, 'profile reply');
    expect(infoCalls()).toBe(before + 1);
  });
});
