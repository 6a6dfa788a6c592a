// A Slack-shaped Web API server on loopback: answers the methods the app uses from a small directory, records every
// call (and every response_url post) so tests assert on what Slack would have seen.
import { type IncomingMessage, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeUser = {
  id: string;
  name: string;
  email?: string;
  is_bot?: boolean;
  deleted?: boolean;
  is_admin?: boolean;
  is_owner?: boolean;
  is_restricted?: boolean;
  tz_offset?: number;
};

export type RecordedCall = { method: string; args: Record<string, unknown>; token?: string; at: number };

type Handler = (args: Record<string, unknown>) => Record<string, unknown>;

async function readBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if ((req.headers['content-type'] ?? '').includes('application/json')) return text ? (JSON.parse(text) as Record<string, unknown>) : {};
  const args: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    args[key] = /^[[{]/.test(value) ? (() => { try { return JSON.parse(value); } catch { return value; } })() : value;
  }
  return args;
}

export async function startFakeSlack(users: FakeUser[], usergroups: { id: string; handle: string; name: string; users: string[] }[] = []) {
  const calls: RecordedCall[] = [];
  const failures = new Map<string, string[]>();
  let counter = 0;
  const next = (prefix: string) => `${prefix}${String(++counter).padStart(6, '0')}`;
  const userById = new Map(users.map((u) => [u.id, u]));
  const views = new Map<string, Record<string, unknown>>();

  const slackUser = (u: FakeUser) => ({
    id: u.id,
    name: u.name.toLowerCase().replace(/\s+/g, '.'),
    real_name: u.name,
    deleted: u.deleted ?? false,
    is_bot: u.is_bot ?? false,
    is_admin: u.is_admin ?? false,
    is_owner: u.is_owner ?? false,
    is_primary_owner: false,
    is_restricted: u.is_restricted ?? false,
    is_ultra_restricted: false,
    tz: 'Europe/Lisbon',
    tz_offset: u.tz_offset ?? 0,
    profile: { real_name: u.name, display_name: u.name, ...(u.email ? { email: u.email } : {}) },
  });

  const storeView = (view: Record<string, unknown>, id = next('V')) => {
    const stored = { ...view, id, hash: next('h') };
    views.set(id, stored);
    return stored;
  };

  const handlers: Record<string, Handler> = {
    'auth.test': () => ({ user_id: 'UBOT', bot_id: 'BBOT', team_id: 'T1', team: 'Acme', url: 'https://acme.slack.test/' }),
    'users.info': (a) => {
      const u = userById.get(String(a.user));
      return u ? { user: slackUser(u) } : { ok: false, error: 'user_not_found' };
    },
    'users.lookupByEmail': (a) => {
      const u = users.find((x) => x.email?.toLowerCase() === String(a.email).toLowerCase());
      return u ? { user: slackUser(u) } : { ok: false, error: 'users_not_found' };
    },
    'usergroups.list': () => ({ usergroups: usergroups.map(({ id, handle, name }) => ({ id, handle, name })) }),
    'usergroups.users.list': (a) => {
      const g = usergroups.find((x) => x.id === a.usergroup);
      return g ? { users: g.users } : { ok: false, error: 'no_such_subteam' };
    },
    'chat.postMessage': (a) => ({ channel: a.channel, ts: `${Date.now() / 1000}`, message: { text: a.text } }),
    'chat.postEphemeral': () => ({ message_ts: `${Date.now() / 1000}` }),
    'chat.update': (a) => ({ channel: a.channel, ts: a.ts }),
    'chat.getPermalink': (a) => ({ permalink: `https://acme.slack.test/archives/${a.channel}/p${String(a.message_ts).replace('.', '')}` }),
    'conversations.open': (a) => ({ channel: { id: `D${String(a.users).replace(/^U/, '')}` } }),
    'views.open': (a) => ({ view: storeView(a.view as Record<string, unknown>) }),
    'views.push': (a) => ({ view: storeView(a.view as Record<string, unknown>) }),
    'views.update': (a) => {
      const id = String(a.view_id);
      return views.has(id) ? { view: storeView(a.view as Record<string, unknown>, id) } : { ok: false, error: 'not_found' };
    },
    'views.publish': (a) => ({ view: storeView(a.view as Record<string, unknown>) }),
  };

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const args = await readBody(req);
    const token = (req.headers.authorization ?? '').replace(/^Bearer /, '') || (args.token as string | undefined);
    if (url.pathname.startsWith('/response/')) {
      calls.push({ method: 'response_url', args: { ...args, url: url.pathname }, at: Date.now() });
      res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
      return;
    }
    const method = url.pathname.replace(/^\/api\//, '');
    calls.push({ method, args, ...(token ? { token } : {}), at: Date.now() });
    const queued = failures.get(method);
    const failure = queued?.shift();
    const handler = handlers[method];
    const body = failure ? { ok: false, error: failure } : handler ? { ok: true, ...handler(args) } : { ok: false, error: 'unknown_method' };
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    apiUrl: `${url}/api/`,
    calls,
    views,
    responseUrl: () => `${url}/response/${next('R')}`,
    callsTo: (method: string) => calls.filter((c) => c.method === method),
    /** The next call(s) of `method` answer `{ ok: false, error }`. */
    failNext: (method: string, error: string) => failures.set(method, [...(failures.get(method) ?? []), error]),
    reset: () => calls.splice(0),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export type FakeSlack = Awaited<ReturnType<typeof startFakeSlack>>;
