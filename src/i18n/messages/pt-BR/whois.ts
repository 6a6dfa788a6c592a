// The whois namespace in Brazilian Portuguese (pt-BR).
import type { Translation } from '../../translation.js';
import type { whois as source } from '../en/whois.js';

export const whois: Translation<typeof source> = {
  notAdmin: 'Buscar pessoas por e-mail é só para administradores do Kudos. Use `/kudos whois @person`.',
  bot: '<@{userId}> é um bot: não tem registro no diretório da empresa.',
  unmappedTeam: '{teamId} (nenhum grupo de usuários associado em `/kudos setup`)',
  email: 'E-mail',
  slack: 'Slack',
  team: 'Time',
  role: 'Função',
  impactRating: 'Índice de impacto',
  status: 'Status',
};
