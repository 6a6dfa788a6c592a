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
    'As configurações escolhidas por um administrador: a chave de API do serviço de engajamento (protegida), os canais de kudos e do resumo semanal, as regras para dar kudos, os valores da empresa e o idioma padrão do workspace.',
  privacyKeepsPerPerson:
    'Por pessoa: o idioma que ela escolheu na aba Início do Kudos, quantas moedas ela gastou no período atual e cópias temporárias do perfil dela no Slack (nome, e-mail, fuso horário) para associá-la ao diretório de membros da empresa.',
  privacyKeepsSummary: 'Quais gestores pediram para receber por DM o resumo mensal dos kudos do time.',
  privacyKeepsCelebrations:
    'Comemorações: o aniversário de cada pessoa (só dia e mês, nunca o ano) e a data de início na empresa, informados por ela ou importados por um administrador, e se ela pediu para não comemorar um ou outro.',
  privacyKeepsRewards:
    'Recompensas: o saldo de moedas de cada pessoa, o registro de cada mudança nele (valor, por quem, motivo), as solicitações de recompensas dela com cada etapa e as notas que ela escreveu, e quantas vezes ela resgatou uma recompensa com limite.',
  privacyKeepsReviews:
    'Avaliações: os modelos de avaliação (quem salvou cada um e quais times e membros, por e-mail, ele abrange) e o rascunho de uma avaliação de time entre as etapas do formulário, guardado por um dia.',
  privacyKeepsRecognitions:
    'Uma cópia dos kudos dos últimos 400 dias, lida do serviço de engajamento para os rankings, o resumo semanal e o painel de Insights (quem deu, quem recebeu por e-mail, moedas, motivo, data), com os nomes, times e gestores do diretório da empresa.',
  privacyNotKeptHeading: 'O que o app não guarda',
  privacyNotKept:
    'Kudos, feedback e avaliações ficam armazenados no serviço de engajamento da sua empresa, com a chave de API da sua empresa: são registros da sua empresa, não do app, e é a sua empresa que decide por quanto tempo eles são mantidos.',
  privacyDeletionHeading: 'Exclusão',
  privacyDeletionUninstall: 'Desinstalar o app exclui tudo o que o app guarda do workspace.',
  privacyDeletionOnRequest:
    'Mediante solicitação (veja /support), o responsável por esta instalação exclui os dados de uma pessoa no app com `npm run forget`: o idioma que ela escolheu, as datas de comemoração dela e os pedidos para não comemorar, a escolha do resumo mensal, as contagens de moedas, o vínculo de e-mail e o papel de administrador, e ela na cópia dos kudos (o que recebeu, o nome, a entrada no diretório; os kudos que ela deu continuam contando para quem os recebeu, sem ela como quem deu).',
  privacyDeletionKept:
    'Ficam guardados após essa solicitação: o saldo, o registro e as solicitações de recompensas dela, o livro da empresa com o que deu a ela e ainda lhe deve (excluído com o workspace ao desinstalar); os modelos de avaliação que a citam; e os kudos, o feedback e as avaliações no serviço de engajamento: excluí-los é decisão da sua empresa, tomada lá. Um rascunho de avaliação expira em um dia.',
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
