// Review presets and team-review drafts on SQLite and PostgreSQL: a team or member is in one preset at most (a newer
// preset takes them over, one left covering nobody is gone), also when two admins save presets naming the same teams
// at once from two instances; the preset covering a member, theirs before their team's; a draft kept a day, a lapsed
// one never read. On PostgreSQL the covers' key refuses a team in two presets.
import { describe, expect, it } from 'vitest';
import { DraftStore } from '../../src/store/drafts.js';
import { PresetStore, type SavedPreset } from '../../src/store/presets.js';
import { noPostgres, usePostgresDatabase } from '../support/postgres.js';
import { storeBackends, useStoreFactories } from './open-stores.js';

const preset = (id: string, covers: Partial<Pick<SavedPreset, 'teams' | 'members'>>, savedAt = '2026-11-01T10:00:00.000Z'): SavedPreset => ({
  id,
  name: `Preset ${id}`,
  goals_feedback: 'Goals',
  culture_contribution: 'Culture',
  next_review: '2027-01-15',
  teams: covers.teams ?? [],
  teamNames: Object.fromEntries((covers.teams ?? []).map((t) => [t, `Team ${t}`])),
  members: covers.members ?? [],
  savedBy: 'UADMIN',
  savedAt,
});

for (const backend of storeBackends('reviews')) {
  describe.skipIf(backend.skip)(`review presets and drafts on ${backend.name}`, () => {
    const { open } = useStoreFactories(backend.url);

    it('moves a team or member to the newer preset that names them, and drops a preset left covering nobody', async () => {
      const presets = new PresetStore((await open()).db);
      const w = { teamId: 'TMOVE' };
      await presets.add(w, preset('p1', { teams: ['t1', 't2'] }, '2026-11-01T10:00:00.000Z'));
      await presets.add(w, preset('p2', { members: [{ email: 'ana@acme.test', userId: 'UANA' }, { email: 'ben@acme.test' }] }, '2026-11-01T11:00:00.000Z'));
      await presets.add(w, preset('p3', { teams: ['t2'] }, '2026-11-01T12:00:00.000Z'));
      await presets.add(w, preset('p4', { members: [{ email: 'ana@acme.test', userId: 'UANA' }, { email: 'ben@acme.test' }] }, '2026-11-01T13:00:00.000Z'));
      const listed = await presets.list(w);
      expect(listed.map((p) => [p.id, p.teams, p.members])).toEqual([
        ['p1', ['t1'], []],
        ['p3', ['t2'], []],
        ['p4', [], [{ email: 'ana@acme.test', userId: 'UANA' }, { email: 'ben@acme.test' }]],
      ]);
      expect(listed[2]).toEqual(
        preset('p4', { members: [{ email: 'ana@acme.test', userId: 'UANA' }, { email: 'ben@acme.test' }] }, '2026-11-01T13:00:00.000Z'),
      );
      expect(listed[0]!.teamNames).toEqual({ t1: 'Team t1', t2: 'Team t2' }); // the names as saved
      expect((await presets.covering(w, 'ana@acme.test', 't1'))?.id).toBe('p4'); // their own preset wins over their team's
      expect((await presets.covering(w, 'cat@acme.test', 't2'))?.id).toBe('p3');
      expect(await presets.covering(w, 'cat@acme.test')).toBeUndefined();
      expect(await presets.list({ teamId: 'TOTHER' })).toEqual([]);
    });

    it('saving a preset again under its id replaces it', async () => {
      const presets = new PresetStore((await open()).db);
      const w = { teamId: 'TAGAIN' };
      await presets.add(w, preset('p1', { teams: ['t1', 't2'] }));
      await presets.add(w, { ...preset('p1', { teams: ['t3'] }), name: 'Renamed' });
      expect((await presets.list(w)).map((p) => [p.id, p.name, p.teams])).toEqual([['p1', 'Renamed', ['t3']]]);
    });

    it('keeps each team in one preset when two admins on two instances save presets naming the same teams at once', async () => {
      const [one, two] = [new PresetStore((await open()).db), new PresetStore((await open()).db)];
      const w = { teamId: 'TRACE' };
      const teams = ['t1', 't2', 't3', 't4', 't5', 't6'];
      await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          (i % 2 ? one : two).add(w, preset(`p${i}`, { teams: i % 3 ? teams : [...teams].reverse() }, `2026-11-01T10:00:${String(i).padStart(2, '0')}.000Z`)),
        ),
      );
      const after = await one.list(w);
      expect(after.flatMap((p) => p.teams).sort()).toEqual(teams);
      expect(after.every((p) => p.teams.length > 0)).toBe(true);
      // Each team of one preset taken by a preset of its own at once: the first preset, left covering nobody, is gone.
      const v = { teamId: 'TSPLIT' };
      await one.add(v, preset('all', { teams }));
      await Promise.all(teams.map((team, i) => (i % 2 ? one : two).add(v, preset(`only-${team}`, { teams: [team] }))));
      expect((await two.list(v)).map((p) => p.id).sort()).toEqual(teams.map((t) => `only-${t}`));
    });

    it('keeps a draft a day from its last save, and never reads a lapsed one', async () => {
      const { db } = await open();
      const drafts = new DraftStore(db);
      const w = { teamId: 'TDRAFT' };
      const draft = { id: 'd1', date: '2026-11-01', people: [{ userId: 'UANA', goalRating: 'met_goals' as const }], round: 0 };
      expect(await drafts.get(w, 'd1')).toBeUndefined();
      await drafts.set(w, draft);
      await drafts.set(w, { ...draft, round: 1 });
      expect(await drafts.get(w, 'd1')).toEqual({ ...draft, round: 1 });
      expect(await drafts.get({ teamId: 'TOTHER' }, 'd1')).toBeUndefined();
      const { expires_at } = await db.selectFrom('review_drafts').select('expires_at').executeTakeFirstOrThrow();
      expect(expires_at).toBeGreaterThan(Date.now() + 23 * 3600_000);
      await db
        .updateTable('review_drafts')
        .set({ expires_at: Date.now() - 1 })
        .execute();
      expect(await drafts.get(w, 'd1')).toBeUndefined();
    });
  });
}

describe.skipIf(noPostgres)('the review preset tables on PostgreSQL', () => {
  const { open } = useStoreFactories(usePostgresDatabase('reviews-constraints').url);

  it('refuse a team or member in two presets, a cover of no preset, and an unknown kind; a preset deleted takes its covers', async () => {
    const { db } = await open();
    const row = (id: string) => ({
      workspace_key: 'T:T1',
      id,
      name: id,
      goals_feedback: '',
      culture_contribution: '',
      next_review: '2027-01-15',
      team_names_json: '{}',
      saved_by: 'U1',
      saved_at: '2026-11-01',
    });
    await db
      .insertInto('review_presets')
      .values([row('p1'), row('p2')])
      .execute();
    await db
      .insertInto('review_preset_covers')
      .values({ workspace_key: 'T:T1', kind: 'team', ref: 't1', preset_id: 'p1', user_id: null, position: 0 })
      .execute();
    await expect(
      db.insertInto('review_preset_covers').values({ workspace_key: 'T:T1', kind: 'team', ref: 't1', preset_id: 'p2', user_id: null, position: 0 }).execute(),
    ).rejects.toThrow(/review_preset_covers_pk/);
    await expect(
      db.insertInto('review_preset_covers').values({ workspace_key: 'T:T1', kind: 'team', ref: 't2', preset_id: 'p9', user_id: null, position: 0 }).execute(),
    ).rejects.toThrow(/review_preset_covers_preset/);
    await expect(
      db
        .insertInto('review_preset_covers')
        .values({ workspace_key: 'T:T1', kind: 'group' as never, ref: 't3', preset_id: 'p1', user_id: null, position: 0 })
        .execute(),
    ).rejects.toThrow(/review_preset_covers_kind/);
    await db.deleteFrom('review_presets').where('id', '=', 'p1').execute();
    expect(await db.selectFrom('review_preset_covers').selectAll().execute()).toEqual([]);
  });
});
