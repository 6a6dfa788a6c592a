// Company values per workspace (name, hashtag, emoji, one-line description; table company_values, one row each in the
// admin's order): the service has no such thing, so the app keeps them.
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/schema.js';
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

/** `#ownership` or `#café` as a word of its own (not `a#b`, not `#ownerships`); Slack channel links are read as `#name` first. */
const HASHTAG = new RegExp(String.raw`(?:^|[^\p{L}\p{N}\p{M}_#&])#(${HASHTAG_BODY})`, 'gu');

/** The hashtags of a text, compared as stored (normalHashtag: composed, lower case): the values a kudos names, here
 *  and in the read model of recognitions, which tags each kudos it keeps (engagement/feed/rows.ts). */
export function hashtagsIn(text: string): string[] {
  return [...text.normalize('NFC').matchAll(HASHTAG)].map((m) => normalHashtag(m[1]!));
}

export const companyValueSchema = z.object({
  name: z.string().trim().min(1).max(40),
  /** Without the `#`, lower case and composed (normalHashtag): `ownership`, `café`. */
  hashtag: z.string().regex(HASHTAG_SHAPE),
  /** An emoji name without colons, standard or custom: `muscle`, `acme-rocket`. */
  emoji: z.string().regex(/^[a-z0-9_+'-]{1,60}$/),
  description: z.string().trim().min(1).max(150),
});
export type CompanyValue = z.infer<typeof companyValueSchema>;

/** A workspace's values as saved: a hashtag names one value (the table's key says so too). */
const valuesSchema = z
  .array(companyValueSchema)
  .max(VALUES_MAX)
  .refine((values) => new Set(values.map((v) => v.hashtag)).size === values.length, 'each hashtag names one value');

export class ValuesStore {
  private readonly cache: SettingsCache<CompanyValue[]>;

  /** `cache`: with several instances, a map whose deletes reach the others (every kudos reads the values for tags). */
  constructor(
    private readonly db: Kysely<Database>,
    cache?: ConstructorParameters<typeof SettingsCache<CompanyValue[]>>[0],
  ) {
    this.cache = new SettingsCache(cache);
  }

  /** The workspace's values in the admin's order; rows that do not parse read as none, so an admin can write over them. */
  async get(w: WorkspaceRef): Promise<CompanyValue[]> {
    return this.cache.read(workspaceKey(w), async () => {
      const rows = await this.db
        .selectFrom('company_values')
        .select(['name', 'hashtag', 'emoji', 'description'])
        .where('workspace_key', '=', workspaceKey(w))
        .orderBy('position')
        .execute();
      const parsed = valuesSchema.safeParse(rows);
      return parsed.success ? parsed.data : [];
    });
  }

  /** Replaces the workspace's values, all or none. */
  async set(w: WorkspaceRef, values: CompanyValue[], by: string): Promise<void> {
    const checked = valuesSchema.parse(values);
    const key = workspaceKey(w);
    const at = new Date().toISOString();
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('company_values').where('workspace_key', '=', key).execute();
      if (checked.length === 0) return;
      await trx
        .insertInto('company_values')
        .values(
          checked.map((v, position) => ({
            workspace_key: key,
            hashtag: v.hashtag,
            position,
            name: v.name,
            emoji: v.emoji,
            description: v.description,
            updated_by: by,
            updated_at: at,
          })),
        )
        .execute();
    });
    this.cache.drop(key);
  }
}
