// The directory namespace in French (fr).
import type { Translation } from '../../translation.js';
import type { directory as source } from '../en/directory.js';

export const directory: Translation<typeof source> = {
  unknownUser: 'Je ne trouve pas l’utilisateur Slack `{userId}` (<@{userId}>) dans cet espace de travail. Vérifiez la mention.',
  bot: '<@{userId}> est un bot ; les kudos sont pour les personnes.',
  left: '<@{userId}> a quitté cet espace de travail.',
  noEmail:
    'Je ne vois pas d’adresse e-mail pour <@{userId}>{guest, select, yes { (invité)} other {}}, je ne peux donc pas le trouver dans l’annuaire de l’entreprise. Un administrateur peut l’associer avec `/kudos link @personne nom@entreprise.com`.',
};
