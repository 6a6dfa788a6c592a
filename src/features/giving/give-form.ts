// The allowance in the give form: the balance line at the top of the form, and the per-kudos maximum checked inline.
import { sentences } from '../../i18n/sentences.js';
import type { InputBlock, ModalView } from '@slack/types';
import type { WebClient } from '@slack/web-api';
import type { WorkspaceRef } from '../../store/workspaces.js';
import { context } from '../../ui/blocks.js';
import type { Translator } from '../../i18n/translator.js';
import { BLOCKS } from '../kudos/give-modal.js';
import { type AllowanceDeps, allowanceStatus } from './allowance.js';
import { balanceLine, perKudosRule } from './messages.js';

/** The form with "You have 40 of 100 coins left this month (resets 1 Dec)." above its fields, and its amount field
 *  bounded by the workspace's per-kudos maximum (Slack refuses more before the form is sent). */
export async function withBalance(t: Translator, deps: AllowanceDeps, slack: WebClient, w: WorkspaceRef, userId: string, view: ModalView): Promise<ModalView> {
  const status = await allowanceStatus(deps, slack, w, userId);
  const max = String(status.rules.perKudosMax);
  const bounded = (b: InputBlock): InputBlock => (b.element.type === 'number_input' ? { ...b, element: { ...b.element, max_value: max } } : b);
  const blocks = view.blocks.map((b) => (b.type === 'input' && b.block_id === BLOCKS.amount ? bounded(b as InputBlock) : b));
  const most = t.t('giving.formMost', { coins: t.t('common.coins', { count: status.rules.perKudosMax }) });
  return { ...view, blocks: [context(`:coin: ${sentences(balanceLine(t, status), most)}`), ...blocks] };
}

/** The range sentence when the amount passes the workspace's per-kudos maximum, else undefined. */
export async function perKudosProblem(t: Translator, deps: Pick<AllowanceDeps, 'givingRules'>, w: WorkspaceRef, amount: number): Promise<string | undefined> {
  const { perKudosMax } = await deps.givingRules.get(w);
  return amount > perKudosMax ? perKudosRule(t, perKudosMax) : undefined;
}
