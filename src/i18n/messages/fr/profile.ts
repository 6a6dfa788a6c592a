// The profile namespace in French (fr).
import type { Translation } from '../../translation.js';
import type { profile as source } from '../en/profile.js';

export const profile: Translation<typeof source> = {
  summary: 'Votre profil d’engagement : {score}/100 ({status})',
  header: 'Profil d’engagement — {who, select, you {vous} other {{who}}}',
  health: '*Santé de l’engagement*\n`{bar}`',
  homeHealth: '*Santé de l’engagement*  `{bar}`',
  statusField: '*Niveau*\n{status}',
  impactField: '*Note d’impact*\n{rating}',
  status: '{status, select, Novice {Débutant} Intermediate {Intermédiaire} Advanced {Avancé} Elite {Élite} other {{status}}}',
  bands: 'Niveaux : Débutant 0–24 · Intermédiaire 25–49 · Avancé 50–74 · Élite 75–100',
  nothingYet: '_rien pour l’instant_',
  homeHeader: 'Votre profil',
  contextHeading: '{key, select, strengths {Points forts} recent_wins {Réussites récentes} growth_areas {Axes de progrès} other {{title}}}',
};
