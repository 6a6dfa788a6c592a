// The exports namespace in French (fr).
import type { Translation } from '../../translation.js';
import type { exports as source } from '../en/exports.js';

export const exports: Translation<typeof source> = {
  started:
    '{kind, select, questions {:hourglass_flowing_sand: Export des questions en cours ; le CSV arrivera dans votre message direct avec moi.} other {:hourglass_flowing_sand: Export des réponses en cours ; le CSV arrivera dans votre message direct avec moi.}}',
  progress:
    '{kind, select, questions {:hourglass_flowing_sand: Export des questions…} other {:hourglass_flowing_sand: Export des réponses…}}{restarted, select, yes { (reprise depuis le début : l’instance de l’application qui l’exécutait s’est arrêtée)} other {}}',
  progressRows:
    '{kind, select, questions {:hourglass_flowing_sand: Export des questions… {count, plural, one {# ligne} other {# lignes}} pour l’instant} other {:hourglass_flowing_sand: Export des réponses… {count, plural, one {# ligne} other {# lignes}} pour l’instant}}{restarted, select, yes { (reprise depuis le début : l’instance de l’application qui l’exécutait s’est arrêtée)} other {}}',
  done: '{kind, select, questions {:white_check_mark: {count, plural, one {# question exportée} other {# questions exportées}}{filters}. Le CSV se trouve ci-dessous.} other {:white_check_mark: {count, plural, one {# réponse exportée} other {# réponses exportées}}{filters}. Le CSV se trouve ci-dessous.}}',
  filters: ' ({list})',
  filter:
    '{filter, select, skill {compétence {value}} dimension {dimension {value}} email {de {value}} question {pour {value}} from {du {value}} to {au {value}} other {{value}}}',
  stopped: ':warning: L’export s’est arrêté : {reason}',
  fileTitle: '{kind, select, questions {Questions de l’enquête {date}} other {Réponses à l’enquête {date}}}',
  column:
    '{column, select, question_id {ID de la question} question_text {Question} type {Type} options {Options} skill {Compétence} dimension {Dimension} date {Date} email {E-mail} answer {Réponse} other {{column}}}',
  usage:
    'Utilisez `/kudos export questions [--skill Leadership] [--dimension Growth]` ou `/kudos export responses [--email a@b.com] [--question q-1] [--from 2026-01-01] [--to 2026-03-31]`.',
  flagNeedsValue: '`{flag}` a besoin d’une valeur.',
  unknownFlag: 'Je ne connais pas `--{flag}` ici.',
  notASkill: '« {skill} » n’est pas une compétence. Compétences : {skills}.',
  dateNotADate: '`--{flag}` attend une date comme {example} (année-mois-jour) ; « {value} » n’en est pas une.',
  dateNotInCalendar: '`--{flag} {value}` n’est pas une date du calendrier. Écrivez-la sous la forme année-mois-jour, comme {example}.',
  dateFromAfterTo: '`--from {from}` est après `--to {to}` : la période doit commencer avant de se terminer. Vouliez-vous dire `--from {to} --to {from}` ?',
};
