// The rewards program's books, per workspace, on the app's database: every change of a person's balance is a row of an
// append-only ledger (who, why, when) written in the same transaction as the counters it moves — the balance, a
// reward's stock, a person's count against a limit, a request's state — so no concurrency overspends, stock never goes
// below zero, and a request leaves the requested state (and is refunded) exactly once.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { type WorkspaceRef, workspaceKey } from './workspaces.js';
import { type LedgerEntry, type RequestEvent, appendEntry, appendEvents, readEntries, readEvents } from './rewards-ledger-rows.js';
import {
  Refused,
  addToBalance,
  balanceOf,
  countUse,
  keepValues,
  moveBalance,
  moveState,
  oneStep,
  onceValues,
  openRequest,
  putStock,
  stateOf,
  stockOf,
  takeOnce,
  takeStock,
  uncountUse,
  usesOf,
} from './rewards-ledger-moves.js';

export type { EntryKind, LedgerEntry, RequestEvent } from './rewards-ledger-rows.js';

/** A request's states, as reward_request_states holds them. Declined and cancelled are told apart by their event. */
export const STATE = { closed: 0, requested: 1, approved: 2, fulfilled: 3 } as const;

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
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => number = Date.now,
  ) {}

  private async done(once: string): Promise<boolean> {
    return (await onceValues(this.db, once)) !== undefined;
  }

  balance(w: WorkspaceRef, user: string): Promise<number> {
    return balanceOf(this.db, workspaceKey(w), user);
  }

  /** Coins a person received from the service, credited once per recognition however often the feed is read again. */
  credit(w: WorkspaceRef, user: string, recognition: string, amount: number, why: string): Promise<boolean> {
    const wk = workspaceKey(w);
    const entry: LedgerEntry = { at: this.now(), user, amount, kind: 'received', by: 'engagement service', why };
    return oneStep(this.db, async (trx) => {
      if (!(await takeOnce(trx, wk, `credit:${wk}:${user}:${recognition}`))) return false;
      if ((await moveBalance(trx, wk, user, amount)) === undefined) throw new Refused(false);
      await appendEntry(trx, wk, entry);
      return true;
    });
  }

  /** Whether this recognition was credited to the person already (reading the feed again stops there). */
  credited(w: WorkspaceRef, user: string, recognition: string): Promise<boolean> {
    const wk = workspaceKey(w);
    return this.done(`credit:${wk}:${user}:${recognition}`);
  }

  /** Whether the person's whole received history was read once (after that, reads stop at the first page with nothing new). */
  historyRead(w: WorkspaceRef, user: string): Promise<boolean> {
    const wk = workspaceKey(w);
    return this.done(`history:${wk}:${user}`);
  }

  async markHistoryRead(w: WorkspaceRef, user: string): Promise<void> {
    const wk = workspaceKey(w);
    await takeOnce(this.db, wk, `history:${wk}:${user}`);
  }

  /** Takes the cost, one of the stock and one of the person's limit, and opens the request — or nothing at all. The
   *  request id makes it once-only: a redemption resumed after a crash takes nothing more. */
  redeem(w: WorkspaceRef, r: Redemption): Promise<RedeemResult> {
    const wk = workspaceKey(w);
    const once = `redeem:${wk}:${r.request}`;
    const at = this.now();
    const entry: LedgerEntry = { at, user: r.user, amount: -r.reward.cost, kind: 'redeemed', by: r.user, why: `redeemed ${r.reward.name}`, request: r.request };
    const event: RequestEvent = {
      at,
      request: r.request,
      kind: 'requested',
      by: r.user,
      user: r.user,
      reward: r.reward,
      ...(r.note ? { note: r.note } : {}),
      ...(r.limit ? { period: r.limit.period } : {}),
    };
    // A reward that needs no approval is approved as it is requested: its request starts in the approved state.
    const approved: RequestEvent = { ...event, kind: 'approved', reason: 'this reward needs no approval' };
    return oneStep(this.db, async (trx): Promise<RedeemResult> => {
      if (!(await takeOnce(trx, wk, once))) return { ok: true, balance: (await onceValues(trx, once))?.[0] ?? 0, repeat: true };
      const balance = await moveBalance(trx, wk, r.user, -r.reward.cost);
      if (balance === undefined) throw new Refused<RedeemResult>({ ok: false, why: 'balance', balance: await balanceOf(trx, wk, r.user) });
      const refused = (why: 'stock' | 'limit') => new Refused<RedeemResult>({ ok: false, why, balance: balance + r.reward.cost });
      if (r.stocked && !(await takeStock(trx, wk, r.reward.id))) throw refused('stock');
      if (r.limit && !(await countUse(trx, wk, { reward: r.reward.id, user: r.user, ...r.limit }))) throw refused('limit');
      await openRequest(trx, wk, r.request, r.needsApproval ? STATE.requested : STATE.approved);
      await appendEntry(trx, wk, entry);
      await appendEvents(trx, wk, r.needsApproval ? [event] : [event, approved]);
      await keepValues(trx, once, [balance]);
      return { ok: true, balance, repeat: false };
    });
  }

  /** A request's state now (closed when unknown). */
  state(w: WorkspaceRef, request: string): Promise<number> {
    return stateOf(this.db, workspaceKey(w), request);
  }

  /** Approves or fulfils a request in the state `from`: false when it is no longer there (someone acted first). */
  advance(w: WorkspaceRef, event: RequestEvent, from: number, to: number): Promise<boolean> {
    const wk = workspaceKey(w);
    return oneStep(this.db, async (trx) => {
      if (!(await moveState(trx, wk, event.request, from, to))) return false;
      await appendEvents(trx, wk, [event]);
      return true;
    });
  }

  /** Declines or cancels an open request (in state `from`): the coins, the stock and the limit go back in the same step
   *  as the state closes, so a request is refunded exactly once. False when it was not in `from` any more. */
  close(
    w: WorkspaceRef,
    event: RequestEvent,
    from: number,
    back: { stocked: boolean; period?: string | undefined },
  ): Promise<{ ok: boolean; balance: number }> {
    const wk = workspaceKey(w);
    const why = `${event.reward.name} ${event.kind}${event.reason ? `: ${event.reason}` : ''}`;
    const entry: LedgerEntry = { at: event.at, user: event.user, amount: event.reward.cost, kind: 'refunded', by: event.by, why, request: event.request };
    return oneStep(this.db, async (trx) => {
      if (!(await moveState(trx, wk, event.request, from, STATE.closed))) return { ok: false, balance: await balanceOf(trx, wk, event.user) };
      const balance = await addToBalance(trx, wk, event.user, event.reward.cost);
      if (back.stocked) await putStock(trx, wk, event.reward.id, { by: 1 });
      if (back.period) await uncountUse(trx, wk, { reward: event.reward.id, user: event.user, period: back.period });
      await appendEntry(trx, wk, entry);
      await appendEvents(trx, wk, [event]);
      return { ok: true, balance };
    });
  }

  /** An admin's adjustment, with its reason; never takes a balance below zero. */
  adjust(w: WorkspaceRef, user: string, amount: number, by: string, why: string): Promise<{ ok: boolean; balance: number }> {
    const wk = workspaceKey(w);
    const entry: LedgerEntry = { at: this.now(), user, amount, kind: 'adjusted', by, why };
    return oneStep(this.db, async (trx) => {
      const balance = await moveBalance(trx, wk, user, amount);
      if (balance === undefined) return { ok: false, balance: await balanceOf(trx, wk, user) };
      await appendEntry(trx, wk, entry);
      return { ok: true, balance };
    });
  }

  /** How many times the person redeemed the reward in the limit's `period` (what its cap is compared with). */
  used(w: WorkspaceRef, use: { reward: string; user: string; period: string }): Promise<number> {
    return usesOf(this.db, workspaceKey(w), use);
  }

  stock(w: WorkspaceRef, reward: string): Promise<number> {
    return stockOf(this.db, workspaceKey(w), reward);
  }

  /** Sets a reward's stock to `to`; a redemption racing it is taken before or after, never lost in between. */
  setStock(w: WorkspaceRef, reward: string, to: number): Promise<void> {
    return putStock(this.db, workspaceKey(w), reward, { to });
  }

  /** Every ledger entry of the workspace, oldest first. */
  entries(w: WorkspaceRef): Promise<LedgerEntry[]> {
    return readEntries(this.db, workspaceKey(w));
  }

  /** The request events, oldest first, of one person's requests, of one request, of the open requests, or of all. */
  events(w: WorkspaceRef, of: { user: string } | { request: string } | 'open' | 'all'): Promise<RequestEvent[]> {
    return readEvents(this.db, workspaceKey(w), of === 'open' ? { open: [STATE.requested, STATE.approved] } : of);
  }
}
