// The languages people chose in App Home and each workspace's default an admin set in setup (table
// language_choices); a stored value Kudos no longer speaks reads as no choice. The default, read for every post in a
// channel, is kept briefly in memory as the other per-workspace settings are (settings-cache.ts).
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { type Locale, localeOf } from '../i18n/locales.js';
import { SettingsCache } from './settings-cache.js';
import { type WorkspaceRef, workspaceKey } from './workspaces.js';

/** The user_id of a workspace's default. */
const WORKSPACE = '';

export class LanguageChoices {
  private readonly defaults: SettingsCache<Locale | undefined>;

  /** `cache`: with several instances, a map whose deletes reach the others. */
  constructor(
    private readonly db: Kysely<Database>,
    cache?: ConstructorParameters<typeof SettingsCache<Locale | undefined>>[0],
  ) {
    this.defaults = new SettingsCache(cache);
  }

  /** The person's own choice and the workspace's default, in one read. */
  async of(w: WorkspaceRef, userId: string): Promise<{ person?: Locale; workspace?: Locale }> {
    const rows = await this.db
      .selectFrom('language_choices')
      .select(['user_id', 'locale'])
      .where('workspace_key', '=', workspaceKey(w))
      .where('user_id', 'in', userId ? [userId, WORKSPACE] : [WORKSPACE])
      .execute();
    const person = localeOf(rows.find((r) => r.user_id === userId && userId)?.locale);
    const workspace = localeOf(rows.find((r) => r.user_id === WORKSPACE)?.locale);
    return { ...(person ? { person } : {}), ...(workspace ? { workspace } : {}) };
  }

  /** The workspace's default, undefined when no admin set one. */
  workspaceDefault(w: WorkspaceRef): Promise<Locale | undefined> {
    return this.defaults.read(workspaceKey(w), async () => (await this.of(w, WORKSPACE)).workspace);
  }

  /** A person's choice; undefined goes back to what Slack says. */
  choose(w: WorkspaceRef, userId: string, locale: Locale | undefined): Promise<void> {
    return this.save(w, userId, locale);
  }

  /** The workspace's default; undefined goes back to English. */
  setWorkspaceDefault(w: WorkspaceRef, locale: Locale | undefined): Promise<void> {
    return this.save(w, WORKSPACE, locale);
  }

  private async save(w: WorkspaceRef, userId: string, locale: Locale | undefined): Promise<void> {
    const key = workspaceKey(w);
    if (!locale) await this.db.deleteFrom('language_choices').where('workspace_key', '=', key).where('user_id', '=', userId).execute();
    else
      await this.db
        .insertInto('language_choices')
        .values({ workspace_key: key, user_id: userId, locale })
        .onConflict((oc) => oc.columns(['workspace_key', 'user_id']).doUpdateSet({ locale }))
        .execute();
    if (userId === WORKSPACE) this.defaults.drop(key);
  }
}
