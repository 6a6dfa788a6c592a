// The admins' small forms: a balance adjustment (who, how many coins up or down, and why — audited in the ledger), and
// the approver channel where new requests are posted.
import type { ModalView } from '@slack/types';
import { REWARD_BOUNDS } from '../../store/rewards-catalogue.js';
import { figure, plain } from '../../ui/blocks.js';
import { formValues, wholeNumber } from './form-state.js';
import { REWARD_IDS } from './ids.js';

export const A = { user: 'user', amount: 'amount', reason: 'reason', channel: 'channel' } as const;
const REASON_MAX = 300;

export function adjustModal(): ModalView {
  return {
    type: 'modal',
    callback_id: REWARD_IDS.adjustView,
    title: plain('Adjust a balance', 24),
    submit: plain('Adjust', 24),
    close: plain('Cancel', 24),
    blocks: [
      { type: 'input', block_id: A.user, label: plain('Person'), element: { type: 'users_select', action_id: 'value' } },
      {
        type: 'input',
        block_id: A.amount,
        label: plain('Coins'),
        hint: plain('Positive adds, negative takes away (never below zero).'),
        element: { type: 'plain_text_input', action_id: 'value', placeholder: plain('25 or -10') },
      },
      {
        type: 'input',
        block_id: A.reason,
        label: plain('Reason'),
        hint: plain('Kept in the ledger with your name.'),
        element: { type: 'plain_text_input', action_id: 'value', max_length: REASON_MAX },
      },
    ],
  };
}

export type Adjustment = { user: string; amount: number; reason: string };

export function parseAdjustment(state: unknown): { ok: true; adjustment: Adjustment } | { ok: false; errors: Record<string, string> } {
  const v = formValues(state);
  const errors: Record<string, string> = {};
  const user = v?.choice(A.user);
  if (!user) errors[A.user] = 'Pick the person.';
  const amount = wholeNumber(v?.text(A.amount) ?? '');
  if (amount === undefined || amount === 0 || Math.abs(amount) > REWARD_BOUNDS.costMax)
    errors[A.amount] = `A whole number of coins, not 0, from -${figure(REWARD_BOUNDS.costMax)} to ${figure(REWARD_BOUNDS.costMax)}.`;
  const reason = v?.text(A.reason) ?? '';
  if (!reason) errors[A.reason] = 'Say why: it is kept in the ledger.';
  else if (reason.length > REASON_MAX) errors[A.reason] = `At most ${REASON_MAX} characters.`;
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, adjustment: { user: user!, amount: amount!, reason } };
}

export function settingsModal(channel: string | undefined): ModalView {
  return {
    type: 'modal',
    callback_id: REWARD_IDS.settingsView,
    title: plain('Approver channel', 24),
    submit: plain('Save', 24),
    close: plain('Cancel', 24),
    blocks: [
      {
        type: 'input',
        block_id: A.channel,
        optional: true,
        label: plain('Post new requests in'),
        hint: plain('With Approve and Decline buttons. Empty: requests only show in admins’ App Home.'),
        element: {
          type: 'conversations_select',
          action_id: 'value',
          filter: { include: ['public', 'private'], exclude_bot_users: true },
          ...(channel ? { initial_conversation: channel } : {}),
        },
      },
    ],
  };
}

export const parseChannel = (state: unknown): string | undefined => formValues(state)?.choice(A.channel);

export const DECLINE_BLOCK = 'reason';

/** Declining asks for the reason the person will read. */
export function declineModal(request: string): ModalView {
  return {
    type: 'modal',
    callback_id: REWARD_IDS.declineView,
    private_metadata: request,
    title: plain('Decline a request', 24),
    submit: plain('Decline', 24),
    close: plain('Cancel', 24),
    blocks: [
      {
        type: 'input',
        block_id: DECLINE_BLOCK,
        label: plain('Reason (the person reads it)'),
        element: { type: 'plain_text_input', action_id: 'value', max_length: REASON_MAX },
      },
    ],
  };
}

export const parseDeclineReason = (state: unknown) => formValues(state)?.text(DECLINE_BLOCK) ?? '';
