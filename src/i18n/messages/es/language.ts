// The language namespace in Spanish (es).
import type { Translation } from '../../translation.js';
import type { language as source } from '../en/language.js';

export const language: Translation<typeof source> = {
  heading: '*Idioma*',
  explain: 'Kudos te habla en {name}. Elige otro aquí o deja que decida el idioma de Slack.',
  automatic: 'Idioma de Slack',
  placeholder: 'Elige un idioma',
};
