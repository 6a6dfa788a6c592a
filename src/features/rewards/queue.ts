// The admins' queue in App Home: open requests, oldest first, with their buttons. Open requests of a retired reward
// (a retire cut short by a crash) are given back when the queue is drawn, so none stays open against a retired reward.
import { type Blocks, context, header, section } from '../../ui/blocks.js';
import { closeRequest } from './decide.js';
import type { RewardsFlow } from './load.js';
import { requestBlocks } from './notify.js';
import { OPEN_STATES, requestsOf } from './requests.js';

const SHOWN = 20;

export async function queueBlocks(ctx: RewardsFlow): Promise<Blocks> {
  const { ledger, catalogue } = ctx.deps.rewards;
  const [program, events] = await Promise.all([catalogue.get(ctx.workspace), ledger.events(ctx.workspace, 'open')]);
  const retired = new Set(program.rewards.filter((r) => r.retired).map((r) => r.id));
  const open = requestsOf(events)
    .filter((r) => OPEN_STATES.has(r.state))
    .reverse();
  for (const r of open.filter((o) => retired.has(o.reward.id))) await closeRequest(ctx, r, 'cancelled', ctx.userId, 'the reward was retired');
  const waiting = open.filter((o) => !retired.has(o.reward.id));
  const blocks: Blocks = [header(':inbox_tray: Reward requests')];
  if (waiting.length === 0)
    return [...blocks, section('No open requests.'), context('Exports: `/kudos rewards export` (redemptions and balances, as CSV files).')];
  for (const r of waiting.slice(0, SHOWN)) blocks.push(...requestBlocks(r, true));
  const more = waiting.length > SHOWN ? `${waiting.length - SHOWN} more after these. ` : '';
  return [...blocks, context(`${more}Exports: \`/kudos rewards export\` (redemptions and balances, as CSV files).`)];
}
