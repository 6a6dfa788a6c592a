// Uninstall and forget on the app's tables, on SQLite and on PostgreSQL: a workspace's erase leaves no row naming it in
// any table the database lists (but its settings, deleted by their own store, and the event deliveries kept on
// purpose), touches no other workspace's, counts what went and finds nothing the second time; a person's erase takes
// their dates, opt-outs, keys, link and admin role, and keeps the rewards ledger, the company's book.
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/schema.js';
import { eraseRecognitions, forgetRecognitions } from '../../src/engagement/feed/index.js';
import { RewardsLedger } from '../../src/store/rewards-ledger.js';
import { erasePerson } from '../../src/store/erase-person.js';
import { eraseWorkspace, hasRecords } from '../../src/store/erase.js';
import { ExportJobs } from '../../src/store/export-jobs.js';
import type { StoreFactory } from '../../src/store/factory.js';
import { RewardsCatalogue } from '../../src/store/rewards-catalogue.js';
import { type SyncJob, SyncJobs } from '../../src/store/sync-jobs.js';
import { rowsOf, writeTestKudos } from '../support/read-model.js';
import { rowCount, rowsNaming } from '../support/rows-naming.js';
import { storeBackends, useStoreFactories } from './open-stores.js';

const backends = storeBackends('erase');
/** The read model's part of an erase, as the composition root hands it in (runtime.ts). */
const recognitions = { eraseRecognitions, forgetRecognitions };
const DAY = 24 * 60 * 60 * 1000;

const syncJob = (teamId: string): SyncJob => ({
  id: `sync-${teamId}`,
  workspace: { teamId },
  adminId: 'UCEO',
  channel: 'DUCEO',
  progressTs: '1.1',
  update: false,
  status: 'running',
  chunkCount: 1,
  people: 1,
  nextChunk: 0,
  sent: 0,
  totals: { imported: 0, updated: 0, skipped: 0, failed: 0 },
  leftOut: {},
  startedAt: new Date().toISOString(),
});

/** A row in every table the workspace's data lives in, through the stores where they are this change's, else directly. */
async function seedSettings(db: Kysely<Database>, teamId: string): Promise<void> {
  const workspace_key = `T:${teamId}`;
  await db
    .insertInto('workspace_settings')
    .values({
      workspace_key,
      thread_replies: 0,
      admins_json: '["UANA","UCEO"]',
      links_json: '{"UANA":"ana@acme.test","UBEN":"ben@acme.test"}',
      sync_guests: 0,
      team_map_json: '[]',
    })
    .execute();
  await db
    .insertInto('giving_rules')
    .values({
      workspace_key,
      allowance: 100,
      period: 'month',
      reset_day: 1,
      time_zone_basis: 'workspace',
      time_zone: 'UTC',
      per_kudos_max: 10,
      admins_exempt: 0,
    })
    .execute();
  await db
    .insertInto('group_sizes')
    .values({ workspace_key, token: 'everyone', size: 2, members_json: '[]', expires_at: Date.now() + DAY })
    .execute();
  await db.insertInto('company_values').values({ workspace_key, hashtag: 'care', position: 0, name: 'Care', emoji: ':heart:', description: '' }).execute();
  await db.insertInto('reaction_settings').values({ workspace_key, emoji: 'tada', amount: 5 }).execute();
  await db.insertInto('digest_settings').values({ workspace_key, enabled: 1, weekday: 1, hour: 9, channel: 'CDIGEST' }).execute();
  await db
    .insertInto('celebration_settings')
    .values({ workspace_key, channel: 'CFUN', hour: 9, birthdays: 1, anniversaries: 1, company_name: null, birthday_coins: 5, anniversary_coins: 10 })
    .execute();
  for (const user_id of ['UANA', 'UBEN']) {
    await db
      .insertInto('celebration_dates')
      .values({ workspace_key, user_id, birthday: '03-14', start_date: '2020-01-06', source: 'person', email: null })
      .execute();
    await db.insertInto('celebration_opt_outs').values({ workspace_key, user_id, birthday: 1, anniversary: 0 }).execute();
    await db.insertInto('insights_summary_optins').values({ workspace_key, user_id }).execute();
  }
  await db
    .insertInto('review_presets')
    .values({
      workspace_key,
      id: 'p1',
      name: 'Engineering',
      goals_feedback: '',
      culture_contribution: '',
      next_review: '',
      team_names_json: '{}',
      saved_by: 'UCEO',
      saved_at: '2026-11-01',
    })
    .execute();
  await db.insertInto('review_preset_covers').values({ workspace_key, kind: 'team', ref: 'eng', preset_id: 'p1', user_id: null, position: 0 }).execute();
  await db
    .insertInto('review_drafts')
    .values({ workspace_key, id: 'd1', draft_json: '{}', expires_at: Date.now() + DAY })
    .execute();
}

async function seedWorkspace(stores: StoreFactory, teamId: string): Promise<void> {
  const w = { teamId };
  await seedSettings(stores.db, teamId);
  const ledger = new RewardsLedger(stores.db);
  const catalogue = new RewardsCatalogue(stores.db);
  await catalogue.save(w, {
    id: 'lunch',
    name: 'Team lunch',
    description: '',
    cost: 30,
    stocked: true,
    limit: { count: 2, period: 'month' },
    needsApproval: true,
    ask: 'nothing',
    question: '',
    options: [],
    retired: false,
  });
  await catalogue.setApproverChannel(w, 'CAPPROVE');
  await ledger.setStock(w, 'lunch', 5);
  await ledger.credit(w, 'UANA', 'rec-1', 100, 'kudos from Ben');
  await ledger.markHistoryRead(w, 'UANA');
  await ledger.redeem(w, {
    request: `req-${teamId}`,
    user: 'UANA',
    reward: { id: 'lunch', name: 'Team lunch', cost: 30 },
    stocked: true,
    limit: { period: '2026-11', max: 2 },
    needsApproval: true,
  });
  const jobs = new SyncJobs(stores.db);
  await jobs.saveChunk(syncJob(teamId), 0, []);
  await jobs.saveFailed(syncJob(teamId), -1, [{ email: null, name: 'Nobody', reason: 'no e-mail' }]);
  await jobs.save(syncJob(teamId));
  await new ExportJobs(stores.db).save({
    id: `export-${teamId}`,
    workspace: w,
    adminId: 'UCEO',
    channel: 'DUCEO',
    progressTs: '1.2',
    spec: { kind: 'questions' },
    runs: 1,
  });
  await stores.atomic('allowances').spend(`T:${teamId}:UANA:2026-11-01`, 3, 10, DAY, `T:${teamId}:give-1:charge`);
  await stores.atomic('allowances').spend(`T:${teamId}:UBEN:2026-11-01`, 2, 10, DAY);
  await stores.atomic('dedupe').claim(`view:T:${teamId}:V1`, 'done', DAY);
  await stores.atomic('dedupe').claim(`event:${teamId}:Ev1`, 'done', DAY);
  await stores.namespace('thread-parents').set(`T:${teamId}:C1:2026-11-25`, '1.3');
  await stores.outbox().add({ id: `give-${teamId}`, kind: 'command', body: { team_id: teamId, text: 'kudos' }, createdAt: Date.now() }, 'me', 60_000);
  await writeTestKudos(stores.db, `T:${teamId}:dev:-key`, [
    { at: Date.now(), giver: 'ben@acme.test', receivers: ['ana@acme.test'], amount: 2, reason: 'for the release', shared: true },
    { at: Date.now(), giver: 'ana@acme.test', receivers: ['ben@acme.test'], amount: 3, reason: 'for the review', shared: true },
  ]);
}

for (const backend of backends) {
  describe.skipIf(backend.skip)(`erasing on ${backend.name}`, () => {
    const { open } = useStoreFactories(backend.url);

    it('deletes every row naming the uninstalled workspace in one go, and none of another’s', async () => {
      const stores = await open();
      await seedWorkspace(stores, 'TGONE');
      await seedWorkspace(stores, 'TSTAY');
      const stay = await rowsNaming(stores.db, 'TSTAY');
      const chunks = await rowCount(stores.db, 'sync_job_chunks');
      expect(await hasRecords(stores, { teamId: 'TGONE' })).toBe(true);
      const counts = await eraseWorkspace({ ...stores, recognitions }, { teamId: 'TGONE' });
      // The settings go with their own store (workspaces.ts), before this runs in an uninstall.
      expect(await rowsNaming(stores.db, 'TGONE')).toEqual(['workspace_settings/T:TGONE']);
      expect(await rowsNaming(stores.db, 'TSTAY')).toEqual(stay);
      expect(await rowCount(stores.db, 'sync_job_chunks')).toBe(chunks - 2);
      expect(await stores.atomic('dedupe').isClaimed('event:TGONE:Ev1')).toBe(true);
      expect(counts).toMatchObject({
        rewards: 1,
        reward_ledger: 2,
        reward_request_events: 1,
        reward_steps: 3,
        sync_jobs: 1,
        sync_job_chunks: 2,
        export_jobs: 1,
        'counters/allowances': 2,
        'once_marks/allowances': 1,
        'claims/dedupe': 1,
        'kept_records/thread-parents': 1,
        outbox: 1,
        recognitions: 2,
      });
      expect(await new RewardsLedger(stores.db).balance({ teamId: 'TSTAY' }, 'UANA')).toBe(70);
      const again = await eraseWorkspace({ ...stores, recognitions }, { teamId: 'TGONE' });
      expect(Object.values(again).every((n) => n === 0)).toBe(true);
      await stores.db.deleteFrom('workspace_settings').where('workspace_key', '=', 'T:TGONE').execute();
      expect(await hasRecords(stores, { teamId: 'TGONE' })).toBe(false);
    });

    it('forgets a person: their dates, opt-outs, keys, link and admin role; keeps the ledger and everyone else', async () => {
      const stores = await open();
      await seedWorkspace(stores, 'TPERSON');
      await seedWorkspace(stores, 'TOTHER');
      const w = { teamId: 'TPERSON' };
      const counts = await erasePerson({ ...stores, recognitions }, w, 'UANA');
      expect(counts).toMatchObject({
        celebration_dates: 1,
        celebration_opt_outs: 1,
        insights_summary_optins: 1,
        'counters/allowances': 1,
        'settings (link, admin role)': 2,
      });
      // In the read model: what they received goes, what they gave stays counted for its receiver, without them.
      expect((await rowsOf(stores.db, 'T:TPERSON:dev:-key')).map((k) => [k.giver, k.receivers])).toEqual([[null, ['ben@acme.test']]]);
      expect(await rowsOf(stores.db, 'T:TOTHER:dev:-key')).toHaveLength(2);
      const left = await rowsNaming(stores.db, 'TPERSON');
      const person = async (table: 'celebration_dates' | 'celebration_opt_outs' | 'insights_summary_optins', teamId: string) =>
        (await stores.db.selectFrom(table).select('user_id').where('workspace_key', '=', `T:${teamId}`).execute()).map((r) => r.user_id).sort();
      for (const table of ['celebration_dates', 'celebration_opt_outs', 'insights_summary_optins'] as const) {
        expect(await person(table, 'TPERSON')).toEqual(['UBEN']);
        expect(await person(table, 'TOTHER')).toEqual(['UANA', 'UBEN']);
      }
      expect(left).not.toContain('counters/allowances/T:TPERSON:UANA:2026-11-01');
      expect(left).toContain('counters/allowances/T:TPERSON:UBEN:2026-11-01');
      expect(await stores.atomic('allowances').total('T:TOTHER:UANA:2026-11-01')).toBe(3);
      const settings = await stores.db
        .selectFrom('workspace_settings')
        .select(['admins_json', 'links_json'])
        .where('workspace_key', '=', 'T:TPERSON')
        .executeTakeFirstOrThrow();
      expect([JSON.parse(settings.admins_json), JSON.parse(settings.links_json)]).toEqual([['UCEO'], { UBEN: 'ben@acme.test' }]);
      // The company's book stays whole: the balance is still the sum of the entries.
      const ledger = new RewardsLedger(stores.db);
      expect(await ledger.balance(w, 'UANA')).toBe(70);
      expect((await ledger.entries(w)).map((e) => e.amount)).toEqual([100, -30]);
      const again = await erasePerson({ ...stores, recognitions }, w, 'UANA');
      expect(Object.values(again).every((n) => n === 0)).toBe(true);
    });
  });
}
