// The directory namespace in Brazilian Portuguese (pt-BR).
import type { Translation } from '../../translation.js';
import type { directory as source } from '../en/directory.js';

export const directory: Translation<typeof source> = {
  unknownUser: 'Não encontro o usuário do Slack `{userId}` (<@{userId}>) neste workspace. Confira a menção.',
  bot: '<@{userId}> é um bot; kudos são para pessoas.',
  left: '<@{userId}> saiu deste workspace.',
  noEmail:
    'Não vejo um endereço de e-mail para <@{userId}>{guest, select, yes { (convidado)} other {}}, então não consigo encontrá-lo no diretório da empresa. Um administrador pode vinculá-lo com `/kudos link @pessoa nome@empresa.com`.',
};
