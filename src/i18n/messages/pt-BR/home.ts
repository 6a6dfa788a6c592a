// The home namespace in Brazilian Portuguese (pt-BR).
import type { Translation } from '../../translation.js';
import type { home as source } from '../en/home.js';

export const home: Translation<typeof source> = {
  greeting: 'Olá, <@{userId}>! Agradeça um colega, veja o que você recebeu e registre avaliações.',
  give: 'Dar kudos',
  review: 'Registrar uma avaliação',
  feedback: 'Meu feedback',
  setup: 'Configurar o workspace',
};
