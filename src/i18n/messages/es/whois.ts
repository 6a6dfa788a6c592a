// The whois namespace in Spanish (es).
import type { Translation } from '../../translation.js';
import type { whois as source } from '../en/whois.js';

export const whois: Translation<typeof source> = {
  notAdmin: 'Buscar personas por correo electrónico es solo para administradores de Kudos. Usa `/kudos whois @person`.',
  bot: '<@{userId}> es un bot: no tiene ficha en el directorio de la empresa.',
  unmappedTeam: '{teamId} (ningún grupo de usuarios asociado en `/kudos setup`)',
  email: 'Correo electrónico',
  slack: 'Slack',
  team: 'Equipo',
  role: 'Rol',
  impactRating: 'Índice de impacto',
  status: 'Estado',
};
