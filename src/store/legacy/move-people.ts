// What is kept per person or for their celebrations — celebration settings, each person's dates and opt-outs, the
// managers who asked for the monthly summary — moved through the stores' own methods, each record compared first with
// what the store reads back.
import { z } from 'zod';
import { CelebrationDatesStore, optOutsSchema, personDatesSchema } from '../celebration-dates.js';
import { CelebrationSettingsStore, celebrationSettingsSchema } from '../celebration-settings.js';
import { InsightsSummaryStore } from '../insights-summaries.js';
import { type Move, type MoveContext, alive, heldRow, moveIfChanged, parsedOr, recordsOf } from './move.js';
import { type LegacyRecord, isWorkspaceKey, keyvValue, refOf, splitWorkspace } from './snapshot.js';

/** The record's value parsed by `schema`, when its key names a workspace (`whole`) or a person in one. */
async function parsedValueOf<T>(m: MoveContext, kind: string, record: LegacyRecord, schema: z.ZodType<T>, whole: boolean): Promise<T | undefined> {
  if (!alive(m, record, kind)) return undefined;
  const value = await keyvValue(record.raw);
  const named = whole ? isWorkspaceKey(record.key) : Boolean(splitWorkspace(record.key)?.rest);
  return parsedOr(m, kind, () => (named && value !== undefined ? schema.parse(value) : undefined));
}

async function celebrationSettings(m: MoveContext): Promise<void> {
  const kind = 'celebration settings';
  const store = new CelebrationSettingsStore(m.db);
  for (const record of recordsOf(m, 'celebration-settings')) {
    const wanted = await parsedValueOf(m, kind, record, celebrationSettingsSchema, true);
    if (!wanted) continue;
    const w = refOf(record.key);
    const current = async () => ((await heldRow(m, 'celebration_settings', { workspace_key: record.key })) ? store.get(w) : undefined);
    await moveIfChanged(m, kind, current, wanted, () => store.set(w, wanted));
  }
}

/** `<wk>:<user>` records of dates or of opt-outs, each into its own table (an import never wrote over an opt-out). */
async function celebrationPeople(m: MoveContext): Promise<void> {
  const store = new CelebrationDatesStore(m.db);
  for (const record of recordsOf(m, 'celebration-dates')) {
    const wanted = await parsedValueOf(m, 'celebration dates', record, personDatesSchema, false);
    const at = splitWorkspace(record.key);
    if (!wanted || !at) continue;
    const current = async () =>
      (await heldRow(m, 'celebration_dates', { workspace_key: at.wk, user_id: at.rest })) ? (await store.get(refOf(at.wk), at.rest)).dates : undefined;
    await moveIfChanged(m, 'celebration dates', current, wanted, () => store.setDates(refOf(at.wk), at.rest, wanted));
  }
  for (const record of recordsOf(m, 'celebration-opt-outs')) {
    const wanted = await parsedValueOf(m, 'celebration opt-outs', record, optOutsSchema, false);
    const at = splitWorkspace(record.key);
    if (!wanted || !at) continue;
    const current = async () =>
      (await heldRow(m, 'celebration_opt_outs', { workspace_key: at.wk, user_id: at.rest })) ? (await store.get(refOf(at.wk), at.rest)).optOuts : undefined;
    await moveIfChanged(m, 'celebration opt-outs', current, wanted, () => store.setOptOuts(refOf(at.wk), at.rest, wanted));
  }
}

const summariesSchema = z.object({ managers: z.array(z.string()).default([]) });

/** A workspace's list of managers who opted in, a row each. */
async function summaryOptIns(m: MoveContext): Promise<void> {
  const kind = 'monthly summary opt-ins';
  const store = new InsightsSummaryStore(m.db);
  for (const record of recordsOf(m, 'insights-summaries')) {
    const saved = await parsedValueOf(m, kind, record, summariesSchema, true);
    const w = refOf(record.key);
    for (const manager of saved?.managers ?? [])
      await moveIfChanged(
        m,
        kind,
        async () => (await store.wants(w, manager)) || undefined,
        true,
        () => store.set(w, manager, true),
      );
  }
}

export const peopleMove: Move = {
  namespaces: (ns) => ['celebration-settings', 'celebration-dates', 'celebration-opt-outs', 'insights-summaries'].includes(ns),
  run: async (m) => {
    await celebrationSettings(m);
    await celebrationPeople(m);
    await summaryOptIns(m);
  },
};
