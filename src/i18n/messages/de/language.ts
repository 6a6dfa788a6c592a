// The language namespace in German (de).
import type { Translation } from '../../translation.js';
import type { language as source } from '../en/language.js';

export const language: Translation<typeof source> = {
  heading: '*Sprache*',
  explain: 'Kudos spricht mit dir auf {name}. Wähle hier eine andere oder lass die Sprache von Slack entscheiden.',
  automatic: 'Sprache von Slack',
  placeholder: 'Sprache wählen',
};
