// The insights and read-model benches' company and year: 40,000 people in 200 teams (a manager for each but the first
// 200) and up to 1,000,000 recognitions over a year, made one at a time from a fixed seed, never kept as a list, and
// written into a company's rows of the read model.
import { sql } from 'kysely';
import type { FeedKudos } from '../src/engagement/feed/index.js';
import { writeKudos } from '../src/engagement/feed/rows.js';
import { plannerStatistics } from '../src/engagement/feed/statistics.js';
import type { People } from '../src/insights/people.js';
import type { StoreFactory } from '../src/store/factory.js';

const PEOPLE = 40_000;
export const TEAMS = 200;
export const KUDOS = 1_000_000;
export const YEAR_MS = 365 * 24 * 60 * 60 * 1000;
export const END = Date.parse('2026-12-01T00:00:00Z');

export const teamOf = (i: number) => `Team ${i % TEAMS}`;
export const emails = Array.from({ length: PEOPLE }, (_, i) => `p${i}@big.test`);
export const people: People = new Map(
  emails.map((email, i) => [email, { email, name: `Person ${i}`, team: teamOf(i), ...(i >= TEAMS ? { manager: emails[i % TEAMS]! } : {}) }]),
);
const REASONS = ['thanks for the launch #ownership', 'great help #care', 'so quick', 'the demo #customers #ownership'];
export const values = ['ownership', 'care', 'customers'];

/** One recognition of the year: people by e-mail. */
export type BenchKudos = { at: number; giver: string; receivers: string[]; amount: number; reason: string; shared: boolean };

/** `count` kudos spread over the year before `end`, oldest first, from a fixed seed: the same every run. */
export function* year(count = KUDOS, end = END): Generator<BenchKudos> {
  // mulberry32: every person is picked (a linear congruential generator's low bits named only some hundreds of them).
  let seed = 42;
  const next = () => {
    seed = (seed + 0x6d2b79f5) >>> 0;
    let t = Math.imul(seed ^ (seed >>> 15), seed | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
  for (let i = 0; i < count; i += 1) {
    const n = 1 + (next() % 10 === 0 ? 2 : 0);
    yield {
      at: end - YEAR_MS + Math.floor((i / count) * YEAR_MS),
      giver: emails[next() % PEOPLE]!,
      receivers: Array.from({ length: n }, () => emails[next() % PEOPLE]!),
      amount: 1 + (next() % 20),
      reason: REASONS[next() % REASONS.length]!,
      shared: next() % 20 !== 0,
    };
  }
}

/** Writes the company's directory, `count` kudos of the year ending at `end` into its rows (the app's own writer,
 *  2,000 a transaction, which keeps the rollups) and each team's source read to its end, fresh — as the reader that fed
 *  the company would have left them. Returns the seconds it took. */
export async function loadCompany(stores: StoreFactory, scope: string, count: number, end = END): Promise<number> {
  const started = performance.now();
  const rows = emails.map((email, i) => ({
    scope,
    email,
    user_id: `U${i}`,
    name: `Person ${i}`,
    team: teamOf(i),
    manager: people.get(email)!.manager ?? null,
  }));
  for (let i = 0; i < rows.length; i += 1000)
    await stores.db
      .insertInto('directory')
      .values(rows.slice(i, i + 1000))
      .execute();
  // Saved as the dashboard saves it (people.ts): with the moment, which the rollups file people by.
  await stores.db.insertInto('recognition_scopes').values({ scope, directory_at: Date.now() }).execute();
  const person = (email: string) => ({ email, name: people.get(email)!.name });
  const batch: FeedKudos[] = [];
  let n = 0;
  // The planner's statistics kept up as the app's reader keeps them (a server without autovacuum would plan blind).
  const statistics = plannerStatistics(stores.db, stores.kind, (line) => console.error(line));
  const flush = async () => statistics.wrote(await stores.db.transaction().execute((trx) => writeKudos(trx, scope, batch.splice(0))));
  for (const k of year(count, end)) {
    batch.push({
      key: `k${(n += 1)}`,
      at: k.at,
      giver: person(k.giver),
      receivers: k.receivers.map(person),
      amount: k.amount,
      total: k.amount * k.receivers.length,
      reason: k.reason,
      shared: k.shared,
    });
    if (batch.length === 2000) await flush();
  }
  await flush();
  const teams = Array.from({ length: TEAMS }, (_, t) => ({
    scope,
    source_id: `team:${teamOf(t)}`,
    pages_read: 1,
    oldest_at: end - YEAR_MS,
    newest_at: end,
    exhausted: 1 as const,
  }));
  await stores.db.insertInto('feed_sources').values(teams).execute();
  await stores.db.updateTable('recognition_scopes').set({ refreshed_at: Date.now() }).where('scope', '=', scope).execute();
  // PostgreSQL's autovacuum gathers the planner's statistics once a tenth of a table changed, and vacuums a table once a
  // fifth of it was inserted or updated (which marks its pages all-visible, so an index that covers a query answers it
  // alone), a minute or so later: the bench does both at once, so its queries run as an app's do after its company's
  // year was read.
  if (stores.kind === 'postgres') await sql`VACUUM ANALYZE`.execute(stores.db);
  return (performance.now() - started) / 1000;
}
