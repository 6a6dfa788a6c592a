// The whois namespace in French (fr).
import type { Translation } from '../../translation.js';
import type { whois as source } from '../en/whois.js';

export const whois: Translation<typeof source> = {
  notAdmin: 'La recherche de personnes par e-mail est réservée aux administrateurs Kudos. Utilisez `/kudos whois @person`.',
  bot: '<@{userId}> est un bot : il n’a pas de fiche dans l’annuaire de l’entreprise.',
  unmappedTeam: '{teamId} (aucun groupe d’utilisateurs associé dans `/kudos setup`)',
  email: 'E-mail',
  slack: 'Slack',
  team: 'Équipe',
  role: 'Rôle',
  impactRating: 'Note d’impact',
  status: 'Statut',
};
