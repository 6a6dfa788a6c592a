// The admins' small forms, in the admin's words: a balance adjustment (who, how many coins up or down, and why —
// audited in the ledger), and the approver channel where new requests are posted.
import type { ModalView } from '@slack/types';
import type { Translator } from '../../i18n/translator.js';
import { REWARD_BOUNDS } from '../../store/rewards-catalogue.js';
import { plain } from '../../ui/blocks.js';
import { formValues, wholeNumber } from './form-state.js';
import { REWARD_IDS } from './ids.js';

export const A = { user: 'user', amount: 'amount', reason: 'reason', channel: 'channel' } as const;
const REASON_MAX = 300;

export function adjustModal(t: Translator): ModalView {
  return {
    type: 'modal',
    callback_id: REWARD_IDS.adjustView,
    title: plain(t.t('rewards.adjustTitle'), 24),
    submit: plain(t.t('rewards.adjustSubmit'), 24),
    close: plain(t.t('rewards.cancelButton'), 24),
    blocks: [
      { type: 'input', block_id: A.user, label: plain(t.t('rewards.adjustPerson')), element: { type: 'users_select', action_id: 'value' } },
      {
        type: 'input',
        block_id: A.amount,
        label: plain(t.t('rewards.adjustCoins')),
        hint: plain(t.t('rewards.adjustCoinsHint')),
        element: { type: 'plain_text_input', action_id: 'value', placeholder: plain(t.t('rewards.adjustCoinsPlaceholder')) },
      },
      {
        type: 'input',
        block_id: A.reason,
        label: plain(t.t('rewards.adjustReason')),
        hint: plain(t.t('rewards.adjustReasonHint')),
        element: { type: 'plain_text_input', action_id: 'value', max_length: REASON_MAX },
      },
    ],
  };
}

export type Adjustment = { user: string; amount: number; reason: string };

export function parseAdjustment(t: Translator, state: unknown): { ok: true; adjustment: Adjustment } | { ok: false; errors: Record<string, string> } {
  const v = formValues(state);
  const errors: Record<string, string> = {};
  const user = v?.choice(A.user);
  if (!user) errors[A.user] = t.t('rewards.errorPickPerson');
  const amount = wholeNumber(v?.text(A.amount) ?? '');
  if (amount === undefined || amount === 0 || Math.abs(amount) > REWARD_BOUNDS.costMax)
    errors[A.amount] = t.t('rewards.errorAdjustAmount', { min: t.number(-REWARD_BOUNDS.costMax), max: t.number(REWARD_BOUNDS.costMax) });
  const reason = v?.text(A.reason) ?? '';
  if (!reason) errors[A.reason] = t.t('rewards.errorAdjustReason');
  else if (reason.length > REASON_MAX) errors[A.reason] = t.t('rewards.errorTooLong', { max: t.number(REASON_MAX) });
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, adjustment: { user: user!, amount: amount!, reason } };
}

export function settingsModal(t: Translator, channel: string | undefined): ModalView {
  return {
    type: 'modal',
    callback_id: REWARD_IDS.settingsView,
    title: plain(t.t('rewards.settingsTitle'), 24),
    submit: plain(t.t('rewards.saveButton'), 24),
    close: plain(t.t('rewards.cancelButton'), 24),
    blocks: [
      {
        type: 'input',
        block_id: A.channel,
        optional: true,
        label: plain(t.t('rewards.settingsLabel')),
        hint: plain(t.t('rewards.settingsHint')),
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
export function declineModal(t: Translator, request: string): ModalView {
  return {
    type: 'modal',
    callback_id: REWARD_IDS.declineView,
    private_metadata: request,
    title: plain(t.t('rewards.declineTitle'), 24),
    submit: plain(t.t('rewards.declineButton'), 24),
    close: plain(t.t('rewards.cancelButton'), 24),
    blocks: [
      {
        type: 'input',
        block_id: DECLINE_BLOCK,
        label: plain(t.t('rewards.declineLabel')),
        element: { type: 'plain_text_input', action_id: 'value', max_length: REASON_MAX },
      },
    ],
  };
}

export const parseDeclineReason = (state: unknown) => formValues(state)?.text(DECLINE_BLOCK) ?? '';
