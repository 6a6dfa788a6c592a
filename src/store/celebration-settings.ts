// A workspace's celebration settings (admins): the channel posts go to (none: no posts), the local hour they go out at
// in each person's own time zone, which occasions are posted, the company's name in anniversary posts, and the coins
// the company adds to a birthday or an anniversary (0: none). Read through zod; a damaged entry gets the defaults.
import type Keyv from 'keyv';
import { z } from 'zod';
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

export class CelebrationSettingsStore {
  constructor(private readonly kv: Keyv<unknown>) {}

  async get(w: WorkspaceRef): Promise<CelebrationSettings> {
    const parsed = celebrationSettingsSchema.safeParse((await this.kv.get(workspaceKey(w))) ?? {});
    return parsed.success ? parsed.data : DEFAULT_CELEBRATION_SETTINGS;
  }

  async set(w: WorkspaceRef, settings: CelebrationSettings): Promise<void> {
    await this.kv.set(workspaceKey(w), celebrationSettingsSchema.parse(settings));
  }
}
