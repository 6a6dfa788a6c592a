// The help namespace in Brazilian Portuguese (pt-BR).
import type { Translation } from '../../translation.js';
import type { help as source } from '../en/help.js';

export const help: Translation<typeof source> = {
  title: 'Como usar o Kudos',
  giveHeading: '*Dar kudos*',
  giveCommand:
    '`/kudos @ana.lima @tom.hughes 10 pelo lançamento` — pessoas (`@leila.haddad,@hannah.schmidt` também funciona), `@user-groups`, `everyone`, e-mails, `team:t100`, `cohort:c-2026`',
  givePrivate: '`/kudos @tom.hughes 10 pelo lançamento --private` — não é publicado no canal',
  giveForm:
    '`/kudos` sozinho, ou qualquer comando incompleto, abre o formulário. Também: o atalho ⚡ *Give kudos* e *Kudos for this message* em qualquer mensagem.',
  giveValue: '`/kudos @ana.lima 10 por #ownership no lançamento` — marca os kudos com um valor da empresa; `/kudos values` lista todos',
  giveReaction:
    'Reaja a uma mensagem com o emoji de dar (:coin:, a menos que um administrador tenha escolhido outro; `/kudos reactions` mostra qual é e quantas moedas ele dá) para dar moedas ao autor dela, uma vez por mensagem. Remover a reação não devolve as moedas.',
  ownHeading: '*Veja o que é seu*',
  balance: '`/kudos balance` — as moedas que você ainda pode dar neste período e quando elas são renovadas',
  profile: '`/kudos profile` — seu perfil de engajamento',
  received: '`/kudos received` — os kudos que você recebeu',
  feedback: '`/kudos feedback` — o feedback das suas avaliações (gestores: `/kudos feedback @report`)',
  whois: '`/kudos whois @person` — o registro de alguém no diretório da empresa',
  rewards:
    '`/kudos rewards` — o catálogo de recompensas, as moedas que você pode gastar (o que recebeu em kudos) e suas solicitações; *Resgatar* em uma recompensa',
  top: '`/kudos top [week|month|quarter|year] [givers|receivers] [#value] [@user-group]` — o ranking (por padrão, quem mais recebeu neste mês; só contam os kudos exibidos no canal de kudos)',
  celebrate:
    '`/kudos celebrate me` — seu aniversário (dia e mês, nunca o ano) e sua data de entrada na empresa, ou deixar de comemorar qualquer um dos dois; comemorados no canal de comemorações no dia',
  managersHeading: '*Gestores*',
  review: '`/kudos review @report` — registre uma avaliação (também pelo atalho ⚡ *File a review*); `/kudos review team` — várias de uma vez',
  insights:
    'O painel de *Insights* (administradores, e gestores para as equipes dos seus liderados diretos): o link dele fica na aba Início do Kudos quando o login está configurado; lá os gestores podem ativar um resumo mensal por mensagem direta',
  adminsHeading: '*Administradores*',
  setup:
    '`/kudos setup` — chave de API, ambiente, canal de kudos, administradores do app e idioma do workspace; a etapa *Regras para dar*: cota, período, dia de renovação, fuso horário, máximo por kudos, administradores isentos; a etapa *Resumo semanal*: ativado ou não, dia, hora, canal',
  digest: '`/kudos digest preview` — o que o resumo semanal (às segundas, 09:00, se não for alterado) publicaria agora, com um botão *Publicar agora*',
  values: '`/kudos values edit` — os valores da empresa (até 10: hashtag, emoji, nome, descrição)',
  reactions: '`/kudos reactions :taco: 3` — o emoji de dar (personalizados também) e quantas moedas uma reação dá',
  link: '`/kudos link @person name@company.com` — associa um usuário do Slack ao e-mail dele no diretório; `/kudos whois name@company.com` — de quem é esse endereço',
  preset: '`/kudos preset` — modelos de avaliação: orientações e data da próxima avaliação para até 50 pessoas ou equipes',
  sync: '`/kudos sync [--update] [--dry-run]` — importa o diretório do Slack para o diretório da empresa',
  export:
    '`/kudos export questions [--skill S] [--dimension D]`, `/kudos export responses [--email E] [--question Q] [--from D] [--to D]` — um CSV por mensagem direta',
  townhall: '`/kudos townhall [topic] [--from D] [--to D]` — um resumo para pré-visualizar e publicar',
  rewardsAdmin:
    '`/kudos rewards` — também os botões para adicionar, editar e desativar recompensas, ajustar um saldo e definir o canal de aprovação; `/kudos rewards export` — resgates e saldos em CSV por mensagem direta',
  celebrateAdmin:
    '`/kudos celebrate import` — cole um CSV (e-mail, aniversário MM-DD, data de entrada YYYY-MM-DD; até 2.000 linhas); `/kudos celebrate export` — o que está armazenado, em CSV por mensagem direta; `/kudos celebrate settings` — canal, hora local, nome da empresa, moedas',
  footer:
    'A aba Início do Kudos mostra o que você ainda pode dar, seu perfil, os últimos kudos que você recebeu e quem mais recebeu neste mês, e permite escolher o idioma em que o Kudos fala com você. `/kudos help` mostra esta lista de novo; as páginas de privacidade e de suporte ficam em /privacy e /support, no endereço deste app.',
  localWords: 'No seu idioma, você também pode digitar: {words}.',
};
