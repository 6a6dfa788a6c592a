// The common namespace in German (de).
import type { Translation } from '../../translation.js';
import type { common as source } from '../en/common.js';

export const common: Translation<typeof source> = {
  coins: '{count, plural, one {# Münze} other {# Münzen}}',
  people: '{count, plural, one {# Person} other {# Personen}}',
  kudos: '{count, plural, one {# Kudos} other {# Kudos}}',
};
