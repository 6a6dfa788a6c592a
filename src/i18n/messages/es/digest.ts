// The digest namespace in Spanish (es).
import type { Translation } from '../../translation.js';
import type { digest as source } from '../en/digest.js';

export const digest: Translation<typeof source> = {
  namesAndMore: '{names} y {count, plural, one {# más} other {# más}}',
  someone: 'Alguien',
  highlight: '*{giver}* → {names} · {coins}\n> {reason}',
  nudge:
    ':hourglass_flowing_sand: *{people, plural, one {# persona} other {# personas}}* {people, plural, one {aún tiene} other {aún tienen}} monedas para dar ({coins, plural, one {# moneda} other {# monedas}} en total) antes de que se reinicien el {resets}. ¿Quién te ayudó esta semana? `/kudos @alguien 10 por …`',
  title: 'Kudos de la semana · {label}',
  emptyText: '{title}: no se compartieron kudos esta semana',
  empty: 'Esta semana no se compartieron kudos. ¿Quién te hizo la semana más fácil? Díselo con `/kudos @alguien 10 por …`',
  summary: '*{kudos}* y *{coins}* dados por {givers}.',
  receiver: '{rank} *{name}* — {coins} ({kudos})',
  value: '{value} — {kudos}',
  text: '{title}: {kudos}, {coins}',
  mostAppreciated: '*Los más reconocidos*\n{lines}',
  valuesMostGiven: '*Valores más reconocidos*\n{lines}',
  highlights: '*Destacados*\n{lines}',
  when: 'cada {weekday} a las {time} ({timeZone})',
  settingsTitle: 'Resumen semanal',
  save: 'Guardar',
  back: 'Volver',
  done: 'Listo',
  settingsIntro:
    'Una vez por semana: el número de kudos y de monedas, quién recibió más, los valores más reconocidos, tres kudos destacados y un recordatorio para quienes aún tienen monedas. Los kudos privados nunca aparecen.',
  settingsOn: 'Publicar el resumen semanal',
  settingsOnLabel: 'Activado o desactivado',
  settingsDay: 'Día',
  settingsHour: 'Hora',
  settingsHourHint: 'Según el reloj del espacio de trabajo ({timeZone}, definido en Reglas para dar).',
  settingsChannel: 'Canal',
  settingsChannelHint: 'Vacío: el canal de kudos.',
  settingsNow:
    'Ahora: {when}. Un resumen que no salió mientras la app estaba caída se publica al arrancar, si sigue siendo la misma semana. Míralo con `/kudos digest preview`.',
  settingsNowOff:
    'Ahora: desactivado. Un resumen que no salió mientras la app estaba caída se publica al arrancar, si sigue siendo la misma semana. Míralo con `/kudos digest preview`.',
  formIncomplete: 'El formulario llegó incompleto; ciérralo y vuelve a abrir Resumen semanal.',
  pickDay: 'Elige el día en que se publica el resumen.',
  pickHour: 'Elige la hora en que se publica el resumen.',
  settingsSaved: ':white_check_mark: Guardado. El resumen semanal se publica en {hasChannel, select, yes {<#{channel}>} other {el canal de kudos}} {when}.',
  settingsSavedOff: ':white_check_mark: Guardado. El resumen semanal está desactivado.',
  problemReading: 'no se pudieron leer los kudos de la semana: {why}',
  problemRefused: 'Slack rechazó la publicación: {code}',
  problemNoAnswer: 'Slack no respondió ({error}); el próximo intento revisará primero el canal y solo publicará si no está allí',
  dueAt: '{date} a las {time} ({timeZone})',
  previewOff:
    ':eyes: *Vista previa*: el resumen semanal está *desactivado*. Si estuviera activado, iría a {hasChannel, select, yes {<#{channel}>} other {ningún canal todavía (define un canal de kudos o un canal para el resumen en `/kudos setup`)}} y diría:',
  previewPending:
    ':eyes: *Vista previa*: solo tú la ves. El resumen previsto para el {due} aún no ha salido: irá a {hasChannel, select, yes {<#{channel}>} other {ningún canal todavía (define un canal de kudos o un canal para el resumen en `/kudos setup`)}} en menos de un minuto y dice:',
  previewComing:
    ':eyes: *Vista previa*: solo tú la ves. El resumen semanal irá a {hasChannel, select, yes {<#{channel}>} other {ningún canal todavía (define un canal de kudos o un canal para el resumen en `/kudos setup`)}} el {due}; con los kudos hasta ahora dice:',
  previewText: 'Vista previa del resumen semanal: {text}',
  postNow: 'Publicar ahora',
  setupHint: 'Cambia el día, la hora o el canal, o desactívalo, en `/kudos setup` → *Resumen semanal…*',
  postNowHint: '“Publicar ahora” lo envía de inmediato. Cambia el día, la hora o el canal, o desactívalo, en `/kudos setup` → *Resumen semanal…*',
  postNowInstead:
    '“Publicar ahora” lo envía de inmediato en lugar del {day}. Cambia el día, la hora o el canal, o desactívalo, en `/kudos setup` → *Resumen semanal…*',
  previewOutdated: 'Esta vista previa está desactualizada: vuelve a ejecutar `/kudos digest` y pulsa *Publicar ahora* allí.',
  postedNow: ':white_check_mark: Se publicó el resumen semanal en <#{channel}>. El previsto para el {due} no se volverá a publicar.',
  alreadyPosted: 'El resumen de esta semana ya se publicó (el previsto para el {due}); el siguiente sale una semana después.',
  noChannel: 'No hay canal donde publicar: define un canal de kudos o un canal para el resumen en `/kudos setup`.',
  postFailed:
    ':warning: No pude publicar el resumen en <#{channel}> ({problem}). Si no estoy en ese canal, invítame (`/invite @Kudos`) o elige otro en `/kudos setup` → *Resumen semanal…*; luego vuelve a intentarlo.',
};
