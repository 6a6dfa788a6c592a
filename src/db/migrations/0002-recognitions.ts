// The read model of each company's recognitions (per connection scope), shared by every instance: the recognitions read
// from the service's feed, their receivers and company-value hashtags (each with the time and shared flag the boards and
// charts filter on), the names people are given, how far each feed source was read, and the company directory the
// dashboard's charts join on. Rows are a copy of the service's: kept 400 days, deleted with the workspace or person.
import { type Kysely, sql } from 'kysely';

const flag = (column: string) => sql.raw(`${column} IN (0, 1)`);

async function recognitions(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('recognitions')
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addColumn('giver', 'text')
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('total', 'bigint', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('shared', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('recognitions_pk', ['scope', 'key'])
    .addCheckConstraint('recognitions_shared', flag('shared'))
    .execute();
  // A period's kudos (buckets of the charts), and each giver's in giver order (standings stream one giver after another
  // with no sort; one person's kudos given, for forget): both cover what they are read for (the key: a value filter).
  await db.schema.createIndex('recognitions_time').on('recognitions').columns(['scope', 'at', 'shared', 'giver', 'total']).execute();
  await db.schema.createIndex('recognitions_giver').on('recognitions').columns(['scope', 'giver', 'shared', 'at', 'total', 'key']).execute();
  await db.schema
    .createTable('recognition_receivers')
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addColumn('giver', 'text')
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('shared', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('recognition_receivers_pk', ['scope', 'key', 'email'])
    .addCheckConstraint('recognition_receivers_shared', flag('shared'))
    .execute();
  // A period's receivers (buckets of the charts), and each receiver's kudos in receiver order (standings stream one person
  // after another; one person's last kudos, their credits, forget): both cover what they are read for (the key: a
  // value filter).
  await db.schema.createIndex('recognition_receivers_time').on('recognition_receivers').columns(['scope', 'at', 'shared', 'email', 'amount']).execute();
  await db.schema
    .createIndex('recognition_receivers_person')
    .on('recognition_receivers')
    .columns(['scope', 'email', 'shared', 'at', 'amount', 'key'])
    .execute();
  await db.schema
    .createTable('recognition_values')
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('hashtag', 'text', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addColumn('shared', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('recognition_values_pk', ['scope', 'key', 'hashtag'])
    .addCheckConstraint('recognition_values_shared', flag('shared'))
    .execute();
  await db.schema.createIndex('recognition_values_time').on('recognition_values').columns(['scope', 'hashtag', 'at']).execute();
  await db.schema
    .createTable('recognition_people')
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('recognition_people_pk', ['scope', 'email'])
    .execute();
}

async function progress(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('recognition_scopes')
    .addColumn('scope', 'text', (c) => c.primaryKey())
    .addColumn('refreshed_at', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('stale_at', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('directory_at', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('feed_sources')
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('source_id', 'text', (c) => c.notNull())
    .addColumn('pages_read', 'integer', (c) => c.notNull())
    .addColumn('oldest_at', 'bigint')
    .addColumn('newest_at', 'bigint')
    .addColumn('exhausted', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('feed_sources_pk', ['scope', 'source_id'])
    .addCheckConstraint('feed_sources_progress', sql`pages_read >= 0 AND ${flag('exhausted')}`)
    .execute();
  await db.schema
    .createTable('directory')
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('team', 'text', (c) => c.notNull())
    .addColumn('manager', 'text')
    .addPrimaryKeyConstraint('directory_pk', ['scope', 'email'])
    .execute();
  await db.schema.createIndex('directory_team').on('directory').columns(['scope', 'team']).execute();
}

export function recognitionsModel() {
  return {
    up: async (db: Kysely<unknown>) => {
      await recognitions(db);
      await progress(db);
    },
  };
}
