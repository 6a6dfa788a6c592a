// Raw HTTP/1.1 requests for tests that must send what fetch refuses to: any method, any header, bytes as they are.
import { request } from 'node:http';
import { connect } from 'node:net';

export type RawAnswer = { status: number; headers: Record<string, string | string[] | undefined>; text: string };
export type RawRequest = { method?: string; path: string; headers?: Record<string, string>; body?: Buffer | string };

/** One request through node:http; the path is sent as given, unescaped characters and bad escapes included. */
export function send(base: string, r: RawRequest): Promise<RawAnswer> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    // Node frames a GET's body only when told its length; without it the bytes would read as a second request.
    const length = r.body === undefined ? {} : { 'content-length': String(Buffer.byteLength(r.body)) };
    const headers = { ...length, ...r.headers };
    const req = request({ host: url.hostname, port: url.port, method: r.method ?? 'GET', path: r.path, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(r.body);
  });
}

/** Bytes written straight to the socket, for requests Node's client would refuse to build; resolves with the reply. */
export function sendBytes(base: string, bytes: string): Promise<RawAnswer> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(url.port), url.hostname, () => socket.end(bytes));
    let reply = '';
    socket.on('data', (d) => (reply += d));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', text = ''] = reply.split('\r\n\r\n');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0);
      resolve({ status, headers: {}, text });
    });
  });
}
