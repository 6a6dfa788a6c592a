// The kudos messages people see: the channel post, the recipient's DM, the giver's confirmation. Pure Block Kit.
import { type Blocks, coins, context, divider, people, safeCut, section, sections } from '../../ui/blocks.js';
import { quietMentions } from '../../ui/text.js';

export type KudosStory = {
  giverId: string;
  /** Mentions or names of who received, already mrkdwn — or, for large groups, the groups ("everyone", "@everybody"). */
  recipients: string[];
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

export function recipientList(names: string[]): string {
  if (names.length === 0) return 'nobody';
  const shown = names.slice(0, MAX_NAMED);
  const more = names.length - shown.length;
  const list = more > 0 ? [...shown, `${more} more`] : shown;
  return list.length === 1 ? list[0]! : `${list.slice(0, -1).join(', ')} and ${list[list.length - 1]}`;
}

/** The recipients as named, with the head count when groups stand for more people than are listed; a name that ends in
 *  brackets already ("R&D (team t100)") takes the count inside them, or after a comma when others are named too. */
function whoReceived(story: KudosStory): string {
  const list = recipientList(story.recipients);
  if (story.people <= story.recipients.length && !story.groupNamed) return list;
  const count = people(story.people);
  if (!list.endsWith(')')) return `${list} (${count})`;
  return story.recipients.length === 1 ? `${list.slice(0, -1)}, ${count})` : `${list}, ${count} in all`;
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
export function postStory(story: KudosStory): { text: string; body: string } {
  const each = story.people > 1 ? ` each (${coins(story.total)} in all)` : '';
  return {
    text: `<@${story.giverId}> gave ${whoReceived(story)} ${coins(story.amount)}${each}: ${quietMentions(story.reason)}`,
    body: `:tada: <@${story.giverId}> gave ${whoReceived(story)} *${coins(story.amount)}*${each}\n${quote(story.reason)}${valuesLine(story)}`,
  };
}

const POST_FOOTER = 'Give kudos with `/kudos @someone 10 for …`';

/** The kudos of one moment in a channel, in one message: one kudos alone as ever, several one under another. Each
 *  keeps its own line, quote and values; the fallback text (notifications, "Kudos for this message") has them all. */
export function channelPost(...stories: KudosStory[]): { text: string; blocks: Blocks } {
  const told = stories.map(postStory);
  const bodies = told.flatMap((t, i) => [...(i > 0 ? [divider()] : []), ...sections(t.body)]);
  return { text: told.map((t) => t.text).join('\n'), blocks: [...bodies, context(POST_FOOTER)] };
}

/** One kudos as its recipient reads it in their DM. */
export const dmLine = (story: KudosStory) => `:gift: <@${story.giverId}> sent you *${coins(story.amount)}*\n${quote(story.reason)}${valuesLine(story)}`;

/** A recipient's direct message: one kudos, or the several that reached them in the same moment. */
export function recipientDm(...stories: KudosStory[]): { text: string; blocks: Blocks } {
  const text = stories.length === 1 ? `<@${stories[0]!.giverId}> sent you ${coins(stories[0]!.amount)}` : `You received ${stories.length} kudos`;
  const bodies = stories.flatMap((story, i) => [...(i > 0 ? [divider()] : []), ...sections(dmLine(story))]);
  return { text, blocks: [...bodies, context('See everything you received with `/kudos received`.')] };
}

/** What happens next, told to the giver at once: `postedIn` the channel the post goes to (at the channel's pace),
 *  `dmCount` the recipients told by DM, `balance` the giver's allowance after this kudos ("You have 40 of 100 coins
 *  left this month (resets 1 Dec)."). */
export type Delivery = { postedIn?: string; postProblem?: string; private: boolean; dmCount: number; balance?: string };

/** Opens an answer that comes late: the give was finished after Kudos restarted (its first instance stopped mid-way). */
const LATE = ':hourglass_flowing_sand: Sorry for the delay — Kudos restarted while sending this, and finished it now.';

/** Whether a kept give's answer is late: it was taken over after its first instance stopped. */
export const isLate = (durable: { attempts: number } | undefined) => (durable?.attempts ?? 1) > 1;

const lateFirst = (late: boolean, answer: { text: string; blocks: Blocks }) =>
  late ? { text: `Sorry for the delay. ${answer.text}`, blocks: [context(LATE), ...answer.blocks] } : answer;

export function confirmation(story: KudosStory, delivery: Delivery, late = false): { text: string; blocks: Blocks } {
  const each = story.people > 1 ? ` each, ${coins(story.total)} in all` : '';
  const where = delivery.private
    ? 'Kept private: not posted in any channel.'
    : delivery.postedIn
      ? `Posting in <#${delivery.postedIn}>.`
      : (delivery.postProblem ?? 'Not posted in a channel.');
  const dms = delivery.dmCount > 0 ? ` ${delivery.dmCount === 1 ? 'The recipient gets' : `${delivery.dmCount} recipients get`} a direct message.` : '';
  return lateFirst(late, {
    text: `Sent ${coins(story.amount)} to ${whoReceived(story)}`,
    blocks: [
      section(`:white_check_mark: You sent *${coins(story.amount)}* to ${whoReceived(story)}${each}.`),
      context(`${where}${dms}`),
      ...(delivery.balance ? [context(delivery.balance)] : []),
    ],
  });
}

export function failureMessage(message: string, late = false): { text: string; blocks: Blocks } {
  return lateFirst(late, { text: message, blocks: [section(`:warning: ${message}`)] });
}
