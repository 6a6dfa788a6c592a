// The endpoints the page calls to act as a Slack client: each request is checked (who acts must be a person of the
// workspace) and turned into what Slack would send the app — a command, shortcut, block action, submission or event.
import { z } from 'zod';
import { type AppAnswer, commandPayload, escapeTyped, eventEnvelope, form, interactionSender, teamOf } from './client-requests.js';
import { inputLimitErrors } from './input-limits.js';
import { isPerson } from './page-state.js';
import type { SlackWorkspace } from './workspace.js';

export type Deliver = (body: string, contentType: string) => Promise<AppAnswer>;
export type ClientRoutes = Record<string, (body: unknown) => Promise<unknown>>;

function schemas(workspace: SlackWorkspace) {
  const user = z.string().refine((id) => isPerson(workspace, id), {
    error: (issue) =>
      issue.input ? `${JSON.stringify(issue.input)} is not a person in this workspace: choose who you are on the page` : 'Choose who you are on the page first',
  });
  return {
    command: z.object({ user, channel: z.string(), text: z.string().min(1) }),
    message: z.object({ user, channel: z.string(), text: z.string().min(1) }),
    shortcut: z.object({ user, callback_id: z.string(), channel: z.string().optional(), message_ts: z.string().optional() }),
    action: z.object({
      user,
      action_id: z.string(),
      block_id: z.string().optional(),
      value: z.string().optional(),
      /** A menu's choice (a static_select beside a section): Slack sends it as `selected_option`. */
      selected: z.string().optional(),
      surface: z.enum(['message', 'modal', 'home']),
      channel: z.string().optional(),
      message_ts: z.string().optional(),
      view_id: z.string().optional(),
      values: z.record(z.string(), z.unknown()).optional(),
    }),
    submit: z.object({ user, view_id: z.string(), values: z.record(z.string(), z.unknown()) }),
    close: z.object({ user, view_id: z.string().optional() }),
    home: z.object({ user }),
  };
}

const failed = (status: number) => `The app answered HTTP ${status}${status === 404 ? ' — it did not acknowledge within 3 seconds' : ''}.`;

/** A view as Slack describes it in a payload (without its blocks); undefined for a view that is gone. */
function viewOf(workspace: SlackWorkspace, id: string, user: string) {
  const v = workspace.views.get(id);
  if (!v) return undefined;
  return {
    id,
    team_id: teamOf(workspace, user).id,
    type: String(v.view.type ?? 'modal'),
    callback_id: String(v.view.callback_id ?? ''),
    private_metadata: String(v.view.private_metadata ?? ''),
    blocks: v.view.blocks ?? [],
    hash: v.hash,
  };
}

/** An answer the app gave in its HTTP response to a command: shown to the user (or the channel) like Slack does. */
function showAck(workspace: SlackWorkspace, answer: AppAnswer, user: string, channel: string) {
  if (answer.status !== 200) {
    workspace.post({ channel, bot: true, ephemeralTo: user, text: `:warning: ${failed(answer.status)}` });
    return;
  }
  const body = answer.json ?? (answer.body ? { text: answer.body } : undefined);
  if (!body || (!body.text && !body.blocks)) return;
  workspace.post({
    channel,
    bot: true,
    text: String(body.text ?? ''),
    ...(Array.isArray(body.blocks) ? { blocks: body.blocks } : {}),
    ...(body.response_type === 'in_channel' ? {} : { ephemeralTo: user }),
  });
}

/** What every route uses: the workspace, the parsers of the page's requests and the ways to reach the app. */
type RouteContext = ReturnType<typeof routeContext>;

function routeContext(workspace: SlackWorkspace, deliver: Deliver, base: () => string) {
  return {
    workspace,
    deliver,
    requests: schemas(workspace),
    slackForm: async (payload: object) => ({ status: (await deliver(form(payload), 'application/x-www-form-urlencoded')).status }),
    viewPayload: (id: string, user: string) => viewOf(workspace, id, user),
    common: (user: string) => ({ ...interactionSender(workspace, user), api_app_id: 'AKUDOS', trigger_id: workspace.issueTrigger(user) }),
    responseUrl: (user: string, channel: string, messageTs?: string) => `${base()}/response/${workspace.issueResponseTarget(user, channel, messageTs)}`,
  };
}

/** A button pressed in a message, a modal or App Home, as Slack sends it. */
function actionRoute(c: RouteContext): ClientRoutes[string] {
  const { workspace, requests, slackForm, viewPayload, common, responseUrl } = c;
  return async (raw) => {
    const r = requests.action.parse(raw);
    const action = {
      action_id: r.action_id,
      block_id: r.block_id ?? '',
      type: r.selected === undefined ? 'button' : 'static_select',
      action_ts: String(Date.now() / 1000),
      ...(r.value !== undefined ? { value: r.value } : {}),
      ...(r.selected !== undefined ? { selected_option: { value: r.selected } } : {}),
    };
    const payload = { type: 'block_actions', ...common(r.user), actions: [action] };
    if (r.surface !== 'message')
      return slackForm({
        ...payload,
        container: { type: 'view', view_id: r.view_id },
        view: { ...viewPayload(r.view_id ?? '', r.user), state: { values: r.values ?? {} } },
      });
    const message = workspace.messages.find((m) => m.ts === r.message_ts);
    return slackForm({
      ...payload,
      container: { type: 'message', message_ts: r.message_ts, channel_id: r.channel, is_ephemeral: !!message?.ephemeralTo },
      channel: { id: r.channel },
      message: message ? { ts: message.ts, text: message.text, blocks: message.blocks } : undefined,
      response_url: responseUrl(r.user, r.channel!, r.message_ts),
    });
  };
}

/** A modal submitted: refused by the client past its inputs' limits as in Slack, else sent and its answer applied. */
function submitRoute(c: RouteContext): ClientRoutes[string] {
  const { workspace, requests, viewPayload, common, deliver } = c;
  return async (raw) => {
    const r = requests.submit.parse(raw);
    const view = viewPayload(r.view_id, r.user);
    if (!view) return { status: 404 };
    const stored = workspace.views.get(r.view_id)!;
    delete stored.errors;
    // Slack's client refuses an input past its limits itself: the app never hears of that submission.
    const limits = inputLimitErrors(view.blocks as unknown[], r.values);
    if (Object.keys(limits).length) {
      workspace.applyViewResponse(r.user, r.view_id, { response_action: 'errors', errors: limits });
      return { status: 200 };
    }
    const answer = await deliver(
      form({ type: 'view_submission', ...common(r.user), view: { ...view, state: { values: r.values } } }),
      'application/x-www-form-urlencoded',
    );
    const response = answer.status === 200 ? answer.json : { response_action: 'errors', errors: { _: failed(answer.status) } };
    workspace.applyViewResponse(r.user, r.view_id, response);
    return { status: answer.status };
  };
}

export function clientRoutes(workspace: SlackWorkspace, deliver: Deliver, base: () => string): ClientRoutes {
  const c = routeContext(workspace, deliver, base);
  const { requests, slackForm, common, responseUrl } = c;

  return {
    '/workbench/command': async (raw) => {
      const r = requests.command.parse(raw);
      const answer = await deliver(
        commandPayload(workspace, r.user, r.channel, r.text, responseUrl(r.user, r.channel), workspace.issueTrigger(r.user)),
        'application/x-www-form-urlencoded',
      );
      // As in Slack, the command's response_url cannot replace the ack message: later answers are new messages.
      showAck(workspace, answer, r.user, r.channel);
      return { status: answer.status };
    },
    '/workbench/message': async (raw) => {
      const r = requests.message.parse(raw);
      workspace.post({ channel: r.channel, user: r.user, text: escapeTyped(workspace, r.text) });
      return { ok: true };
    },
    '/workbench/shortcut': async (raw) => {
      const r = requests.shortcut.parse(raw);
      const shortcut = { ...common(r.user), callback_id: r.callback_id, action_ts: String(Date.now() / 1000) };
      const message = r.message_ts ? workspace.messages.find((m) => m.ts === r.message_ts) : undefined;
      if (!message) return slackForm({ ...shortcut, type: 'shortcut' });
      return slackForm({
        ...shortcut,
        type: 'message_action',
        channel: { id: message.channel, name: workspace.channels.find((c) => c.id === message.channel)?.name ?? '' },
        message: { type: 'message', ts: message.ts, text: message.text, ...(message.user ? { user: message.user } : { bot_id: 'BKUDOS' }) },
        response_url: responseUrl(r.user, message.channel),
      });
    },
    '/workbench/action': actionRoute(c),
    '/workbench/submit': submitRoute(c),
    '/workbench/close': async (raw) => {
      const r = requests.close.parse(raw);
      // Without a view: the client went away (a reload), which closes the whole stack, as in Slack.
      const view = r.view_id ?? workspace.modals.get(r.user)?.[0];
      if (view) workspace.closeView(r.user, view);
      return { ok: true };
    },
    '/workbench/home': async (raw) => {
      const r = requests.home.parse(raw);
      const event = { type: 'app_home_opened', user: r.user, channel: workspace.dmChannelOf(r.user), tab: 'home', event_ts: String(Date.now() / 1000) };
      return { status: (await deliver(eventEnvelope(workspace, r.user, event), 'application/json')).status };
    },
  };
}
