// The insights benches' company and year: 40,000 people in 200 teams (a manager for each but the first 200) and
// 1,000,000 recognitions over a year, made one at a time from a fixed seed, never kept as a list.
import type { InsightKudos } from '../src/insights/charts/ledger.js';
import type { People } from '../src/insights/people.js';

const PEOPLE = 40_000;
const TEAMS = 200;
const KUDOS = 1_000_000;
export const YEAR_MS = 365 * 24 * 60 * 60 * 1000;
export const END = Date.parse('2026-12-01T00:00:00Z');

const emails = Array.from({ length: PEOPLE }, (_, i) => `p${i}@big.test`);
export const people: People = new Map(
  emails.map((email, i) => [email, { email, name: `Person ${i}`, team: `Team ${i % TEAMS}`, ...(i >= TEAMS ? { manager: emails[i % TEAMS]! } : {}) }]),
);
const REASONS = ['thanks for the launch #ownership', 'great help #care', 'so quick', 'the demo #customers #ownership'];
export const values = ['ownership', 'care', 'customers'];

/** The year's kudos, oldest first, from a fixed seed: the same every run. */
export function* year(): Generator<InsightKudos> {
  let seed = 42;
  const next = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff), seed);
  for (let i = 0; i < KUDOS; i += 1) {
    const n = 1 + (next() % 10 === 0 ? 2 : 0);
    yield {
      at: END - YEAR_MS + Math.floor((i / KUDOS) * YEAR_MS),
      giver: emails[next() % PEOPLE],
      receivers: Array.from({ length: n }, () => emails[next() % PEOPLE]!),
      amount: 1 + (next() % 20),
      reason: REASONS[next() % REASONS.length]!,
      shared: next() % 20 !== 0,
    };
  }
}
