// The failures namespace in Spanish (es).
import type { Translation } from '../../translation.js';
import type { failures as source } from '../en/failures.js';

export const failures: Translation<typeof source> = {
  outcome:
    '{outcome, select, sent {No se envió nada.} filed {No se registró nada.} saved {No se guardó nada.} loaded {No se cargó nada.} linked {No se vinculó nada.} changed {No se cambió nada.} shown {No hay nada que mostrar.} restNotSent {El resto no se envió.} moreNotSent {No se envió nada más.} notSentYet {Todavía no se puede enviar nada.} notSentNow {Ahora mismo no se puede enviar nada.} noForm {No se abrió ningún formulario.} noFile {No se envió ningún archivo.} noDigest {No se generó ningún resumen.} mayNotBeFiled {Puede que no se haya registrado.} profileNotLoaded {No se pudo cargar tu perfil.} kudosNotLoaded {No se pudieron cargar tus kudos.} leaderboardNotLoaded {No se pudo cargar la clasificación.} feedbackNotLoaded {No se pudo cargar el feedback.} other {No se hizo nada.}}',
  notConnected: 'Este espacio de trabajo todavía no está conectado al servicio de compromiso. Un administrador puede conectarlo con `/kudos setup`.',
  keyUnreadable: 'La clave de API guardada no se puede leer con la ENCRYPTION_KEY actual; ejecuta `/kudos setup` para introducirla de nuevo.',
  needsAdmin:
    'Kudos necesita a un administrador para volver a funcionar: pide a un administrador de Kudos que ejecute `/kudos setup` e introduzca de nuevo la clave de API.',
  recipientNotFound:
    '{count, plural, =0 {Un destinatario no está} one {{who} no está} other {{who} no están}} en el directorio de la empresa. {then} Revisa la dirección o pide a un administrador que lo añada (o que lo vincule con `/kudos link`).',
  wrongStage:
    'La clave de API guardada para este espacio de trabajo es del otro entorno (prod/dev). {then} Un administrador puede corregirlo con `/kudos setup`.',
  unauthorized:
    'El servicio de compromiso rechazó la clave de API de este espacio de trabajo. {then} Un administrador puede introducir una clave válida con `/kudos setup`.',
  rateLimited:
    'El servicio de compromiso está saturado en este momento (límite de peticiones). {then} {seconds, plural, =0 {Vuelve a intentarlo en un minuto.} other {Vuelve a intentarlo en # s.}}',
  serviceSaid: 'El servicio de compromiso respondió: {said} {then}',
  refused: 'El servicio de compromiso lo rechazó: {said} {then}',
  timeoutRead: 'El servicio de compromiso no respondió en {seconds} s. {then} Vuelve a intentarlo en un minuto.',
  timeoutWrite:
    'El servicio de compromiso no respondió en {seconds} s, así que no sé si se completó. No lo repetiré por mi cuenta: compruébalo antes de volver a intentarlo.',
  network: 'No pude conectar con el servicio de compromiso. {then} Vuelve a intentarlo en un minuto; si sigue fallando, avisa a un administrador.',
  server: 'El servicio de compromiso falló ({status}) y no lo confirmó. Vuelve a intentarlo en un minuto; si sigue fallando, avisa a un administrador.',
  ours: 'Algo salió mal por nuestra parte. {then} Vuelve a intentarlo; si sigue fallando, avisa a un administrador.',
};
