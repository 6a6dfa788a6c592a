// The reactions namespace in French (fr).
import type { Translation } from '../../translation.js';
import type { reactions as source } from '../en/reactions.js';

export const reactions: Translation<typeof source> = {
  notAdmin: 'Seuls les administrateurs peuvent changer l’emoji de don. `/kudos reactions` l’affiche.',
  current: 'Réagissez à un message avec :{emoji}: pour donner {coins} à son auteur, une fois par message. Retirer la réaction ne les reprend pas.',
  adminsChange: 'Les administrateurs le changent avec `/kudos reactions :emoji: pièces`, par ex. `/kudos reactions :taco: 3`.',
  notAnEmoji: '`{emoji}` n’est pas un emoji.',
  overMax:
    'Une réaction peut donner au plus {coins}, le maximum par kudos de cet espace de travail (Règles de don dans `/kudos setup`). Choisissez {max} ou moins.',
  set: 'Désormais, :{emoji}: sur un message donne {coins} à son auteur.',
  onAppMessage: ':{emoji}: sur le message d’une application ne donne rien : les pièces vont à des personnes. Réagissez plutôt au message d’une personne.',
  authorUnknown:
    'Je n’ai pas pu savoir qui a écrit ce message, aucune pièce n’a donc été donnée. S’il est dans un canal privé, invitez-moi avec `/invite @Kudos`.',
  onOwnMessage: ':{emoji}: sur votre propre message ne donne rien : vous ne pouvez pas vous donner des kudos.',
};
