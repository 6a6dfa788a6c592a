// The profile namespace in German (de).
import type { Translation } from '../../translation.js';
import type { profile as source } from '../en/profile.js';

export const profile: Translation<typeof source> = {
  summary: 'Dein Engagement-Profil: {score}/100 ({status})',
  header: 'Engagement-Profil — {who, select, you {du} other {{who}}}',
  health: '*Engagement-Gesundheit*\n`{bar}`',
  homeHealth: '*Engagement-Gesundheit*  `{bar}`',
  statusField: '*Stufe*\n{status}',
  impactField: '*Impact-Bewertung*\n{rating}',
  status: '{status, select, Novice {Einsteiger} Intermediate {Fortgeschritten} Advanced {Erfahren} Elite {Elite} other {{status}}}',
  bands: 'Stufen: Einsteiger 0–24 · Fortgeschritten 25–49 · Erfahren 50–74 · Elite 75–100',
  nothingYet: '_noch nichts_',
  homeHeader: 'Dein Profil',
  contextHeading: '{key, select, strengths {Stärken} recent_wins {Jüngste Erfolge} growth_areas {Entwicklungsfelder} other {{title}}}',
};
