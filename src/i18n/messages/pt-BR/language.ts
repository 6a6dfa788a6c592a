// The language namespace in Brazilian Portuguese (pt-BR).
import type { Translation } from '../../translation.js';
import type { language as source } from '../en/language.js';

export const language: Translation<typeof source> = {
  heading: '*Idioma*',
  explain: 'O Kudos fala com você em {name}. Escolha outro aqui ou deixe o idioma do Slack decidir.',
  automatic: 'Idioma do Slack',
  placeholder: 'Escolha um idioma',
};
