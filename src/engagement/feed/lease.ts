// The lease a feed reader holds while it writes a company's rows: a claim in the claims table, renewed while it reads,
// given back when it is done; a reader whose lease lapsed or was taken over writes nothing more (each page's
// transaction checks it still holds the claim, locking that row on PostgreSQL so a takeover waits for the page).
import { randomUUID } from 'node:crypto';
import { type Transaction, sql } from 'kysely';
import type { DialectName } from '../../db/dialect.js';
import type { Database } from '../../db/schema.js';
import type { AtomicStore } from '../../store/atomic.js';

/** The claims' namespace of the readers (`stores.atomic(READERS)`). */
export const READERS = 'feed-readers';

export class LeaseLost extends Error {
  constructor(key: string) {
    super(`the read of ${key} stopped: its lease lapsed or another instance took it over`);
    this.name = 'LeaseLost';
  }
}

export class Lease {
  private lost = false;
  private readonly heartbeat: NodeJS.Timeout;

  private constructor(
    private readonly claims: AtomicStore,
    private readonly dialect: DialectName,
    readonly key: string,
    private readonly owner: string,
    ttlMs: number,
  ) {
    this.heartbeat = setInterval(() => {
      claims.renew(key, owner, ttlMs).then(
        (held) => (this.lost ||= !held),
        () => {}, // a renewal that failed is tried again at the next beat; the lease lapses if none gets through
      );
    }, ttlMs / 3);
    this.heartbeat.unref();
  }

  /** The lease on `key`, or undefined while another reader holds it. */
  static async take(claims: AtomicStore, dialect: DialectName, key: string, ttlMs: number): Promise<Lease | undefined> {
    const owner = randomUUID();
    return (await claims.claim(key, owner, ttlMs)) ? new Lease(claims, dialect, key, owner, ttlMs) : undefined;
  }

  /** Throws LeaseLost unless this reader still holds the lease, inside the transaction about to write. */
  async check(trx: Transaction<Database>): Promise<void> {
    if (this.lost) throw new LeaseLost(this.key);
    const held = sql<{
      one: number;
    }>`SELECT 1 AS one FROM claims WHERE namespace = ${READERS} AND key = ${this.key} AND value_json = ${JSON.stringify(this.owner)} AND expires_at > ${Date.now()}${sql.raw(this.dialect === 'postgres' ? ' FOR UPDATE' : '')}`;
    if ((await held.execute(trx)).rows.length === 0) {
      this.lost = true;
      throw new LeaseLost(this.key);
    }
  }

  async release(): Promise<void> {
    clearInterval(this.heartbeat);
    await this.claims.releaseIf(this.key, this.owner);
  }
}
