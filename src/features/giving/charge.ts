// A kudos's cost taken from the giver's allowance before it is sent, and settled by the service's answer: kept when
// it recorded the kudos, given back when it surely recorded nothing, kept (and said so) when nobody can tell.
import { sentences } from '../../i18n/sentences.js';
import type { WebClient } from '@slack/web-api';
import type { WriteOutcome } from '../../engagement-client/outcome.js';
import type { WorkspaceRef } from '../../store/workspaces.js';
import type { Translator } from '../../i18n/translator.js';
import {
  type AllowanceDeps,
  type AllowanceStatus,
  type Receipt,
  refundAllowance,
  reserveAllowance,
  settleAllowance,
  spendAllowance,
  spendMore,
} from './allowance.js';
import { balanceLine, overAllowance, perKudosRule } from './messages.js';

export type Charge = { receipt: Receipt; status: AllowanceStatus };

/** Who a kudos reaches, as far as is known before sending: people counted one by one, and the groups' service tokens. */
export type Reach = { people: number; groups: string[] };

/** The people the groups reached last time, when every group's size is known. */
async function knownGroupSizes(deps: AllowanceDeps, w: WorkspaceRef, groups: string[]): Promise<number | undefined> {
  const sizes = await Promise.all(groups.map((g) => deps.givingRules.groupSize(w, g)));
  return sizes.every((n) => n !== undefined) ? sizes.reduce((sum: number, n) => sum + n!, 0) : undefined;
}

/** Members of a group kept beside its size: enough that one is not the next giver. */
const GROUP_MEMBERS_KEPT = 3;

/** After a kudos to one group, the service's count of who it reached (less the people named) is that group's size, and a
 *  few of those it reached (`through`) are kept to look for a kudos to the group after a crash. */
export async function learnGroupSize(
  deps: Pick<AllowanceDeps, 'givingRules'>,
  w: WorkspaceRef,
  reach: Reach,
  reached: number,
  through: string[] = [],
): Promise<void> {
  if (reach.groups.length === 1)
    await deps.givingRules.setGroupSize(w, reach.groups[0]!, Math.max(0, reached - reach.people), through.slice(0, GROUP_MEMBERS_KEPT));
}

/**
 * Takes the kudos's cost: amount × people when everyone is known (a group's size as the service last reported it),
 * else (a team, a cohort, everyone not given to lately) all that is left, settled once the service says how many it reached. Refuses an amount over the per-kudos maximum, or a cost over what is left.
 * `once`: the kept give it is for; charged again after a crash, it takes nothing more.
 */
export async function chargeKudos(
  deps: AllowanceDeps,
  slack: WebClient,
  w: WorkspaceRef,
  giverId: string,
  amount: number,
  reach: Reach,
  t: Translator,
  once?: string,
): Promise<{ ok: true; charge: Charge } | { ok: false; message: string }> {
  const rules = await deps.givingRules.get(w);
  if (amount > rules.perKudosMax) return { ok: false, message: perKudosRule(t, rules.perKudosMax) };
  const grouped = reach.groups.length ? await knownGroupSizes(deps, w, reach.groups) : 0;
  if (grouped !== undefined) {
    const people = reach.people + grouped;
    const spent = await spendAllowance(deps, slack, w, giverId, amount * people, once);
    if (spent.ok) return { ok: true, charge: spent };
    return { ok: false, message: overAllowance(t, spent.status, amount * people, people > 1 ? { kind: 'each', people, amount } : { kind: 'none' }) };
  }
  const least = amount * Math.max(1, reach.people + reach.groups.length);
  const reserved = await reserveAllowance(deps, slack, w, giverId, least, once);
  if (reserved.ok) return { ok: true, charge: reserved };
  return { ok: false, message: overAllowance(t, reserved.status, least, { kind: 'least', amount }) };
}

/** The service recorded the kudos for `total` coins: a reservation gives back what it did not cost; a group that grew
 * since its size was learned costs the difference, as far as the allowance goes. Returns the balance after. */
export async function chargeSent(deps: Pick<AllowanceDeps, 'allowances'>, charge: Charge, total: number): Promise<AllowanceStatus> {
  if (charge.status.exempt) return charge.status;
  const extra = Math.min(Math.max(0, total - charge.receipt.coins), charge.status.left);
  if (extra > 0) await spendMore(deps, charge.receipt, extra, charge.status.cap);
  const kept = await settleAllowance(deps, charge.receipt, total);
  const spent = charge.status.spent + extra - (charge.receipt.coins - kept.coins);
  return { ...charge.status, spent, left: Math.max(0, charge.status.cap - spent) };
}

/** The kudos failed: sentences about the allowance for the giver, in their words `t`, to follow the failure — the coins
 *  given back only when surely nothing was recorded (`refundCharge` gives them), kept otherwise. */
export function failedChargeNote(t: Translator, charge: Charge, outcome: Exclude<WriteOutcome, 'acted'>): string {
  if (charge.status.exempt) return '';
  if (outcome === 'surely-not') {
    const back = { ...charge.status, spent: charge.status.spent - charge.receipt.coins, left: charge.status.left + charge.receipt.coins };
    return sentences(t.t('giving.nothingTaken'), balanceLine(t, back));
  }
  return sentences(t.t('giving.staySpent', { coins: t.t('common.coins', { count: charge.receipt.coins }) }), balanceLine(t, charge.status));
}

/** Gives a failed kudos's coins back (once, however often a kept give is resumed). */
export async function refundCharge(deps: Pick<AllowanceDeps, 'allowances'>, charge: Pick<Charge, 'receipt' | 'status'>): Promise<void> {
  if (!charge.status.exempt) await refundAllowance(deps, charge.receipt);
}

/** Said when a kudos reached more people than its coins were taken for (a group larger than known): the service has
 *  no undo. */
export function overReached(t: Translator, charge: Charge, total: number): string {
  return total > charge.receipt.coins && !charge.status.exempt
    ? t.t('giving.overReached', { total: t.t('common.coins', { count: total }), more: t.t('common.coins', { count: total - charge.receipt.coins }) })
    : '';
}
