// One person's data deleted on request: `npm run forget -- T1 UANA` deletes UANA's allowance counters, cached profile,
// member-e-mail link and admin role in T1, keeps everyone else's, and touches neither the engagement service's records
// nor the rewards ledger (the company's book: their balance and its entries stay).
import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { eraseRecognitions, forgetRecognitions } from '../../src/engagement/feed/index.js';
import { erasePerson } from '../../src/store/erase-person.js';
import { createStoreFactory } from '../../src/store/factory.js';
import { TEST_ENCRYPTION_KEY, textOf, useHarness, waitFor } from '../support/app-harness.js';
import { appArgs } from '../support/app-process.js';

const h = useHarness();
const T1 = { teamId: 'T1' };

async function give(text: string, user: string) {
  const before = h.current.fake.callsTo('response_url').length;
  await h.current.command(text, user);
  expect(
    textOf(
      (
        await waitFor(
          () =>
            h.current.fake
              .callsTo('response_url')
              .slice(before)
              .find((c) => c.args.text),
          'kudos answer',
        )
      ).args,
    ),
  ).toContain('You sent');
}

const allowanceKeys = async () => h.current.runtime.stores.atomic('allowances').keys();

describe('forgetting one person', () => {
  it('deletes their records, cached profile, link and admin role in the workspace, and keeps the others’', async () => {
    await give('<@UCARA|cara> 2 for forget test one', 'UANA');
    await give('<@UCARA|cara> 3 for forget test two', 'UBEN');
    const deps = h.current.runtime.deps;
    await deps.workspaces.update(T1, { links: { UANA: 'ana@acme.test', UBEN: 'ben@acme.test' }, admins: ['UANA', 'UCEO'] });
    expect((await allowanceKeys()).filter((k) => k.startsWith('T:T1:UANA:'))).toHaveLength(1);
    await deps.rewards.ledger.adjust(T1, 'UANA', 25, 'UCEO', 'forget test');
    const counts = await erasePerson({ ...h.current.runtime.stores, recognitions: { eraseRecognitions, forgetRecognitions } }, T1, 'UANA');
    expect(counts['counters/allowances']).toBe(1);
    expect(counts.cache).toBeGreaterThan(0);
    expect(counts['settings (link, admin role)']).toBe(2);
    expect((await allowanceKeys()).filter((k) => k.startsWith('T:T1:UANA:'))).toEqual([]);
    expect((await allowanceKeys()).filter((k) => k.startsWith('T:T1:UBEN:'))).toHaveLength(1);
    const settings = await deps.workspaces.get(T1);
    expect(settings.links).toEqual({ UBEN: 'ben@acme.test' });
    expect(settings.admins).toEqual(['UCEO']);
    // The company's records stay: the kudos, and the rewards ledger with the balance its entries add up to.
    expect(h.current.recognitions().filter((r) => r.reason.startsWith('forget test'))).toHaveLength(2);
    expect(await deps.rewards.ledger.balance(T1, 'UANA')).toBe(25);
    expect((await deps.rewards.ledger.entries(T1)).filter((e) => e.user === 'UANA').map((e) => e.why)).toContain('forget test');
  });

  it('npm run forget does it on the STORE_URL and says what went, counts only', async () => {
    const url = `sqlite://${join(mkdtempSync(join(tmpdir(), 'kudos-forget-')), 'app.sqlite')}`;
    const stores = await createStoreFactory(url);
    await stores.atomic('allowances').spend('T:T9:UZOE:2026-11-01T00:00:00.000Z', 4, 10);
    await stores.atomic('allowances').spend('T:T9:UMAX:2026-11-01T00:00:00.000Z', 5, 10);
    await stores.close();
    const env = { ...process.env, STORE_URL: url, ENCRYPTION_KEY: TEST_ENCRYPTION_KEY };
    // The command `npm run forget` runs, on this run's compiled copy of src/ (a second each, where npx and tsx took five).
    const forget = (...args: string[]) =>
      promisify(execFile)(process.execPath, [...appArgs('ops/forget-command'), ...args], { env, cwd: new URL('../..', import.meta.url).pathname });
    const { stdout } = await forget('T9', 'UZOE');
    expect(stdout).toContain('deleted counters/allowances 1');
    expect(stdout).toContain('were not touched');
    expect(stdout).not.toContain('UZOE');
    await expect(forget('nonsense')).rejects.toThrow(/usage/);
    // A known workspace where the person left nothing, then a mistyped team ID: plain words, and a failure for the latter.
    expect((await forget('T9', 'UZZZ')).stdout).toContain('kudos forget: nothing was stored for that person in this workspace.');
    const unknown = await forget('T0NOPE', 'UZZZ').then(
      () => undefined,
      (e: { code: number; stderr: string }) => e,
    );
    expect(unknown?.code).toBe(1);
    expect(unknown?.stderr).toContain('no workspace T0NOPE is known here');
    const after = await createStoreFactory(url);
    expect(await after.atomic('allowances').keys()).toEqual(['T:T9:UMAX:2026-11-01T00:00:00.000Z']);
    await after.close();
  }, 90_000);
});
