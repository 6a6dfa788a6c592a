// The home namespace in Spanish (es).
import type { Translation } from '../../translation.js';
import type { home as source } from '../en/home.js';

export const home: Translation<typeof source> = {
  greeting: '¡Hola, <@{userId}>! Agradece a un compañero, mira lo que recibiste y registra evaluaciones.',
  give: 'Dar kudos',
  review: 'Registrar una evaluación',
  feedback: 'Mi feedback',
  setup: 'Configurar el espacio de trabajo',
};
