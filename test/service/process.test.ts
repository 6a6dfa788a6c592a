// `npm run service` as a real process: honours ENGAGEMENT_*, prints its address, logs requests without the key,
// keeps data across a restart, stops cleanly on SIGTERM, and refuses a bad seed with the exact path.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createEngagementClient, fastRetryPolicy } from '../../src/engagement-client/index.js';
import { appArgs } from '../support/app-process.js';
import { testFixture } from '../support/fixture.js';

const dir = mkdtempSync(join(tmpdir(), 'engagement-'));
const seed = join(dir, 'seed.json');
writeFileSync(seed, JSON.stringify(testFixture()));

function start(env: Record<string, string>) {
  const child = spawn(process.execPath, appArgs('service/main'), {
    env: { ...process.env, ENGAGEMENT_PORT: '0', ENGAGEMENT_SEED: seed, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const listening = new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', () => {
      const match = /listening on (http:\/\/[\d.]+:\d+)/.exec(output);
      if (match) resolve(match[1]!);
    });
    child.on('exit', () => reject(new Error(`service exited: ${output}`)));
  });
  listening.catch(() => {}); // a test that expects the exit awaits `exited` instead
  return { child, listening, exited, output: () => output };
}

async function stop(child: ChildProcess, exited: Promise<number | null>) {
  child.kill('SIGTERM');
  return exited;
}

describe('npm run service', () => {
  it('serves, logs without the key, persists across a restart and exits 0 on SIGTERM', async () => {
    const db = join(dir, 'engagement.sqlite');
    const first = start({ ENGAGEMENT_DB: db });
    const url = await first.listening;
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    const client = createEngagementClient({ root: url, stage: 'dev', apiKey: 'acme-dev-key', retryPolicy: fastRetryPolicy });
    await client.recognition.create('ana@acme.test', { recipients: 'ben@acme.test', amount: 9, for: 'survives restarts' });
    expect(await stop(first.child, first.exited)).toBe(0);
    expect(first.output()).toContain('POST /dev/1/recognition/ana%40acme.test 200');
    expect(first.output()).not.toContain('acme-dev-key');

    const second = start({ ENGAGEMENT_DB: db });
    const again = createEngagementClient({ root: await second.listening, stage: 'dev', apiKey: 'acme-dev-key', retryPolicy: fastRetryPolicy });
    const received = await again.recognition.list({ email: 'ben@acme.test' });
    expect(received.recognitions.filter((r) => r.for === 'survives restarts')).toHaveLength(1);
    expect(received.recognitions.filter((r) => r.for === 'seed thanks')).toHaveLength(0); // seed loaded once, not twice
    expect((await again.recognition.list({ email: 'ana@acme.test' })).recognitions.filter((r) => r.for === 'seed thanks')).toHaveLength(1);
    expect(await stop(second.child, second.exited)).toBe(0);
  });

  it('refuses a bad seed with the exact path and exit code 1', async () => {
    const bad = testFixture() as unknown as { companies: { api_keys: { stage: string }[] }[] };
    bad.companies[1]!.api_keys[0]!.stage = 'staging';
    const file = join(dir, 'bad.json');
    writeFileSync(file, JSON.stringify(bad));
    const run = start({ ENGAGEMENT_DB: ':memory:', ENGAGEMENT_SEED: file });
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain('companies[1].api_keys[0].stage');
  });

  it('refuses a malformed ENGAGEMENT_IMPORT_RATE in one line', async () => {
    const run = start({ ENGAGEMENT_DB: ':memory:', ENGAGEMENT_IMPORT_RATE: 'fast' });
    expect(await run.exited).toBe(1);
    expect(run.output().trim()).toBe('engagement service: ENGAGEMENT_IMPORT_RATE must look like 10/60s');
  });
});
