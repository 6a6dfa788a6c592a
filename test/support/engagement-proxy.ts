// A loopback proxy in front of the real engagement service that can make an endpoint (POST recognition by default)
// misbehave: answer 500 or 503, answer late (a kudos recorded but answered too late, an export's pages read slowly), or
// never answer — the request never forwarded (`unsent`), or forwarded and its answer swallowed (`unanswered`), as an
// app that died waiting would see it.
import { type IncomingMessage, createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

export type RecognitionMode = 'pass' | '500' | '503' | 'slow' | 'unsent' | 'unanswered';

export async function startEngagementProxy(target: string) {
  let mode: RecognitionMode = 'pass';
  let slowMs = 0;
  let affected = /\/1\/recognition\//;
  let affectedMethod = 'POST';
  let held: (() => void) | undefined;
  const forward = (req: IncomingMessage, body: Buffer) =>
    new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
      const out = request(`${target}${req.url}`, { method: req.method, headers: req.headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 502, headers: res.headers, body: Buffer.concat(chunks) }));
      });
      out.on('error', reject);
      out.end(body);
    });
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = Buffer.concat(chunks);
    const isRecognition = req.method === affectedMethod && affected.test(req.url ?? '');
    if (isRecognition && mode === '500') {
      res.writeHead(500, { 'content-type': 'application/json' }).end('{"statusCode":500,"message":"boom"}');
      return;
    }
    if (isRecognition && mode === 'unsent') return held?.();
    if (isRecognition && mode === '503') {
      res
        .writeHead(503, { 'content-type': 'application/json' })
        .end('{"statusCode":503,"error_code":"RECIPIENT_NOT_FOUND","message":"No member with e-mail ben@acme.test","recipients":["ben@acme.test"]}');
      return;
    }
    const answer = await forward(req, body);
    if (isRecognition && mode === 'unanswered') return held?.();
    if (isRecognition && mode === 'slow') await new Promise((r) => setTimeout(r, slowMs));
    if (res.destroyed) return;
    res.writeHead(answer.status, { 'content-type': String(answer.headers['content-type'] ?? 'application/json') }).end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** Makes requests whose path matches `path` (default: POST recognition) misbehave. */
    set: (next: RecognitionMode, delayMs = 0, path = /\/1\/recognition\//, method = 'POST') => {
      mode = next;
      slowMs = delayMs;
      affected = path;
      affectedMethod = method;
    },
    /** Resolves when the next request in the `unsent` or `unanswered` mode reaches the proxy (and is done with). */
    held: () => new Promise<void>((resolve) => (held = resolve)),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
