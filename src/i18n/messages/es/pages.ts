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
    'La configuración que eligió un administrador: la clave de API del servicio de compromiso (protegida), los canales de kudos y del resumen semanal, las reglas para dar kudos, los valores de la empresa y el idioma predeterminado del espacio de trabajo.',
  privacyKeepsPerPerson:
    'Por persona: el idioma que eligió en la pestaña Inicio de Kudos, cuántas monedas ha gastado en el periodo actual y copias temporales de su perfil de Slack (nombre, correo electrónico, zona horaria) para vincularla con el directorio de miembros de la empresa.',
  privacyKeepsSummary: 'Qué responsables pidieron recibir por DM el resumen mensual de los kudos de su equipo.',
  privacyKeepsCelebrations:
    'Celebraciones: el cumpleaños de cada persona (solo día y mes, nunca el año) y su fecha de inicio en la empresa, indicados por ella o importados por un administrador, y si pidió que no se celebre uno u otro.',
  privacyKeepsRewards:
    'Recompensas: el saldo de monedas de cada persona, el registro de cada cambio en él (cantidad, quién lo hizo, motivo), sus solicitudes de recompensas con cada paso y las notas que escribió, y cuántas veces canjeó una recompensa con límite.',
  privacyKeepsReviews:
    'Evaluaciones: las plantillas de evaluación (quién guardó cada una y qué equipos y miembros abarca, por correo electrónico) y el borrador de una evaluación de equipo entre los pasos de su formulario, que se guarda un día.',
  privacyKeepsRecognitions:
    'Una copia de los kudos de los últimos 400 días, leída del servicio de compromiso para las clasificaciones, el resumen semanal y el panel de Insights (quien da, quienes reciben por correo electrónico, monedas, motivo, fecha), con los nombres, equipos y responsables del directorio de la empresa.',
  privacyNotKeptHeading: 'Qué no guarda la app',
  privacyNotKept:
    'Los kudos, el feedback y las evaluaciones los guarda el servicio de compromiso de tu empresa, con la clave de API de tu empresa: son registros de tu empresa, no de la app, y es tu empresa quien decide cuánto tiempo se conservan.',
  privacyDeletionHeading: 'Eliminación',
  privacyDeletionUninstall: 'Al desinstalar la app se elimina todo lo que la app guarda del espacio de trabajo.',
  privacyDeletionOnRequest:
    'Si se solicita (consulta /support), el responsable de esta instalación elimina los datos de una persona en la app con `npm run forget`: el idioma que eligió, sus fechas de celebración y si pidió no celebrarlas, su elección del resumen mensual, sus contadores de monedas, su vínculo de correo electrónico y su rol de administrador, y su rastro en la copia de los kudos (lo que recibió, su nombre, su entrada en el directorio; los kudos que dio siguen contando para quienes los recibieron, sin ella como quien los dio).',
  privacyDeletionKept:
    'Se conservan tras esa solicitud: su saldo, su registro y sus solicitudes de recompensas, el libro de la empresa con lo que le dio y todavía le debe (se elimina con el espacio de trabajo al desinstalar); las plantillas de evaluación que la mencionan; y los kudos, el feedback y las evaluaciones del servicio de compromiso: eliminarlos es decisión de tu empresa, que lo hace allí. Un borrador de evaluación caduca en un día.',
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
  installSlackAnswered: 'Slack respondió “{answer}”. No se instaló nada.',
  installNoCode: 'El enlace de vuelta desde Slack no tiene código de autorización. No se instaló nada.',
  installCodeRefusedTitle: 'Slack rechazó el código de autorización',
  installCodeRefused: 'El código que Slack dio para esta instalación ya se usó o caducó ({code}). No se instaló nada.',
  installSettingsTitle: 'Slack no aceptó la configuración de esta app',
  installSettings:
    'Slack respondió “{code}”, así que la instalación no pudo terminar. No se instaló nada. Díselo a quien gestiona Kudos: SLACK_CLIENT_ID, SLACK_CLIENT_SECRET y la URL de redirección deben ser las de la app en api.slack.com.',
  installRefusedTitle: 'Slack rechazó la instalación',
  installRefused: 'Slack respondió “{code}”, así que la instalación no pudo terminar. No se instaló nada.',
  installUnreachableTitle: 'No se pudo conectar con Slack',
  installUnreachable: 'Kudos no pudo conectar con Slack para terminar la instalación. No se instaló nada. Vuelve a intentarlo en un minuto.',
  installFailedTitle: 'No se pudo terminar la instalación',
  installFailed:
    'Algo falló del lado de Kudos al terminar la instalación, así que puede que no se haya guardado. Vuelve a intentarlo en un minuto; si sigue fallando, díselo a quien gestiona Kudos.',
};
