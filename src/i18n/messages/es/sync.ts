// The sync namespace in Spanish (es).
import type { Translation } from '../../translation.js';
import type { sync as source } from '../en/sync.js';

export const sync: Translation<typeof source> = {
  reading: ':hourglass_flowing_sand: Leyendo el directorio de Slack…',
  alreadyRunning:
    'Ya hay una sincronización del directorio en curso. Solo puede haber una a la vez: su progreso está en el mensaje directo de quien la inició.',
  alreadyRunningBy:
    'Ya hay una sincronización del directorio en curso ({sent} de {people} enviados, iniciada por <@{adminId}>). Solo puede haber una a la vez: su progreso está en el mensaje directo de quien la inició.',
  started:
    '{dryRun, select, yes {Simulación iniciada: el progreso está en tu mensaje directo conmigo.} other {Sincronización del directorio iniciada: el progreso está en tu mensaje directo conmigo.}}',
  progress:
    '{next, select, waiting {:arrows_counterclockwise: Sincronizando el directorio: {sent} de {people} enviados; el siguiente lote en {seconds} s} retrying {:arrows_counterclockwise: Sincronizando el directorio: {sent} de {people} enviados; el servicio no respondió, reintentando el lote {batch}} other {:arrows_counterclockwise: Sincronizando el directorio: {sent} de {people} enviados; enviando el lote {batch} de {batches}}}',
  stoppedAt:
    ':warning: La sincronización del directorio se detuvo en el lote {batch} de {batches}: {reason} Vuelve a ejecutar `/kudos sync` para empezar de nuevo; se omitirán las personas ya importadas.',
  stoppedReading: ':warning: La sincronización del directorio se detuvo: {reason}',
  finished:
    ':white_check_mark: Sincronización del directorio terminada: {imported} importados, {updated} actualizados, {skipped} omitidos (ya estaban en el directorio), {failed} con error.',
  leftOut: 'Excluidos: {list}.',
  leftOutCount:
    '{reason, select, Slackbot {{count, plural, other {# Slackbot}}} bot {{count, plural, one {# bot} other {# bots}}} deactivated {{count, plural, one {# desactivado} other {# desactivados}}} guest {{count, plural, one {# invitado} other {# invitados}}} other {{count, plural, one {# segunda cuenta} other {# segundas cuentas}}}}',
  dryRunChecking: ':mag: Simulación: comprobando quién ya está en el directorio… {done} de {total}',
  dryRunWould:
    '{update, select, yes {:mag: Simulación: no se envió nada. Una sincronización ahora importaría {fresh, plural, one {# persona nueva} other {# personas nuevas}} y actualizaría desde Slack {existing, plural, one {# que ya está en el directorio} other {# que ya están en el directorio}}.} other {:mag: Simulación: no se envió nada. Una sincronización ahora importaría {fresh, plural, one {# persona nueva} other {# personas nuevas}} y dejaría sin cambios {existing, plural, one {# que ya está en el directorio} other {# que ya están en el directorio}} (`--update` las actualizaría desde Slack).}}',
  dryRunRefused: 'El servicio rechazaría {count, number}: {list}.',
  dryRunNoEmail: '{count, plural, one {# no se puede enviar (sin correo electrónico).} other {# no se pueden enviar (sin correo electrónico).}}',
  problemFirstNameBlank: 'first_name está vacío o empieza o termina con un espacio',
  problemTooLong: '{field} debe tener como máximo {max, number} caracteres',
  problemLastNameMissing: 'last_name es obligatorio',
  problemManager: 'el responsable {email} no está ni en el directorio ni en esta sincronización',
  reasonNoEmail: 'ninguna dirección de correo electrónico visible en Slack',
  column: '{column, select, email {Correo electrónico} name {Nombre} reason {Motivo} other {{column}}}',
  failedFileTitle: 'Sincronización del directorio: filas con error',
  failedFileComment:
    '{count, plural, one {No se pudo importar # persona; el motivo está en el archivo.} other {No se pudieron importar # personas; los motivos están en el archivo.}}',
};
