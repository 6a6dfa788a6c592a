// Per-workspace settings: the encrypted API key, its stage, the feed channel, extra admins and Slack user ⇄ member links.
// A key that no configured ENCRYPTION_KEY opens is reported; rotation re-seals every key at once (reseal.ts).
import type { Logger } from '@slack/logger';
import type Keyv from 'keyv';
import { z } from 'zod';
import { type SecretBox, UnreadableSecretError, sealWithFirst } from './secrets.js';

/** `enterpriseId`: only for an org-wide install on Enterprise Grid. `ownSettings`: a workspace of such an org whose
 *  admin chose settings (API key included) of its own instead of the org's. */
export type WorkspaceRef = { teamId: string; enterpriseId?: string | undefined; ownSettings?: boolean | undefined };

/** Org-wide installs share settings across the enterprise, unless a workspace chose its own; otherwise each workspace
 *  has its own. */
export const workspaceKey = (w: WorkspaceRef) => (w.enterpriseId && !w.ownSettings ? `E:${w.enterpriseId}` : `T:${w.teamId}`);

/** The org's settings a workspace of an org-wide install falls back to. */
const orgOf = (w: WorkspaceRef): WorkspaceRef => ({ teamId: w.teamId, enterpriseId: w.enterpriseId });

const storedSchema = z.object({
  sealedKey: z.string().optional(),
  keyLast4: z.string().optional(),
  stage: z.enum(['prod', 'dev']).optional(),
  feedChannel: z.string().optional(),
  /** Shared kudos go as replies under one parent message per channel and day (the workspace's time zone). */
  threadReplies: z.boolean().default(false),
  admins: z.array(z.string()).default([]),
  links: z.record(z.string(), z.string()).default({}),
  /** Directory sync: include guests (restricted accounts), and the custom profile field that names a manager. */
  syncGuests: z.boolean().default(false),
  managerField: z.string().optional(),
  /** Slack user groups an admin mapped to the service's team IDs. */
  teamMap: z.array(z.object({ usergroupId: z.string(), handle: z.string(), name: z.string(), teamId: z.string() })).default([]),
  /** On an org's record: the workspaces whose admins chose settings of their own. */
  ownSettingsTeams: z.array(z.string()).optional(),
  updatedBy: z.string().optional(),
  updatedAt: z.string().optional(),
});
type Stored = z.infer<typeof storedSchema>;

export type WorkspaceSettings = Omit<Stored, 'sealedKey'> & {
  apiKey?: string;
  /** A key is stored, but no configured ENCRYPTION_KEY opens it (or the record itself can't be read): setup must be run again. */
  keyUnreadable?: true;
};

/** Settings are read several times per request (key, links, admins, feed): a short in-process cache saves the store
 *  reads and the decryption; updates through this store drop it at once, in every instance sharing the store. */
const CACHE_TTL_MS = 30_000;

type Cached = { at: number; settings: WorkspaceSettings };

export class WorkspaceStore {
  /** Workspaces whose unreadable key was logged already: once is enough to act on, every request would be noise. */
  private readonly reported = new Set<string>();

  constructor(
    private readonly kv: Keyv<Stored>,
    private readonly box: SecretBox,
    private readonly log: Pick<Logger, 'error'>,
    /** With several instances, a map whose deletes reach the others (StoreFactory.sharedMap), so a change is seen at once. */
    private readonly cache: Map<string, Cached> = new Map(),
  ) {}

  /** The stored record; one that does not parse reads as empty settings, so setup can still open and write over it. */
  private async raw(w: WorkspaceRef): Promise<{ stored: Stored; readable: boolean }> {
    const parsed = storedSchema.safeParse((await this.kv.get(workspaceKey(w))) ?? {});
    return parsed.success ? { stored: parsed.data, readable: true } : { stored: storedSchema.parse({}), readable: false };
  }

  async get(w: WorkspaceRef): Promise<WorkspaceSettings> {
    const key = workspaceKey(w);
    const hit = this.cache.get(key);
    if (hit && Date.now() - hit.at < CACHE_TTL_MS) return hit.settings;
    const { stored, readable } = await this.raw(w);
    const { sealedKey, ...rest } = stored;
    let settings: WorkspaceSettings = rest;
    if (!readable) settings = this.unreadable(key, rest, 'the stored settings do not parse');
    else if (sealedKey) {
      try {
        settings = { ...rest, apiKey: this.box.open(sealedKey).plain };
        this.reported.delete(key);
      } catch (error) {
        if (!(error instanceof UnreadableSecretError)) throw error;
        settings = this.unreadable(key, rest, error.message);
      }
    }
    this.cache.set(key, { at: Date.now(), settings });
    return settings;
  }

  private unreadable(key: string, rest: Omit<Stored, 'sealedKey'>, why: string): WorkspaceSettings {
    if (!this.reported.has(key)) {
      this.reported.add(key);
      this.log.error(`workspace ${key}: the stored API key can't be read with the current ENCRYPTION_KEY (${why}); an admin must run /kudos setup to enter it again`);
    }
    return { ...rest, keyUnreadable: true };
  }

  /** Forgets everything stored for the workspace, the encrypted API key first of all. */
  async remove(w: WorkspaceRef): Promise<void> {
    await this.kv.delete(workspaceKey(w));
    this.cache.delete(workspaceKey(w));
  }

  /** The workspace a request is for, told whether it runs on the org's settings or its own (org-wide installs only). */
  async resolve(w: WorkspaceRef): Promise<WorkspaceRef> {
    if (!w.enterpriseId) return w;
    const own = (await this.get(orgOf(w))).ownSettingsTeams?.includes(w.teamId) === true;
    return { ...orgOf(w), ...(own ? { ownSettings: true } : {}) };
  }

  /** An admin's choice for a workspace of an org-wide install: settings of its own (true) or the org's (false). */
  async chooseOwnSettings(w: WorkspaceRef, own: boolean): Promise<void> {
    if (!w.enterpriseId) return;
    const teams = ((await this.get(orgOf(w))).ownSettingsTeams ?? []).filter((t) => t !== w.teamId);
    await this.update(orgOf(w), { ownSettingsTeams: own ? [...teams, w.teamId] : teams });
  }

  async update(w: WorkspaceRef, change: Partial<Omit<WorkspaceSettings, 'keyLast4' | 'keyUnreadable'>>): Promise<void> {
    const { stored: current } = await this.raw(w);
    const { apiKey, ...rest } = change;
    const next: Stored = { ...current, ...rest, updatedAt: new Date().toISOString() };
    if (apiKey) {
      next.sealedKey = this.box.seal(apiKey);
      next.keyLast4 = apiKey.slice(-4);
    } else if (next.sealedKey) {
      // Written under the first key, so a change racing the re-seal pass never puts an older key's seal back.
      next.sealedKey = sealWithFirst(this.box, next.sealedKey).sealed;
    }
    await this.kv.set(workspaceKey(w), next);
    this.cache.delete(workspaceKey(w));
  }
}
