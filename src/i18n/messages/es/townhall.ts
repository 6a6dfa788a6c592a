// The townhall namespace in Spanish (es).
import type { Translation } from '../../translation.js';
import type { townhall as source } from '../en/townhall.js';

export const townhall: Translation<typeof source> = {
  unknownFlag: 'Aquí no reconozco `--{flag}`. Usa `/kudos townhall [topic] [--from 2026-10-01] [--to 2026-10-31]`.',
  generated: 'Generado el {when} UTC por el servicio de compromiso.',
  postButton: 'Publicar en el canal',
  onlyYou: 'Solo tú puedes ver esta vista previa.',
  expired: 'Esta vista previa ha caducado. Vuelve a ejecutar `/kudos townhall`.',
  postedAlready: 'Este resumen para la reunión general ya se publicó en <#{channel}>.',
  postFailedInvite: ':warning: No pude publicar en <#{channel}>: invítame con `/invite @Kudos`.',
  postFailed: ':warning: No pude publicar en <#{channel}> ({code, select, none {error de Slack} other {{code}}}).',
  posted: ':white_check_mark: Se publicó “{title}” en <#{channel}>.',
};
