// The schema's versions at start: instances starting together on one empty PostgreSQL migrate it once (the advisory
// lock), a restart finds nothing to do, and a database a newer version migrated is refused in words, on both databases.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { migrations } from '../../src/db/migrate.js';
import { openAppDatabase } from '../../src/db/open.js';
import { createStoreFactory } from '../../src/store/factory.js';
import { noPostgres, useFreshDatabases } from '../support/postgres.js';

const fresh = useFreshDatabases();

async function rows(url: string, text: string): Promise<Record<string, unknown>[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows as Record<string, unknown>[];
  } finally {
    await client.end();
  }
}

describe.skipIf(noPostgres)('migrations on PostgreSQL', () => {
  it('migrates an empty database once when four instances start at the same moment', async () => {
    const url = await fresh('migrate-race');
    const opened = await Promise.all(Array.from({ length: 4 }, () => createStoreFactory(url)));
    await Promise.all(opened.map((s) => s.close()));
    const done = await rows(url, 'SELECT name FROM kudos_migrations ORDER BY name');
    expect(done.map((r) => r.name)).toEqual(Object.keys(migrations('postgres')).sort());
    // Every table is there once, and a restart has nothing to do.
    const again = await createStoreFactory(url);
    await again.close();
    expect(await rows(url, 'SELECT name FROM kudos_migrations')).toHaveLength(done.length);
  }, 30_000);

  it('refuses a database a newer version migrated, naming what it does not know', async () => {
    const url = await fresh('migrate-newer');
    await (await createStoreFactory(url)).close();
    await rows(url, "INSERT INTO kudos_migrations (name, timestamp) VALUES ('9999-from-the-future', '2027-01-01T00:00:00Z')");
    await expect(openAppDatabase(url)).rejects.toThrow(/migrated by a newer version of Kudos \(it has 9999-from-the-future/);
  });

  it('leaves nothing of a migration interrupted half-way, and the next start finishes it', async () => {
    const url = await fresh('migrate-interrupted');
    // A table in the way of the first migration's last step: it fails there, after creating every table before it.
    await rows(url, 'CREATE TABLE export_jobs (in_the_way integer)');
    await expect(openAppDatabase(url)).rejects.toThrow(/0001-app-store/);
    expect(
      await rows(url, "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_name IN ('claims', 'outbox', 'installations')"),
    ).toEqual([]);
    await rows(url, 'DROP TABLE export_jobs');
    await (await openAppDatabase(url)).close();
    expect((await rows(url, 'SELECT name FROM kudos_migrations ORDER BY name')).map((r) => r.name)).toEqual(Object.keys(migrations('postgres')).sort());
  });

  it('enforces the rules the tables declare: no negative total, no unknown stage', async () => {
    const url = await fresh('migrate-checks');
    await (await createStoreFactory(url)).close();
    await expect(rows(url, "INSERT INTO counters (namespace, key, total) VALUES ('allowances', 'x', -1)")).rejects.toThrow(/counters_total_not_negative/);
    await expect(rows(url, "INSERT INTO workspace_settings (workspace_key, stage) VALUES ('T:T1', 'staging')")).rejects.toThrow(/workspace_settings_stage/);
  });
});

describe('migrations on SQLite', () => {
  it('refuses a file a newer version migrated, and opens one of its own version again', async () => {
    const url = `sqlite://${join(mkdtempSync(join(tmpdir(), 'kudos-migrate-')), 'app.sqlite')}`;
    const first = await openAppDatabase(url);
    await first.close();
    const again = await openAppDatabase(url);
    await again.sqlite!.prepare("INSERT INTO kudos_migrations (name, timestamp) VALUES ('9999-from-the-future', '2027-01-01T00:00:00Z')").run();
    await again.close();
    await expect(openAppDatabase(url)).rejects.toThrow(/newer version of Kudos/);
  });

  it('leaves nothing of a migration interrupted half-way, and the next start finishes it', async () => {
    const url = `sqlite://${join(mkdtempSync(join(tmpdir(), 'kudos-migrate-')), 'app.sqlite')}`;
    const file = new Database(url.slice('sqlite://'.length));
    file.exec('CREATE TABLE export_jobs (in_the_way integer)');
    await expect(openAppDatabase(url)).rejects.toThrow(/0001-app-store/);
    expect(file.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name IN ('claims', 'outbox', 'installations')").all()).toEqual([]);
    file.exec('DROP TABLE export_jobs');
    file.close();
    const opened = await openAppDatabase(url);
    const done = opened.sqlite!.prepare('SELECT name FROM kudos_migrations ORDER BY name').all() as { name: string }[];
    await opened.close();
    expect(done.map((r) => r.name)).toEqual(Object.keys(migrations('sqlite')).sort());
  });
});
