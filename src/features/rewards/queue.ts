// The admins' queue in App Home: open requests, oldest first, with their buttons. Open requests of a retired reward
// (a retire cut short by a crash) are given back when the queue is drawn, so none stays open against a retired reward.
import { sentences } from '../../i18n/sentences.js';
import { type Blocks, context, header, section } from '../../ui/blocks.js';
import type { RequestContext } from '../../slack/feature.js';
import { closeRequest } from './decide.js';
import type { RewardsFlow } from './load.js';
import { requestBlocks } from './notify.js';
import { OPEN_STATES, SYSTEM_REASONS, requestsOf } from './requests.js';

const SHOWN = 20;

export async function queueBlocks(ctx: RewardsFlow & Pick<RequestContext, 'words'>): Promise<Blocks> {
  const { ledger, catalogue } = ctx.deps.rewards;
  const [program, events, t] = await Promise.all([catalogue.get(ctx.workspace), ledger.events(ctx.workspace, 'open'), ctx.words()]);
  const retired = new Set(program.rewards.filter((r) => r.retired).map((r) => r.id));
  const open = requestsOf(events)
    .filter((r) => OPEN_STATES.has(r.state))
    .reverse();
  for (const r of open.filter((o) => retired.has(o.reward.id))) await closeRequest(ctx, r, 'cancelled', ctx.userId, SYSTEM_REASONS.retired);
  const waiting = open.filter((o) => !retired.has(o.reward.id));
  const blocks: Blocks = [header(t.t('rewards.queueHeader'))];
  if (waiting.length === 0) return [...blocks, section(t.t('rewards.queueEmpty')), context(t.t('rewards.queueExports'))];
  for (const r of waiting.slice(0, SHOWN)) blocks.push(...requestBlocks(t, r, true));
  const more = waiting.length > SHOWN ? [t.t('rewards.queueMore', { count: waiting.length - SHOWN })] : [];
  return [...blocks, context(sentences(...more, t.t('rewards.queueExports')))];
}
