// A workspace's weekly digest settings (on or off, weekday, hour, channel; table digest_settings), kept in the app's
// store; read through zod so a missing or damaged row gets the defaults: on, Monday 09:00 in the workspace's time zone,
// the feed channel.
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/schema.js';
import { type WorkspaceRef, workspaceKey } from './workspaces.js';

export const digestSettingsSchema = z.object({
  enabled: z.boolean().default(true),
  /** ISO weekday: 1 Monday … 7 Sunday. */
  weekday: z.number().int().min(1).max(7).default(1),
  /** Hour of the day, 0–23, on the workspace's clock (the time zone of the giving rules). */
  hour: z.number().int().min(0).max(23).default(9),
  /** Where it is posted; absent: the feed channel. */
  channel: z.string().optional(),
});
export type DigestSettings = z.infer<typeof digestSettingsSchema>;

export const DEFAULT_DIGEST_SETTINGS: DigestSettings = digestSettingsSchema.parse({});

export class DigestSettingsStore {
  constructor(private readonly db: Kysely<Database>) {}

  async get(w: WorkspaceRef): Promise<DigestSettings> {
    const row = await this.db
      .selectFrom('digest_settings')
      .select(['enabled', 'weekday', 'hour', 'channel'])
      .where('workspace_key', '=', workspaceKey(w))
      .executeTakeFirst();
    const parsed = digestSettingsSchema.safeParse(
      row ? { enabled: row.enabled === 1, weekday: row.weekday, hour: row.hour, channel: row.channel ?? undefined } : {},
    );
    return parsed.success ? parsed.data : DEFAULT_DIGEST_SETTINGS;
  }

  async set(w: WorkspaceRef, settings: DigestSettings): Promise<void> {
    const s = digestSettingsSchema.parse(settings);
    const row = { enabled: s.enabled ? 1 : 0, weekday: s.weekday, hour: s.hour, channel: s.channel ?? null } as const;
    await this.db
      .insertInto('digest_settings')
      .values({ workspace_key: workspaceKey(w), ...row })
      .onConflict((oc) => oc.column('workspace_key').doUpdateSet(row))
      .execute();
  }
}
