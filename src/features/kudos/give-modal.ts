// The give modal: a pure view built from what is already known, and the parser of its submission (zod + the grammar).
import type { InputBlock, KnownBlock, ModalView, PlainTextOption } from '@slack/types';
import { z } from 'zod';
import type { Usergroup } from '../../directory/usergroups.js';
import { type CompanyValue, HASHTAG_SHAPE } from '../../store/values.js';
import { context, plain, section, truncate } from '../../ui/blocks.js';
import { ACTIONS, VIEWS } from '../../ui/ids.js';
import { withTags } from '../values/tags.js';
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

export const NO_CHANNEL = 'Pick the channel to share the kudos in, or untick “Share in the channel”.';

/** Said above the recipient fields and, word for word, when none is filled in: each field is optional, one is needed. */
export const WHO_RULE = 'Fill in at least one: people, user groups, or teams, cohorts, e-mails or everyone.';

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
function recipientBlocks(prefill: GivePrefill, usergroups: Usergroup[]): KnownBlock[] {
  const selectedGroups = usergroups.filter((g) => prefill.usergroupIds?.includes(g.id));
  return [
    section(`*Who do you want to thank?* ${WHO_RULE}`),
    input(
      BLOCKS.recipients,
      'People',
      {
        type: 'multi_users_select',
        action_id: 'users',
        placeholder: plain('Choose people'),
        max_selected_items: INDIVIDUALS_MAX,
        ...(prefill.userIds?.length ? { initial_users: prefill.userIds } : {}),
      },
      { optional: true },
    ),
    ...(usergroups.length > 0
      ? [
          input(
            BLOCKS.usergroups,
            'User groups',
            {
              type: 'multi_static_select',
              action_id: 'groups',
              placeholder: plain('Choose user groups'),
              options: usergroups.slice(0, 100).map(groupOption),
              ...(selectedGroups.length ? { initial_options: selectedGroups.map(groupOption) } : {}),
            },
            { optional: true },
          ),
        ]
      : []),
    input(
      BLOCKS.others,
      'Teams, cohorts, e-mails or everyone',
      {
        type: 'plain_text_input',
        action_id: 'text',
        placeholder: plain('e.g. team:t100, tom.hughes@northwind.test'),
        ...(prefill.others ? { initial_value: prefill.others } : {}),
      },
      { optional: true, hint: plain('Separate with spaces or commas.') },
    ),
  ];
}

/** Whether to share, and where: the box is ticked only when there is a channel to honour it; the picker can always supply one. */
function sharingBlocks(prefill: GivePrefill, meta: GiveMeta): KnownBlock[] {
  const shareOption: PlainTextOption = { text: plain('Share in the channel'), value: 'share' };
  return [
    input(
      BLOCKS.share,
      'Visibility',
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
      'Post in',
      {
        type: 'conversations_select',
        action_id: 'conversation',
        placeholder: plain('Choose a channel'),
        filter: { include: ['public', 'private'], exclude_bot_users: true },
        // A global shortcut carries no channel, but Slack can start the picker on the one being viewed.
        ...(prefill.postIn ? { initial_conversation: prefill.postIn } : meta.source === 'shortcut' ? { default_to_current_conversation: true } : {}),
      },
      { optional: true, hint: plain('Where the kudos are shared when “Share in the channel” is ticked.') },
    ),
  ];
}

/** The company values to tag the kudos with (their hashtags are added to the reason), when the workspace has any. */
function valuesBlocks(values: CompanyValue[]): KnownBlock[] {
  if (values.length === 0) return [];
  const options: PlainTextOption[] = values.map((v) => ({
    text: plain(truncate(`:${v.emoji}: ${v.name}`, 75)),
    value: v.hashtag,
    description: plain(truncate(v.description, 75)),
  }));
  return [
    input(
      BLOCKS.values,
      'Company values',
      { type: 'multi_static_select', action_id: 'picked', placeholder: plain('Which values did they live?'), options },
      {
        optional: true,
        hint: plain(`Or write the hashtag in the reason, e.g. #${values[0]!.hashtag}`),
      },
    ),
  ];
}

export function giveModal(prefill: GivePrefill, meta: GiveMeta, usergroups: Usergroup[] = [], values: CompanyValue[] = []): ModalView {
  const blocks: KnownBlock[] = [
    ...recipientBlocks(prefill, usergroups),
    input(BLOCKS.amount, 'Coins (each)', {
      type: 'number_input',
      action_id: 'value',
      is_decimal_allowed: false,
      min_value: String(AMOUNT_MIN),
      max_value: String(AMOUNT_MAX),
      ...(prefill.amount ? { initial_value: String(prefill.amount) } : {}),
    }),
    input(BLOCKS.reason, 'What for?', {
      type: 'plain_text_input',
      action_id: 'text',
      multiline: true,
      max_length: REASON_MAX_CHARS,
      placeholder: plain('Say what they did and why it mattered'),
      ...(prefill.reason ? { initial_value: prefill.reason } : {}),
    }),
    ...valuesBlocks(values),
    ...sharingBlocks(prefill, meta),
  ];
  if (meta.source === 'message' && prefill.reason)
    blocks.unshift(section(':speech_balloon: Thanking someone for a message — the message is quoted in the reason below.'));
  return {
    type: 'modal',
    callback_id: VIEWS.give,
    title: plain('Give kudos', 24),
    submit: plain('Send kudos', 24),
    close: plain('Cancel', 24),
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

/** The form's text field quotes exactly the first word it can't read as a recipient. */
const unreadable = (word: string) => `I can’t read “${word}” as a recipient. Write e-mails, team:ID, cohort:ID or everyone, separated by spaces or commas.`;

/** The submitted values, or inline errors keyed by block_id. */
export function parseGiveSubmission(values: unknown, giverId: string): { ok: true; value: GiveSubmission } | { ok: false; errors: Record<string, string> } {
  const state = stateSchema.safeParse(values);
  if (!state.success) return { ok: false, errors: { [BLOCKS.amount]: 'This form is out of date. Close it and open it again.' } };
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
  if (share && s.channel && !postIn) errors[BLOCKS.channel] = NO_CHANNEL;

  const written = parseRecipients(others, giverId);
  if ('error' in written) errors[BLOCKS.others] = written.error;
  else if ('unread' in written) errors[BLOCKS.others] = unreadable(written.unread);
  const extra = 'recipients' in written ? written.recipients : [];
  const recipients: RecipientToken[] = [
    ...userIds.map((id) => ({ kind: 'user' as const, id })),
    // The option reads "@handle — name" (groupOption): the handle names the group in answers.
    ...groups.map((o) => ({ kind: 'usergroup' as const, id: o.value, ...handleIn(o.text?.text) })),
    ...extra,
  ];
  const individuals = individualsProblem(individualsIn(recipients));
  if (userIds.includes(giverId)) errors[BLOCKS.recipients] = 'You can’t give kudos to yourself. Remove yourself from the list.';
  else if (individuals) errors[BLOCKS.recipients] = individuals;
  else if (recipients.length === 0 && !errors[BLOCKS.others]) errors[BLOCKS.recipients] = WHO_RULE;
  const amount = amountOf(amountText);
  if (typeof amount !== 'number') errors[BLOCKS.amount] = AMOUNT_RULE;
  const tooLong = typedTooLong ?? reasonProblem(reason);
  if (tooLong) errors[BLOCKS.reason] = tooLong;
  else if (!reason) errors[BLOCKS.reason] = 'Say what the kudos are for.';
  if (typeof amount !== 'number' || Object.keys(errors).length > 0) return { ok: false, errors };
  const where = postIn ? { postIn } : {};
  return { ok: true, value: { recipients, amount, reason, share, ...where, prefill: { userIds, usergroupIds, others, amount, reason, share, ...where } } };
}

/** What the App Home shows (home.ts): the latest kudos received — the engagement API lists no kudos by giver. */
export const HISTORY_NOTE = 'The kudos you receive are on your App Home tab and in `/kudos received`.';

export function sendingView(description: string): ModalView {
  return {
    type: 'modal',
    callback_id: VIEWS.giveResult,
    title: plain('Give kudos', 24),
    close: plain('Close', 24),
    blocks: [section(`:hourglass_flowing_sand: Sending kudos to ${description}…`)],
  };
}

export function resultView(blocks: KnownBlock[], retry?: { prefill: GivePrefill; meta: GiveMeta }): ModalView {
  return {
    type: 'modal',
    callback_id: VIEWS.giveResult,
    title: plain('Give kudos', 24),
    close: plain('Close', 24),
    ...(retry ? { private_metadata: retryMetadata(retry) } : {}),
    blocks: [
      ...blocks,
      ...(retry
        ? [
            {
              type: 'actions' as const,
              elements: [{ type: 'button' as const, text: plain('Edit and try again'), action_id: ACTIONS.giveRetry, style: 'primary' as const }],
            },
          ]
        : []),
      context(HISTORY_NOTE),
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
