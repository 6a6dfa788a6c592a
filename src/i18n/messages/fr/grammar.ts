// The grammar namespace in French (fr).
import type { Translation } from '../../translation.js';
import type { grammar as source } from '../en/grammar.js';

export const grammar: Translation<typeof source> = {
  amountRule: 'Le montant doit être un nombre entier de pièces entre {min, number} et {max, number}.',
  farTooLong: 'Cette commande est bien trop longue : une commande /kudos fait au plus {max, number} caractères, avec un motif d’au plus {reasonMax, number}.',
  commandTooLong:
    'Cette commande fait {length, number} caractères : une commande /kudos fait au plus {max, number} caractères, avec un motif d’au plus {reasonMax, number}.',
  fieldTooLong: 'Ce champ fait {length, number} caractères ; il en accepte au plus {max, number}.',
  reasonTooLong: 'Le motif fait {length, number} caractères ; limitez-le à {max, number} caractères.',
  reasonFarTooLong: 'Le motif dépasse {max, number} caractères ; limitez-le à {max, number} caractères.',
  reasonControl:
    'Le motif contient un caractère de contrôle invisible ({control}), souvent laissé par un texte collé, et ne peut pas être envoyé. Supprimez-le et réessayez.',
  tooManyPeople:
    'Un kudos peut nommer au plus {max} personnes une par une (celui-ci en nomme {count, number}). Pour remercier plus de monde, utilisez un groupe d’utilisateurs, `team:ID`, `cohort:ID` ou `everyone`.',
  reactionsUsage: 'Utilisez `/kudos reactions :emoji: pièces`, avec un emoji (personnalisé aussi) et de 1 à 1 000 pièces, par ex. `/kudos reactions :taco: 3`.',
  hereOrChannel:
    'Les kudos ne peuvent pas aller à @here ni à @channel. Mentionnez des personnes ou des groupes d’utilisateurs, ou écrivez `everyone` pour remercier toute l’entreprise.',
  channel: 'Les kudos vont à des personnes, pas à des canaux : mentionnez plutôt des personnes ou des groupes d’utilisateurs.',
  scopeNeedsId: '`{scope}:` a besoin d’un ID, par exemple `{example}:t100`.',
  unknownMention:
    'Je ne connais pas « {word} » : ce n’est ni une personne ni un groupe d’utilisateurs de cet espace de travail. Choisissez les personnes dans les suggestions @ de Slack pour qu’elles deviennent des mentions, par exemple `/kudos @ana.lima @tom.hughes 10 pour le lancement`.',
  unknownOption: 'Je ne connais pas l’option `{option}`. La seule option est `--private`, qui garde le kudos hors du canal.',
  self: 'Vous ne pouvez pas vous donner de kudos à vous-même — mais merci pour l’enthousiasme ! Mentionnez quelqu’un d’autre.',
  didYouMean: 'Je ne connais pas `/kudos {typed}`. Vouliez-vous dire `/kudos {meant}` ? (`/kudos aide` les liste toutes.)',
  whoToThank:
    'Je n’ai pas compris qui remercier : « {word} » n’est pas une personne. Mentionnez des personnes avec @, par exemple `/kudos @ana.lima @tom.hughes 10 pour le lancement`, ou tapez `/kudos aide`.',
  topOneEach:
    '{what, select, period {Une période à la fois : week, month, quarter ou year.} board {Un classement à la fois : givers ou receivers.} value {Une #valeur à la fois.} other {Un @groupe-d’utilisateurs à la fois.}} Utilisez `/kudos top [week|month|quarter|year] [givers|receivers] [#valeur] [@groupe]`, par exemple `/kudos top week givers`.',
  topNotOnePerson:
    '`/kudos top` classe tout le monde, ou les membres d’un groupe d’utilisateurs — pas une seule personne. Votre propre place figure sous chaque classement. Utilisez `/kudos top [week|month|quarter|year] [givers|receivers] [#valeur] [@groupe]`, par exemple `/kudos top week givers`.',
  topUnknownGroup:
    'Je ne connais pas le groupe d’utilisateurs « {word} ». Choisissez-le dans les suggestions @ de Slack pour qu’il devienne une mention. Utilisez `/kudos top [week|month|quarter|year] [givers|receivers] [#valeur] [@groupe]`, par exemple `/kudos top week givers`.',
  topUnknownWord:
    'Je ne comprends pas « {word} » ici. Utilisez `/kudos top [week|month|quarter|year] [givers|receivers] [#valeur] [@groupe]`, par exemple `/kudos top week givers`.',
  celebrateUsage:
    'Utilisez `/kudos celebrate me` pour indiquer votre anniversaire et votre date d’arrivée (administrateurs : `/kudos celebrate import`, `export`, `settings`).',
  valuesUsage: 'Utilisez `/kudos values` pour voir les valeurs de l’entreprise (administrateurs : `/kudos values edit`).',
  rewardsUsage: 'Utilisez `/kudos récompenses` pour voir les récompenses que vous pouvez échanger (administrateurs : `/kudos rewards export`).',
  syncUsage: 'Je ne comprends pas `{option}` ici. Utilisez `/kudos sync`, `/kudos sync --update` ou `/kudos sync --dry-run`.',
  balanceUsage: 'Utilisez `/kudos solde` pour voir combien de pièces il vous reste à donner.',
  digestUsage: 'Utilisez `/kudos digest preview` pour voir ce que le récap hebdomadaire publierait (administrateurs).',
  reviewUsage: 'Utilisez `/kudos review`, `/kudos review @personne` ou `/kudos review team`.',
  feedbackUsage: 'Utilisez `/kudos feedback` pour vos propres retours, ou `/kudos feedback @personne` pour ceux d’un collaborateur direct.',
  whoisUsage: 'Utilisez `/kudos whois @personne` (ou une adresse e-mail).',
  linkUsage: 'Utilisez `/kudos link @personne nom@entreprise.com` pour associer un utilisateur Slack à son adresse dans l’annuaire de l’entreprise.',
};
