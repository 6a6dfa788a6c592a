// The local workbench: on PORT it serves a Slack-like page, the Slack Web API the app is pointed at, and the
// endpoints the page uses to act as a Slack client (each turned into a signed request to the real Bolt app).
import { readFile } from 'node:fs/promises';
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { handleSlackApi, readBody } from './api-server.js';
import { type AppAnswer, commandPayload, escapeTyped, form, sendToApp } from './client-requests.js';
import { BOT_USER_ID, type SlackWorkspace } from './workspace.js';

const PUBLIC = fileURLToPath(new URL('./public/', import.meta.url));
const STATIC: Record<string, [string, string]> = {
  '/': ['index.html', 'text/html; charset=utf-8'],
  '/app.js': ['app.js', 'text/javascript; charset=utf-8'],
  '/blocks.js': ['blocks.js', 'text/javascript; charset=utf-8'],
  '/style.css': ['style.css', 'text/css; charset=utf-8'],
};

const requests = {
  command: z.object({ user: z.string(), channel: z.string(), text: z.string().min(1) }),
  message: z.object({ user: z.string(), channel: z.string(), text: z.string().min(1) }),
  shortcut: z.object({ user: z.string(), callback_id: z.string(), channel: z.string().optional(), message_ts: z.string().optional() }),
  action: z.object({
    user: z.string(),
    action_id: z.string(),
    block_id: z.string().optional(),
    value: z.string().optional(),
    surface: z.enum(['message', 'modal', 'home']),
    channel: z.string().optional(),
    message_ts: z.string().optional(),
    view_id: z.string().optional(),
    values: z.record(z.string(), z.unknown()).optional(),
  }),
  submit: z.object({ user: z.string(), view_id: z.string(), values: z.record(z.string(), z.unknown()) }),
  close: z.object({ user: z.string(), view_id: z.string() }),
  home: z.object({ user: z.string() }),
};

export type Workbench = { url: string; apiUrl: string; server: Server; setApp: (appUrl: string, signingSecret: string) => void; close: () => Promise<void> };

export async function startWorkbench(workspace: SlackWorkspace, port: number, log: (line: string) => void = () => {}): Promise<Workbench> {
  let app: { url: string; secret: string } | undefined;
  const streams = new Set<ServerResponse>();
  workspace.onChange((change) => streams.forEach((s) => s.write(`data: ${JSON.stringify(change)}\n\n`)));

  const toApp = async (body: string, contentType: string): Promise<AppAnswer> => {
    if (!app) return { status: 503, body: 'app not started' };
    return sendToApp(app.url, app.secret, body, contentType);
  };
  const team = { id: workspace.team.id, domain: workspace.team.domain };
  const viewPayload = (id: string) => {
    const v = workspace.views.get(id);
    return v
      ? { id, team_id: team.id, type: String(v.view.type ?? 'modal'), callback_id: String(v.view.callback_id ?? ''), private_metadata: String(v.view.private_metadata ?? ''), hash: v.hash }
      : undefined;
  };
  /** An answer the app gave in its HTTP response to a command: shown to the user (or the channel) like Slack does. */
  const showAck = (answer: AppAnswer, user: string, channel: string) => {
    if (answer.status !== 200) {
      workspace.post({ channel, bot: true, ephemeralTo: user, text: `:warning: The app answered HTTP ${answer.status}${answer.status === 404 ? ' — it did not acknowledge within 3 seconds' : ''}.` });
      return;
    }
    const body = answer.json ?? (answer.body ? { text: answer.body } : undefined);
    if (!body || (!body.text && !body.blocks)) return;
    workspace.post({ channel, bot: true, text: String(body.text ?? ''), ...(Array.isArray(body.blocks) ? { blocks: body.blocks } : {}), ...(body.response_type === 'in_channel' ? {} : { ephemeralTo: user }) });
  };

  const routes: Record<string, (body: unknown) => Promise<unknown>> = {
    '/workbench/command': async (raw) => {
      const r = requests.command.parse(raw);
      const token = workspace.issueResponseTarget(r.user, r.channel);
      const answer = await toApp(commandPayload(workspace, r.user, r.channel, r.text, `${base()}/response/${token}`, workspace.issueTrigger(r.user)), 'application/x-www-form-urlencoded');
      // As in Slack, the command's response_url cannot replace the ack message: later answers are new messages.
      showAck(answer, r.user, r.channel);
      return { status: answer.status };
    },
    '/workbench/message': async (raw) => {
      const r = requests.message.parse(raw);
      workspace.post({ channel: r.channel, user: r.user, text: escapeTyped(workspace, r.text) });
      return { ok: true };
    },
    '/workbench/shortcut': async (raw) => {
      const r = requests.shortcut.parse(raw);
      const common = { team, user: { id: r.user, team_id: team.id }, callback_id: r.callback_id, trigger_id: workspace.issueTrigger(r.user), action_ts: String(Date.now() / 1000), api_app_id: 'AKUDOS' };
      const message = r.message_ts ? workspace.messages.find((m) => m.ts === r.message_ts) : undefined;
      const payload = message
        ? {
            ...common,
            type: 'message_action',
            channel: { id: message.channel, name: workspace.channels.find((c) => c.id === message.channel)?.name ?? '' },
            message: { type: 'message', ts: message.ts, text: message.text, ...(message.user ? { user: message.user } : { bot_id: 'BKUDOS' }) },
            response_url: `${base()}/response/${workspace.issueResponseTarget(r.user, message.channel)}`,
          }
        : { ...common, type: 'shortcut' };
      return { status: (await toApp(form(payload), 'application/x-www-form-urlencoded')).status };
    },
    '/workbench/action': async (raw) => {
      const r = requests.action.parse(raw);
      const action = { action_id: r.action_id, block_id: r.block_id ?? '', type: 'button', action_ts: String(Date.now() / 1000), ...(r.value !== undefined ? { value: r.value } : {}) };
      const common = { type: 'block_actions', team, user: { id: r.user, team_id: team.id }, api_app_id: 'AKUDOS', trigger_id: workspace.issueTrigger(r.user), actions: [action] };
      let payload: Record<string, unknown>;
      if (r.surface === 'message') {
        const message = workspace.messages.find((m) => m.ts === r.message_ts);
        payload = {
          ...common,
          container: { type: 'message', message_ts: r.message_ts, channel_id: r.channel, is_ephemeral: !!message?.ephemeralTo },
          channel: { id: r.channel },
          message: message ? { ts: message.ts, text: message.text, blocks: message.blocks } : undefined,
          response_url: `${base()}/response/${workspace.issueResponseTarget(r.user, r.channel!, r.message_ts)}`,
        };
      } else {
        const view = viewPayload(r.view_id ?? '');
        payload = { ...common, container: { type: 'view', view_id: r.view_id }, view: { ...view, state: { values: r.values ?? {} } } };
      }
      return { status: (await toApp(form(payload), 'application/x-www-form-urlencoded')).status };
    },
    '/workbench/submit': async (raw) => {
      const r = requests.submit.parse(raw);
      const view = viewPayload(r.view_id);
      if (!view) return { status: 404 };
      const stored = workspace.views.get(r.view_id)!;
      delete stored.errors;
      const payload = { type: 'view_submission', team, user: { id: r.user, team_id: team.id }, api_app_id: 'AKUDOS', trigger_id: workspace.issueTrigger(r.user), view: { ...view, state: { values: r.values } } };
      const answer = await toApp(form(payload), 'application/x-www-form-urlencoded');
      if (answer.status !== 200) {
        stored.errors = { _: `The app answered HTTP ${answer.status}${answer.status === 404 ? ': it did not acknowledge within 3 seconds' : ''}.` };
        workspace.applyViewResponse(r.user, r.view_id, { response_action: 'errors', errors: stored.errors });
      } else workspace.applyViewResponse(r.user, r.view_id, answer.json);
      return { status: answer.status };
    },
    '/workbench/close': async (raw) => {
      const r = requests.close.parse(raw);
      workspace.closeView(r.user, r.view_id);
      return { ok: true };
    },
    '/workbench/home': async (raw) => {
      const r = requests.home.parse(raw);
      const event = { type: 'app_home_opened', user: r.user, channel: workspace.dmChannelOf(r.user), tab: 'home', event_ts: String(Date.now() / 1000) };
      const body = JSON.stringify({ token: 'workbench', team_id: team.id, api_app_id: 'AKUDOS', type: 'event_callback', event_id: workspace.next('Ev'), event_time: Math.floor(Date.now() / 1000), event, authorizations: [{ team_id: team.id, user_id: BOT_USER_ID, is_bot: true }] });
      return { status: (await toApp(body, 'application/json')).status };
    },
  };

  const state = (user: string) => {
    const me = workspace.user(user);
    const stack = workspace.modals.get(user) ?? [];
    const top = stack.length ? workspace.views.get(stack[stack.length - 1]!) : undefined;
    const home = workspace.homes.get(user);
    const channels = workspace.channels.filter((c) => !c.dmWith || c.dmWith === user);
    return {
      team: workspace.team,
      me,
      bot: { id: BOT_USER_ID, name: 'Kudos' },
      users: workspace.users.map((u) => ({ id: u.id, name: u.name, title: u.title ?? '', handle: u.name.toLowerCase().replace(/\s+/g, '.'), admin: !!(u.is_admin || u.is_owner), bot: !!u.is_bot })),
      usergroups: workspace.usergroups.map(({ id, handle, name }) => ({ id, handle, name })),
      channels: channels.map((c) => ({ id: c.id, name: c.name, dm: !!c.dmWith })),
      appChannel: workspace.dmChannelOf(user),
      messages: Object.fromEntries(channels.map((c) => [c.id, workspace.visibleMessages(c.id, user)])),
      modal: top ? { id: top.id, view: top.view, errors: top.errors ?? {}, depth: stack.length } : null,
      home: home ? workspace.views.get(home)?.view ?? null : null,
    };
  };

  let address = '';
  const base = () => address;

  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    try {
      if (await handleSlackApi(workspace, req, res, url.pathname)) return;
      const file = STATIC[url.pathname];
      if (req.method === 'GET' && file) {
        res.writeHead(200, { 'content-type': file[1], 'cache-control': 'no-store' }).end(await readFile(`${PUBLIC}${file[0]}`));
        return;
      }
      if (req.method === 'GET' && url.pathname === '/workbench/events') {
        res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store', connection: 'keep-alive' });
        res.write(': connected\n\n');
        streams.add(res);
        req.on('close', () => streams.delete(res));
        return;
      }
      if (req.method === 'GET' && url.pathname === '/workbench/state') {
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(state(url.searchParams.get('user') ?? workspace.users[0]!.id)));
        return;
      }
      if (req.method === 'GET' && url.pathname === '/healthz') {
        res.writeHead(app ? 200 : 503, { 'content-type': 'application/json' }).end(JSON.stringify({ status: app ? 'ok' : 'starting' }));
        return;
      }
      const route = req.method === 'POST' ? routes[url.pathname] : undefined;
      if (!route) {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
        return;
      }
      const body = JSON.parse((await readBody(req)) || '{}') as unknown;
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(await route(body)));
    } catch (error) {
      log(`workbench ${url.pathname}: ${(error as Error).message}`);
      if (!res.headersSent) res.writeHead(error instanceof z.ZodError ? 400 : 500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: (error as Error).message }));
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  address = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  workspace.baseUrl = address;
  return {
    url: address.replace('127.0.0.1', 'localhost'),
    apiUrl: `${address}/api/`,
    server,
    setApp: (appUrl, secret) => {
      app = { url: appUrl, secret };
    },
    close: () =>
      new Promise<void>((resolve) => {
        streams.forEach((s) => s.end());
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
