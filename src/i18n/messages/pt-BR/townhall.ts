// The townhall namespace in Brazilian Portuguese (pt-BR).
import type { Translation } from '../../translation.js';
import type { townhall as source } from '../en/townhall.js';

export const townhall: Translation<typeof source> = {
  unknownFlag: 'Não reconheço `--{flag}` aqui. Use `/kudos townhall [topic] [--from 2026-10-01] [--to 2026-10-31]`.',
  generated: 'Gerado em {when} UTC pelo serviço de engajamento.',
  postButton: 'Publicar no canal',
  onlyYou: 'Só você vê esta prévia.',
  expired: 'Esta prévia expirou. Execute `/kudos townhall` de novo.',
  postedAlready: 'Este resumo da reunião geral já foi publicado em <#{channel}>.',
  postFailedInvite: ':warning: Não consegui publicar em <#{channel}>: me convide com `/invite @Kudos`.',
  postFailed: ':warning: Não consegui publicar em <#{channel}> ({code, select, none {erro do Slack} other {{code}}}).',
  posted: ':white_check_mark: “{title}” publicado em <#{channel}>.',
};
