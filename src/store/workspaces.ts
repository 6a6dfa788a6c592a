// Per-workspace settings (table workspace_settings): the encrypted API key, its stage, the feed channel, extra admins
// and Slack user ⇄ member links. A key that no configured ENCRYPTION_KEY opens is reported; rotation re-seals every key
// at once (reseal.ts). An update writes only the columns it changes, so updates of different fields never undo each other.
import type { Logger } from '@slack/logger';
import { type Kysely, type Updateable, sql } from 'kysely';
import { z } from 'zod';
import type { Database, WorkspaceSettingsTable } from '../db/schema.js';
import { type SecretBox, UnreadableSecretError } from './secrets.js';
import { SettingsCache } from './settings-cache.js';

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

type Row = WorkspaceSettingsTable;
type Change = Partial<Omit<WorkspaceSettings, 'keyLast4' | 'keyUnreadable'>>;

/** The lists kept as JSON text: the field each holds, and what a column that does not parse is written over with. */
const JSON_COLUMNS = [
  { column: 'admins_json', field: 'admins', empty: '[]' },
  { column: 'links_json', field: 'links', empty: '{}' },
  { column: 'team_map_json', field: 'teamMap', empty: '[]' },
  { column: 'own_settings_teams_json', field: 'ownSettingsTeams', empty: null },
] as const;

/** JSON text read back; text that is no JSON stays text, which none of the lists' schemas accepts. */
function fromJson(text: string | null): unknown {
  if (text === null) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The row as the stored schema's fields, before they are checked; a column with no value is no field. */
function fieldsOf(row: Row): Partial<Record<keyof Stored, unknown>> {
  const fields: Record<keyof Stored, unknown> = {
    sealedKey: row.sealed_key,
    keyLast4: row.key_last4,
    stage: row.stage,
    feedChannel: row.feed_channel,
    threadReplies: row.thread_replies === 1,
    admins: fromJson(row.admins_json),
    links: fromJson(row.links_json),
    syncGuests: row.sync_guests === 1,
    managerField: row.manager_field,
    teamMap: fromJson(row.team_map_json),
    ownSettingsTeams: fromJson(row.own_settings_teams_json),
    updatedBy: row.updated_by,
    updatedAt: row.updated_at,
  };
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== null && value !== undefined));
}

/** The JSON columns of the row whose lists do not parse (what makes the settings unreadable). */
const damagedColumns = (row: Row) => JSON_COLUMNS.filter(({ column, field }) => !storedSchema.shape[field].safeParse(fromJson(row[column])).success);

const json = (value: unknown) => JSON.stringify(value);

/** A new row's columns before its first change: no key, no lists, every flag off. */
const EMPTY_ROW = { thread_replies: 0, admins_json: '[]', links_json: '{}', sync_guests: 0, team_map_json: '[]' } as const;

/** The columns a change writes; a field named with no value is cleared, as a field left out of a record was. */
function columnsOf(change: Change, box: SecretBox): Updateable<Row> {
  const has = (field: keyof Change) => field in change;
  return {
    ...(change.apiKey ? { sealed_key: box.seal(change.apiKey), key_last4: change.apiKey.slice(-4) } : {}),
    ...(has('stage') ? { stage: change.stage ?? null } : {}),
    ...(has('feedChannel') ? { feed_channel: change.feedChannel ?? null } : {}),
    ...(has('threadReplies') ? { thread_replies: change.threadReplies ? 1 : 0 } : {}),
    ...(has('admins') ? { admins_json: json(change.admins ?? []) } : {}),
    ...(has('links') ? { links_json: json(change.links ?? {}) } : {}),
    ...(has('syncGuests') ? { sync_guests: change.syncGuests ? 1 : 0 } : {}),
    ...(has('managerField') ? { manager_field: change.managerField ?? null } : {}),
    ...(has('teamMap') ? { team_map_json: json(change.teamMap ?? []) } : {}),
    ...(has('ownSettingsTeams') ? { own_settings_teams_json: change.ownSettingsTeams ? json(change.ownSettingsTeams) : null } : {}),
    ...(has('updatedBy') ? { updated_by: change.updatedBy ?? null } : {}),
    updated_at: new Date().toISOString(),
  };
}

export class WorkspaceStore {
  /** Workspaces whose unreadable key was logged already: once is enough to act on, every request would be noise. */
  private readonly reported = new Set<string>();
  /** Settings are read several times per request (key, links, admins, feed): a short in-process cache saves the store
   *  reads and the decryption; updates through this store drop it at once, in every instance sharing the store. */
  private readonly cache: SettingsCache<WorkspaceSettings>;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly box: SecretBox,
    private readonly log: Pick<Logger, 'error'>,
    /** With several instances, a map whose deletes reach the others (StoreFactory.sharedMap), so a change is seen at once. */
    cache?: ConstructorParameters<typeof SettingsCache<WorkspaceSettings>>[0],
  ) {
    this.cache = new SettingsCache(cache);
  }

  private row(key: string): Promise<Row | undefined> {
    return this.db.selectFrom('workspace_settings').selectAll().where('workspace_key', '=', key).executeTakeFirst();
  }

  /** The stored settings; a row that does not parse reads as empty settings, so setup can still open and write over it. */
  private async stored(key: string): Promise<{ stored: Stored; readable: boolean }> {
    const row = await this.row(key);
    const parsed = storedSchema.safeParse(row ? fieldsOf(row) : {});
    return parsed.success ? { stored: parsed.data, readable: true } : { stored: storedSchema.parse({}), readable: false };
  }

  get(w: WorkspaceRef): Promise<WorkspaceSettings> {
    const key = workspaceKey(w);
    return this.cache.read(key, async () => {
      const { stored, readable } = await this.stored(key);
      const { sealedKey, ...rest } = stored;
      if (!readable) return this.unreadable(key, rest, 'the stored settings do not parse');
      if (!sealedKey) return rest;
      try {
        const settings = { ...rest, apiKey: this.box.open(sealedKey).plain };
        this.reported.delete(key);
        return settings;
      } catch (error) {
        if (!(error instanceof UnreadableSecretError)) throw error;
        return this.unreadable(key, rest, error.message);
      }
    });
  }

  private unreadable(key: string, rest: Omit<Stored, 'sealedKey'>, why: string): WorkspaceSettings {
    if (!this.reported.has(key)) {
      this.reported.add(key);
      this.log.error(
        `workspace ${key}: the stored API key can't be read with the current ENCRYPTION_KEY (${why}); an admin must run /kudos setup to enter it again`,
      );
    }
    return { ...rest, keyUnreadable: true };
  }

  /** Forgets everything stored for the workspace, the encrypted API key first of all. */
  async remove(w: WorkspaceRef): Promise<void> {
    await this.db.deleteFrom('workspace_settings').where('workspace_key', '=', workspaceKey(w)).execute();
    this.cache.drop(workspaceKey(w));
  }

  /** The workspace a request is for, told whether it runs on the org's settings or its own (org-wide installs only). */
  async resolve(w: WorkspaceRef): Promise<WorkspaceRef> {
    if (!w.enterpriseId) return w;
    const own = (await this.get(orgOf(w))).ownSettingsTeams?.includes(w.teamId) === true;
    return { ...orgOf(w), ...(own ? { ownSettings: true } : {}) };
  }

  /** An admin's choice for a workspace of an org-wide install: settings of its own (true) or the org's (false). The
   *  org's list is compared and set, so two admins choosing at once for different workspaces both count. */
  async chooseOwnSettings(w: WorkspaceRef, own: boolean): Promise<void> {
    if (!w.enterpriseId) return;
    await this.compareAndSet(workspaceKey(orgOf(w)), 'own_settings_teams_json', (before) => {
      const listed = z.array(z.string()).safeParse(fromJson(before));
      const teams = (listed.success ? listed.data : []).filter((t) => t !== w.teamId);
      return own ? [...teams, w.teamId] : teams;
    });
  }

  /** Links a Slack user to a member's e-mail. The links are compared and set, so two links made at once on two
   *  instances both count (a read-modify-write of the whole map would keep only the last). */
  async link(w: WorkspaceRef, userId: string, email: string): Promise<void> {
    await this.compareAndSet(workspaceKey(w), 'links_json', (before) => {
      const stored = storedSchema.shape.links.safeParse(fromJson(before));
      return { ...(stored.success ? stored.data : {}), [userId]: email.toLowerCase() };
    });
  }

  /** Rewrites one JSON column from its stored text, only if nobody changed it meanwhile; tried again until it holds. */
  private async compareAndSet(key: string, column: 'own_settings_teams_json' | 'links_json', next: (before: string | null) => unknown): Promise<void> {
    await this.db
      .insertInto('workspace_settings')
      .values({ workspace_key: key, ...EMPTY_ROW })
      .onConflict((oc) => oc.column('workspace_key').doNothing())
      .execute();
    for (;;) {
      const row = await this.db.selectFrom('workspace_settings').select(column).where('workspace_key', '=', key).executeTakeFirstOrThrow();
      const before = (row as Record<typeof column, string | null>)[column];
      const set = await this.db
        .updateTable('workspace_settings')
        .set({ [column]: json(next(before)), updated_at: new Date().toISOString() })
        .where('workspace_key', '=', key)
        .where(column, before === null ? 'is' : '=', before)
        .executeTakeFirst();
      if (Number(set.numUpdatedRows) === 1) break;
    }
    this.cache.drop(key);
  }

  /** Writes the changed columns only (one upsert). A list column that does not parse is written over with its empty
   *  value too, unless another update changed it since it was read, so saving setup makes unreadable settings readable. */
  async update(w: WorkspaceRef, change: Change): Promise<void> {
    const key = workspaceKey(w);
    const columns = columnsOf(change, this.box);
    const current = await this.row(key);
    const repairs = Object.fromEntries(
      (current ? damagedColumns(current) : [])
        .filter(({ column }) => !(column in columns))
        .map(({ column, empty }) => [
          column,
          sql`CASE WHEN ${sql.ref(`workspace_settings.${column}`)} = ${current![column]} THEN ${empty} ELSE ${sql.ref(`workspace_settings.${column}`)} END`,
        ]),
    );
    await this.db
      .insertInto('workspace_settings')
      .values({ workspace_key: key, ...EMPTY_ROW, ...columns })
      .onConflict((oc) => oc.column('workspace_key').doUpdateSet({ ...columns, ...repairs }))
      .execute();
    this.cache.drop(key);
  }
}
