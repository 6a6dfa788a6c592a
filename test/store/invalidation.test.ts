// Caches that must agree between instances: on PostgreSQL (LISTEN/NOTIFY), a user dropped from one instance's directory
// cache, or workspace settings, giving rules or company values saved through one instance, are dropped from the other
// instance's cache at once (not after the TTL).
import { describe, expect, it } from 'vitest';
import { DEFAULT_GIVING_RULES, GivingRulesStore } from '../../src/store/giving-rules.js';
import { createSecretBox } from '../../src/store/secrets.js';
import { ValuesStore } from '../../src/store/values.js';
import { WorkspaceStore } from '../../src/store/workspaces.js';
import { noPostgres, usePostgresDatabase } from '../support/postgres.js';
import { useStoreFactories } from './open-stores.js';

const quiet = { error: () => {}, info: () => {} };

/** Polls an async check for up to two seconds (the notification crosses PostgreSQL after the delete returns). */
async function waitFor(check: () => Promise<boolean>, what: string) {
  for (const started = Date.now(); !(await check()); ) {
    if (Date.now() - started > 2_000) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe.skipIf(noPostgres)('caches shared by two instances on PostgreSQL', () => {
  const { open } = useStoreFactories(usePostgresDatabase('invalidation').url);

  it('drops a cache entry in every instance when one deletes it, and leaves the other entries alone', async () => {
    const [one, two] = [await open(), await open()];
    const [users1, users2] = [one.cache<string>('slack-users'), two.cache<string>('slack-users')];
    const emails2 = two.cache<string>('slack-emails');
    await users1.set('T:T1:UANA', 'ana@old.test', 60_000);
    await users2.set('T:T1:UANA', 'ana@old.test', 60_000);
    await users2.set('T:T1:UBEN', 'ben@acme.test', 60_000);
    await emails2.set('T:T1:UANA', 'kept', 60_000);
    await users1.delete('T:T1:UANA'); // Slack said Ana changed, and the event reached instance one
    await waitFor(async () => (await users2.get('T:T1:UANA')) === undefined, 'the entry dropped in instance two');
    expect(await users2.get('T:T1:UBEN')).toBe('ben@acme.test');
    expect(await emails2.get('T:T1:UANA')).toBe('kept');
  });

  it('shows settings saved through one instance at once through the other', async () => {
    const box = createSecretBox([Buffer.alloc(32, 3)]);
    const [one, two] = [await open(), await open()];
    const stores = [one, two].map((s) => new WorkspaceStore(s.db, box, quiet, s.sharedMap('workspace-settings')));
    const w = { teamId: 'T1' };
    expect((await stores[1]!.get(w)).feedChannel).toBeUndefined(); // now cached in instance two
    await stores[0]!.update(w, { feedChannel: 'C42', apiKey: 'key-1234' });
    await waitFor(async () => (await stores[1]!.get(w)).feedChannel === 'C42', 'the new feed channel in instance two');
    expect((await stores[1]!.get(w)).apiKey).toBe('key-1234');
  });

  it('shows giving rules saved through one instance at once through the other, which had them cached', async () => {
    const [one, two] = [await open(), await open()];
    const stores = [one, two].map((s) => new GivingRulesStore(s.db, s.sharedMap('giving-rules')));
    const w = { teamId: 'T1' };
    expect((await stores[1]!.get(w)).allowance).toBe(DEFAULT_GIVING_RULES.allowance); // now cached in instance two
    await stores[0]!.set(w, { ...DEFAULT_GIVING_RULES, allowance: 7 });
    await waitFor(async () => (await stores[1]!.get(w)).allowance === 7, 'the new allowance in instance two');
  });

  it('shows company values saved through one instance at once through the other, which had them cached', async () => {
    const [one, two] = [await open(), await open()];
    const stores = [one, two].map((s) => new ValuesStore(s.db, s.sharedMap('company-values')));
    const w = { teamId: 'T1' };
    expect(await stores[1]!.get(w)).toEqual([]); // now cached in instance two
    const ownership = { name: 'Ownership', hashtag: 'ownership', emoji: 'muscle', description: 'We finish what we start.' };
    await stores[0]!.set(w, [ownership], 'UADMIN');
    await waitFor(async () => (await stores[1]!.get(w)).length === 1, 'the new value in instance two');
  });
});
