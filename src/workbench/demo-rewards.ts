// The demo workspace's rewards program on a first start: a catalogue (a day off, a team lunch, a charity donation,
// swag), an approver channel, and a few redemptions in their different states, so every rewards view has something to
// show. Never written over: a workspace whose catalogue has anything is left as it is.
import type { Rewards } from '../features/rewards/deps.js';
import { STATE } from '../store/rewards-ledger.js';
import { limitNow } from '../features/rewards/period.js';
import type { Reward } from '../store/rewards-catalogue.js';
import type { SlackWorkspace } from './workspace.js';

const DEMO_REWARDS: Reward[] = [
  {
    id: 'day-off',
    name: 'A day off',
    description: 'One extra day of paid leave, on a day you and your manager agree.',
    cost: 500,
    stocked: false,
    limit: { count: 1, period: 'year' },
    needsApproval: true,
    ask: 'note',
    question: 'Which day would you like?',
    options: [],
    retired: false,
  },
  {
    id: 'team-lunch',
    name: 'A team lunch',
    description: 'Lunch for you and your team, booked by the office team.',
    cost: 200,
    stocked: true,
    limit: { count: 1, period: 'month' },
    needsApproval: true,
    ask: 'nothing',
    question: '',
    options: [],
    retired: false,
  },
  {
    id: 'charity',
    name: 'A charity donation',
    description: 'The company gives to the charity you choose.',
    cost: 50,
    stocked: false,
    needsApproval: false,
    ask: 'choice',
    question: 'Which charity?',
    options: ['Red Cross', 'UNICEF', 'WWF', 'Doctors Without Borders'],
    retired: false,
  },
  {
    id: 'swag',
    name: 'Company swag',
    description: 'A hoodie and a mug with the company logo.',
    cost: 100,
    stocked: true,
    needsApproval: false,
    ask: 'note',
    question: 'Hoodie size (XS–XXL)',
    options: [],
    retired: false,
  },
];

export async function demoRewards(rewards: Rewards, workspace: SlackWorkspace): Promise<void> {
  const w = { teamId: workspace.team.id };
  if ((await rewards.catalogue.get(w)).rewards.length > 0) return;
  for (const reward of DEMO_REWARDS) await rewards.catalogue.save(w, reward);
  await rewards.ledger.setStock(w, 'team-lunch', 10);
  await rewards.ledger.setStock(w, 'swag', 25);
  const general = workspace.channels.find((c) => c.name === 'general' && !c.dmWith);
  if (general) await rewards.catalogue.setApproverChannel(w, general.id);
  const [admin, first, second] = workspace.users.filter((u) => !u.is_bot);
  if (!admin || !first || !second) return;
  const ref = (r: Reward) => ({ id: r.id, name: r.name, cost: r.cost });
  const [dayOff, lunch, charity, swag] = DEMO_REWARDS as [Reward, Reward, Reward, Reward];
  for (const user of [first, second]) await rewards.ledger.adjust(w, user.id, 1_000, admin.id, 'workbench demo: a starting balance');
  const redeem = (user: string, reward: Reward, request: string, note?: string) =>
    rewards.ledger.redeem(w, {
      request,
      user,
      reward: ref(reward),
      stocked: reward.stocked,
      needsApproval: reward.needsApproval,
      ...(note ? { note } : {}),
      ...(reward.limit ? { limit: limitNow(reward, new Date())! } : {}),
    });
  await redeem(first.id, dayOff, 'demo-1', 'Friday after the release');
  await redeem(first.id, charity, 'demo-2', 'UNICEF');
  await redeem(second.id, lunch, 'demo-3');
  await redeem(second.id, swag, 'demo-4', 'M');
  const event = (request: string, user: string, reward: Reward, kind: 'approved' | 'fulfilled') => ({
    at: Date.now(),
    request,
    kind,
    by: admin.id,
    user,
    reward: ref(reward),
  });
  await rewards.ledger.advance(w, event('demo-3', second.id, lunch, 'approved'), STATE.requested, STATE.approved);
  await rewards.ledger.advance(w, event('demo-4', second.id, swag, 'fulfilled'), STATE.approved, STATE.fulfilled);
}
