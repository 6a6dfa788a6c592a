// The slack namespace in Spanish (es).
import type { Translation } from '../../translation.js';
import type { slack as source } from '../en/slack.js';

export const slack: Translation<typeof source> = {
  notAdmin:
    'Solo los administradores y propietarios del espacio de trabajo de Slack (o las personas que nombren como administradores de Kudos) pueden hacer esto. Pídeselo a uno de ellos si hay que cambiar algo.',
  unreadableCommand: 'Slack envió este comando sin los campos que necesito. Vuelve a intentarlo.',
  onlyCommand: 'Solo respondo a {command}.',
  unreadableForm: 'Slack envió este formulario sin los campos que necesito. Ciérralo y vuelve a abrirlo.',
  notKept:
    ':warning: Kudos no pudo aceptar esta solicitud ahora mismo (su almacenamiento no respondió), así que no se envió nada. Vuelve a intentarlo en un minuto.',
  notInstalled:
    ':warning: Kudos ya no está instalado en este espacio de trabajo, así que no se envió nada. Pide a un administrador de Slack que vuelva a instalar la app.',
  close: 'Cerrar',
  late: ':hourglass_flowing_sand: Perdona la demora: Kudos se reinició mientras hacía esto y acaba de terminarlo.',
  lateText: 'Perdona la demora. {text}',
  done: 'Listo.',
};
