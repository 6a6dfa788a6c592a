// The dashboard's reader of the real service's feed, into rows on a SQLite file: a year read once and written as it is
// read, a restart that reads only the top of each source, what is new picked up when older than the interval (behind
// the answer) or told a kudos was given, and one kudos read through two sources stored once.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { Ledger } from '../../src/insights/charts/ledger.js';
import { byTeam } from '../../src/insights/charts/teams.js';
import type { People } from '../../src/insights/people.js';
import { DashboardFeed } from '../../src/insights/rows/feed.js';
import { RowsDb } from '../../src/insights/rows/store.js';
import { clientFor, useService } from '../support/engagement.js';

const service = useService();
const SOURCES = [{ team: 'Engineering' }, { email: 'cara@acme.test' }, { email: 'ceo@acme.test' }];
const YEARS_AGO = Date.UTC(2000, 0, 1);
const dir = mkdtempSync(join(tmpdir(), 'kudos-dashboard-feed-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let files = 0;
const nextFile = () => join(dir, `insights-${(files += 1)}.sqlite`);

const people: People = new Map(
  [
    { email: 'ana@acme.test', name: 'Ana', team: 'Engineering' },
    { email: 'ben@acme.test', name: 'Ben', team: 'Engineering' },
    { email: 'cara@acme.test', name: 'Cara', team: 'Sales' },
  ].map((p) => [p.email, p]),
);
const receivedBy = (feed: DashboardFeed) =>
  Object.fromEntries(byTeam(new Ledger(people, [], feed.book), { from: YEARS_AGO, to: Date.now() + 86_400_000, bucket: 'month', timeZone: 'UTC' }).rows.map((r) => [r[0], r[2]]));

describe('the dashboard feed', () => {
  it('writes a year as it reads it, and after a restart reads only the top of each source', async () => {
    const client = clientFor(service.current);
    for (let i = 0; i < 12; i += 1) await client.recognition.create('cara@acme.test', { recipients: i % 2 ? 'ana@acme.test' : ['ana@acme.test', 'ben@acme.test'], amount: 1, for: `thanks ${i}` });
    const path = nextFile();
    const first = new RowsDb(path, { chunkRows: 4 });
    const feed = new DashboardFeed(client, first.book('T:T1:dev:key1'), 60_000);
    const adds = vi.spyOn(feed.book, 'add');
    const flushes = vi.spyOn(feed.book, 'flush');
    await feed.read(SOURCES, YEARS_AGO);
    const stored = feed.book.size;
    expect(stored).toBeGreaterThanOrEqual(12);
    // Written as soon as a chunk's worth is read, not all at the end: no page is taken with a chunk's worth waiting.
    const events = [
      ...adds.mock.calls.map(([rows], i) => ({ at: adds.mock.invocationCallOrder[i]!, rows: rows.length })),
      ...flushes.mock.invocationCallOrder.map((at) => ({ at, rows: -1 })),
    ].sort((a, b) => a.at - b.at);
    let waiting = 0;
    for (const e of events) {
      if (e.rows < 0) waiting = 0;
      else expect(waiting, 'rows waiting when a page came').toBeLessThan(4), (waiting += e.rows);
    }
    expect(flushes.mock.calls.length).toBeGreaterThan(1);
    const before = receivedBy(feed);
    first.close();

    await client.recognition.create('ben@acme.test', { recipients: 'cara@acme.test', amount: 2, for: 'given while the app was down' });
    const again = clientFor(service.current);
    const pages = vi.spyOn(again.recognition, 'feedPage');
    const second = new RowsDb(path, { chunkRows: 4 });
    const restarted = new DashboardFeed(again, second.book('T:T1:dev:key1'), 60_000);
    await restarted.read(SOURCES, YEARS_AGO);
    expect(pages.mock.calls.map(([q]) => q.page)).toEqual([1, 1, 1]);
    expect(restarted.book.size).toBe(stored + 1);
    expect(receivedBy(restarted)).toEqual({ ...before, Sales: before.Sales! + 1 });
    second.close();
  });

  it('reads the top again when older than the interval or told a kudos was given, never storing one twice', async () => {
    const client = clientFor(service.current);
    const db = new RowsDb(nextFile());
    const feed = new DashboardFeed(client, db.book('T:T1:dev:key2'), 60_000);
    await feed.read(SOURCES, YEARS_AGO);
    const stored = feed.book.size;
    // To Ana (read through Engineering) from Cara (a source of her own): listed by both.
    await client.recognition.create('cara@acme.test', { recipients: 'ana@acme.test', amount: 3, for: 'seen through two sources' });
    await feed.read(SOURCES, YEARS_AGO);
    expect(feed.book.size).toBe(stored);
    feed.stale();
    await feed.read(SOURCES, YEARS_AGO);
    expect(feed.book.size).toBe(stored + 1);
    const fresh = new DashboardFeed(client, db.book('T:T1:dev:key2'), 0);
    await fresh.read(SOURCES, YEARS_AGO);
    expect(fresh.book.size).toBe(stored + 1);
    db.close();
  });

  it('answers rows older than the interval at once, reading the top behind', async () => {
    const client = clientFor(service.current);
    const db = new RowsDb(nextFile());
    // Older than the interval and younger than twice it, even on a loaded machine.
    const feed = new DashboardFeed(client, db.book('T:T1:dev:key3'), 1000);
    await feed.read(SOURCES, YEARS_AGO);
    const stored = feed.book.size;
    await client.recognition.create('ceo@acme.test', { recipients: 'cara@acme.test', amount: 1, for: 'read behind' });
    await new Promise((r) => setTimeout(r, 1050));
    await feed.read(SOURCES, YEARS_AGO);
    expect(feed.book.size).toBe(stored);
    await vi.waitFor(() => expect(feed.book.size).toBe(stored + 1));
    db.close();
  });
});
