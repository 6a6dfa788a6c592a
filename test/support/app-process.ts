// The app as a separate process, for tests of what only a real process shows (two instances, a kill, the built dist/,
// production logs): started with a given environment, resolved once it logs the address it listens on.
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';

export type AppProcess = {
  child: ChildProcess;
  /** The exit code, once the process has exited. */
  exited: Promise<number | null>;
  /** The address it listens on; rejects with its output if it exits first. */
  listening: Promise<string>;
  /** Everything it wrote so far, stdout and stderr together. */
  output: () => string;
};

/** Tests of other features send bursts far past Slack's tiers to a fake Slack that does not enforce them: the pacer
 *  still takes every slot, at this multiple of each tier (rate-limits.test.ts runs the real tiers). */
export const TESTS_TIER_SCALE = '1000';

/** Where the copy of src/ compiled for this run is (test/support/app-build.ts sets it before the test workers start). */
export const APP_DIR_ENV = 'KUDOS_TEST_APP_DIR';

/** How to run the app's entry point `entry` (a path under src/, without its extension): plain Node on the copy of src/
 *  compiled for this run (test/support/app-build.ts), or through tsx where there is none (browser tests, benches). */
export function appArgs(entry = 'main'): string[] {
  const compiled = process.env[APP_DIR_ENV];
  return compiled ? [join(compiled, 'src', `${entry}.js`)] : ['--import', 'tsx', `src/${entry}.ts`];
}

/** Spawns `command args` with only PATH and HOME inherited, plus `env`. */
export function spawnApp(env: Record<string, string>, command = process.execPath, args = appArgs()): AppProcess {
  const child = spawn(command, args, {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', SLACK_TIER_SCALE: TESTS_TIER_SCALE, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const listening = new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /listening on (http:\/\/[\d.:]+)/.exec(output);
      if (match) {
        clearInterval(timer);
        resolve(match[1]!);
      }
    }, 20);
    void exited.then(() => {
      clearInterval(timer);
      reject(new Error(output));
    });
  });
  return { child, exited, listening, output: () => output };
}

export type Instance = { child: ChildProcess; url: string; output: () => string };

/** Starts the app from source and waits until it listens. */
export async function startInstance(env: Record<string, string>): Promise<Instance> {
  const app = spawnApp(env);
  return { child: app.child, url: await app.listening, output: app.output };
}

/** Stops every instance still running (SIGTERM) and waits until each has exited. */
export async function stopInstances(instances: Instance[]): Promise<void> {
  const running = instances.filter(({ child }) => child.exitCode === null && child.signalCode === null);
  for (const { child } of running) child.kill('SIGTERM');
  await Promise.all(running.map(({ child }) => new Promise((r) => child.once('exit', r))));
}

/** Kills the instance with SIGKILL (no shutdown, no hand-over: a crash) and waits until it has exited. */
export async function killInstance(instance: Instance): Promise<void> {
  instance.child.kill('SIGKILL');
  await new Promise((r) => instance.child.once('exit', r));
}
