// Signed requests into the app exactly as Slack sends them: form-encoded commands and interactions, JSON events,
// HMAC-SHA256 over `v0:{timestamp}:{raw body}`. Factories take overrides so a test states only what matters to it.
import { createHmac } from 'node:crypto';

export const SIGNING_SECRET = 'test-signing-secret';

export function signature(body: string, timestamp: number, secret = SIGNING_SECRET): string {
  return `v0=${createHmac('sha256', secret).update(`v0:${timestamp}:${body}`).digest('hex')}`;
}

export type SendOptions = { timestamp?: number; secret?: string; signature?: string; headers?: Record<string, string>; timeoutMs?: number };

export async function send(appUrl: string, body: string, contentType: string, options: SendOptions = {}) {
  const timestamp = options.timestamp ?? Math.floor(Date.now() / 1000);
  const response = await fetch(`${appUrl}/slack/events`, {
    method: 'POST',
    headers: {
      'content-type': contentType,
      'x-slack-request-timestamp': String(timestamp),
      'x-slack-signature': options.signature ?? signature(body, timestamp, options.secret),
      ...options.headers,
    },
    body,
    ...(options.timeoutMs ? { signal: AbortSignal.timeout(options.timeoutMs) } : {}),
  });
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: response.status, text, json: json as Record<string, unknown> | undefined };
}

let triggers = 0;
export const triggerId = () => `${Date.now()}.${++triggers}.trigger`;

/** `enterprise_id`: sent from a workspace of an Enterprise Grid org where the app is installed org-wide. */
export function commandBody(fields: {
  text: string;
  user_id: string;
  response_url: string;
  channel_id?: string;
  trigger_id?: string;
  team_id?: string;
  enterprise_id?: string;
}): string {
  return new URLSearchParams({
    token: 'legacy-verification-token',
    team_id: fields.team_id ?? 'T1',
    team_domain: 'acme',
    channel_id: fields.channel_id ?? 'C1',
    channel_name: 'general',
    user_id: fields.user_id,
    user_name: fields.user_id.toLowerCase(),
    command: '/kudos',
    text: fields.text,
    api_app_id: 'A1',
    is_enterprise_install: fields.enterprise_id ? 'true' : 'false',
    ...(fields.enterprise_id ? { enterprise_id: fields.enterprise_id } : {}),
    response_url: fields.response_url,
    trigger_id: fields.trigger_id ?? triggerId(),
  }).toString();
}

export const formBody = (payload: object) => `payload=${encodeURIComponent(JSON.stringify(payload))}`;

const team = { id: 'T1', domain: 'acme' };

/** `blocks`: the modal's blocks, which Slack sends back with its state (checks that need no store read them). */
/** The give modal's values as Slack sends them on submit; anything not given is left empty, shared unless `share: false`. */
export function giveFormValues(over: {
  users?: string[];
  groups?: string[];
  others?: string;
  amount?: string;
  reason?: string;
  share?: boolean;
  channel?: string;
}) {
  return {
    recipients: { users: { type: 'multi_users_select', selected_users: over.users ?? [] } },
    usergroups: { groups: { type: 'multi_static_select', selected_options: (over.groups ?? []).map((value) => ({ value })) } },
    others: { text: { type: 'plain_text_input', value: over.others ?? null } },
    amount: { value: { type: 'number_input', value: over.amount ?? null } },
    reason: { text: { type: 'plain_text_input', value: over.reason ?? null } },
    share: { choice: { type: 'checkboxes', selected_options: over.share === false ? [] : [{ value: 'share' }] } },
    ...(over.channel ? { channel: { conversation: { type: 'conversations_select', selected_conversation: over.channel } } } : {}),
  };
}

export function viewSubmission(
  userId: string,
  view: { id: string; callback_id: string; private_metadata?: string; values: Record<string, unknown>; hash?: string; blocks?: unknown[] },
) {
  return {
    type: 'view_submission',
    team,
    user: { id: userId, team_id: 'T1' },
    api_app_id: 'A1',
    trigger_id: triggerId(),
    view: {
      id: view.id,
      team_id: 'T1',
      type: 'modal',
      callback_id: view.callback_id,
      private_metadata: view.private_metadata ?? '',
      hash: view.hash ?? 'hash1',
      state: { values: view.values },
      ...(view.blocks ? { blocks: view.blocks } : {}),
    },
  };
}

export function blockAction(
  userId: string,
  actionId: string,
  extra: { value?: string; view?: { id: string; private_metadata?: string; type?: string }; response_url?: string; container?: object } = {},
) {
  return {
    type: 'block_actions',
    team,
    user: { id: userId, team_id: 'T1' },
    api_app_id: 'A1',
    trigger_id: triggerId(),
    container: extra.container ?? { type: 'view' },
    actions: [
      { action_id: actionId, block_id: 'b', type: 'button', action_ts: `${Date.now() / 1000}`, ...(extra.value !== undefined ? { value: extra.value } : {}) },
    ],
    ...(extra.view ? { view: { team_id: 'T1', type: 'home', private_metadata: '', hash: 'h', callback_id: '', state: { values: {} }, ...extra.view } } : {}),
    ...(extra.response_url ? { response_url: extra.response_url, channel: { id: 'C1' } } : {}),
  };
}

export function globalShortcut(userId: string, callbackId: string) {
  return { type: 'shortcut', team, user: { id: userId, team_id: 'T1' }, callback_id: callbackId, trigger_id: triggerId(), action_ts: '1', api_app_id: 'A1' };
}

export function messageShortcut(userId: string, callbackId: string, message: { user?: string; text: string; ts?: string; bot_id?: string }, channelId = 'C1') {
  return {
    type: 'message_action',
    team,
    user: { id: userId, team_id: 'T1' },
    callback_id: callbackId,
    trigger_id: triggerId(),
    action_ts: '1',
    channel: { id: channelId, name: 'general' },
    message: {
      type: 'message',
      ts: message.ts ?? '1700000000.000100',
      text: message.text,
      ...(message.user ? { user: message.user } : {}),
      ...(message.bot_id ? { bot_id: message.bot_id } : {}),
    },
    response_url: 'https://hooks.slack.test/ignored',
  };
}

let events = 0;
export function eventBody(event: Record<string, unknown>, eventId = `Ev${Date.now()}${++events}`) {
  return JSON.stringify({
    token: 'legacy',
    team_id: 'T1',
    api_app_id: 'A1',
    type: 'event_callback',
    event_id: eventId,
    event_time: Math.floor(Date.now() / 1000),
    event,
    authorizations: [{ team_id: 'T1', user_id: 'UBOT', is_bot: true, is_enterprise_install: false }],
  });
}
