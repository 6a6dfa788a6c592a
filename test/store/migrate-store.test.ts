// `npm run migrate-store` and the start of an older SQLite file: a store written in the old layouts (an SQLite file's
// kudos_app, a Redis keyspace; legacy-layouts.ts) moves to a fresh PostgreSQL database or SQLite file, and every kind of
// record reads back through this version's stores (legacy-fixture.ts); a second run changes nothing; a target holding
// records of its own is refused without --force; the command prints counts and never a password, and exits non-zero on
// a ledger whose balances are not their entries' sums; an older data/app.sqlite is imported once at start.
import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import type { Kysely } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database as Schema } from '../../src/db/schema.js';
import { openAppDatabase } from '../../src/db/open.js';
import { createStoreFactory } from '../../src/store/factory.js';
import { GivingRulesStore } from '../../src/store/giving-rules.js';
import { type MoveResult, moveLegacy } from '../../src/store/legacy/migrate.js';
import { readRedisLegacy } from '../../src/store/legacy/redis-reader.js';
import type { LegacySnapshot } from '../../src/store/legacy/snapshot.js';
import { readSqliteLegacy } from '../../src/store/legacy/sqlite-reader.js';
import { appArgs } from '../support/app-process.js';
import { noPostgres, useFreshDatabases } from '../support/postgres.js';
import { expectEveryKind, writeLegacyStore } from './legacy-fixture.js';
import { redisClient, redisLegacyWriter, sqliteLegacyWriter } from './legacy-layouts.js';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const redis = redisClient(REDIS_URL);
redis.on('error', () => {});
const noRedis = await redis.connect().then(
  () => false,
  () => true,
);
if (noRedis) console.warn(`SKIPPED: the move from Redis, because none answers at ${REDIS_URL}`);
afterAll(async () => {
  if (!noRedis) await redis.close();
});

const dir = mkdtempSync(join(tmpdir(), 'kudos-migrate-'));
let files = 0;

/** An older version's SQLite file holding the fixture; `more` writes extra records in the old layout. */
async function legacyFile(more?: (w: ReturnType<typeof sqliteLegacyWriter>) => Promise<void>) {
  const path = join(dir, `old-${(files += 1)}.sqlite`);
  const file = new Database(path);
  const w = sqliteLegacyWriter(file);
  const written = await writeLegacyStore(w);
  await more?.(w);
  file.close();
  return { path, written };
}

function snapshotOf(path: string): LegacySnapshot {
  const file = new Database(path);
  try {
    return readSqliteLegacy(file, `sqlite://${path}`);
  } finally {
    file.close();
  }
}

/** Every row of every table of the app, to tell that a run changed nothing. */
async function everyRow(db: Kysely<Schema>): Promise<Record<string, string[]>> {
  const tables = (await db.introspection.getTables()).map((t) => t.name).filter((name) => !name.startsWith('kudos_migrations'));
  const rows: Record<string, string[]> = {};
  for (const table of tables)
    rows[table] = (
      await db
        .selectFrom(table as keyof Schema)
        .selectAll()
        .execute()
    )
      .map((r) => JSON.stringify(r))
      .sort();
  return rows;
}

function moved(result: MoveResult) {
  if ('refused' in result) throw new Error(`refused: ${[...result.refused.keys()].join(', ')}`);
  return result;
}

/** Moves the snapshot to `url` twice: the first writes, the second changes no row and says so. */
async function moveTwice(legacy: LegacySnapshot, url: string) {
  const target = await openAppDatabase(url);
  try {
    const first = moved(await moveLegacy(legacy, target.db, { force: false }));
    expect(first.tally.written).toBeGreaterThan(50);
    expect(first.tally.problems).toEqual([]);
    const before = await everyRow(target.db);
    const second = moved(await moveLegacy(legacy, target.db, { force: false }));
    expect(second.tally.written).toBe(0);
    expect(await everyRow(target.db)).toEqual(before);
    return { first, second };
  } finally {
    await target.close();
  }
}

describe.skipIf(noPostgres)('moving an older store to PostgreSQL', () => {
  const fresh = useFreshDatabases();

  it('from an SQLite file: every kind of record reads back through the new stores; a second run changes nothing', async () => {
    const { path, written } = await legacyFile(async (w) => w.claim('dedupe', 'event:T1:EvOld', { state: 'done' }, -60_000));
    const url = await fresh('mig_sqlite');
    const { first, second } = await moveTwice(snapshotOf(path), url);
    const lines = first.tally.lines().join('\n');
    expect(lines).toMatch(/ledger entries\s+6 \(6 written, 0 already there\)/);
    expect(lines).toMatch(/dedupe claims\s+2 \(2 written, 0 already there\); left out: 1 expired/);
    expect(lines).toMatch(/1 records of the leaderboards' saved copy of the feed/);
    expect(lines).toMatch(/1 Slack rate slots/);
    expect(lines).toMatch(/1 directory sync chunks of jobs no longer there/);
    expect(second.tally.lines().join('\n')).toMatch(/ledger entries\s+6 \(0 written, 6 already there\)/);
    const stores = await createStoreFactory(url);
    try {
      await expectEveryKind(stores, written);
    } finally {
      await stores.close();
    }
  });

  it.skipIf(noRedis)(
    'from Redis keys under a prefix: every kind of record reads back; a second run changes nothing; the prefix’s other keys are said',
    async () => {
      const prefix = `kudos-mig-${process.pid}-${Date.now()}`;
      try {
        const written = await writeLegacyStore(redisLegacyWriter(redis, prefix));
        await redis.hSet(`${prefix}:bull:digest:meta`, 'opts.maxLenEvents', '10000');
        const legacy = await readRedisLegacy(REDIS_URL, prefix, `redis://127.0.0.1:6379 (prefix ${prefix})`);
        const url = await fresh('mig_redis');
        const { first } = await moveTwice(legacy, url);
        expect(first.tally.lines().join('\n')).toMatch(/1 keys of BullMQ's queue/);
        const stores = await createStoreFactory(url);
        try {
          await expectEveryKind(stores, written);
        } finally {
          await stores.close();
        }
      } finally {
        for await (const keys of redis.scanIterator({ MATCH: `${prefix}:*`, COUNT: 1000 })) if (keys.length) await redis.del(keys);
      }
    },
  );

  it('refuses a target that holds records of its own, and with --force moves into it, keeping them', async () => {
    const { path } = await legacyFile();
    const target = await openAppDatabase(await fresh('mig_force'));
    try {
      await new GivingRulesStore(target.db).set(
        { teamId: 'TNEW' },
        { allowance: 7, period: 'month', resetDay: 1, timeZoneBasis: 'workspace', timeZone: 'UTC', perKudosMax: 7, adminsExempt: false },
      );
      const refused = await moveLegacy(snapshotOf(path), target.db, { force: false });
      expect('refused' in refused && Object.fromEntries(refused.refused)).toEqual({ giving_rules: 1 });
      expect(await target.db.selectFrom('workspace_settings').selectAll().execute()).toEqual([]);
      moved(await moveLegacy(snapshotOf(path), target.db, { force: true }));
      expect([
        (await new GivingRulesStore(target.db).get({ teamId: 'TNEW' })).allowance,
        (await new GivingRulesStore(target.db).get({ teamId: 'T1' })).allowance,
      ]).toEqual([7, 40]);
    } finally {
      await target.close();
    }
  });

  it('npm run migrate-store prints counts per kind and no password, refuses a non-empty target, and exits 1 on a balance that is not its entries’ sum', async () => {
    const run = (args: string[]) =>
      promisify(execFile)(process.execPath, [...appArgs('ops/migrate-store-command'), ...args], { cwd: join(import.meta.dirname, '../..') }).then(
        ({ stdout }) => ({ code: 0, out: stdout }),
        (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, out: e.stdout + e.stderr }),
      );
    const withPassword = (url: string) => url.replace('postgres://postgres@', 'postgres://postgres:hunter2@');
    const good = await legacyFile();
    const url = withPassword(await fresh('mig_cli'));
    const ok = await run(['--from', `sqlite://${good.path}`, '--to', url]);
    expect(ok.code).toBe(0);
    expect(ok.out).toMatch(/workspace settings\s+2 \(2 written/);
    expect(ok.out).toMatch(/ledger check: 2 people in 1 workspace, each balance the sum of their entries/);
    expect(ok.out).not.toMatch(/hunter2|eng-key-9876|xoxb-legacy/);
    expect((await run(['--from', `sqlite://${good.path}`, '--to', url])).out).toMatch(/Nothing changed: the target held every record already/);
    // A book whose counter moved without its entry (damaged by hand): moved as it was, and said.
    const off = await legacyFile(async (w) => w.ledgerCounter('bal:T:T9:U9', 10));
    const refused = await run(['--from', `sqlite://${off.path}`, '--to', url]);
    expect([refused.code, refused.out]).toEqual([1, expect.stringMatching(/the target already holds records \(.*\): nothing was moved/)]);
    const mismatch = await run(['--from', `sqlite://${off.path}`, '--to', withPassword(await fresh('mig_off'))]);
    expect([mismatch.code, mismatch.out]).toEqual([1, expect.stringMatching(/T:T9 U9: balance 10, entries sum to 0/)]);
  }, 60_000);
});

describe('moving an older SQLite file to a new SQLite file', () => {
  it('moves every kind of record, and a second run changes nothing', async () => {
    const { path, written } = await legacyFile();
    const url = `sqlite://${join(dir, 'new.sqlite')}`;
    await moveTwice(snapshotOf(path), url);
    const stores = await createStoreFactory(url);
    try {
      await expectEveryKind(stores, written);
    } finally {
      await stores.close();
    }
  });
});

describe('an older data/app.sqlite at start', () => {
  it('is imported once, in one transaction with the rename of its old table, and the counts are logged', async () => {
    const { path, written } = await legacyFile();
    const notes: string[] = [];
    const stores = await createStoreFactory(`sqlite://${path}`, { onNote: (line) => notes.push(line) });
    try {
      await expectEveryKind(stores, written);
    } finally {
      await stores.close();
    }
    expect(notes.join('\n')).toMatch(/imported the records of an older version's .*old-\d+\.sqlite \(its table is kudos_app_imported now\)/);
    expect(notes.join('\n')).toMatch(/store:\s+giving rules\s+1 \(1 written/);
    const file = new Database(path);
    expect(file.prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 'kudos_%' ORDER BY name`).all()).toEqual(
      expect.arrayContaining([{ name: 'kudos_app_imported' }, { name: 'kudos_outbox_imported' }]),
    );
    file.close();
    const again: string[] = [];
    await (await createStoreFactory(`sqlite://${path}`, { onNote: (line) => again.push(line) })).close();
    expect(again).toEqual([]);
  });
});
