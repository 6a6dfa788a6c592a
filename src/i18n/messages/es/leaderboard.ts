// The leaderboard namespace in Spanish (es).
import type { Translation } from '../../translation.js';
import type { leaderboard as source } from '../en/leaderboard.js';

export const leaderboard: Translation<typeof source> = {
  period: '{kind, select, week {esta semana (desde el {date})} month {{month}} quarter {T{quarter} de {year}} other {{year}}}',
  title: '{board, select, givers {Quienes más dan} other {Quienes más reciben}} — {period}{filters}',
  notInGroup: 'No formas parte de este grupo.',
  youNone:
    '{board, select, givers {Todavía no has dado kudos compartidos{filtered, select, yes { que cuenten aquí} other {}} {kind, select, week {esta semana (desde el {date})} month {en {month}} quarter {en el T{quarter} de {year}} other {en {year}}}.} other {Todavía no has recibido kudos compartidos{filtered, select, yes { que cuenten aquí} other {}} {kind, select, week {esta semana (desde el {date})} month {en {month}} quarter {en el T{quarter} de {year}} other {en {year}}}.}}',
  you: 'Tú: *#{rank}* de {total} · {coins, plural, one {# moneda} other {# monedas}} · {kudos, plural, one {# kudos} other {# kudos}} {board, select, givers {{kudos, plural, one {dado} other {dados}}} other {{kudos, plural, one {recibido} other {recibidos}}}}',
  empty:
    '{board, select, givers {Todavía no se han dado kudos compartidos{filtered, select, yes { que cuenten aquí} other {}} {kind, select, week {esta semana (desde el {date})} month {en {month}} quarter {en el T{quarter} de {year}} other {en {year}}}.} other {Todavía no se han recibido kudos compartidos{filtered, select, yes { que cuenten aquí} other {}} {kind, select, week {esta semana (desde el {date})} month {en {month}} quarter {en el T{quarter} de {year}} other {en {year}}}.}}',
  line: '{place} {name} — *{coins, plural, one {# moneda} other {# monedas}}* · {kudos, plural, one {# kudos} other {# kudos}}',
  totals:
    '{period}: {kudos, plural, one {# kudos} other {# kudos}} · {coins, plural, one {# moneda} other {# monedas}} · {board, select, givers {{people, plural, one {# persona dio} other {# personas dieron}}} other {{people, plural, one {# persona recibió agradecimientos} other {# personas recibieron agradecimientos}}}}. Solo cuentan los kudos que se muestran en el canal de kudos.',
  text: '{title}: 1. {who}{tied, select, yes { (empate)} other {}} con {coins, plural, one {# moneda} other {# monedas}}',
  textNobody: '{title}: nadie todavía',
  otherBoards: 'Otras clasificaciones: `/kudos top week|month|quarter|year givers|receivers #value @group`',
  moreBoards: 'Más clasificaciones: `/kudos top week`, `/kudos top year givers`, `/kudos top #value`',
  homeHeader: ':trophy: Clasificación',
  notAValue: '`#{value}` no es un valor de la empresa. Los valores son {values}.',
  notAValueNoneSet: '`#{value}` no es un valor de la empresa. Este espacio de trabajo aún no tiene valores de la empresa.',
  noGroup: 'No encuentro el grupo de usuarios {group} en este espacio de trabajo.',
};
