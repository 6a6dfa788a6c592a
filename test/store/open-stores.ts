// Store factories opened by one test file on one STORE_URL, all closed after its tests; the backends a store's contract
// is tested on: an SQLite file (what `npm start` uses) and PostgreSQL (production), each test file a database of its own.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';
import { type StoreFactory, createStoreFactory } from '../../src/store/factory.js';
import { noPostgres, usePostgresDatabase } from '../support/postgres.js';

/** `open()` gives a new instance's store factory (as a second app process would have) on the URL `url()` names; each
 *  test's are closed after it (a PostgreSQL server allows a hundred connections, each factory pools up to ten). */
export function useStoreFactories(url: () => string) {
  const opened: StoreFactory[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((s) => s.close()));
  });
  const open = async () => {
    const stores = await createStoreFactory(url());
    opened.push(stores);
    return stores;
  };
  return { open };
}

/** The two databases of the app's store, for `describe.skipIf(b.skip)` over each (PostgreSQL skipped when absent). */
export function storeBackends(label: string) {
  const sqliteUrl = `sqlite://${join(mkdtempSync(join(tmpdir(), `kudos-${label}-`)), 'app.sqlite')}`;
  const postgres = usePostgresDatabase(label);
  return [
    { name: 'SQLite (a file)', url: () => sqliteUrl, skip: false },
    { name: 'PostgreSQL', url: postgres.url, skip: noPostgres },
  ];
}
