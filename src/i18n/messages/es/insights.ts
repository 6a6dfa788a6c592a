// The insights namespace in Spanish (es).
import type { Translation } from '../../translation.js';
import type { insights as source } from '../en/insights.js';

export const insights: Translation<typeof source> = {
  homeHeader: ':bar_chart: Insights de Kudos',
  homeAbout:
    'Participación, kudos por equipo y por responsable, valores a lo largo del tiempo y quién no ha recibido reconocimiento últimamente, para {role, select, admin {todos los equipos} other {los equipos de tus colaboradores directos}}.\n<{url}|Abrir el panel de Insights> (inicia sesión con Slack)',
  summaryIsOn: 'Recibes un resumen de los kudos de tu equipo por DM el primer día de cada mes.',
  summaryIsOff: 'Recibe un resumen de los kudos de tu equipo por DM el primer día de cada mes.',
  stopSummary: 'Dejar de recibir el resumen mensual',
  sendSummary: 'Enviarme un resumen mensual',
  summaryText: 'Los kudos de tu equipo el mes pasado',
  summaryHeader: ':bar_chart: Los kudos de tu equipo en {month}',
  summaryTeamLine: '• *{team}*: {kudos, plural, one {# kudos recibido} other {# kudos recibidos}}, {coins, plural, one {# moneda} other {# monedas}}',
  summaryNoKudos: 'Tu equipo no recibió kudos compartidos ese mes.',
  summaryGivers: '*Quiénes dieron:* {names}',
  summaryNobodyGave: '*Quiénes dieron:* nadie de tu equipo dio un kudos compartido',
  summaryNotRecognised: '*Sin reconocimiento ese mes:* {names}',
  summaryEveryoneRecognised: '*Sin reconocimiento ese mes:* todas las personas de tu equipo recibieron reconocimiento',
  summaryValues: '*Valores que aparecieron:* {values}',
  summaryNoValues: '*Valores que aparecieron:* no se etiquetó ningún valor de la empresa',
  summaryValueCount: '{value} ({count})',
  summaryFooter:
    'Cuenta los kudos compartidos en el canal de kudos; los kudos privados no se cuentan. Puedes dejar de recibir estos resúmenes desde la sección Insights de la pestaña Inicio de Kudos.',
  summaryFooterLinked:
    'Cuenta los kudos compartidos en el canal de kudos; los kudos privados no se cuentan. Más en el <{url}|panel de Insights>. Puedes dejar de recibir estos resúmenes desde la sección Insights de la pestaña Inicio de Kudos.',
};
