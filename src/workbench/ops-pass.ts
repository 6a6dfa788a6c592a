// GET /readyz and /metrics at the workbench's printed address. The app serves them on its own port, as in production,
// but in the workbench that port is picked at random and printed nowhere, so the printed address answered 404: the
// workbench passes both through to the app, with the app's status and body (a readiness probe reads the status).
import type { ServerResponse } from 'node:http';

export const OPS_PATHS = ['/readyz', '/metrics'] as const;

/** Answers `path` with what the app answers at it; 503 while the app is not started. */
export async function passOpsToApp(appUrl: string | undefined, res: ServerResponse, path: (typeof OPS_PATHS)[number]): Promise<void> {
  if (!appUrl) return void res.writeHead(503, { 'content-type': 'text/plain' }).end('the app is starting');
  const answer = await fetch(`${appUrl}${path}`);
  res
    .writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'text/plain', 'cache-control': 'no-store' })
    .end(Buffer.from(await answer.arrayBuffer()));
}
