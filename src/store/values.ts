// Company values per workspace (name, hashtag, emoji, one-line description): the service has no such thing, so the app keeps them.
import type Keyv from 'keyv';
import { z } from 'zod';
import { SettingsCache } from './settings-cache.js';
import { type WorkspaceRef, workspaceKey } from './workspaces.js';

export const VALUES_MAX = 10;

/** A hashtag's characters (for `u` patterns): letters and digits of any script (`#café`, `#ownership`), their accents,
 *  `-` and `_`, a letter or digit first. */
const FIRST = String.raw`[\p{L}\p{N}]`;
const REST = String.raw`[\p{L}\p{N}\p{M}_-]`;
export const HASHTAG_BODY = `${FIRST}${REST}*`;
/** A hashtag as stored: up to 30 characters, `#` left off. */
export const HASHTAG_SHAPE = new RegExp(`^${FIRST}${REST}{0,29}$`, 'u');
/** How a typed hashtag is compared: composed (an accent typed as its own mark matches the accented letter), lower case. */
export const normalHashtag = (tag: string) => tag.normalize('NFC').toLowerCase();

export const companyValueSchema = z.object({
  name: z.string().trim().min(1).max(40),
  /** Without the `#`, lower case and composed (normalHashtag): `ownership`, `café`. */
  hashtag: z.string().regex(HASHTAG_SHAPE),
  /** An emoji name without colons, standard or custom: `muscle`, `acme-rocket`. */
  emoji: z.string().regex(/^[a-z0-9_+'-]{1,60}$/),
  description: z.string().trim().min(1).max(150),
});
export type CompanyValue = z.infer<typeof companyValueSchema>;

const storedSchema = z.object({ values: z.array(companyValueSchema).max(VALUES_MAX), updatedBy: z.string().optional(), updatedAt: z.string().optional() });
type Stored = z.infer<typeof storedSchema>;

export class ValuesStore {
  private readonly cache: SettingsCache<CompanyValue[]>;

  /** `cache`: with several instances, a map whose deletes reach the others (every kudos reads the values for tags). */
  constructor(
    private readonly kv: Keyv<Stored>,
    cache?: ConstructorParameters<typeof SettingsCache<CompanyValue[]>>[0],
  ) {
    this.cache = new SettingsCache(cache);
  }

  /** The workspace's values; a record that does not parse reads as none, so an admin can write over it. */
  async get(w: WorkspaceRef): Promise<CompanyValue[]> {
    return this.cache.read(workspaceKey(w), async () => {
      const parsed = storedSchema.safeParse(await this.kv.get(workspaceKey(w)));
      return parsed.success ? parsed.data.values : [];
    });
  }

  async set(w: WorkspaceRef, values: CompanyValue[], by: string): Promise<void> {
    await this.kv.set(workspaceKey(w), storedSchema.parse({ values, updatedBy: by, updatedAt: new Date().toISOString() }));
    this.cache.drop(workspaceKey(w));
  }
}
