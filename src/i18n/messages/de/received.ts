// The received namespace in German (de).
import type { Translation } from '../../translation.js';
import type { received as source } from '../en/received.js';

export const received: Translation<typeof source> = {
  summary: 'Deine erhaltenen Kudos (Seite {page})',
  line: '*{coins}* von {hasFrom, select, yes {{from}} other {jemandem}}{hasWhen, select, yes { · {when}} other {}}{private, select, yes { · _privat_} other {}}',
  none: ':inbox_tray: Noch keine Kudos erhalten. Sie erscheinen hier.',
  newer: 'Neuere',
  older: 'Ältere',
  header: 'Deine erhaltenen Kudos',
  pageOf: 'Seite {page} von {pages} · {count, plural, other {# insgesamt}}',
  homeHeader: 'Deine neuesten Kudos',
  homeNone: 'Noch nichts — Kudos, die du erhältst, erscheinen hier.',
  homeAll: 'Alle: `/kudos received`',
};
