// Bench: /kudos end to end at a steady rate — a signed command in, the recognition recorded by the embedded service,
// the confirmation posted to response_url — with p50/p99 of that whole path (Slack's Web API is a fake in its own
// process; response_url points at a receiver here that notes when each confirmation arrives).
import { BENCH_TIER_SCALE } from './tier-scale.js';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { type IncomingMessage, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseConfig } from '../src/config.js';
import { createLogger } from '../src/log.js';
import { startRuntime } from '../src/runtime.js';
import { testFixture } from '../test/support/fixture.js';
import { SIGNING_SECRET, commandBody, send } from '../test/support/slack-requests.js';
import { percentile } from './latency.js';
import { startFakeSlackProcess } from './processes.js';

/** 60 givers, each well inside the monthly allowance of 100 coins over 1,200 one-coin kudos. */
const PEOPLE = Array.from({ length: 60 }, (_, i) => ({ id: `UB${i}`, name: `Bench Person${i}`, email: `bench${i}@acme.test` }));

function fixtureWithPeople() {
  const fixture = testFixture();
  fixture.companies[0]!.members.push(...PEOPLE.map((p) => ({ email: p.email, firstname: 'Bench', lastname: `Person${p.id.slice(2)}` })));
  return fixture;
}

/** Receives response_url posts and resolves the waiter of each path when its confirmation arrives. */
export async function responseReceiver() {
  const waiters = new Map<string, (at: number) => void>();
  const bodies: string[] = [];
  const server = createServer((req: IncomingMessage, res) => {
    let body = '';
    req.on('data', (d) => (body += d));
    req.on('end', () => {
      const at = performance.now();
      bodies.push(body);
      res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
      waiters.get(req.url ?? '')?.(at);
      waiters.delete(req.url ?? '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    bodies,
    expect: (path: string) => ({ url: `${base}${path}`, arrived: new Promise<number>((resolve) => waiters.set(path, resolve)) }),
    close: () => new Promise((r) => server.close(r)),
  };
}

export async function benchKudosEndToEnd(ratePerSecond = 20, seconds = 60) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-e2e-'));
  writeFileSync(join(dir, 'seed.json'), JSON.stringify(fixtureWithPeople()));
  const remote = await startFakeSlackProcess(PEOPLE);
  const receiver = await responseReceiver();
  const config = parseConfig({
    PORT: '0',
    SLACK_BOT_TOKEN: 'xoxb-bench',
    SLACK_TIER_SCALE: BENCH_TIER_SCALE,
    SLACK_SIGNING_SECRET: SIGNING_SECRET,
    SLACK_API_URL: remote.apiUrl,
    ENGAGEMENT_DB: join(dir, 'engagement.sqlite'),
    ENGAGEMENT_SEED: join(dir, 'seed.json'),
    ENGAGEMENT_API_KEY: 'acme-dev-key',
    STORE_URL: `sqlite://${join(dir, 'store.sqlite')}`,
    ENCRYPTION_KEY: Buffer.alloc(32, 1).toString('base64'),
    LOG_LEVEL: 'error',
  });
  const app = await startRuntime(
    config,
    createLogger('error', () => {}),
  );
  const url = app.slack!.url;
  const kudos = async (i: number, label: string) => {
    const [from, to] = [PEOPLE[i % PEOPLE.length]!.id, PEOPLE[(i + 1) % PEOPLE.length]!.id];
    const reply = receiver.expect(`/response/${label}${i}`);
    const started = performance.now();
    const r = await send(
      url,
      commandBody({ text: `<@${to}> 1 for ${label} ${i}`, user_id: from, response_url: reply.url }),
      'application/x-www-form-urlencoded',
    );
    if (r.status !== 200) throw new Error(`/kudos ${i}: HTTP ${r.status}`);
    return (await reply.arrived) - started;
  };
  for (let i = 0; i < 20; i += 1) await kudos(i, 'warm'); // JIT, sockets, directory cache
  const latencies: Promise<number>[] = [];
  const started = performance.now();
  for (let i = 0; i < ratePerSecond * seconds; i += 1) {
    const due = started + (i * 1000) / ratePerSecond;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    latencies.push(kudos(i, 'e2e'));
  }
  const sorted = (await Promise.all(latencies)).sort((a, b) => a - b);
  const recorded = (app.embedded!.db.prepare("SELECT count(*) AS n FROM recognitions WHERE reason LIKE 'e2e %'").get() as { n: number }).n;
  await app.stop();
  await receiver.close();
  remote.stop();
  return {
    kudos: sorted.length,
    recorded,
    p50Ms: Number(percentile(sorted, 50).toFixed(1)),
    p99Ms: Number(percentile(sorted, 99).toFixed(1)),
    maxMs: Number(sorted[sorted.length - 1]!.toFixed(1)),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const seconds = Number(process.argv[2] ?? 60);
  console.log(`/kudos end to end at 20 kudos/s for ${seconds} s (embedded service); goals p50 < 100 ms, p99 < 500 ms:`);
  console.table([await benchKudosEndToEnd(20, seconds)]);
}
