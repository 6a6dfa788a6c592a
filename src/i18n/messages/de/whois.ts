// The whois namespace in German (de).
import type { Translation } from '../../translation.js';
import type { whois as source } from '../en/whois.js';

export const whois: Translation<typeof source> = {
  notAdmin: 'Personen per E-Mail nachschlagen können nur Kudos-Admins. Nutze `/kudos whois @person`.',
  bot: '<@{userId}> ist ein Bot und hat keinen Eintrag im Unternehmensverzeichnis.',
  unmappedTeam: '{teamId} (keine Benutzergruppe in `/kudos setup` zugeordnet)',
  email: 'E-Mail',
  slack: 'Slack',
  team: 'Team',
  role: 'Rolle',
  impactRating: 'Impact-Bewertung',
  status: 'Status',
};
