// The digest namespace in French (fr).
import type { Translation } from '../../translation.js';
import type { digest as source } from '../en/digest.js';

export const digest: Translation<typeof source> = {
  namesAndMore: '{names} et {count, plural, one {# autre} other {# autres}}',
  someone: 'Quelqu’un',
  highlight: '*{giver}* → {names} · {coins}\n> {reason}',
  nudge:
    ':hourglass_flowing_sand: *{people, plural, one {# personne} other {# personnes}}* {people, plural, one {a encore} other {ont encore}} des pièces à donner ({coins, plural, one {# pièce} other {# pièces}} en tout) avant leur remise à zéro le {resets}. Qui vous a aidé cette semaine ? `/kudos @quelqu’un 10 pour …`',
  title: 'Les kudos de la semaine · {label}',
  emptyText: '{title} : aucun kudos partagé cette semaine',
  empty: 'Aucun kudos n’a été partagé cette semaine. Qui vous a facilité la semaine ? Dites-le-lui avec `/kudos @quelqu’un 10 pour …`',
  summary: '*{kudos}* et *{coins}* donnés par {givers}.',
  receiver: '{rank} *{name}* — {coins} ({kudos})',
  value: '{value} — {kudos}',
  text: '{title} : {kudos}, {coins}',
  mostAppreciated: '*Les plus remerciés*\n{lines}',
  valuesMostGiven: '*Valeurs les plus citées*\n{lines}',
  highlights: '*À la une*\n{lines}',
  when: 'chaque {weekday} à {time} ({timeZone})',
  settingsTitle: 'Récap hebdomadaire',
  save: 'Enregistrer',
  back: 'Retour',
  done: 'Terminé',
  settingsIntro:
    'Une fois par semaine : le nombre de kudos et de pièces, qui en a reçu le plus, les valeurs les plus citées, trois kudos mis en avant et un rappel pour les personnes à qui il reste des pièces. Les kudos privés n’apparaissent jamais.',
  settingsOn: 'Publier le récap hebdomadaire',
  settingsOnLabel: 'Activé ou désactivé',
  settingsDay: 'Jour',
  settingsHour: 'Heure',
  settingsHourHint: 'Selon l’heure de l’espace de travail ({timeZone}, réglée dans Règles de don).',
  settingsChannel: 'Canal',
  settingsChannelHint: 'Vide : le canal des kudos.',
  settingsNow:
    'Actuellement : {when}. Un récap manqué pendant une interruption de l’app est publié à son redémarrage, si c’est toujours la même semaine. Consultez-le avec `/kudos digest preview`.',
  settingsNowOff:
    'Actuellement : désactivé. Un récap manqué pendant une interruption de l’app est publié à son redémarrage, si c’est toujours la même semaine. Consultez-le avec `/kudos digest preview`.',
  formIncomplete: 'Le formulaire est revenu incomplet ; fermez-le et rouvrez Récap hebdomadaire.',
  pickDay: 'Choisissez le jour de publication du récap.',
  pickHour: 'Choisissez l’heure de publication du récap.',
  settingsSaved:
    ':white_check_mark: Enregistré. Le récap hebdomadaire est publié dans {hasChannel, select, yes {<#{channel}>} other {le canal des kudos}} {when}.',
  settingsSavedOff: ':white_check_mark: Enregistré. Le récap hebdomadaire est désactivé.',
  problemReading: 'la lecture des kudos de la semaine a échoué : {why}',
  problemRefused: 'Slack a refusé la publication : {code}',
  problemNoAnswer: 'Slack n’a pas répondu ({error}) ; la prochaine tentative vérifiera d’abord le canal et ne publiera que si le récap n’y est pas',
  dueAt: '{date} à {time} ({timeZone})',
  previewOff:
    ':eyes: *Aperçu* — le récap hebdomadaire est *désactivé*. S’il était activé, il serait publié dans {hasChannel, select, yes {<#{channel}>} other {aucun canal pour l’instant (définissez un canal des kudos ou un canal pour le récap dans `/kudos setup`)}} et dirait :',
  previewPending:
    ':eyes: *Aperçu* — vous seul le voyez. Le récap prévu le {due} n’est pas encore parti : il sera publié dans {hasChannel, select, yes {<#{channel}>} other {aucun canal pour l’instant (définissez un canal des kudos ou un canal pour le récap dans `/kudos setup`)}} d’ici une minute et dit :',
  previewComing:
    ':eyes: *Aperçu* — vous seul le voyez. Le récap hebdomadaire sera publié dans {hasChannel, select, yes {<#{channel}>} other {aucun canal pour l’instant (définissez un canal des kudos ou un canal pour le récap dans `/kudos setup`)}} le {due} ; avec les kudos reçus jusqu’ici, il dit :',
  previewText: 'Aperçu du récap hebdomadaire : {text}',
  postNow: 'Publier maintenant',
  setupHint: 'Changez le jour, l’heure, le canal ou désactivez-le dans `/kudos setup` → *Récap hebdomadaire…*',
  postNowHint: '« Publier maintenant » l’envoie tout de suite. Changez le jour, l’heure, le canal ou désactivez-le dans `/kudos setup` → *Récap hebdomadaire…*',
  postNowInstead:
    '« Publier maintenant » l’envoie tout de suite au lieu du {day}. Changez le jour, l’heure, le canal ou désactivez-le dans `/kudos setup` → *Récap hebdomadaire…*',
  previewOutdated: 'Cet aperçu n’est plus à jour : relancez `/kudos digest` et appuyez sur *Publier maintenant* depuis le nouvel aperçu.',
  postedNow: ':white_check_mark: Récap hebdomadaire publié dans <#{channel}>. Celui prévu le {due} ne sera pas publié une seconde fois.',
  alreadyPosted: 'Le récap de cette semaine a déjà été publié (celui prévu le {due}) ; le suivant arrive une semaine plus tard.',
  noChannel: 'Aucun canal où publier : définissez un canal des kudos ou un canal pour le récap dans `/kudos setup`.',
  postFailed:
    ':warning: Je n’ai pas pu publier le récap dans <#{channel}> ({problem}). Si je ne suis pas dans ce canal, invitez-moi (`/invite @Kudos`) ou choisissez-en un autre dans `/kudos setup` → *Récap hebdomadaire…* ; puis réessayez.',
};
