// The home namespace in German (de).
import type { Translation } from '../../translation.js';
import type { home as source } from '../en/home.js';

export const home: Translation<typeof source> = {
  greeting: 'Hallo <@{userId}>! Danke einer Kollegin oder einem Kollegen, sieh dir an, was du bekommen hast, und erfasse Beurteilungen.',
  give: 'Kudos geben',
  review: 'Beurteilung erfassen',
  feedback: 'Mein Feedback',
  setup: 'Workspace einrichten',
};
