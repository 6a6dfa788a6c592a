// A team review in progress (who is reviewed, what was typed, what was filed), kept a day between its modal steps.
import type Keyv from 'keyv';
import { z } from 'zod';
import { CULTURE_RATINGS, GOAL_RATINGS } from '../engagement/index.js';
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
  constructor(private readonly kv: Keyv<Draft>) {}
  async get(w: WorkspaceRef, id: string): Promise<Draft | undefined> {
    const raw = await this.kv.get(`${workspaceKey(w)}:${id}`);
    return raw ? draftSchema.parse(raw) : undefined;
  }
  async set(w: WorkspaceRef, draft: Draft): Promise<void> {
    await this.kv.set(`${workspaceKey(w)}:${draft.id}`, draft, DRAFT_TTL_MS);
  }
}
