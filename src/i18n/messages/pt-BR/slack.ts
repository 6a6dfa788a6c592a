// The slack namespace in Brazilian Portuguese (pt-BR).
import type { Translation } from '../../translation.js';
import type { slack as source } from '../en/slack.js';

export const slack: Translation<typeof source> = {
  notAdmin:
    'Só administradores e proprietários do workspace do Slack (ou as pessoas que eles nomearem como administradores do Kudos) podem fazer isso. Peça a um deles se algo precisar mudar.',
  unreadableCommand: 'O Slack enviou este comando sem os campos de que preciso. Tente de novo.',
  onlyCommand: 'Eu só respondo a {command}.',
  unreadableForm: 'O Slack enviou este formulário sem os campos de que preciso. Feche-o e abra de novo.',
  notKept:
    ':warning: O Kudos não conseguiu aceitar esta solicitação agora (o armazenamento não respondeu), então nada foi enviado. Tente de novo em um minuto.',
  notInstalled:
    ':warning: O Kudos não está mais instalado neste workspace, então nada foi enviado. Peça a um administrador do Slack para instalar o app de novo.',
  close: 'Fechar',
  late: ':hourglass_flowing_sand: Desculpe a demora — o Kudos reiniciou enquanto fazia isso e acabou de terminar.',
  lateText: 'Desculpe a demora. {text}',
  done: 'Pronto.',
};
