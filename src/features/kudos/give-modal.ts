// The give modal: a pure view built from what is already known, and the parser of its submission (zod + the grammar).
import type { InputBlock, KnownBlock, ModalView, PlainTextOption } from '@slack/types';
import { z } from 'zod';
import type { Usergroup } from '../../directory/usergroups.js';
import { type CompanyValue, HASHTAG_SHAPE } from '../../store/values.js';
import { context, plain, section, truncate } from '../../ui/blocks.js';
import { ACTIONS, VIEWS } from '../../ui/ids.js';
import { withTags } from '../values/tags.js';
import type { Translator } from '../../i18n/translator.js';
import { type RecipientName, nameIn } from './messages.js';
import { type RecipientToken, individualsIn, parseRecipients } from './grammar.js';
import {
  AMOUNT_MAX,
  AMOUNT_MIN,
  AMOUNT_RULE,
  INDIVIDUALS_MAX,
  REASON_MAX_CHARS,
  amountOf,
  individualsProblem,
  isBlankReason,
  reasonLengthProblem,
  reasonProblem,
} from './limits.js';

export type GivePrefill = {
  userIds?: string[];
  usergroupIds?: string[];
  /** Recipients that are not Slack users, as the grammar writes them: e-mails, team:…, cohort:…, everyone. */
  others?: string;
  amount?: number;
  reason?: string;
  share?: boolean;
  /** The channel the picker starts on: the feed channel, or the channel the modal was opened from. */
  postIn?: string;
};

export type GiveMeta = { channelId?: string; source: 'command' | 'shortcut' | 'message' | 'home' | 'celebration' };

export const BLOCKS = {
  recipients: 'recipients',
  usergroups: 'usergroups',
  others: 'others',
  amount: 'amount',
  reason: 'reason',
  share: 'share',
  channel: 'channel',
  values: 'values',
} as const;

const groupOption = (g: Usergroup): PlainTextOption => ({ text: plain(truncate(`@${g.handle} — ${g.name}`, 75)), value: g.id });

const handleIn = (optionText: string | undefined) => {
  const handle = /^@(\S+)/.exec(optionText ?? '')?.[1];
  return handle ? { handle } : {};
};

export function othersText(tokens: RecipientToken[]): string {
  return tokens
    .map((t) => (t.kind === 'email' ? t.email : t.kind === 'everyone' ? 'everyone' : t.kind === 'team' || t.kind === 'cohort' ? `${t.kind}:${t.id}` : ''))
    .filter(Boolean)
    .join(' ');
}

const input = (blockId: string, label: string, element: InputBlock['element'], extra: Partial<InputBlock> = {}): InputBlock => ({
  type: 'input',
  block_id: blockId,
  label: plain(label, 2000),
  element,
  ...extra,
});

/** Who to thank: people, user groups (when the workspace has any), and everything else typed as text. */
function recipientBlocks(t: Translator, prefill: GivePrefill, usergroups: Usergroup[]): KnownBlock[] {
  const selectedGroups = usergroups.filter((g) => prefill.usergroupIds?.includes(g.id));
  return [
    section(`*${t.t('kudos.formWho')}* ${t.t('kudos.whoRule')}`),
    input(
      BLOCKS.recipients,
      t.t('kudos.formPeople'),
      {
        type: 'multi_users_select',
        action_id: 'users',
        placeholder: plain(t.t('kudos.formPeoplePlaceholder')),
        max_selected_items: INDIVIDUALS_MAX,
        ...(prefill.userIds?.length ? { initial_users: prefill.userIds } : {}),
      },
      { optional: true },
    ),
    ...(usergroups.length > 0
      ? [
          input(
            BLOCKS.usergroups,
            t.t('kudos.formUsergroups'),
            {
              type: 'multi_static_select',
              action_id: 'groups',
              placeholder: plain(t.t('kudos.formUsergroupsPlaceholder')),
              options: usergroups.slice(0, 100).map(groupOption),
              ...(selectedGroups.length ? { initial_options: selectedGroups.map(groupOption) } : {}),
            },
            { optional: true },
          ),
        ]
      : []),
    input(
      BLOCKS.others,
      t.t('kudos.formOthers'),
      {
        type: 'plain_text_input',
        action_id: 'text',
        placeholder: plain(t.t('kudos.formOthersPlaceholder')),
        ...(prefill.others ? { initial_value: prefill.others } : {}),
      },
      { optional: true, hint: plain(t.t('kudos.formOthersHint')) },
    ),
  ];
}

/** Whether to share, and where: the box is ticked only when there is a channel to honour it; the picker can always supply one. */
function sharingBlocks(t: Translator, prefill: GivePrefill, meta: GiveMeta): KnownBlock[] {
  const shareOption: PlainTextOption = { text: plain(t.t('kudos.formShare')), value: 'share' };
  return [
    input(
      BLOCKS.share,
      t.t('kudos.formVisibility'),
      {
        type: 'checkboxes',
        action_id: 'choice',
        options: [shareOption],
        ...(prefill.share !== false && (prefill.postIn || meta.source === 'shortcut') ? { initial_options: [shareOption] } : {}),
      },
      { optional: true },
    ),
    input(
      BLOCKS.channel,
      t.t('kudos.formPostIn'),
      {
        type: 'conversations_select',
        action_id: 'conversation',
        placeholder: plain(t.t('kudos.formChannelPlaceholder')),
        filter: { include: ['public', 'private'], exclude_bot_users: true },
        // A global shortcut carries no channel, but Slack can start the picker on the one being viewed.
        ...(prefill.postIn ? { initial_conversation: prefill.postIn } : meta.source === 'shortcut' ? { default_to_current_conversation: true } : {}),
      },
      { optional: true, hint: plain(t.t('kudos.formChannelHint')) },
    ),
  ];
}

/** The company values to tag the kudos with (their hashtags are added to the reason), when the workspace has any. */
function valuesBlocks(t: Translator, values: CompanyValue[]): KnownBlock[] {
  if (values.length === 0) return [];
  const options: PlainTextOption[] = values.map((v) => ({
    text: plain(truncate(`:${v.emoji}: ${v.name}`, 75)),
    value: v.hashtag,
    description: plain(truncate(v.description, 75)),
  }));
  return [
    input(
      BLOCKS.values,
      t.t('kudos.formValues'),
      { type: 'multi_static_select', action_id: 'picked', placeholder: plain(t.t('kudos.formValuesPlaceholder')), options },
      {
        optional: true,
        hint: plain(t.t('kudos.formValuesHint', { hashtag: values[0]!.hashtag })),
      },
    ),
  ];
}

export function giveModal(t: Translator, prefill: GivePrefill, meta: GiveMeta, usergroups: Usergroup[] = [], values: CompanyValue[] = []): ModalView {
  const blocks: KnownBlock[] = [
    ...recipientBlocks(t, prefill, usergroups),
    input(BLOCKS.amount, t.t('kudos.formAmount'), {
      type: 'number_input',
      action_id: 'value',
      is_decimal_allowed: false,
      min_value: String(AMOUNT_MIN),
      max_value: String(AMOUNT_MAX),
      ...(prefill.amount ? { initial_value: String(prefill.amount) } : {}),
    }),
    input(BLOCKS.reason, t.t('kudos.formReason'), {
      type: 'plain_text_input',
      action_id: 'text',
      multiline: true,
      max_length: REASON_MAX_CHARS,
      placeholder: plain(t.t('kudos.formReasonPlaceholder')),
      ...(prefill.reason ? { initial_value: prefill.reason } : {}),
    }),
    ...valuesBlocks(t, values),
    ...sharingBlocks(t, prefill, meta),
  ];
  if (meta.source === 'message' && prefill.reason) blocks.unshift(section(`:speech_balloon: ${t.t('kudos.formForMessage')}`));
  return {
    type: 'modal',
    callback_id: VIEWS.give,
    title: plain(t.t('kudos.formTitle'), 24),
    submit: plain(t.t('kudos.formSubmit'), 24),
    close: plain(t.t('kudos.formCancel'), 24),
    private_metadata: JSON.stringify(meta),
    blocks,
  };
}

const stateSchema = z.object({
  [BLOCKS.recipients]: z.object({ users: z.object({ selected_users: z.array(z.string()).nullish() }) }).optional(),
  [BLOCKS.usergroups]: z
    .object({ groups: z.object({ selected_options: z.array(z.object({ value: z.string(), text: z.object({ text: z.string() }).optional() })).nullish() }) })
    .optional(),
  [BLOCKS.others]: z.object({ text: z.object({ value: z.string().nullish() }) }).optional(),
  [BLOCKS.amount]: z.object({ value: z.object({ value: z.string().nullish() }) }),
  [BLOCKS.reason]: z.object({ text: z.object({ value: z.string().nullish() }) }),
  [BLOCKS.share]: z.object({ choice: z.object({ selected_options: z.array(z.object({ value: z.string() })).nullish() }) }).optional(),
  [BLOCKS.channel]: z.object({ conversation: z.object({ selected_conversation: z.string().nullish() }) }).optional(),
  [BLOCKS.values]: z.object({ picked: z.object({ selected_options: z.array(z.object({ value: z.string() })).nullish() }) }).optional(),
});

export const giveMetaSchema = z.object({ channelId: z.string().optional(), source: z.enum(['command', 'shortcut', 'message', 'home', 'celebration']) });

export type GiveSubmission = { recipients: RecipientToken[]; amount: number; reason: string; share: boolean; postIn?: string; prefill: GivePrefill };

/** The submitted values, or inline errors keyed by block_id, in the giver's words `t`. The form's text field quotes
 *  exactly the first word it can't read as a recipient. */
export function parseGiveSubmission(
  t: Translator,
  values: unknown,
  giverId: string,
): { ok: true; value: GiveSubmission } | { ok: false; errors: Record<string, string> } {
  const state = stateSchema.safeParse(values);
  if (!state.success) return { ok: false, errors: { [BLOCKS.amount]: t.t('kudos.formOutOfDate') } };
  const s = state.data;
  const userIds = s.recipients?.users.selected_users ?? [];
  const groups = s.usergroups?.groups.selected_options ?? [];
  const usergroupIds = groups.map((o) => o.value);
  const others = (s.others?.text.value ?? '').trim();
  const amountText = (s.amount.value.value ?? '').trim();
  const reasonText = (s.reason.text.value ?? '').trim();
  // Measured before anything else is done with it: a reason over the limit is refused for its length alone.
  const typedTooLong = reasonLengthProblem(reasonText);
  const typed = typedTooLong || isBlankReason(reasonText) ? '' : reasonText;
  const reason =
    typed &&
    withTags(
      typed,
      (s.values?.picked.selected_options ?? []).map((o) => o.value).filter((h) => HASHTAG_SHAPE.test(h)),
    );
  const share = (s.share?.choice.selected_options ?? []).some((o) => o.value === 'share');
  const postIn = s.channel?.conversation.selected_conversation ?? undefined;
  const errors: Record<string, string> = {};
  // A form from before the picker existed has no channel block: the channel it was opened in is used then.
  if (share && s.channel && !postIn) errors[BLOCKS.channel] = t.t('kudos.formNoChannel');

  const written = parseRecipients(others, giverId);
  if ('error' in written) errors[BLOCKS.others] = t.said(written.error);
  else if ('unread' in written) errors[BLOCKS.others] = t.t('kudos.formUnreadable', { word: written.unread });
  const extra = 'recipients' in written ? written.recipients : [];
  const recipients: RecipientToken[] = [
    ...userIds.map((id) => ({ kind: 'user' as const, id })),
    // The option reads "@handle — name" (groupOption): the handle names the group in answers.
    ...groups.map((o) => ({ kind: 'usergroup' as const, id: o.value, ...handleIn(o.text?.text) })),
    ...extra,
  ];
  const individuals = individualsProblem(individualsIn(recipients));
  if (userIds.includes(giverId)) errors[BLOCKS.recipients] = t.t('kudos.formNotYourself');
  else if (individuals) errors[BLOCKS.recipients] = t.said(individuals);
  else if (recipients.length === 0 && !errors[BLOCKS.others]) errors[BLOCKS.recipients] = t.t('kudos.whoRule');
  const amount = amountOf(amountText);
  if (typeof amount !== 'number') errors[BLOCKS.amount] = t.said(AMOUNT_RULE);
  const tooLong = typedTooLong ?? reasonProblem(reason);
  if (tooLong) errors[BLOCKS.reason] = t.said(tooLong);
  else if (!reason) errors[BLOCKS.reason] = t.t('kudos.formNoReason');
  if (typeof amount !== 'number' || Object.keys(errors).length > 0) return { ok: false, errors };
  const where = postIn ? { postIn } : {};
  return { ok: true, value: { recipients, amount, reason, share, ...where, prefill: { userIds, usergroupIds, others, amount, reason, share, ...where } } };
}

/** `named`: who the kudos is for, as the giver named them; undefined while that is still being checked. */
export function sendingView(t: Translator, named: RecipientName[] | undefined): ModalView {
  const sending = named ? t.t('kudos.sendingTo', { who: t.list(named.map((name) => nameIn(t, name))) }) : t.t('kudos.sendingToColleagues');
  return {
    type: 'modal',
    callback_id: VIEWS.giveResult,
    title: plain(t.t('kudos.formTitle'), 24),
    close: plain(t.t('kudos.formClose'), 24),
    blocks: [section(`:hourglass_flowing_sand: ${sending}`)],
  };
}

/** The outcome in the modal; `kudos.historyNote` says where the kudos one receives are (the engagement API lists no
 *  kudos by giver). */
export function resultView(t: Translator, blocks: KnownBlock[], retry?: { prefill: GivePrefill; meta: GiveMeta }): ModalView {
  return {
    type: 'modal',
    callback_id: VIEWS.giveResult,
    title: plain(t.t('kudos.formTitle'), 24),
    close: plain(t.t('kudos.formClose'), 24),
    ...(retry ? { private_metadata: retryMetadata(retry) } : {}),
    blocks: [
      ...blocks,
      ...(retry
        ? [
            {
              type: 'actions' as const,
              elements: [{ type: 'button' as const, text: plain(t.t('kudos.formRetry')), action_id: ACTIONS.giveRetry, style: 'primary' as const }],
            },
          ]
        : []),
      context(t.t('kudos.historyNote')),
    ],
  };
}

/** private_metadata holds at most 3000 characters: a long reason is shortened to fit, never cut mid-JSON. */
function retryMetadata(retry: { prefill: GivePrefill; meta: GiveMeta }): string {
  let text = JSON.stringify(retry);
  for (let reason = retry.prefill.reason ?? ''; text.length > 3000 && reason.length > 0; ) {
    reason = reason.slice(0, Math.max(0, reason.length - (text.length - 3000) - 1));
    text = JSON.stringify({ ...retry, prefill: { ...retry.prefill, reason } });
  }
  return text;
}

export const retryStateSchema = z.object({
  prefill: z.object({
    userIds: z.array(z.string()).optional(),
    usergroupIds: z.array(z.string()).optional(),
    others: z.string().optional(),
    amount: z.number().optional(),
    reason: z.string().optional(),
    share: z.boolean().optional(),
    postIn: z.string().optional(),
  }),
  meta: giveMetaSchema,
});
