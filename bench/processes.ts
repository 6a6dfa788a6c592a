// Child processes for benchmarks: the engagement service and a fake Slack run apart from the app under test, so their
// work is not counted against its memory or CPU — as in production, where both are remote.
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Fixture } from '../src/service/fixture.js';

export async function startServiceProcess(fixture: Fixture, env: Record<string, string> = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-'));
  const seed = join(dir, 'seed.json');
  writeFileSync(seed, JSON.stringify(fixture));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/service/main.ts'], {
    env: { ...process.env, ENGAGEMENT_PORT: '0', ENGAGEMENT_DB: join(dir, 'db.sqlite'), ENGAGEMENT_SEED: seed, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d) => {
      out += d;
      const match = /listening on (http:\/\/[\d.:]+)/.exec(out);
      if (match) resolve(match[1]!);
    });
    child.on('exit', () => reject(new Error(`service exited: ${out}`)));
  });
  child.stdout!.resume();
  return { url, stop: () => child.kill('SIGTERM') };
}

export async function startFakeSlackProcess(users: object[]) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/fake-slack-process.ts', JSON.stringify(users)], { stdio: ['ignore', 'pipe', 'inherit'] });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d) => {
      out += d;
      const match = /fake slack on (http:\/\/[\d.:]+)/.exec(out);
      if (match) resolve(match[1]!);
    });
    child.on('exit', () => reject(new Error(`fake slack exited: ${out}`)));
  });
  child.stdout!.resume();
  let n = 0;
  return { apiUrl: `${url}/api/`, responseUrl: () => `${url}/response/B${++n}`, stop: () => child.kill('SIGTERM') };
}
