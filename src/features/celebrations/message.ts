// What celebrations say: the channel post for everyone celebrated at one moment ("Happy birthday @ana!", "3 years at
// Northwind today, @tom!", milestones worded apart) with its "Add kudos" button, and the day-before DM with its
// one-click "Don't post this year".
import type { KnownBlock } from '@slack/types';
import { actions, button, coins, context, escapeText, section } from '../../ui/blocks.js';
import { ACTIONS } from '../../ui/ids.js';
import type { Occasion } from './occasions.js';

const yearsText = (n: number) => `${n} year${n === 1 ? '' : 's'}`;

/** One line of the post for one occasion. */
export function occasionLine(o: Pick<Occasion, 'userId' | 'kind' | 'years' | 'milestone'>, company: string): string {
  const who = `<@${o.userId}>`;
  if (o.kind === 'birthday') return `:birthday: Happy birthday ${who}!`;
  const years = o.years ?? 1;
  if (!o.milestone) return `:tada: ${yearsText(years)} at ${escapeText(company)} today, ${who}!`;
  return years === 1
    ? `:star2: One year at ${escapeText(company)} today, ${who}! A first milestone: welcome to year two.`
    : `:trophy: ${yearsText(years)} at ${escapeText(company)} today, ${who}! A milestone: thank you for ${years} years.`;
}

/** The post for several occasions at once; the button's value names who to thank (the give form opens with them). */
export function celebrationPost(
  occasions: Occasion[],
  company: string,
  coinsEach: { birthday: number; anniversary: number },
): { text: string; blocks: KnownBlock[] } {
  const lines = occasions.map((o) => occasionLine(o, company));
  const people = [...new Set(occasions.map((o) => o.userId))];
  const gift = occasions.map((o) => coinsEach[o.kind]).filter((n) => n > 0);
  const blocks: KnownBlock[] = [
    section(lines.join('\n')),
    ...(gift.length
      ? [
          context(
            `:coin: The company adds ${gift.length === occasions.length && new Set(gift).size === 1 ? `${coins(gift[0]!)} to each` : 'coins'} for the occasion.`,
          ),
        ]
      : []),
    actions([button(people.length === 1 ? 'Add kudos' : 'Add kudos to them', ACTIONS.celebrationKudos, people.join(','), 'primary')]),
  ];
  return { text: lines.join('\n'), blocks };
}

/** The DM the day before, with the one-click opt-out for this occasion this year. */
export function dayBeforeMessage(o: Occasion, channel: string, company: string): { text: string; blocks: KnownBlock[] } {
  const what = o.kind === 'birthday' ? 'your birthday' : `${yearsText(o.years ?? 1)} at ${escapeText(company)}`;
  const text = `Tomorrow Kudos will celebrate ${what} in <#${channel}>.`;
  return {
    text,
    blocks: [
      section(`:calendar: ${text} If you would rather it didn’t, one click keeps it quiet this year.`),
      actions([button('Don’t post this year', ACTIONS.celebrationSkip, o.key, 'danger')]),
      context('To stop for good, turn it off in App Home → *Your celebrations* or with `/kudos celebrate me`.'),
    ],
  };
}
