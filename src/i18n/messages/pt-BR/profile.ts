// The profile namespace in Brazilian Portuguese (pt-BR).
import type { Translation } from '../../translation.js';
import type { profile as source } from '../en/profile.js';

export const profile: Translation<typeof source> = {
  summary: 'Seu perfil de engajamento: {score}/100 ({status})',
  header: 'Perfil de engajamento — {who, select, you {você} other {{who}}}',
  health: '*Saúde do engajamento*\n`{bar}`',
  homeHealth: '*Saúde do engajamento*  `{bar}`',
  statusField: '*Nível*\n{status}',
  impactField: '*Índice de impacto*\n{rating}',
  status: '{status, select, Novice {Iniciante} Intermediate {Intermediário} Advanced {Avançado} Elite {Elite} other {{status}}}',
  bands: 'Níveis: Iniciante 0–24 · Intermediário 25–49 · Avançado 50–74 · Elite 75–100',
  nothingYet: '_nada ainda_',
  homeHeader: 'Seu perfil',
  contextHeading: '{key, select, strengths {Pontos fortes} recent_wins {Conquistas recentes} growth_areas {Pontos a desenvolver} other {{title}}}',
};
