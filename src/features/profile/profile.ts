// The person's engagement profile — score as a bar, status, impact rating, personal context — for `/kudos profile`,
// and its short form on App Home.
import type { Profile } from '../../engagement-client/index.js';
import { type Blocks, context, escapeText, fields, header, scoreBar, section } from '../../ui/blocks.js';

const STATUS_EMOJI: Record<Profile['engagement_health_status'], string> = {
  Novice: ':seedling:',
  Intermediate: ':herb:',
  Advanced: ':evergreen_tree:',
  Elite: ':trophy:',
};

const titleOf = (key: string) => key.replace(/[_-]+/g, ' ').replace(/^\w/, (c) => c.toUpperCase());

function contextLines(personal: Profile['personal_context']): string[] {
  if (!personal) return [];
  return Object.entries(personal).map(([key, value]) => {
    const items = Array.isArray(value) ? value.map((v) => (typeof v === 'string' ? v : JSON.stringify(v))) : [JSON.stringify(value)];
    return `*${escapeText(titleOf(key))}*\n${items.length ? items.map((i) => `• ${escapeText(i)}`).join('\n') : '_nothing yet_'}`;
  });
}

export function profileBlocks(profile: Profile, who: string): Blocks {
  return [
    header(`Engagement profile — ${who}`),
    section(`*Engagement health*\n\`${scoreBar(profile.engagement_health_score)}\``),
    fields([`*Status*\n${STATUS_EMOJI[profile.engagement_health_status]} ${profile.engagement_health_status}`, `*Impact rating*\n${profile.impact_rating}`]),
    ...contextLines(profile.personal_context)
      .slice(0, 10)
      .map((text) => section(text)),
    context('Bands: Novice 0–24 · Intermediate 25–49 · Advanced 50–74 · Elite 75–100'),
  ];
}

/** App Home's "Your profile": the score as a bar, status and impact rating, or why they can't be shown. */
export function profileHomeBlocks(profile: Profile | { problem: string }): Blocks {
  if ('problem' in profile) return [header('Your profile'), section(`:warning: ${profile.problem}`)];
  return [
    header('Your profile'),
    section(`*Engagement health*  \`${scoreBar(profile.engagement_health_score)}\``),
    fields([`*Status*\n${profile.engagement_health_status}`, `*Impact rating*\n${profile.impact_rating}`]),
  ];
}
