// Keeps the store the size of its live keys: expired dedupe keys, drafts and cache entries are purged at start and then
// every few minutes (on Redis the server expires keys itself, and only the in-process caches are swept).
import type { Logger } from '@slack/logger';
import type { StoreFactory } from './factory.js';

export const PURGE_EVERY_MS = 10 * 60_000;

/** Purges once now, then on a timer that never keeps the process alive; the returned function stops the timer. */
export async function schedulePurge(stores: Pick<StoreFactory, 'purge'>, log: Pick<Logger, 'debug' | 'warn'>, everyMs = PURGE_EVERY_MS): Promise<() => void> {
  const purge = async () => {
    try {
      const purged = await stores.purge();
      if (purged) log.debug(`store: purged ${purged} expired keys`);
    } catch (error) {
      log.warn('store: purging expired keys failed (will try again):', error);
    }
  };
  await purge();
  const timer = setInterval(() => void purge(), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
