// `/kudos help`: every way to use the app, with the admin part shown to admins, in the reader's language.
import { sentences } from '../../i18n/sentences.js';
import type { MessageKey } from '../../i18n/catalogue.js';
import type { Translator } from '../../i18n/translator.js';
import { type Blocks, context, section } from '../../ui/blocks.js';
import { localKeywords } from '../kudos/keywords.js';

const EVERYONE: MessageKey[] = [
  'help.giveHeading',
  'help.giveCommand',
  'help.givePrivate',
  'help.giveForm',
  'help.giveValue',
  'help.giveReaction',
  'help.ownHeading',
  'help.balance',
  'help.profile',
  'help.received',
  'help.feedback',
  'help.whois',
  'help.rewards',
  'help.top',
  'help.celebrate',
  'help.managersHeading',
  'help.review',
  'help.insights',
];
const ADMINS: MessageKey[] = [
  'help.adminsHeading',
  'help.setup',
  'help.digest',
  'help.values',
  'help.reactions',
  'help.link',
  'help.preset',
  'help.sync',
  'help.export',
  'help.townhall',
  'help.rewardsAdmin',
  'help.celebrateAdmin',
];

/** Headings open a paragraph: a blank line before each but the first. */
// not-for-people: a key's suffix, not a word shown.
const lines = (t: Translator, keys: MessageKey[]) => keys.map((key, i) => (i > 0 && key.endsWith('Heading') ? `\n${t.t(key)}` : t.t(key))).join('\n');

export function helpBlocks(t: Translator, isAdmin: boolean): Blocks {
  const local = localKeywords(t.locale);
  return [
    section(lines(t, EVERYONE)),
    ...(isAdmin ? [section(lines(t, ADMINS))] : []),
    context(sentences(t.t('help.footer'), local.length > 0 && t.t('help.localWords', { words: t.list(local.map((w) => `\`/kudos ${w}\``)) }))),
  ];
}
