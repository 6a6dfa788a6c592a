// The received namespace in French (fr).
import type { Translation } from '../../translation.js';
import type { received as source } from '../en/received.js';

export const received: Translation<typeof source> = {
  summary: 'Kudos reçus (page {page})',
  line: '*{coins}* de la part de {hasFrom, select, yes {{from}} other {quelqu’un}}{hasWhen, select, yes { · {when}} other {}}{private, select, yes { · _privé_} other {}}',
  none: ':inbox_tray: Aucun kudos reçu pour l’instant. Ils apparaîtront ici.',
  newer: 'Plus récents',
  older: 'Plus anciens',
  header: 'Kudos reçus',
  pageOf: 'Page {page} sur {pages} · {count, plural, other {# au total}}',
  homeHeader: 'Derniers kudos reçus',
  homeNone: 'Rien pour l’instant : les kudos que vous recevrez apparaîtront ici.',
  homeAll: 'Tous : `/kudos received`',
};
