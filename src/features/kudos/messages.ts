// The kudos messages people see: the channel post (in the workspace's words), the recipient's DM (theirs), the giver's
// confirmation (the giver's). Pure Block Kit.
import { sentences } from '../../i18n/sentences.js';
import type { Said } from '../../i18n/said.js';
import type { Translator } from '../../i18n/translator.js';
import { type Blocks, context, divider, safeCut, section, sections } from '../../ui/blocks.js';
import { quietMentions } from '../../ui/text.js';

/** Someone who received, as mrkdwn (`<@U1>`, `@engineering`), or a group worded in the reader's language ("everyone"). */
export type RecipientName = string | Said;

/** A name as `t`'s reader reads it. */
export const nameIn = (t: Translator, name: RecipientName) => (typeof name === 'string' ? name : t.said(name));

export type KudosStory = {
  giverId: string;
  /** Mentions or names of who received, already mrkdwn — or, for large groups, the groups ("everyone", "@everybody"). */
  recipients: RecipientName[];
  /** How many people received. */
  people: number;
  /** A group was named: its head count is always given ("@engineering (7 people)"). */
  groupNamed?: boolean;
  amount: number;
  total: number;
  /** As typed in Slack (escaped), so mentions render. */
  reason: string;
  /** The company values the reason names, as `:emoji: Name`. */
  values?: string[];
};

const MAX_NAMED = 10;

export function recipientList(t: Translator, names: RecipientName[]): string {
  if (names.length === 0) return t.t('kudos.nobody');
  const shown = names.slice(0, MAX_NAMED).map((name) => nameIn(t, name));
  const more = names.length - shown.length;
  return t.list(more > 0 ? [...shown, t.t('kudos.moreRecipients', { count: more })] : shown);
}

/** The recipients as named, with the head count when groups stand for more people than are listed; a name that ends in
 *  brackets already ("R&D (team t100)") takes the count inside them, or after a comma when others are named too. */
function whoReceived(t: Translator, story: KudosStory): string {
  const names = recipientList(t, story.recipients);
  if (story.people <= story.recipients.length && !story.groupNamed) return names;
  const people = t.t('common.people', { count: story.people });
  if (!names.endsWith(')')) return t.t('kudos.recipientsCounted', { names, people });
  return story.recipients.length === 1
    ? t.t('kudos.recipientsCountedInside', { names: names.slice(0, -1), people })
    : t.t('kudos.recipientsInAll', { names, people });
}

/** A quoted line fits a section whole; a longer one goes on over several quoted lines (cut outside any entity). */
const QUOTED_LINE = 2_900;
function quotedLines(line: string): string[] {
  const pieces: string[] = [];
  let rest = line;
  while (rest.length > QUOTED_LINE) {
    const cut = safeCut(rest, QUOTED_LINE);
    pieces.push(rest.slice(0, cut));
    rest = rest.slice(cut);
  }
  return [...pieces, rest].map((piece) => `> ${piece}`);
}

/** The reason as a quote, whole: an escaped reason of 1,000 `&` is 5,000 characters, more than one section holds. */
const quote = (reason: string) => quietMentions(reason).split('\n').flatMap(quotedLines).join('\n');

/** The values line under the quote: `:muscle: Ownership · :bulb: Curiosity`. */
const valuesLine = (story: KudosStory) => (story.values?.length ? `\n${story.values.join(' · ')}` : '');

/** One kudos as the channel reads it: who gave whom how much, the reason quoted, its values. */
export function postStory(t: Translator, story: KudosStory): { text: string; body: string } {
  const values = {
    giverId: story.giverId,
    who: whoReceived(t, story),
    coins: t.t('common.coins', { count: story.amount }),
    total: t.t('common.coins', { count: story.total }),
  };
  const each = story.people > 1;
  return {
    text: t.t(each ? 'kudos.postTextEach' : 'kudos.postText', { ...values, reason: quietMentions(story.reason) }),
    body: `${t.t(each ? 'kudos.postBodyEach' : 'kudos.postBody', values)}\n${quote(story.reason)}${valuesLine(story)}`,
  };
}

/** The kudos of one moment in a channel, in one message: one kudos alone as ever, several one under another. Each
 *  keeps its own line, quote and values; the fallback text (notifications, "Kudos for this message") has them all. */
export function channelPost(t: Translator, ...stories: KudosStory[]): { text: string; blocks: Blocks } {
  const told = stories.map((story) => postStory(t, story));
  const bodies = told.flatMap((one, i) => [...(i > 0 ? [divider()] : []), ...sections(one.body)]);
  return { text: told.map((one) => one.text).join('\n'), blocks: [...bodies, context(t.t('kudos.postFooter'))] };
}

/** One kudos as its recipient reads it in their DM. */
export const dmLine = (t: Translator, story: KudosStory) =>
  `${t.t('kudos.dmLine', { giverId: story.giverId, coins: t.t('common.coins', { count: story.amount }) })}\n${quote(story.reason)}${valuesLine(story)}`;

/** A recipient's direct message: one kudos, or the several that reached them in the same moment. */
export function recipientDm(t: Translator, ...stories: KudosStory[]): { text: string; blocks: Blocks } {
  const text =
    stories.length === 1
      ? t.t('kudos.dmText', { giverId: stories[0]!.giverId, coins: t.t('common.coins', { count: stories[0]!.amount }) })
      : t.t('kudos.dmTextSeveral', { count: stories.length });
  const bodies = stories.flatMap((story, i) => [...(i > 0 ? [divider()] : []), ...sections(dmLine(t, story))]);
  return { text, blocks: [...bodies, context(t.t('kudos.dmFooter'))] };
}

/** What happens next, told to the giver at once: `postedIn` the channel the post goes to (at the channel's pace),
 *  `dmCount` the recipients told by DM, `balance` the giver's allowance after this kudos ("You have 40 of 100 coins
 *  left this month (resets 1 Dec)."). */
export type Delivery = { postedIn?: string; postProblem?: string; private: boolean; dmCount: number; balance?: string };

/** Whether a kept give's answer is late: it was taken over after its first instance stopped. */
export const isLate = (durable: { attempts: number } | undefined) => (durable?.attempts ?? 1) > 1;

/** Opens an answer that comes late: the give was finished after Kudos restarted (its first instance stopped mid-way). */
const lateFirst = (t: Translator, late: boolean, answer: { text: string; blocks: Blocks }) =>
  late ? { text: t.t('kudos.lateText', { text: answer.text }), blocks: [context(t.t('kudos.late')), ...answer.blocks] } : answer;

/** The giver's answer, in the giver's words (`delivery`'s sentences were worded in them when it was decided). */
export function confirmation(t: Translator, story: KudosStory, delivery: Delivery, late = false): { text: string; blocks: Blocks } {
  const who = whoReceived(t, story);
  const coins = t.t('common.coins', { count: story.amount });
  const where = delivery.private
    ? t.t('kudos.keptPrivate')
    : delivery.postedIn
      ? t.t('kudos.postingIn', { channel: delivery.postedIn })
      : (delivery.postProblem ?? t.t('kudos.notPosted'));
  const dms = delivery.dmCount > 0 && t.t('kudos.dmsSent', { count: delivery.dmCount });
  const sent =
    story.people > 1
      ? t.t('kudos.confirmSentEach', { coins, who, total: t.t('common.coins', { count: story.total }) })
      : t.t('kudos.confirmSent', { coins, who });
  return lateFirst(t, late, {
    text: t.t('kudos.confirmText', { coins, who }),
    blocks: [section(sent), context(sentences(where, dms)), ...(delivery.balance ? [context(delivery.balance)] : [])],
  });
}

export function failureMessage(t: Translator, message: string, late = false): { text: string; blocks: Blocks } {
  return lateFirst(t, late, { text: message, blocks: [section(`:warning: ${message}`)] });
}
