// A workspace's giving rules (allowance per period, per-kudos maximum, who is exempt; table giving_rules) and the sizes
// of the groups kudos went to (group_sizes), kept in the app's store because the engagement service has no such
// settings; read through zod so an old or damaged row gets defaults.
import { type Kysely, sql } from 'kysely';
import { z } from 'zod';
import type { Database, GivingRulesTable } from '../db/schema.js';
import { boundedMemo } from './bounded-memo.js';
import { SettingsCache } from './settings-cache.js';
import { type WorkspaceRef, workspaceKey } from './workspaces.js';

/** The IANA name as the runtime spells it (`europe/lisbon` → `Europe/Lisbon`), or undefined for no time zone.
 *  Remembered: building an Intl.DateTimeFormat costs more than the rest of a kudos's rules read; bounded against a
 *  stream of made-up names typed into setup (IANA has about 600). */
export const canonicalTimeZone = boundedMemo(
  2_000,
  (name: string) => name,
  (name: string): string | undefined => {
    try {
      return new Intl.DateTimeFormat('en-GB', { timeZone: name }).resolvedOptions().timeZone;
    } catch {
      return undefined;
    }
  },
);

/** Whether Intl knows the IANA time zone name (`Europe/Lisbon`, `UTC`). */
export const isTimeZone = (name: string): boolean => canonicalTimeZone(name) !== undefined;

export const ALLOWANCE_MAX = 1_000_000;

export const givingRulesSchema = z
  .object({
    /** Coins each person may give per period. */
    allowance: z.number().int().min(1).max(ALLOWANCE_MAX).default(100),
    period: z.enum(['week', 'month']).default('month'),
    /** A month's period starts on this day of the month (1–28); a week's on this ISO weekday (1 Monday … 7 Sunday). */
    resetDay: z.number().int().min(1).max(28).default(1),
    /** Whose clock the period follows: the workspace's time zone below, or each giver's own Slack time zone. */
    timeZoneBasis: z.enum(['workspace', 'giver']).default('workspace'),
    /** The workspace's IANA time zone (Slack's team.info does not give one, so an admin sets it). */
    timeZone: z.string().refine(isTimeZone, 'an IANA time zone such as Europe/Lisbon').default('UTC'),
    /** Coins one kudos may give each person. */
    perKudosMax: z.number().int().min(1).max(ALLOWANCE_MAX).default(50),
    /** Workspace admins give without spending an allowance. */
    adminsExempt: z.boolean().default(false),
  })
  .refine((r) => r.period === 'month' || r.resetDay <= 7, { message: 'a week starts on a weekday from 1 (Monday) to 7 (Sunday)', path: ['resetDay'] });
export type GivingRules = z.infer<typeof givingRulesSchema>;

export const DEFAULT_GIVING_RULES: GivingRules = givingRulesSchema.parse({});

/** How long a group's size learned from the service is trusted before a kudos to it reserves again. */
const GROUP_SIZE_TTL_MS = 30 * 24 * 60 * 60 * 1000;

const rulesOf = (row: GivingRulesTable): Record<keyof GivingRules, unknown> => ({
  allowance: row.allowance,
  period: row.period,
  resetDay: row.reset_day,
  timeZoneBasis: row.time_zone_basis,
  timeZone: row.time_zone,
  perKudosMax: row.per_kudos_max,
  adminsExempt: row.admins_exempt === 1,
});

const membersSchema = z.array(z.string());

export class GivingRulesStore {
  private readonly cache: SettingsCache<GivingRules>;

  /** `cache`: with several instances, a map whose deletes reach the others (every kudos reads the rules twice). */
  constructor(
    private readonly db: Kysely<Database>,
    cache?: ConstructorParameters<typeof SettingsCache<GivingRules>>[0],
  ) {
    this.cache = new SettingsCache(cache);
  }

  private groupRow(w: WorkspaceRef, token: string) {
    return this.db.selectFrom('group_sizes').where('workspace_key', '=', workspaceKey(w)).where('token', '=', token).where('expires_at', '>', Date.now());
  }

  /** How many people a group token (`t100`, `c-2026`, `ALL_MEMBERS`) reached last time, as the service answered. */
  async groupSize(w: WorkspaceRef, token: string): Promise<number | undefined> {
    return (await this.groupRow(w, token).select('size').executeTakeFirst())?.size;
  }

  /** With no `members`, the ones learned before stay (unless their row had lapsed). */
  async setGroupSize(w: WorkspaceRef, token: string, size: number, members: string[] = []): Promise<void> {
    const now = Date.now();
    const kept = sql<string>`CASE WHEN group_sizes.expires_at > ${now} THEN group_sizes.members_json ELSE '[]' END`;
    await this.db
      .insertInto('group_sizes')
      .values({ workspace_key: workspaceKey(w), token, size, members_json: JSON.stringify(members), expires_at: now + GROUP_SIZE_TTL_MS })
      .onConflict((oc) =>
        oc.columns(['workspace_key', 'token']).doUpdateSet({
          size: (eb) => eb.ref('excluded.size'),
          expires_at: (eb) => eb.ref('excluded.expires_at'),
          members_json: members.length ? (eb) => eb.ref('excluded.members_json') : kept,
        }),
      )
      .execute();
  }

  /** A few members the group reached last time: whose received kudos tell whether a kudos to the group was recorded. */
  async groupMembers(w: WorkspaceRef, token: string): Promise<string[]> {
    const row = await this.groupRow(w, token).select('members_json').executeTakeFirst();
    if (!row) return [];
    try {
      const members = membersSchema.safeParse(JSON.parse(row.members_json));
      return members.success ? members.data : [];
    } catch {
      return [];
    }
  }

  async get(w: WorkspaceRef): Promise<GivingRules> {
    return this.cache.read(workspaceKey(w), async () => {
      const row = await this.db.selectFrom('giving_rules').selectAll().where('workspace_key', '=', workspaceKey(w)).executeTakeFirst();
      const parsed = givingRulesSchema.safeParse(row ? rulesOf(row) : {});
      return parsed.success ? parsed.data : DEFAULT_GIVING_RULES;
    });
  }

  async set(w: WorkspaceRef, rules: GivingRules): Promise<void> {
    const r = givingRulesSchema.parse(rules);
    const row = {
      allowance: r.allowance,
      period: r.period,
      reset_day: r.resetDay,
      time_zone_basis: r.timeZoneBasis,
      time_zone: r.timeZone,
      per_kudos_max: r.perKudosMax,
      admins_exempt: r.adminsExempt ? 1 : 0,
    } as const;
    await this.db
      .insertInto('giving_rules')
      .values({ workspace_key: workspaceKey(w), ...row })
      .onConflict((oc) => oc.column('workspace_key').doUpdateSet(row))
      .execute();
    this.cache.drop(workspaceKey(w));
  }
}
