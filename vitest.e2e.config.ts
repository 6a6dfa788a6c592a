// Browser tests of the workbench (npm run test:e2e): real Chromium through playwright-core, one file at a time.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/e2e/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    // expect.poll waits 1 s by default: on a loaded machine App Home took longer to draw (scripts/under-load.sh).
    expect: { poll: { timeout: 15_000 } },
  },
});
