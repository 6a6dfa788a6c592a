// The demo workbench as `npm start` opens it, on SQLite files in a folder of its own, for tests that start (and
// restart) it without a browser: stopped, and its folder removed, after each test.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';
import { parseConfig } from '../../src/config.js';
import { createLogger } from '../../src/log.js';
import { type RunningWorkbench, startWorkbenchRuntime } from '../../src/workbench/start.js';

export type DemoWorkbench = {
  /** A new empty folder for a demo's files. */
  folder: () => string;
  /** Starts the demo on `dir`'s files (a new folder by default): a folder used before is a restart. */
  start: (dir?: string) => Promise<RunningWorkbench>;
  /** Stops the demo started last, keeping its files. */
  stop: () => Promise<void>;
};

export function useDemoWorkbench(name: string): DemoWorkbench {
  const dirs: string[] = [];
  let running: RunningWorkbench | undefined;
  const stop = async () => {
    await running?.stop();
    running = undefined;
  };
  afterEach(async () => {
    await stop();
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  });
  const folder = () => {
    const dir = mkdtempSync(join(tmpdir(), `kudos-${name}-`));
    dirs.push(dir);
    return dir;
  };
  return {
    folder,
    stop,
    start: async (dir = folder()) => {
      const config = parseConfig({
        PORT: '0',
        ENGAGEMENT_DB: join(dir, 'service.db'),
        STORE_URL: `sqlite://${join(dir, 'app.db')}`,
        ENCRYPTION_KEY: Buffer.alloc(32, 5).toString('base64'),
        LOG_LEVEL: 'warn',
      });
      running = await startWorkbenchRuntime(
        config,
        createLogger('warn', () => {}),
      );
      return running;
    },
  };
}
