// The rewards ledger's two logs as rows: balance entries and request events, appended in the step that moves their
// counters and never updated (the migration's trigger refuses it), read back per workspace in the order appended.
import type { Kysely, Transaction } from 'kysely';
import type { Database, RewardLedgerTable, RewardRequestEventsTable } from '../db/schema.js';

export type EntryKind = RewardLedgerTable['kind'];
/** A ledger entry: `amount` is signed (what it did to `user`'s balance); `by` is who made it happen. */
export type LedgerEntry = { at: number; user: string; amount: number; kind: EntryKind; by: string; why: string; request?: string };

export type RequestEvent = {
  at: number;
  request: string;
  kind: RewardRequestEventsTable['kind'];
  by: string;
  user: string;
  reward: { id: string; name: string; cost: number };
  note?: string;
  reason?: string;
  /** The limit's period the redemption counted in (given back to that period when refunded). */
  period?: string;
};

export async function appendEntry(trx: Transaction<Database>, workspaceKey: string, e: LedgerEntry): Promise<void> {
  await trx
    .insertInto('reward_ledger')
    .values({
      workspace_key: workspaceKey,
      user_id: e.user,
      amount: e.amount,
      kind: e.kind,
      by_whom: e.by,
      why: e.why,
      request_id: e.request ?? null,
      at: e.at,
    })
    .execute();
}

export async function appendEvents(trx: Transaction<Database>, workspaceKey: string, events: RequestEvent[]): Promise<void> {
  const rows = events.map((e) => ({
    workspace_key: workspaceKey,
    request_id: e.request,
    kind: e.kind,
    by_whom: e.by,
    user_id: e.user,
    reward_id: e.reward.id,
    reward_name: e.reward.name,
    reward_cost: e.reward.cost,
    note: e.note ?? null,
    reason: e.reason ?? null,
    period: e.period ?? null,
    at: e.at,
  }));
  // One row at a time: the rows' seq keeps their order, which a multi-row insert does not promise on every dialect.
  for (const row of rows) await trx.insertInto('reward_request_events').values(row).execute();
}

/** Every entry of the workspace, oldest first. */
export async function readEntries(db: Kysely<Database>, workspaceKey: string): Promise<LedgerEntry[]> {
  const rows = await db.selectFrom('reward_ledger').selectAll().where('workspace_key', '=', workspaceKey).orderBy('seq').execute();
  return rows.map((r) => ({
    at: r.at,
    user: r.user_id,
    amount: r.amount,
    kind: r.kind,
    by: r.by_whom,
    why: r.why,
    ...(r.request_id === null ? {} : { request: r.request_id }),
  }));
}

/** Which requests' events to read: one person's, one request's, those still open (requested or approved: `open`, the
 *  states as reward_request_states holds them), or every one (an export). */
export type EventsOf = { user: string } | { request: string } | { open: number[] } | 'all';

/** The request events of the workspace's chosen requests, oldest first. */
export async function readEvents(db: Kysely<Database>, workspaceKey: string, of: EventsOf = 'all'): Promise<RequestEvent[]> {
  const all = db.selectFrom('reward_request_events').selectAll().where('workspace_key', '=', workspaceKey);
  const chosen =
    of === 'all'
      ? all
      : 'user' in of
        ? all.where('user_id', '=', of.user)
        : 'request' in of
          ? all.where('request_id', '=', of.request)
          : all.where('request_id', 'in', (eb) =>
              eb.selectFrom('reward_request_states').select('request_id').where('workspace_key', '=', workspaceKey).where('state', 'in', of.open),
            );
  const rows = await chosen.orderBy('seq').execute();
  return rows.map((r) => ({
    at: r.at,
    request: r.request_id,
    kind: r.kind,
    by: r.by_whom,
    user: r.user_id,
    reward: { id: r.reward_id, name: r.reward_name, cost: r.reward_cost },
    ...(r.note === null ? {} : { note: r.note }),
    ...(r.reason === null ? {} : { reason: r.reason }),
    ...(r.period === null ? {} : { period: r.period }),
  }));
}
