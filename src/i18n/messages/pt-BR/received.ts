// The received namespace in Brazilian Portuguese (pt-BR).
import type { Translation } from '../../translation.js';
import type { received as source } from '../en/received.js';

export const received: Translation<typeof source> = {
  summary: 'Kudos que você recebeu (página {page})',
  line: '*{coins}* de {hasFrom, select, yes {{from}} other {alguém}}{hasWhen, select, yes { · {when}} other {}}{private, select, yes { · _privado_} other {}}',
  none: ':inbox_tray: Você ainda não recebeu kudos. Eles vão aparecer aqui.',
  newer: 'Mais recentes',
  older: 'Anteriores',
  header: 'Kudos que você recebeu',
  pageOf: 'Página {page} de {pages} · {count, plural, other {# no total}}',
  homeHeader: 'Últimos kudos que você recebeu',
  homeNone: 'Nada ainda: os kudos que você receber vão aparecer aqui.',
  homeAll: 'Todos: `/kudos received`',
};
