// The reactions namespace in Brazilian Portuguese (pt-BR).
import type { Translation } from '../../translation.js';
import type { reactions as source } from '../en/reactions.js';

export const reactions: Translation<typeof source> = {
  notAdmin: 'Só administradores podem mudar o emoji de doação. `/kudos reactions` mostra qual é.',
  current: 'Reaja a uma mensagem com :{emoji}: para dar {coins} a quem a escreveu, uma vez por mensagem. Remover a reação não as devolve.',
  adminsChange: 'Administradores mudam isso com `/kudos reactions :emoji: moedas`, ex.: `/kudos reactions :taco: 3`.',
  notAnEmoji: '`{emoji}` não é um emoji.',
  overMax: 'Uma reação pode dar no máximo {coins}, o máximo por kudos deste workspace (Regras para dar em `/kudos setup`). Escolha {max} ou menos.',
  set: 'A partir de agora, :{emoji}: em uma mensagem dá {coins} a quem a escreveu.',
  onAppMessage: ':{emoji}: na mensagem de um app não dá nada: as moedas são para pessoas. Reaja à mensagem de uma pessoa.',
  authorUnknown: 'Não consegui saber de quem é essa mensagem, então nenhuma moeda foi dada. Se ela está em um canal privado, me convide com `/invite @Kudos`.',
  onOwnMessage: ':{emoji}: na sua própria mensagem não dá nada: você não pode dar kudos para si mesmo.',
};
