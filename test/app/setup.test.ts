// Workspace setup: admins only; the key is checked live against the stage, stored encrypted, never shown or logged.
import { describe, expect, it } from 'vitest';
import { textOf, useHarness, waitFor } from '../support/app-harness.js';
import { blockAction, viewSubmission } from '../support/slack-requests.js';

const h = useHarness();

const values = (key: string | null, stage: 'prod' | 'dev', feed?: string) => ({
  api_key: { value: { type: 'plain_text_input', value: key } },
  stage: { value: { type: 'radio_buttons', selected_option: { value: stage } } },
  feed_channel: { value: { type: 'conversations_select', selected_conversation: feed ?? null } },
  admins: { value: { type: 'multi_users_select', selected_users: [] } },
});

async function openSetupModal(user = 'UCEO') {
  const before = h.current.fake.callsTo('views.open').length;
  await h.current.command('setup', user);
  await waitFor(() => h.current.fake.callsTo('views.open').length > before, 'setup modal');
  return [...h.current.fake.views.values()].at(-1) as { id: string; callback_id: string };
}

const submit = (viewId: string, v: ReturnType<typeof values>, user = 'UCEO') =>
  h.current.interact(viewSubmission(user, { id: viewId, callback_id: 'workspace_setup', values: v }));

describe('/kudos setup', () => {
  it('refuses non-admins politely', async () => {
    const before = h.current.fake.callsTo('response_url').length;
    await h.current.command('setup', 'UBEN');
    const reply = await waitFor(() => h.current.fake.callsTo('response_url')[before], 'refusal');
    expect(textOf(reply.args)).toContain('Only Slack workspace admins and owners');
    await h.current.interact(blockAction('UBEN', 'home_setup', { view: { id: 'VH', type: 'home' } }));
    await waitFor(
      () => h.current.fake.callsTo('chat.postMessage').find((c) => c.args.channel === 'UBEN' && textOf(c.args).includes('Only Slack workspace admins')),
      'DM refusal',
    );
  });

  it('refuses a submission from a non-admin too', async () => {
    const view = await openSetupModal();
    const r = await submit(view.id, values('acme-prod-key', 'prod'), 'UBEN');
    expect(r.json?.response_action).toBe('errors');
  });

  it('opens a modal for admins that never shows the key', async () => {
    const view = await openSetupModal();
    expect(view.callback_id).toBe('workspace_setup');
    expect(textOf(view)).not.toContain('acme-dev-key');
  });

  it('lets an admin on the app’s default key change the other settings without entering a key', async () => {
    const view = (await openSetupModal()) as unknown as { id: string; blocks: { block_id?: string; optional?: boolean; hint?: { text: string } }[] };
    const keyField = view.blocks.find((b) => b.block_id === 'api_key')!;
    expect(keyField.optional).toBe(true);
    expect(keyField.hint?.text).toContain('keep using the app’s default key (…-key, dev stage)');
    const otherStage = await submit(view.id, values(null, 'prod', 'CFEED'));
    expect(otherStage.json).toMatchObject({ response_action: 'errors', errors: { stage: expect.stringContaining('default key is for the dev stage') } });
    const r = await submit(view.id, values(null, 'dev', 'CFEED'));
    expect(r.json?.response_action).toBe('update');
    expect(textOf(r.json)).toContain('Settings saved. This workspace runs on the app’s default key for the *dev* stage');
    expect(textOf(r.json)).not.toContain('Connected');
    const settings = await h.current.runtime.deps.workspaces.get({ teamId: 'T1' });
    expect(settings.feedChannel).toBe('CFEED');
    expect(settings.apiKey).toBeUndefined();
    await h.current.runtime.deps.workspaces.update({ teamId: 'T1' }, { feedChannel: undefined });
  });

  it('rejects an unknown key inline on the key field', async () => {
    const view = await openSetupModal();
    const r = await submit(view.id, values('definitely-wrong-key', 'dev'));
    expect(r.json).toMatchObject({ response_action: 'errors', errors: { api_key: expect.stringContaining('did not accept this key') } });
  });

  it('rejects a key of the other stage inline on the stage field', async () => {
    const view = await openSetupModal();
    const r = await submit(view.id, values('acme-prod-key', 'dev'));
    expect(r.json).toMatchObject({ response_action: 'errors', errors: { stage: expect.stringContaining('other stage') } });
  });

  it('saves a good key encrypted, shows only its last 4, and uses it from then on', async () => {
    const view = await openSetupModal();
    const r = await submit(view.id, values('acme-prod-key', 'prod', 'CFEED'));
    expect(r.json?.response_action).toBe('update');
    expect(textOf(r.json)).toContain('…-key');
    expect(textOf(r.json)).toContain('*prod*');
    expect(textOf(r.json)).not.toContain('acme-prod-key');

    const row = await h.current.runtime.stores.db.selectFrom('workspace_settings').selectAll().where('workspace_key', '=', 'T:T1').executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain('acme-prod-key');
    expect(row).toMatchObject({ sealed_key: expect.stringMatching(/^v1\./), key_last4: '-key', stage: 'prod', feed_channel: 'CFEED' });

    // Now on prod: the prod copy of the data, and shared kudos go to the feed channel.
    const replies = h.current.fake.callsTo('response_url').length;
    await h.current.command('<@UBEN|ben> 2 for prod kudos', 'UANA');
    await waitFor(() => h.current.fake.callsTo('response_url').length > replies, 'reply');
    await waitFor(() => h.current.fake.callsTo('chat.postMessage').find((c) => c.args.channel === 'CFEED'), 'post in the feed channel');
    const prod = h.current.service!.db.prepare("SELECT count(*) AS n FROM recognitions WHERE stage = 'prod' AND reason = 'prod kudos'").get() as { n: number };
    expect(prod.n).toBe(1);
  });

  it('keeps the saved key when the field is left empty', async () => {
    const view = await openSetupModal();
    const r = await submit(view.id, values(null, 'prod'));
    expect(r.json?.response_action).toBe('update');
    expect(textOf(r.json)).toContain('Settings saved. Still connected to the *prod* stage with the key ending in …-key.');
  });

  it('still requires the key when the stored one can’t be opened, even with a default key configured', async () => {
    const { db } = h.current.runtime.stores;
    const row = () => db.updateTable('workspace_settings').where('workspace_key', '=', 'T:T1');
    const { sealed_key: stored } = await db.selectFrom('workspace_settings').select('sealed_key').where('workspace_key', '=', 'T:T1').executeTakeFirstOrThrow();
    await row().set({ sealed_key: 'sealed-with-a-key-nobody-configured' }).execute();
    // biome-ignore lint/complexity/useLiteralKeys: the settings cache is private; only a test empties it
    h.current.runtime.deps.workspaces['cache'].drop('T:T1');
    try {
      const view = await openSetupModal();
      const r = await submit(view.id, values(null, 'dev'));
      expect(r.json).toMatchObject({ response_action: 'errors', errors: { api_key: expect.stringContaining('enter it again') } });
    } finally {
      await row().set({ sealed_key: stored }).execute();
      // biome-ignore lint/complexity/useLiteralKeys: the settings cache is private; only a test empties it
      h.current.runtime.deps.workspaces['cache'].drop('T:T1');
    }
  });

  it('sets the workspace’s default language, shows it chosen when setup opens again, and refuses one it doesn’t know', async () => {
    const w = { teamId: 'T1' };
    type Modal = { id: string; blocks: { block_id?: string; element?: { initial_option?: { value: string; text: { text: string } } } }[] };
    const languageOf = (view: Modal) => view.blocks.find((b) => b.block_id === 'language')!.element!.initial_option!;
    const german = { ...values(null, 'prod'), language: { value: { type: 'static_select', selected_option: { value: 'de' } } } };
    try {
      const first = (await openSetupModal()) as unknown as Modal;
      expect(languageOf(first)).toMatchObject({ value: 'en', text: { text: 'English' } });
      const unknown = await submit(first.id, { ...german, language: { value: { type: 'static_select', selected_option: { value: 'klingon' } } } } as never);
      expect(unknown.json).toMatchObject({ response_action: 'errors', errors: { language: expect.stringContaining('Choose one of the languages') } });
      expect(await h.current.runtime.deps.languageChoices.workspaceDefault(w)).toBeUndefined();
      const saved = await submit(first.id, german as never);
      expect(saved.json?.response_action).toBe('update');
      expect(await h.current.runtime.deps.languageChoices.workspaceDefault(w)).toBe('de');
      const again = (await openSetupModal()) as unknown as Modal;
      expect(languageOf(again)).toMatchObject({ value: 'de', text: { text: 'Deutsch' } });
    } finally {
      await h.current.runtime.deps.languages.setWorkspaceDefault(w, undefined);
    }
  });

  it('never logs the key nor sends it to Slack', () => {
    for (const key of ['acme-prod-key', 'definitely-wrong-key']) {
      expect(h.current.lines.join('\n')).not.toContain(key);
      expect(JSON.stringify(h.current.fake.calls)).not.toContain(key);
    }
  });
});
