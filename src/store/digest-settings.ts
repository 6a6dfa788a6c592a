// A workspace's weekly digest settings (on or off, weekday, hour, channel), kept in the app's store; read through zod
// so an old or damaged entry gets the defaults: on, Monday 09:00 in the workspace's time zone, the feed channel.
import type Keyv from 'keyv';
import { z } from 'zod';
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
  constructor(private readonly kv: Keyv<unknown>) {}

  async get(w: WorkspaceRef): Promise<DigestSettings> {
    const parsed = digestSettingsSchema.safeParse((await this.kv.get(workspaceKey(w))) ?? {});
    return parsed.success ? parsed.data : DEFAULT_DIGEST_SETTINGS;
  }

  async set(w: WorkspaceRef, settings: DigestSettings): Promise<void> {
    await this.kv.set(workspaceKey(w), digestSettingsSchema.parse(settings));
  }
}
