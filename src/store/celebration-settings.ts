// A workspace's celebration settings (admins): the channel posts go to (none: no posts), the local hour they go out at
// in each person's own time zone, which occasions are posted, the company's name in anniversary posts, and the coins
// the company adds to a birthday or an anniversary (0: none). Table celebration_settings, read through zod; a missing
// or damaged row gets the defaults.
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database, CelebrationSettingsTable } from '../db/schema.js';
import { type WorkspaceRef, workspaceKey } from './workspaces.js';

/** Coins the company may add to one occasion at most. */
export const MAX_CELEBRATION_COINS = 1_000;

export const celebrationSettingsSchema = z.object({
  /** Where posts go; absent: nothing is posted (the admin has not chosen a channel yet). */
  channel: z.string().optional(),
  /** Hour of the day, 0–23, on each celebrated person's own clock (their Slack time zone). */
  hour: z.number().int().min(0).max(23).default(9),
  birthdays: z.boolean().default(true),
  anniversaries: z.boolean().default(true),
  /** "3 years at Northwind today": absent, the Slack workspace's name is used. */
  companyName: z.string().max(60).optional(),
  birthdayCoins: z.number().int().min(0).max(MAX_CELEBRATION_COINS).default(0),
  anniversaryCoins: z.number().int().min(0).max(MAX_CELEBRATION_COINS).default(0),
});
export type CelebrationSettings = z.infer<typeof celebrationSettingsSchema>;

export const DEFAULT_CELEBRATION_SETTINGS: CelebrationSettings = celebrationSettingsSchema.parse({});

const settingsOf = (row: CelebrationSettingsTable): Record<keyof CelebrationSettings, unknown> => ({
  channel: row.channel ?? undefined,
  hour: row.hour,
  birthdays: row.birthdays === 1,
  anniversaries: row.anniversaries === 1,
  companyName: row.company_name ?? undefined,
  birthdayCoins: row.birthday_coins,
  anniversaryCoins: row.anniversary_coins,
});

export class CelebrationSettingsStore {
  constructor(private readonly db: Kysely<Database>) {}

  async get(w: WorkspaceRef): Promise<CelebrationSettings> {
    const row = await this.db.selectFrom('celebration_settings').selectAll().where('workspace_key', '=', workspaceKey(w)).executeTakeFirst();
    const parsed = celebrationSettingsSchema.safeParse(row ? settingsOf(row) : {});
    return parsed.success ? parsed.data : DEFAULT_CELEBRATION_SETTINGS;
  }

  async set(w: WorkspaceRef, settings: CelebrationSettings): Promise<void> {
    const s = celebrationSettingsSchema.parse(settings);
    const row = {
      channel: s.channel ?? null,
      hour: s.hour,
      birthdays: s.birthdays ? 1 : 0,
      anniversaries: s.anniversaries ? 1 : 0,
      company_name: s.companyName ?? null,
      birthday_coins: s.birthdayCoins,
      anniversary_coins: s.anniversaryCoins,
    } as const;
    await this.db
      .insertInto('celebration_settings')
      .values({ workspace_key: workspaceKey(w), ...row })
      .onConflict((oc) => oc.column('workspace_key').doUpdateSet(row))
      .execute();
  }
}
