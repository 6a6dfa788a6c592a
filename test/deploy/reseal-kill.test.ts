// `npm run reseal` killed half-way (SIGKILL, on SQLite and on PostgreSQL) loses nothing: every workspace key and
// installation is then sealed either with the old key or with the new one, and opens with ENCRYPTION_KEY=<new>,<old> as
// it was; run again, the command finishes the rest, says how many it re-sealed and how many were current, and exits 0 —
// after which the new key alone opens everything. A row no key opens is named (never printed) and the exit is 1.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import type { StoreFactory } from '../../src/store/factory.js';
import { type SecretBox, createSecretBox } from '../../src/store/secrets.js';
import { storeBackends, useStoreFactories } from '../store/open-stores.js';
import { appArgs } from '../support/app-process.js';

const [OLD, NEW] = [Buffer.alloc(32, 1), Buffer.alloc(32, 2)];
const ROTATING = `${NEW.toString('base64')},${OLD.toString('base64')}`;
const WORKSPACES = 2_500;
const INSTALLATIONS = 300;
const [oldBox, newBox] = [createSecretBox([OLD]), createSecretBox([NEW])];

/** The command as an operator runs it, with the app's store settings; its output and exit code. */
function reseal(env: Record<string, string>): { child: ChildProcess; done: Promise<{ code: number | null; output: string }> } {
  const child = spawn(process.execPath, appArgs('ops/reseal-command'), {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ENCRYPTION_KEY: ROTATING, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  return { child, done: new Promise((resolve) => child.on('exit', (code) => resolve({ code, output }))) };
}

const opensWith = (box: SecretBox, sealed: string) => {
  try {
    box.open(sealed);
    return true;
  } catch {
    return false;
  }
};

/** Each row's secret: which key opens it (or none), and what it holds. */
async function secrets(stores: StoreFactory): Promise<{ key: string; by: 'new' | 'old' | 'none'; plain: string }[]> {
  const opened = (key: string, sealed: string) => {
    const by: 'new' | 'old' | 'none' = opensWith(newBox, sealed) ? 'new' : opensWith(oldBox, sealed) ? 'old' : 'none';
    return { key, by, plain: by === 'none' ? '' : (by === 'new' ? newBox : oldBox).open(sealed).plain };
  };
  const workspaces = await stores.db.selectFrom('workspace_settings').select(['workspace_key', 'sealed_key']).execute();
  const installations = await stores.db.selectFrom('installations').select(['installation_key', 'sealed']).execute();
  return [
    ...workspaces.map((r) => opened(`workspaces ${r.workspace_key}`, r.sealed_key ?? '')),
    ...installations.map((r) => opened(`installations ${r.installation_key}`, r.sealed)),
  ];
}

/** A workspace's settings row with its API key sealed by `box`. */
const settingsRow = (team: string, box: SecretBox) =>
  ({
    workspace_key: `T:${team}`,
    sealed_key: box.seal(`acme-key-${team}`),
    key_last4: team.slice(-4),
    stage: 'dev',
    thread_replies: 0,
    admins_json: '[]',
    links_json: '{}',
    sync_guests: 0,
    team_map_json: '[]',
  }) as const;

const installationRow = (key: string, sealed: string) => ({
  installation_key: key,
  team_id: key.startsWith('T:') ? key.slice(2) : null,
  enterprise_id: key.startsWith('E:') ? key.slice(2) : null,
  sealed,
  installed_at: '2026-11-01',
});

const expected = (key: string) =>
  key.startsWith('workspaces')
    ? `acme-key-${key.split(':')[1]}`
    : JSON.stringify({ team: { id: key.split(':')[1] }, bot: { token: `xoxb-${key.split(':')[1]}` } });

for (const backend of storeBackends('reseal-kill')) {
  describe.skipIf(backend.skip)(`npm run reseal killed half-way on ${backend.name}`, () => {
    const { open } = useStoreFactories(backend.url);

    it('leaves every secret old- or new-sealed and readable, and a second run finishes the rest', async () => {
      const stores = await open();
      const teams = Array.from({ length: WORKSPACES }, (_, i) => `T${i}`);
      for (let i = 0; i < WORKSPACES; i += 500)
        await stores.db
          .insertInto('workspace_settings')
          .values(teams.slice(i, i + 500).map((t) => settingsRow(t, oldBox)))
          .execute();
      await stores.db
        .insertInto('installations')
        .values(teams.slice(0, INSTALLATIONS).map((t) => installationRow(`T:${t}`, oldBox.seal(expected(`installations T:${t}`)))))
        .execute();
      const env = { STORE_URL: backend.url() };

      const first = reseal(env);
      // Watched on a sample of records; killed as soon as the first new seal shows up.
      const sample = () => Array.from({ length: 100 }, () => `T:T${Math.floor(Math.random() * WORKSPACES)}`);
      for (let started = Date.now(); ; await sleep(5)) {
        const seals = await stores.db.selectFrom('workspace_settings').select('sealed_key').where('workspace_key', 'in', sample()).execute();
        if (seals.some((s) => opensWith(newBox, s.sealed_key ?? ''))) break;
        if (first.child.exitCode !== null || Date.now() - started > 30_000) throw new Error(`the command was not caught at work: ${(await first.done).output}`);
      }
      first.child.kill('SIGKILL');
      expect((await first.done).code).toBeNull();

      const halfway = await secrets(stores);
      expect(halfway).toHaveLength(WORKSPACES + INSTALLATIONS);
      for (const s of halfway) expect(s.plain, s.key).toBe(expected(s.key));
      const resealed = halfway.filter((s) => s.by === 'new').length;
      expect(resealed).toBeGreaterThan(0);
      expect(halfway.filter((s) => s.by === 'old').length).toBe(WORKSPACES + INSTALLATIONS - resealed);
      expect(resealed).toBeLessThan(WORKSPACES + INSTALLATIONS);

      const second = await reseal(env).done;
      expect(second.code, second.output).toBe(0);
      const workspacesResealed = halfway.filter((s) => s.by === 'old' && s.key.startsWith('workspaces')).length;
      expect(second.output).toContain(
        `workspace API keys: ${workspacesResealed} re-sealed with the first ENCRYPTION_KEY, ${WORKSPACES - workspacesResealed} already current, 0 unreadable`,
      );
      expect(second.output).not.toMatch(/acme-key|xoxb-/);
      const done = await secrets(stores);
      expect(done.filter((s) => s.by !== 'new')).toEqual([]);
      for (const s of done) expect(s.plain, s.key).toBe(expected(s.key));
    }, 120_000);
  });
}

describe('npm run reseal with a secret no key opens', () => {
  const url = `sqlite://${join(mkdtempSync(join(tmpdir(), 'kudos-reseal-lost-')), 'app.sqlite')}`;
  const { open } = useStoreFactories(() => url);

  it('names it by its workspace, prints no secret, re-seals the rest and exits 1', async () => {
    const stores = await open();
    const lost = createSecretBox([Buffer.alloc(32, 9)]);
    await stores.db
      .insertInto('workspace_settings')
      .values([settingsRow('TOK', oldBox), settingsRow('TLOST', lost)])
      .execute();
    await stores.db
      .insertInto('installations')
      .values(installationRow('E:E1', lost.seal('{"bot":{"token":"xoxb-lost"}}')))
      .execute();
    const { code, output } = await reseal({ STORE_URL: url }).done;
    expect(code, output).toBe(1);
    expect(output).toContain('workspace API keys: 1 re-sealed with the first ENCRYPTION_KEY, 0 already current, 1 unreadable');
    expect(output).toContain('workspace T:TLOST: an admin runs `/kudos setup` there and enters the API key again');
    expect(output).toContain('installation E:E1: install Kudos there again (/slack/install)');
    expect(output).not.toMatch(/acme-key|xoxb-/);
    const { sealed_key } = await stores.db.selectFrom('workspace_settings').select('sealed_key').where('workspace_key', '=', 'T:TOK').executeTakeFirstOrThrow();
    expect(newBox.open(sealed_key!).plain).toBe('acme-key-TOK');
  });
});
