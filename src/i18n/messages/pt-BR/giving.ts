// The giving namespace in Brazilian Portuguese (pt-BR).
import type { Translation } from '../../translation.js';
import type { giving as source } from '../en/giving.js';

export const giving: Translation<typeof source> = {
  balanceLeft: '{left} de {cap} {period, select, week {nesta semana} other {neste mês}} (renova em {date})',
  balance: 'Você ainda tem {balance}.',
  balanceExempt: 'Você dá kudos sem cota: um administrador isentou os administradores do workspace.',
  overAllowance:
    'Estes kudos precisam de {cost}{detail, select, each { ({people} × {amount})} least { no mínimo ({amount} para cada pessoa alcançada)} other {}}, mais do que você ainda tem: {balance}.',
  usedUp: 'Sua cota acabou até renovar em {date}.',
  canStillGive: 'Você pode dar {coins} no total até a cota renovar em {date}.',
  perKudosRule: 'O valor deve ser um número inteiro de moedas de 1 a {max} (o máximo por kudos deste workspace).',
  rulesSummary:
    'Cada pessoa pode dar {allowance} {period, select, week {por semana, a partir de {weekday}} other {por mês, a partir do dia {day}}} ({clock}), no máximo {max} por pessoa em um kudos.',
  rulesGiverClock: 'o fuso horário de cada pessoa',
  rulesAdminsExempt: 'Os administradores do workspace estão isentos.',
  nothingTaken: 'Nada foi descontado da sua cota.',
  staySpent:
    'As {coins} continuam descontadas da sua cota, porque o serviço pode ter registrado os kudos: confira `/kudos received` com quem recebeu antes de enviar de novo.',
  overReached:
    'Alcançou mais pessoas do que o esperado: {total} no total, {more} além do reservado, descontadas do que você ainda tinha (nunca abaixo de zero).',
  formMost: 'No máximo {coins} por pessoa em cada kudos.',
  homeBalanceHint: 'Seu saldo a qualquer momento: `/kudos balance`',
  rulesTitle: 'Regras para dar',
  rulesSave: 'Salvar',
  rulesBack: 'Voltar',
  rulesDone: 'Concluído',
  rulesIntro:
    'Quantas moedas cada pessoa pode dar e a cada quanto tempo a cota renova. Todas as formas de dar (comando, formulário, atalhos, reações) descontam dela.',
  rulesAllowanceLabel: 'Cota (moedas por pessoa por período)',
  rulesDefault: 'Padrão: {value}.',
  rulesPeriodLabel: 'Período',
  rulesMonth: 'Mês',
  rulesWeek: 'Semana',
  rulesResetDayLabel: 'Dia de renovação',
  rulesResetDayHint: 'Mês: o dia do mês em que começa, de 1 a 28. Semana: o dia da semana, 1 segunda … 7 domingo.',
  rulesBasisLabel: 'O período segue',
  rulesBasisWorkspace: 'O fuso horário do workspace (abaixo)',
  rulesBasisGiver: 'O fuso horário do Slack de cada pessoa',
  rulesTimeZoneLabel: 'Fuso horário do workspace',
  rulesTimeZoneHint: 'Um nome IANA como Europe/Lisbon ou America/New_York. Também usado para quem não tem fuso horário no Slack.',
  rulesPerKudosLabel: 'Máximo por kudos (moedas por pessoa)',
  rulesExemptLabel: 'Isenções',
  rulesExemptOption: 'Administradores dão kudos sem cota',
  rulesChangeNote:
    'As mudanças valem na hora. As moedas já dadas neste período continuam contando; um novo período ou dia de renovação começa uma nova contagem.',
  rulesIncomplete: 'O formulário voltou incompleto; feche-o e abra Regras para dar de novo.',
  rulesAllowanceRange: 'A cota deve ser um número inteiro de moedas de 1 a {max}.',
  rulesWeekDayRange: 'Uma semana começa em um dia de 1 (segunda) a 7 (domingo).',
  rulesMonthDayRange: 'Um mês começa em um dia de 1 a 28 (todo mês tem esses dias).',
  rulesUnknownTimeZone: '“{zone}” não é um fuso horário que eu conheça. Use um nome IANA como Europe/Lisbon, America/New_York ou UTC.',
  rulesPerKudosRange: 'O máximo por kudos deve ser um número inteiro de moedas de 1 a {max}.',
  rulesPerKudosOverAllowance: 'O máximo por kudos ({max}) não pode ser maior que a cota ({allowance}).',
  rulesSaved: 'Salvo. {summary}',
};
