// Per-workspace settings: the encrypted API key, its stage, the feed channel, extra admins and Slack user ⇄ member links.
import type Keyv from 'keyv';
import { z } from 'zod';
import type { SecretBox } from './secrets.js';

export type WorkspaceRef = { teamId: string; enterpriseId?: string | undefined };

/** Org-wide installs share settings across the enterprise; otherwise each workspace has its own. */
export const workspaceKey = (w: WorkspaceRef) => (w.enterpriseId ? `E:${w.enterpriseId}` : `T:${w.teamId}`);

const storedSchema = z.object({
  sealedKey: z.string().optional(),
  keyLast4: z.string().optional(),
  stage: z.enum(['prod', 'dev']).optional(),
  feedChannel: z.string().optional(),
  admins: z.array(z.string()).default([]),
  links: z.record(z.string(), z.string()).default({}),
  /** Slack user groups an admin mapped to the service's team IDs. */
  /** Directory sync: include guests (restricted accounts), and the custom profile field that names a manager. */
  syncGuests: z.boolean().default(false),
  managerField: z.string().optional(),
  teamMap: z.array(z.object({ usergroupId: z.string(), handle: z.string(), name: z.string(), teamId: z.string() })).default([]),
  updatedBy: z.string().optional(),
  updatedAt: z.string().optional(),
});
type Stored = z.infer<typeof storedSchema>;

export type WorkspaceSettings = Omit<Stored, 'sealedKey'> & { apiKey?: string };

/** Settings are read several times per request (key, links, admins, feed): a short in-process cache saves the store
 *  reads and the decryption; updates through this store refresh it at once. */
const CACHE_TTL_MS = 30_000;

export class WorkspaceStore {
  private readonly cache = new Map<string, { at: number; settings: WorkspaceSettings }>();

  constructor(private readonly kv: Keyv<Stored>, private readonly box: SecretBox) {}

  private async raw(w: WorkspaceRef): Promise<Stored> {
    return storedSchema.parse((await this.kv.get(workspaceKey(w))) ?? {});
  }

  async get(w: WorkspaceRef): Promise<WorkspaceSettings> {
    const hit = this.cache.get(workspaceKey(w));
    if (hit && Date.now() - hit.at < CACHE_TTL_MS) return hit.settings;
    const { sealedKey, ...rest } = await this.raw(w);
    const settings = { ...rest, ...(sealedKey ? { apiKey: this.box.open(sealedKey) } : {}) };
    this.cache.set(workspaceKey(w), { at: Date.now(), settings });
    return settings;
  }

  /** Forgets everything stored for the workspace, the encrypted API key first of all. */
  async remove(w: WorkspaceRef): Promise<void> {
    await this.kv.delete(workspaceKey(w));
    this.cache.delete(workspaceKey(w));
  }

  async update(w: WorkspaceRef, change: Partial<Omit<WorkspaceSettings, 'keyLast4'>>): Promise<void> {
    const current = await this.raw(w);
    const { apiKey, ...rest } = change;
    const next: Stored = { ...current, ...rest, updatedAt: new Date().toISOString() };
    if (apiKey) {
      next.sealedKey = this.box.seal(apiKey);
      next.keyLast4 = apiKey.slice(-4);
    }
    await this.kv.set(workspaceKey(w), next);
    this.cache.delete(workspaceKey(w));
  }
}
