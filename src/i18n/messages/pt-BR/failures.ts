// The failures namespace in Brazilian Portuguese (pt-BR).
import type { Translation } from '../../translation.js';
import type { failures as source } from '../en/failures.js';

export const failures: Translation<typeof source> = {
  outcome:
    '{outcome, select, sent {Nada foi enviado.} filed {Nada foi registrado.} saved {Nada foi salvo.} loaded {Nada foi carregado.} linked {Nada foi vinculado.} changed {Nada foi alterado.} shown {Não há nada para mostrar.} restNotSent {O restante não foi enviado.} moreNotSent {Nada mais foi enviado.} notSentYet {Ainda não é possível enviar nada.} notSentNow {Não é possível enviar nada agora.} noForm {Nenhum formulário foi aberto.} noFile {Nenhum arquivo foi enviado.} noDigest {Nenhum resumo foi gerado.} mayNotBeFiled {Talvez não tenha sido registrado.} profileNotLoaded {Não foi possível carregar seu perfil.} kudosNotLoaded {Não foi possível carregar seus kudos.} leaderboardNotLoaded {Não foi possível carregar o ranking.} feedbackNotLoaded {Não foi possível carregar o feedback.} other {Nada foi feito.}}',
  notConnected: 'Este workspace ainda não está conectado ao serviço de engajamento. Um administrador pode conectá-lo com `/kudos setup`.',
  keyUnreadable: 'A chave de API salva não pode ser lida com a ENCRYPTION_KEY atual; execute `/kudos setup` para informá-la de novo.',
  needsAdmin:
    'O Kudos precisa de um administrador para voltar a funcionar: peça a um administrador do Kudos que execute `/kudos setup` e informe a chave de API de novo.',
  recipientNotFound:
    '{count, plural, =0 {Um destinatário não está} one {{who} não está} other {{who} não estão}} no diretório da empresa. {then} Confira o endereço ou peça a um administrador para adicioná-lo (ou vinculá-lo com `/kudos link`).',
  wrongStage: 'A chave de API salva para este workspace é do outro ambiente (prod/dev). {then} Um administrador pode corrigir isso com `/kudos setup`.',
  unauthorized: 'O serviço de engajamento recusou a chave de API deste workspace. {then} Um administrador pode informar uma chave válida com `/kudos setup`.',
  rateLimited:
    'O serviço de engajamento está sobrecarregado agora (limite de requisições). {then} {seconds, plural, =0 {Tente de novo em um minuto.} other {Tente de novo em # s.}}',
  serviceSaid: 'O serviço de engajamento respondeu: {said} {then}',
  refused: 'O serviço de engajamento recusou: {said} {then}',
  timeoutRead: 'O serviço de engajamento não respondeu em {seconds} s. {then} Tente de novo em um minuto.',
  timeoutWrite:
    'O serviço de engajamento não respondeu em {seconds} s, então não sei se deu certo. Não vou repetir por conta própria — confira antes de tentar de novo.',
  network: 'Não consegui acessar o serviço de engajamento. {then} Tente de novo em um minuto; se continuar falhando, avise um administrador.',
  server: 'O serviço de engajamento falhou ({status}) e não confirmou. Tente de novo em um minuto; se continuar falhando, avise um administrador.',
  ours: 'Algo deu errado do nosso lado. {then} Tente de novo; se continuar falhando, avise um administrador.',
};
