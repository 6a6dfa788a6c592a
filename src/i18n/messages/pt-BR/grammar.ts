// The grammar namespace in Brazilian Portuguese (pt-BR).
import type { Translation } from '../../translation.js';
import type { grammar as source } from '../en/grammar.js';

export const grammar: Translation<typeof source> = {
  amountRule: 'A quantidade deve ser um número inteiro de moedas entre {min, number} e {max, number}.',
  farTooLong: 'Esse comando é longo demais: um comando /kudos tem no máximo {max, number} caracteres, com um motivo de no máximo {reasonMax, number}.',
  commandTooLong:
    'Esse comando tem {length, number} caracteres: um comando /kudos tem no máximo {max, number} caracteres, com um motivo de no máximo {reasonMax, number}.',
  fieldTooLong: 'Este campo tem {length, number} caracteres; ele aceita no máximo {max, number}.',
  reasonTooLong: 'O motivo tem {length, number} caracteres; use no máximo {max, number}.',
  reasonFarTooLong: 'O motivo tem mais de {max, number} caracteres; use no máximo {max, number}.',
  reasonControl:
    'O motivo contém um caractere de controle invisível ({control}), geralmente vindo de texto colado, e não pode ser enviado. Remova-o e tente de novo.',
  tooManyPeople:
    'Um kudos pode citar no máximo {max} pessoas uma a uma (este cita {count, number}). Para agradecer mais gente, use um grupo de usuários, `team:ID`, `cohort:ID` ou `everyone`.',
  reactionsUsage: 'Use `/kudos reactions :emoji: moedas`, com um emoji (personalizado também) e de 1 a 1.000 moedas, por exemplo `/kudos reactions :taco: 3`.',
  hereOrChannel: 'Kudos não podem ir para @here ou @channel. Mencione pessoas ou grupos de usuários, ou escreva `everyone` para agradecer a empresa toda.',
  channel: 'Kudos são para pessoas, não para canais: mencione pessoas ou grupos de usuários.',
  scopeNeedsId: '`{scope}:` precisa de um ID, por exemplo `{example}:t100`.',
  unknownMention:
    'Não conheço “{word}”: não é uma pessoa nem um grupo de usuários deste workspace. Escolha as pessoas nas sugestões de @ do Slack para que virem menções, por exemplo `/kudos @ana.lima @tom.hughes 10 pelo lançamento`.',
  unknownOption: 'Não conheço a opção `{option}`. A única opção é `--private`, que mantém o kudos fora do canal.',
  self: 'Você não pode dar kudos para si mesmo — mas obrigado pelo entusiasmo! Mencione outra pessoa.',
  didYouMean: 'Não conheço `/kudos {typed}`. Você quis dizer `/kudos {meant}`? (`/kudos ajuda` lista todos.)',
  whoToThank:
    'Não entendi quem você quer agradecer: “{word}” não é uma pessoa. Mencione pessoas com @, por exemplo `/kudos @ana.lima @tom.hughes 10 pelo lançamento`, ou digite `/kudos ajuda`.',
  topOneEach:
    '{what, select, period {Um período por vez: week, month, quarter ou year.} board {Um ranking por vez: givers ou receivers.} value {Um #valor por vez.} other {Um @grupo-de-usuários por vez.}} Use `/kudos top [week|month|quarter|year] [givers|receivers] [#valor] [@grupo]`, por exemplo `/kudos top week givers`.',
  topNotOnePerson:
    '`/kudos top` classifica todo mundo, ou as pessoas de um grupo de usuários — não uma pessoa só. Sua própria posição aparece abaixo de cada ranking. Use `/kudos top [week|month|quarter|year] [givers|receivers] [#valor] [@grupo]`, por exemplo `/kudos top week givers`.',
  topUnknownGroup:
    'Não conheço o grupo de usuários “{word}”. Escolha-o nas sugestões de @ do Slack para que vire uma menção. Use `/kudos top [week|month|quarter|year] [givers|receivers] [#valor] [@grupo]`, por exemplo `/kudos top week givers`.',
  topUnknownWord:
    'Não entendi “{word}” aqui. Use `/kudos top [week|month|quarter|year] [givers|receivers] [#valor] [@grupo]`, por exemplo `/kudos top week givers`.',
  celebrateUsage:
    'Use `/kudos celebrate me` para informar seu aniversário e sua data de início na empresa (administradores: `/kudos celebrate import`, `export`, `settings`).',
  valuesUsage: 'Use `/kudos values` para ver os valores da empresa (administradores: `/kudos values edit`).',
  rewardsUsage: 'Use `/kudos recompensas` para ver as recompensas que você pode resgatar (administradores: `/kudos rewards export`).',
  syncUsage: 'Não entendi `{option}` aqui. Use `/kudos sync`, `/kudos sync --update` ou `/kudos sync --dry-run`.',
  balanceUsage: 'Use `/kudos saldo` para ver quantas moedas você ainda pode dar.',
  digestUsage: 'Use `/kudos digest preview` para ver o que o resumo semanal publicaria (administradores).',
  reviewUsage: 'Use `/kudos review`, `/kudos review @pessoa` ou `/kudos review team`.',
  feedbackUsage: 'Use `/kudos feedback` para ver o seu feedback, ou `/kudos feedback @pessoa` para o de um liderado direto.',
  whoisUsage: 'Use `/kudos whois @pessoa` (ou um endereço de e-mail).',
  linkUsage: 'Use `/kudos link @pessoa nome@empresa.com` para vincular um usuário do Slack ao e-mail dele no diretório da empresa.',
};
