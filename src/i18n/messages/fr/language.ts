// The language namespace in French (fr).
import type { Translation } from '../../translation.js';
import type { language as source } from '../en/language.js';

export const language: Translation<typeof source> = {
  heading: '*Langue*',
  explain: 'Kudos vous parle en {name}. Choisissez-en une autre ici, ou laissez la langue de Slack décider.',
  automatic: 'Langue de Slack',
  placeholder: 'Choisir une langue',
};
