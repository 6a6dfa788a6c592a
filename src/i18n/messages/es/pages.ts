// The pages namespace in Spanish (es).
import type { Translation } from '../../translation.js';
import type { pages as source } from '../en/pages.js';

export const pages: Translation<typeof source> = {
  pageTitle: '{title} · Kudos',
  languageSwitcher: 'Idioma',
  operatorUnnamed: 'el responsable de esta instalación de Kudos',
  contactUnnamed: 'el administrador de tu espacio de trabajo de Slack',
  privacyTitle: 'Kudos for Slack — Privacidad',
  privacyIntro: 'Esta instalación de Kudos la gestiona {operator}. Preguntas y solicitudes: {contact}.',
  privacyKeepsHeading: 'Qué guarda la app',
  privacyKeepsInstallation: 'La instalación del espacio de trabajo (su token de bot), protegida con una clave de cifrado.',
  privacyKeepsSettings:
    'La configuración que eligió un administrador: la clave de API del servicio de compromiso (protegida), los canales de kudos y del resumen semanal, las reglas para dar kudos y los valores de la empresa.',
  privacyKeepsPerPerson:
    'Por persona: cuántas monedas ha gastado en el periodo actual, los borradores de evaluación mientras los escribe y copias temporales de su perfil de Slack (nombre, correo electrónico, zona horaria) para vincularla con el directorio de miembros de la empresa.',
  privacyNotKeptHeading: 'Qué no guarda la app',
  privacyNotKept:
    'Los kudos, el feedback y las evaluaciones los guarda el servicio de compromiso de tu empresa, con la clave de API de tu empresa: son registros de tu empresa, no de la app, y es tu empresa quien decide cuánto tiempo se conservan.',
  privacyDeletionHeading: 'Eliminación',
  privacyDeletionUninstall: 'Al desinstalar la app se elimina todo lo que la app guarda del espacio de trabajo.',
  privacyDeletionOnRequest:
    'Un administrador del espacio de trabajo puede eliminar, si se le solicita, los datos de una persona en la app (consulta /support).',
  privacyDeletionDeactivated: 'Una persona desactivada en Slack deja de aparecer en las clasificaciones y en los resúmenes.',
  supportTitle: 'Kudos for Slack — Soporte',
  supportIntro: 'Esta instalación de Kudos la gestiona {operator}. Contacto: {contact}.',
  supportHelp: 'En Slack, `/kudos help` muestra todos los comandos con ejemplos.',
  supportSetup: 'Los administradores conectan el espacio de trabajo con `/kudos setup`.',
  supportRemove: 'Para quitar la app y sus datos, desinstálala desde la configuración de apps de tu espacio de trabajo.',
  installAgain: 'Volver a empezar la instalación',
  installExpiredTitle: 'Este enlace de instalación caducó',
  installExpired: 'Una instalación debe terminarse en los {minutes, plural, one {# minuto} other {# minutos}} siguientes a su inicio. No se instaló nada.',
  installUsedTitle: 'Este enlace de instalación ya se usó',
  installUsed: 'Cada enlace de instalación funciona una sola vez, y este ya se usó. No se instaló nada.',
  installInvalidTitle: 'Este enlace de instalación no es válido',
  installInvalid: 'Kudos no emitió este enlace, o se modificó por el camino. No se instaló nada.',
  installOtherBrowserTitle: 'Esta instalación se empezó en otro navegador',
  installOtherBrowser:
    'El enlace de vuelta desde Slack no coincide con la instalación que empezó este navegador (se abrió en otro navegador, o este navegador bloqueó o perdió su cookie). No se instaló nada.',
  installCancelledTitle: 'Cancelaste la instalación',
  installCancelled: 'Kudos no se añadió a ningún espacio de trabajo: la instalación se canceló en la página de Slack. No se instaló nada.',
  installNotStartedTitle: 'No se pudo empezar la instalación',
  installNotStarted: 'Kudos no pudo preparar la instalación (su almacenamiento no respondió). No se instaló nada. Vuelve a intentarlo en un minuto.',
  installIncompleteTitle: 'Este enlace está incompleto',
  installIncomplete:
    'El enlace de vuelta desde Slack no tiene state, así que Kudos no puede saber si fue este navegador el que empezó la instalación. No se instaló nada.',
  installNotAuthorizedTitle: 'Slack no autorizó la instalación',
  installSlackAnswered: 'Slack respondió «{answer}». No se instaló nada.',
  installNoCode: 'El enlace de vuelta desde Slack no tiene código de autorización. No se instaló nada.',
  installCodeRefusedTitle: 'Slack rechazó el código de autorización',
  installCodeRefused: 'El código que Slack dio para esta instalación ya se usó o caducó ({code}). No se instaló nada.',
  installSettingsTitle: 'Slack no aceptó la configuración de esta app',
  installSettings:
    'Slack respondió «{code}», así que la instalación no pudo terminar. No se instaló nada. Díselo a quien gestiona Kudos: SLACK_CLIENT_ID, SLACK_CLIENT_SECRET y la URL de redirección deben ser las de la app en api.slack.com.',
  installRefusedTitle: 'Slack rechazó la instalación',
  installRefused: 'Slack respondió «{code}», así que la instalación no pudo terminar. No se instaló nada.',
  installUnreachableTitle: 'No se pudo conectar con Slack',
  installUnreachable: 'Kudos no pudo conectar con Slack para terminar la instalación. No se instaló nada. Vuelve a intentarlo en un minuto.',
  installFailedTitle: 'No se pudo terminar la instalación',
  installFailed:
    'Algo falló del lado de Kudos al terminar la instalación, así que puede que no se haya guardado. Vuelve a intentarlo en un minuto; si sigue fallando, díselo a quien gestiona Kudos.',
};
