// Store factories opened by one test file on one STORE_URL under a key prefix of their own, all closed after its tests.
import { afterAll } from 'vitest';
import { type StoreFactory, createStoreFactory } from '../../src/store/keyv.js';
import { uniquePrefix } from './redis.js';

/** `open()` gives a new instance's store factory (as a second app process would have); `prefix` is their Redis prefix. */
export function useStoreFactories(url: string, label: string) {
  const prefix = uniquePrefix(label);
  const opened: StoreFactory[] = [];
  afterAll(async () => {
    await Promise.all(opened.map((s) => s.close()));
  });
  const open = async () => {
    const stores = await createStoreFactory(url, { redisPrefix: prefix });
    opened.push(stores);
    return stores;
  };
  return { prefix, open };
}
