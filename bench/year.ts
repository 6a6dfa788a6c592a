// A year of kudos against the app's store on SQLite (the default), a section of `npm run bench` and alone
// `npm run bench:year [kudos]` (200,000 by default): kudos given through giveFromCommand (dedupe claims, allowance, caches,
// the recognition, the post, the DM, the reply) with the store's clock (Date.now, which every TTL reads) moved forward so
// the 200,000 span a year. The store is purged after every chunk, as its timer would; every 10,000 the read model is
// brought up to date and a year board counted from it, as a `/kudos top year` would. Printed every 10,000: the store's
// rows (the read model's apart: it keeps the year by design) and bytes and this process's RSS, and at the end each
// against its goal — the rest of the store flat once the TTLs pass, RSS growth under 30 MB after the first 10,000
// whatever the read model holds.
import Database from 'better-sqlite3';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { standings } from '../src/engagement/feed/index.js';
import { startGiving } from './give-direct.js';

const CHUNK = 1_000;
const SAMPLE_EVERY = 10_000;
const YEAR_MS = 365 * 24 * 60 * 60 * 1000;
const mb = (n: number) => Number((n / 2 ** 20).toFixed(1));

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
/** The heap still in use after a full collection: what this process holds, garbage apart (RSS moves with the GC). */
const heapAfterGc = () => {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
};

type Sample = {
  kudos: number;
  day: number;
  purgedLastChunk: number;
  storeRows: number;
  readModelKudos: number;
  storeMB: number;
  rssMB: number;
  heapMB: number;
};

/** The read model's tables: a copy of the company's year, kept 400 days. */
const READ_MODEL = ['recognitions', 'recognition_receivers', 'recognition_values', 'recognition_people', 'recognition_scopes', 'feed_sources', 'directory'];

/** The store's rows (every table but the read model's) and bytes (the file and its write-ahead log), and the read
 *  model's recognitions, read from a connection of its own. */
function storeOf(file: string) {
  const reader = new Database(file, { readonly: true });
  const tables = () =>
    (reader.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[])
      .map((t) => t.name)
      .filter((t) => !READ_MODEL.includes(t));
  return {
    rows: () => tables().reduce((sum, t) => sum + (reader.prepare(`SELECT count(*) AS n FROM "${t}"`).get() as { n: number }).n, 0),
    readModel: () => (reader.prepare('SELECT count(*) AS n FROM recognitions').get() as { n: number }).n,
    bytes: () => [file, `${file}-wal`].reduce((sum, f) => sum + (existsSync(f) ? statSync(f).size : 0), 0),
    close: () => reader.close(),
  };
}

/** Each figure next to its goal: the store (but the read model) flat from the middle of the year to its end, RSS growth
 *  after the first sample. */
function verdicts(samples: Sample[], total: number, seconds: number) {
  const half = samples[Math.floor(samples.length / 2) - 1]!;
  const last = samples.at(-1)!;
  const first = samples[0]!;
  const rssGrowth = Math.max(...samples.map((s) => s.rssMB)) - first.rssMB;
  return [
    {
      figure: `store rows but the read model's, at ${half.kudos} / ${last.kudos} kudos`,
      measured: `${half.storeRows} / ${last.storeRows}`,
      goal: 'flat once the TTLs pass',
      result: last.storeRows <= half.storeRows * 1.1 ? 'PASS' : 'FAIL',
    },
    {
      figure: `read model at ${half.kudos} / ${last.kudos} kudos`,
      measured: `${half.readModelKudos} / ${last.readModelKudos} recognitions`,
      goal: 'the year, each once',
      result: last.readModelKudos === last.kudos ? 'PASS' : 'FAIL',
    },
    {
      figure: `store bytes at ${half.kudos} / ${last.kudos} kudos`,
      measured: `${half.storeMB} / ${last.storeMB} MB`,
      goal: 'the read model’s year, the rest flat',
      result: 'info',
    },
    {
      figure: `RSS: most above the first ${first.kudos} / at the end`,
      measured: `${rssGrowth.toFixed(1)} / ${(last.rssMB - first.rssMB).toFixed(1)} MB`,
      goal: '< 30 MB',
      result: rssGrowth < 30 ? 'PASS' : 'FAIL',
    },
    {
      figure: `heap after a full GC, at the first sample / most / at the end`,
      measured: `${first.heapMB} / ${Math.max(...samples.map((s) => s.heapMB))} / ${last.heapMB} MB`,
      goal: 'flat',
      result: last.heapMB - first.heapMB < 10 ? 'PASS' : 'FAIL',
    },
    { figure: 'kudos given', measured: `${total} in ${seconds.toFixed(0)} s`, goal: '', result: '' },
  ];
}

/** What a `/kudos top year` does: the company's rows brought up to date (Ben's received list, where the bench's kudos
 *  go), then its standings counted. */
async function yearBoard(runtime: Awaited<ReturnType<typeof startGiving>>['runtime']): Promise<void> {
  const connection = await runtime.deps.connections.forWorkspace({ teamId: 'T1' });
  await runtime.deps.feed.fresh(connection, [{ email: 'ben@acme.test' }], Date.now() - YEAR_MS);
  await standings(runtime.deps.feed, connection.scope, 'receivers', { start: new Date(Date.now() - YEAR_MS), end: new Date(Date.now() + 1) });
}

export async function benchYear(total = 200_000) {
  const realNow = Date.now;
  let skew = 0;
  Date.now = () => realNow() + skew;
  const dir = mkdtempSync(join(tmpdir(), 'bench-year-'));
  const file = join(dir, 'app.sqlite');
  const giving = await startGiving(`sqlite://${file}`);
  const store = storeOf(file);
  const samples: Sample[] = [];
  const started = performance.now();
  for (let done = 0; done < total; ) {
    await giving.give(CHUNK, 50);
    done += CHUNK;
    skew += (YEAR_MS / total) * CHUNK;
    const purged = await giving.runtime.stores.purge();
    if (done % SAMPLE_EVERY !== 0) continue;
    await yearBoard(giving.runtime);
    samples.push({
      kudos: done,
      day: Math.round(skew / 86_400_000),
      purgedLastChunk: purged,
      storeRows: store.rows(),
      readModelKudos: store.readModel(),
      storeMB: mb(store.bytes()),
      rssMB: mb(process.memoryUsage().rss),
      heapMB: mb(heapAfterGc()),
    });
  }
  const seconds = (performance.now() - started) / 1000;
  store.close();
  await giving.stop();
  Date.now = realNow;
  rmSync(dir, { recursive: true, force: true });
  return { samples, verdicts: verdicts(samples, total, seconds) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const year = await benchYear(Number(process.argv[2] ?? 200_000));
  console.table(year.samples);
  console.table(year.verdicts);
  process.exit(0);
}
