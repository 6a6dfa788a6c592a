// Give by reaction's settings per workspace (table reaction_settings) — which emoji gives (standard or custom) and how
// many coins — with the defaults in this one place; admins change them with `/kudos reactions :emoji: N`.
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/schema.js';
import { type WorkspaceRef, workspaceKey } from './workspaces.js';

export const REACTION_DEFAULTS = { emoji: 'coin', amount: 5 } as const;

export const reactionSettingsSchema = z.object({
  /** An emoji name without colons or skin tone: `coin`, `taco`, `acme-coin`. */
  emoji: z
    .string()
    .regex(/^[a-z0-9_+'-]{1,60}$/)
    .default(REACTION_DEFAULTS.emoji),
  amount: z.number().int().min(1).max(1_000).default(REACTION_DEFAULTS.amount),
  updatedBy: z.string().optional(),
});
export type ReactionSettings = z.infer<typeof reactionSettingsSchema>;

export class ReactionSettingsStore {
  constructor(private readonly db: Kysely<Database>) {}

  /** The workspace's settings; none saved, or a row that does not parse, reads as the defaults. */
  async get(w: WorkspaceRef): Promise<ReactionSettings> {
    const row = await this.db
      .selectFrom('reaction_settings')
      .select(['emoji', 'amount', 'updated_by'])
      .where('workspace_key', '=', workspaceKey(w))
      .executeTakeFirst();
    const parsed = reactionSettingsSchema.safeParse(row ? { emoji: row.emoji, amount: row.amount, updatedBy: row.updated_by ?? undefined } : {});
    return parsed.success ? parsed.data : reactionSettingsSchema.parse({});
  }

  async set(w: WorkspaceRef, settings: ReactionSettings): Promise<void> {
    const { emoji, amount, updatedBy } = reactionSettingsSchema.parse(settings);
    const row = { emoji, amount, updated_by: updatedBy ?? null };
    await this.db
      .insertInto('reaction_settings')
      .values({ workspace_key: workspaceKey(w), ...row })
      .onConflict((oc) => oc.column('workspace_key').doUpdateSet(row))
      .execute();
  }
}

/** `:taco:` or `taco` → `taco`; a skin tone (`thumbsup::skin-tone-2`) is the same emoji. */
export const emojiName = (text: string) => text.replace(/^:|:$/g, '').split('::')[0]!.toLowerCase();
