// Seeded, reproducible company-scale database for the benches, written straight into SQLite through the service's own
// migrations and cached under data/bench/ by scale, seed and schema version (generated once, never committed).
import type Database from 'better-sqlite3';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase } from '../src/service/db.js';
import { migrations } from '../src/service/migrations.js';
import { createRepositories } from '../src/service/repositories/index.js';

/** Bump when the generated data changes shape: old cached files are then ignored. */
const GENERATOR_VERSION = 1;

export const SCALES = { '10k': 0.01, '100k': 0.1, '1M': 1 } as const;
/** The read model's company (40,000 members in 200 teams, as bench:read-model's) with 100,000 or 1,000,000 recognitions. */
export const COMPANY_SCALES = { '40k-100k': 100_000, '40k-1M': 1_000_000 } as const;
/** A scale, `leaderboard` (the leaderboards' goal, issue 10/12: 10,000 members in 100 teams, 200,000 recognitions), or
 *  one of the read model's company. */
export type Scale = keyof typeof SCALES | 'leaderboard' | keyof typeof COMPANY_SCALES;

export const BENCH_COMPANY = { id: 'bench', key: 'bench-dev-key', stage: 'dev' } as const;
export const PULSE_QUESTION = 'pulse';

/** Counts at scale 1: 100,000 members in 500 teams, 1,000,000 recognitions, 1,000,000 responses, 20,000 boosts. */
export function countsAt(scale: Scale) {
  if (scale === 'leaderboard') return { members: 10_000, teams: 100, recognitions: 200_000, responses: 0, boosts: 0 };
  if (scale in COMPANY_SCALES)
    return { members: 40_000, teams: 200, recognitions: COMPANY_SCALES[scale as keyof typeof COMPANY_SCALES], responses: 0, boosts: 0 };
  const f = SCALES[scale as keyof typeof SCALES];
  return { members: 100_000 * f, teams: 500 * f, recognitions: 1_000_000 * f, responses: 1_000_000 * f, boosts: 20_000 * f };
}

export const memberEmail = (i: number) => `m${i}@bench.test`;
/** Members are dealt round-robin to teams t1…tN; the first member of a team is its manager. */
export const teamOf = (i: number, teams: number) => `t${(i % teams) + 1}`;

/** mulberry32: a tiny seeded generator, so the same seed always gives the same database. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pad = (n: number) => String(n).padStart(2, '0');
const YEAR_START = Date.UTC(2025, 10, 23);
const YEAR_MS = 365 * 86_400_000;
const timestamp = (ms: number) => {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
};

const REASONS = ['shipping the release', 'helping a customer', 'a great code review', 'covering on-call', 'mentoring a new hire', 'the demo'];

export function fixturePath(scale: Scale, seed = 42, dir = join(process.cwd(), 'data', 'bench')) {
  return join(dir, `bench-${scale}-seed${seed}-schema${migrations.length}-gen${GENERATOR_VERSION}.sqlite`);
}

/** The cached database for `scale`, generated first when missing; returns its path. */
export function ensureBenchFixture(scale: Scale, seed = 42, dir?: string): string {
  const file = fixturePath(scale, seed, dir);
  if (existsSync(file)) return file;
  mkdirSync(join(file, '..'), { recursive: true });
  const partial = `${file}.partial`;
  for (const f of [partial, `${partial}-wal`, `${partial}-shm`]) rmSync(f, { force: true });
  // The same data under an older schema is brought up to date by the service's own migrations, as production would be.
  const older = readdirSync(join(file, '..')).find((f) => f.startsWith(`bench-${scale}-seed${seed}-schema`) && f.endsWith(`-gen${GENERATOR_VERSION}.sqlite`));
  if (older) renameSync(join(file, '..', older), partial);
  const db = openDatabase(partial);
  db.pragma('synchronous = OFF');
  if (!older) generate(db, scale, seed);
  const repos = createRepositories(db);
  repos.immediate(() => repos.rollups.fold());
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.pragma('journal_mode = DELETE');
  db.close();
  renameSync(partial, file);
  return file;
}

function generate(db: Database.Database, scale: Scale, seed: number): void {
  const n = countsAt(scale);
  const rnd = random(seed);
  const pick = (count: number) => Math.floor(rnd() * count);
  const { id: company, key, stage } = BENCH_COMPANY;
  db.transaction(() => {
    db.prepare("INSERT INTO companies VALUES (?, 'Bench Corp', 'en', 'US')").run(company);
    createRepositories(db).companies.insertKey(key, company, stage);
    const team = db.prepare('INSERT INTO teams VALUES (?, ?, ?, ?)');
    for (let t = 1; t <= n.teams; t += 1) team.run(stage, company, `t${t}`, `Team ${t}`);
    const member = db.prepare(`INSERT INTO members (stage, company_id, email, firstname, lastname, team_id, manager_email, talent_type,
      impact_rating, status, engagement_health_score, language, country, timezone, personal_context) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'Active', ?, 'en', 'US', 0, ?)`);
    const context = JSON.stringify({ strengths: ['focus', 'kindness', 'rigour'], recent_wins: ['launch', 'migration'] });
    for (let i = 0; i < n.members; i += 1) {
      const manager = i < n.teams ? null : memberEmail(i % n.teams);
      member.run(
        stage,
        company,
        memberEmail(i),
        `First${i}`,
        `Last${i}`,
        teamOf(i, n.teams),
        manager,
        'Engineer',
        1 + pick(5),
        pick(101),
        i % 10 === 0 ? context : null,
      );
    }
    db.prepare(`INSERT INTO questions VALUES (?, ?, ?, 'How was your week?', 'Multiple Choice', '["1","2","3","4","5"]', 'Optimism', 'Mood')`).run(
      stage,
      company,
      PULSE_QUESTION,
    );
  })();
  chunked(
    n.responses,
    (from, to) => {
      const response = db.prepare('INSERT INTO responses (stage, company_id, email, question_id, answer, date) VALUES (?, ?, ?, ?, ?, ?)');
      for (let i = from; i < to; i += 1) {
        response.run(
          stage,
          company,
          memberEmail(pick(n.members)),
          PULSE_QUESTION,
          String(1 + pick(5)),
          timestamp(YEAR_START + (i / n.responses) * YEAR_MS).slice(0, 10),
        );
      }
    },
    db,
  );
  generateRecognitions(db, n, pick);
  chunked(
    n.boosts,
    (from, to) => {
      const boost = db.prepare(`INSERT INTO boosts (stage, company_id, employee_email, reviewer_email, review_date, goal_rating, goal_examples,
      culture_rating, culture_examples) VALUES (?, ?, ?, ?, ?, ?, 'Delivered the quarter plan', 'consistently', 'Helps the team')`);
      for (let i = from; i < to; i += 1) {
        const employee = n.teams + pick(n.members - n.teams);
        const rating = ['exceeded_goals', 'met_goals', 'partially_met_goals', 'did_not_meet_goals'][pick(4)];
        boost.run(stage, company, memberEmail(employee), memberEmail(employee % n.teams), timestamp(YEAR_START + rnd() * YEAR_MS).slice(0, 10), rating);
      }
    },
    db,
  );
}

/** 90% to one person, 9.9% to two or three, 0.1% to a whole team; 85% shared; spread evenly over a year. */
function generateRecognitions(db: Database.Database, n: ReturnType<typeof countsAt>, pick: (count: number) => number): void {
  const { id: company, stage } = BENCH_COMPANY;
  const name = (i: number) => `First${i} Last${i}`;
  chunked(
    n.recognitions,
    (from, to) => {
      const recognition = db.prepare(
        "INSERT INTO recognitions (id, stage, company_id, sender_email, amount, reason, share, type, createdate) VALUES (?, ?, ?, ?, ?, ?, ?, 'coin', ?)",
      );
      const recipient = db.prepare("INSERT OR IGNORE INTO recognition_recipients (recognition_id, email, name, type, createdate) VALUES (?, ?, ?, 'user', ?)");
      for (let i = from; i < to; i += 1) {
        const sender = pick(n.members);
        const kind = pick(1000);
        const id = i + 1;
        const createdate = timestamp(YEAR_START + (i / n.recognitions) * YEAR_MS);
        recognition.run(id, stage, company, memberEmail(sender), 1 + pick(10), `${REASONS[pick(REASONS.length)]} #${id}`, pick(100) < 85 ? 1 : 0, createdate);
        const to: number[] = [];
        if (kind === 0) for (let m = sender % n.teams; m < n.members; m += n.teams) to.push(m);
        else for (let k = kind < 100 ? 2 + pick(2) : 1; k > 0; k -= 1) to.push(pick(n.members));
        for (const m of to) if (m !== sender) recipient.run(id, memberEmail(m), name(m), createdate);
      }
    },
    db,
  );
}

/** Runs `work` over [0, total) in transactions of 50,000 rows. */
function chunked(total: number, work: (from: number, to: number) => void, db: Database.Database): void {
  for (let from = 0; from < total; from += 50_000) db.transaction(() => work(from, Math.min(total, from + 50_000)))();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const scales = (process.argv.slice(2).length ? process.argv.slice(2) : Object.keys(SCALES)) as Scale[];
  for (const scale of scales) {
    if (!(scale in SCALES) && !(scale in COMPANY_SCALES) && scale !== 'leaderboard')
      throw new Error(`unknown scale ${scale}; use ${[...Object.keys(SCALES), 'leaderboard', ...Object.keys(COMPANY_SCALES)].join(', ')}`);
    const started = performance.now();
    const file = ensureBenchFixture(scale);
    console.log(`${scale}: ${file} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  }
}
