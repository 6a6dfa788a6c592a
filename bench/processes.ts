// Child processes for benchmarks: the engagement service and a fake Slack run apart from the app under test, so their
// work is not counted against its memory or CPU — as in production, where both are remote.
import { type ChildProcess, spawn } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import type { Fixture } from '../src/service/fixture.js';

const openedSchema = z.object({ views: z.array(z.object({ id: z.string(), private_metadata: z.string() })) });
const countsSchema = z.object({ counts: z.record(z.string(), z.number()) });
export type OpenedView = z.infer<typeof openedSchema>['views'][number];

/** The URL a child prints when it listens. Its output after that is drained unread: the service prints a line per
 *  request, and keeping all of it and searching it again at every line cost the bench process CPU that grew with
 *  every request — CPU the app's instances share the machine's two cores with. */
function announced(child: ChildProcess, pattern: RegExp, name: string): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    let out = '';
    const exited = () => reject(new Error(`${name} exited: ${out}`));
    const onData = (d: Buffer) => {
      out += d;
      const match = pattern.exec(out);
      if (!match) return;
      child.stdout!.off('data', onData);
      child.off('exit', exited);
      child.stdout!.resume();
      resolve(match[1]!);
    };
    child.stdout!.on('data', onData);
    child.on('exit', exited);
  });
}

export async function startServiceProcess(fixture: Fixture, env: Record<string, string> = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-'));
  const seed = join(dir, 'seed.json');
  writeFileSync(seed, JSON.stringify(fixture));
  return spawnService({ ENGAGEMENT_DB: join(dir, 'db.sqlite'), ENGAGEMENT_SEED: seed, ...env });
}

/** The service on a copy of an already filled database (a bench fixture): the copy is removed when it stops. */
export async function startServiceOnCopy(database: string, env: Record<string, string> = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-db-'));
  copyFileSync(database, join(dir, 'db.sqlite'));
  const service = await spawnService({ ENGAGEMENT_DB: join(dir, 'db.sqlite'), ...env });
  return {
    ...service,
    file: join(dir, 'db.sqlite'),
    stop: () => {
      service.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function spawnService(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/service/main.ts'], {
    env: { ...process.env, ENGAGEMENT_PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await announced(child, /listening on (http:\/\/[\d.:]+)/, 'service');
  return { url, pid: child.pid!, stop: () => child.kill('SIGTERM') };
}

/** CPU time (user + system) a process has used so far, in ms, from /proc (Linux, clock ticks of 10 ms). */
export function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Resident memory of a process in MB, from /proc (Linux). */
export function rssMB(pid: number): number {
  const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Math.round(Number(kb) / 1024);
}

/** A fake Slack of these users (and user groups) in its own process; a large workspace is handed over in a file. */
export async function startFakeSlackProcess(users: object[], groups: object[] = []) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-slack-'));
  writeFileSync(join(dir, 'workspace.json'), JSON.stringify({ users, groups }));
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/fake-slack-process.ts', join(dir, 'workspace.json')], {
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  child.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  const url = await announced(child, /fake slack on (http:\/\/[\d.:]+)/, 'fake slack');
  child.channel?.unref();
  let n = 0;
  const ask = (question: object) =>
    new Promise<unknown>((resolve) => {
      child.once('message', resolve);
      child.send(question);
    });
  /** The modals with this callback_id the app opened so far (id and private_metadata), oldest first. */
  const openedViews = async (callbackId: string) => openedSchema.parse(await ask({ openedViews: callbackId })).views;
  /** The Web API calls (and response_url posts) the fake got so far, per method. */
  const callCounts = async () => countsSchema.parse(await ask({ callCounts: true })).counts;
  /** Modals open for `user` with these ids, as if Slack had opened them (a submission's views.update then finds its modal). */
  const openModals = async (user: string, ids: string[]) => void (await ask({ openModals: { user, ids } }));
  return {
    apiUrl: `${url}/api/`,
    responseUrl: () => `${url}/response/B${++n}`,
    openedViews,
    callCounts,
    openModals,
    pid: child.pid!,
    stop: () => child.kill('SIGTERM'),
  };
}
