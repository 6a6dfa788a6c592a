// The production shape: `npm run build` compiles src/ into dist/ (with the workbench page and the demo fixture), and
// `npm run start:prod` runs it on plain node, no tsx: it serves /healthz and stops cleanly on SIGTERM.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnApp } from '../support/app-process.js';
import { type FakeSlack, startFakeSlack } from '../support/fake-slack.js';

const startProd = (env: Record<string, string>) => spawnApp({ NODE_ENV: 'production', ...env }, 'npm', ['run', '--silent', 'start:prod']);

describe('npm run build, then npm run start:prod', () => {
  let fake: FakeSlack;
  beforeAll(async () => {
    fake = await startFakeSlack([]);
    // The lock keeps two test runs from building into the same dist/ at once.
    execFileSync('flock', ['/tmp/kudos-build.lock', 'npm', 'run', '--silent', 'build'], { stdio: 'pipe' });
  }, 180_000);
  afterAll(() => fake.close());

  it('compiles every source file and the files the app reads at run time into dist/', () => {
    expect(existsSync('dist/main.js')).toBe(true);
    expect(existsSync('dist/service/fixtures/demo-company.json')).toBe(true);
    expect(existsSync('dist/service/checkpoint-worker.cjs')).toBe(true);
    expect(existsSync('dist/workbench/public/index.html')).toBe(true);
    expect(readFileSync('dist/main.js', 'utf8')).not.toContain('tsx');
  });

  it('runs dist/main.js in HTTP mode: /healthz answers, SIGTERM stops it with 0', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'kudos-prod-'));
    const app = startProd({
      PORT: '0',
      SLACK_BOT_TOKEN: 'xoxb-prod',
      SLACK_SIGNING_SECRET: 'secret',
      SLACK_API_URL: fake.apiUrl,
      STORE_URL: `sqlite://${join(dir, 'app.sqlite')}`,
      ENGAGEMENT_DB: join(dir, 'engagement.sqlite'),
      ENCRYPTION_KEY: Buffer.alloc(32, 9).toString('base64'),
    });
    try {
      const url = await app.listening;
      expect((await fetch(`${url}/healthz`)).status).toBe(200);
      app.child.kill('SIGTERM');
      expect(await app.exited).toBe(0);
    } finally {
      if (app.child.exitCode === null) app.child.kill('SIGKILL');
    }
  }, 30_000);
});
