// The allowance in the give form: the balance line at the top of the form, and the per-kudos maximum checked inline.
import type { ModalView } from '@slack/types';
import type { WebClient } from '@slack/web-api';
import type { WorkspaceRef } from '../../store/workspaces.js';
import { context } from '../../ui/blocks.js';
import { type AllowanceDeps, allowanceStatus } from './allowance.js';
import { balanceLine, perKudosRule } from './messages.js';

/** The form with "You have 40 of 100 coins left this month (resets 1 Dec)." above its fields. */
export async function withBalance(deps: AllowanceDeps, slack: WebClient, w: WorkspaceRef, userId: string, view: ModalView): Promise<ModalView> {
  const status = await allowanceStatus(deps, slack, w, userId);
  return { ...view, blocks: [context(`:coin: ${balanceLine(status)} At most ${status.rules.perKudosMax} coins per person per kudos.`), ...view.blocks] };
}

/** The range sentence when the amount passes the workspace's per-kudos maximum, else undefined. */
export async function perKudosProblem(deps: Pick<AllowanceDeps, 'givingRules'>, w: WorkspaceRef, amount: number): Promise<string | undefined> {
  const { perKudosMax } = await deps.givingRules.get(w);
  return amount > perKudosMax ? perKudosRule(perKudosMax) : undefined;
}
