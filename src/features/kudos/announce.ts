// After the giver is told: the channel post and the recipients' direct messages, each waiting in its channel's lane
// (slack-api/lanes.ts) so a burst is posted at Slack's pace, several kudos of the same moment in one message, while
// nobody waits for it. A kept give stays open in the outbox until its posts are made, saving each one, so a give
// taken over after a crash posts what is left and nothing twice (a post it may have made is looked for first).
import { sentences } from '../../i18n/sentences.js';
import type { WebClient } from '@slack/web-api';
import { z } from 'zod';
import { slackErrorCode, slackErrorText } from '../../slack-api/web-api-error.js';
import { type Durable, LeaseLost } from '../../store/outbox.js';
import type { Lane, PostInSlot } from '../../slack-api/lanes.js';
import type { WorkspaceRef } from '../../store/workspaces.js';
import { sections } from '../../ui/blocks.js';
import type { Translator } from '../../i18n/translator.js';
import { dailyThread } from './daily-thread.js';
import type { GiveProgress } from './give-progress.js';
import type { Charged, GiveDeps } from './give-step.js';
import { fewAtATime } from './few-at-a-time.js';
import { type KudosStory, channelPost, dmLine, postStory, recipientDm, recipientList } from './messages.js';

export type AnnounceDeps = Pick<GiveDeps, 'lanes' | 'log' | 'track' | 'workspaces' | 'givingRules' | 'threadParents' | 'now' | 'languages'>;

/** The metadata a kudos post carries (`gives`: the kept gives it announces, space-separated), so a give resumed after a
 *  crash finds it. */
export const POSTED = 'kudos_given';

/** One message holds at most this many kudos, blocks and characters of text (Slack: 50 blocks; ~13,000 characters
 *  fail with msg_blocks_too_long); more wait for the channel's next turn. */
const PER_POST = { kudos: 20, blocks: 45, chars: 11_000 };

/** A give whose posts are under way: its story, how far it got, and its saves one after another. */
type Underway = {
  work: string | undefined;
  giverId: string;
  /** The giver's words: what went wrong with the posts is told to them. */
  words: Translator;
  story: KudosStory;
  progress: () => GiveProgress;
  save: (change: Partial<GiveProgress>) => Promise<void>;
};

type PostItem = { give: Underway };

function underway(at: Charged, story: KudosStory, durable: Durable | undefined): Underway {
  let saving: Promise<void> = Promise.resolve();
  return {
    work: durable?.work,
    giverId: at.input.giverId,
    words: at.input.words,
    story,
    progress: () => at.progress,
    // One save at a time, each of the whole progress so far: the post and the DMs finish in any order.
    save: (change) => {
      at.progress = { ...at.progress, ...change };
      const progress = at.progress;
      saving = saving.then(() => durable?.save(progress));
      return saving;
    },
  };
}

/** How many of the waiting kudos one message carries, oldest first, within PER_POST. */
function fitting(stories: readonly KudosStory[], body: (story: KudosStory) => string): number {
  let blocks = 1;
  let chars = 0;
  let n = 0;
  for (const story of stories.slice(0, PER_POST.kudos)) {
    const text = body(story);
    blocks += sections(text).length + (n > 0 ? 1 : 0);
    chars += text.length;
    if (n > 0 && (blocks > PER_POST.blocks || chars > PER_POST.chars)) break;
    n += 1;
  }
  return n;
}

/** How many of the waiting kudos (oldest first) one channel post carries, in the channel's words `t`. */
export const onePost = (t: Translator, stories: readonly KudosStory[]) => fitting(stories, (story) => postStory(t, story).body);
/** How many of the kudos waiting for one recipient one DM carries, in the recipient's words `t`. */
export const oneDm = (t: Translator, stories: readonly KudosStory[]) => fitting(stories, (story) => dmLine(t, story));

/** Saves a step unless another instance took the give over (then it is theirs to post: false). */
async function saved(give: Underway, change: Partial<GiveProgress>): Promise<boolean> {
  try {
    await give.save(change);
    return true;
  } catch (error) {
    if (error instanceof LeaseLost) return false;
    throw error;
  }
}

const historySchema = z.object({
  messages: z
    .array(z.object({ metadata: z.object({ event_type: z.string(), event_payload: z.record(z.string(), z.unknown()) }).optional() }).loose())
    .default([]),
});

/** The gives a kudos post names in its metadata: `gives`, space-separated (one post may carry several), or `give`. */
function givesOf(payload: Record<string, unknown>): string[] {
  const { give, gives } = payload;
  return [...(typeof give === 'string' ? [give] : []), ...(typeof gives === 'string' ? gives.split(' ') : [])];
}

/** A read of a channel (or one thread) after a takeover: the gives posted there since `oldest`. Reads are one a minute
 *  (conversations.history's tier), so one read answers every give of the same dead instance that began posting before it. */
type Read = { oldest: number; at: number; gives: Set<string> };
const REREAD_AFTER_MS = 60_000;

/** After a crash in the middle of posting: which of these gives' posts reached the channel (their metadata names
 *  them). When Slack does not answer, none did (rather twice than never). */
function postedBefore(deps: Pick<GiveDeps, 'log'>, slack: WebClient, channel: string) {
  const reads = new Map<string, Read>();
  return async (items: PostItem[]): Promise<Set<string>> => {
    const found = new Set<string>();
    const byThread = new Map<string, PostItem[]>();
    for (const item of items) {
      const threadTs = item.give.progress().posting?.threadTs ?? '';
      byThread.set(threadTs, [...(byThread.get(threadTs) ?? []), item]);
    }
    for (const [threadTs, inThread] of byThread) {
      const since = Math.min(...inThread.map((i) => i.give.progress().posting!.since));
      const known = reads.get(threadTs);
      let read = known && known.oldest <= since && Date.now() - known.at < REREAD_AFTER_MS ? known : undefined;
      if (!read) {
        try {
          const where = { channel, oldest: ((since - 1_000) / 1_000).toFixed(6), limit: 200, include_all_metadata: true };
          const answer = threadTs ? await slack.conversations.replies({ ...where, ts: threadTs }) : await slack.conversations.history(where);
          const gives = historySchema.parse(answer).messages.flatMap((m) => (m.metadata?.event_type === POSTED ? givesOf(m.metadata.event_payload) : []));
          read = { oldest: since, at: Date.now(), gives: new Set(gives) };
          reads.set(threadTs, read);
        } catch (error) {
          deps.log.warn(`could not read ${channel} to see whether ${inThread.length} kudos were posted (${slackErrorText(error)}); posting them`);
          continue;
        }
      }
      for (const item of inThread) if (item.give.work && read.gives.has(item.give.work)) found.add(item.give.work);
    }
    return found;
  };
}

/** Why a post failed, in the giver's words `t`. */
const postProblem = (t: Translator, error: unknown, channel: string) => {
  const code = slackErrorCode(error);
  return code === 'not_in_channel' || code === 'channel_not_found'
    ? t.t('kudos.postNotInChannel', { channel })
    : code
      ? t.t('kudos.postFailed', { channel, code })
      : t.t('kudos.postFailedUnknown', { channel });
};

/** Posts the waiting kudos of one channel in one message: the day's thread when replies are on, every give saved as
 *  posting first and as posted (or why not) after. */
async function postTogether(
  deps: AnnounceDeps,
  slack: WebClient,
  at: { channel: string; workspace: WorkspaceRef; words: Translator },
  items: PostItem[],
  post: PostInSlot,
  lookedFor: (items: PostItem[]) => Promise<Set<string>>,
) {
  const { channel } = at;
  const resumed = items.filter((i) => i.give.progress().posting);
  const found = resumed.length ? await lookedFor(resumed) : new Set<string>();
  for (const item of resumed.filter((i) => i.give.work && found.has(i.give.work))) await saved(item.give, { post: { postedIn: channel } });
  const due = items.filter((i) => !(i.give.work && found.has(i.give.work)));
  if (due.length === 0) return;
  const threadTs = await dailyThread(deps, slack, at.workspace, channel, at.words);
  const posting = { channel, since: Date.now(), ...(threadTs ? { threadTs } : {}) };
  const ready = (await Promise.all(due.map(async (i) => ((await saved(i.give, { posting })) ? [i] : [])))).flat();
  if (ready.length === 0) return;
  const gives = ready.flatMap((i) => (i.give.work ? [i.give.work] : []));
  try {
    const metadata = gives.length ? { metadata: { event_type: POSTED, event_payload: { gives: gives.join(' ') } } } : {};
    const message = { channel, ...channelPost(at.words, ...ready.map((i) => i.give.story)), unfurl_links: false, ...metadata };
    await (threadTs ? post({ ...message, thread_ts: threadTs }) : post(message));
    await Promise.all(ready.map((i) => saved(i.give, { post: { postedIn: channel } })));
  } catch (error) {
    deps.log.warn(`posting ${ready.length} kudos in ${channel} failed: ${slackErrorText(error)}`);
    await Promise.all(ready.map((i) => saved(i.give, { post: { postProblem: postProblem(i.give.words, error, channel) } })));
  }
}

/** The words of one give's posts: the workspace's default in the channel, each recipient's own in their DM. */
type PostWords = { post: Translator; dm: Map<string, Translator> };

/** The lanes of one give: its channel's, and each recipient's DM. A lane's items come from many gives: the first
 *  give's lane description (token, send, words) serves them all, as every give of a workspace posts with the same
 *  token, in the same channel (the workspace's words) or to the same person (theirs). */
function lanesOf(deps: AnnounceDeps, slack: WebClient, at: Charged, words: PostWords) {
  const token = slack.token ?? '';
  const post = (channel: string): Lane<PostItem> => {
    const lookedFor = postedBefore(deps, slack, channel);
    return {
      kind: 'kudos-post',
      token,
      channel,
      take: (waiting) =>
        onePost(
          words.post,
          waiting.map((i) => i.give.story),
        ),
      send: (items, inSlot) => postTogether(deps, slack, { channel, workspace: at.input.workspace, words: words.post }, items, inSlot, lookedFor),
    };
  };
  const dm = (to: string): Lane<PostItem> => {
    const t = words.dm.get(to) ?? words.post;
    return {
      kind: 'kudos-dm',
      token,
      channel: to,
      take: (waiting) =>
        oneDm(
          t,
          waiting.map((i) => i.give.story),
        ),
      send: async (items, inSlot) => {
        try {
          await inSlot({ channel: to, ...recipientDm(t, ...items.map((i) => i.give.story)) });
          await Promise.all(items.map((i) => saved(i.give, { dmsDone: [...(i.give.progress().dmsDone ?? []), to] })));
        } catch (error) {
          deps.log.warn(`DM to ${to} about ${items.length} kudos failed: ${slackErrorText(error)}`);
          await Promise.all(
            items.map((i) => saved(i.give, { dmsDone: [...(i.give.progress().dmsDone ?? []), to], dmsFailed: [...(i.give.progress().dmsFailed ?? []), to] })),
          );
        }
      },
    };
  };
  return { post, dm };
}

/** What went wrong after the giver was told, in one DM to them (the kudos itself was given). */
async function tellProblems(deps: AnnounceDeps, slack: WebClient, give: Underway): Promise<void> {
  const { post, dmsFailed = [] } = give.progress();
  const t = give.words;
  const problems = [
    ...(post?.postProblem ? [post.postProblem] : []),
    ...(dmsFailed.length
      ? [
          t.t('kudos.dmsFailed', {
            who: recipientList(
              t,
              dmsFailed.map((id) => `<@${id}>`),
            ),
          }),
        ]
      : []),
  ];
  if (problems.length === 0) return;
  const text = `:warning: ${sentences(t.t('kudos.givenButProblems', { who: recipientList(t, give.story.recipients) }), ...problems)}`;
  await slack.chat
    .postMessage({ channel: give.giverId, text })
    .catch((e: unknown) => deps.log.warn(`telling ${give.giverId} about their kudos' posts failed: ${slackErrorText(e)}`));
}

/** The words each post of a give is in: the channel's (the workspace's default) and each recipient's DM (their own;
 *  languages.ts falls back, never fails). */
async function wordsOf(deps: AnnounceDeps, slack: WebClient, at: Charged, dmsDue: string[]): Promise<PostWords> {
  const w = at.input.workspace;
  const post = await deps.languages.workspace(w);
  const dm = await fewAtATime(dmsDue, 4, async (to) => [to, await deps.languages.person(slack, w, to)] as const);
  return { post, dm: new Map(dm) };
}

/** Starts what is left of a sent give's posts (the channel post, the recipients' DMs) once their words are known, and
 *  returns without waiting for them; a kept give stays open until they are done. `postIn`: the channel the post goes
 *  to, when it is shared. */
export async function announce(deps: AnnounceDeps, slack: WebClient, at: Charged, story: KudosStory, postIn: string | undefined): Promise<void> {
  const progress = at.progress;
  const postDue = postIn !== undefined && !progress.post;
  const dmsDue = (progress.dmsTo ?? []).filter((id) => !progress.dmsDone?.includes(id));
  if (!postDue && dmsDue.length === 0) return;
  const words = await wordsOf(deps, slack, at, dmsDue);
  const durable = at.input.durable?.keepOpen();
  const give = underway(at, story, durable);
  const lanes = lanesOf(deps, slack, at, words);
  const item: PostItem = { give };
  const posts = [...(postDue ? [deps.lanes.add(lanes.post(postIn), item)] : []), ...dmsDue.map((to) => deps.lanes.add(lanes.dm(to), item))];
  const finish = async () => {
    await Promise.allSettled(posts);
    await tellProblems(deps, slack, give);
    await durable?.finish();
  };
  void deps.track(finish()).catch((e: unknown) => deps.log.error(`${durable?.id ?? 'a kudos'}: finishing its posts failed:`, e));
}
