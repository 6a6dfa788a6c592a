// The catalogue as people see it (`/kudos rewards`, App Home): their spendable balance, each reward with its cost,
// stock and description and a Redeem button, their own requests and where they stand; admins get the managing buttons.
import type { ImageElement, KnownBlock } from '@slack/types';
import type { Reward, RewardsProgram } from '../../store/rewards-catalogue.js';
import { type Blocks, actions, button, coins, confirmed, context, escapeText, figure, header, section } from '../../ui/blocks.js';
import { REWARD_IDS } from './ids.js';
import { OPEN_STATES, type RequestView, STATE_WORDS } from './requests.js';

export type CatalogueData = { program: RewardsProgram; balance: number; stock: Map<string, number>; mine: RequestView[]; admin: boolean };

export const balanceSentence = (balance: number) =>
  `You have *${coins(balance)}* to spend on rewards. Coins you receive in kudos count here; they never expire, and they are apart from your monthly allowance for giving.`;

const stockLine = (reward: Reward, stock: Map<string, number>) =>
  reward.stocked ? (stock.get(reward.id) ? `${figure(stock.get(reward.id)!)} left` : 'none left for now') : 'always available';

function limitLine(reward: Reward): string {
  return reward.limit ? ` · at most ${figure(reward.limit.count)} per person per ${reward.limit.period}` : '';
}

function rewardBlocks(reward: Reward, data: CatalogueData): KnownBlock[] {
  const text = `*${escapeText(reward.name)}* — ${coins(reward.cost)}\n${escapeText(reward.description)}`;
  const image: ImageElement | undefined = reward.imageUrl ? { type: 'image', image_url: reward.imageUrl, alt_text: reward.name.slice(0, 75) } : undefined;
  const buttons = [button('Redeem', REWARD_IDS.redeem, reward.id, 'primary')];
  if (data.admin)
    buttons.push(
      button('Edit', REWARD_IDS.edit, reward.id),
      confirmed(button('Retire', REWARD_IDS.retire, reward.id, 'danger'), {
        title: 'Retire this reward?',
        text: `*${escapeText(reward.name)}* leaves the catalogue, and its open requests are cancelled with their coins given back. This can’t be undone.`,
        confirm: 'Retire it',
      }),
    );
  const approval = reward.needsApproval ? ' · an admin approves it' : '';
  return [
    section(text, image ? { accessory: image } : {}),
    context(`${stockLine(reward, data.stock)}${limitLine(reward)}${approval}`),
    actions(buttons, `reward:${reward.id}`),
  ];
}

export function requestLine(r: RequestView): string {
  const note = r.note ? ` (“${escapeText(r.note)}”)` : '';
  const reason = r.reason ? `: ${escapeText(r.reason)}` : '';
  return `*${escapeText(r.reward.name)}* — ${coins(r.reward.cost)}${note} · ${STATE_WORDS[r.state]}${reason}`;
}

/** The person's latest requests; an open one can be cancelled (coins back). */
function myRequests(mine: RequestView[]): Blocks {
  if (mine.length === 0) return [];
  const blocks: Blocks = [section('*Your requests*')];
  for (const r of mine.slice(0, 10)) {
    const line = section(requestLine(r), OPEN_STATES.has(r.state) ? { accessory: button('Cancel', REWARD_IDS.cancel, r.id) } : {});
    blocks.push(line);
  }
  return blocks;
}

export function catalogueBlocks(data: CatalogueData): Blocks {
  const live = data.program.rewards.filter((r) => !r.retired);
  const blocks: Blocks = [header(':gift: Rewards'), section(balanceSentence(data.balance))];
  if (live.length === 0) blocks.push(section(data.admin ? 'No rewards yet. Add the first one below.' : 'No rewards yet: your admins haven’t added any.'));
  for (const reward of live) blocks.push(...rewardBlocks(reward, data));
  blocks.push(...myRequests(data.mine));
  if (data.admin)
    blocks.push(
      actions(
        [button('Add a reward', REWARD_IDS.add), button('Adjust a balance', REWARD_IDS.adjust), button('Approver channel', REWARD_IDS.settings)],
        'rewards-admin',
      ),
    );
  blocks.push(context('Rewards are perks your company provides. `/kudos rewards` shows this list any time.'));
  return blocks;
}
