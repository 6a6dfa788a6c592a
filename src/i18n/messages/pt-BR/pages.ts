// The pages namespace in Brazilian Portuguese (pt-BR).
import type { Translation } from '../../translation.js';
import type { pages as source } from '../en/pages.js';

export const pages: Translation<typeof source> = {
  pageTitle: '{title} · Kudos',
  languageSwitcher: 'Idioma',
  operatorUnnamed: 'o responsável por esta instalação do Kudos',
  contactUnnamed: 'o administrador do seu workspace do Slack',
  privacyTitle: 'Kudos for Slack — Privacidade',
  privacyIntro: 'Esta instalação do Kudos é operada por {operator}. Dúvidas e solicitações: {contact}.',
  privacyKeepsHeading: 'O que o app guarda',
  privacyKeepsInstallation: 'A instalação do workspace (o token do bot), protegida com uma chave de criptografia.',
  privacyKeepsSettings:
    'As configurações escolhidas por um administrador: a chave de API do serviço de engajamento (protegida), os canais de kudos e do resumo semanal, as regras para dar kudos e os valores da empresa.',
  privacyKeepsPerPerson:
    'Por pessoa: quantas moedas ela gastou no período atual, os rascunhos de avaliação enquanto ela os escreve e cópias temporárias do perfil dela no Slack (nome, e-mail, fuso horário) para associá-la ao diretório de membros da empresa.',
  privacyNotKeptHeading: 'O que o app não guarda',
  privacyNotKept:
    'Kudos, feedback e avaliações ficam armazenados no serviço de engajamento da sua empresa, com a chave de API da sua empresa: são registros da sua empresa, não do app, e é a sua empresa que decide por quanto tempo eles são mantidos.',
  privacyDeletionHeading: 'Exclusão',
  privacyDeletionUninstall: 'Desinstalar o app exclui tudo o que o app guarda do workspace.',
  privacyDeletionOnRequest: 'Os dados de uma pessoa no app podem ser excluídos, mediante solicitação, por um administrador do workspace (veja /support).',
  privacyDeletionDeactivated: 'Uma pessoa desativada no Slack deixa de aparecer nos rankings e nos resumos.',
  supportTitle: 'Kudos for Slack — Suporte',
  supportIntro: 'Esta instalação do Kudos é operada por {operator}. Contato: {contact}.',
  supportHelp: 'No Slack, `/kudos help` lista todos os comandos com exemplos.',
  supportSetup: 'Os administradores conectam o workspace com `/kudos setup`.',
  supportRemove: 'Para remover o app e os dados dele, desinstale-o nas configurações de apps do seu workspace.',
  installAgain: 'Começar a instalação de novo',
  installExpiredTitle: 'Este link de instalação expirou',
  installExpired: 'Uma instalação precisa ser concluída em até {minutes, plural, one {# minuto} other {# minutos}} depois de iniciada. Nada foi instalado.',
  installUsedTitle: 'Este link de instalação já foi usado',
  installUsed: 'Cada link de instalação funciona uma única vez, e este já foi usado. Nada foi instalado.',
  installInvalidTitle: 'Este link de instalação não é válido',
  installInvalid: 'O Kudos não emitiu este link, ou ele foi alterado no caminho. Nada foi instalado.',
  installOtherBrowserTitle: 'Esta instalação foi iniciada em outro navegador',
  installOtherBrowser:
    'O link de volta do Slack não corresponde à instalação que este navegador iniciou (ele foi aberto em outro navegador, ou este navegador bloqueou ou perdeu o cookie). Nada foi instalado.',
  installCancelledTitle: 'Você cancelou a instalação',
  installCancelled: 'O Kudos não foi adicionado a nenhum workspace: a instalação foi cancelada na página do Slack. Nada foi instalado.',
  installNotStartedTitle: 'Não foi possível iniciar a instalação',
  installNotStarted: 'O Kudos não conseguiu preparar a instalação (o armazenamento dele não respondeu). Nada foi instalado. Tente de novo daqui a um minuto.',
  installIncompleteTitle: 'Este link está incompleto',
  installIncomplete:
    'O link de volta do Slack não tem state, então o Kudos não consegue saber se foi este navegador que iniciou a instalação. Nada foi instalado.',
  installNotAuthorizedTitle: 'O Slack não autorizou a instalação',
  installSlackAnswered: 'O Slack respondeu “{answer}”. Nada foi instalado.',
  installNoCode: 'O link de volta do Slack não tem código de autorização. Nada foi instalado.',
  installCodeRefusedTitle: 'O Slack recusou o código de autorização',
  installCodeRefused: 'O código que o Slack deu para esta instalação já foi usado ou expirou ({code}). Nada foi instalado.',
  installSettingsTitle: 'O Slack não aceitou as configurações deste app',
  installSettings:
    'O Slack respondeu “{code}”, então não foi possível concluir a instalação. Nada foi instalado. Avise quem administra o Kudos: SLACK_CLIENT_ID, SLACK_CLIENT_SECRET e a URL de redirecionamento precisam ser os do app em api.slack.com.',
  installRefusedTitle: 'O Slack recusou a instalação',
  installRefused: 'O Slack respondeu “{code}”, então não foi possível concluir a instalação. Nada foi instalado.',
  installUnreachableTitle: 'Não foi possível acessar o Slack',
  installUnreachable: 'O Kudos não conseguiu acessar o Slack para concluir a instalação. Nada foi instalado. Tente de novo daqui a um minuto.',
  installFailedTitle: 'Não foi possível concluir a instalação',
  installFailed:
    'Algo deu errado do lado do Kudos ao concluir a instalação, então talvez ela não tenha sido salva. Tente de novo daqui a um minuto; se continuar falhando, avise quem administra o Kudos.',
};
