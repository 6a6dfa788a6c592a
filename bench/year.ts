// A year of kudos against the app's store on SQLite (the default), a section of `npm run bench` and alone
// `npm run bench:year [kudos]` (200,000 by default): kudos given through giveFromCommand (dedupe claims, allowance, caches, the recognition, the post, the DM, the reply) with the
// store's clock (Date.now, which every TTL reads) moved forward so the 200,000 span a year. The store is purged after
// every chunk, as its timer would; printed every 10,000: the store's rows and bytes and this process's RSS, and at the
// end each against its goal — the store flat once the TTLs pass, RSS growth under 30 MB after the first 10,000.
import Database from 'better-sqlite3';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startGiving } from './give-direct.js';

const CHUNK = 1_000;
const SAMPLE_EVERY = 10_000;
const YEAR_MS = 365 * 24 * 60 * 60 * 1000;
const mb = (n: number) => Number((n / 2 ** 20).toFixed(1));

type Sample = { kudos: number; day: number; purgedLastChunk: number; storeRows: number; storeMB: number; rssMB: number };

/** The store's rows (every table) and bytes (the file and its write-ahead log), read from a connection of its own. */
function storeOf(file: string) {
  const reader = new Database(file, { readonly: true });
  const tables = () => (reader.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[]).map((t) => t.name);
  return {
    rows: () => tables().reduce((sum, t) => sum + (reader.prepare(`SELECT count(*) AS n FROM "${t}"`).get() as { n: number }).n, 0),
    bytes: () => [file, `${file}-wal`].reduce((sum, f) => sum + (existsSync(f) ? statSync(f).size : 0), 0),
    close: () => reader.close(),
  };
}

/** Each figure next to its goal: the store flat from the middle of the year to its end, RSS growth after the first sample. */
function verdicts(samples: Sample[], total: number, seconds: number) {
  const half = samples[Math.floor(samples.length / 2) - 1]!;
  const last = samples.at(-1)!;
  const first = samples[0]!;
  const rssGrowth = Math.max(...samples.map((s) => s.rssMB)) - first.rssMB;
  return [
    { figure: `store rows at ${half.kudos} / ${last.kudos} kudos`, measured: `${half.storeRows} / ${last.storeRows}`, goal: 'flat once the TTLs pass', result: last.storeRows <= half.storeRows * 1.1 ? 'PASS' : 'FAIL' },
    { figure: `store bytes at ${half.kudos} / ${last.kudos} kudos`, measured: `${half.storeMB} / ${last.storeMB} MB`, goal: 'flat', result: last.storeMB <= half.storeMB * 1.1 ? 'PASS' : 'FAIL' },
    { figure: `RSS: most above the first ${first.kudos} / at the end`, measured: `${rssGrowth.toFixed(1)} / ${(last.rssMB - first.rssMB).toFixed(1)} MB`, goal: '< 30 MB', result: rssGrowth < 30 ? 'PASS' : 'FAIL' },
    { figure: 'kudos given', measured: `${total} in ${seconds.toFixed(0)} s`, goal: '', result: '' },
  ];
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
    if (done % SAMPLE_EVERY === 0) samples.push({ kudos: done, day: Math.round(skew / 86_400_000), purgedLastChunk: purged, storeRows: store.rows(), storeMB: mb(store.bytes()), rssMB: mb(process.memoryUsage().rss) });
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
