// Bench: every page of one recipient's recognitions (`/1/recognition?email=…&page=1…N`, pages of 50, in order) from a
// service in another process, at 20,000 and at 200,000 recognitions to that person: the cost per row must stay flat
// (issue 24: ≤ 1.5×). The databases are generated into a temporary folder through the service's own repositories.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../src/service/db.js';
import { createRepositories } from '../src/service/repositories/index.js';
import { BENCH_COMPANY } from '../scripts/bench-fixture.js';
import { serviceCaller } from './latency.js';
import { cpuMs, startServiceOnCopy } from './processes.js';

export const DEEP_RECIPIENT = 'deep@bench.test';
const SENDERS = 200;
const PAGE = 50;
const YEAR_START = Date.UTC(2025, 10, 23);
const YEAR_S = 365 * 86_400;

export type DeepPagesFigures = { rows: number; pages: number; seconds: number; usPerRow: number; serviceCpuUsPerRow: number; lastTenthUsPerRow: number };

/** `rows` recognitions to DEEP_RECIPIENT (every tenth in the same second as the one before: ties the id must break),
 * a tenth of them to a colleague as well, from 200 senders, spread over a year. */
function generate(file: string, rows: number): void {
  const db = openDatabase(file);
  db.pragma('synchronous = OFF');
  const repos = createRepositories(db);
  const scope = { stage: BENCH_COMPANY.stage, companyId: BENCH_COMPANY.id };
  const member = (email: string, first: string) => ({
    email,
    firstname: first,
    lastname: 'Bench',
    team_id: null,
    manager_email: null,
    talent_type: '',
    impact_rating: 0,
    status: 'Active',
    engagement_health_score: 50,
    language: 'en',
    country: 'US',
    timezone: 0,
    personal_context: null,
  });
  repos.transaction(() => {
    repos.companies.insert({ id: BENCH_COMPANY.id, name: 'Bench Corp', default_language: 'en', default_country: 'US' });
    repos.companies.insertKey(BENCH_COMPANY.key, BENCH_COMPANY.id, BENCH_COMPANY.stage);
    repos.members.insert(scope, member(DEEP_RECIPIENT, 'Deep'));
    for (let s = 0; s < SENDERS; s += 1) repos.members.insert(scope, member(`s${s}@bench.test`, `Sender${s}`));
  });
  for (let from = 0; from < rows; from += 50_000) {
    repos.transaction(() => {
      for (let i = from; i < Math.min(rows, from + 50_000); i += 1) {
        const second = i % 10 === 9 ? i - 1 : i;
        const createdate = new Date(YEAR_START + Math.floor((second / rows) * YEAR_S) * 1000).toISOString().slice(0, 19).replace('T', ' ');
        const to = [{ email: DEEP_RECIPIENT, name: 'Deep Bench', type: 'user' as const }];
        if (i % 10 === 0) to.push({ email: `s${(i + 1) % SENDERS}@bench.test`, name: 'Sender Bench', type: 'user' });
        repos.recognitions.insert(
          scope,
          { sender: `s${i % SENDERS}@bench.test`, amount: 1 + (i % 5), reason: `deep page #${i}`, share: i % 7 !== 0, type: 'coin', createdate },
          to,
        );
      }
    });
  }
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
}

type Page = { recognitions: { id: string; createdate: string }[]; pagination: { totalPages: number; totalItems: number } };

/** Reads pages 1…totalPages in order and checks they hold every recognition once, newest first. */
async function readAll(call: ReturnType<typeof serviceCaller>, rows: number, marks: number[]): Promise<number> {
  const path = (page: number) => `/1/recognition?email=${encodeURIComponent(DEEP_RECIPIENT)}&limit=${PAGE}&page=${page}`;
  let previous: [string, number] = ['9999', Number.MAX_SAFE_INTEGER];
  let seen = 0;
  let pages = 1;
  for (let page = 1; page <= pages; page += 1) {
    const body = await call<Page>('GET', path(page));
    pages = body.pagination.totalPages;
    for (const r of body.recognitions) {
      const key: [string, number] = [r.createdate, Number(r.id)];
      if (key[0] > previous[0] || (key[0] === previous[0] && key[1] >= previous[1])) throw new Error(`page ${page} is out of order at recognition ${r.id}`);
      previous = key;
      seen += 1;
    }
    if (page % Math.ceil(pages / 10) === 0) marks.push(performance.now());
  }
  if (seen !== rows) throw new Error(`read ${seen} of ${rows} recognitions`);
  return pages;
}

export async function benchDeepPages(rows: number): Promise<DeepPagesFigures> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-deep-'));
  try {
    generate(join(dir, 'db.sqlite'), rows);
    const service = await startServiceOnCopy(join(dir, 'db.sqlite'));
    try {
      const call = serviceCaller(`${service.url}/${BENCH_COMPANY.stage}`, BENCH_COMPANY.key);
      await readAll(call, rows, []); // JIT, sockets and the page cache, as a client that already read once
      const marks: number[] = [];
      const cpuBefore = cpuMs(service.pid);
      const started = performance.now();
      const pages = await readAll(call, rows, marks);
      const seconds = (performance.now() - started) / 1000;
      const perRow = (ms: number, n: number) => Number(((ms * 1000) / n).toFixed(1));
      const tenth = marks.length >= 2 ? perRow(marks[marks.length - 1]! - marks[marks.length - 2]!, Math.ceil(pages / 10) * PAGE) : 0;
      return {
        rows,
        pages,
        seconds: Number(seconds.toFixed(2)),
        usPerRow: perRow(seconds * 1000, rows),
        serviceCpuUsPerRow: perRow(cpuMs(service.pid) - cpuBefore, rows),
        lastTenthUsPerRow: tenth,
      };
    } finally {
      service.stop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
