// The reactions namespace in Spanish (es).
import type { Translation } from '../../translation.js';
import type { reactions as source } from '../en/reactions.js';

export const reactions: Translation<typeof source> = {
  notAdmin: 'Solo los administradores pueden cambiar el emoji para dar. `/kudos reactions` lo muestra.',
  current: 'Reacciona a un mensaje con :{emoji}: para dar {coins} a quien lo escribió, una vez por mensaje. Quitar la reacción no las devuelve.',
  adminsChange: 'Los administradores lo cambian con `/kudos reactions :emoji: monedas`, p. ej. `/kudos reactions :taco: 3`.',
  notAnEmoji: '`{emoji}` no es un emoji.',
  overMax:
    'Una reacción puede dar como máximo {coins}, el máximo por kudos de este espacio de trabajo (Reglas para dar en `/kudos setup`). Elige {max} o menos.',
  set: 'A partir de ahora, :{emoji}: en un mensaje da {coins} a quien lo escribió.',
  onAppMessage: ':{emoji}: en el mensaje de una app no da nada: las monedas son para personas. Reacciona al mensaje de una persona.',
  authorUnknown: 'No pude saber de quién es ese mensaje, así que no se dieron monedas. Si está en un canal privado, invítame con `/invite @Kudos`.',
  onOwnMessage: ':{emoji}: en tu propio mensaje no da nada: no puedes darte kudos a ti mismo.',
};
