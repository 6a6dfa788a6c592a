// The digest namespace in Brazilian Portuguese (pt-BR).
import type { Translation } from '../../translation.js';
import type { digest as source } from '../en/digest.js';

export const digest: Translation<typeof source> = {
  namesAndMore: '{names} e mais {count, plural, one {# pessoa} other {# pessoas}}',
  someone: 'Alguém',
  highlight: '*{giver}* → {names} · {coins}\n> {reason}',
  nudge:
    ':hourglass_flowing_sand: *{people, plural, one {# pessoa} other {# pessoas}}* ainda {people, plural, one {tem} other {têm}} moedas para dar ({coins, plural, one {# moeda} other {# moedas}} no total) antes de zerarem em {resets}. Quem ajudou você esta semana? `/kudos @alguém 10 por …`',
  title: 'Kudos da semana · {label}',
  emptyText: '{title}: nenhum kudos compartilhado esta semana',
  empty: 'Nenhum kudos foi compartilhado esta semana. Quem facilitou a sua semana? Conte para a pessoa com `/kudos @alguém 10 por …`',
  summary: '*{kudos}* e *{coins}* dados por {givers}.',
  receiver: '{rank} *{name}* — {coins} ({kudos})',
  value: '{value} — {kudos}',
  text: '{title}: {kudos}, {coins}',
  mostAppreciated: '*Mais reconhecidos*\n{lines}',
  valuesMostGiven: '*Valores mais citados*\n{lines}',
  highlights: '*Destaques*\n{lines}',
  when: 'toda semana, {weekday}, às {time} ({timeZone})',
  settingsTitle: 'Resumo semanal',
  save: 'Salvar',
  back: 'Voltar',
  done: 'Concluído',
  settingsIntro:
    'Uma vez por semana: o número de kudos e de moedas, quem mais recebeu, os valores mais citados, três kudos em destaque e um lembrete para quem ainda tem moedas. Kudos privados nunca aparecem.',
  settingsOn: 'Publicar o resumo semanal',
  settingsOnLabel: 'Ligado ou desligado',
  settingsDay: 'Dia',
  settingsHour: 'Horário',
  settingsHourHint: 'Pelo relógio do workspace ({timeZone}, definido em Regras para dar).',
  settingsChannel: 'Canal',
  settingsChannelHint: 'Vazio: o canal de kudos.',
  settingsNow:
    'Agora: {when}. Um resumo perdido enquanto o app estava fora do ar é publicado quando ele volta, se ainda for a mesma semana. Veja com `/kudos digest preview`.',
  settingsNowOff:
    'Agora: desligado. Um resumo perdido enquanto o app estava fora do ar é publicado quando ele volta, se ainda for a mesma semana. Veja com `/kudos digest preview`.',
  formIncomplete: 'O formulário voltou incompleto; feche-o e abra Resumo semanal de novo.',
  pickDay: 'Escolha o dia em que o resumo é publicado.',
  pickHour: 'Escolha o horário em que o resumo é publicado.',
  settingsSaved: ':white_check_mark: Salvo. O resumo semanal vai para {hasChannel, select, yes {<#{channel}>} other {o canal de kudos}} {when}.',
  settingsSavedOff: ':white_check_mark: Salvo. O resumo semanal está desligado.',
  problemReading: 'falha ao ler os kudos da semana: {why}',
  problemRefused: 'o Slack recusou a publicação: {code}',
  problemNoAnswer: 'o Slack não respondeu ({error}); a próxima tentativa confere o canal primeiro e só publica se o resumo não estiver lá',
  dueAt: '{date} às {time} ({timeZone})',
  previewOff:
    ':eyes: *Prévia* — o resumo semanal está *desligado*. Se estivesse ligado, iria para {hasChannel, select, yes {<#{channel}>} other {nenhum canal ainda (defina um canal de kudos ou um canal para o resumo em `/kudos setup`)}} e diria:',
  previewPending:
    ':eyes: *Prévia* — só você vê isto. O resumo previsto para {due} ainda não saiu: ele vai para {hasChannel, select, yes {<#{channel}>} other {nenhum canal ainda (defina um canal de kudos ou um canal para o resumo em `/kudos setup`)}} em até um minuto e diz:',
  previewComing:
    ':eyes: *Prévia* — só você vê isto. O resumo semanal vai para {hasChannel, select, yes {<#{channel}>} other {nenhum canal ainda (defina um canal de kudos ou um canal para o resumo em `/kudos setup`)}} em {due}; com os kudos até agora, ele diz:',
  previewText: 'Prévia do resumo semanal: {text}',
  postNow: 'Publicar agora',
  setupHint: 'Mude o dia, o horário ou o canal, ou desligue, em `/kudos setup` → *Resumo semanal…*',
  postNowHint: '“Publicar agora” envia na hora. Mude o dia, o horário ou o canal, ou desligue, em `/kudos setup` → *Resumo semanal…*',
  postNowInstead: '“Publicar agora” envia na hora, em vez de em {day}. Mude o dia, o horário ou o canal, ou desligue, em `/kudos setup` → *Resumo semanal…*',
  previewOutdated: 'Esta prévia está desatualizada: execute `/kudos digest` de novo e clique em *Publicar agora* lá.',
  postedNow: ':white_check_mark: Resumo semanal publicado em <#{channel}>. O previsto para {due} não será publicado de novo.',
  alreadyPosted: 'O resumo desta semana já foi publicado (o previsto para {due}); o próximo sai uma semana depois.',
  noChannel: 'Não há canal para publicar: defina um canal de kudos ou um canal para o resumo em `/kudos setup`.',
  postFailed:
    ':warning: Não consegui publicar o resumo em <#{channel}> ({problem}). Se eu não estiver nesse canal, me convide (`/invite @Kudos`) ou escolha outro em `/kudos setup` → *Resumo semanal…*; depois tente de novo.',
};
