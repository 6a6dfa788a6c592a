// The profile namespace in Spanish (es).
import type { Translation } from '../../translation.js';
import type { profile as source } from '../en/profile.js';

export const profile: Translation<typeof source> = {
  summary: 'Tu perfil de compromiso: {score}/100 ({status})',
  header: 'Perfil de compromiso — {who, select, you {tú} other {{who}}}',
  health: '*Salud del compromiso*\n`{bar}`',
  homeHealth: '*Salud del compromiso*  `{bar}`',
  statusField: '*Nivel*\n{status}',
  impactField: '*Índice de impacto*\n{rating}',
  status: '{status, select, Novice {Principiante} Intermediate {Intermedio} Advanced {Avanzado} Elite {Élite} other {{status}}}',
  bands: 'Niveles: Principiante 0–24 · Intermedio 25–49 · Avanzado 50–74 · Élite 75–100',
  nothingYet: '_nada todavía_',
  homeHeader: 'Tu perfil',
  contextHeading: '{key, select, strengths {Fortalezas} recent_wins {Logros recientes} growth_areas {Áreas de mejora} other {{title}}}',
};
