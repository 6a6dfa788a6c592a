// A workspace's giving rules (allowance per period, per-kudos maximum, who is exempt), kept in the app's store
// because the engagement service has no such settings; read through zod so an old or damaged entry gets defaults.
import type Keyv from 'keyv';
import { z } from 'zod';
import { boundedMemo } from './bounded-memo.js';
import { SettingsCache } from './settings-cache.js';
import { type WorkspaceRef, workspaceKey } from './workspaces.js';

/** The IANA name as the runtime spells it (`europe/lisbon` → `Europe/Lisbon`), or undefined for no time zone.
 *  Remembered: building an Intl.DateTimeFormat costs more than the rest of a kudos's rules read; bounded against a
 *  stream of made-up names typed into setup (IANA has about 600). */
export const canonicalTimeZone = boundedMemo(2_000, (name: string) => name, (name: string): string | undefined => {
  try {
    return new Intl.DateTimeFormat('en-GB', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
});

/** Whether Intl knows the IANA time zone name (`Europe/Lisbon`, `UTC`). */
export const isTimeZone = (name: string): boolean => canonicalTimeZone(name) !== undefined;

export const ALLOWANCE_MAX = 1_000_000;

export const givingRulesSchema = z.object({
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
}).refine((r) => r.period === 'month' || r.resetDay <= 7, { message: 'a week starts on a weekday from 1 (Monday) to 7 (Sunday)', path: ['resetDay'] });
export type GivingRules = z.infer<typeof givingRulesSchema>;

export const DEFAULT_GIVING_RULES: GivingRules = givingRulesSchema.parse({});

/** How long a group's size learned from the service is trusted before a kudos to it reserves again. */
const GROUP_SIZE_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export class GivingRulesStore {
  private readonly cache: SettingsCache<GivingRules>;

  /** `cache`: with several instances, a map whose deletes reach the others (every kudos reads the rules twice). */
  constructor(
    private readonly kv: Keyv<unknown>,
    cache?: ConstructorParameters<typeof SettingsCache<GivingRules>>[0],
  ) {
    this.cache = new SettingsCache(cache);
  }

  /** How many people a group token (`t100`, `c-2026`, `ALL_MEMBERS`) reached last time, as the service answered. */
  async groupSize(w: WorkspaceRef, token: string): Promise<number | undefined> {
    const size = z.number().int().min(0).safeParse(await this.kv.get(`size:${workspaceKey(w)}:${token}`));
    return size.success ? size.data : undefined;
  }

  async setGroupSize(w: WorkspaceRef, token: string, size: number, members: string[] = []): Promise<void> {
    await Promise.all([
      this.kv.set(`size:${workspaceKey(w)}:${token}`, size, GROUP_SIZE_TTL_MS),
      ...(members.length ? [this.kv.set(`members:${workspaceKey(w)}:${token}`, members, GROUP_SIZE_TTL_MS)] : []),
    ]);
  }

  /** A few members the group reached last time: whose received kudos tell whether a kudos to the group was recorded. */
  async groupMembers(w: WorkspaceRef, token: string): Promise<string[]> {
    const members = z.array(z.string()).safeParse(await this.kv.get(`members:${workspaceKey(w)}:${token}`));
    return members.success ? members.data : [];
  }

  async get(w: WorkspaceRef): Promise<GivingRules> {
    return this.cache.read(workspaceKey(w), async () => {
      const parsed = givingRulesSchema.safeParse((await this.kv.get(workspaceKey(w))) ?? {});
      return parsed.success ? parsed.data : DEFAULT_GIVING_RULES;
    });
  }

  async set(w: WorkspaceRef, rules: GivingRules): Promise<void> {
    await this.kv.set(workspaceKey(w), givingRulesSchema.parse(rules));
    this.cache.drop(workspaceKey(w));
  }
}
