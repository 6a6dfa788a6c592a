// After the service recorded a kudos: who received it (named, for the messages), where it will be posted and whom it
// DMs, the allowance settled and the outcome saved — all before the giver is told; the posts follow (announce.ts).
import { sentences } from '../../i18n/sentences.js';
import type { WebClient } from '@slack/web-api';
import type { Recognition } from '../../engagement-client/index.js';
import type { WorkspaceRef } from '../../store/workspaces.js';
import { chargeSent, failedChargeNote, learnGroupSize, overReached } from '../giving/charge.js';
import { balanceLine } from '../giving/messages.js';
import { valueLabel, valuesIn } from '../values/tags.js';
import type { RecipientToken } from './grammar.js';
import type { Delivery, KudosStory } from './messages.js';
import { GROUP_ONE_BY_ONE_MAX } from './limits.js';
import { fewAtATime } from './few-at-a-time.js';
import type { ResolvedRecipients } from './recipients.js';
import { type Charged, type GiveDeps, type GiveInput, type GiveResult, type KudosDeps, failed, reachOf, saveStep } from './give-step.js';

/** Group tokens as typed: `team:t999`, `cohort:c-1`, `everyone` (keywords: the same in every language). */
const groupWords = (tokens: RecipientToken[]) =>
  tokens.flatMap((t) => (t.kind === 'team' || t.kind === 'cohort' ? [`\`${t.kind}:${t.id}\``] : t.kind === 'everyone' ? ['`everyone`'] : []));

/**
 * The service skips an unknown team or cohort silently (spec, Recognition rule 2) and the API lists neither, so only its
 * answer tells: a recognition that reached nobody gave no coins. It is refused like a typo — nothing posted, nobody
 * messaged, the keys released so the corrected kudos can go — with the token that matched nobody named.
 */
async function nobodyReached(deps: GiveDeps, at: Charged): Promise<GiveResult> {
  const words = groupWords(at.input.recipients);
  const t = at.input.words;
  deps.log.info(`kudos from ${at.input.giverId} reached nobody (${words.join(', ') || 'the recipients named'}); refused`);
  const nobody = words.length ? t.t('kudos.matchesNobody', { count: words.length, named: t.list(words) }) : t.t('kudos.namedMatchNobody');
  const message = sentences(nobody, failedChargeNote(t, at.charge, 'surely-not'));
  return failed(deps, at, { status: 'failed', field: 'recipients', message }, true);
}

/**
 * Who received, for the messages, and the Slack users to tell. People named one by one are known already; people
 * reached through groups are looked up (by e-mail, cached) only when they are few, else the groups are named as such
 * and nobody is looked up or messaged one by one — everyone in a company of 40,000 costs no Slack call per person.
 */
async function reachedPeople(deps: KudosDeps, slack: WebClient, w: WorkspaceRef, resolved: ResolvedRecipients, recognition: Recognition) {
  const named = new Set(resolved.individuals);
  const throughGroups = recognition.to.filter((t) => !named.has(t.email.toLowerCase()));
  const few = throughGroups.length <= GROUP_ONE_BY_ONE_MAX;
  const ids = new Map(resolved.usersByEmail);
  if (few) {
    await fewAtATime(throughGroups, 4, async (t) => {
      const id = await deps.directory.userIdFor(slack, w, t.email).catch(() => undefined);
      if (id) ids.set(t.email.toLowerCase(), id);
    });
  }
  const nameOf = (t: Recognition['to'][number]) => (ids.get(t.email.toLowerCase()) ? `<@${ids.get(t.email.toLowerCase())}>` : t.name);
  // A group is thanked as the group ("@engineering (7 people)"), not as a list of its members.
  const names = resolved.groupNamed
    ? resolved.named
    : few
      ? recognition.to.map(nameOf)
      : [...recognition.to.filter((t) => named.has(t.email.toLowerCase())).map(nameOf), ...resolved.groups];
  return { names, slackIds: [...new Set(ids.values())], throughGroups: throughGroups.map((t) => t.email) };
}

/** Where a shared kudos is posted: the modal's chosen channel, the feed channel, or where it was given (never a DM). */
async function channelFor(deps: KudosDeps, input: GiveInput): Promise<string | undefined> {
  const feed = (await deps.workspaces.get(input.workspace)).feedChannel;
  return input.postIn ?? feed ?? (input.channelId && !input.channelId.startsWith('D') ? input.channelId : undefined);
}

/** Settles a recorded kudos: who received it (named, for the messages), where it will be posted and whom it DMs, the
 *  allowance settled with what it cost, the outcome saved. The posts themselves come after the giver is told (announce.ts). */
export async function deliver(deps: GiveDeps, slack: WebClient, at: Charged, recognition: Recognition): Promise<GiveResult> {
  if (recognition.to.length === 0) return nobodyReached(deps, at);
  const { input, prepared } = at;
  // The leaderboards show it at their next read, not after their refresh interval.
  if (recognition.share) deps.feed.stale(prepared.connection.scope);
  const reached = await reachedPeople(deps, slack, input.workspace, prepared.resolved, recognition);
  const tagged = valuesIn(recognition.for, await deps.values.get(input.workspace).catch(() => []));
  const story: KudosStory = {
    giverId: input.giverId,
    recipients: reached.names,
    people: recognition.to.length,
    ...(prepared.resolved.groupNamed ? { groupNamed: true } : {}),
    amount: recognition.amount,
    total: recognition.total,
    reason: input.reason,
    ...(tagged.length ? { values: tagged.map(valueLabel) } : {}),
  };
  const channel = input.share ? await channelFor(deps, input) : undefined;
  const t = input.words;
  const where: Pick<Delivery, 'postedIn' | 'postProblem'> = !input.share ? {} : channel ? { postedIn: channel } : { postProblem: t.t('kudos.nowhere') };
  const delivery: Delivery = { private: !input.share, ...where, dmCount: reached.slackIds.length };
  delivery.balance = sentences(balanceLine(t, await chargeSent(deps, at.charge, recognition.total)), overReached(t, at.charge, recognition.total));
  await learnGroupSize(deps, input.workspace, reachOf(prepared.resolved), recognition.to.length, reached.throughGroups);
  const result: GiveResult = { status: 'sent', recognition, story, delivery };
  await saveStep(at, { ...at.progress, dmsTo: reached.slackIds, ...(channel ? {} : { post: where }), result });
  return result;
}
