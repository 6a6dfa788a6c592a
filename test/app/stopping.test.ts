// Stopping `npm start` as people do: SIGTERM to the npm process (a service manager, `kill`) and Ctrl-C (SIGINT to
// the whole process group). Either way everything stops, gracefully, and the port is free again.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Whether something still listens on `port` (a listen of our own fails with EADDRINUSE). */
function taken(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer()
      .once('error', () => resolve(true))
      .listen(port, '127.0.0.1', () => probe.close(() => resolve(false)));
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function startNpm(port: number) {
  const dir = mkdtempSync(join(tmpdir(), 'kudos-stop-'));
  // Its own process group, as a shell gives a foreground job, so Ctrl-C can be sent to the group.
  const npm = spawn('npm', ['start'], {
    detached: true,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: String(port),
      STORE_URL: `sqlite://${join(dir, 'app.sqlite')}`,
      ENGAGEMENT_DB: join(dir, 'engagement.sqlite'),
      ENCRYPTION_KEY: Buffer.alloc(32, 3).toString('base64'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  npm.stdout.on('data', (d) => (output += d));
  npm.stderr.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => npm.on('exit', resolve));
  await expect.poll(() => output, { timeout: 30_000, interval: 50 }).toContain('Kudos workbench:');
  return { npm, exited, output: () => output };
}

describe('stopping npm start', () => {
  it.each([
    ['SIGTERM to the npm process', (pid: number) => process.kill(pid, 'SIGTERM')],
    ['Ctrl-C (SIGINT to the process group)', (pid: number) => process.kill(-pid, 'SIGINT')],
  ])(
    '%s stops everything and frees the port',
    async (_how, signal) => {
      const port = await freePort();
      const started = await startNpm(port);
      try {
        expect(await taken(port)).toBe(true);
        signal(started.npm.pid!);
        // Exit code 0: a graceful stop. A second signal must not cut it short (Ctrl-C reaches the server twice).
        expect(await Promise.race([started.exited, new Promise((resolve) => setTimeout(() => resolve('still running'), 15_000))])).toBe(0);
        await expect.poll(() => taken(port), { timeout: 2_000 }).toBe(false);
        expect(started.output()).toContain('shutting down');
        expect(started.output()).not.toContain('exiting anyway');
      } finally {
        // Whatever is left of the group this test started (before the fix: the server, orphaned by npm's shell).
        try {
          process.kill(-started.npm.pid!, 'SIGKILL');
        } catch {
          // already gone
        }
      }
    },
    60_000,
  );
});
