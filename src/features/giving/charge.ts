// A kudos's cost taken from the giver's allowance before it is sent, and settled by the service's answer: kept when
// it recorded the kudos, given back when it surely recorded nothing, kept (and said so) when nobody can tell.
import type { WebClient } from '@slack/web-api';
import type { WriteOutcome } from '../../engagement/outcome.js';
import type { WorkspaceRef } from '../../store/workspaces.js';
import { coins, figure } from '../../ui/blocks.js';
import { type AllowanceDeps, type AllowanceStatus, type Receipt, refundAllowance, reserveAllowance, settleAllowance, spendAllowance } from './allowance.js';
import { balanceLine, overAllowance, perKudosRule } from './messages.js';

export type Charge = { receipt: Receipt; status: AllowanceStatus };

/** Who a kudos reaches, as far as is known before sending: people counted one by one, and whether groups come too. */
export type Reach = { people: number; groups: number };

/**
 * Takes the kudos's cost: amount × people when everyone is known, else (a team, a cohort, everyone) all that is left,
 * settled once the service says how many it reached. Refuses an amount over the per-kudos maximum, or a cost over what is left.
 */
export async function chargeKudos(
  deps: AllowanceDeps,
  slack: WebClient,
  w: WorkspaceRef,
  giverId: string,
  amount: number,
  reach: Reach,
): Promise<{ ok: true; charge: Charge } | { ok: false; message: string }> {
  const rules = await deps.givingRules.get(w);
  if (amount > rules.perKudosMax) return { ok: false, message: perKudosRule(rules.perKudosMax) };
  const known = amount * reach.people;
  const each = reach.people > 1 ? ` (${figure(reach.people)} people × ${coins(amount)})` : '';
  if (reach.groups === 0) {
    const spent = await spendAllowance(deps, slack, w, giverId, known);
    return spent.ok ? { ok: true, charge: spent } : { ok: false, message: overAllowance(spent.status, known, each) };
  }
  const least = amount * Math.max(1, reach.people + reach.groups);
  const reserved = await reserveAllowance(deps, slack, w, giverId, least);
  if (reserved.ok) return { ok: true, charge: reserved };
  return { ok: false, message: overAllowance(reserved.status, least, ` at the very least (${coins(amount)} for each person it reaches)`) };
}

/** The service recorded the kudos for `total` coins: what was reserved beyond that goes back. Returns the balance after. */
export async function chargeSent(deps: Pick<AllowanceDeps, 'allowances'>, charge: Charge, total: number): Promise<AllowanceStatus> {
  if (charge.status.exempt) return charge.status;
  const kept = await settleAllowance(deps, charge.receipt, total);
  const spent = charge.status.spent - (charge.receipt.coins - kept.coins);
  return { ...charge.status, spent, left: Math.max(0, charge.status.cap - spent) };
}

/** The kudos failed: a sentence about the allowance for the giver, the coins given back only when surely nothing was recorded. */
export async function chargeFailed(deps: Pick<AllowanceDeps, 'allowances'>, charge: Charge, outcome: Exclude<WriteOutcome, 'acted'>): Promise<string> {
  if (charge.status.exempt) return '';
  if (outcome === 'surely-not') {
    await refundAllowance(deps, charge.receipt);
    const back = { ...charge.status, spent: charge.status.spent - charge.receipt.coins, left: charge.status.left + charge.receipt.coins };
    return ` Nothing was taken from your allowance. ${balanceLine(back)}`;
  }
  return ` The ${coins(charge.receipt.coins)} stay spent from your allowance, because the service may have recorded the kudos: check \`/kudos received\` with the recipient before sending it again. ${balanceLine(charge.status)}`;
}

/** The balance sentence for a kudos that reached more than was reserved (a group larger than the allowance left). */
export function overReached(charge: Charge, total: number): string {
  return total > charge.receipt.coins && !charge.status.exempt
    ? ` It reached more people than expected: ${coins(total)} in all, more than the ${coins(charge.receipt.coins)} you had left, so your allowance is used up until it resets.`
    : '';
}
