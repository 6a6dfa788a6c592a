// A team review in progress (who is reviewed, what was typed, what was filed), kept a day between its modal steps
// (table review_drafts: a lapsed draft is never read, and the purge deletes it).
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/schema.js';
import { CULTURE_RATINGS, GOAL_RATINGS } from '../engagement-client/index.js';
import { type WorkspaceRef, workspaceKey } from './workspaces.js';

export const DRAFT_TTL_MS = 24 * 60 * 60 * 1000;

const personSchema = z.object({
  userId: z.string(),
  goalRating: z.enum(GOAL_RATINGS).optional(),
  goalExamples: z.string().optional(),
  cultureRating: z.enum(CULTURE_RATINGS).optional(),
  cultureExamples: z.string().optional(),
  /** Set once filed: success, or the reason it failed; `final` when no correction can change it (not resent). */
  result: z.object({ ok: z.boolean(), message: z.string(), final: z.boolean().optional() }).optional(),
});
export const draftSchema = z.object({ id: z.string(), date: z.string(), people: z.array(personSchema), round: z.number().int().default(0) });
export type Draft = z.infer<typeof draftSchema>;

export class DraftStore {
  constructor(private readonly db: Kysely<Database>) {}

  async get(w: WorkspaceRef, id: string): Promise<Draft | undefined> {
    const row = await this.db
      .selectFrom('review_drafts')
      .select('draft_json')
      .where('workspace_key', '=', workspaceKey(w))
      .where('id', '=', id)
      .where('expires_at', '>', Date.now())
      .executeTakeFirst();
    return row ? draftSchema.parse(JSON.parse(row.draft_json)) : undefined;
  }

  /** Saves the draft for another day from now. */
  async set(w: WorkspaceRef, draft: Draft): Promise<void> {
    const row = { draft_json: JSON.stringify(draftSchema.parse(draft)), expires_at: Date.now() + DRAFT_TTL_MS };
    await this.db
      .insertInto('review_drafts')
      .values({ workspace_key: workspaceKey(w), id: draft.id, ...row })
      .onConflict((oc) => oc.columns(['workspace_key', 'id']).doUpdateSet(row))
      .execute();
  }
}
