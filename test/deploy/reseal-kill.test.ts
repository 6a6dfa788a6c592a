// `npm run reseal` killed half-way (SIGKILL, on SQLite and on Redis) loses nothing: every workspace key and installation
// is then sealed either with the old key or with the new one, and opens with ENCRYPTION_KEY=<new>,<old> as it was;
// run again, the command finishes the rest, says how many it re-sealed and how many were current, and exits 0 —
// after which the new key alone opens everything. A record no key opens is named (never printed) and the exit is 1.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import type { StoreFactory } from '../../src/store/keyv.js';
import { type SecretBox, createSecretBox } from '../../src/store/secrets.js';
import { useStoreFactories } from '../store/open-stores.js';
import { REDIS_URL, noRedis } from '../store/redis.js';

const [OLD, NEW] = [Buffer.alloc(32, 1), Buffer.alloc(32, 2)];
const ROTATING = `${NEW.toString('base64')},${OLD.toString('base64')}`;
const WORKSPACES = 2_500;
const INSTALLATIONS = 300;
const [oldBox, newBox] = [createSecretBox([OLD]), createSecretBox([NEW])];

/** The command as an operator runs it, with the app's store settings; its output and exit code. */
function reseal(env: Record<string, string>): { child: ChildProcess; done: Promise<{ code: number | null; output: string }> } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/ops/reseal-command.ts'], {
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

/** Each record's secret: which key opens it (or none), and what it holds. */
async function secrets(stores: StoreFactory): Promise<{ key: string; by: 'new' | 'old' | 'none'; plain: string }[]> {
  const read = async (namespace: string, field: string) => {
    const kv = stores.namespace<Record<string, string>>(namespace);
    return Promise.all(
      (await stores.atomic(namespace).keys()).map(async (key) => {
        const sealed = (await kv.get(key))?.[field] ?? '';
        const by: 'new' | 'old' | 'none' = opensWith(newBox, sealed) ? 'new' : opensWith(oldBox, sealed) ? 'old' : 'none';
        return { key: `${namespace} ${key}`, by, plain: by === 'none' ? '' : (by === 'new' ? newBox : oldBox).open(sealed).plain };
      }),
    );
  };
  return [...(await read('workspaces', 'sealedKey')), ...(await read('installations', 'sealed'))];
}

const expected = (key: string) => (key.startsWith('workspaces') ? `acme-key-${key.split(':')[1]}` : JSON.stringify({ team: { id: key.split(':')[1] }, bot: { token: `xoxb-${key.split(':')[1]}` } }));

const backends = [
  { name: 'SQLite', url: `sqlite://${join(mkdtempSync(join(tmpdir(), 'kudos-reseal-kill-')), 'app.sqlite')}`, skip: false },
  { name: `Redis (${REDIS_URL})`, url: REDIS_URL, skip: noRedis },
];

for (const backend of backends) {
  describe.skipIf(backend.skip)(`npm run reseal killed half-way on ${backend.name}`, () => {
    const { open, prefix } = useStoreFactories(backend.url, 'reseal-kill');

    it('leaves every secret old- or new-sealed and readable, and a second run finishes the rest', async () => {
      const stores = await open();
      const workspaces = stores.namespace('workspaces');
      const installations = stores.namespace('installations');
      const teams = Array.from({ length: WORKSPACES }, (_, i) => `T${i}`);
      await Promise.all(teams.map((t) => workspaces.set(`T:${t}`, { sealedKey: oldBox.seal(`acme-key-${t}`), keyLast4: t.slice(-4), stage: 'dev', admins: [], links: {} })));
      await Promise.all(teams.slice(0, INSTALLATIONS).map((t) => installations.set(`T:${t}`, { sealed: oldBox.seal(expected(`installations T:${t}`)), installedAt: '2026-11-01' })));
      const env = { STORE_URL: backend.url, STORE_PREFIX: prefix };

      const first = reseal(env);
      // Watched on a sample of records; killed as soon as the first new seal shows up.
      const sample = () => Array.from({ length: 100 }, () => `T:T${Math.floor(Math.random() * WORKSPACES)}`);
      for (let started = Date.now(); ; await sleep(5)) {
        const seals = await Promise.all(sample().map(async (k) => (await workspaces.get(k)) as { sealedKey: string }));
        if (seals.some((s) => opensWith(newBox, s.sealedKey))) break;
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
      expect(second.output).toContain(`workspace API keys: ${workspacesResealed} re-sealed with the first ENCRYPTION_KEY, ${WORKSPACES - workspacesResealed} already current, 0 unreadable`);
      expect(second.output).not.toMatch(/acme-key|xoxb-/);
      const done = await secrets(stores);
      expect(done.filter((s) => s.by !== 'new')).toEqual([]);
      for (const s of done) expect(s.plain, s.key).toBe(expected(s.key));
    }, 120_000);
  });
}

describe('npm run reseal with a secret no key opens', () => {
  const url = `sqlite://${join(mkdtempSync(join(tmpdir(), 'kudos-reseal-lost-')), 'app.sqlite')}`;
  const { open } = useStoreFactories(url, 'reseal-lost');

  it('names it by its workspace, prints no secret, re-seals the rest and exits 1', async () => {
    const stores = await open();
    await stores.namespace('workspaces').set('T:TOK', { sealedKey: oldBox.seal('acme-key-TOK'), admins: [], links: {} });
    await stores.namespace('workspaces').set('T:TLOST', { sealedKey: createSecretBox([Buffer.alloc(32, 9)]).seal('acme-key-TLOST'), admins: [], links: {} });
    await stores.namespace('installations').set('E:E1', { sealed: createSecretBox([Buffer.alloc(32, 9)]).seal('{"bot":{"token":"xoxb-lost"}}'), installedAt: '2026-11-01' });
    const { code, output } = await reseal({ STORE_URL: url }).done;
    expect(code, output).toBe(1);
    expect(output).toContain('workspace API keys: 1 re-sealed with the first ENCRYPTION_KEY, 0 already current, 1 unreadable');
    expect(output).toContain('workspace T:TLOST: an admin runs `/kudos setup` there and enters the API key again');
    expect(output).toContain('installation E:E1: install Kudos there again (/slack/install)');
    expect(output).not.toMatch(/acme-key|xoxb-/);
    expect(newBox.open(((await stores.namespace('workspaces').get('T:TOK')) as { sealedKey: string }).sealedKey).plain).toBe('acme-key-TOK');
  });
});
