// The tests' Slack: the workbench's in-memory workspace served on its own loopback port, with helpers to read the
// calls it recorded (every Web API call and every response_url post).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { handleSlackApi } from '../../src/workbench/api-server.js';
import { type Usergroup, SlackWorkspace, type WorkspaceUser } from '../../src/workbench/workspace.js';

export type FakeUser = WorkspaceUser;

export async function startFakeSlack(users: FakeUser[], usergroups: Usergroup[] = []) {
  const workspace = new SlackWorkspace(users, usergroups, [{ id: 'C1', name: 'general' }]);
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
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
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export type FakeSlack = Awaited<ReturnType<typeof startFakeSlack>>;
