// The tests' Slack: the workbench's in-memory workspace served on its own loopback port, with helpers to read the
// calls it recorded (every Web API call and every response_url post).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { handleSlackApi } from '../../src/workbench/api-server.js';
import { type Usergroup, SlackWorkspace, type WorkspaceUser } from '../../src/workbench/workspace.js';
import { SlackTierLimits } from './slack-tiers.js';

export type FakeUser = WorkspaceUser;

/** A call Slack carries out but whose answer never reaches the app (it died waiting): resolves when it arrives. */
/** `when`: only a call whose answer (Slack's JSON) it accepts is held; others pass. */
type Held = { method: string; arrived: () => void; when?: ((answer: Record<string, unknown>) => boolean) | undefined };

const answerOf = (body: unknown): Record<string, unknown> => {
  try {
    return JSON.parse(String(body)) as Record<string, unknown>;
  } catch {
    return {};
  }
};

/** `options.tiers`: Slack's rate limits kept (at this multiple of each tier's rate), answering 429 past them. */
export async function startFakeSlack(users: FakeUser[], usergroups: Usergroup[] = [], options: { tiers?: number } = {}) {
  const workspace = new SlackWorkspace(users, usergroups, [{ id: 'C1', name: 'general' }]);
  const limits = options.tiers === undefined ? undefined : new SlackTierLimits(options.tiers);
  if (limits) {
    const answer = workspace.call.bind(workspace);
    workspace.call = (method, args, token) => {
      const wait = limits.admit(method, token ?? '', typeof args.channel === 'string' ? args.channel : undefined);
      return wait === undefined ? answer(method, args, token) : { ok: false, error: 'ratelimited', retryAfter: wait };
    };
  }
  const holds: Held[] = [];
  const down = new Set<string>();
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (down.has(path)) return void res.writeHead(503, { 'content-type': 'text/plain' }).end('unavailable');
    const hold = holds.find((h) => path === `/api/${h.method}`);
    if (hold) {
      // Done by Slack, answered to nobody: the response is swallowed and the connection left open (when it is the
      // call held; another passes, its head sent with its body).
      const [writeHead, end] = [res.writeHead.bind(res), res.end.bind(res)] as const;
      let head: Parameters<typeof res.writeHead> | undefined;
      res.writeHead = ((...args: Parameters<typeof res.writeHead>) => {
        head = args;
        return res;
      }) as unknown as typeof res.writeHead;
      res.end = ((body?: unknown) => {
        if (holds.includes(hold) && (!hold.when || hold.when(answerOf(body)))) {
          holds.splice(holds.indexOf(hold), 1);
          hold.arrived();
          return res;
        }
        if (head) writeHead(...head);
        return end(body as string);
      }) as unknown as typeof res.end;
    }
    handleSlackApi(workspace, req, res, path).then((handled) => {
      if (!handled) res.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  workspace.baseUrl = url;
  return {
    url,
    apiUrl: `${url}/api/`,
    workspace,
    calls: workspace.calls,
    /** Every view the app opened, pushed, updated or published, as Slack would return it. */
    get views() {
      return new Map([...workspace.views].map(([id, v]) => [id, { ...v.view, id, hash: v.hash } as { id: string } & Record<string, unknown>]));
    },
    responseUrl: () => `${url}/response/${workspace.next('R')}`,
    callsTo: (method: string) => workspace.calls.filter((c) => c.method === method),
    failNext: (method: string, error: string) => workspace.failNext(method, error),
    /** With `options.tiers`: the calls refused for going past their tier, and a refusal to answer next. */
    limits,
    /** The next call of `method` is carried out but never answered; resolves once Slack has carried it out. */
    holdNext: (method: string, when?: Held['when']) => new Promise<void>((arrived) => holds.push({ method, arrived, when })),
    /** Answers 503 at `path` from now on (Slack's signing keys, `/openid/connect/keys`, unreachable). */
    unavailable: (path: string) => void down.add(path),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export type FakeSlack = Awaited<ReturnType<typeof startFakeSlack>>;
