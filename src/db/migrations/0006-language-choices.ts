// Which language each person chose in App Home, and the workspace's default an admin set in setup (the row whose
// user_id is ''): what Kudos speaks to them when it is not what Slack says (src/i18n).
import type { Kysely } from 'kysely';
import { sql } from 'kysely';

export function languageChoices() {
  return {
    up: async (db: Kysely<unknown>) => {
      await db.schema
        .createTable('language_choices')
        .addColumn('workspace_key', 'text', (c) => c.notNull())
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('locale', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('language_choices_pk', ['workspace_key', 'user_id'])
        .addCheckConstraint('language_choices_locale', sql`locale IN ('en', 'es', 'pt-BR', 'fr', 'de', 'ja')`)
        .execute();
    },
  };
}
