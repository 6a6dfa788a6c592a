// `/kudos whois @person`: the member record the company directory holds for a Slack user or an e-mail.
import type { Member } from '../../engagement-client/index.js';
import { type Blocks, escapeText, fields, header } from '../../ui/blocks.js';

/** `team` is the team as people know it (see team-label.ts). */
export function memberBlocks(member: Member, team: string, slackUserId?: string): Blocks {
  return [
    header(`${member.firstname} ${member.lastname}`.trim() || member.email),
    fields([
      `*E-mail*\n${escapeText(member.email)}`,
      ...(slackUserId ? [`*Slack*\n<@${slackUserId}>`] : []),
      `*Team*\n${escapeText(team)}`,
      `*Role*\n${escapeText(member.talent_type || '—')}`,
      `*Impact rating*\n${member.impact_rating}`,
      `*Status*\n${escapeText(member.status)}`,
    ]),
  ];
}
