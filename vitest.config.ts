// Test runner settings: integration tests start real servers, so they get generous hook timeouts; src/ is compiled once
// for the tests that start the app as a process (test/support/app-build.ts).
import { defineConfig } from 'vitest/config';

/** Folders whose files share one module graph per worker (isolate: false): each file starts its own app, service and
 *  fake Slack and keeps no state in modules from one file to the next, and loading the modules afresh for each file
 *  took up to half their time (two workers, each folder alone: app 362 → 202 s, unit 52 → 29 s, engagement 40 → 20 s,
 *  service 27 → 16 s). test/store and test/deploy gain nothing from it (their time is in their tests) and stay apart. */
const SHARED = ['test/app/**/*.test.ts', 'test/unit/**/*.test.ts', 'test/engagement/**/*.test.ts', 'test/service/**/*.test.ts'];
const EXCLUDE = ['test/e2e/**', 'node_modules/**'];

export default defineConfig({
  test: {
    testTimeout: 20_000,
    hookTimeout: 30_000,
    pool: 'forks',
    // Vitest's default is one worker less than the cores: one on this 2-core machine, where the files spend most of
    // their time waiting on the servers they start. Three keep both cores busy (745 → 485 s for the whole suite).
    maxWorkers: 3,
    // expect.poll's own default is 1 s, short for a loaded machine; a condition that holds returns at once.
    expect: { poll: { timeout: 15_000 } },
    globalSetup: ['test/support/app-build.ts'],
    projects: [
      { extends: true, test: { name: 'shared', include: SHARED, exclude: EXCLUDE, isolate: false } },
      { extends: true, test: { name: 'isolated', include: ['test/**/*.test.ts'], exclude: [...EXCLUDE, ...SHARED] } },
    ],
  },
});
