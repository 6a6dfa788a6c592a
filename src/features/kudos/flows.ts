// The kudos flows as Slack delivers them: a /kudos command, the give modal opened and submitted, a retry after failure.
// Listeners ack first; a modal submission returns what to ack with and leaves the slow part for after the ack.
import { sentences } from '../../i18n/sentences.js';
import { createHash } from 'node:crypto';
import { type WorkspaceRef, workspaceKey } from '../../store/workspaces.js';
import { escapeText } from '../../ui/blocks.js';
import type { FeatureDeps } from '../../slack/deps.js';
import { type FlowContext, type Submission, withinBudget } from '../../slack/feature.js';
import type { GiveCommand } from './grammar.js';
import { readableText } from '../../ui/text.js';
import {
  BLOCKS,
  type GiveMeta,
  type GivePrefill,
  giveMetaSchema,
  giveModal,
  othersText,
  parseGiveSubmission,
  resultView,
  retryStateSchema,
  sendingView,
} from './give-modal.js';
import { type GiveInput, type GiveResult, type KudosDeps, type Prepared, describeProblem, giveKudos, prepareGive, sendPrepared } from './give.js';
import type { AllowanceDeps } from '../giving/allowance.js';
import { confirmation, failureMessage, isLate } from './messages.js';
import { savedProgress } from './give-progress.js';
import { perKudosProblem, withBalance } from '../giving/give-form.js';
import { usergroupsFor } from '../../directory/usergroups.js';
import type { Translator } from '../../i18n/translator.js';

/** What opening the give form uses: the feed channel, the user groups and values it offers, the giver's balance. */
export type GiveFormDeps = Pick<FeatureDeps, 'workspaces' | 'usergroups' | 'log' | 'values'> & AllowanceDeps;
/** What sending a kudos uses: recipients, the service, the dedupe, the announcement, and the allowance it spends. */
type SendDeps = KudosDeps & AllowanceDeps;
/** The giver's own request: who gives, where, with which Slack client, in which words. */
type GiverCtx<D> = FlowContext<D, 'slack' | 'workspace' | 'userId' | 'words'>;

const DAY_MS = 24 * 60 * 60 * 1000;
/** Two identical commands this close together are a double submit, not two intentions. */
const REPEAT_WINDOW_MS = 60 * 1000;
/** How long a modal submission may spend checking recipients before it must ack with a "sending" view. */
const INLINE_CHECK_BUDGET_MS = 1_500;

/** The picker starts on the feed channel, else on the channel the modal came from (never a DM, where nothing is posted). */
async function defaultChannel(deps: Pick<GiveFormDeps, 'workspaces'>, w: WorkspaceRef, meta: GiveMeta): Promise<string | undefined> {
  const feed = (await deps.workspaces.get(w)).feedChannel;
  return feed ?? (meta.channelId && !meta.channelId.startsWith('D') ? meta.channelId : undefined);
}

export async function openGiveModal(
  { deps, slack, workspace: w, userId: giverId, words }: GiverCtx<GiveFormDeps>,
  triggerId: string,
  prefill: GivePrefill,
  meta: GiveMeta,
) {
  const t = await words();
  const postIn = prefill.postIn ?? (await defaultChannel(deps, w, meta));
  const view = giveModal(t, { ...prefill, ...(postIn ? { postIn } : {}) }, meta, await usergroupsFor(deps, slack, w), await deps.values.get(w));
  await slack.views.open({ trigger_id: triggerId, view: await withBalance(t, deps, slack, w, giverId, view) });
}

export function prefillFromCommand(parsed: GiveCommand): GivePrefill {
  return {
    userIds: parsed.recipients.flatMap((r) => (r.kind === 'user' ? [r.id] : [])),
    usergroupIds: parsed.recipients.flatMap((r) => (r.kind === 'usergroup' ? [r.id] : [])),
    others: othersText(parsed.recipients),
    ...(parsed.amount ? { amount: parsed.amount } : {}),
    // The form's text input shows plain text: Slack's escapes (`&amp;`) are read back.
    ...(parsed.reason ? { reason: readableText(parsed.reason) } : {}),
    share: !parsed.private,
  };
}

/** A complete `/kudos` give, after the listener's silent ack: one ephemeral answer with the outcome. */
export async function giveFromCommand(
  ctx: FlowContext<SendDeps, 'slack' | 'workspace' | 'userId' | 'reply' | 'durable' | 'words'>,
  command: { channelId: string; text: string; triggerId: string },
  parsed: GiveCommand & { amount: number; reason: string },
) {
  const { channelId, text, triggerId } = command;
  const t = await ctx.words();
  const fingerprint = createHash('sha256').update(`${ctx.userId}\n${channelId}\n${text.trim()}`).digest('hex').slice(0, 32);
  const input: GiveInput = {
    workspace: ctx.workspace,
    giverId: ctx.userId,
    words: t,
    recipients: parsed.recipients,
    amount: parsed.amount,
    reason: parsed.reason,
    plainReason: readableText(parsed.reason),
    share: !parsed.private,
    channelId,
    dedupeKeys: [
      { key: `cmd:${workspaceKey(ctx.workspace)}:${triggerId}`, ttlMs: DAY_MS },
      { key: `cmd-repeat:${workspaceKey(ctx.workspace)}:${fingerprint}`, ttlMs: REPEAT_WINDOW_MS },
    ],
    ...(ctx.durable ? { durable: ctx.durable } : {}),
  };
  await giveKudos(ctx.deps, ctx.slack, input, (result) => ctx.reply(commandReply(t, result, isLate(ctx.durable))).then(() => {}));
}

function commandReply(t: Translator, result: GiveResult, late: boolean) {
  if (result.status === 'sent') return confirmation(t, result.story, result.delivery, late);
  if (result.status === 'duplicate') return failureMessage(t, sentences(result.message, t.t('kudos.duplicateHint')), late);
  return failureMessage(t, result.message, late);
}

/** A give-modal submission: inline errors when input or recipients are wrong, else a "sending" view finished by views.update.
 *  Kept before its ack (the entry is durable); taken over after a crash past its charge, it checks nothing again. */
export async function submitGiveModal(
  ctx: FlowContext<SendDeps, 'slack' | 'workspace' | 'userId' | 'durable' | 'words'>,
  view: { id: string; values: unknown; privateMetadata: string },
): Promise<Submission> {
  const { deps, slack, workspace, userId, durable } = ctx;
  const t = await ctx.words();
  const parsed = parseGiveSubmission(t, view.values, userId);
  if (!parsed.ok) return { response: { response_action: 'errors', errors: parsed.errors } };
  const meta = parseMeta(view.privateMetadata);
  const { value } = parsed;
  const overMax = savedProgress(durable) ? undefined : await perKudosProblem(t, deps, workspace, value.amount);
  if (overMax) return { response: { response_action: 'errors', errors: { [BLOCKS.amount]: overMax } } };
  const input: GiveInput = {
    workspace,
    giverId: userId,
    words: t,
    recipients: value.recipients,
    amount: value.amount,
    // Modal text arrives raw: recorded as typed; messages are mrkdwn, so it is escaped like a command's text.
    reason: escapeText(value.reason),
    plainReason: value.reason,
    share: value.share,
    ...(value.postIn ? { postIn: value.postIn } : {}),
    ...(meta.channelId ? { channelId: meta.channelId } : {}),
    dedupeKeys: [{ key: `view:${workspaceKey(workspace)}:${view.id}`, ttlMs: DAY_MS }],
    ...(durable ? { durable } : {}),
  };
  const preparing = prepareGive(deps, slack, input).then(
    (prepared) => ({ prepared }) as const,
    async (error: unknown) => ({ problem: await describeProblem(deps, slack, input, error) }) as const,
  );
  const early = await withinBudget(preparing, INLINE_CHECK_BUDGET_MS);
  if (early && 'problem' in early && early.problem.field) {
    return { response: { response_action: 'errors', errors: { recipients: early.problem.message } } };
  }
  const retry = { prefill: value.prefill, meta };
  const tell = async (result: GiveResult) => {
    const late = isLate(durable);
    const message = result.status === 'sent' ? confirmation(t, result.story, result.delivery, late) : failureMessage(t, result.message, late);
    const answer = resultView(t, message.blocks, result.status === 'failed' ? retry : undefined);
    await slack.views.update({ view_id: view.id, view: answer }).catch(async (error: unknown) => {
      // Closed meanwhile (a late answer after a restart): the giver still reads it, in a DM from the app.
      if (!late) throw error;
      await slack.chat.postMessage({ channel: userId, ...message });
    });
  };
  const finish = async () => {
    const ready = await preparing;
    if ('problem' in ready) await tell({ status: 'failed', ...ready.problem });
    else await sendPrepared(deps, slack, input, ready.prepared as Prepared, tell);
  };
  const named = early && 'prepared' in early ? early.prepared.resolved.named : undefined;
  return { response: { response_action: 'update', view: sendingView(t, named) }, after: finish };
}

function parseMeta(text: string): GiveMeta {
  try {
    return giveMetaSchema.parse(JSON.parse(text));
  } catch {
    return { source: 'shortcut' };
  }
}

/** "Edit and try again" on a failed result: the same modal, filled in as it was. */
export async function retryGive(
  { deps, slack, workspace: w, words }: FlowContext<Pick<GiveFormDeps, 'usergroups' | 'log' | 'values'>, 'slack' | 'workspace' | 'words'>,
  viewId: string,
  privateMetadata: string,
) {
  const state = retryStateSchema.parse(JSON.parse(privateMetadata));
  const view = giveModal(await words(), state.prefill, state.meta, await usergroupsFor(deps, slack, w), await deps.values.get(w));
  await slack.views.update({ view_id: viewId, view });
}
