// The app's logger: pino, shaped as @slack/logger's Logger so Bolt and our code share it. JSON lines when
// NODE_ENV=production, readable lines otherwise; every line written while a request is handled carries its id.
import type { Logger, LogLevel } from '@slack/logger';
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pino } from 'pino';
import { prettyFactory } from 'pino-pretty';

const ORDER = ['debug', 'info', 'warn', 'error'] as const;
type Level = (typeof ORDER)[number];

export type LogSink = (line: string) => void;
export type LogFormat = 'json' | 'pretty';

/** What is known about the request being handled; listeners running after the ack still see it. */
export type RequestContext = { requestId: string };
export const requestContext = new AsyncLocalStorage<RequestContext>();

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** Runs `handle` with a request id: the load balancer's X-Request-Id when it sends a sane one, else a new one. */
export function inRequestContext(req: IncomingMessage, res: ServerResponse, handle: () => void): void {
  const given = req.headers['x-request-id'];
  const requestId = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
  res.setHeader('x-request-id', requestId);
  requestContext.run({ requestId }, handle);
}

/** Never written, whatever a caller logs: tokens, keys and the headers that carry them. */
const REDACT = ['token', 'apiKey', 'api_key', 'authorization', '*.token', '*.apiKey', '*.api_key', '*.authorization', '*.headers.authorization'];

export const defaultLogFormat = (): LogFormat => (process.env.NODE_ENV === 'production' ? 'json' : 'pretty');

function destination(sink: LogSink | undefined, format: LogFormat) {
  const write = sink ?? ((line: string) => process.stderr.write(`${line}\n`));
  if (format === 'json') return { write: (line: string) => write(line.replace(/\n$/, '')) };
  // `2026-11-23T08:00:00.000Z ERROR [kudos] (req 1f…) text`, as the app always wrote, then an error's stack below.
  const pretty = prettyFactory({
    colorize: !sink && process.stderr.isTTY,
    ignore: 'pid,hostname,name,time,level,req_id',
    messageFormat: (line) =>
      `${String(line.time)} ${String(line.level).toUpperCase()} [${String(line.name)}] ${line.req_id ? `(req ${String(line.req_id)}) ` : ''}${String(line.msg)}`,
  });
  return { write: (line: string) => write(pretty(line).replace(/\n$/, '')) };
}

/** Several arguments, as Bolt and our code pass them, make one message; an Error also goes whole into `err`. */
function entry(args: unknown[]): { fields: { err?: Error }; text: string } {
  const err = args.find((a): a is Error => a instanceof Error);
  const text = args.map((m) => (m instanceof Error ? m.message : typeof m === 'string' ? m : JSON.stringify(m))).join(' ');
  return { fields: err ? { err } : {}, text };
}

export function createLogger(level: Level, sink?: LogSink, name = 'kudos', format: LogFormat = defaultLogFormat()): Logger {
  let label = name;
  const log = pino(
    {
      level,
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (l) => ({ level: l }) },
      redact: { paths: REDACT, censor: '[redacted]' },
      mixin: () => {
        const request = requestContext.getStore();
        return { name: label, ...(request ? { req_id: request.requestId } : {}) };
      },
    },
    destination(sink, format),
  );
  const write =
    (at: Level) =>
    (...msg: unknown[]) => {
      const { fields, text } = entry(msg);
      log[at](fields, text);
    };
  return {
    debug: write('debug'),
    info: write('info'),
    warn: write('warn'),
    error: write('error'),
    setLevel: (l: LogLevel) => {
      log.level = l;
    },
    getLevel: () => log.level as LogLevel,
    setName: (n: string) => {
      label = n;
    },
  };
}
