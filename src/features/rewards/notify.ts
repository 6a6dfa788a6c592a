// Everyone involved hears of each change in a DM, in their own language — the person who asked, and the admin who
// acted — and new requests are posted to the approver channel (read by many: the workspace's language) with their
// buttons. A message that can't be sent is logged; the change stands.
import { sentences } from '../../i18n/sentences.js';
import type { WebClient } from '@slack/web-api';
import type { Logger } from '@slack/logger';
import type { Translator } from '../../i18n/translator.js';
import type { FeatureDeps } from '../../slack/deps.js';
import type { WorkspaceRef } from '../../store/workspaces.js';
import { type Blocks, actions, button, context, escapeText, section } from '../../ui/blocks.js';
import { requestLine } from './catalogue-view.js';
import { REWARD_IDS } from './ids.js';
import { type RequestView, reasonWords } from './requests.js';

export type Notify = { slack: WebClient; log: Logger; languages: FeatureDeps['languages']; workspace: WorkspaceRef };

async function send(n: Notify, channel: string, text: string, blocks: Blocks = [section(text)]): Promise<void> {
  await n.slack.chat
    .postMessage({ channel, text, blocks, unfurl_links: false })
    .catch((e: unknown) => n.log.warn(`rewards: a message to ${channel} failed:`, e));
}

/** The buttons an admin has on an open request. */
export function decisionButtons(t: Translator, r: RequestView) {
  const forward =
    r.state === 'requested'
      ? button(t.t('rewards.approveButton'), REWARD_IDS.approve, r.id, 'primary')
      : button(t.t('rewards.fulfilButton'), REWARD_IDS.fulfil, r.id, 'primary');
  return actions([forward, button(t.t('rewards.declineButton'), REWARD_IDS.decline, r.id, 'danger')], `request:${r.id}`);
}

/** A request as the approver channel and the admin queue show it. */
export function requestBlocks(t: Translator, r: RequestView, withButtons: boolean): Blocks {
  const at = new Date(r.at);
  const blocks: Blocks = [
    section(`<@${r.user}> · ${requestLine(t, r)}`),
    context(t.t('rewards.requestMeta', { id: r.id.slice(0, 8), day: t.date(at, 'day'), time: t.date(at, 'time') })),
  ];
  return withButtons ? [...blocks, decisionButtons(t, r)] : blocks;
}

export async function notifyRequested(n: Notify, r: RequestView, balance: number, approverChannel: string | undefined): Promise<void> {
  const t = await n.languages.person(n.slack, n.workspace, r.user);
  await send(
    n,
    r.user,
    t.t('rewards.dmRedeemed', {
      name: escapeText(r.reward.name),
      coins: t.t('common.coins', { count: r.reward.cost }),
      approval: r.state === 'requested' ? 'yes' : 'no',
      balance: t.t('common.coins', { count: balance }),
    }),
  );
  if (!approverChannel) return;
  const many = await n.languages.workspace(n.workspace);
  await send(n, approverChannel, many.t('rewards.channelNewRequest', { userId: r.user, name: escapeText(r.reward.name) }), requestBlocks(many, r, true));
}

/** After a change: the person who asked, and the one who acted when someone else (the reason is for them: a person who
 *  cancelled their own request is not told why). */
export async function notifyChange(n: Notify, r: RequestView, actor: string, balance?: number): Promise<void> {
  const self = actor === r.user;
  const toPerson = await n.languages.person(n.slack, n.workspace, r.user);
  /** The change in one reader's words, with the reason when someone else gave one. */
  const told = (t: Translator, key: 'rewards.dmChanged' | 'rewards.dmYouChanged', more?: string | false) =>
    sentences(
      t.t(key, { name: escapeText(r.reward.name), state: r.state, self: self ? 'yes' : 'no', actor, userId: r.user }),
      !self && r.reason && t.t('rewards.dmReason', { reason: reasonWords(t, r.reason) }),
      more,
    );
  const back = balance !== undefined && toPerson.t('rewards.dmCoinsBack', { count: r.reward.cost, balance: toPerson.t('common.coins', { count: balance }) });
  await send(n, r.user, told(toPerson, 'rewards.dmChanged', back));
  if (!self) await send(n, actor, told(await n.languages.person(n.slack, n.workspace, actor), 'rewards.dmYouChanged'));
}
