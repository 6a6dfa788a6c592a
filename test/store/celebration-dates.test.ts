// People's celebrated dates and opt-outs on SQLite and PostgreSQL: none set reads as nothing opted out of; an import
// writes the dates and never the opt-outs; everyone with dates comes back in one query, in user-id order, with their
// opt-outs; dates that do not parse read as none. On PostgreSQL the tables refuse a birthday with a year, a start date
// that is no date, an unknown source and a flag other than 0 or 1.
import { describe, expect, it } from 'vitest';
import { CelebrationDatesStore } from '../../src/store/celebration-dates.js';
import { noPostgres, usePostgresDatabase } from '../support/postgres.js';
import { storeBackends, useStoreFactories } from './open-stores.js';

const W = { teamId: 'T1' };
const NONE = { birthday: false, anniversary: false };

for (const backend of storeBackends('celebration-dates')) {
  describe.skipIf(backend.skip)(`CelebrationDatesStore on ${backend.name}`, () => {
    const { open } = useStoreFactories(backend.url);

    it('keeps dates and opt-outs apart, and lists everyone with dates in one query', async () => {
      const { db } = await open();
      const dates = new CelebrationDatesStore(db);
      expect(await dates.get(W, 'UANA')).toEqual({ userId: 'UANA', dates: { source: 'person' }, optOuts: NONE });
      await dates.setOptOuts(W, 'UZED', { birthday: true, anniversary: false }); // opted out, no dates: not listed
      await dates.setDates(W, 'UTOM', { start: '2023-03-14', source: 'import', email: 'tom@acme.test' });
      await dates.setDates(W, 'UANA', { birthday: '03-14', source: 'person' });
      await dates.setOptOuts(W, 'UANA', { birthday: false, anniversary: true });
      await dates.setDates(W, 'UANA', { birthday: '03-15', start: '2020-01-06', source: 'import' }); // an admin's import
      await dates.setDates({ teamId: 'T2' }, 'UOTHER', { birthday: '01-01', source: 'person' });
      expect(await dates.get(W, 'UZED')).toEqual({ userId: 'UZED', dates: { source: 'person' }, optOuts: { birthday: true, anniversary: false } });
      expect(await dates.everyone(W)).toEqual([
        { userId: 'UANA', dates: { birthday: '03-15', start: '2020-01-06', source: 'import' }, optOuts: { birthday: false, anniversary: true } },
        { userId: 'UTOM', dates: { start: '2023-03-14', source: 'import', email: 'tom@acme.test' }, optOuts: NONE },
      ]);
      await db.updateTable('celebration_dates').set({ birthday: 'ab-cd' }).where('user_id', '=', 'UANA').execute();
      expect((await dates.everyone(W))[0]).toEqual({ userId: 'UANA', dates: { source: 'person' }, optOuts: { birthday: false, anniversary: true } });
    });

    it('lists user IDs in code-unit order, whatever the database collates by', async () => {
      const dates = new CelebrationDatesStore((await open()).db);
      const w = { teamId: 'TORDER' };
      for (const id of ['Ub', 'UB', 'U_1', 'U1', 'Ua']) await dates.setDates(w, id, { birthday: '05-05', source: 'person' });
      expect((await dates.everyone(w)).map((p) => p.userId)).toEqual(['U1', 'UB', 'U_1', 'Ua', 'Ub']);
    });
  });
}

describe.skipIf(noPostgres)('the celebration tables on PostgreSQL', () => {
  const { open } = useStoreFactories(usePostgresDatabase('celebration-dates-constraints').url);

  it('refuse what the dates schema refuses', async () => {
    const { db } = await open();
    const row = { workspace_key: 'T:T1', user_id: 'U1', birthday: null, start_date: null, source: 'person', email: null } as const;
    await expect(
      db
        .insertInto('celebration_dates')
        .values({ ...row, birthday: '1990-03-14' })
        .execute(),
    ).rejects.toThrow(/celebration_dates_shapes/);
    await expect(
      db
        .insertInto('celebration_dates')
        .values({ ...row, start_date: '14/03/2023' })
        .execute(),
    ).rejects.toThrow(/celebration_dates_shapes/);
    await expect(
      db
        .insertInto('celebration_dates')
        .values({ ...row, source: 'guess' as never })
        .execute(),
    ).rejects.toThrow(/celebration_dates_shapes/);
    await expect(
      db
        .insertInto('celebration_opt_outs')
        .values({ workspace_key: 'T:T1', user_id: 'U1', birthday: 2 as never, anniversary: 0 })
        .execute(),
    ).rejects.toThrow(/celebration_opt_outs_flags/);
    await db
      .insertInto('celebration_dates')
      .values({ ...row, birthday: '03-14', start_date: '2023-03-14' })
      .execute();
  });
});
