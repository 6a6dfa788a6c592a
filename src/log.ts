// The app's logger: levelled lines on stderr, shaped as @slack/logger's Logger so Bolt and our code share it.
import { type Logger, LogLevel } from '@slack/logger';

const ORDER = ['debug', 'info', 'warn', 'error'] as const;
type Level = (typeof ORDER)[number];

export type LogSink = (line: string) => void;

export function createLogger(level: Level, sink: LogSink = (line) => process.stderr.write(`${line}\n`), name = 'kudos'): Logger {
  let threshold = ORDER.indexOf(level);
  let label = name;
  const write = (at: Level) => (...msg: unknown[]) => {
    if (ORDER.indexOf(at) < threshold) return;
    const text = msg.map((m) => (m instanceof Error ? (m.stack ?? m.message) : typeof m === 'string' ? m : JSON.stringify(m))).join(' ');
    sink(`${new Date().toISOString()} ${at.toUpperCase()} [${label}] ${text}`);
  };
  return {
    debug: write('debug'),
    info: write('info'),
    warn: write('warn'),
    error: write('error'),
    setLevel: (l: LogLevel) => {
      threshold = ORDER.indexOf(l as Level);
    },
    getLevel: () => ORDER[threshold] as LogLevel,
    setName: (n: string) => {
      label = n;
    },
  };
}
