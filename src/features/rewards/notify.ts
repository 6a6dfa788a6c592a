// Everyone involved hears of each change in a DM — the person who asked, and the admin who acted — and new requests are
// posted to the approver channel with their buttons. A message that can't be sent is logged; the change stands.
import type { WebClient } from '@slack/web-api';
import type { Logger } from '@slack/logger';
import { type Blocks, actions, button, coins, context, escapeText, section } from '../../ui/blocks.js';
import { requestLine } from './catalogue-view.js';
import { REWARD_IDS } from './ids.js';
import type { RequestView } from './requests.js';

type Notify = { slack: WebClient; log: Logger };

async function send(n: Notify, channel: string, text: string, blocks: Blocks = [section(text)]): Promise<void> {
  await n.slack.chat
    .postMessage({ channel, text, blocks, unfurl_links: false })
    .catch((e: unknown) => n.log.warn(`rewards: a message to ${channel} failed:`, e));
}

/** The buttons an admin has on an open request. */
export function decisionButtons(r: RequestView) {
  const forward =
    r.state === 'requested' ? button('Approve', REWARD_IDS.approve, r.id, 'primary') : button('Mark fulfilled', REWARD_IDS.fulfil, r.id, 'primary');
  return actions([forward, button('Decline', REWARD_IDS.decline, r.id, 'danger')], `request:${r.id}`);
}

/** A request as the approver channel and the admin queue show it. */
export function requestBlocks(r: RequestView, withButtons: boolean): Blocks {
  const blocks: Blocks = [
    section(`<@${r.user}> · ${requestLine(r)}`),
    context(`Request ${r.id.slice(0, 8)} · ${new Date(r.at).toISOString().slice(0, 16).replace('T', ' ')} UTC`),
  ];
  return withButtons ? [...blocks, decisionButtons(r)] : blocks;
}

export async function notifyRequested(n: Notify, r: RequestView, balance: number, approverChannel: string | undefined): Promise<void> {
  const next = r.state === 'requested' ? 'An admin will approve it' : 'It needs no approval: an admin will fulfil it';
  await send(
    n,
    r.user,
    `:gift: You redeemed *${escapeText(r.reward.name)}* for ${coins(r.reward.cost)}. ${next}, and you will hear here. You have ${coins(balance)} left.`,
  );
  if (approverChannel) await send(n, approverChannel, `New reward request from <@${r.user}>: ${escapeText(r.reward.name)}`, requestBlocks(r, true));
}

const CHANGE_WORDS: Record<RequestView['state'], string> = {
  requested: 'requested',
  approved: 'approved',
  fulfilled: 'fulfilled',
  declined: 'declined',
  cancelled: 'cancelled',
};

/** After a change: the person who asked, and the one who acted when someone else (the reason is for them: a person who
 *  cancelled their own request is not told why). */
export async function notifyChange(n: Notify, r: RequestView, actor: string, balance?: number): Promise<void> {
  const reason = r.reason && actor !== r.user ? ` Reason: ${escapeText(r.reason)}.` : '';
  const back = balance !== undefined ? ` The ${coins(r.reward.cost)} are back: you have ${coins(balance)}.` : '';
  const by = actor === r.user ? 'you' : `<@${actor}>`;
  await send(n, r.user, `Your request for *${escapeText(r.reward.name)}* was ${CHANGE_WORDS[r.state]} by ${by}.${reason}${back}`);
  if (actor !== r.user) await send(n, actor, `You ${CHANGE_WORDS[r.state]} <@${r.user}>’s request for *${escapeText(r.reward.name)}*.${reason}`);
}
