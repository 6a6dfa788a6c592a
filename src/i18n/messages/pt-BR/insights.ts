// The insights namespace in Brazilian Portuguese (pt-BR).
import type { Translation } from '../../translation.js';
import type { insights as source } from '../en/insights.js';

export const insights: Translation<typeof source> = {
  homeHeader: ':bar_chart: Insights do Kudos',
  homeAbout:
    'Participação, kudos por time e por gestor, valores ao longo do tempo e quem não foi reconhecido ultimamente, para {role, select, admin {todos os times} other {os times dos seus liderados diretos}}.\n<{url}|Abrir o painel de Insights> (entre com o Slack)',
  summaryIsOn: 'Você recebe um resumo dos kudos do seu time por DM no primeiro dia de cada mês.',
  summaryIsOff: 'Receba um resumo dos kudos do seu time por DM no primeiro dia de cada mês.',
  stopSummary: 'Parar o resumo mensal',
  sendSummary: 'Quero um resumo mensal',
  summaryText: 'Os kudos do seu time no mês passado',
  summaryHeader: ':bar_chart: Os kudos do seu time em {month}',
  summaryTeamLine: '• *{team}*: {kudos, plural, one {# kudos recebido} other {# kudos recebidos}}, {coins, plural, one {# moeda} other {# moedas}}',
  summaryNoKudos: 'Seu time não recebeu kudos compartilhados naquele mês.',
  summaryGivers: '*Quem deu:* {names}',
  summaryNobodyGave: '*Quem deu:* ninguém do seu time deu um kudos compartilhado',
  summaryNotRecognised: '*Sem reconhecimento naquele mês:* {names}',
  summaryEveryoneRecognised: '*Sem reconhecimento naquele mês:* todas as pessoas do seu time foram reconhecidas',
  summaryValues: '*Valores que apareceram:* {values}',
  summaryNoValues: '*Valores que apareceram:* nenhum valor da empresa foi marcado',
  summaryValueCount: '{value} ({count})',
  summaryFooter:
    'Conta os kudos compartilhados no canal de kudos; kudos privados não entram na conta. Você pode parar estes resumos na seção Insights da aba Início do Kudos.',
  summaryFooterLinked:
    'Conta os kudos compartilhados no canal de kudos; kudos privados não entram na conta. Mais no <{url}|painel de Insights>. Você pode parar estes resumos na seção Insights da aba Início do Kudos.',
};
