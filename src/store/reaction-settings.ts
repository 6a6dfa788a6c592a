// Give by reaction's settings per workspace — which emoji gives (standard or custom) and how many coins — with the
// defaults in this one place; admins change them with `/kudos reactions :emoji: N`.
import type Keyv from 'keyv';
import { z } from 'zod';
import { type WorkspaceRef, workspaceKey } from './workspaces.js';

export const REACTION_DEFAULTS = { emoji: 'coin', amount: 5 } as const;

export const reactionSettingsSchema = z.object({
  /** An emoji name without colons or skin tone: `coin`, `taco`, `acme-coin`. */
  emoji: z.string().regex(/^[a-z0-9_+'-]{1,60}$/).default(REACTION_DEFAULTS.emoji),
  amount: z.number().int().min(1).max(1_000).default(REACTION_DEFAULTS.amount),
  updatedBy: z.string().optional(),
});
export type ReactionSettings = z.infer<typeof reactionSettingsSchema>;

export class ReactionSettingsStore {
  constructor(private readonly kv: Keyv<unknown>) {}

  /** The workspace's settings; a damaged entry reads as the defaults. */
  async get(w: WorkspaceRef): Promise<ReactionSettings> {
    const parsed = reactionSettingsSchema.safeParse((await this.kv.get(workspaceKey(w))) ?? {});
    return parsed.success ? parsed.data : reactionSettingsSchema.parse({});
  }

  async set(w: WorkspaceRef, settings: ReactionSettings): Promise<void> {
    await this.kv.set(workspaceKey(w), reactionSettingsSchema.parse(settings));
  }
}

/** `:taco:` or `taco` → `taco`; a skin tone (`thumbsup::skin-tone-2`) is the same emoji. */
export const emojiName = (text: string) => text.replace(/^:|:$/g, '').split('::')[0]!.toLowerCase();
