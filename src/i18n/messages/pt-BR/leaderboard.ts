// The leaderboard namespace in Brazilian Portuguese (pt-BR).
import type { Translation } from '../../translation.js';
import type { leaderboard as source } from '../en/leaderboard.js';

export const leaderboard: Translation<typeof source> = {
  period: '{kind, select, week {esta semana (desde {date})} month {{month}} quarter {{quarter}º trimestre de {year}} other {{year}}}',
  title: '{board, select, givers {Quem mais deu} other {Quem mais recebeu}} — {period}{filters}',
  notInGroup: 'Você não faz parte deste grupo.',
  youNone:
    '{board, select, givers {Você ainda não deu kudos compartilhados{filtered, select, yes { que contem aqui} other {}} {kind, select, week {nesta semana (desde {date})} month {em {month}} quarter {no {quarter}º trimestre de {year}} other {em {year}}}.} other {Você ainda não recebeu kudos compartilhados{filtered, select, yes { que contem aqui} other {}} {kind, select, week {nesta semana (desde {date})} month {em {month}} quarter {no {quarter}º trimestre de {year}} other {em {year}}}.}}',
  you: 'Você: *#{rank}* de {total} · {coins, plural, one {# moeda} other {# moedas}} · {kudos, plural, one {# kudos} other {# kudos}} {board, select, givers {{kudos, plural, one {dado} other {dados}}} other {{kudos, plural, one {recebido} other {recebidos}}}}',
  empty:
    '{board, select, givers {Ainda ninguém deu kudos compartilhados{filtered, select, yes { que contem aqui} other {}} {kind, select, week {nesta semana (desde {date})} month {em {month}} quarter {no {quarter}º trimestre de {year}} other {em {year}}}.} other {Ainda ninguém recebeu kudos compartilhados{filtered, select, yes { que contem aqui} other {}} {kind, select, week {nesta semana (desde {date})} month {em {month}} quarter {no {quarter}º trimestre de {year}} other {em {year}}}.}}',
  line: '{place} {name} — *{coins, plural, one {# moeda} other {# moedas}}* · {kudos, plural, one {# kudos} other {# kudos}}',
  totals:
    '{period}: {kudos, plural, one {# kudos} other {# kudos}} · {coins, plural, one {# moeda} other {# moedas}} · {board, select, givers {{people, plural, one {# pessoa deu} other {# pessoas deram}}} other {{people, plural, one {# pessoa recebeu agradecimentos} other {# pessoas receberam agradecimentos}}}}. Só contam os kudos mostrados no canal de kudos.',
  text: '{title}: 1. {who}{tied, select, yes { (empate)} other {}} com {coins, plural, one {# moeda} other {# moedas}}',
  textNobody: '{title}: ninguém ainda',
  otherBoards: 'Outros rankings: `/kudos top week|month|quarter|year givers|receivers #value @group`',
  moreBoards: 'Mais rankings: `/kudos top week`, `/kudos top year givers`, `/kudos top #value`',
  homeHeader: ':trophy: Ranking',
  notAValue: '`#{value}` não é um valor da empresa. Os valores são {values}.',
  notAValueNoneSet: '`#{value}` não é um valor da empresa. Este workspace ainda não tem valores da empresa.',
  noGroup: 'Não encontrei o grupo de usuários {group} neste workspace.',
};
