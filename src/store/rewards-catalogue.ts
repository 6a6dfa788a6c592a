// A workspace's rewards catalogue and program settings (the approver channel), kept in the app's database because the
// engagement service has no rewards: a row per reward in the catalogue's order, read back through the reward's schema.
import { type Kysely, type Selectable, sql } from 'kysely';
import { z } from 'zod';
import type { Database, RewardsTable } from '../db/schema.js';
import { charactersOver } from '../service/text-rules.js';
import { type WorkspaceRef, workspaceKey } from './workspaces.js';

export const REWARD_BOUNDS = { name: 75, description: 500, costMin: 1, costMax: 1_000_000, stockMax: 1_000_000, limitMax: 1_000 } as const;
export const LIMIT_PERIODS = ['week', 'month', 'year'] as const;
/** What a reward asks the person when they redeem it: nothing, a free-text note (size, address note), or one choice. */
export const ASKS = ['nothing', 'note', 'choice'] as const;

/** Text of at most `n` characters as a person counts them (an emoji is one). */
const upTo = (n: number) => z.string().refine((t) => charactersOver(t, n) === undefined, `at most ${n} characters`);

export const rewardSchema = z.object({
  id: z.string().min(1).max(40),
  name: z.string().trim().min(1).pipe(upTo(REWARD_BOUNDS.name)),
  description: upTo(REWARD_BOUNDS.description).default(''),
  imageUrl: z.url().optional(),
  cost: z.number().int().min(REWARD_BOUNDS.costMin).max(REWARD_BOUNDS.costMax),
  /** Counted stock (its number lives in the ledger's counter); unlimited when false. */
  stocked: z.boolean().default(false),
  /** At most `count` redemptions per person per `period`. */
  limit: z.object({ count: z.number().int().min(1).max(REWARD_BOUNDS.limitMax), period: z.enum(LIMIT_PERIODS) }).optional(),
  needsApproval: z.boolean().default(true),
  ask: z.enum(ASKS).default('nothing'),
  /** The question (`T-shirt size`), and for a choice its options (`Red Cross`, `UNICEF`). */
  question: upTo(75).default(''),
  options: z
    .array(z.string().min(1).pipe(upTo(75)))
    .max(20)
    .default([]),
  retired: z.boolean().default(false),
});
export type Reward = z.infer<typeof rewardSchema>;

export type RewardsProgram = { rewards: Reward[]; approverChannel?: string };

type RewardRow = Selectable<RewardsTable>;

/** A reward as its row holds it (`position` is the catalogue's order, kept by `save`). */
function rowOf(workspaceKey: string, r: Reward): Omit<RewardRow, 'position'> {
  return {
    workspace_key: workspaceKey,
    id: r.id,
    name: r.name,
    description: r.description,
    image_url: r.imageUrl ?? null,
    cost: r.cost,
    stocked: r.stocked ? 1 : 0,
    limit_count: r.limit?.count ?? null,
    limit_period: r.limit?.period ?? null,
    needs_approval: r.needsApproval ? 1 : 0,
    ask: r.ask,
    question: r.question,
    options_json: JSON.stringify(r.options),
    retired: r.retired ? 1 : 0,
  };
}

/** The row read back through the reward's schema: one that does not parse (a hand edit) is left out of the catalogue. */
function rewardOf(row: RewardRow): Reward | undefined {
  let options: unknown;
  try {
    options = JSON.parse(row.options_json);
  } catch {
    return undefined;
  }
  const parsed = rewardSchema.safeParse({
    id: row.id,
    name: row.name,
    description: row.description,
    ...(row.image_url === null ? {} : { imageUrl: row.image_url }),
    cost: row.cost,
    stocked: row.stocked === 1,
    ...(row.limit_count === null || row.limit_period === null ? {} : { limit: { count: row.limit_count, period: row.limit_period } }),
    needsApproval: row.needs_approval === 1,
    ask: row.ask,
    question: row.question,
    options,
    retired: row.retired === 1,
  });
  return parsed.success ? parsed.data : undefined;
}

export class RewardsCatalogue {
  constructor(private readonly db: Kysely<Database>) {}

  private rows(w: WorkspaceRef) {
    return this.db.selectFrom('rewards').selectAll().where('workspace_key', '=', workspaceKey(w));
  }

  async get(w: WorkspaceRef): Promise<RewardsProgram> {
    const [rows, program] = await Promise.all([
      this.rows(w).orderBy('position').orderBy('id').execute(),
      this.db.selectFrom('reward_programs').select('approver_channel').where('workspace_key', '=', workspaceKey(w)).executeTakeFirst(),
    ]);
    const rewards = rows.map(rewardOf).filter((r) => r !== undefined);
    return program?.approver_channel ? { rewards, approverChannel: program.approver_channel } : { rewards };
  }

  /** The reward by id, retired ones included (a request of a retired reward still names it). */
  async reward(w: WorkspaceRef, id: string): Promise<Reward | undefined> {
    const row = await this.rows(w).where('id', '=', id).executeTakeFirst();
    return row && rewardOf(row);
  }

  /** Adds the reward at the end of the catalogue, or replaces the one with its id where it stands. */
  async save(w: WorkspaceRef, reward: Reward): Promise<void> {
    const wk = workspaceKey(w);
    const { workspace_key: _key, id: _id, ...changed } = rowOf(wk, reward);
    const last = this.db
      .selectFrom('rewards')
      .select((eb) => eb.fn.max('position').as('last'))
      .where('workspace_key', '=', wk);
    await this.db
      .insertInto('rewards')
      .values({ ...rowOf(wk, reward), position: sql<number>`coalesce((${last}), -1) + 1` })
      .onConflict((oc) => oc.columns(['workspace_key', 'id']).doUpdateSet(changed))
      .execute();
  }

  async setApproverChannel(w: WorkspaceRef, channel: string | undefined): Promise<void> {
    await this.db
      .insertInto('reward_programs')
      .values({ workspace_key: workspaceKey(w), approver_channel: channel ?? null })
      .onConflict((oc) => oc.column('workspace_key').doUpdateSet({ approver_channel: channel ?? null }))
      .execute();
  }
}
