// A workspace's rewards catalogue and program settings (the approver channel), kept in the app's store because the
// engagement service has no rewards; read through zod, so a damaged entry reads as an empty catalogue.
import type Keyv from 'keyv';
import { z } from 'zod';
import { characterCount } from '../service/text-rules.js';
import { type WorkspaceRef, workspaceKey } from './workspaces.js';

export const REWARD_BOUNDS = { name: 75, description: 500, costMin: 1, costMax: 1_000_000, stockMax: 1_000_000, limitMax: 1_000 } as const;
export const LIMIT_PERIODS = ['week', 'month', 'year'] as const;
/** What a reward asks the person when they redeem it: nothing, a free-text note (size, address note), or one choice. */
export const ASKS = ['nothing', 'note', 'choice'] as const;

/** Text of at most `n` characters as a person counts them (an emoji is one). */
const upTo = (n: number) => z.string().refine((t) => characterCount(t) <= n, `at most ${n} characters`);

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
  options: z.array(z.string().min(1).pipe(upTo(75))).max(20).default([]),
  retired: z.boolean().default(false),
});
export type Reward = z.infer<typeof rewardSchema>;

const programSchema = z.object({ rewards: z.array(rewardSchema).default([]), approverChannel: z.string().optional() });
export type RewardsProgram = z.infer<typeof programSchema>;

export class RewardsCatalogue {
  constructor(private readonly kv: Keyv<unknown>) {}

  async get(w: WorkspaceRef): Promise<RewardsProgram> {
    const parsed = programSchema.safeParse((await this.kv.get(workspaceKey(w))) ?? {});
    return parsed.success ? parsed.data : { rewards: [] };
  }

  /** The reward by id, retired ones included (a request of a retired reward still names it). */
  async reward(w: WorkspaceRef, id: string): Promise<Reward | undefined> {
    return (await this.get(w)).rewards.find((r) => r.id === id);
  }

  /** Adds the reward, or replaces the one with its id. */
  async save(w: WorkspaceRef, reward: Reward): Promise<void> {
    const program = await this.get(w);
    const rewards = program.rewards.some((r) => r.id === reward.id) ? program.rewards.map((r) => (r.id === reward.id ? reward : r)) : [...program.rewards, reward];
    await this.kv.set(workspaceKey(w), { ...program, rewards });
  }

  async setApproverChannel(w: WorkspaceRef, channel: string | undefined): Promise<void> {
    const { approverChannel: _old, ...program } = await this.get(w);
    await this.kv.set(workspaceKey(w), channel ? { ...program, approverChannel: channel } : program);
  }
}
