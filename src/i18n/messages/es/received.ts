// The received namespace in Spanish (es).
import type { Translation } from '../../translation.js';
import type { received as source } from '../en/received.js';

export const received: Translation<typeof source> = {
  summary: 'Kudos que recibiste (página {page})',
  line: '*{coins}* de {hasFrom, select, yes {{from}} other {alguien}}{hasWhen, select, yes { · {when}} other {}}{private, select, yes { · _privado_} other {}}',
  none: ':inbox_tray: Aún no has recibido kudos. Aparecerán aquí.',
  newer: 'Más recientes',
  older: 'Anteriores',
  header: 'Kudos que recibiste',
  pageOf: 'Página {page} de {pages} · {count, plural, other {# en total}}',
  homeHeader: 'Últimos kudos que recibiste',
  homeNone: 'Nada todavía: los kudos que recibas aparecerán aquí.',
  homeAll: 'Todos: `/kudos received`',
};
