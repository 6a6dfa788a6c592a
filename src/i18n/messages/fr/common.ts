// The common namespace in French (fr).
import type { Translation } from '../../translation.js';
import type { common as source } from '../en/common.js';

export const common: Translation<typeof source> = {
  coins: '{count, plural, one {# pièce} other {# pièces}}',
  people: '{count, plural, one {# personne} other {# personnes}}',
  kudos: '{count, plural, one {# kudos} other {# kudos}}',
};
