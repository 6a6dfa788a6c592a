// The catalogue as people see it (`/kudos rewards`, App Home): their spendable balance, each reward with its cost,
// stock and description and a Redeem button, their own requests and where they stand; admins get the managing buttons.
// Pure, in the reader's words; reward names and descriptions are the admins' own, shown as typed.
import type { ImageElement, KnownBlock } from '@slack/types';
import type { Translator } from '../../i18n/translator.js';
import type { Reward, RewardsProgram } from '../../store/rewards-catalogue.js';
import { type Blocks, actions, button, confirmed, context, escapeText, header, section } from '../../ui/blocks.js';
import { REWARD_IDS } from './ids.js';
import { OPEN_STATES, type RequestView, reasonWords, stateWords } from './requests.js';

export type CatalogueData = { program: RewardsProgram; balance: number; stock: Map<string, number>; mine: RequestView[]; admin: boolean };

export const balanceSentence = (t: Translator, balance: number) => t.t('rewards.balance', { coins: t.t('common.coins', { count: balance }) });

const stockLine = (t: Translator, reward: Reward, stock: Map<string, number>) =>
  reward.stocked ? (stock.get(reward.id) ? t.t('rewards.stockLeft', { count: stock.get(reward.id)! }) : t.t('rewards.stockNone')) : t.t('rewards.stockAlways');

function rewardBlocks(t: Translator, reward: Reward, data: CatalogueData): KnownBlock[] {
  const text = `*${escapeText(reward.name)}* — ${t.t('common.coins', { count: reward.cost })}\n${escapeText(reward.description)}`;
  const image: ImageElement | undefined = reward.imageUrl ? { type: 'image', image_url: reward.imageUrl, alt_text: reward.name.slice(0, 75) } : undefined;
  const buttons = [button(t.t('rewards.redeemButton'), REWARD_IDS.redeem, reward.id, 'primary')];
  if (data.admin)
    buttons.push(
      button(t.t('rewards.editButton'), REWARD_IDS.edit, reward.id),
      confirmed(button(t.t('rewards.retireButton'), REWARD_IDS.retire, reward.id, 'danger'), {
        title: t.t('rewards.retireConfirmTitle'),
        text: t.t('rewards.retireConfirmText', { name: escapeText(reward.name) }),
        confirm: t.t('rewards.retireConfirm'),
        deny: t.t('rewards.cancelButton'),
      }),
    );
  // The facts of a reward, each its own phrase, side by side.
  const facts = [
    stockLine(t, reward, data.stock),
    ...(reward.limit ? [t.t('rewards.limitLine', { count: t.number(reward.limit.count), period: reward.limit.period })] : []),
    ...(reward.needsApproval ? [t.t('rewards.needsApproval')] : []),
  ];
  return [section(text, image ? { accessory: image } : {}), context(facts.join(' · ')), actions(buttons, `reward:${reward.id}`)];
}

export function requestLine(t: Translator, r: RequestView): string {
  return t.t('rewards.requestLine', {
    name: escapeText(r.reward.name),
    coins: t.t('common.coins', { count: r.reward.cost }),
    hasNote: r.note ? 'yes' : 'no',
    note: r.note ? escapeText(r.note) : '',
    state: stateWords(t, r.state),
    hasReason: r.reason ? 'yes' : 'no',
    reason: r.reason ? reasonWords(t, r.reason) : '',
  });
}

/** The person's latest requests; an open one can be cancelled (coins back). */
function myRequests(t: Translator, mine: RequestView[]): Blocks {
  if (mine.length === 0) return [];
  const blocks: Blocks = [section(t.t('rewards.yourRequests'))];
  for (const r of mine.slice(0, 10)) {
    const line = section(requestLine(t, r), OPEN_STATES.has(r.state) ? { accessory: button(t.t('rewards.cancelButton'), REWARD_IDS.cancel, r.id) } : {});
    blocks.push(line);
  }
  return blocks;
}

export function catalogueBlocks(t: Translator, data: CatalogueData): Blocks {
  const live = data.program.rewards.filter((r) => !r.retired);
  const blocks: Blocks = [header(t.t('rewards.header')), section(balanceSentence(t, data.balance))];
  if (live.length === 0) blocks.push(section(t.t(data.admin ? 'rewards.emptyAdmin' : 'rewards.emptyMember')));
  for (const reward of live) blocks.push(...rewardBlocks(t, reward, data));
  blocks.push(...myRequests(t, data.mine));
  if (data.admin)
    blocks.push(
      actions(
        [
          button(t.t('rewards.addButton'), REWARD_IDS.add),
          button(t.t('rewards.adjustButton'), REWARD_IDS.adjust),
          button(t.t('rewards.settingsButton'), REWARD_IDS.settings),
        ],
        'rewards-admin',
      ),
    );
  blocks.push(context(t.t('rewards.footer')));
  return blocks;
}
