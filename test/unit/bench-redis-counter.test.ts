// The capacity bench counts the Redis commands an app instance sends by reading its RESP stream at a relay: the count
// must hold whatever the chunking, and data that looks like RESP (a `*`, a CRLF inside a value) must not be counted.
import { describe, expect, it } from 'vitest';
import { between, commandCounter, parseInfo } from '../../bench/redis-server.js';

const command = (...parts: string[]) => `*${parts.length}\r\n${parts.map((p) => `$${Buffer.byteLength(p)}\r\n${p}\r\n`).join('')}`;

describe('the bench relay’s Redis command counter', () => {
  const stream = Buffer.from(
    command('EVAL', 'local x = redis.call("GET", KEYS[1])\r\n*3\r\nreturn x', '1', 'k') + command('GET', '*2') + command('SET', 'k', 'a\r\n$1\r\nb'),
  );

  it('counts each command once, however the stream is cut', () => {
    for (const size of [1, 2, 3, 7, 16, stream.length]) {
      const counter = commandCounter();
      for (let at = 0; at < stream.length; at += size) counter.feed(stream.subarray(at, at + size));
      expect(counter.count(), `chunks of ${size}`).toBe(3);
    }
  });

  it('reads Redis CPU and calls from INFO, and leaves its own INFO calls out of a delta', () => {
    const info = (cpu: string, get: number) => `# CPU\r\nused_cpu_sys:${cpu}\r\nused_cpu_user:1.000000\r\n# Commandstats\r\ncmdstat_get:calls=${get},usec=9\r\ncmdstat_info:calls=${get}\r\n`;
    const before = { ...parseInfo(info('0.500000', 10)), sent: 4, inputBytes: 100, outputBytes: 10 };
    const after = { ...parseInfo(info('0.750000', 25)), sent: 9, inputBytes: 400, outputBytes: 50 };
    expect(before.cpuMs).toBe(1_500);
    const delta = between(before, after);
    expect({ ...delta, commands: Object.fromEntries(delta.commands) }).toEqual({ commands: { get: 15 }, total: 15, sent: 5, cpuMs: 250, inputBytes: 300, outputBytes: 40 });
  });
});
