// Scripts run by SHA1 on Redis: the text goes over the wire once (on NOSCRIPT), later runs send only the hash.
import { type RedisClientType, createClient } from '@keyv/redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runScript } from '../../src/store/redis-script.js';
import { REDIS_URL, noRedis } from './redis.js';

describe.skipIf(noRedis)('runScript', () => {
  let client: RedisClientType;
  let watcher: RedisClientType;
  const seen: string[] = [];
  const marker = `kudos-test-script-${process.pid}-${Date.now().toString(36)}`;
  const script = `-- ${marker}\nreturn ARGV[1]`;

  beforeAll(async () => {
    client = createClient({ url: REDIS_URL }) as RedisClientType;
    watcher = createClient({ url: REDIS_URL }) as RedisClientType;
    await Promise.all([client.connect(), watcher.connect()]);
    await watcher.monitor((line) => {
      if (line.includes(marker) || line.includes('"EVALSHA"') || line.includes('"evalsha"')) seen.push(line);
    });
  });
  afterAll(async () => {
    await Promise.all([client.close(), watcher.close()]);
  });

  it('sends the text on the first run only, then the hash; answers the same either way', async () => {
    expect(await runScript(client, script, { keys: [], arguments: ['one'] })).toBe('one');
    expect(await runScript(client, script, { keys: [], arguments: ['two'] })).toBe('two');
    expect(await runScript(client, script, { keys: [], arguments: ['three'] })).toBe('three');
    await client.ping();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const withText = seen.filter((line) => line.includes(marker));
    const byHash = seen.filter((line) => /"evalsha"/i.test(line) && /"(one|two|three)"/.test(line));
    expect(withText).toHaveLength(1);
    expect(byHash).toHaveLength(3);
  });

  it('reloads a script Redis forgot, and passes a script error through', async () => {
    const forgotten = `-- ${marker}-again\nreturn #KEYS`;
    expect(await runScript(client, forgotten, { keys: ['a', 'b'], arguments: [] })).toBe(2);
    await expect(runScript(client, `-- ${marker}-bad\nreturn redis.call('NOPE')`, { keys: [], arguments: [] })).rejects.toThrow(/NOPE|Unknown/i);
  });
});
