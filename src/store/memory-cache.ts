// Sweeps keyv's in-memory Map stores: keyv drops an expired entry only when it is read, so unread ones would stay forever.

/** The `expires` of a keyv envelope as keyv's Map store holds it (serialized JSON, or the object itself). */
function expiresOf(entry: unknown): number | undefined {
  const envelope = typeof entry === 'string' ? (JSON.parse(entry) as unknown) : entry;
  const expires = (envelope as { expires?: unknown } | null)?.expires;
  return typeof expires === 'number' ? expires : undefined;
}

/** Deletes the entries whose TTL has passed; returns how many went. */
export function purgeExpiredCacheEntries(map: Map<string, unknown>, now = Date.now()): number {
  let purged = 0;
  for (const [key, entry] of map) {
    const expires = expiresOf(entry);
    if (expires !== undefined && expires <= now) {
      map.delete(key);
      purged += 1;
    }
  }
  return purged;
}
