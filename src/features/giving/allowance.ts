// Each person's giving allowance: what is left this period, spending before a kudos is sent (atomic on the store, so
// two kudos at once or two instances never pass the cap) and giving back what the service surely did not record.
import type { WebClient } from '@slack/web-api';
import type { Directory } from '../../directory/directory.js';
import { lazyIsAdmin } from '../../slack/admin-guard.js';
import type { AtomicStore } from '../../store/atomic.js';
import type { GivingRules, GivingRulesStore } from '../../store/giving-rules.js';
import { type WorkspaceRef, workspaceKey } from '../../store/workspaces.js';
import { type Period, periodAt } from './period.js';

/** `now`: the app's clock (the workbench's demo clock), which says which period it is. */
export type AllowanceDeps = { givingRules: GivingRulesStore; allowances: AtomicStore; directory: Directory; now: () => Date };

export type AllowanceStatus = {
  /** An exempt giver (an admin, when the rules say so) spends nothing and has no figure to show. */
  exempt: boolean;
  cap: number;
  spent: number;
  left: number;
  period: Period;
  rules: GivingRules;
};

/** What a spend took, so exactly that is given back to the same period's counter (even after a reset or a rules change).
 *  `once`: the id of the kept work it was taken for; its spends and refunds happen once however often the work resumes. */
export type Receipt = { key: string; coins: number; once?: string };

export type SpendResult = { ok: true; receipt: Receipt; status: AllowanceStatus } | { ok: false; status: AllowanceStatus };

/** Counters outlive their period a little, so a refund or a late read still finds them. */
const KEEP_AFTER_PERIOD_MS = 24 * 60 * 60 * 1000;
/** A group kudos reserves what is left; when another kudos spends meanwhile it tries again this many times. */
const RESERVE_TRIES = 5;

async function timeZoneOf(deps: AllowanceDeps, slack: WebClient, w: WorkspaceRef, userId: string, rules: GivingRules): Promise<string> {
  if (rules.timeZoneBasis === 'workspace') return rules.timeZone;
  const user = await deps.directory.user(slack, w, userId).catch(() => undefined);
  return user?.tz ?? rules.timeZone;
}

/** The counter of one person's spending in one period; `holder` from holderOf. */
export const allowanceKey = (w: WorkspaceRef, holder: string, period: Period) => `${workspaceKey(w)}:${holder}:${period.start.toISOString()}`;

/** Whose allowance it is. On an org-wide install a person may have an account in several workspaces of the org (or two
 *  accounts): one member e-mail is one person with one allowance. Elsewhere the Slack user, as it always was. */
export const holderOf = (w: WorkspaceRef, userId: string, email: string | undefined) => (w.enterpriseId && email ? `email:${email.toLowerCase()}` : userId);

async function holder(deps: AllowanceDeps, slack: WebClient, w: WorkspaceRef, userId: string): Promise<string> {
  if (!w.enterpriseId) return userId;
  return holderOf(w, userId, await deps.directory.emailOf(slack, w, userId).catch(() => undefined));
}

async function locate(deps: AllowanceDeps, slack: WebClient, w: WorkspaceRef, userId: string) {
  const rules = await deps.givingRules.get(w);
  const now = deps.now();
  const period = periodAt(now, rules, await timeZoneOf(deps, slack, w, userId, rules));
  const exempt = rules.adminsExempt && (await lazyIsAdmin(deps, slack, w, userId)().catch(() => false));
  // How long the counter is kept: the rest of the period on the app's clock, then a day.
  const ttl = period.end.getTime() - now.getTime() + KEEP_AFTER_PERIOD_MS;
  return { rules, period, exempt, ttl, key: allowanceKey(w, await holder(deps, slack, w, userId), period) };
}

const statusOf = (at: Awaited<ReturnType<typeof locate>>, spent: number): AllowanceStatus => ({
  exempt: at.exempt,
  cap: at.rules.allowance,
  spent,
  left: Math.max(0, at.rules.allowance - spent),
  period: at.period,
  rules: at.rules,
});

export async function allowanceStatus(deps: AllowanceDeps, slack: WebClient, w: WorkspaceRef, userId: string): Promise<AllowanceStatus> {
  const at = await locate(deps, slack, w, userId);
  return statusOf(at, await deps.allowances.total(at.key));
}

/** The once-only id of one step of a kept give's charge (`charge`, `extra`, `settle`, `refund`). */
const onceFor = (once: string | undefined, step: string) => (once === undefined ? undefined : `${once}:${step}`);

/** A receipt for what a spend took, remembering the kept work it belongs to. */
const receiptOf = (key: string, coins: number, once: string | undefined): Receipt => ({ key, coins, ...(once === undefined ? {} : { once }) });

/** Takes `coins` from the giver's allowance in one atomic step, or nothing when that would pass the cap. `once`: the kept
 *  give it is for — taken again after a crash, it takes nothing more. */
export async function spendAllowance(
  deps: AllowanceDeps,
  slack: WebClient,
  w: WorkspaceRef,
  userId: string,
  coins: number,
  once?: string,
): Promise<SpendResult> {
  const at = await locate(deps, slack, w, userId);
  if (at.exempt) return { ok: true, receipt: receiptOf(at.key, 0, once), status: statusOf(at, await deps.allowances.total(at.key)) };
  const spent = await deps.allowances.spend(at.key, coins, at.rules.allowance, at.ttl, onceFor(once, 'charge'));
  return spent.ok
    ? { ok: true, receipt: receiptOf(at.key, spent.amount, once), status: statusOf(at, spent.total) }
    : { ok: false, status: statusOf(at, spent.total) };
}

/**
 * For a kudos whose cost is known only once the service answers (a team, a cohort, everyone): reserves everything
 * left, at least `atLeast` coins; `settleAllowance` then gives back what the kudos did not cost.
 */
export async function reserveAllowance(
  deps: AllowanceDeps,
  slack: WebClient,
  w: WorkspaceRef,
  userId: string,
  atLeast: number,
  once?: string,
): Promise<SpendResult> {
  const at = await locate(deps, slack, w, userId);
  for (let i = 0; !at.exempt && i < RESERVE_TRIES; i += 1) {
    const left = at.rules.allowance - (await deps.allowances.total(at.key));
    // Taken again after a crash, the first reservation answers with what it took, whatever is left now.
    const spent = await deps.allowances.spend(at.key, Math.max(left, atLeast), at.rules.allowance, at.ttl, onceFor(once, 'charge'));
    if (spent.ok) return { ok: true, receipt: receiptOf(at.key, spent.amount, once), status: statusOf(at, spent.total) };
    if (left < atLeast) break;
  }
  if (at.exempt) return { ok: true, receipt: receiptOf(at.key, 0, once), status: statusOf(at, await deps.allowances.total(at.key)) };
  return { ok: false, status: statusOf(at, await deps.allowances.total(at.key)) };
}

/** Gives a spend back: the service surely recorded nothing. */
export async function refundAllowance(deps: Pick<AllowanceDeps, 'allowances'>, receipt: Receipt): Promise<void> {
  if (receipt.coins > 0) await deps.allowances.refund(receipt.key, receipt.coins, onceFor(receipt.once, 'refund'));
}

/** Takes `more` coins on top of a kept give's receipt (a group that grew), once. */
export async function spendMore(deps: Pick<AllowanceDeps, 'allowances'>, receipt: Receipt, more: number, cap: number): Promise<void> {
  await deps.allowances.spend(receipt.key, more, cap, undefined, onceFor(receipt.once, 'extra'));
}

/** Keeps `cost` of a reservation and gives back the rest; returns the receipt of what stays spent. */
export async function settleAllowance(deps: Pick<AllowanceDeps, 'allowances'>, receipt: Receipt, cost: number): Promise<Receipt> {
  const back = receipt.coins - Math.min(cost, receipt.coins);
  if (back > 0) await deps.allowances.refund(receipt.key, back, onceFor(receipt.once, 'settle'));
  return { ...receipt, coins: receipt.coins - back };
}
