// The burst bench's world: the engagement service and a Slack keeping Slack's real pace in processes of their own, the
// app as a real process (SLACK_TIER_SCALE=1) on a SQLite store of its own with a feed channel and a raised allowance
// written before it starts, and what the bench reads back — when the service recorded each kudos (its database) and
// what Slack got when (posts, DMs, the givers' answers).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { DEFAULT_GIVING_RULES, GivingRulesStore } from '../src/store/giving-rules.js';
import { createStoreFactory } from '../src/store/factory.js';
import { createSecretBox, decodeKey } from '../src/store/secrets.js';
import { WorkspaceStore } from '../src/store/workspaces.js';
import { type Instance, startInstance } from '../test/support/app-process.js';
import { testFixture } from '../test/support/fixture.js';
import { SIGNING_SECRET } from '../test/support/slack-requests.js';
import type { CallsSince, SeenCall } from './burst-slack-process.js';
import { startServiceProcess } from './processes.js';

export const FEED = 'CFEED';
/** The five givers, as the tests' fake Slack knows them (test/support/app-harness.ts USERS, which imports vitest). */
export const PEOPLE = [
  { id: 'UANA', name: 'Ana Lima', email: 'ana@acme.test' },
  { id: 'UBEN', name: 'Ben Carter', email: 'ben@acme.test' },
  { id: 'UCARA', name: 'Cara Sales', email: 'cara@acme.test' },
  { id: 'UMGR', name: 'Max Manager', email: 'mgr@acme.test' },
  { id: 'UCEO', name: 'Cleo Chief', email: 'ceo@acme.test' },
];
const KEY = Buffer.alloc(32, 3).toString('base64');

/** Every giver (and so every recipient: they thank each other) must be a member of the seeded company. */
function checkedFixture() {
  const fixture = testFixture();
  const members = new Set(fixture.companies[0]!.members.map((m) => m.email));
  const missing = PEOPLE.filter((p) => !members.has(p.email));
  if (missing.length) throw new Error(`not in testFixture(): ${missing.map((p) => p.email).join(', ')}`);
  return fixture;
}

/** The Slack of burst-slack-process.ts: its URL, and the watched calls since the last read. */
async function startPacedSlack() {
  const dir = mkdtempSync(join(tmpdir(), 'bench-burst-slack-'));
  writeFileSync(join(dir, 'workspace.json'), JSON.stringify({ users: PEOPLE, groups: [] }));
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/burst-slack-process.ts', join(dir, 'workspace.json')], {
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  child.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  const url = await announcedUrl(child, /paced slack on (http:\/\/[\d.:]+)/);
  child.channel?.unref();
  const calls: SeenCall[] = [];
  let cursor = 0;
  let refused = 0;
  /** Reads what arrived since the last read; returns every watched call so far. */
  const read = () =>
    new Promise<SeenCall[]>((resolve) => {
      child.once('message', (answer: CallsSince) => {
        calls.push(...answer.calls);
        cursor = answer.next;
        refused = answer.refused;
        resolve(calls);
      });
      child.send({ since: cursor });
    });
  return { url, apiUrl: `${url}/api/`, read, refused: () => refused, stop: () => child.kill('SIGTERM') };
}

function announcedUrl(child: ChildProcess, pattern: RegExp): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = '';
    const onData = (d: Buffer) => {
      out += d;
      const match = pattern.exec(out);
      if (!match) return;
      child.stdout!.off('data', onData);
      child.stdout!.resume();
      resolve(match[1]!);
    };
    child.stdout!.on('data', onData);
    child.once('exit', () => reject(new Error(`exited before listening: ${out}`)));
  });
}

/** When each reason first appeared in the service's database, polled every 50 ms (a kudos is "recorded" then). */
function recordedWatch(file: string) {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  db.pragma('busy_timeout = 1000');
  const rows = db.prepare('SELECT id, reason FROM recognitions WHERE id > ? ORDER BY id');
  const seen = new Map<string, number[]>();
  let last = 0;
  const poll = () => {
    const at = Date.now();
    for (const row of rows.all(last) as { id: number; reason: string }[]) {
      last = row.id;
      seen.set(row.reason, [...(seen.get(row.reason) ?? []), at]);
    }
  };
  poll();
  const timer = setInterval(poll, 50);
  return {
    /** When the reason was first recorded, if it was. */
    at: (reason: string) => seen.get(reason)?.[0],
    /** How many times it was recorded. */
    times: (reason: string) => seen.get(reason)?.length ?? 0,
    stop: () => {
      clearInterval(timer);
      db.close();
    },
  };
}

export type World = Awaited<ReturnType<typeof startWorld>>;

/** A fresh service, Slack and store for one scenario; `start` runs the app (again, on the same store, after a kill). */
export async function startWorld(takeoverMs: number) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-burst-'));
  const serviceDb = join(dir, 'engagement.sqlite');
  const service = await startServiceProcess(checkedFixture(), { ENGAGEMENT_DB: serviceDb });
  const slack = await startPacedSlack();
  const storeUrl = `sqlite://${join(dir, 'app.sqlite')}`;
  const store = await createStoreFactory(storeUrl);
  // Five people giving hundreds of kudos each: far past the default 100 coins a month.
  await new GivingRulesStore(store.db).set({ teamId: 'T1' }, { ...DEFAULT_GIVING_RULES, allowance: 100_000, perKudosMax: 100 });
  const workspaces = new WorkspaceStore(store.db, createSecretBox([decodeKey(KEY)!]), console, store.sharedMap('workspace-settings'));
  await workspaces.update({ teamId: 'T1' }, { feedChannel: FEED });
  await store.close();
  const recorded = recordedWatch(serviceDb);
  const env = {
    NODE_ENV: 'production',
    LOG_LEVEL: 'info',
    PORT: '0',
    SLACK_BOT_TOKEN: 'xoxb-burst',
    SLACK_SIGNING_SECRET: SIGNING_SECRET,
    SLACK_API_URL: slack.apiUrl,
    SLACK_TIER_SCALE: '1',
    ENGAGEMENT_API_URL: service.url,
    ENGAGEMENT_API_KEY: 'acme-dev-key',
    ENGAGEMENT_STAGE: 'dev',
    STORE_URL: storeUrl,
    ENCRYPTION_KEY: KEY,
    TAKEOVER_MS: String(takeoverMs),
  };
  const instances: Instance[] = [];
  return {
    slack,
    recorded,
    /** A response_url the fake Slack records, named so the bench finds the answer to give `name`. */
    responseUrl: (name: string) => `${slack.url}/response/${name}`,
    start: async () => {
      const instance = await startInstance(env);
      instances.push(instance);
      return instance;
    },
    /** Every app's output, for a scenario that misses a goal: kept next to the store until the bench ends. */
    keepLogs: (name: string) => {
      const file = join(tmpdir(), `bench-burst-${name}-${process.pid}.log`);
      writeFileSync(file, instances.map((i, n) => `=== instance ${n + 1}\n${i.output()}`).join('\n'));
      return file;
    },
    stop: async () => {
      for (const { child } of instances) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await Promise.all(
        instances.map(({ child }) => (child.exitCode === null && child.signalCode === null ? new Promise((r) => child.once('exit', r)) : undefined)),
      );
      recorded.stop();
      slack.stop();
      service.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
