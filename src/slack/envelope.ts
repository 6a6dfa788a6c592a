// The shape of every request Slack sends (commands, interactions, events), as far as Bolt's routing and our listeners
// read it. A signed request that does not fit is answered at once — Bolt would otherwise crash on it or wait 3 s for an
// ack nobody gives — and one that fits but names nothing the app handles is acked at once.
import { edgeWords } from './edge-words.js';
import { z } from 'zod';
import { COMMAND } from '../ui/ids.js';

const id = z.string().min(1);
const ref = z.looseObject({ id });
/** Team and enterprise are null on org-wide installs; the user then carries the team. */
const interactive = {
  team: ref.nullish(),
  enterprise: ref.nullish(),
  user: z.looseObject({ id, team_id: z.string().nullish() }),
  is_enterprise_install: z.boolean().optional(),
  api_app_id: z.string().optional(),
  response_url: z.string().optional(),
  channel: ref.nullish(),
};

const blockActions = z.looseObject({
  ...interactive,
  type: z.literal('block_actions'),
  trigger_id: id,
  actions: z.array(z.looseObject({ action_id: id, block_id: z.string().optional(), value: z.string().optional() })).min(1),
  view: z.looseObject({ id, private_metadata: z.string().optional(), callback_id: z.string().optional() }).optional(),
  container: z.looseObject({}).optional(),
  message: z.looseObject({}).optional(),
});

/** The view's state is left to the listener, which answers a form it cannot read with a view saying so. */
const viewSubmission = z.looseObject({
  ...interactive,
  type: z.literal('view_submission'),
  trigger_id: z.string().optional(),
  view: z.looseObject({ id, callback_id: id, private_metadata: z.string().optional(), app_installed_team_id: z.string().optional() }),
});
const viewClosed = z.looseObject({ ...interactive, type: z.literal('view_closed'), view: z.looseObject({ id, callback_id: z.string() }) });

const shortcut = z.looseObject({ ...interactive, type: z.literal('shortcut'), callback_id: id, trigger_id: id });
const messageAction = z.looseObject({
  ...interactive,
  type: z.literal('message_action'),
  callback_id: id,
  trigger_id: id,
  channel: ref,
  message: z.looseObject({ ts: id, text: z.string().optional(), user: z.string().optional(), bot_id: z.string().optional() }),
});
/** External-select lookups: the app has none, so they are answered with no options. */
const blockSuggestion = z.looseObject({ ...interactive, type: z.literal('block_suggestion'), action_id: z.string() });

const interaction = z.discriminatedUnion('type', [blockActions, viewSubmission, viewClosed, shortcut, messageAction, blockSuggestion]);

const userOrChannel = z.union([id, ref]);
const eventCallback = z.looseObject({
  type: z.literal('event_callback'),
  team_id: id.optional(),
  enterprise_id: z.string().nullish(),
  event_id: id,
  event: z.looseObject({
    type: id,
    user: userOrChannel.optional(),
    channel: userOrChannel.optional(),
    channel_id: z.string().optional(),
    item: z.looseObject({}).optional(),
  }),
  authorizations: z
    .array(
      z.looseObject({
        team_id: z.string().nullable(),
        enterprise_id: z.string().nullish(),
        user_id: z.string().optional(),
        is_enterprise_install: z.boolean().optional(),
      }),
    )
    .min(1)
    .optional(),
});
const event = z.discriminatedUnion('type', [
  eventCallback,
  z.looseObject({ type: z.literal('url_verification'), challenge: id }),
  z.looseObject({ type: z.literal('app_rate_limited') }),
]);

const command = z.looseObject({
  command: id,
  text: z.string().default(''),
  user_id: id,
  channel_id: id,
  trigger_id: id,
  team_id: id,
  response_url: id,
  enterprise_id: z.string().optional(),
  is_enterprise_install: z.enum(['true', 'false']).optional(),
  /** Bolt routes any body with `event` as an event (and throws on a string one): never a command's field. */
  event: z.never().optional(),
});

/** What the guard does with a signed request: hand it to Bolt, or answer it itself with this status and body. */
export type Refusal = { pass: false; status: 200 | 400; body?: Record<string, unknown>; reason: string };
export type Verdict = { pass: true } | Refusal;

/** A body that passed: an object, as Bolt's routing reads it (a command's form fields, a payload, an envelope). */
export type SlackBody = Record<string, unknown>;

const PASS: Verdict = { pass: true };
// not-for-people: a refusal's reason is logged for operators.
const ACK = { pass: false, status: 200, reason: 'nothing in the app handles it' } as const;
export const UNREADABLE_COMMAND = edgeWords.t('slack.unreadableCommand');

const issue = (error: z.ZodError) => {
  const first = error.issues[0]!;
  return `${first.path.join('.') || 'body'}: ${first.message}`;
};

/** The ids and event types a listener is registered for (adapter.ts): anything else is acked at once, not passed to
 *  Bolt to wait 3 s for an ack nobody gives. */
export type Handled = { actions: ReadonlySet<string>; views: ReadonlySet<string>; shortcuts: ReadonlySet<string>; events: ReadonlySet<string> };

/** A body as Bolt parsed it: a command's form fields, an interaction's payload, or an Events API envelope. */
export function judge(body: unknown, form: boolean, hasPayload: boolean, handled: Handled): Verdict {
  if (form && !hasPayload) {
    const parsed = command.safeParse(body);
    if (!parsed.success) return { pass: false, status: 200, body: { response_type: 'ephemeral', text: UNREADABLE_COMMAND }, reason: issue(parsed.error) };
    return parsed.data.command === COMMAND
      ? PASS
      : // not-for-people: the reason is logged; the body is worded.
        {
          pass: false,
          status: 200,
          body: { response_type: 'ephemeral', text: edgeWords.t('slack.onlyCommand', { command: COMMAND }) },
          // not-for-people: the reason is logged; the body is worded.
          reason: `the command ${parsed.data.command}`,
        };
  }
  const parsed = (form ? interaction : event).safeParse(body);
  if (!parsed.success) return { pass: false, status: 400, reason: issue(parsed.error) };
  const p = parsed.data;
  switch (p.type) {
    case 'block_actions':
      return p.actions.some((a) => handled.actions.has(a.action_id)) ? PASS : ACK;
    case 'view_submission':
      return handled.views.has(p.view.callback_id) ? PASS : ACK;
    case 'shortcut':
    case 'message_action':
      return handled.shortcuts.has(p.callback_id) ? PASS : ACK;
    case 'view_closed':
      return ACK;
    case 'block_suggestion':
      return { ...ACK, body: { options: [] } };
    case 'app_rate_limited':
      return ACK;
    default:
      return PASS;
  }
}
