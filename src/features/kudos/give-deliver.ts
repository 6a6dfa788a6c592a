// After the service recorded a kudos: who received it (named, for the messages), the channel post and the recipients'
// DMs, each saved once made so a resumed give never posts twice, then the allowance settled and the outcome saved.
import type { WebClient } from '@slack/web-api';
import { z } from 'zod';
import type { Recognition } from '../../engagement/index.js';
import { slackErrorCode, slackErrorText } from '../../slack/web-api-error.js';
import type { WorkspaceRef } from '../../store/workspaces.js';
import { chargeSent, failedChargeNote, learnGroupSize, overReached } from '../giving/charge.js';
import { balanceLine } from '../giving/messages.js';
import { valueLabel, valuesIn } from '../values/tags.js';
import type { RecipientToken } from './grammar.js';
import { type Delivery, type KudosStory, channelPost, recipientDm } from './messages.js';
import { GROUP_ONE_BY_ONE_MAX } from './limits.js';
import { fewAtATime } from './few-at-a-time.js';
import { dailyThread } from './daily-thread.js';
import type { ResolvedRecipients } from './recipients.js';
import { type Charged, type GiveDeps, type GiveInput, type GiveResult, type KudosDeps, failed, reachOf, saveStep } from './give-step.js';

/** Group tokens as typed: `team:t999`, `cohort:c-1`, `everyone`. */
const groupWords = (tokens: RecipientToken[]) =>
  tokens.flatMap((t) => (t.kind === 'team' || t.kind === 'cohort' ? [`\`${t.kind}:${t.id}\``] : t.kind === 'everyone' ? ['`everyone`'] : []));

/**
 * The service skips an unknown team or cohort silently (spec, Recognition rule 2) and the API lists neither, so only its
 * answer tells: a recognition that reached nobody gave no coins. It is refused like a typo — nothing posted, nobody
 * messaged, the keys released so the corrected kudos can go — with the token that matched nobody named.
 */
async function nobodyReached(deps: GiveDeps, at: Charged): Promise<GiveResult> {
  const words = groupWords(at.input.recipients);
  const named = words.length ? words.join(', ') : 'the recipients you named';
  deps.log.info(`kudos from ${at.input.giverId} reached nobody (${named}); refused`);
  const message = `${named} ${words.length > 1 ? 'match' : 'matches'} nobody in the company directory, so no coins were given and nothing was posted. Check the ID (for example \`team:t100\` or \`cohort:c-2026\`), or mention people with @.${failedChargeNote(at.charge, 'surely-not')}`;
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

/** The metadata a kept give's post carries, so a give resumed after a crash finds the post it made. */
const POSTED = 'kudos_given';

async function postIn(deps: KudosDeps, slack: WebClient, posting: Posting, story: KudosStory, give: string | undefined): Promise<Pick<Delivery, 'postedIn' | 'postProblem'>> {
  const { channel, threadTs } = posting;
  try {
    const metadata = give ? { metadata: { event_type: POSTED, event_payload: { give } } } : {};
    await slack.chat.postMessage({ channel, ...channelPost(story), unfurl_links: false, ...metadata, ...(threadTs ? { thread_ts: threadTs } : {}) });
    return { postedIn: channel };
  } catch (error) {
    const code = slackErrorCode(error);
    deps.log.warn(`posting kudos in ${channel} failed: ${code ?? (error as Error).message}`);
    return {
      postProblem:
        code === 'not_in_channel' || code === 'channel_not_found'
          ? `I couldn’t post in <#${channel}>: invite me there with \`/invite @Kudos\`.`
          : `I couldn’t post in <#${channel}> (${code ?? 'Slack error'}).`,
    };
  }
}

const historySchema = z.object({ messages: z.array(z.object({ metadata: z.object({ event_type: z.string(), event_payload: z.record(z.string(), z.unknown()) }).optional() }).loose()).default([]) });

type Posting = { channel: string; since: number; threadTs?: string | undefined };

/** After a crash in the middle of posting: whether the post reached the channel (its metadata names this give). One
 *  read of the channel (a reply: of its thread) since the post began; when Slack does not answer it, the kudos is posted
 *  (rather twice than never). */
async function postedBefore(deps: KudosDeps, slack: WebClient, posting: Posting, give: string): Promise<boolean> {
  try {
    const oldest = ((posting.since - 1_000) / 1_000).toFixed(6);
    const where = { channel: posting.channel, oldest, limit: 100, include_all_metadata: true };
    const answer = posting.threadTs ? await slack.conversations.replies({ ...where, ts: posting.threadTs }) : await slack.conversations.history(where);
    const read = historySchema.parse(answer);
    return read.messages.some((m) => m.metadata?.event_type === POSTED && m.metadata.event_payload.give === give);
  } catch (error) {
    deps.log.warn(`${give}: could not read ${posting.channel} to see whether the kudos was posted (${slackErrorText(error)}); posting it`);
    return false;
  }
}

/** The channel post, once: the channel (and the day's thread, when replies are on) saved before posting, the outcome
 *  after; resumed in between, the channel or thread is read. */
async function postOnce(deps: GiveDeps, slack: WebClient, at: Charged, story: KudosStory): Promise<Pick<Delivery, 'postedIn' | 'postProblem'>> {
  const give = at.input.durable?.work;
  const { posting } = at.progress;
  if (posting && give && (await postedBefore(deps, slack, posting, give))) return { postedIn: posting.channel };
  if (posting) return postIn(deps, slack, posting, story, give);
  const channel = await channelFor(deps, at.input);
  if (!channel) return { postProblem: 'Not posted: there is no channel here and no feed channel is set (an admin can pick one in `/kudos setup`).' };
  const threadTs = await dailyThread(deps, slack, at.input.workspace, channel);
  const next: Posting = { channel, since: Date.now(), ...(threadTs ? { threadTs } : {}) };
  await saveStep(at, { ...at.progress, posting: next });
  return postIn(deps, slack, next, story, give);
}

async function directMessages(deps: KudosDeps, slack: WebClient, story: KudosStory, recipientIds: string[]): Promise<{ dmCount: number; dmProblems: number }> {
  const sent = { dmCount: 0, dmProblems: 0 };
  await fewAtATime(recipientIds, 3, async (id) => {
    try {
      await slack.chat.postMessage({ channel: id, ...recipientDm(story) });
      sent.dmCount += 1;
    } catch (error) {
      sent.dmProblems += 1;
      deps.log.warn(`DM to ${id} failed: ${slackErrorText(error)}`);
    }
  });
  return sent;
}

/** The post and the DMs, each skipped when a resumed give made it already. */
async function announce(deps: GiveDeps, slack: WebClient, at: Charged, story: KudosStory, recipientIds: string[]): Promise<Delivery> {
  const post = at.progress.post ?? (at.input.share ? await postOnce(deps, slack, at, story) : {});
  if (!at.progress.post) await saveStep(at, { ...at.progress, post });
  const dms = at.progress.dms ?? (await directMessages(deps, slack, story, recipientIds));
  if (!at.progress.dms) await saveStep(at, { ...at.progress, dms });
  return { private: !at.input.share, ...post, ...dms };
}

/** Announces a recorded kudos, settles the allowance with what it cost, and saves the outcome. */
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
  const delivery = await announce(deps, slack, at, story, reached.slackIds);
  delivery.balance = `${balanceLine(await chargeSent(deps, at.charge, recognition.total))}${overReached(at.charge, recognition.total)}`;
  await learnGroupSize(deps, input.workspace, reachOf(prepared.resolved), recognition.to.length, reached.throughGroups);
  const result: GiveResult = { status: 'sent', recognition, story, delivery };
  await saveStep(at, { ...at.progress, result });
  return result;
}
