// Sync and export jobs on their tables, on SQLite and on PostgreSQL: a sync job and its chunks read back as saved, the
// syncs under way a query (a finished or expired one is not), a newer job taking the older one's chunks away, and an
// export job read back until it expires.
import { describe, expect, it, vi } from 'vitest';
import { ExportJobs } from '../../src/store/export-jobs.js';
import { type SyncJob, SyncJobs } from '../../src/store/sync-jobs.js';
import { rowCount } from '../support/rows-naming.js';
import { storeBackends, useStoreFactories } from './open-stores.js';

const backends = storeBackends('job-records');
const WEEK = 7 * 24 * 60 * 60 * 1000;

const job = (teamId: string, id: string, more: Partial<SyncJob> = {}): SyncJob => ({
  id,
  workspace: { teamId },
  adminId: 'UCEO',
  channel: 'DUCEO',
  progressTs: '1.1',
  update: false,
  status: 'running',
  chunkCount: 2,
  people: 3,
  nextChunk: 0,
  sent: 0,
  totals: { imported: 0, updated: 0, skipped: 0, failed: 1 },
  leftOut: { bot: 1 },
  startedAt: '2026-11-28T10:00:00.000Z',
  ...more,
});
const row = (email: string) => ({ email, first_name: 'Ana', last_name: 'Lopez', slack_id: `U${email.length}` });

for (const backend of backends) {
  describe.skipIf(backend.skip)(`job records on ${backend.name}`, () => {
    const { open } = useStoreFactories(backend.url);

    it('reads a sync job, its chunks and its failed rows back as saved, and lists the syncs under way', async () => {
      const { db } = await open();
      const jobs = new SyncJobs(db);
      const first = job('TSYNC', 'job-1');
      await jobs.saveChunk(first, 0, [row('a@acme.test')]);
      await jobs.saveChunk(first, 1, [row('b@acme.test'), row('c@acme.test')]);
      await jobs.saveFailed(first, 1, [{ email: 'x@acme.test', name: 'X', reason: 'too long' }]);
      await jobs.saveFailed(first, -1, [{ email: null, name: 'Nobody', reason: 'no e-mail' }]);
      await jobs.save(first);
      await jobs.save(job('TDONE', 'job-2', { status: 'done' }));
      expect(await jobs.current({ teamId: 'TSYNC' })).toEqual(first);
      expect(await jobs.chunk(first, 1)).toEqual([row('b@acme.test'), row('c@acme.test')]);
      expect(await jobs.chunk(first, 5)).toEqual([]);
      expect((await jobs.failed(first)).map((f) => f.name)).toEqual(['Nobody', 'X']);
      expect(await jobs.active()).toEqual(['T:TSYNC']);
      await jobs.save({ ...first, status: 'stopped', nextChunk: 1 });
      expect(await jobs.active()).toEqual([]);
      expect((await jobs.jobOf('T:TSYNC'))?.nextChunk).toBe(1);
    });

    it('drops an older job’s chunks when a newer one is saved for the workspace, and skips expired jobs', async () => {
      const { db } = await open();
      const jobs = new SyncJobs(db);
      const older = job('TNEW', 'old');
      await jobs.saveChunk(older, 0, [row('a@acme.test')]);
      await jobs.save(older);
      const before = await rowCount(db, 'sync_job_chunks');
      const newer = job('TNEW', 'new');
      await jobs.saveChunk(newer, 0, [row('b@acme.test')]);
      await jobs.save(newer);
      expect(await rowCount(db, 'sync_job_chunks')).toBe(before);
      expect(await jobs.chunk(older, 0)).toEqual([]);
      expect(await jobs.chunk(newer, 0)).toEqual([row('b@acme.test')]);
      vi.useFakeTimers({ now: Date.now() + WEEK + 1, toFake: ['Date'] });
      try {
        expect(await jobs.current({ teamId: 'TNEW' })).toBeUndefined();
        expect(await jobs.chunk(newer, 0)).toEqual([]);
        expect(await jobs.active()).toEqual([]);
      } finally {
        vi.useRealTimers();
      }
    });

    it('reads an export job back as saved, rewritten in place, until it expires', async () => {
      const exports = new ExportJobs((await open()).db);
      const exported = {
        id: 'exp-1',
        workspace: { teamId: 'TEXP' },
        adminId: 'UCEO',
        channel: 'DUCEO',
        progressTs: '1.2',
        spec: { kind: 'responses' as const, email: 'ana@acme.test' },
        runs: 1,
      };
      await exports.save(exported);
      await exports.save({ ...exported, runs: 2, sent: { at: '2026-11-28T10:00:00.000Z', rows: 40 } });
      expect(await exports.get('exp-1')).toEqual({ ...exported, runs: 2, sent: { at: '2026-11-28T10:00:00.000Z', rows: 40 } });
      expect(await exports.get('nope')).toBeUndefined();
      vi.useFakeTimers({ now: Date.now() + WEEK + 1, toFake: ['Date'] });
      try {
        expect(await exports.get('exp-1')).toBeUndefined();
      } finally {
        vi.useRealTimers();
      }
    });
  });
}
