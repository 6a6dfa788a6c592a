// Work the app acknowledged and has not finished, kept on STORE_URL (the store the claims use) before the ack: each item
// is leased to the instance working on it, whose heartbeat keeps the lease; when an instance dies its leases lapse and
// any live instance (or this one after a restart) takes the items over and finishes them.

/** One acknowledged piece of work: what to do (`kind`, `body`), how far it got (`progress`), and how often it was started. */
export type OutboxItem = { id: string; kind: string; body: unknown; progress?: unknown; createdAt: number; attempts: number };

export type Outbox = {
  /** Writes a new item leased to `owner` for `leaseMs` (its first attempt); false when an item with this id is open already. */
  add: (item: { id: string; kind: string; body: unknown; createdAt: number }, owner: string, leaseMs: number) => Promise<boolean>;
  /** Leases to `owner` up to `max` items whose lease has lapsed (their instance died or gave them back), oldest first,
   *  counting an attempt on each; another caller never gets the same item while the lease lives. */
  takeLapsed: (owner: string, leaseMs: number, max: number) => Promise<OutboxItem[]>;
  /** The heartbeat: extends the leases `owner` holds on `ids`; returns the ids it no longer holds (taken over, finished). */
  renew: (owner: string, ids: string[], leaseMs: number) => Promise<string[]>;
  /** Saves how far the work got, only while `owner` holds the lease: false when it lost it (stop working then). */
  save: (id: string, owner: string, progress: unknown) => Promise<boolean>;
  /** The work is done: the item goes (only by its owner). */
  finish: (id: string, owner: string) => Promise<void>;
  /** Gives the lease back without finishing, so a live instance takes the item at its next look. */
  release: (id: string, owner: string) => Promise<void>;
  /** Items not finished, whoever holds them. */
  open: () => Promise<number>;
};

/** An item as the code doing its work sees it: where an earlier attempt got, and how to record progress and the end. */
export type Durable = {
  readonly id: string;
  /** 1 on the first run; more when it was taken over after its instance died (or after a failed run). */
  readonly attempts: number;
  /** When it was acknowledged (ms since the epoch). */
  readonly acceptedAt: number;
  /** This acceptance of the request: the same for every attempt at it (a takeover), another for the same request sent
   *  again after it was finished (a replay) — what claims and once-only steps are keyed on, so a replay is a duplicate. */
  readonly work: string;
  /** What an earlier attempt saved, if anything. */
  readonly progress: unknown;
  /** Saves how far the work got; rejects with LeaseLost when another instance took the item over (stop working then). */
  save: (progress: unknown) => Promise<void>;
  /** The work is done: the item is forgotten. */
  finish: () => Promise<void>;
  /** The work goes on after its request's handler returns (posts waiting for their channel's turn): the item stays
   *  leased here, the request's own `finish` and give-back leave it open, and the handle returned finishes it. */
  keepOpen: () => Durable;
};

/** This instance no longer holds the item: another one took it over after the lease lapsed. */
export class LeaseLost extends Error {
  constructor(id: string) {
    super(`another instance took over ${id}`);
    this.name = 'LeaseLost';
  }
}
