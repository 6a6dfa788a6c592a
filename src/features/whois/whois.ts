// `/kudos whois @person`: the member record the company directory holds for a Slack user or an e-mail, in the
// reader's words.
import type { Member } from '../../engagement-client/index.js';
import type { Translator } from '../../i18n/translator.js';
import { type Blocks, escapeText, fields, header } from '../../ui/blocks.js';

/** `team` is the team as people know it (see team-label.ts). */
export function memberBlocks(t: Translator, member: Member, team: string, slackUserId?: string): Blocks {
  const field = (label: string, value: string) => `*${label}*\n${value}`;
  return [
    header(`${member.firstname} ${member.lastname}`.trim() || member.email),
    fields([
      field(t.t('whois.email'), escapeText(member.email)),
      ...(slackUserId ? [field(t.t('whois.slack'), `<@${slackUserId}>`)] : []),
      field(t.t('whois.team'), escapeText(team)),
      field(t.t('whois.role'), escapeText(member.talent_type || '—')),
      field(t.t('whois.impactRating'), t.number(member.impact_rating)),
      field(t.t('whois.status'), escapeText(member.status)),
    ]),
  ];
}
