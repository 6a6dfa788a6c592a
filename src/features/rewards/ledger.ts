// The rewards program's books, per workspace: every change of a person's balance is an entry of an append-only ledger
// (who, why, when) made in the same atomic step as the counters it moves — the balance, a reward's stock, a person's
// count against a limit, a request's state — so no concurrency overspends, stock never goes below zero, and a request
// leaves the requested state (and is refunded) exactly once.
import type { CounterChange, LedgerStore } from '../../store/ledger-store.js';
import { type WorkspaceRef, workspaceKey } from '../../store/workspaces.js';

export type EntryKind = 'received' | 'redeemed' | 'refunded' | 'adjusted';
/** A ledger entry: `amount` is signed (what it did to `user`'s balance); `by` is who made it happen. */
export type LedgerEntry = { at: number; user: string; amount: number; kind: EntryKind; by: string; why: string; request?: string };

/** A request's states, as its counter holds them. Declined and cancelled are told apart by their event. */
export const STATE = { closed: 0, requested: 1, approved: 2, fulfilled: 3 } as const;
export type RequestEvent = {
  at: number;
  request: string;
  kind: 'requested' | 'approved' | 'fulfilled' | 'declined' | 'cancelled';
  by: string;
  user: string;
  reward: { id: string; name: string; cost: number };
  note?: string;
  reason?: string;
  /** The limit's period the redemption counted in (given back to that period when refunded). */
  period?: string;
};

/** What a redemption takes, decided by the catalogue before the step. */
export type Redemption = {
  request: string;
  user: string;
  reward: RequestEvent['reward'];
  note?: string;
  /** Whether the reward's stock is counted (else unlimited). */
  stocked: boolean;
  /** The person's count for this reward in the limit's period, and its cap. */
  limit?: { period: string; max: number };
  needsApproval: boolean;
};

export type RedeemResult = { ok: true; balance: number; repeat: boolean } | { ok: false; why: 'balance' | 'stock' | 'limit'; balance: number };

export class RewardsLedger {
  constructor(private readonly store: LedgerStore, private readonly now: () => number = Date.now) {}

  private keys(w: WorkspaceRef) {
    const wk = workspaceKey(w);
    return {
      balance: (user: string) => `bal:${wk}:${user}`,
      stock: (reward: string) => `stock:${wk}:${reward}`,
      limit: (reward: string, user: string, period: string) => `lim:${wk}:${reward}:${user}:${period}`,
      state: (request: string) => `state:${wk}:${request}`,
      ledger: `ledger:${wk}`,
      requests: `requests:${wk}`,
    };
  }

  async balance(w: WorkspaceRef, user: string): Promise<number> {
    return (await this.store.values([this.keys(w).balance(user)]))[0]!;
  }

  /** Coins a person received from the service, credited once per recognition however often the feed is read again. */
  async credit(w: WorkspaceRef, user: string, recognition: string, amount: number, why: string): Promise<boolean> {
    const k = this.keys(w);
    const entry: LedgerEntry = { at: this.now(), user, amount, kind: 'received', by: 'engagement service', why };
    const done = await this.store.commit({ once: `credit:${workspaceKey(w)}:${user}:${recognition}`, changes: [{ key: k.balance(user), add: amount }], append: [{ log: k.ledger, entry }] });
    return done.ok && !done.repeat;
  }

  /** Whether this recognition was credited to the person already (reading the feed again stops there). */
  credited(w: WorkspaceRef, user: string, recognition: string): Promise<boolean> {
    return this.store.done(`credit:${workspaceKey(w)}:${user}:${recognition}`);
  }

  /** Whether the person's whole received history was read once (after that, reads stop at the first page with nothing new). */
  historyRead(w: WorkspaceRef, user: string): Promise<boolean> {
    return this.store.done(`history:${workspaceKey(w)}:${user}`);
  }

  async markHistoryRead(w: WorkspaceRef, user: string): Promise<void> {
    await this.store.commit({ once: `history:${workspaceKey(w)}:${user}`, changes: [], append: [] });
  }

  /** Takes the cost, one of the stock and one of the person's limit, and opens the request — or nothing at all. The
   *  request id makes it once-only: a redemption resumed after a crash takes nothing more. */
  async redeem(w: WorkspaceRef, r: Redemption): Promise<RedeemResult> {
    const k = this.keys(w);
    const changes: CounterChange[] = [{ key: k.balance(r.user), add: -r.reward.cost, min: 0 }];
    if (r.stocked) changes.push({ key: k.stock(r.reward.id), add: -1, min: 0 });
    if (r.limit) changes.push({ key: k.limit(r.reward.id, r.user, r.limit.period), add: 1, max: r.limit.max });
    changes.push({ key: k.state(r.request), add: r.needsApproval ? STATE.requested : STATE.approved, min: STATE.requested, max: STATE.approved });
    const at = this.now();
    const entry: LedgerEntry = { at, user: r.user, amount: -r.reward.cost, kind: 'redeemed', by: r.user, why: `redeemed ${r.reward.name}`, request: r.request };
    const event: RequestEvent = { at, request: r.request, kind: 'requested', by: r.user, user: r.user, reward: r.reward, ...(r.note ? { note: r.note } : {}), ...(r.limit ? { period: r.limit.period } : {}) };
    // A reward that needs no approval is approved as it is requested: its request starts in the approved state.
    const approved: RequestEvent = { ...event, kind: 'approved', reason: 'this reward needs no approval' };
    const events = [event, ...(r.needsApproval ? [] : [approved])].map((e) => ({ log: k.requests, entry: e }));
    const done = await this.store.commit({ once: `redeem:${r.request}`, changes, append: [{ log: k.ledger, entry }, ...events] });
    if (done.ok) return { ok: true, balance: done.values[0]!, repeat: done.repeat };
    const why = done.refused === k.balance(r.user) ? 'balance' : done.refused === k.stock(r.reward.id) ? 'stock' : 'limit';
    return { ok: false, why, balance: done.values[0]! };
  }

  /** A request's state now (closed when unknown). */
  async state(w: WorkspaceRef, request: string): Promise<number> {
    return (await this.store.values([this.keys(w).state(request)]))[0]!;
  }

  /** Approves or fulfils a request in the state `from`: false when it is no longer there (someone acted first). */
  async advance(w: WorkspaceRef, event: RequestEvent, from: number, to: number): Promise<boolean> {
    const k = this.keys(w);
    const changes = [{ key: k.state(event.request), add: to - from, min: to, max: to }];
    return (await this.store.commit({ changes, append: [{ log: k.requests, entry: event }] })).ok;
  }

  /** Declines or cancels an open request (in state `from`): the coins, the stock and the limit go back in the same step
   *  as the state closes, so a request is refunded exactly once. False when it was not in `from` any more. */
  async close(w: WorkspaceRef, event: RequestEvent, from: number, back: { stocked: boolean; period?: string | undefined }): Promise<{ ok: boolean; balance: number }> {
    const k = this.keys(w);
    const changes: CounterChange[] = [{ key: k.state(event.request), add: -from, min: STATE.closed, max: STATE.closed }, { key: k.balance(event.user), add: event.reward.cost }];
    if (back.stocked) changes.push({ key: k.stock(event.reward.id), add: 1 });
    if (back.period) changes.push({ key: k.limit(event.reward.id, event.user, back.period), add: -1 });
    const why = `${event.reward.name} ${event.kind}${event.reason ? `: ${event.reason}` : ''}`;
    const entry: LedgerEntry = { at: event.at, user: event.user, amount: event.reward.cost, kind: 'refunded', by: event.by, why, request: event.request };
    const done = await this.store.commit({ changes, append: [{ log: k.ledger, entry }, { log: k.requests, entry: event }] });
    return { ok: done.ok, balance: done.values[1]! };
  }

  /** An admin's adjustment, with its reason; never takes a balance below zero. */
  async adjust(w: WorkspaceRef, user: string, amount: number, by: string, why: string): Promise<{ ok: boolean; balance: number }> {
    const k = this.keys(w);
    const entry: LedgerEntry = { at: this.now(), user, amount, kind: 'adjusted', by, why };
    const done = await this.store.commit({ changes: [{ key: k.balance(user), add: amount, min: 0 }], append: [{ log: k.ledger, entry }] });
    return { ok: done.ok, balance: done.values[0]! };
  }

  async stock(w: WorkspaceRef, reward: string): Promise<number> {
    return (await this.store.values([this.keys(w).stock(reward)]))[0]!;
  }

  /** Sets a reward's stock to `to`, against redemptions going on meanwhile (tried again when one came in between). */
  async setStock(w: WorkspaceRef, reward: string, to: number): Promise<void> {
    const key = this.keys(w).stock(reward);
    for (;;) {
      const [now] = await this.store.values([key]);
      if ((await this.store.commit({ changes: [{ key, add: to - now!, min: to, max: to }], append: [] })).ok) return;
    }
  }

  /** Every ledger entry of the workspace, oldest first. */
  async entries(w: WorkspaceRef): Promise<LedgerEntry[]> {
    return (await this.store.entries(this.keys(w).ledger)) as LedgerEntry[];
  }

  /** Every request event of the workspace, oldest first. */
  async events(w: WorkspaceRef): Promise<RequestEvent[]> {
    return (await this.store.entries(this.keys(w).requests)) as RequestEvent[];
  }
}
