// The weekly digest as a channel message (and its preview for an admin): pure Block Kit from the digest's content.
import type { Message } from '../../ui/message.js';
import { coins, context, divider, escapeText, figure, header, people, section, truncate } from '../../ui/blocks.js';
import { quietMentions } from '../../ui/text.js';
import { valueLabel } from '../values/tags.js';
import type { FeedKudos } from '../../engagement/feed/index.js';
import type { DigestContent } from './content.js';

const MEDALS = [':first_place_medal:', ':second_place_medal:', ':third_place_medal:'];
const REASON_SHOWN = 280;

const kudosWord = (n: number) => `${figure(n)} kudos`;

function highlight(k: FeedKudos): string {
  const to = k.receivers.map((r) => `*${escapeText(r.name)}*`);
  const names = to.length > 3 ? `${to.slice(0, 3).join(', ')} and ${figure(to.length - 3)} more` : to.join(to.length === 2 ? ' and ' : ', ');
  const reason = quietMentions(escapeText(truncate(k.reason.replace(/\s+/g, ' ').trim(), REASON_SHOWN)));
  return `*${escapeText(k.giver?.name ?? 'Someone')}* → ${names} · ${coins(k.amount)}\n> ${reason}`;
}

function nudgeLine(content: DigestContent): string | undefined {
  const n = content.nudge;
  if (!n || n.people === 0) return undefined;
  return `:hourglass_flowing_sand: *${people(n.people)}* still ${n.people === 1 ? 'has' : 'have'} coins to give (${coins(n.coins)} in all) before they reset on ${n.resets}. Who helped you this week? \`/kudos @someone 10 for …\``;
}

/** The message posted to the channel for the week named by `label` ("23–30 Nov"). */
export function digestMessage(content: DigestContent, label: string): Message {
  const title = `Kudos this week · ${label}`;
  if (content.kudos === 0) {
    const nudge = nudgeLine(content);
    return {
      text: `${title}: no kudos shared this week`,
      blocks: [
        header(`:sparkles: ${title}`),
        section('No kudos were shared this week. Who made your week easier? Tell them with `/kudos @someone 10 for …`'),
        ...(nudge ? [context(nudge)] : []),
      ],
    };
  }
  const summary = `*${kudosWord(content.kudos)}* and *${coins(content.coins)}* given by ${people(content.givers)}.`;
  const receivers = content.topReceivers.map((r, i) => `${MEDALS[i] ?? `${i + 1}.`} *${escapeText(r.name)}* — ${coins(r.coins)} (${kudosWord(r.kudos)})`);
  const values = content.topValues.map((v) => `${valueLabel(v.value)} — ${kudosWord(v.kudos)}`);
  const nudge = nudgeLine(content);
  return {
    text: `${title}: ${kudosWord(content.kudos)}, ${coins(content.coins)}`,
    blocks: [
      header(`:sparkles: ${title}`),
      section(summary),
      section(`*Most appreciated*\n${receivers.join('\n')}`),
      ...(values.length ? [section(`*Values most given*\n${values.join('\n')}`)] : []),
      divider(),
      section(`*Highlights*\n${content.highlights.map(highlight).join('\n\n')}`),
      ...(nudge ? [context(nudge)] : []),
    ],
  };
}
