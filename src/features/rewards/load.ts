// A person's spendable balance brought up to date (what they received since the last read credited first) and the
// catalogue as they see it.
import type { FlowContext } from '../../slack/feature.js';
import type { RewardsDeps } from './deps.js';
import type { CatalogueData } from './catalogue-view.js';
import { creditReceived } from './received.js';
import { requestsOf } from './requests.js';

export type RewardsFlow = FlowContext<RewardsDeps, 'slack' | 'workspace' | 'userId' | 'actor'>;

/** The balance after crediting new kudos; the service being down leaves what is already credited, and says nothing. */
export async function spendable(ctx: RewardsFlow): Promise<number> {
  const actor = await ctx.actor();
  if (!('problem' in actor)) {
    await creditReceived(ctx.deps.feed, ctx.deps.rewards.ledger, actor.connection, ctx.workspace, ctx.userId, actor.email).catch((e: unknown) =>
      ctx.deps.log.warn(`rewards: received kudos of ${ctx.userId} could not be read now:`, e),
    );
  }
  return ctx.deps.rewards.ledger.balance(ctx.workspace, ctx.userId);
}

export async function catalogueData(ctx: RewardsFlow, admin: boolean): Promise<CatalogueData> {
  const { ledger, catalogue } = ctx.deps.rewards;
  const [program, balance, events] = await Promise.all([catalogue.get(ctx.workspace), spendable(ctx), ledger.events(ctx.workspace, { user: ctx.userId })]);
  const stocked = program.rewards.filter((r) => r.stocked && !r.retired);
  const stock = new Map(await Promise.all(stocked.map(async (r) => [r.id, await ledger.stock(ctx.workspace, r.id)] as const)));
  return { program, balance, stock, mine: requestsOf(events), admin };
}
