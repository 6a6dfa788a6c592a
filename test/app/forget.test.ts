// One person's data deleted on request: `npm run forget -- T1 UANA` deletes UANA's allowance counters, cached profile,
// member-e-mail link and admin role in T1, keeps everyone else's, and touches none of the engagement service's records.
import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { erasePerson } from '../../src/store/erase-person.js';
import { createStoreFactory } from '../../src/store/keyv.js';
import { TEST_ENCRYPTION_KEY, textOf, useHarness, waitFor } from '../support/app-harness.js';

const h = useHarness();
const T1 = { teamId: 'T1' };

async function give(text: string, user: string) {
  const before = h.current.fake.callsTo('response_url').length;
  await h.current.command(text, user);
  expect(textOf((await waitFor(() => h.current.fake.callsTo('response_url').slice(before).find((c) => c.args.text), 'kudos answer')).args)).toContain('You sent');
}

const allowanceKeys = async () => h.current.runtime.stores.atomic('allowances').keys();

describe('forgetting one person', () => {
  it('deletes their records, cached profile, link and admin role in the workspace, and keeps the others’', async () => {
    await give('<@UCARA|cara> 2 for forget test one', 'UANA');
    await give('<@UCARA|cara> 3 for forget test two', 'UBEN');
    const deps = h.current.runtime.deps;
    await deps.workspaces.update(T1, { links: { UANA: 'ana@acme.test', UBEN: 'ben@acme.test' }, admins: ['UANA', 'UCEO'] });
    expect((await allowanceKeys()).filter((k) => k.startsWith('T:T1:UANA:'))).toHaveLength(1);
    const counts = await erasePerson(h.current.runtime.stores, deps.workspaces, T1, 'UANA');
    expect(counts.allowances).toBe(1);
    expect(counts.cache).toBeGreaterThan(0);
    expect(counts['settings (link, admin role)']).toBe(2);
    expect((await allowanceKeys()).filter((k) => k.startsWith('T:T1:UANA:'))).toEqual([]);
    expect((await allowanceKeys()).filter((k) => k.startsWith('T:T1:UBEN:'))).toHaveLength(1);
    const settings = await deps.workspaces.get(T1);
    expect(settings.links).toEqual({ UBEN: 'ben@acme.test' });
    expect(settings.admins).toEqual(['UCEO']);
    // The company's records stay.
    expect(h.current.recognitions().filter((r) => r.reason.startsWith('forget test'))).toHaveLength(2);
  });

  it('npm run forget does it on the STORE_URL and says what went, counts only', async () => {
    const url = `sqlite://${join(mkdtempSync(join(tmpdir(), 'kudos-forget-')), 'app.sqlite')}`;
    const stores = await createStoreFactory(url);
    await stores.atomic('allowances').spend('T:T9:UZOE:2026-11-01T00:00:00.000Z', 4, 10);
    await stores.atomic('allowances').spend('T:T9:UMAX:2026-11-01T00:00:00.000Z', 5, 10);
    await stores.close();
    const run = promisify(execFile);
    const env = { ...process.env, STORE_URL: url, ENCRYPTION_KEY: TEST_ENCRYPTION_KEY };
    const { stdout } = await run('npx', ['tsx', 'src/ops/forget-command.ts', 'T9', 'UZOE'], { env, cwd: new URL('../..', import.meta.url).pathname });
    expect(stdout).toContain('deleted allowances 1');
    expect(stdout).toContain('were not touched');
    expect(stdout).not.toContain('UZOE');
    await expect(run('npx', ['tsx', 'src/ops/forget-command.ts', 'nonsense'], { env })).rejects.toThrow(/usage/);
    // A known workspace where the person left nothing, then a mistyped team ID: plain words, and a failure for the latter.
    expect((await run('npx', ['tsx', 'src/ops/forget-command.ts', 'T9', 'UZZZ'], { env })).stdout).toContain('kudos forget: nothing was stored for that person in this workspace.');
    const unknown = await run('npx', ['tsx', 'src/ops/forget-command.ts', 'T0NOPE', 'UZZZ'], { env }).then(() => undefined, (e: { code: number; stderr: string }) => e);
    expect(unknown?.code).toBe(1);
    expect(unknown?.stderr).toContain('no workspace T0NOPE is known here');
    const after = await createStoreFactory(url);
    expect(await after.atomic('allowances').keys()).toEqual(['T:T9:UMAX:2026-11-01T00:00:00.000Z']);
    await after.close();
  }, 90_000);
});
