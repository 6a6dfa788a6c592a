// The service's data is owner-only and holds no API key in the clear: its folder 0700, its SQLite files 0600 (also
// under a umask of 0, also the app's own store), and a database of the old shape (plaintext keys, 0644) is converted
// at open: the keys keep working, only their SHA-256 is left and no byte of a key remains in the files.
import Database from 'better-sqlite3';
import { createHash } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { migrations } from '../../src/service/migrations.js';
import { startService } from '../../src/service/server.js';
import { openAppDatabase } from '../../src/db/open.js';
import { testFixture } from '../support/fixture.js';

const modeOf = (path: string) => (statSync(path).mode & 0o777).toString(8);
const tmp = () => mkdtempSync(join(tmpdir(), 'private-data-'));
const cwd = process.cwd();
const umask = process.umask();
afterEach(() => {
  process.chdir(cwd);
  process.umask(umask);
});

async function members(url: string, key: string) {
  const response = await fetch(`${url}/dev/1/members?email=ana@acme.test`, { headers: { 'x-api-key': key } });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('file modes', () => {
  it('the service creates its folder 0700 and its database, -wal and -shm 0600, whatever the umask', async () => {
    process.umask(0);
    const file = join(tmp(), 'nested', 'data', 'engagement.sqlite');
    const service = await startService({ db: file, seed: testFixture() });
    try {
      expect((await members(service.url, 'acme-dev-key')).status).toBe(200);
      expect(existsSync(`${file}-wal`) && existsSync(`${file}-shm`)).toBe(true);
      expect([file, `${file}-wal`, `${file}-shm`].map(modeOf)).toEqual(['600', '600', '600']);
      expect(modeOf(join(file, '..'))).toBe('700');
      expect(modeOf(join(file, '..', '..'))).toBe('700');
    } finally {
      await service.close();
    }
  });

  it('the default data/ folder and an older world-readable database in it are tightened at start', async () => {
    process.chdir(tmp());
    mkdirSync('data', { mode: 0o755 });
    chmodSync('data', 0o755);
    new Database('data/engagement.sqlite').close();
    chmodSync('data/engagement.sqlite', 0o644);
    const service = await startService({ db: 'data/engagement.sqlite', seed: testFixture() });
    await service.close();
    expect([modeOf('data'), modeOf('data/engagement.sqlite')]).toEqual(['700', '600']);
  });

  it('a folder named elsewhere that already exists is left as its owner set it', async () => {
    const dir = tmp();
    chmodSync(dir, 0o750);
    const service = await startService({ db: join(dir, 'db.sqlite'), seed: testFixture() });
    await service.close();
    expect([modeOf(dir), modeOf(join(dir, 'db.sqlite'))]).toEqual(['750', '600']);
  });

  it("the app's own store file under data/ is created 0600 in a 0700 folder, -wal and -shm too", async () => {
    process.umask(0);
    const file = join(tmp(), 'data', 'app.sqlite');
    const opened = await openAppDatabase(`sqlite://${file}`);
    await opened.db.insertInto('kept_records').values({ namespace: 'n', key: 'k', value_json: '"v"', expires_at: null }).execute();
    expect([file, `${file}-wal`, `${file}-shm`].map(modeOf)).toEqual(['600', '600', '600']);
    expect(modeOf(join(file, '..'))).toBe('700');
    await opened.close();
  });
});

describe('API keys as hashes', () => {
  const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

  it('a new database keeps only the SHA-256 of each key', async () => {
    const file = join(tmp(), 'db.sqlite');
    const service = await startService({ db: file, seed: testFixture() });
    try {
      const tables = service.db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 'api_key%'").all();
      expect(tables).toEqual([{ name: 'api_key_hashes' }]);
      const rows = service.db.prepare("SELECT key_sha256 FROM api_key_hashes WHERE company_id = 'acme' AND stage = 'dev'").all();
      expect(rows).toEqual([{ key_sha256: sha256('acme-dev-key') }]);
      expect((await members(service.url, 'acme-dev-key')).status).toBe(200);
      expect((await members(service.url, sha256('acme-dev-key'))).status).toBe(401); // the hash is not a key
    } finally {
      await service.close();
    }
  });

  it('a database of the old shape is converted at open: keys work, no plaintext key is left in the files', async () => {
    const secret = 'old-plaintext-key-9f3a71c2e5';
    const file = join(tmp(), 'db.sqlite');
    const old = new Database(file);
    const before = migrations.findIndex((m) => typeof m !== 'string');
    old.exec((migrations.slice(0, before) as string[]).join('\n'));
    old.pragma(`user_version = ${before}`);
    old.exec(`INSERT INTO companies VALUES ('acme', 'Acme', 'en', 'US');
      INSERT INTO api_keys VALUES ('${secret}', 'acme', 'dev'), ('${secret}-prod', 'acme', 'prod');
      INSERT INTO members (stage, company_id, email, firstname, lastname, language, country) VALUES ('dev', 'acme', 'ana@acme.test', 'Ana', 'Lima', 'en', 'US');`);
    old.close();
    chmodSync(file, 0o644);
    expect(readFileSync(file).includes(secret)).toBe(true);

    const service = await startService({ db: file, seed: testFixture() });
    try {
      expect(await members(service.url, secret)).toMatchObject({ status: 200, body: { member: { email: 'ana@acme.test' } } });
      expect((await members(service.url, `${secret}-prod`)).status).toBe(403); // still the prod key, on dev
      expect((await members(service.url, 'acme-dev-key')).status).toBe(401); // the seed was not loaded over it
      expect(service.db.prepare('SELECT key_sha256, stage FROM api_key_hashes ORDER BY stage').all()).toEqual([
        { key_sha256: sha256(secret), stage: 'dev' },
        { key_sha256: sha256(`${secret}-prod`), stage: 'prod' },
      ]);
    } finally {
      await service.close();
    }
    for (const f of [file, `${file}-wal`]) if (existsSync(f)) expect(readFileSync(f).includes(secret)).toBe(false);
    expect(modeOf(file)).toBe('600');
  });
});
