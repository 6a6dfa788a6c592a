// What celebrations say: the channel post for everyone celebrated at one moment ("Happy birthday @ana!", "3 years at
// Northwind today, @tom!", milestones worded apart) with its "Add kudos" button, in the workspace's language, and the
// day-before DM with its one-click "Don't post this year", in the person's.
import type { KnownBlock } from '@slack/types';
import type { Translator } from '../../i18n/translator.js';
import { actions, button, context, escapeText, section } from '../../ui/blocks.js';
import { ACTIONS } from '../../ui/ids.js';
import type { Occasion } from './occasions.js';

/** The company's name as the messages take it: `hasCompany` 'no' when none is known (worded "with us" / "here"). */
const companyValues = (company: string) => ({ company: escapeText(company), hasCompany: company ? 'yes' : 'no' });

/** One line of the post for one occasion. */
export function occasionLine(t: Translator, o: Pick<Occasion, 'userId' | 'kind' | 'years' | 'milestone'>, company: string): string {
  const who = `<@${o.userId}>`;
  if (o.kind === 'birthday') return t.t('celebrations.postBirthday', { who });
  const years = o.years ?? 1;
  const values = { who, years, ...companyValues(company) };
  if (!o.milestone) return t.t('celebrations.postAnniversary', values);
  return years === 1 ? t.t('celebrations.postFirstYear', values) : t.t('celebrations.postMilestone', values);
}

/** The post for several occasions at once; the button's value names who to thank (the give form opens with them). */
export function celebrationPost(
  t: Translator,
  occasions: Occasion[],
  company: string,
  coinsEach: { birthday: number; anniversary: number },
): { text: string; blocks: KnownBlock[] } {
  const lines = occasions.map((o) => occasionLine(t, o, company));
  const people = [...new Set(occasions.map((o) => o.userId))];
  const gift = occasions.map((o) => coinsEach[o.kind]).filter((n) => n > 0);
  const same = gift.length === occasions.length && new Set(gift).size === 1;
  const blocks: KnownBlock[] = [
    section(lines.join('\n')),
    ...(gift.length ? [context(same ? t.t('celebrations.postCoinsEach', { count: gift[0]! }) : t.t('celebrations.postCoins'))] : []),
    actions([
      button(
        people.length === 1 ? t.t('celebrations.postAddKudos') : t.t('celebrations.postAddKudosMany'),
        ACTIONS.celebrationKudos,
        people.join(','),
        'primary',
      ),
    ]),
  ];
  return { text: lines.join('\n'), blocks };
}

/** The DM the day before, with the one-click opt-out for this occasion this year. */
export function dayBeforeMessage(t: Translator, o: Occasion, channel: string, company: string): { text: string; blocks: KnownBlock[] } {
  const values = { kind: o.kind, years: o.years ?? 1, channel, ...companyValues(company) };
  const text = t.t('celebrations.dayBeforeText', values);
  return {
    text,
    blocks: [
      section(t.t('celebrations.dayBefore', values)),
      actions([button(t.t('celebrations.dayBeforeSkip'), ACTIONS.celebrationSkip, o.key, 'danger')]),
      context(t.t('celebrations.dayBeforeStop')),
    ],
  };
}
