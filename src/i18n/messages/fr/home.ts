// The home namespace in French (fr).
import type { Translation } from '../../translation.js';
import type { home as source } from '../en/home.js';

export const home: Translation<typeof source> = {
  greeting: 'Bonjour <@{userId}> ! Remerciez un collègue, voyez ce que vous avez reçu, saisissez des évaluations.',
  give: 'Donner des kudos',
  review: 'Saisir une évaluation',
  feedback: 'Mes retours',
  setup: 'Configurer l’espace de travail',
};
