// The directory namespace in Spanish (es).
import type { Translation } from '../../translation.js';
import type { directory as source } from '../en/directory.js';

export const directory: Translation<typeof source> = {
  unknownUser: 'No encuentro al usuario de Slack `{userId}` (<@{userId}>) en este espacio de trabajo. Revisa la mención.',
  bot: '<@{userId}> es un bot; los kudos son para personas.',
  left: '<@{userId}> ya no está en este espacio de trabajo.',
  noEmail:
    'No veo una dirección de correo para <@{userId}>{guest, select, yes { (invitado)} other {}}, así que no puedo encontrarlo en el directorio de la empresa. Un administrador puede vincularlo con `/kudos link @persona nombre@empresa.com`.',
};
