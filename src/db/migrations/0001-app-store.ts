// The app's store as tables: coordination (claims, counters, rate slots, the outbox), installations and settings,
// celebrations, reviews, the rewards catalogue and its ledger, summaries and jobs — each with the constraints its rules
// need (a balance or a stock never below zero, a team in one review preset at most, ledger rows never updated).
import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../dialect.js';

/** A text column that must hold one of `values`. */
const oneOf = (column: string, values: readonly string[]) => sql.raw(`${column} IN (${values.map((v) => `'${v}'`).join(', ')})`);
const flag = (column: string) => sql.raw(`${column} IN (0, 1)`);
const between = (column: string, min: number, max: number) => sql.raw(`${column} BETWEEN ${min} AND ${max}`);

async function coordination(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('claims')
    .addColumn('namespace', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('value_json', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'bigint')
    .addPrimaryKeyConstraint('claims_pk', ['namespace', 'key'])
    .execute();
  await db.schema.createIndex('claims_expires').on('claims').column('expires_at').where(sql.ref('expires_at'), 'is not', null).execute();
  await db.schema
    .createTable('counters')
    .addColumn('namespace', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('total', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint')
    .addPrimaryKeyConstraint('counters_pk', ['namespace', 'key'])
    .addCheckConstraint('counters_total_not_negative', sql`total >= 0`)
    .execute();
  await db.schema.createIndex('counters_expires').on('counters').column('expires_at').where(sql.ref('expires_at'), 'is not', null).execute();
  await db.schema
    .createTable('once_marks')
    .addColumn('namespace', 'text', (c) => c.notNull())
    .addColumn('once_id', 'text', (c) => c.notNull())
    .addColumn('result_json', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('once_marks_pk', ['namespace', 'once_id'])
    .execute();
  await db.schema.createIndex('once_marks_expires').on('once_marks').column('expires_at').execute();
  await db.schema
    .createTable('pace_slots')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('tat', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('outbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('body_json', 'text', (c) => c.notNull())
    .addColumn('progress_json', 'text')
    .addColumn('owner', 'text')
    .addColumn('lease_until', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addCheckConstraint('outbox_attempts_counted', sql`attempts >= 1`)
    .execute();
  await db.schema.createIndex('outbox_lease').on('outbox').columns(['lease_until', 'created_at']).execute();
  await db.schema
    .createTable('kept_records')
    .addColumn('namespace', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('value_json', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'bigint')
    .addPrimaryKeyConstraint('kept_records_pk', ['namespace', 'key'])
    .execute();
  await db.schema.createIndex('kept_records_expires').on('kept_records').column('expires_at').where(sql.ref('expires_at'), 'is not', null).execute();
}

/** The installations and each workspace's settings (its sealed API key among them). */
async function settings(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('installations')
    .addColumn('installation_key', 'text', (c) => c.primaryKey())
    .addColumn('team_id', 'text')
    .addColumn('enterprise_id', 'text')
    .addColumn('sealed', 'text', (c) => c.notNull())
    .addColumn('installed_at', 'text', (c) => c.notNull())
    .addCheckConstraint('installations_names_one', sql`installation_key LIKE 'T:%' OR installation_key LIKE 'E:%'`)
    .execute();
  await db.schema
    .createTable('workspace_settings')
    .addColumn('workspace_key', 'text', (c) => c.primaryKey())
    .addColumn('sealed_key', 'text')
    .addColumn('key_last4', 'text')
    .addColumn('stage', 'text')
    .addColumn('feed_channel', 'text')
    .addColumn('thread_replies', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('admins_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('links_json', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('sync_guests', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('manager_field', 'text')
    .addColumn('team_map_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('own_settings_teams_json', 'text')
    .addColumn('updated_by', 'text')
    .addColumn('updated_at', 'text')
    .addCheckConstraint('workspace_settings_stage', sql`stage IS NULL OR ${oneOf('stage', ['prod', 'dev'])}`)
    .addCheckConstraint('workspace_settings_flags', sql`${flag('thread_replies')} AND ${flag('sync_guests')}`)
    .addCheckConstraint('workspace_settings_key_sealed', sql`(sealed_key IS NULL) = (key_last4 IS NULL)`)
    .execute();
}

/** What a workspace's admins set: giving rules, group sizes learned, company values, reactions, the weekly digest. */
async function workspaceRules(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('giving_rules')
    .addColumn('workspace_key', 'text', (c) => c.primaryKey())
    .addColumn('allowance', 'integer', (c) => c.notNull())
    .addColumn('period', 'text', (c) => c.notNull())
    .addColumn('reset_day', 'integer', (c) => c.notNull())
    .addColumn('time_zone_basis', 'text', (c) => c.notNull())
    .addColumn('time_zone', 'text', (c) => c.notNull())
    .addColumn('per_kudos_max', 'integer', (c) => c.notNull())
    .addColumn('admins_exempt', 'integer', (c) => c.notNull())
    .addCheckConstraint('giving_rules_amounts', sql`${between('allowance', 1, 1_000_000)} AND ${between('per_kudos_max', 1, 1_000_000)}`)
    .addCheckConstraint('giving_rules_period', sql`${oneOf('period', ['week', 'month'])} AND ${oneOf('time_zone_basis', ['workspace', 'giver'])}`)
    .addCheckConstraint('giving_rules_reset_day', sql`${between('reset_day', 1, 28)} AND (period = 'month' OR reset_day <= 7)`)
    .addCheckConstraint('giving_rules_exempt', flag('admins_exempt'))
    .execute();
  await db.schema
    .createTable('group_sizes')
    .addColumn('workspace_key', 'text', (c) => c.notNull())
    .addColumn('token', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('members_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('group_sizes_pk', ['workspace_key', 'token'])
    .addCheckConstraint('group_sizes_size', sql`size >= 0`)
    .execute();
  await db.schema
    .createTable('company_values')
    .addColumn('workspace_key', 'text', (c) => c.notNull())
    .addColumn('hashtag', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('emoji', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text')
    .addColumn('updated_at', 'text')
    .addPrimaryKeyConstraint('company_values_pk', ['workspace_key', 'hashtag'])
    .addUniqueConstraint('company_values_order', ['workspace_key', 'position'])
    .addCheckConstraint('company_values_position', sql`${between('position', 0, 9)}`)
    .execute();
  await db.schema
    .createTable('reaction_settings')
    .addColumn('workspace_key', 'text', (c) => c.primaryKey())
    .addColumn('emoji', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('updated_by', 'text')
    .addCheckConstraint('reaction_settings_amount', between('amount', 1, 1_000))
    .execute();
  await db.schema
    .createTable('digest_settings')
    .addColumn('workspace_key', 'text', (c) => c.primaryKey())
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('weekday', 'integer', (c) => c.notNull())
    .addColumn('hour', 'integer', (c) => c.notNull())
    .addColumn('channel', 'text')
    .addCheckConstraint('digest_settings_when', sql`${flag('enabled')} AND ${between('weekday', 1, 7)} AND ${between('hour', 0, 23)}`)
    .execute();
}

async function celebrations(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('celebration_settings')
    .addColumn('workspace_key', 'text', (c) => c.primaryKey())
    .addColumn('channel', 'text')
    .addColumn('hour', 'integer', (c) => c.notNull())
    .addColumn('birthdays', 'integer', (c) => c.notNull())
    .addColumn('anniversaries', 'integer', (c) => c.notNull())
    .addColumn('company_name', 'text')
    .addColumn('birthday_coins', 'integer', (c) => c.notNull())
    .addColumn('anniversary_coins', 'integer', (c) => c.notNull())
    .addCheckConstraint(
      'celebration_settings_values',
      sql`${between('hour', 0, 23)} AND ${flag('birthdays')} AND ${flag('anniversaries')} AND ${between('birthday_coins', 0, 1_000)} AND ${between('anniversary_coins', 0, 1_000)}`,
    )
    .execute();
  await db.schema
    .createTable('celebration_dates')
    .addColumn('workspace_key', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('birthday', 'text')
    .addColumn('start_date', 'text')
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addPrimaryKeyConstraint('celebration_dates_pk', ['workspace_key', 'user_id'])
    .addCheckConstraint(
      'celebration_dates_shapes',
      sql`(birthday IS NULL OR (length(birthday) = 5 AND birthday LIKE '__-__')) AND (start_date IS NULL OR (length(start_date) = 10 AND start_date LIKE '____-__-__')) AND ${oneOf('source', ['person', 'import'])}`,
    )
    .execute();
  await db.schema
    .createTable('celebration_opt_outs')
    .addColumn('workspace_key', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('birthday', 'integer', (c) => c.notNull())
    .addColumn('anniversary', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('celebration_opt_outs_pk', ['workspace_key', 'user_id'])
    .addCheckConstraint('celebration_opt_outs_flags', sql`${flag('birthday')} AND ${flag('anniversary')}`)
    .execute();
}

async function reviews(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('review_presets')
    .addColumn('workspace_key', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('goals_feedback', 'text', (c) => c.notNull())
    .addColumn('culture_contribution', 'text', (c) => c.notNull())
    .addColumn('next_review', 'text', (c) => c.notNull())
    .addColumn('team_names_json', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('saved_by', 'text', (c) => c.notNull())
    .addColumn('saved_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('review_presets_pk', ['workspace_key', 'id'])
    .execute();
  await db.schema
    .createTable('review_preset_covers')
    .addColumn('workspace_key', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('ref', 'text', (c) => c.notNull())
    .addColumn('preset_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text')
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('review_preset_covers_pk', ['workspace_key', 'kind', 'ref'])
    .addForeignKeyConstraint('review_preset_covers_preset', ['workspace_key', 'preset_id'], 'review_presets', ['workspace_key', 'id'], (fk) =>
      fk.onDelete('cascade'),
    )
    .addCheckConstraint('review_preset_covers_kind', oneOf('kind', ['team', 'member']))
    .execute();
  await db.schema.createIndex('review_preset_covers_preset').on('review_preset_covers').columns(['workspace_key', 'preset_id']).execute();
  await db.schema
    .createTable('review_drafts')
    .addColumn('workspace_key', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('draft_json', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('review_drafts_pk', ['workspace_key', 'id'])
    .execute();
}

async function rewardsCatalogue(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('reward_programs')
    .addColumn('workspace_key', 'text', (c) => c.primaryKey())
    .addColumn('approver_channel', 'text')
    .execute();
  await db.schema
    .createTable('rewards')
    .addColumn('workspace_key', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('image_url', 'text')
    .addColumn('cost', 'integer', (c) => c.notNull())
    .addColumn('stocked', 'integer', (c) => c.notNull())
    .addColumn('limit_count', 'integer')
    .addColumn('limit_period', 'text')
    .addColumn('needs_approval', 'integer', (c) => c.notNull())
    .addColumn('ask', 'text', (c) => c.notNull())
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('options_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('retired', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('rewards_pk', ['workspace_key', 'id'])
    .addCheckConstraint('rewards_cost', between('cost', 1, 1_000_000))
    .addCheckConstraint(
      'rewards_limit',
      sql`(limit_count IS NULL AND limit_period IS NULL) OR (${between('limit_count', 1, 1_000)} AND ${oneOf('limit_period', ['week', 'month', 'year'])})`,
    )
    .addCheckConstraint(
      'rewards_flags',
      sql`${flag('stocked')} AND ${flag('needs_approval')} AND ${flag('retired')} AND ${oneOf('ask', ['nothing', 'note', 'choice'])}`,
    )
    .execute();
}

/** The rewards' books: counters that never leave their bounds, and two logs that are only ever appended to. */
async function rewardsLedger(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const seq = (c: Parameters<Parameters<ReturnType<Kysely<unknown>['schema']['createTable']>['addColumn']>[2] & object>[0]) =>
    dialect === 'postgres' ? c.primaryKey().generatedAlwaysAsIdentity() : c.primaryKey().autoIncrement();
  await db.schema
    .createTable('reward_balances')
    .addColumn('workspace_key', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('balance', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('reward_balances_pk', ['workspace_key', 'user_id'])
    .addCheckConstraint('reward_balances_not_negative', sql`balance >= 0`)
    .execute();
  await db.schema
    .createTable('reward_stock')
    .addColumn('workspace_key', 'text', (c) => c.notNull())
    .addColumn('reward_id', 'text', (c) => c.notNull())
    .addColumn('stock', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('reward_stock_pk', ['workspace_key', 'reward_id'])
    .addCheckConstraint('reward_stock_not_negative', sql`stock >= 0`)
    .execute();
  await db.schema
    .createTable('reward_limit_uses')
    .addColumn('workspace_key', 'text', (c) => c.notNull())
    .addColumn('reward_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('period', 'text', (c) => c.notNull())
    .addColumn('used', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('reward_limit_uses_pk', ['workspace_key', 'reward_id', 'user_id', 'period'])
    .addCheckConstraint('reward_limit_uses_not_negative', sql`used >= 0`)
    .execute();
  await db.schema
    .createTable('reward_request_states')
    .addColumn('workspace_key', 'text', (c) => c.notNull())
    .addColumn('request_id', 'text', (c) => c.notNull())
    .addColumn('state', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('reward_request_states_pk', ['workspace_key', 'request_id'])
    .addCheckConstraint('reward_request_states_known', between('state', 0, 3))
    .execute();
  await db.schema
    .createTable('reward_ledger')
    .addColumn('seq', 'integer', seq)
    .addColumn('workspace_key', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('by_whom', 'text', (c) => c.notNull())
    .addColumn('why', 'text', (c) => c.notNull())
    .addColumn('request_id', 'text')
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addCheckConstraint('reward_ledger_kind', oneOf('kind', ['received', 'redeemed', 'refunded', 'adjusted']))
    .execute();
  await db.schema.createIndex('reward_ledger_person').on('reward_ledger').columns(['workspace_key', 'user_id', 'seq']).execute();
  await db.schema
    .createTable('reward_request_events')
    .addColumn('seq', 'integer', seq)
    .addColumn('workspace_key', 'text', (c) => c.notNull())
    .addColumn('request_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('by_whom', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('reward_id', 'text', (c) => c.notNull())
    .addColumn('reward_name', 'text', (c) => c.notNull())
    .addColumn('reward_cost', 'integer', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('reason', 'text')
    .addColumn('period', 'text')
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addCheckConstraint('reward_request_events_kind', oneOf('kind', ['requested', 'approved', 'fulfilled', 'declined', 'cancelled']))
    .execute();
  await db.schema.createIndex('reward_request_events_workspace').on('reward_request_events').columns(['workspace_key', 'seq']).execute();
  await db.schema
    .createTable('reward_steps')
    .addColumn('once_id', 'text', (c) => c.primaryKey())
    .addColumn('workspace_key', 'text', (c) => c.notNull())
    .addColumn('values_json', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('reward_steps_workspace').on('reward_steps').column('workspace_key').execute();
  await appendOnly(db, dialect, ['reward_ledger', 'reward_request_events']);
}

/** A trigger per table that refuses any UPDATE: entries are appended (deleted only with the workspace or person). */
async function appendOnly(db: Kysely<unknown>, dialect: DialectName, tables: string[]): Promise<void> {
  if (dialect === 'postgres') {
    await sql`CREATE FUNCTION refuse_update() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION '% rows are appended, never updated', TG_TABLE_NAME; END $$`.execute(db);
  }
  for (const table of tables) {
    await (dialect === 'postgres'
      ? sql`CREATE TRIGGER ${sql.raw(`${table}_append_only`)} BEFORE UPDATE ON ${sql.table(table)} FOR EACH ROW EXECUTE FUNCTION refuse_update()`
      : sql`CREATE TRIGGER ${sql.raw(`${table}_append_only`)} BEFORE UPDATE ON ${sql.table(table)} BEGIN SELECT RAISE(ABORT, ${sql.lit(`${table} rows are appended, never updated`)}); END`
    ).execute(db);
  }
}

async function summariesAndJobs(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('insights_summary_optins')
    .addColumn('workspace_key', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('insights_summary_optins_pk', ['workspace_key', 'user_id'])
    .execute();
  await db.schema
    .createTable('sync_jobs')
    .addColumn('workspace_key', 'text', (c) => c.primaryKey())
    .addColumn('id', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('job_json', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addCheckConstraint('sync_jobs_status', oneOf('status', ['running', 'done', 'stopped']))
    .execute();
  await db.schema
    .createTable('sync_job_chunks')
    .addColumn('job_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('idx', 'integer', (c) => c.notNull())
    .addColumn('rows_json', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('sync_job_chunks_pk', ['job_id', 'kind', 'idx'])
    .addCheckConstraint('sync_job_chunks_kind', oneOf('kind', ['rows', 'failed']))
    .execute();
  await db.schema
    .createTable('export_jobs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('workspace_key', 'text', (c) => c.notNull())
    .addColumn('job_json', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('export_jobs_workspace').on('export_jobs').column('workspace_key').execute();
}

export function appStore(dialect: DialectName) {
  return {
    up: async (db: Kysely<unknown>) => {
      await coordination(db);
      await settings(db);
      await workspaceRules(db);
      await celebrations(db);
      await reviews(db);
      await rewardsCatalogue(db);
      await rewardsLedger(db, dialect);
      await summariesAndJobs(db);
    },
  };
}
