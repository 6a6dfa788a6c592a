// The settings admins choose per workspace, on SQLite and PostgreSQL: giving rules (and the group sizes kudos learned),
// company values, give by reaction, the weekly digest, celebrations, the insights summary's opt-ins. Each reads its
// defaults with no row and again when a row does not parse, and keeps what was saved; on PostgreSQL each table refuses
// what its schema refuses.
import { describe, expect, it } from 'vitest';
import { DEFAULT_CELEBRATION_SETTINGS, CelebrationSettingsStore } from '../../src/store/celebration-settings.js';
import { DEFAULT_DIGEST_SETTINGS, DigestSettingsStore } from '../../src/store/digest-settings.js';
import { DEFAULT_GIVING_RULES, GivingRulesStore } from '../../src/store/giving-rules.js';
import { InsightsSummaryStore } from '../../src/store/insights-summaries.js';
import { REACTION_DEFAULTS, ReactionSettingsStore } from '../../src/store/reaction-settings.js';
import { ValuesStore } from '../../src/store/values.js';
import { noPostgres, usePostgresDatabase } from '../support/postgres.js';
import { storeBackends, useStoreFactories } from './open-stores.js';

const W = { teamId: 'T1' };
const ownership = { name: 'Ownership', hashtag: 'ownership', emoji: 'muscle', description: 'We finish what we start.' };
const café = { name: 'Café', hashtag: 'café', emoji: 'coffee', description: 'We talk things over.' };

for (const backend of storeBackends('settings')) {
  describe.skipIf(backend.skip)(`settings tables on ${backend.name}`, () => {
    const { open } = useStoreFactories(backend.url);

    it('giving rules: the defaults, what was saved, and the defaults again for a row whose time zone is no time zone', async () => {
      const { db } = await open();
      const rules = new GivingRulesStore(db);
      expect(await rules.get({ teamId: 'TRULES' })).toEqual(DEFAULT_GIVING_RULES);
      const saved = { ...DEFAULT_GIVING_RULES, allowance: 30, period: 'week' as const, resetDay: 7, timeZone: 'Europe/Lisbon', adminsExempt: true };
      await rules.set({ teamId: 'TRULES' }, saved);
      expect(await new GivingRulesStore(db).get({ teamId: 'TRULES' })).toEqual(saved);
      await db.updateTable('giving_rules').set({ time_zone: 'Mars/Olympus' }).where('workspace_key', '=', 'T:TRULES').execute();
      expect(await new GivingRulesStore(db).get({ teamId: 'TRULES' })).toEqual(DEFAULT_GIVING_RULES);
    });

    it('group sizes: learned, their members kept when a later size names none, gone once lapsed', async () => {
      const { db } = await open();
      const rules = new GivingRulesStore(db);
      expect(await rules.groupSize(W, 't100')).toBeUndefined();
      await rules.setGroupSize(W, 't100', 12, ['ana@acme.test', 'ben@acme.test']);
      await rules.setGroupSize(W, 't100', 13);
      expect([await rules.groupSize(W, 't100'), await rules.groupMembers(W, 't100')]).toEqual([13, ['ana@acme.test', 'ben@acme.test']]);
      await db
        .updateTable('group_sizes')
        .set({ expires_at: Date.now() - 1 })
        .execute();
      expect([await rules.groupSize(W, 't100'), await rules.groupMembers(W, 't100')]).toEqual([undefined, []]);
      await rules.setGroupSize(W, 't100', 14);
      expect(await rules.groupMembers(W, 't100')).toEqual([]); // the lapsed members do not come back with a new size
    });

    it('company values: none, then the list in its order, replaced whole; a list naming a hashtag twice is refused', async () => {
      const { db } = await open();
      const values = new ValuesStore(db);
      expect(await values.get(W)).toEqual([]);
      await values.set(W, [ownership, café], 'UADMIN');
      expect(await new ValuesStore(db).get(W)).toEqual([ownership, café]);
      await values.set(W, [café], 'UADMIN');
      expect(await new ValuesStore(db).get(W)).toEqual([café]);
      await expect(values.set(W, [café, { ...ownership, hashtag: 'café' }], 'UADMIN')).rejects.toThrow(/each hashtag names one value/);
      expect(await new ValuesStore(db).get(W)).toEqual([café]);
      await db.updateTable('company_values').set({ emoji: ':not an emoji:' }).execute();
      expect(await new ValuesStore(db).get(W)).toEqual([]);
    });

    it('give by reaction, the weekly digest and celebrations: defaults, what was saved, defaults for a row that does not parse', async () => {
      const { db } = await open();
      const [reactions, digest, celebrations] = [new ReactionSettingsStore(db), new DigestSettingsStore(db), new CelebrationSettingsStore(db)];
      expect(await reactions.get(W)).toEqual(REACTION_DEFAULTS);
      expect(await digest.get(W)).toEqual(DEFAULT_DIGEST_SETTINGS);
      expect(await celebrations.get(W)).toEqual(DEFAULT_CELEBRATION_SETTINGS);
      await reactions.set(W, { emoji: 'taco', amount: 3, updatedBy: 'UADMIN' });
      await digest.set(W, { enabled: false, weekday: 5, hour: 16, channel: 'CDIGEST' });
      const party = { channel: 'CPARTY', hour: 10, birthdays: false, anniversaries: true, companyName: 'Northwind', birthdayCoins: 0, anniversaryCoins: 25 };
      await celebrations.set(W, party);
      expect(await reactions.get(W)).toEqual({ emoji: 'taco', amount: 3, updatedBy: 'UADMIN' });
      expect(await digest.get(W)).toEqual({ enabled: false, weekday: 5, hour: 16, channel: 'CDIGEST' });
      expect(await celebrations.get(W)).toEqual(party);
      await digest.set(W, { enabled: true, weekday: 1, hour: 9 });
      expect(await digest.get(W)).toEqual(DEFAULT_DIGEST_SETTINGS); // no channel: the feed channel again
      await db.updateTable('reaction_settings').set({ emoji: 'Not An Emoji' }).execute();
      await db
        .updateTable('celebration_settings')
        .set({ company_name: 'N'.repeat(61) })
        .execute();
      expect(await reactions.get(W)).toEqual(REACTION_DEFAULTS);
      expect(await celebrations.get(W)).toEqual(DEFAULT_CELEBRATION_SETTINGS);
    });

    it('insights summaries: each manager switches their own on and off, twice on is once', async () => {
      const summaries = new InsightsSummaryStore((await open()).db);
      expect(await summaries.managers(W)).toEqual([]);
      await Promise.all([summaries.set(W, 'UMGR2', true), summaries.set(W, 'UMGR1', true), summaries.set(W, 'UMGR1', true)]);
      expect(await summaries.managers(W)).toEqual(['UMGR1', 'UMGR2']);
      expect([await summaries.wants(W, 'UMGR1'), await summaries.wants(W, 'UOTHER')]).toEqual([true, false]);
      await summaries.set(W, 'UMGR1', false);
      expect(await summaries.managers(W)).toEqual(['UMGR2']);
      expect(await summaries.managers({ teamId: 'T2' })).toEqual([]);
    });
  });
}

describe.skipIf(noPostgres)('settings tables on PostgreSQL refuse what their schemas refuse', () => {
  const { open } = useStoreFactories(usePostgresDatabase('settings-constraints').url);
  const rules = {
    workspace_key: 'T:T1',
    allowance: 100,
    period: 'month',
    reset_day: 1,
    time_zone_basis: 'workspace',
    time_zone: 'UTC',
    per_kudos_max: 50,
    admins_exempt: 0,
  } as const;

  it('giving rules: an allowance of 0, a week starting on day 8, an unknown period', async () => {
    const { db } = await open();
    await expect(
      db
        .insertInto('giving_rules')
        .values({ ...rules, allowance: 0 })
        .execute(),
    ).rejects.toThrow(/giving_rules_amounts/);
    await expect(
      db
        .insertInto('giving_rules')
        .values({ ...rules, period: 'week', reset_day: 8 })
        .execute(),
    ).rejects.toThrow(/giving_rules_reset_day/);
    await expect(
      db
        .insertInto('giving_rules')
        .values({ ...rules, period: 'fortnight' as never })
        .execute(),
    ).rejects.toThrow(/giving_rules_period/);
    await expect(
      db.insertInto('group_sizes').values({ workspace_key: 'T:T1', token: 't1', size: -1, members_json: '[]', expires_at: 1 }).execute(),
    ).rejects.toThrow(/group_sizes_size/);
    await db
      .insertInto('giving_rules')
      .values({ ...rules, period: 'month', reset_day: 28 })
      .execute();
  });

  it('company values: an eleventh value, two in one place, a hashtag twice', async () => {
    const { db } = await open();
    const value = (hashtag: string, position: number) => ({ workspace_key: 'T:T1', hashtag, position, name: hashtag, emoji: 'star', description: hashtag });
    await db
      .insertInto('company_values')
      .values([value('a', 0), value('b', 9)])
      .execute();
    await expect(db.insertInto('company_values').values(value('c', 10)).execute()).rejects.toThrow(/company_values_position/);
    await expect(db.insertInto('company_values').values(value('c', 0)).execute()).rejects.toThrow(/company_values_order/);
    await expect(db.insertInto('company_values').values(value('a', 1)).execute()).rejects.toThrow(/company_values_pk/);
  });

  it('give by reaction, the digest and celebrations: amounts, hours and days out of range', async () => {
    const { db } = await open();
    await expect(db.insertInto('reaction_settings').values({ workspace_key: 'T:T1', emoji: 'taco', amount: 0, updated_by: null }).execute()).rejects.toThrow(
      /reaction_settings_amount/,
    );
    await expect(
      db.insertInto('reaction_settings').values({ workspace_key: 'T:T1', emoji: 'taco', amount: 1_001, updated_by: null }).execute(),
    ).rejects.toThrow(/reaction_settings_amount/);
    await expect(db.insertInto('digest_settings').values({ workspace_key: 'T:T1', enabled: 1, weekday: 0, hour: 9, channel: null }).execute()).rejects.toThrow(
      /digest_settings_when/,
    );
    await expect(db.insertInto('digest_settings').values({ workspace_key: 'T:T1', enabled: 1, weekday: 1, hour: 24, channel: null }).execute()).rejects.toThrow(
      /digest_settings_when/,
    );
    const party = {
      workspace_key: 'T:T1',
      channel: null,
      hour: 9,
      birthdays: 1,
      anniversaries: 1,
      company_name: null,
      birthday_coins: 0,
      anniversary_coins: 0,
    } as const;
    await expect(
      db
        .insertInto('celebration_settings')
        .values({ ...party, birthday_coins: 1_001 })
        .execute(),
    ).rejects.toThrow(/celebration_settings_values/);
    await expect(
      db
        .insertInto('celebration_settings')
        .values({ ...party, hour: -1 })
        .execute(),
    ).rejects.toThrow(/celebration_settings_values/);
    await expect(
      db
        .insertInto('insights_summary_optins')
        .values([
          { workspace_key: 'T:T1', user_id: 'U1' },
          { workspace_key: 'T:T1', user_id: 'U1' },
        ])
        .execute(),
    ).rejects.toThrow(/insights_summary_optins_pk/);
  });
});
