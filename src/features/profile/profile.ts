// The person's engagement profile — score as a bar, status, impact rating, personal context — for `/kudos profile`,
// and its short form on App Home. Pure, in the reader's words; the personal context's items are the service's data.
import type { Profile } from '../../engagement-client/index.js';
import type { Translator } from '../../i18n/translator.js';
import { type Blocks, context, escapeText, fields, header, scoreBar, section } from '../../ui/blocks.js';

const STATUS_EMOJI: Record<Profile['engagement_health_status'], string> = {
  Novice: ':seedling:',
  Intermediate: ':herb:',
  Advanced: ':evergreen_tree:',
  Elite: ':trophy:',
};

/** A list's heading: the lists the service is known to send (strengths, recent wins, growth areas) in the reader's
 *  words, any other by its own name made readable. */
const titleOf = (t: Translator, key: string) =>
  t.t('profile.contextHeading', { key, title: key.replace(/[_-]+/g, ' ').replace(/^\w/, (c) => c.toUpperCase()) });

function contextLines(t: Translator, personal: Profile['personal_context']): string[] {
  if (!personal) return [];
  return Object.entries(personal).map(([key, value]) => {
    const items = Array.isArray(value) ? value.map((v) => (typeof v === 'string' ? v : JSON.stringify(v))) : [JSON.stringify(value)];
    return `*${escapeText(titleOf(t, key))}*\n${items.length ? items.map((i) => `• ${escapeText(i)}`).join('\n') : t.t('profile.nothingYet')}`;
  });
}

/** The band's name in the reader's words (the service names it in English). */
const statusOf = (t: Translator, status: Profile['engagement_health_status']) => t.t('profile.status', { status });

/** `who`: whose profile it is; 'you' for the asker's own. */
export function profileBlocks(t: Translator, profile: Profile, who: string): Blocks {
  return [
    header(t.t('profile.header', { who })),
    section(t.t('profile.health', { bar: scoreBar(profile.engagement_health_score) })),
    fields([
      t.t('profile.statusField', { status: `${STATUS_EMOJI[profile.engagement_health_status]} ${statusOf(t, profile.engagement_health_status)}` }),
      t.t('profile.impactField', { rating: t.number(profile.impact_rating) }),
    ]),
    ...contextLines(t, profile.personal_context)
      .slice(0, 10)
      .map((text) => section(text)),
    context(t.t('profile.bands')),
  ];
}

/** App Home's "Your profile": the score as a bar, status and impact rating, or why they can't be shown. */
export function profileHomeBlocks(t: Translator, profile: Profile | { problem: string }): Blocks {
  if ('problem' in profile) return [header(t.t('profile.homeHeader')), section(`:warning: ${profile.problem}`)];
  return [
    header(t.t('profile.homeHeader')),
    section(t.t('profile.homeHealth', { bar: scoreBar(profile.engagement_health_score) })),
    fields([
      t.t('profile.statusField', { status: statusOf(t, profile.engagement_health_status) }),
      t.t('profile.impactField', { rating: t.number(profile.impact_rating) }),
    ]),
  ];
}
