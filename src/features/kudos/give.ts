// Giving kudos, exactly once: resolve who was named, check them against the directory, claim the dedupe keys, take the
// cost from the allowance, send one recognition, tell the giver, then announce it (channel post, DMs) at Slack's pace.
// A kept give (written to the outbox before its ack) saves how far it got after each step, so whoever finishes it after
// a crash goes on from there and charges, sends, tells and posts nothing twice. Free of Bolt: takes a WebClient and plain data.
import type { WebClient } from '@slack/web-api';
import { explainFailureTo, isKnownFailure } from '../../ui/explain.js';
import { lazyIsAdmin } from '../../slack/admin-guard.js';
import { allowanceStatus } from '../giving/allowance.js';
import { type Charge, chargeKudos } from '../giving/charge.js';
import { RecipientProblem, resolveRecipients } from './recipients.js';
import { type GiveProgress, restoredResolved, savedProgress, storedResolved } from './give-progress.js';
import { type Charged, type GiveDeps, type GiveInput, type GiveResult, type KudosDeps, type Prepared, reachOf, saveStep, undoCharge } from './give-step.js';
import { record } from './give-record.js';
import { deliver } from './give-deliver.js';
import { announce } from './announce.js';

export type { GiveDeps, GiveInput, GiveResult, KudosDeps, Prepared } from './give-step.js';

/** Failures after which nothing was recorded, so the same action may simply be tried again. A kept give resumed after
 *  its charge uses the recipients it resolved then (the directory may have changed since). */
export async function prepareGive(deps: KudosDeps, slack: WebClient, input: GiveInput): Promise<Prepared> {
  const connection = await deps.connections.forWorkspace(input.workspace);
  const saved = savedProgress(input.durable);
  if (saved) return { connection, resolved: restoredResolved(saved.resolved) };
  const resolved = await resolveRecipients(deps, slack, connection.client, connection.scope, input.workspace, input.giverId, input.recipients, input.words);
  return { connection, resolved };
}

/** Why a give could not be prepared, worded for the giver (an admin can fix an unreadable key, others ask one). */
export async function describeProblem(
  deps: Pick<KudosDeps, 'directory'>,
  slack: WebClient,
  input: GiveInput,
  error: unknown,
): Promise<{ message: string; field?: 'recipients' }> {
  if (error instanceof RecipientProblem) return { message: error.message, field: 'recipients' };
  return { message: await explainFailureTo(input.words, lazyIsAdmin(deps, slack, input.workspace, input.giverId), error) };
}

/** Claims the keys (as this kept request's own, so a resumed one wins again) and takes the cost from the allowance. */
async function claimAndCharge(deps: GiveDeps, slack: WebClient, input: GiveInput, prepared: Prepared): Promise<Charged | GiveResult> {
  const work = input.durable?.work;
  if (!(await deps.dedupe.claimAll(input.dedupeKeys, work))) {
    return { status: 'duplicate', message: input.words.t('kudos.duplicate') };
  }
  const charged = await chargeKudos(deps, slack, input.workspace, input.giverId, input.amount, reachOf(prepared.resolved), input.words, work);
  if (!charged.ok) {
    await Promise.all(input.dedupeKeys.map(({ key }) => deps.dedupe.release(key, work)));
    return { status: 'failed', message: charged.message };
  }
  const progress: GiveProgress = {
    resolved: storedResolved(prepared.resolved),
    reason: { shown: input.reason, plain: input.plainReason },
    charge: { ...charged.charge.receipt, exempt: charged.charge.status.exempt },
  };
  const at: Charged = { input, prepared, charge: charged.charge, progress };
  await saveStep(at, at.progress);
  return at;
}

/** A kept give taken over after its charge: the charge and the reason as saved, the balance read again. */
async function chargedBefore(deps: GiveDeps, slack: WebClient, input: GiveInput, prepared: Prepared, progress: GiveProgress): Promise<Charged> {
  const status = await allowanceStatus(deps, slack, input.workspace, input.giverId);
  const { exempt, ...receipt } = progress.charge;
  const charge: Charge = { receipt: { ...receipt, ...(input.durable ? { once: input.durable.work } : {}) }, status: { ...status, exempt } };
  return { input: { ...input, reason: progress.reason.shown, plainReason: progress.reason.plain }, prepared, charge, progress };
}

/** How the giver is told the outcome (an ephemeral answer, the modal, a reaction's note): once, before the posts. */
export type Tell = (result: GiveResult) => Promise<void>;

/** Tells the giver once: a give resumed after it told them says nothing again. */
async function tellOnce(at: Charged, result: GiveResult, tell: Tell): Promise<void> {
  if (at.progress.told) return;
  await tell(result);
  if (at.input.durable) await saveStep(at, { ...at.progress, told: true });
}

/** The outcome of a give past its charge: decided now (the send, then what it reached), or as saved — a failure's
 *  once-only undo (coins back, keys free) done again. */
async function outcome(deps: GiveDeps, slack: WebClient, at: Charged): Promise<GiveResult> {
  const saved = at.progress.result;
  if (saved) {
    if (at.progress.undo) await undoCharge(deps, at);
    return saved;
  }
  const recorded = await record(deps, at);
  return 'status' in recorded ? recorded : deliver(deps, slack, at, recorded.recognition);
}

/** Sends a prepared give, tells the giver, then starts its posts (announce.ts), which go on after this returns. */
export async function sendPrepared(deps: GiveDeps, slack: WebClient, input: GiveInput, prepared: Prepared, tell: Tell): Promise<GiveResult> {
  const saved = savedProgress(input.durable);
  const at = saved ? await chargedBefore(deps, slack, input, prepared, saved) : await claimAndCharge(deps, slack, input, prepared);
  if ('status' in at) {
    await tell(at);
    return at;
  }
  const result = await outcome(deps, slack, at);
  await tellOnce(at, result, tell);
  if (result.status === 'sent') await announce(deps, slack, at, result.story, result.delivery.postedIn);
  return result;
}

export async function giveKudos(deps: GiveDeps, slack: WebClient, input: GiveInput, tell: Tell): Promise<GiveResult> {
  let prepared: Prepared;
  try {
    prepared = await prepareGive(deps, slack, input);
  } catch (error) {
    // An acknowledged give that met the store away (or a bug) is given back to the outbox and tried again, not told
    // "nothing was sent" — a later attempt would send it, and the giver would have read the opposite.
    if (input.durable && !(error instanceof RecipientProblem) && !isKnownFailure(error)) throw error;
    const failure: GiveResult = { status: 'failed', ...(await describeProblem(deps, slack, input, error)) };
    await tell(failure);
    return failure;
  }
  return sendPrepared(deps, slack, input, prepared, tell);
}
