// Giving kudos, at most once: resolve who was named, check them against the directory, claim the dedupe keys,
// send one recognition, then announce it (channel post, DMs). Free of Bolt: takes a WebClient and plain data.
import { slackErrorCode, slackErrorText } from '../../slack/web-api-error.js';
import type { Logger } from '@slack/logger';
import type { WebClient } from '@slack/web-api';
import { RecipientNotFoundError, type Recognition, outcomeOfFailure } from '../../engagement/index.js';
import type { Directory } from '../../directory/directory.js';
import type { Dedupe } from '../../store/dedupe.js';
import type { ValuesStore } from '../../store/values.js';
import type { WorkspaceRef, WorkspaceStore } from '../../store/workspaces.js';
import type { FeedCache } from '../../engagement/feed/index.js';
import type { Connection, Connections } from '../../engagement/connections.js';
import { explainFailure } from '../../ui/explain.js';
import type { AllowanceDeps } from '../giving/allowance.js';
import { type Charge, chargeFailed, chargeKudos, chargeSent, learnGroupSize, overReached } from '../giving/charge.js';
import { balanceLine } from '../giving/messages.js';
import { valueLabel, valuesIn } from '../values/tags.js';
import type { RecipientToken } from './grammar.js';
import { type Delivery, type KudosStory, channelPost, recipientDm } from './messages.js';
import { GROUP_ONE_BY_ONE_MAX } from './limits.js';
import { fewAtATime } from './few-at-a-time.js';
import { type RecipientDeps, RecipientProblem, type ResolvedRecipients, resolveRecipients } from './recipients.js';

export type KudosDeps = RecipientDeps & { connections: Connections; dedupe: Dedupe; workspaces: WorkspaceStore; directory: Directory; log: Logger; values: ValuesStore; feed: FeedCache };

export type GiveInput = {
  workspace: WorkspaceRef;
  giverId: string;
  recipients: RecipientToken[];
  amount: number;
  /** The reason as Slack shows it (mrkdwn, escaped), quoted in the messages. */
  reason: string;
  /** The same reason as a person reads it, which the service records: each entry point has it, nothing reads mrkdwn back. */
  plainReason: string;
  share: boolean;
  /** Where it was given: posted there unless private or a feed channel is set. */
  channelId?: string;
  /** The channel chosen in the give modal's picker: posted there, whatever the feed channel. */
  postIn?: string;
  /** Every delivery of the same action carries the same keys: the first claim sends, the rest are duplicates. */
  dedupeKeys: { key: string; ttlMs: number }[];
};

export type Prepared = { connection: Connection; resolved: ResolvedRecipients };

export type GiveResult =
  | { status: 'sent'; recognition: Recognition; story: KudosStory; delivery: Delivery }
  | { status: 'duplicate'; message: string }
  | { status: 'failed'; message: string; field?: 'recipients' };

/** Failures after which nothing was recorded, so the same action may simply be tried again. */
export async function prepareGive(deps: KudosDeps, slack: WebClient, input: GiveInput): Promise<Prepared> {
  const connection = await deps.connections.forWorkspace(input.workspace);
  const resolved = await resolveRecipients(deps, slack, connection.client, connection.scope, input.workspace, input.giverId, input.recipients);
  return { connection, resolved };
}

export function describeProblem(error: unknown): { message: string; field?: 'recipients' } {
  if (error instanceof RecipientProblem) return { message: error.message, field: 'recipients' };
  return { message: explainFailure(error) };
}

export async function sendPrepared(deps: KudosDeps & AllowanceDeps, slack: WebClient, input: GiveInput, prepared: Prepared): Promise<GiveResult> {
  if (!(await deps.dedupe.claimAll(input.dedupeKeys))) {
    return { status: 'duplicate', message: 'These kudos were already sent — I never send the same kudos twice.' };
  }
  const reach = { people: prepared.resolved.individuals.length, groups: prepared.resolved.serviceTokens.filter((t) => !t.includes('@')) };
  const charged = await chargeKudos(deps, slack, input.workspace, input.giverId, input.amount, reach);
  if (!charged.ok) {
    await Promise.all(input.dedupeKeys.map(({ key }) => deps.dedupe.release(key)));
    return { status: 'failed', message: charged.message };
  }
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
    if (outcome === 'surely-not') await Promise.all(input.dedupeKeys.map(({ key }) => deps.dedupe.release(key)));
    const allowance = await chargeFailed(deps, charged.charge, outcome);
    deps.log.warn(`kudos from ${input.giverId} failed: ${(error as Error).name}: ${(error as Error).message}`);
    return { status: 'failed', message: `${explainFailure(error)}${allowance}`, ...(error instanceof RecipientNotFoundError ? { field: 'recipients' as const } : {}) };
  }
  if (recognition.to.length === 0) return nobodyReached(deps, input, charged.charge);
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
  const delivery = await announce(deps, slack, input, story, reached.slackIds);
  delivery.balance = `${balanceLine(await chargeSent(deps, charged.charge, recognition.total))}${overReached(charged.charge, recognition.total)}`;
  await learnGroupSize(deps, input.workspace, reach, recognition.to.length);
  return { status: 'sent', recognition, story, delivery };
}

/** Group tokens as typed: `team:t999`, `cohort:c-1`, `everyone`. */
const groupWords = (tokens: RecipientToken[]) =>
  tokens.flatMap((t) => (t.kind === 'team' || t.kind === 'cohort' ? [`\`${t.kind}:${t.id}\``] : t.kind === 'everyone' ? ['`everyone`'] : []));

/**
 * The service skips an unknown team or cohort silently (spec, Recognition rule 2) and the API lists neither, so only its
 * answer tells: a recognition that reached nobody gave no coins. It is refused like a typo — nothing posted, nobody
 * messaged, the keys released so the corrected kudos can go — with the token that matched nobody named.
 */
async function nobodyReached(deps: KudosDeps & AllowanceDeps, input: GiveInput, charge: Charge): Promise<GiveResult> {
  await Promise.all(input.dedupeKeys.map(({ key }) => deps.dedupe.release(key)));
  const allowance = await chargeFailed(deps, charge, 'surely-not');
  const words = groupWords(input.recipients);
  const named = words.length ? words.join(', ') : 'the recipients you named';
  deps.log.info(`kudos from ${input.giverId} reached nobody (${named}); refused`);
  return {
    status: 'failed',
    field: 'recipients',
    message: `${named} ${words.length > 1 ? 'match' : 'matches'} nobody in the company directory, so no coins were given and nothing was posted. Check the ID (for example \`team:t100\` or \`cohort:c-2026\`), or mention people with @.${allowance}`,
  };
}

export async function giveKudos(deps: KudosDeps & AllowanceDeps, slack: WebClient, input: GiveInput): Promise<GiveResult> {
  let prepared: Prepared;
  try {
    prepared = await prepareGive(deps, slack, input);
  } catch (error) {
    return { status: 'failed', ...describeProblem(error) };
  }
  return sendPrepared(deps, slack, input, prepared);
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
  return { names, slackIds: [...new Set(ids.values())] };
}

async function announce(deps: KudosDeps, slack: WebClient, input: GiveInput, story: KudosStory, recipientIds: string[]): Promise<Delivery> {
  const delivery: Delivery = { private: !input.share, dmCount: 0, dmProblems: 0 };
  if (input.share) {
    const feed = (await deps.workspaces.get(input.workspace)).feedChannel;
    const channel = input.postIn ?? feed ?? (input.channelId && !input.channelId.startsWith('D') ? input.channelId : undefined);
    if (!channel) {
      delivery.postProblem = 'Not posted: there is no channel here and no feed channel is set (an admin can pick one in `/kudos setup`).';
    } else {
      try {
        await slack.chat.postMessage({ channel, ...channelPost(story), unfurl_links: false });
        delivery.postedIn = channel;
      } catch (error) {
        const code = slackErrorCode(error);
        deps.log.warn(`posting kudos in ${channel} failed: ${code ?? (error as Error).message}`);
        delivery.postProblem =
          code === 'not_in_channel' || code === 'channel_not_found'
            ? `I couldn’t post in <#${channel}>: invite me there with \`/invite @Kudos\`.`
            : `I couldn’t post in <#${channel}> (${code ?? 'Slack error'}).`;
      }
    }
  }
  await fewAtATime(recipientIds, 3, async (id) => {
    try {
      await slack.chat.postMessage({ channel: id, ...recipientDm(story) });
      delivery.dmCount += 1;
    } catch (error) {
      delivery.dmProblems += 1;
      deps.log.warn(`DM to ${id} failed: ${slackErrorText(error)}`);
    }
  });
  return delivery;
}
