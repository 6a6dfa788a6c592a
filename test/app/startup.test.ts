// `npm start` as a real process: clear lines without credentials or with a bad value; in HTTP mode it serves
// /healthz with the embedded engagement service, and generates the encryption key once (mode 0600) when none is set;
// a bad key file is refused in one line, and the app's own database is created 0600 too. The entry point runs on the
// run's compiled copy of src/ (test/support/app-build.ts); stopping.test.ts starts it through npm start and tsx.
import { spawn } from 'node:child_process';
import { mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { appArgs } from '../support/app-process.js';
import { type FakeSlack, startFakeSlack } from '../support/fake-slack.js';
import { POSTGRES_URL, noPostgres } from '../support/postgres.js';

const children = new Set<ReturnType<typeof spawn>>();
// A test that fails while its process still runs must not leave it running.
afterEach(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  children.clear();
});

function run(env: Record<string, string>) {
  const child = spawn(process.execPath, appArgs(), {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { child, exited, output: () => output };
}

describe('npm start', () => {
  let fake: FakeSlack;
  beforeAll(async () => {
    fake = await startFakeSlack([]);
  });
  afterAll(() => fake.close());

  it('without Slack credentials starts the workbench, says how to connect, and serves the page', async () => {
    const r = run({ PORT: '0', ENGAGEMENT_DB: ':memory:', STORE_URL: 'sqlite://:memory:', ENCRYPTION_KEY: Buffer.alloc(32, 2).toString('base64') });
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setInterval(() => {
        const match = /Kudos workbench: (http:\/\/localhost:\d+)\//.exec(r.output());
        if (match) {
          clearInterval(timer);
          resolve(match[1]!);
        }
      }, 20);
      r.exited.then(() => reject(new Error(r.output())));
    });
    expect(r.output()).toContain('SLACK_BOT_TOKEN and SLACK_SIGNING_SECRET');
    const page = await fetch(`${url}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Kudos workbench');
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    r.child.kill('SIGTERM');
    expect(await r.exited).toBe(0);
  });

  it.each([
    [{ PORT: 'eighty' }, 'kudos: PORT'],
    [{ ENGAGEMENT_STAGE: 'staging' }, 'kudos: ENGAGEMENT_STAGE must be prod or dev'],
    [{ ENCRYPTION_KEY: 'short' }, 'kudos: ENCRYPTION_KEY must be 32 bytes'],
    [{ ENCRYPTION_KEY: `${Buffer.alloc(32, 1).toString('base64')},short` }, 'kudos: ENCRYPTION_KEY must be 32 bytes'],
    [{ ENCRYPTION_KEY: `${'!'.repeat(4)}${Buffer.alloc(32, 1).toString('base64')}` }, 'kudos: ENCRYPTION_KEY must be 32 bytes'],
    [{ SLACK_BOT_TOKEN: 'xoxb-1' }, 'kudos: SLACK_SIGNING_SECRET is required'],
    [{ STORE_URL: 'mongodb://x' }, 'kudos: STORE_URL must look like'],
  ])('refuses %o in one line', async (env, line) => {
    const r = run(env as Record<string, string>);
    expect(await r.exited).toBe(1);
    expect(r.output().trim().split('\n')).toHaveLength(1);
    expect(r.output()).toContain(line);
  });

  const key = Buffer.alloc(32, 1).toString('base64');
  it.each([
    [
      'a port nothing listens on',
      'postgres://kudos:s3cret@127.0.0.1:1/kudos',
      'kudos: cannot use the PostgreSQL database at kudos@127.0.0.1:1/kudos (STORE_URL): connection refused: is PostgreSQL running there, and listening on that port?',
    ],
    [
      'a host that does not exist',
      'postgres://kudos:s3cret@db.invalid/kudos',
      'kudos: cannot use the PostgreSQL database at kudos@db.invalid:5432/kudos (STORE_URL): no such host: check the host name in STORE_URL',
    ],
  ])('refuses a STORE_URL naming %s in one line, naming the server and what to check, never the password', async (_what, url, line) => {
    const r = run({ SLACK_BOT_TOKEN: 'xoxb-1', SLACK_SIGNING_SECRET: 's', PORT: '0', STORE_URL: url, ENCRYPTION_KEY: key, ENGAGEMENT_DB: ':memory:' });
    expect(await r.exited).toBe(1);
    expect(r.output().trim().split('\n')).toEqual([line]);
    expect(r.output()).not.toContain('s3cret');
  });

  it.skipIf(noPostgres)('refuses a STORE_URL naming a database the server does not have, saying to create it', async () => {
    const url = new URL(POSTGRES_URL);
    url.pathname = '/kudos_no_such_database';
    const r = run({
      SLACK_BOT_TOKEN: 'xoxb-1',
      SLACK_SIGNING_SECRET: 's',
      PORT: '0',
      STORE_URL: url.toString(),
      ENCRYPTION_KEY: key,
      ENGAGEMENT_DB: ':memory:',
    });
    expect(await r.exited).toBe(1);
    expect(r.output().trim().split('\n')).toHaveLength(1);
    expect(r.output()).toContain('kudos_no_such_database (STORE_URL): the database does not exist: create it (createdb) or fix its name in STORE_URL');
  });

  it.each([
    ['not a key at all', 'garbage!\n'],
    ['a key of the wrong length', `${Buffer.alloc(16, 1).toString('base64')}\n`],
    ['an empty file', ''],
  ])('refuses a key file holding %s in one line', async (_what, content) => {
    const dir = mkdtempSync(join(tmpdir(), 'kudos-keyfile-'));
    writeFileSync(join(dir, 'encryption.key'), content, { mode: 0o600 });
    const r = run({ PORT: '0', STORE_URL: `sqlite://${join(dir, 'app.sqlite')}`, ENGAGEMENT_DB: ':memory:' });
    expect(await r.exited).toBe(1);
    expect(r.output().trim().split('\n')).toHaveLength(1);
    expect(r.output()).toContain(`kudos: ${join(dir, 'encryption.key')} does not hold a 32-byte key`);
  });

  it('runs in HTTP mode on the embedded service, answers /healthz, and stops on SIGTERM', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'kudos-start-'));
    const r = run({
      PORT: '0',
      SLACK_BOT_TOKEN: 'xoxb-start',
      SLACK_SIGNING_SECRET: 'secret',
      SLACK_API_URL: fake.apiUrl,
      STORE_URL: `sqlite://${join(dir, 'app.sqlite')}`,
      ENGAGEMENT_DB: join(dir, 'engagement.sqlite'),
    });
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setInterval(() => {
        const match = /Slack app listening on (http:\/\/[\d.:]+)/.exec(r.output());
        if (match) {
          clearInterval(timer);
          resolve(match[1]!);
        }
      }, 20);
      r.exited.then(() => reject(new Error(r.output())));
    });
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    expect(r.output()).toContain('embedded engagement service');
    expect(r.output()).toContain('ENCRYPTION_KEY is not set: generated one');
    expect(statSync(join(dir, 'encryption.key')).mode & 0o777).toBe(0o600);
    expect(statSync(join(dir, 'app.sqlite')).mode & 0o777).toBe(0o600);
    r.child.kill('SIGTERM');
    expect(await r.exited).toBe(0);
  });
});
