// The weekly digest as a channel message (and its preview for an admin): pure Block Kit from the digest's content, in
// the language it is given (the workspace's: many read it).
import type { Message } from '../../ui/message.js';
import type { Translator } from '../../i18n/translator.js';
import { context, divider, escapeText, header, section, truncate } from '../../ui/blocks.js';
import { quietMentions } from '../../ui/text.js';
import { valueLabel } from '../values/tags.js';
import type { FeedKudos } from '../../engagement/feed/index.js';
import type { DigestContent } from './content.js';

const MEDALS = [':first_place_medal:', ':second_place_medal:', ':third_place_medal:'];
const REASON_SHOWN = 280;
const NAMES_SHOWN = 3;

function highlight(t: Translator, k: FeedKudos): string {
  const to = k.receivers.map((r) => `*${escapeText(r.name)}*`);
  const names =
    to.length > NAMES_SHOWN ? t.t('digest.namesAndMore', { names: to.slice(0, NAMES_SHOWN).join(', '), count: to.length - NAMES_SHOWN }) : t.list(to);
  const reason = quietMentions(escapeText(truncate(k.reason.replace(/\s+/g, ' ').trim(), REASON_SHOWN)));
  const giver = k.giver ? escapeText(k.giver.name) : t.t('digest.someone');
  return t.t('digest.highlight', { giver, names, coins: t.t('common.coins', { count: k.amount }), reason });
}

function nudgeLine(t: Translator, content: DigestContent): string | undefined {
  const n = content.nudge;
  if (!n || n.people === 0) return undefined;
  return t.t('digest.nudge', { people: n.people, coins: n.coins, resets: t.date(n.resets, 'month', n.timeZone) });
}

/** The message posted to the channel for the week named by `label` ("16–23 Nov"). */
export function digestMessage(t: Translator, content: DigestContent, label: string): Message {
  const title = t.t('digest.title', { label });
  if (content.kudos === 0) {
    const nudge = nudgeLine(t, content);
    return {
      text: t.t('digest.emptyText', { title }),
      blocks: [header(`:sparkles: ${title}`), section(t.t('digest.empty')), ...(nudge ? [context(nudge)] : [])],
    };
  }
  const kudos = t.t('common.kudos', { count: content.kudos });
  const coins = t.t('common.coins', { count: content.coins });
  const summary = t.t('digest.summary', { kudos, coins, givers: t.t('common.people', { count: content.givers }) });
  const receivers = content.topReceivers.map((r, i) =>
    t.t('digest.receiver', {
      rank: MEDALS[i] ?? `${t.number(i + 1)}.`,
      name: escapeText(r.name),
      coins: t.t('common.coins', { count: r.coins }),
      kudos: t.t('common.kudos', { count: r.kudos }),
    }),
  );
  const values = content.topValues.map((v) => t.t('digest.value', { value: valueLabel(v.value), kudos: t.t('common.kudos', { count: v.kudos }) }));
  const nudge = nudgeLine(t, content);
  return {
    text: t.t('digest.text', { title, kudos, coins }),
    blocks: [
      header(`:sparkles: ${title}`),
      section(summary),
      section(t.t('digest.mostAppreciated', { lines: receivers.join('\n') })),
      ...(values.length ? [section(t.t('digest.valuesMostGiven', { lines: values.join('\n') }))] : []),
      divider(),
      section(t.t('digest.highlights', { lines: content.highlights.map((k) => highlight(t, k)).join('\n\n') })),
      ...(nudge ? [context(nudge)] : []),
    ],
  };
}
