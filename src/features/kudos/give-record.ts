// A give's one call that spends money: the recognition sent to the service once. The time the send began is saved first;
// a give taken over after a crash past that point asks the service whether it recorded the kudos before sending anything.
import { sentences } from '../../i18n/sentences.js';
import { type Recognition, type RecognitionItem, RecipientNotFoundError, outcomeOfFailure, recognitionSchema } from '../../engagement-client/index.js';
import { explainFailure } from '../../ui/explain.js';
import { failedChargeNote } from '../giving/charge.js';
import { type Charged, type GiveDeps, type GiveResult, failed, saveStep } from './give-step.js';
import { findRecorded } from './reconcile.js';

/** The recognition as the service listed it; a service that lists less is filled in from what was sent. */
function asRecognition(item: RecognitionItem, at: Charged, now: Date): Recognition {
  const parsed = recognitionSchema.safeParse(item);
  if (parsed.success) return parsed.data;
  const to = item.to ?? [];
  const when = item.createdate ?? now.toISOString().slice(0, 19).replace('T', ' ');
  const { amount, plainReason, share } = at.input;
  return {
    amount,
    company: item.company ?? '',
    createdate: when,
    when,
    for: plainReason,
    share,
    status: true,
    to,
    total: item.total ?? amount * to.length,
    type: 'coin',
  };
}

/** Whom to ask whether a kudos was recorded: a person named one by one, else a member the group reached last time. */
async function probeFor(deps: GiveDeps, at: Charged): Promise<string | undefined> {
  const { resolved } = at.prepared;
  const giver = resolved.giverEmail.toLowerCase();
  const named = resolved.individuals.find((email) => email.toLowerCase() !== giver);
  if (named) return named;
  for (const token of resolved.serviceTokens.filter((t) => !t.includes('@'))) {
    const member = (await deps.givingRules.groupMembers(at.input.workspace, token)).find((email) => email.toLowerCase() !== giver);
    if (member) return member;
  }
  return undefined;
}

/** After a crash during the send: the recognition the service recorded, or undefined when it recorded none. */
async function recordedBefore(deps: GiveDeps, at: Charged, since: number): Promise<Recognition | undefined | 'unknown'> {
  const probe = await probeFor(deps, at);
  if (!probe) return 'unknown';
  const { giverEmail } = at.prepared.resolved;
  const found = await findRecorded(at.prepared.connection.client, probe, { giverEmail, amount: at.input.amount, reason: at.input.plainReason, since });
  deps.log.info(
    `${at.input.durable?.id ?? 'a kudos'}: taken over while sending; the service ${found ? 'had recorded it' : 'had not recorded it, sending it now'}`,
  );
  return found ? asRecognition(found, at, deps.now()) : undefined;
}

/** Sends the recognition once: the start of the send saved first, the recognition saved when it answers. */
export async function record(deps: GiveDeps, at: Charged): Promise<{ recognition: Recognition } | GiveResult> {
  if (at.progress.recognition) return { recognition: at.progress.recognition };
  if (at.progress.sendingSince !== undefined) {
    const before = await recordedBefore(deps, at, at.progress.sendingSince);
    if (before === 'unknown') {
      const message = sentences(at.input.words.t('kudos.inDoubt'), failedChargeNote(at.input.words, at.charge, 'unknown'));
      return failed(deps, at, { status: 'failed', message }, false);
    }
    if (before) {
      await saveStep(at, { ...at.progress, recognition: before });
      return { recognition: before };
    }
  }
  const { input, prepared } = at;
  await saveStep(at, { ...at.progress, sendingSince: Date.now() });
  let recognition: Recognition;
  try {
    recognition = await prepared.connection.client.recognition.create(prepared.resolved.giverEmail, {
      recipients: prepared.resolved.serviceTokens,
      amount: input.amount,
      for: input.plainReason,
      type: 'coin',
      display_feed: input.share,
    });
  } catch (error) {
    const outcome = outcomeOfFailure(error);
    deps.log.warn(`kudos from ${input.giverId} failed: ${(error as Error).name}: ${(error as Error).message}`);
    const message = sentences(explainFailure(input.words, error), failedChargeNote(input.words, at.charge, outcome));
    return failed(
      deps,
      at,
      { status: 'failed', message, ...(error instanceof RecipientNotFoundError ? { field: 'recipients' as const } : {}) },
      outcome === 'surely-not',
    );
  }
  await saveStep(at, { ...at.progress, recognition });
  return { recognition };
}
