// The leaderboard namespace in French (fr).
import type { Translation } from '../../translation.js';
import type { leaderboard as source } from '../en/leaderboard.js';

export const leaderboard: Translation<typeof source> = {
  period: '{kind, select, week {cette semaine (depuis le {date})} month {{month}} quarter {T{quarter} {year}} other {{year}}}',
  title: '{board, select, givers {Meilleurs donateurs} other {Meilleurs destinataires}} — {period}{filters}',
  notInGroup: 'Vous ne faites pas partie de ce groupe.',
  youNone:
    '{board, select, givers {Vous n’avez pas encore donné de kudos partagés{filtered, select, yes { qui comptent ici} other {}} {kind, select, week {cette semaine (depuis le {date})} month {en {month}} quarter {au T{quarter} {year}} other {en {year}}}.} other {Vous n’avez pas encore reçu de kudos partagés{filtered, select, yes { qui comptent ici} other {}} {kind, select, week {cette semaine (depuis le {date})} month {en {month}} quarter {au T{quarter} {year}} other {en {year}}}.}}',
  you: 'Vous : *#{rank}* sur {total} · {coins, plural, one {# pièce} other {# pièces}} · {kudos, plural, one {# kudos} other {# kudos}} {board, select, givers {{kudos, plural, one {donné} other {donnés}}} other {{kudos, plural, one {reçu} other {reçus}}}}',
  empty:
    '{board, select, givers {Aucun kudos partagé donné{filtered, select, yes { qui compte ici} other {}} {kind, select, week {cette semaine (depuis le {date})} month {en {month}} quarter {au T{quarter} {year}} other {en {year}}} pour l’instant.} other {Aucun kudos partagé reçu{filtered, select, yes { qui compte ici} other {}} {kind, select, week {cette semaine (depuis le {date})} month {en {month}} quarter {au T{quarter} {year}} other {en {year}}} pour l’instant.}}',
  line: '{place} {name} — *{coins, plural, one {# pièce} other {# pièces}}* · {kudos, plural, one {# kudos} other {# kudos}}',
  totals:
    '{period} : {kudos, plural, one {# kudos} other {# kudos}} · {coins, plural, one {# pièce} other {# pièces}} · {board, select, givers {{people, plural, one {# personne a donné} other {# personnes ont donné}}} other {{people, plural, one {# personne remerciée} other {# personnes remerciées}}}}. Seuls les kudos affichés dans le canal des kudos comptent.',
  text: '{title} : 1. {who}{tied, select, yes { (ex æquo)} other {}} avec {coins, plural, one {# pièce} other {# pièces}}',
  textNobody: '{title} : personne pour l’instant',
  otherBoards: 'Autres classements : `/kudos top week|month|quarter|year givers|receivers #value @group`',
  moreBoards: 'Plus de classements : `/kudos top week`, `/kudos top year givers`, `/kudos top #value`',
  homeHeader: ':trophy: Classement',
  notAValue: '`#{value}` n’est pas une valeur de l’entreprise. Les valeurs sont {values}.',
  notAValueNoneSet: '`#{value}` n’est pas une valeur de l’entreprise. Cet espace de travail n’a pas encore de valeurs de l’entreprise.',
  noGroup: 'Je ne trouve pas le groupe d’utilisateurs {group} dans cet espace de travail.',
};
