// The giving namespace in Spanish (es).
import type { Translation } from '../../translation.js';
import type { giving as source } from '../en/giving.js';

export const giving: Translation<typeof source> = {
  balanceLeft: '{left} de {cap} {period, select, week {esta semana} other {este mes}} (se renueva el {date})',
  balance: 'Te quedan {balance}.',
  balanceExempt: 'Puedes dar sin asignación: un administrador dejó exentos a los administradores del espacio de trabajo.',
  overAllowance:
    'Estos kudos necesitan {cost}{detail, select, each { ({people} × {amount})} least { como mínimo ({amount} por cada persona a la que lleguen)} other {}}, más de lo que te queda: {balance}.',
  usedUp: 'Tu asignación está agotada hasta que se renueve el {date}.',
  canStillGive: 'Puedes dar {coins} en total hasta que se renueve el {date}.',
  perKudosRule: 'La cantidad debe ser un número entero de monedas de 1 a {max} (el máximo por kudos de este espacio de trabajo).',
  rulesSummary:
    'Cada persona puede dar {allowance} {period, select, week {por semana, desde el {weekday}} other {al mes, desde el día {day} del mes}} ({clock}), como máximo {max} por persona en cada kudos.',
  rulesGiverClock: 'la zona horaria de cada persona',
  rulesAdminsExempt: 'Los administradores del espacio de trabajo están exentos.',
  nothingTaken: 'No se descontó nada de tu asignación.',
  staySpent:
    'Las {coins} siguen descontadas de tu asignación, porque el servicio pudo haber registrado los kudos: consulta `/kudos received` con quien los recibió antes de enviarlos de nuevo.',
  overReached:
    'Llegó a más personas de lo previsto: {total} en total, {more} más de lo reservado, descontadas de lo que te quedaba (nunca por debajo de cero).',
  formMost: 'Como máximo {coins} por persona en cada kudos.',
  homeBalanceHint: 'Tu saldo en cualquier momento: `/kudos balance`',
  rulesTitle: 'Reglas para dar',
  rulesSave: 'Guardar',
  rulesBack: 'Volver',
  rulesDone: 'Listo',
  rulesIntro:
    'Cuántas monedas puede dar cada persona y cada cuánto se renueva la asignación. Todas las formas de dar (comando, formulario, atajos, reacciones) descuentan de ella.',
  rulesAllowanceLabel: 'Asignación (monedas por persona y periodo)',
  rulesDefault: 'Por defecto, {value}.',
  rulesPeriodLabel: 'Periodo',
  rulesMonth: 'Mes',
  rulesWeek: 'Semana',
  rulesResetDayLabel: 'Día de renovación',
  rulesResetDayHint: 'Mes: el día del mes en que empieza, del 1 al 28. Semana: el día de la semana, 1 lunes … 7 domingo.',
  rulesBasisLabel: 'El periodo sigue',
  rulesBasisWorkspace: 'La zona horaria del espacio de trabajo (abajo)',
  rulesBasisGiver: 'La zona horaria de Slack de cada persona',
  rulesTimeZoneLabel: 'Zona horaria del espacio de trabajo',
  rulesTimeZoneHint: 'Un nombre IANA como Europe/Lisbon o America/New_York. También se usa para quienes no tienen zona horaria en Slack.',
  rulesPerKudosLabel: 'Máximo por kudos (monedas por persona)',
  rulesExemptLabel: 'Exenciones',
  rulesExemptOption: 'Los administradores dan sin asignación',
  rulesChangeNote:
    'Los cambios se aplican al instante. Las monedas ya dadas en este periodo siguen contando; un nuevo periodo o día de renovación empieza una cuenta nueva.',
  rulesIncomplete: 'El formulario llegó incompleto; ciérralo y vuelve a abrir Reglas para dar.',
  rulesAllowanceRange: 'La asignación debe ser un número entero de monedas de 1 a {max}.',
  rulesWeekDayRange: 'Una semana empieza en un día de 1 (lunes) a 7 (domingo).',
  rulesMonthDayRange: 'Un mes empieza en un día del 1 al 28 (todos los meses los tienen).',
  rulesUnknownTimeZone: '“{zone}” no es una zona horaria que conozca. Usa un nombre IANA como Europe/Lisbon, America/New_York o UTC.',
  rulesPerKudosRange: 'El máximo por kudos debe ser un número entero de monedas de 1 a {max}.',
  rulesPerKudosOverAllowance: 'El máximo por kudos ({max}) no puede superar la asignación ({allowance}).',
  rulesSaved: 'Guardado. {summary}',
};
