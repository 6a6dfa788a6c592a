// STORE_URL=redis://: every durable namespace on Redis through @keyv/redis, shared by two instances, TTLs kept by Redis.
import { createClient } from '@keyv/redis';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { createStoreFactory } from '../../src/store/keyv.js';
import { useStoreFactories } from './open-stores.js';
import { REDIS_URL, noRedis } from './redis.js';

describe.skipIf(noRedis)(`keyv on Redis (${REDIS_URL})`, () => {
  const { prefix, open } = useStoreFactories(REDIS_URL, 'keyv');

  it('shares durable state between two instances, namespaced under the prefix', async () => {
    const [one, two] = [await open(), await open()];
    await one.namespace<{ feedChannel: string }>('workspaces').set('T:T1', { feedChannel: 'C1' });
    expect(await two.namespace('workspaces').get('T:T1')).toEqual({ feedChannel: 'C1' });
    expect(await two.namespace('presets').get('T:T1')).toBeUndefined();
    const raw = createClient({ url: REDIS_URL });
    await raw.connect();
    try {
      expect(await raw.keys(`${prefix}:*`)).toEqual([`${prefix}:workspaces::T:T1`]);
    } finally {
      await raw.close();
    }
    await one.ping();
  });

  it('opens as many namespaces as the app does on one client without node warning of a listener leak', async () => {
    const warnings: string[] = [];
    const listen = (w: Error) => warnings.push(w.name);
    process.on('warning', listen);
    try {
      const stores = await open();
      for (let i = 0; i < 20; i += 1) stores.namespace(`ns${i}`);
      await sleep(10);
    } finally {
      process.off('warning', listen);
    }
    expect(warnings).toEqual([]);
  });

  it('leaves expiry to Redis: a key with a TTL is gone from the server once it passes', async () => {
    const stores = await open();
    const raw = createClient({ url: REDIS_URL });
    await raw.connect();
    try {
      await stores.namespace<string>('dedupe').set('k', 'x', 400);
      const ttl = await raw.pTTL(`${prefix}:dedupe::k`);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(400);
      await sleep(500);
      expect(await raw.exists(`${prefix}:dedupe::k`)).toBe(0);
    } finally {
      await raw.close();
    }
  });

  it('refuses to start on a Redis that does not answer, naming it without its password', async () => {
    await expect(createStoreFactory('redis://:s3cret@127.0.0.1:1')).rejects.toThrow(/^STORE_URL redis:\/\/127\.0\.0\.1:1 does not answer/);
    await expect(createStoreFactory('redis://:s3cret@127.0.0.1:1')).rejects.not.toThrow(/s3cret/);
  });
});
