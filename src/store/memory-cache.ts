// In-process caches: a Map swept of expired entries (an entry is dropped when read after its TTL, or by the purge), and
// told about deletes made by other instances, so an entry dropped anywhere (a user changed, settings saved) is dropped everywhere.

/** The `expires` of an entry that has one (a TtlCache entry); settings caches' entries have none and are never swept. */
function expiresOf(entry: unknown): number | undefined {
  const expires = (entry as { expires?: unknown } | null)?.expires;
  return typeof expires === 'number' ? expires : undefined;
}

const expired = (entry: unknown, now: number) => {
  const expires = expiresOf(entry);
  return expires !== undefined && expires <= now;
};

/** A Map whose deletes of live entries are announced to the other instances; theirs arrive through forget(). */
export class SharedCacheMap<V = unknown> extends Map<string, V> {
  private announce: (key: string) => void = () => {};
  /** Counts deletes, here or announced by another instance: a read that began before one must not cache what it read. */
  deletes = 0;

  /** Set once by the store factory: how a delete reaches the other instances. */
  announceWith(announce: (key: string) => void): this {
    this.announce = announce;
    return this;
  }

  override delete(key: string): boolean {
    this.deletes += 1;
    const entry = super.get(key);
    const existed = super.delete(key);
    // Told even when absent here (others may hold it); an expired entry expires everywhere by itself, so it is not.
    if (!existed || !expired(entry, Date.now())) this.announce(key);
    return existed;
  }

  /** A delete announced by another instance: forgotten here without announcing it again. */
  forget(key: string): void {
    this.deletes += 1;
    super.delete(key);
  }

  /** Deletes the entries whose TTL has passed; returns how many went. */
  purgeExpired(now = Date.now()): number {
    let purged = 0;
    for (const [key, entry] of this) {
      if (expired(entry, now)) {
        super.delete(key);
        purged += 1;
      }
    }
    return purged;
  }
}
