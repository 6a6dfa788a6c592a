// Stored API keys across restarts with a changed ENCRYPTION_KEY: several keys rotate (the first encrypts, all decrypt,
// an older key's record is re-encrypted with the first); a key no configured key opens is reported to admins in their
// own words (run `/kudos setup`, wherever they meet it: a kudos, their profile, App Home, an admin command), everyone
// else is told to ask a Kudos admin, `/kudos setup` overwrites it, and the key is never logged.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness, textOf, waitFor } from '../support/app-harness.js';
import { viewSubmission } from '../support/slack-requests.js';

const key = (byte: number) => Buffer.alloc(32, byte).toString('base64');
const [K1, K2, K3] = [key(1), key(2), key(3)];
const store = `sqlite://${join(mkdtempSync(join(tmpdir(), 'kudos-keys-')), 'app.sqlite')}`;
const ADMIN_SENTENCE = 'The stored API key can’t be read with the current ENCRYPTION_KEY; run `/kudos setup` to enter it again.';
const NEEDS_ADMIN = 'Kudos needs an admin before it can be used again: ask a Kudos admin to run `/kudos setup` and enter the API key again.';

/** The app as it runs after a restart with these keys, on the same store. */
const restart = (keys: string) => startHarness({ env: { STORE_URL: store, ENCRYPTION_KEY: keys } });

async function answer(h: Harness, text: string, user: string) {
  const before = h.fake.callsTo('response_url').length;
  const ack = await h.command(text, user);
  if (ack.json?.text) return String(ack.json.text);
  return textOf((await waitFor(() => h.fake.callsTo('response_url')[before], `the answer to ${text}`)).args);
}

async function saveKey(h: Harness, apiKey: string, stage: 'prod' | 'dev') {
  const r = await h.interact(
    viewSubmission('UCEO', {
      id: 'VSETUP',
      callback_id: 'workspace_setup',
      values: { api_key: { value: { value: apiKey } }, stage: { value: { selected_option: { value: stage } } } },
    }),
  );
  expect(r.json?.response_action).toBe('update');
}

const prodKudos = (h: Harness, reason: string) =>
  (h.service!.db.prepare("SELECT count(*) AS n FROM recognitions WHERE stage = 'prod' AND reason = ?").get(reason) as { n: number }).n;

describe('rotating ENCRYPTION_KEY', () => {
  it('keeps working with the old key listed second, re-encrypts with the new one, then works with the new key alone', async () => {
    const first = await restart(K1);
    await saveKey(first, 'acme-prod-key', 'prod');
    await first.close();

    const rotating = await restart(`${K2},${K1}`);
    expect(await answer(rotating, '<@UBEN|ben> 1 for rotation', 'UANA')).toContain('You sent *1 coin*');
    expect(prodKudos(rotating, 'rotation')).toBe(1);
    await waitFor(() => rotating.lines.find((l) => l.includes('rotation: workspace API keys:')), 'the re-seal pass at start');
    expect(rotating.lines.join('\n')).not.toContain('acme-prod-key');
    await rotating.close();

    const rotated = await restart(K2);
    expect(await answer(rotated, '<@UBEN|ben> 1 for after rotation', 'UANA')).toContain('You sent *1 coin*');
    expect(prodKudos(rotated, 'after rotation')).toBe(1);
    await rotated.close();
  });
});

describe('rotating ENCRYPTION_KEY while a workspace is idle', () => {
  it('re-seals its key at start, with nobody using it, so the new key alone opens it afterwards', async () => {
    const idleStore = `sqlite://${join(mkdtempSync(join(tmpdir(), 'kudos-idle-')), 'app.sqlite')}`;
    const first = await startHarness({ env: { STORE_URL: idleStore, ENCRYPTION_KEY: K1 } });
    await saveKey(first, 'acme-prod-key', 'prod');
    await first.close();

    const rotating = await startHarness({ env: { STORE_URL: idleStore, ENCRYPTION_KEY: `${K2},${K1}` } });
    const said = await waitFor(() => rotating.lines.find((l) => l.includes('rotation: workspace API keys:')), 'the re-seal pass at start');
    expect(said).toContain('1 re-sealed with the first ENCRYPTION_KEY, 0 already current, 0 unreadable');
    await rotating.close();

    const rotated = await startHarness({ env: { STORE_URL: idleStore, ENCRYPTION_KEY: K2 } });
    expect(await answer(rotated, '<@UBEN|ben> 1 for idle rotation', 'UANA')).toContain('You sent *1 coin*');
    expect(prodKudos(rotated, 'idle rotation')).toBe(1);
    await rotated.close();
  });
});

describe('a stored key no configured key can open', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await restart(K3);
  });
  afterAll(() => h.close());

  it('tells everyone else the app needs an admin, and sends nothing', async () => {
    const before = h.recognitions().length;
    const text = await answer(h, '<@UBEN|ben> 1 for locked out', 'UANA');
    expect(text).toContain(NEEDS_ADMIN);
    expect(text).not.toContain('Something went wrong');
    expect(await answer(h, 'profile', 'UBEN')).toContain(NEEDS_ADMIN);
    expect(h.recognitions()).toHaveLength(before);
  });

  it('tells an admin — a Slack admin or a Kudos admin named in setup — to run `/kudos setup` themselves, never to ask one', async () => {
    await h.runtime.deps.workspaces.update({ teamId: 'T1' }, { admins: ['UMGR'] });
    const before = h.recognitions().length;
    for (const admin of ['UCEO', 'UMGR']) {
      for (const text of [await answer(h, '<@UBEN|ben> 1 for locked out', admin), await answer(h, 'profile', admin), await answer(h, 'received', admin)]) {
        expect(text, admin).toContain(ADMIN_SENTENCE);
        expect(text, admin).not.toMatch(/ask a/i);
      }
    }
    // The give form too: its result view, after the "sending" one.
    const updates = h.fake.callsTo('views.update').length;
    const values = {
      recipients: { users: { type: 'multi_users_select', selected_users: ['UBEN'] } },
      amount: { value: { type: 'number_input', value: '1' } },
      reason: { text: { type: 'plain_text_input', value: 'locked out in the form' } },
    };
    await h.interact(viewSubmission('UCEO', { id: 'VGIVEADMIN', callback_id: 'give_kudos_modal', private_metadata: '', values }));
    const result = textOf((await waitFor(() => h.fake.callsTo('views.update')[updates], 'the give form’s result')).args.view);
    expect(result).toContain(ADMIN_SENTENCE);
    expect(result).not.toMatch(/ask a/i);
    expect(h.recognitions()).toHaveLength(before);
  });

  it('answers any admin command with what happened and how to fix it', async () => {
    for (const command of ['sync', 'townhall', 'export questions', 'link <@UBEN|ben> <mailto:ben@acme.test|ben@acme.test>', 'whois ben@acme.test']) {
      expect(await answer(h, command, 'UCEO'), command).toContain(ADMIN_SENTENCE);
    }
  });

  it('shows it on an admin’s App Home; others see that the app needs an admin', async () => {
    const home = async (user: string) => {
      const before = h.fake.callsTo('views.publish').length;
      await h.event({ type: 'app_home_opened', user, tab: 'home', channel: 'D1' });
      return textOf((await waitFor(() => h.fake.callsTo('views.publish')[before], 'home')).args.view);
    };
    const admins = await home('UCEO');
    expect(admins).toContain(ADMIN_SENTENCE);
    expect(admins).not.toMatch(/ask a/i);
    const others = await home('UBEN');
    expect(others).toContain(NEEDS_ADMIN);
    expect(others).not.toContain('ENCRYPTION_KEY');
  });

  it('logs it at ERROR once for the workspace, never the key', () => {
    const errors = h.lines.filter((l) => / ERROR /.test(l) && l.includes('ENCRYPTION_KEY'));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('T:T1');
    expect(h.lines.join('\n')).not.toContain('acme-prod-key');
  });

  it('`/kudos setup` opens with the key required, and saving a key overwrites the unreadable one', async () => {
    const opened = h.fake.callsTo('views.open').length;
    await h.command('setup', 'UCEO');
    const modal = await waitFor(() => h.fake.callsTo('views.open')[opened], 'setup modal');
    const keyBlock = (modal.args.view as { blocks: { block_id?: string; optional?: boolean }[] }).blocks.find((b) => b.block_id === 'api_key');
    expect(keyBlock?.optional).toBe(false);
    expect(textOf(modal.args.view)).toContain('can’t be read');
    await saveKey(h, 'acme-dev-key', 'dev');
    expect(await answer(h, '<@UBEN|ben> 1 for unlocked', 'UANA')).toContain('You sent *1 coin*');
  });
});

describe('settings that cannot be read at all', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await restart(K3);
    const lists = { admins_json: '"not a list"', links_json: '{"UBEN": 42}', team_map_json: 'not json' };
    await h.runtime.stores.db
      .insertInto('workspace_settings')
      .values({ workspace_key: 'T:T1', thread_replies: 0, sync_guests: 0, ...lists })
      .onConflict((oc) => oc.column('workspace_key').doUpdateSet(lists))
      .execute();
    // biome-ignore lint/complexity/useLiteralKeys: the settings cache is private; only a test empties it
    h.runtime.deps.workspaces['cache'].drop('T:T1');
  });
  afterAll(() => h.close());

  it('still let an admin run `/kudos setup` and save over them', async () => {
    const opened = h.fake.callsTo('views.open').length;
    await h.command('setup', 'UCEO');
    await waitFor(() => h.fake.callsTo('views.open')[opened], 'setup modal');
    await saveKey(h, 'acme-dev-key', 'dev');
    expect(await answer(h, '<@UBEN|ben> 1 for repaired', 'UANA')).toContain('You sent *1 coin*');
  });
});
