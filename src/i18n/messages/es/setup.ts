// The setup namespace in Spanish (es).
import type { Translation } from '../../translation.js';
import type { setup as source } from '../en/setup.js';

export const setup: Translation<typeof source> = {
  modalTitle: 'Configuración',
  submit: 'Comprobar y guardar',
  cancel: 'Cancelar',
  done: 'Listo',
  intro:
    'Conecta este espacio de trabajo al servicio de engagement. La clave se comprueba con el entorno antes de guardarla, se almacena cifrada y no se vuelve a mostrar nunca.',
  stageLabel: 'Entorno',
  stageOption: '{stage, select, prod {prod — producción} other {dev — desarrollo}}',
  keyLabel: 'Clave de API',
  keyPlaceholder: 'Pega la clave',
  keyUnreadable: 'La clave guardada no se puede leer con la ENCRYPTION_KEY actual: vuelve a introducirla.',
  keyHintSaved: 'Déjalo vacío para mantener la clave guardada que termina en …{last4}.',
  keyHintDefault: 'Déjalo vacío para seguir usando la clave predeterminada de la app (…{last4}, entorno {stage}).',
  keyHintFirst: 'Está en la página de integraciones de la app web de engagement (acceso de desarrollador).',
  feedLabel: 'Canal de kudos',
  feedHint: 'Aquí se publican los kudos compartidos. Vacío: en el canal donde se dieron.',
  threadsLabel: 'Publicaciones',
  threadsHint: 'Mantiene los canales tranquilos: los primeros kudos del día abren un hilo y los demás kudos del día son sus respuestas.',
  threadsOption: 'Publicar los kudos como respuestas en un hilo diario',
  adminsLabel: 'Administradores de Kudos',
  adminsHint: 'Quienes, además de los administradores y propietarios del espacio de trabajo de Slack, pueden cambiar esta configuración y vincular personas.',
  languageLabel: 'Idioma',
  languageHint:
    'Para el canal de kudos, el resumen semanal, las celebraciones y el canal de aprobación, y para quien use un idioma que Kudos no conozca.',
  teamMapLabel: 'Equipos: grupo de usuarios = ID de equipo',
  teamMapHint:
    'Uno por línea, p. ej. “@engineering = t100”. Permite que las plantillas de evaluación incluyan equipos y que la sincronización del directorio rellene los equipos.',
  managerFieldLabel: 'Sincronización: campo del responsable',
  managerFieldHint:
    'ID del campo personalizado del perfil de Slack que indica el responsable de cada persona (un campo de persona o un correo electrónico), p. ej. Xf01AB2CD3.',
  guestsLabel: 'Sincronización del directorio: invitados',
  guestsOption: 'Incluir invitados (multicanal y de un solo canal)',
  givingRulesButton: 'Reglas para dar…',
  digestButton: 'Resumen semanal…',
  footer:
    'De la clave solo se muestran los últimos 4 caracteres. *Reglas para dar*: asignación, periodo, zona horaria, máximo por kudos. *Resumen semanal*: activado o no, día, hora, canal.',
  errorFormOutdated: 'Este formulario está desactualizado. Ciérralo y vuelve a abrirlo.',
  errorChooseStage: 'Elige prod o dev.',
  errorLanguage: 'Elige uno de los idiomas de la lista.',
  errorTeamLine: '“{line}” debería tener la forma “@engineering = t100”.',
  errorNoUsergroup: 'No hay ningún grupo de usuarios @{handle} en este espacio de trabajo.',
  errorEnterKey: 'Introduce la clave de API.',
  errorDefaultKeyStage: 'La clave predeterminada de la app es del entorno {defaultStage}. Elige {defaultStage} o introduce una clave emitida para {stage}.',
  errorWrongStage: 'Esta clave es del otro entorno, no de {stage}. Elige el entorno para el que se emitió la clave.',
  errorKeyRefused: 'El servicio de engagement no aceptó esta clave. Revísala y vuelve a pegarla.',
  errorUnreachable: 'No pude contactar con el servicio de engagement para comprobar la clave. No se guardó nada; vuelve a intentarlo en un minuto.',
  savedDefaultKey:
    ':white_check_mark: Configuración guardada. Este espacio de trabajo usa la clave predeterminada de la app para el entorno *{stage}* (…{last4}); puedes introducir una clave propia en `/kudos setup` cuando quieras.',
  savedConnected:
    ':white_check_mark: Conectado al entorno *{stage}* con la clave que termina en …{last4}. Ya todos en este espacio de trabajo pueden dar kudos.',
  savedKept: ':white_check_mark: Configuración guardada. Sigue conectado al entorno *{stage}* con la clave que termina en …{last4}.',
  scopeLabel: 'Esta configuración se aplica a',
  scopeHint:
    'Kudos está instalado en toda tu organización de Enterprise Grid. Elige “solo este espacio de trabajo” para darle su propia clave de API y su propia configuración.',
  scopeOrg: 'Toda la organización: todos los espacios de trabajo la comparten',
  scopeWorkspace: 'Solo este espacio de trabajo: con su propia configuración',
  panelTitle: 'Administración: conexión',
  panelStage: '*Entorno*\n{stage}',
  panelKey: '{source, select, default {*Clave de API*\n…{last4} (predeterminada)} other {*Clave de API*\n…{last4}}}',
  panelService: '{reachable, select, yes {*Servicio*\n:large_green_circle: accesible} other {*Servicio*\n:red_circle: no accesible}}',
  panelLanguage: '*Idioma*\n{language}',
  statusAccepted: 'El servicio {root} respondió; la clave es válida en {stage}.',
  statusKeyRefused: 'El servicio respondió, pero rechazó la clave: {reason}',
  linked: ':link: <@{userId}> ahora está vinculado a {firstName} {lastName} ({email}).',
  linkNotInDirectory: ':warning: {email} no está en el directorio de la empresa, así que no lo vinculé. Revisa la dirección.',
};
